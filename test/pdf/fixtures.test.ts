/**
 * The project-owned PDF fixtures (test/fixtures/pdf/<slug>/): the full product path at level
 * academic must reproduce expected.txt exactly. Cases the engine does not pass yet are
 * `it.fails` with what is missing, so a fix turns them red and someone flips them to `it`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { ALL_CASES, buildCase } from '../fixtures/pdf/generate.ts';

const DIR = fileURLToPath(new URL('../fixtures/pdf/', import.meta.url));
const slugs = readdirSync(DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** Cases the engine does not pass yet, and what it is missing (re-checked 2026-12-02). */
const NOT_YET: Record<string, string> = {
  'figure-gap':
    'side-by-side sub-captions under a two-panel figure are merged into one line instead of read as two blocks, left then right',
};

async function extract(slug: string): Promise<string> {
  const bytes = new Uint8Array(readFileSync(join(DIR, slug, 'input.pdf')));
  const out = await processDocument(
    { bytes, key: `fixtures/pdf/${slug}/input.pdf` },
    DEFAULT_PROCESS_OPTIONS,
  );
  expect(out.sidecar.status).toBe('ok');
  return out.text;
}

const passed: string[] = [];

describe('generated PDF fixtures: exact text output', () => {
  afterAll(() => {
    process.stdout.write(`pdf fixtures: ${passed.length}/${slugs.length} exact (${passed.join(', ')})\n`);
  });

  it('has a fixture folder for every generator case and nothing else', () => {
    expect(slugs).toEqual(ALL_CASES.map((c) => c.slug).sort());
  });

  for (const slug of slugs) {
    const reason = NOT_YET[slug];
    const title = ALL_CASES.find((c) => c.slug === slug)?.title ?? slug;
    const name = `reproduces ${slug} exactly: ${title}${reason ? ` (not yet: ${reason})` : ''}`;
    (reason ? it.fails : it)(name, async () => {
      const expected = readFileSync(join(DIR, slug, 'expected.txt'), 'utf8');
      const text = await extract(slug);
      expect(text).toBe(expected);
      passed.push(slug);
    });
  }
});

describe('PDF fixture generator', () => {
  it('regenerates every committed fixture byte for byte (fixtures are not edited by hand)', async () => {
    for (const c of ALL_CASES) {
      const built = await buildCase(c);
      expect(built.warnings, c.slug).toEqual([]);
      expect(Buffer.from(built.pdf).equals(readFileSync(join(DIR, c.slug, 'input.pdf'))), c.slug).toBe(true);
      expect(built.expected, c.slug).toBe(readFileSync(join(DIR, c.slug, 'expected.txt'), 'utf8'));
    }
  });
});
