/**
 * chunk() on the project's own fixtures (PDF layouts, HTML publishers, docpluck papers): every
 * promise holds at the default size and at a small one that forces sentence, word and table
 * splits; ids are stable and change with the options; the CLI prints the same records.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Chunk,
  type ChunkOptions,
  ChunkOptionsError,
  chunk,
  pageRecords,
} from '../../shared/chunk/index.ts';
import {
  DEFAULT_PROCESS_OPTIONS,
  type ProcessOutput,
  processDocument,
} from '../../shared/pipeline/process.ts';
import { FIXTURES, gleaner } from '../helpers/cli.ts';
import { checkChunks } from './invariants.ts';

/** Small enough that the fixtures' paragraphs (60–120 tokens) and tables must be cut. */
const SMALL = { maxTokens: 48, overlapTokens: 12 };

function inputs(): string[] {
  const out: string[] = [];
  for (const group of ['pdf', 'html', 'docpluck'])
    for (const name of readdirSync(join(FIXTURES, group), { withFileTypes: true }))
      if (name.isDirectory())
        for (const f of readdirSync(join(FIXTURES, group, name.name)))
          if (/^input\.(pdf|html)$/.test(f)) out.push(join(FIXTURES, group, name.name, f));
  return out.sort();
}

const docs = new Map<string, ProcessOutput>();

beforeAll(async () => {
  for (const p of inputs())
    docs.set(
      p,
      await processDocument({ bytes: new Uint8Array(readFileSync(p)), key: p }, DEFAULT_PROCESS_OPTIONS),
    );
}, 300_000);

describe('chunks of the fixtures', () => {
  it('finds the fixtures', () => {
    expect(docs.size).toBeGreaterThanOrEqual(20);
  });

  const variants: [string, ChunkOptions][] = [
    ['default', {}],
    ['small, with heading context', { ...SMALL, context: 'heading' }],
    ['small, cl100k_base', { ...SMALL, encoding: 'cl100k_base' }],
  ];
  for (const [name, options] of variants)
    it(`keep every promise (${name} options)`, () => {
      const problems: string[] = [];
      let covered = 0;
      let body = 0;
      for (const [p, doc] of docs) {
        const chunks = chunk(doc, options);
        const r = checkChunks(doc, chunks, {
          maxTokens: options.maxTokens ?? 512,
          encoding: options.encoding,
        });
        problems.push(...r.problems.map((x) => `${p}: ${x}`));
        covered += r.covered;
        body += r.body;
      }
      process.stdout.write(
        `fixtures (${name}): coverage ${((100 * covered) / body).toFixed(2)}% of ${body} body chars\n`,
      );
      expect(problems.slice(0, 20)).toEqual([]);
      expect(covered / body).toBeGreaterThanOrEqual(0.95);
    });

  it('cuts long paragraphs at sentences and overlaps at the next sentence start', () => {
    const all = [...docs.values()].flatMap((d) => chunk(d, SMALL));
    expect(all.some((c) => c.split === 'sentences')).toBe(true);
    const overlapping = all.filter((c) => c.overlap_chars > 0);
    expect(overlapping.length).toBeGreaterThan(10);
  });

  it('gives each table its own chunk with markdown rows, repeating the header when split', () => {
    const doc = docs.get(join(FIXTURES, 'pdf', 'table-grid', 'input.pdf')) as ProcessOutput;
    const whole = chunk(doc).filter((c) => c.kind === 'table');
    expect(whole).toHaveLength(1);
    expect(whole[0].text).toMatch(/^Table 2: Measures taken in each session\.\n\| Measure \| Instrument/);
    expect(whole[0].pages).toEqual([1, 1]);
    // The caption paragraph above the table is part of the table's chunk, not a chunk of its own.
    expect(doc.text.slice(whole[0].start, whole[0].start + 8)).toBe('Table 2:');
    expect(chunk(doc).filter((c) => c.kind === 'captions')).toEqual([]);
    const parts = chunk(doc, { maxTokens: 56, overlapTokens: 0 }).filter((c) => c.kind === 'table');
    expect(parts.length).toBeGreaterThan(1);
    for (const c of parts) {
      expect(c.text.split('\n').slice(1, 3)).toEqual(whole[0].text.split('\n').slice(1, 3));
      expect(c.part?.of).toBe(parts.length);
      expect(c.tokens).toBeLessThanOrEqual(56);
    }
    // The text chunks never hold the table's rows.
    for (const c of chunk(doc).filter((x) => x.kind === 'text'))
      expect(c.text).not.toContain('Sleep duration Activity monitor');
  });

  it('puts captions and footnotes in chunks of their own', () => {
    const doc = docs.get(join(FIXTURES, 'html', 'pmc-current', 'input.html')) as ProcessOutput;
    const chunks = chunk(doc);
    const kinds = new Set(chunks.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(['captions', 'footnotes', 'table', 'text']);
    const notes = chunks.filter((c) => c.kind === 'footnotes');
    expect(notes.map((c) => c.text).join('\n\n')).toBe(doc.sidecar.footnotes.join('\n\n'));
    for (const c of chunks.filter((x) => x.kind === 'text')) expect(c.text).not.toMatch(/^Figure 1\./m);
  });

  it('prefixes the heading path with context heading and keeps start/end on the slice', () => {
    const doc = docs.get(join(FIXTURES, 'html', 'pmc-current', 'input.html')) as ProcessOutput;
    const c = chunk(doc, { context: 'heading' }).find((x) => x.section.path.length === 2) as Chunk;
    expect(c.text.startsWith('2. Methods > 2.1. Study sites\n\n')).toBe(true);
    expect(c.prefix_chars).toBe('2. Methods > 2.1. Study sites\n\n'.length);
    expect(c.text.slice(c.prefix_chars)).toBe(doc.text.slice(c.start, c.end));
    expect(c.section).toMatchObject({ heading: '2.1. Study sites', label: 'methods' });
  });

  it('has ids stable across runs and different when an option changes', () => {
    const doc = docs.get(join(FIXTURES, 'docpluck', 'apa-multi-study', 'input.pdf')) as ProcessOutput;
    const a = chunk(doc).map((c) => c.id);
    const b = chunk(doc).map((c) => c.id);
    expect(b).toEqual(a);
    expect(new Set(a).size).toBe(a.length);
    for (const other of [
      { maxTokens: 256 },
      { overlapTokens: 0 },
      { context: 'heading' as const },
      { encoding: 'cl100k_base' as const },
    ]) {
      const ids = new Set(chunk(doc, other).map((c) => c.id));
      expect(a.filter((id) => ids.has(id))).toEqual([]);
    }
    const otherVersion = {
      ...doc,
      sidecar: { ...doc.sidecar, pipeline: { ...doc.sidecar.pipeline, version: 'x' } },
    };
    expect(chunk(otherVersion)[0].id).not.toBe(a[0]);
  });

  it('rejects options out of range with the field named', () => {
    const doc = [...docs.values()][0];
    expect(() => chunk(doc, { maxTokens: 8 })).toThrow(ChunkOptionsError);
    expect(() => chunk(doc, { maxTokens: 100, overlapTokens: 60 })).toThrow(/overlapTokens/);
  });
});

describe('gleaner extract --format chunks|pages', () => {
  const pdf = join(FIXTURES, 'pdf', 'two-columns', 'input.pdf');

  it('prints one chunk a line, the same records as chunk()', () => {
    const r = gleaner([
      'extract',
      pdf,
      '--format',
      'chunks',
      '--chunk-tokens',
      '100',
      '--chunk-overlap',
      '20',
      '--chunk-context',
      'heading',
    ]);
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Chunk);
    const doc = docs.get(pdf) as ProcessOutput;
    const want = chunk(doc, { maxTokens: 100, overlapTokens: 20, context: 'heading' });
    expect(lines.map((c) => [c.start, c.end, c.text, c.tokens])).toEqual(
      want.map((c) => [c.start, c.end, c.text, c.tokens]),
    );
    expect(lines.every((c) => c.tokens <= 100)).toBe(true);
  });

  it('prints one record per page for a PDF', () => {
    const r = gleaner(['extract', pdf, '--format', 'pages']);
    expect(r.code).toBe(0);
    const pages = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const doc = docs.get(pdf) as ProcessOutput;
    expect(pages).toEqual(pageRecords(doc));
    expect(pages.length).toBe(doc.sidecar.page_spans.length);
    for (const p of pages) {
      expect(p.text).toBe(doc.text.slice(p.start, p.end));
      expect(p.words).toBe(p.text.split(/\s+/).filter(Boolean).length);
    }
  });

  it('prints nothing for HTML, says why on stderr and exits 0', () => {
    const r = gleaner(['extract', join(FIXTURES, 'html', 'pmc-current', 'input.html'), '--format', 'pages']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/no pages/);
  });

  it('rejects a bad chunk flag as a usage error', () => {
    const r = gleaner(['extract', pdf, '--format', 'chunks', '--chunk-tokens', 'many']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--chunk-tokens/);
  });
});
