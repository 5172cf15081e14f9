/**
 * LLM-ready chunks of a processed document: token-bounded pieces of the final text that follow
 * its structure (never across a section boundary, paragraphs before sentences before words),
 * each with its section path, pages and a stable id. Tables, captions and footnotes are chunks
 * of their own. Pure: no I/O, no printing. The record and the rules: docs/chunks.md.
 */
import { createHash } from 'node:crypto';
import type { PackOptions } from './pack.ts';
import { packRun } from './pack.ts';
import { pageRange } from './pages.ts';
import { type Region, type Run, regionsOf, type SectionRef } from './regions.ts';
import { oneLine, TablePool, tableParts } from './tables.ts';
import { ENCODINGS, type Encoding, type TokenCounter, tokenCounter } from './tokens.ts';
import type { Chunk, ChunkableDoc, ChunkKind, ChunkOptions } from './types.ts';

export { type PageRecord, pageRecords } from './pages.ts';
export { sentenceSpans, sentenceStarts } from './sentences.ts';
export { ENCODINGS, type Encoding, tokenCounter } from './tokens.ts';
export type { Chunk, ChunkableDoc, ChunkKind, ChunkOptions } from './types.ts';

/**
 * The chunking rules' version, part of every id: bump it when a change can move a cut or change
 * a chunk's text, so re-indexing replaces every chunk instead of mixing old and new.
 */
export const CHUNK_VERSION = '1.0.0';

export const DEFAULT_CHUNK_OPTIONS: Required<ChunkOptions> = {
  maxTokens: 512,
  overlapTokens: 64,
  encoding: 'o200k_base',
  context: 'none',
};
/** Smallest `maxTokens`: room for a heading path and a few words (and any one character, ≤ 4 tokens). */
export const MIN_MAX_TOKENS = 32;
/**
 * With no overlap given, the default overlap is capped at this share of `maxTokens`: 64 is an
 * eighth of 512, and `--chunk-tokens 128` alone should not repeat half of every chunk.
 */
const DEFAULT_OVERLAP_SHARE = 0.125;
/** Overlap may take at most this share of a chunk, or chunks would be mostly repeats. */
const MAX_OVERLAP_SHARE = 0.5;
/** A heading path prefix may take at most this share of a chunk; a longer one is shortened. */
const MAX_PREFIX_SHARE = 0.25;
/**
 * Encodings whose pre-tokenizer ends every pattern at a newline (bar a leading "/"), so the
 * count of paragraphs joined by a blank line is the sum of their parts (pack.ts). The GPT-2
 * style pattern (p50k, r50k) splits a run of newlines differently at the end of a text.
 */
const ADDITIVE = new Set<Encoding>(['o200k_base', 'o200k_harmony', 'cl100k_base']);
/** Between the heading path and the text. */
const PREFIX_JOIN = '\n\n';
/** Hex digits of the sha256 kept as the id: 128 bits. */
const ID_HEX = 32;

/** An option out of range: the message names the field and what it accepts. */
export class ChunkOptionsError extends Error {}

export function resolveChunkOptions(options: ChunkOptions = {}): Required<ChunkOptions> {
  const o = {
    ...DEFAULT_CHUNK_OPTIONS,
    ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
  };
  if (options.overlapTokens === undefined && Number.isInteger(o.maxTokens))
    o.overlapTokens = Math.min(
      DEFAULT_CHUNK_OPTIONS.overlapTokens,
      Math.floor(o.maxTokens * DEFAULT_OVERLAP_SHARE),
    );
  if (!Number.isInteger(o.maxTokens) || o.maxTokens < MIN_MAX_TOKENS)
    throw new ChunkOptionsError(
      `maxTokens must be an integer of at least ${MIN_MAX_TOKENS} (got ${o.maxTokens})`,
    );
  if (
    !Number.isInteger(o.overlapTokens) ||
    o.overlapTokens < 0 ||
    o.overlapTokens > o.maxTokens * MAX_OVERLAP_SHARE
  )
    throw new ChunkOptionsError(
      `overlapTokens must be an integer from 0 to half of maxTokens (${Math.floor(o.maxTokens * MAX_OVERLAP_SHARE)}) (got ${o.overlapTokens})`,
    );
  if (!ENCODINGS.includes(o.encoding as Encoding))
    throw new ChunkOptionsError(`encoding must be one of ${ENCODINGS.join(', ')} (got "${o.encoding}")`);
  if (o.context !== 'none' && o.context !== 'heading')
    throw new ChunkOptionsError(`context must be none or heading (got "${o.context}")`);
  return o as Required<ChunkOptions>;
}

/** "Methods > Participants\n\n", shortened at the end with "…" when it would take too much of a chunk. */
function prefixFor(section: SectionRef, o: Required<ChunkOptions>, count: TokenCounter): string {
  if (o.context !== 'heading' || !section.path.length) return '';
  let head = section.path.join(' > ');
  const room = Math.floor(o.maxTokens * MAX_PREFIX_SHARE);
  if (count(head + PREFIX_JOIN) > room) {
    let lo = 0;
    let hi = head.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (count(`${head.slice(0, mid)}…${PREFIX_JOIN}`) <= room) lo = mid;
      else hi = mid - 1;
    }
    head = `${head.slice(0, lo).trimEnd()}…`;
  }
  return head + PREFIX_JOIN;
}

/**
 * A caption paragraph in the body right before or after a table, that is the caption the table's
 * chunk already starts with, joins the table's chunk (its span too) instead of being a caption
 * chunk that says the same thing again.
 */
function withTableCaptions(text: string, runs: readonly Run[], pool: TablePool): Run[] {
  const out = runs.map((r) => ({ ...r, blocks: [...r.blocks] }));
  out.forEach((run, i) => {
    if (run.kind !== 'table') return;
    const caption = pool.peek(run.blocks[0].page)?.caption;
    if (!caption) return;
    for (const [k, last] of [
      [i - 1, true],
      [i + 1, false],
    ] as const) {
      const r = out[k];
      if (r?.kind !== 'captions' || !r.blocks.length) continue;
      const b = last ? r.blocks[r.blocks.length - 1] : r.blocks[0];
      if (oneLine(text.slice(b.start, b.end)) !== oneLine(caption)) continue;
      r.blocks = r.blocks.filter((x) => x !== b);
      const joined = { ...b, role: 'table' as const, page: run.blocks[0].page };
      run.blocks = last ? [joined, ...run.blocks] : [...run.blocks, joined];
      return;
    }
  });
  return out.filter((r) => r.blocks.length);
}

interface Draft {
  kind: ChunkKind;
  start: number;
  end: number;
  core: number;
  prefix: string;
  /** Set when the text is not the slice (tables). */
  body: string | null;
  tokens: number;
  split: Chunk['split'];
  part: Chunk['part'];
  pages: [number, number] | null;
  section: SectionRef;
}

function regionDrafts(
  doc: ChunkableDoc,
  region: Region,
  o: Required<ChunkOptions>,
  pool: TablePool,
  count: TokenCounter,
): Draft[] {
  const prefix = prefixFor(region.section, o, count);
  const base: PackOptions = {
    maxTokens: o.maxTokens,
    overlapTokens: o.overlapTokens,
    prefix,
    count,
    additive: ADDITIVE.has(o.encoding),
  };
  const out: Draft[] = [];
  const spans = doc.sidecar.page_spans;
  for (const run of withTableCaptions(doc.text, region.runs, pool)) {
    // Pages of the run's blocks, for chunks outside the page spans (the caption and note streams).
    const blockPages = (s: number, e: number): [number, number] | null => {
      const pages = run.blocks
        .filter((b) => b.end > s && b.start < e && b.page !== null)
        .map((b) => b.page as number);
      return pages.length ? [Math.min(...pages), Math.max(...pages)] : null;
    };
    const pagesOf = (s: number, e: number) => pageRange(spans, s, e) ?? blockPages(s, e);
    if (run.kind === 'table') {
      for (const t of tableParts(doc.text, run.blocks, pool, base))
        out.push({
          kind: 'table',
          start: t.start,
          end: t.end,
          core: t.start,
          prefix,
          body: t.text,
          tokens: t.tokens,
          split: t.split,
          part: t.part,
          pages: blockPages(t.start, t.end) ?? pageRange(spans, t.start, t.end),
          section: region.section,
        });
      continue;
    }
    // Overlap only joins body text: notes and captions are separate entries.
    const overlapTokens = run.kind === 'text' ? o.overlapTokens : 0;
    for (const p of packRun(doc.text, run.blocks, { ...base, overlapTokens }))
      out.push({
        kind: run.kind,
        start: p.start,
        end: p.end,
        core: p.core,
        prefix,
        body: null,
        tokens: p.tokens,
        split: p.split,
        part: null,
        pages: pagesOf(p.start, p.end),
        section: region.section,
      });
  }
  return out;
}

/** The document's chunks, in text order (the caption and footnote streams last). [] for a failed document. */
export function chunk(doc: ChunkableDoc, options: ChunkOptions = {}): Chunk[] {
  const o = resolveChunkOptions(options);
  if (doc.sidecar.status !== 'ok' || !doc.text) return [];
  const count = tokenCounter(o.encoding);
  const pool = new TablePool(doc.sidecar.tables);
  const drafts = regionsOf(doc).flatMap((r) => regionDrafts(doc, r, o, pool, count));
  const { source, metadata, pipeline } = doc.sidecar;
  const idBase = [
    source.sha256,
    pipeline.version,
    CHUNK_VERSION,
    o.maxTokens,
    o.overlapTokens,
    o.encoding,
    o.context,
  ];
  return drafts.map((d, index) => ({
    id: createHash('sha256')
      .update(JSON.stringify([...idBase, d.kind, d.start, d.end, d.part?.n ?? 0]))
      .digest('hex')
      .slice(0, ID_HEX),
    index,
    kind: d.kind,
    text: d.prefix + (d.body ?? doc.text.slice(d.start, d.end)),
    start: d.start,
    end: d.end,
    tokens: d.tokens,
    prefix_chars: d.prefix.length,
    overlap_chars: d.core - d.start,
    split: d.split,
    part: d.part,
    pages: d.pages,
    section: { heading: d.section.heading, label: d.section.label, path: [...d.section.path] },
    source: { key: source.key, sha256: source.sha256 },
    doc: { title: metadata.title, doi: metadata.doi },
  }));
}
