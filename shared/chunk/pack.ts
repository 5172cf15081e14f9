/**
 * Packing a run of paragraphs (one section, one kind) into chunks of at most `maxTokens`:
 * whole paragraphs while they fit; a paragraph too long for a chunk starts a new one and is cut
 * at sentences, then words, then characters (split.ts). Then each chunk after the first may
 * reach back up to `overlapTokens` into the one before, to the earliest sentence start that fits
 * (or word start, when the last sentence alone is longer than the overlap). Every chunk is an
 * exact span of the text, so its text is `text.slice(start, end)`.
 */
import type { Span } from './regions.ts';
import { sentenceStarts } from './sentences.ts';
import { type Cut, finer, type Piece, splitSpan } from './split.ts';
import type { TokenCounter } from './tokens.ts';

/**
 * Tokens kept free when cutting pieces: the BPE can merge a token across the join of the prefix
 * and the text or of two pieces, so a sum of piece counts may be off by one or two. The exact
 * count of every finished chunk is checked anyway; this keeps that check from failing often.
 */
const PIECE_SLACK = 2;
/** How far back (characters per overlap token) word starts are looked for; 16 covers long words. */
const CHARS_PER_TOKEN_WINDOW = 16;

export interface PackOptions {
  maxTokens: number;
  /** 0 for runs that take no overlap (notes, captions, tables given as text). */
  overlapTokens: number;
  /** Put before each chunk's text; counted in its tokens. */
  prefix: string;
  count: TokenCounter;
}

export interface Packed {
  start: number;
  end: number;
  /** Where the chunk's own text starts (after the overlap). */
  core: number;
  tokens: number;
  split: Exclude<Cut, 'paragraph'> | null;
}

interface Sized extends Piece {
  /** The first piece of a paragraph that had to be cut. */
  opensSplit: boolean;
  heading: boolean;
}

function pieces(text: string, blocks: readonly Span[], budget: number, count: TokenCounter): Sized[] {
  const out: Sized[] = [];
  for (const b of blocks) {
    const ps = splitSpan(text, b.start, b.end, budget, count);
    ps.forEach((p, i) => {
      out.push({ ...p, opensSplit: i === 0 && ps.length > 1, heading: b.role === 'heading' });
    });
  }
  return out;
}

export function packRun(text: string, blocks: readonly Span[], o: PackOptions): Packed[] {
  const prefixTokens = o.prefix ? o.count(o.prefix) : 0;
  const measure = (s: number, e: number) => o.count(o.prefix + text.slice(s, e));
  const budget = Math.max(1, o.maxTokens - o.overlapTokens - prefixTokens - PIECE_SLACK);
  const ps = pieces(text, blocks, budget, o.count);
  const out: Packed[] = [];
  let i = 0;
  while (i < ps.length) {
    // The first chunk has no overlap to leave room for.
    const limit = out.length ? o.maxTokens - o.overlapTokens : o.maxTokens;
    let j = i + 1;
    let est = prefixTokens + ps[i].tokens;
    let headingsOnly = ps[i].heading;
    for (; j < ps.length; j++) {
      const p = ps[j];
      // A long paragraph starts a chunk of its own, unless the chunk so far is only its heading.
      if (p.opensSplit && !headingsOnly) break;
      headingsOnly &&= p.heading;
      // Paragraph joins ("\n\n") are a token of their own; spaces between sentences join the next word.
      const add = p.tokens + (ps[j - 1].cut === 'paragraph' ? 1 : 0);
      if (est + add > limit) break;
      est += add;
    }
    let tokens = measure(ps[i].start, ps[j - 1].end);
    while (tokens > limit && j - 1 > i) {
      j--;
      tokens = measure(ps[i].start, ps[j - 1].end);
    }
    const startCut: Cut = i > 0 ? ps[i - 1].cut : 'paragraph';
    const endCut: Cut = j < ps.length ? ps[j - 1].cut : 'paragraph';
    const cut = finer(startCut, endCut);
    out.push({
      start: ps[i].start,
      end: ps[j - 1].end,
      core: ps[i].start,
      tokens,
      split: cut === 'paragraph' ? null : cut,
    });
    i = j;
  }
  if (o.overlapTokens > 0)
    for (let k = 1; k < out.length; k++) overlap(text, blocks, out[k - 1], out[k], o, measure);
  return out;
}

/** Extend `cur` back into `prev` by at most `overlapTokens`, keeping the whole chunk within `maxTokens`. */
function overlap(
  text: string,
  blocks: readonly Span[],
  prev: Packed,
  cur: Packed,
  o: PackOptions,
  measure: (s: number, e: number) => number,
): void {
  const cs = cur.core;
  const fits = (c: number) => o.count(text.slice(c, cs)) <= o.overlapTokens;
  const candidates: number[] = [];
  for (const b of blocks) {
    if (b.end <= prev.core || b.start >= cs) continue;
    // Not the previous chunk's own start: a chunk that contains the one before adds nothing.
    for (const s of sentenceStarts(text, Math.max(b.start, prev.core), Math.min(b.end, cs)))
      if (s > prev.core && s < cs) candidates.push(s);
  }
  candidates.sort((a, b) => b - a);
  let chosen: number[] = [];
  for (const c of candidates) {
    if (!fits(c)) break;
    chosen.push(c);
  }
  if (!chosen.length) {
    // The sentence right before is longer than the overlap: start at a word inside it.
    const from = Math.max(prev.core + 1, candidates[0] ?? 0, cs - o.overlapTokens * CHARS_PER_TOKEN_WINDOW);
    const words = [...text.slice(from, cs).matchAll(/\S+/g)].map((m) => from + m.index).reverse();
    for (const w of words) {
      if (w === from && from > 0 && /\S/.test(text[from - 1])) continue; // not mid-word
      if (!fits(w)) break;
      chosen.push(w);
    }
  }
  // Earliest first; give ground until the whole chunk fits.
  chosen = chosen.reverse();
  for (const c of chosen) {
    const tokens = measure(c, cur.end);
    if (tokens <= o.maxTokens) {
      cur.start = c;
      cur.tokens = tokens;
      return;
    }
  }
}
