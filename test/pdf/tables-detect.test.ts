/**
 * Tables found without a caption (thorough detection) must never be invented: the project's own
 * PDF fixtures without tables (prose, lists, references, footnotes, two and three columns,
 * figures) and every readoc-arxiv paper (whose tables all have captions) must give zero
 * uncaptioned tables. The plausibility gates are also checked on their own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import { plausibleTable } from '../../shared/extract/pdf/table-gates.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';

const DIR = fileURLToPath(new URL('../fixtures/pdf/', import.meta.url));
/** Fixture folders that hold a table on purpose (captioned or not). */
const WITH_TABLES = /^table-/;

async function uncaptioned(bytes: Uint8Array): Promise<string[]> {
  const out = await pdfExtractor.extract(
    bytes,
    { footnotes: 'end', tables: 'inline', tablesDetect: 'thorough', limits: DEFAULT_LIMITS },
    { fallback: () => {} },
  );
  return out.tables
    .filter((t) => !t.caption)
    .map(
      (t) => `p${t.page} ${t.method} ${t.cells.length}x${t.cells[0]?.length}: ${JSON.stringify(t.cells[0])}`,
    );
}

describe('no tables invented without a caption', () => {
  const slugs = readdirSync(DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !WITH_TABLES.test(e.name))
    .map((e) => e.name)
    .filter((s) => readdirSync(join(DIR, s)).includes('input.pdf'));

  it('finds none in the fixtures without tables', async () => {
    expect(slugs.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const slug of slugs) {
      const bytes = new Uint8Array(readFileSync(join(DIR, slug, 'input.pdf')));
      for (const t of await uncaptioned(bytes)) found.push(`${slug} ${t}`);
    }
    expect(found).toEqual([]);
  }, 120_000);
});

describeCorpus('no tables invented in readoc-arxiv', ['pdf', 'readoc-arxiv'], () => {
  it('finds none on the pages of real arXiv papers (their tables all have captions)', async () => {
    const dir = corpusPath('pdf', 'readoc-arxiv', 'pdf');
    const found: string[] = [];
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.pdf')))
      for (const t of await uncaptioned(new Uint8Array(readFileSync(join(dir, f))))) found.push(`${f} ${t}`);
    expect(found).toEqual([]);
  }, 300_000);
});

describe('plausibility gates for uncaptioned grids', () => {
  it('accepts a borderless grid with a header, a stub and numeric columns', () => {
    const cells = [
      ['Group', 'n', 'Mean', 'SD'],
      ['Sleep', '48', '61.2', '8.1'],
      ['Wake', '51', '51.4', '9.0'],
      ['Nap', '45', '58.3', '7.7'],
    ];
    expect(plausibleTable(cells, 'aligned')).toEqual({ ok: true, why: '' });
  });

  it('rejects three columns of prose lines', () => {
    const cells = Array.from({ length: 6 }, () => [
      'the size of this benefit in everyday',
      'participants with a mean age of the',
      'had slept recalled more of the pairs',
    ]);
    expect(plausibleTable(cells, 'aligned').ok).toBe(false);
  });

  it('rejects a numbered list, a display formula and chart axis labels', () => {
    const list = [
      ['1.', 'Introduction', '2'],
      ['2.', 'Structural measures', '3'],
      ['2.1.', 'High-degree centrality', '3'],
      ['3.', 'Results', '5'],
    ];
    expect(plausibleTable(list, 'aligned').why).toMatch(/list markers/);
    const formula = [
      ['', '(', '√ p', ')n'],
      ['rn + sn =', '', '+ 2', '+'],
      ['', '1', '∑n ( )', '(('],
      ['=', '2n', 'pn− i', ''],
    ];
    expect(plausibleTable(formula, 'aligned').why).toMatch(/math/);
    const axis = [
      ['0.10', 'LT condensate soot', '10'],
      ['0.08', 'after extraction', '8'],
      ['0.06', '', '6'],
      ['0.04', '', '4'],
    ];
    expect(plausibleTable(axis, 'aligned').why).toMatch(/axis|header/);
  });

  it('lets a drawn grid through with text cells that aligned text would need a number for', () => {
    const cells = [
      ['Measure', 'Instrument', 'Session'],
      ['Recall', 'Cued recall test', 'First and second'],
      ['Mood', 'Rating scale', 'Second'],
    ];
    expect(plausibleTable(cells, 'grid').ok).toBe(true);
    expect(plausibleTable(cells, 'aligned').ok).toBe(false);
  });
});
