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
  /**
   * The encoding never pre-tokenizes across a gap that ends in a newline (o200k, cl100k: see
   * `joinable`), so counts of paragraphs add up exactly. False for the GPT-2 style encodings.
   */
  additive: boolean;
}

export interface Packed {
  start: number;
  end: number;
  /** Where the chunk's own text starts (after the overlap). */
  core: number;
  tokens: number;
  /** Tokens of the chunk's own text without the prefix, when known without a count; else NaN. */
  coreTokens: number;
  split: Exclude<Cut, 'paragraph'> | null;
}

interface Sized extends Piece {
  /** The first piece of a paragraph that had to be cut. */
  opensSplit: boolean;
  heading: boolean;
  /** Exact tokens the join to the next piece adds (its gap, and any merge at this piece's end); null when not additive. */
  join: number | null;
}

/**
 * Whether text[at] can start a text whose count adds to the count of what comes before a gap
 * ending in a newline. In o200k and cl100k pre-tokenization a newline ends every pattern except
 * punctuation's trailing `[\r\n/]*` (which would take a leading "/"), so no pre-token crosses.
 */
function joinable(text: string, gapStart: number, at: number): boolean {
  return at > gapStart && (text[at - 1] === '\n' || text[at - 1] === '\r') && text[at] !== '/';
}

/**
 * Tokens the gap text[end, next) adds after a piece, counted on the piece's last word only: the
 * tail starts at a single space after a non-space, where no pre-token starts or ends across
 * (otherwise the whole piece is the tail). The tail's own tokens cancel out in the difference.
 */
function joinTokens(text: string, start: number, end: number, next: number, count: TokenCounter): number {
  let t = end;
  while (t > start && !/\s/.test(text[t - 1])) t--;
  if (t > start) t = text[t - 1] === ' ' && t - 1 > start && !/\s/.test(text[t - 2]) ? t - 1 : start;
  return count(text.slice(t, next)) - count(text.slice(t, end));
}

function pieces(text: string, blocks: readonly Span[], budget: number, o: PackOptions): Sized[] {
  const out: Sized[] = [];
  blocks.forEach((b, k) => {
    const ps = splitSpan(text, b.start, b.end, budget, o.count);
    const next = blocks[k + 1]?.start;
    ps.forEach((p, i) => {
      const last = i === ps.length - 1;
      const join =
        o.additive && last && next !== undefined && joinable(text, p.end, next)
          ? joinTokens(text, p.start, p.end, next, o.count)
          : null;
      out.push({ ...p, opensSplit: i === 0 && ps.length > 1, heading: b.role === 'heading', join });
    });
  });
  return out;
}

export function packRun(text: string, blocks: readonly Span[], o: PackOptions): Packed[] {
  // Fast: whole-paragraph chunks are counted by adding paragraph counts (exact, see `joinable`),
  // and a chunk that will take overlap is counted once, with it. The estimate that packed a
  // chunk of sentences is within a few tokens of the truth and the overlap leaves
  // `overlapTokens` to spare, so the exact pass below is a guard.
  const fast = pack(text, blocks, o, false);
  return fast.every((c) => c.tokens <= o.maxTokens) ? fast : pack(text, blocks, o, true);
}

function pack(text: string, blocks: readonly Span[], o: PackOptions, exact: boolean): Packed[] {
  const prefixTokens = o.prefix ? o.count(o.prefix) : 0;
  const measure = (s: number, e: number) => o.count(o.prefix + text.slice(s, e));
  const budget = Math.max(1, o.maxTokens - o.overlapTokens - prefixTokens - PIECE_SLACK);
  const ps = pieces(text, blocks, budget, o);
  // The prefix ends in a blank line: it adds its own count unless the text starts with "/".
  const prefixAdds = (at: number) => !exact && o.additive && text[at] !== '/';
  const out: Packed[] = [];
  let i = 0;
  while (i < ps.length) {
    // The first chunk has no overlap to leave room for.
    const limit = out.length ? o.maxTokens - o.overlapTokens : o.maxTokens;
    let j = i + 1;
    let est = prefixTokens + ps[i].tokens;
    // Exact while every join so far is an additive paragraph join.
    let known = !exact;
    let headingsOnly = ps[i].heading;
    for (; j < ps.length; j++) {
      const p = ps[j];
      // A long paragraph starts a chunk of its own, unless the chunk so far is only its heading.
      if (p.opensSplit && !headingsOnly) break;
      // Paragraph joins ("\n\n") are a token of their own; spaces between sentences join the next word.
      const join = ps[j - 1].join;
      const add = p.tokens + (join ?? (ps[j - 1].cut === 'paragraph' ? 1 : 0));
      if (est + add > limit) break;
      headingsOnly &&= p.heading;
      known &&= join !== null;
      est += add;
    }
    const own = known ? est - prefixTokens : Number.NaN;
    let tokens: number;
    if (known && (!o.prefix || prefixAdds(ps[i].start))) tokens = est;
    else if (!exact && out.length > 0 && o.overlapTokens > 0)
      tokens = Number.NaN; // counted with its overlap
    else {
      tokens = measure(ps[i].start, ps[j - 1].end);
      while (tokens > limit && j - 1 > i) {
        j--;
        tokens = measure(ps[i].start, ps[j - 1].end);
      }
    }
    const startCut: Cut = i > 0 ? ps[i - 1].cut : 'paragraph';
    const endCut: Cut = j < ps.length ? ps[j - 1].cut : 'paragraph';
    const cut = finer(startCut, endCut);
    out.push({
      start: ps[i].start,
      end: ps[j - 1].end,
      core: ps[i].start,
      tokens,
      coreTokens: own,
      split: cut === 'paragraph' ? null : cut,
    });
    i = j;
  }
  if (o.overlapTokens > 0)
    for (let k = 1; k < out.length; k++)
      overlap(text, blocks, out[k - 1], out[k], o, measure, prefixTokens, prefixAdds);
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
  prefixTokens: number,
  prefixAdds: (at: number) => boolean,
): void {
  const cs = cur.core;
  const counted = new Map<number, number>();
  const fits = (c: number) => {
    const t = o.count(text.slice(c, cs));
    counted.set(c, t);
    return t <= o.overlapTokens;
  };
  // The whole chunk from c: added up when the overlap ends in a paragraph gap, else counted.
  const additive = !Number.isNaN(cur.coreTokens) && o.additive && joinable(text, prev.end, cs);
  const total = (c: number) =>
    additive && (!o.prefix || prefixAdds(c))
      ? prefixTokens + (counted.get(c) as number) + cur.coreTokens
      : measure(c, cur.end);
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
    const tokens = total(c);
    if (tokens <= o.maxTokens) {
      cur.start = c;
      cur.tokens = tokens;
      return;
    }
  }
  if (Number.isNaN(cur.tokens)) cur.tokens = measure(cur.start, cur.end);
}
