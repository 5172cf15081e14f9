/**
 * chunk() over generated documents: random headings (levels 1–3), paragraphs of random sentences
 * (abbreviations, statistics, very long sentences, words longer than a chunk, CJK, surrogate
 * pairs), tables and captions, on random pages, with random options. The structure comes from
 * the real buildStructure, so sections nest as in production. Every promise must hold.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChunkableDoc, type ChunkOptions, chunk } from '../../shared/chunk/index.ts';
import type { BodyBlock, Table } from '../../shared/extract/types.ts';
import { buildStructure } from '../../shared/structure/index.ts';
import { checkChunks } from './invariants.ts';

/** Enough runs to hit rare shapes (a word longer than a chunk, a table split in parts) several times; about 10 s here. */
const RUNS = 60;

const WORDS = [
  'sleep',
  'recall',
  'improved',
  'participants',
  'the',
  'of',
  'and',
  'e.g.',
  'i.e.',
  'Fig.',
  'et al.',
  'J. Smith',
  'p < .05',
  't(38) = 2.10,',
  '0.05',
  'vs.',
  '95% CI [0.12, 0.50]',
  'Eq. (3)',
  'U.S.',
  '睡眠',
  '😀',
  'naïve',
  'Müller',
  '—',
  '(see Table 2)',
];

const word = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom(...WORDS) },
  // A "word" longer than any chunk: a URL, a sequence, a hash.
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9/._-]{200,500}$/) },
);
const sentence = fc
  .tuple(
    fc.constantFrom('We', 'The', 'Results', 'In Study 2,', '研究', '/usr/bin', '(a)', '“Quoted”', '42'),
    fc.array(word, { minLength: 1, maxLength: 40 }),
    fc.constantFrom('.', '?', '!', '。'),
  )
  .map(([first, ws, end]) => `${first} ${ws.join(' ')}${end}`);
const longSentence = fc.array(word, { minLength: 150, maxLength: 400 }).map((ws) => `Long ${ws.join(' ')}.`);
const paragraph = fc
  .array(fc.oneof({ weight: 8, arbitrary: sentence }, { weight: 1, arbitrary: longSentence }), {
    minLength: 1,
    maxLength: 8,
  })
  .map((ss) => ss.join(' '));

type Item =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'caption'; text: string };

const item: fc.Arbitrary<Item> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('heading' as const),
      level: fc.integer({ min: 1, max: 3 }),
      text: fc.constantFrom('Method', '2.1 Participants', 'Results', 'Study 2', 'General Discussion'),
    }),
  },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('paragraph' as const), text: paragraph }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('table' as const),
      rows: fc.array(fc.array(fc.constantFrom(...WORDS), { minLength: 2, maxLength: 5 }), {
        minLength: 2,
        maxLength: 30,
      }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('caption' as const),
      text: sentence.map((s) => `Figure 1. ${s}`),
    }),
  },
);

const options: fc.Arbitrary<ChunkOptions> = fc
  .record({
    maxTokens: fc.integer({ min: 32, max: 400 }),
    share: fc.double({ min: 0, max: 0.5, noNaN: true }),
    context: fc.constantFrom('none' as const, 'heading' as const),
    encoding: fc.constantFrom('o200k_base' as const, 'cl100k_base' as const, 'p50k_base' as const),
  })
  .map(({ maxTokens, share, context, encoding }) => ({
    maxTokens,
    overlapTokens: Math.floor(maxTokens * share),
    context,
    encoding,
  }));

function documentOf(items: Item[], pageSteps: boolean[], withPages: boolean): ChunkableDoc {
  const blocks: BodyBlock[] = [];
  const tables: Table[] = [];
  let page = 1;
  items.forEach((it, i) => {
    if (pageSteps[i]) page++;
    const p = withPages ? page : null;
    if (it.kind === 'heading')
      blocks.push({ text: it.text, role: 'heading', level: it.level, page: p, bbox: null });
    else if (it.kind === 'paragraph') blocks.push({ text: it.text, role: 'paragraph', page: p, bbox: null });
    else if (it.kind === 'caption') blocks.push({ text: it.text, role: 'caption', page: p, bbox: null });
    else {
      // Some tables come with cells (the extractor found them), some as text only.
      if (i % 2 === 0)
        tables.push({
          page: p,
          caption: 'Table 1. Scores.',
          bbox: null,
          cells: it.rows,
          confidence: 1,
          method: 'test',
        });
      blocks.push({ text: it.rows.map((r) => r.join(' ')).join('\n'), role: 'table', page: p, bbox: null });
    }
  });
  const text = blocks.map((b) => b.text).join('\n\n');
  const pageGeometry = withPages
    ? Array.from({ length: page }, (_, k) => ({
        page: k + 1,
        width: 612,
        height: 792,
        rotation: 0,
        has_text_layer: true,
      }))
    : [];
  const structure = buildStructure({ text, body: { start: 0, end: text.length }, blocks, pageGeometry });
  return {
    text,
    sidecar: {
      status: 'ok',
      ...structure,
      tables,
      source: {
        key: 'generated.pdf',
        size: text.length,
        sha256: 'f'.repeat(64),
        etag: null,
        format: 'pdf',
        detected_by: 'magic',
      },
      metadata: {
        title: 'Generated',
        authors: [],
        affiliations: [],
        title_source: null,
        created: null,
        modified: null,
        producer: null,
        doi: null,
        language: null,
      },
      pipeline: { version: 'test', stages: {} },
    } as unknown as ChunkableDoc['sidecar'],
  };
}

describe('chunk() on generated documents', () => {
  it('keeps every promise for any structure, text and options', () => {
    let covered = 0;
    let body = 0;
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 25 }),
        fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }),
        fc.boolean(),
        options,
        (items, steps, withPages, o) => {
          const doc = documentOf(items, steps, withPages);
          const chunks = chunk(doc, o);
          const r = checkChunks(doc, chunks, { maxTokens: o.maxTokens as number, encoding: o.encoding });
          expect(r.problems).toEqual([]);
          // Every paragraph's text is in some chunk; only a heading alone before its first
          // sub-section is left out (its text is in the sub-sections' paths).
          const marks = new Uint8Array(doc.text.length);
          for (const c of chunks) marks.fill(1, c.start, c.end);
          for (const b of doc.sidecar.blocks)
            if (b.role !== 'heading' && b.start !== null)
              for (let k = b.start; k < (b.end as number); k++)
                if (!/\s/.test(doc.text[k])) expect(marks[k], `offset ${k} (${b.role})`).toBe(1);
          covered += r.covered;
          body += r.body;
        },
      ),
      { numRuns: RUNS },
    );
    process.stdout.write(
      `generated documents: coverage ${((100 * covered) / body).toFixed(2)}% of ${body} body chars\n`,
    );
  }, 300_000);

  it('cuts a sentence longer than a chunk at words and says so', () => {
    const doc = documentOf([{ kind: 'paragraph', text: `Long ${'recall '.repeat(300)}end.` }], [], false);
    const chunks = chunk(doc, { maxTokens: 64, overlapTokens: 8 });
    expect(chunks.length).toBeGreaterThan(4);
    expect(chunks.every((c) => c.tokens <= 64)).toBe(true);
    expect(chunks.filter((c) => c.split === 'words').length).toBeGreaterThan(2);
  });

  it('cuts a word longer than a chunk at characters, never inside a surrogate pair', () => {
    const doc = documentOf([{ kind: 'paragraph', text: `A ${'😀x'.repeat(400)} b.` }], [], false);
    const chunks = chunk(doc, { maxTokens: 32, overlapTokens: 0 });
    expect(chunks.some((c) => c.split === 'chars')).toBe(true);
    for (const c of chunks) {
      expect(c.tokens).toBeLessThanOrEqual(32);
      expect(c.text).not.toMatch(/^[\udc00-\udfff]|[\ud800-\udbff]$/);
    }
  });
});
