/**
 * A paragraph cut into pieces that each fit a token budget: the whole paragraph when it fits,
 * else its sentences, a sentence too long for the budget cut at words, a word too long cut at
 * characters. Pieces are exact [start, end) spans of the text, in order, never empty.
 */
import { sentenceSpans } from './sentences.ts';
import type { TokenCounter } from './tokens.ts';

/** How finely a cut splits the text, coarsest first. */
export const CUTS = ['paragraph', 'sentences', 'words', 'chars'] as const;
export type Cut = (typeof CUTS)[number];

export interface Piece {
  start: number;
  end: number;
  tokens: number;
  /** What kind of boundary the piece's end is: a cut after it splits at this level. */
  cut: Cut;
}

export function finer(a: Cut, b: Cut): Cut {
  return CUTS.indexOf(a) >= CUTS.indexOf(b) ? a : b;
}

/** Pieces of text[start, end), each at most `budget` tokens. */
export function splitSpan(
  text: string,
  start: number,
  end: number,
  budget: number,
  count: TokenCounter,
): Piece[] {
  const tokens = count(text.slice(start, end));
  if (tokens <= budget) return [{ start, end, tokens, cut: 'paragraph' }];
  const out: Piece[] = [];
  const sentences = sentenceSpans(text, start, end);
  for (const s of sentences) {
    const t = count(text.slice(s.start, s.end));
    if (t <= budget) out.push({ start: s.start, end: s.end, tokens: t, cut: 'sentences' });
    else out.push(...words(text, s.start, s.end, budget, count));
  }
  if (out.length) out[out.length - 1].cut = 'paragraph';
  return out;
}

function words(text: string, start: number, end: number, budget: number, count: TokenCounter): Piece[] {
  const out: Piece[] = [];
  for (const m of text.slice(start, end).matchAll(/\S+/g)) {
    const s = start + m.index;
    const e = s + m[0].length;
    const t = count(m[0]);
    if (t <= budget) out.push({ start: s, end: e, tokens: t, cut: 'words' });
    else out.push(...chars(text, s, e, budget, count));
  }
  if (out.length) out[out.length - 1].cut = 'sentences';
  return out;
}

/** The longest prefixes that fit, by binary search; never between the halves of a surrogate pair. */
function chars(text: string, start: number, end: number, budget: number, count: TokenCounter): Piece[] {
  const out: Piece[] = [];
  let s = start;
  while (s < end) {
    let lo = s + 1;
    let hi = end;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (count(text.slice(s, mid)) <= budget) lo = mid;
      else hi = mid - 1;
    }
    let e = lo;
    if (e < end && /[\udc00-\udfff]/.test(text[e])) e = e > s + 1 ? e - 1 : e + 1;
    out.push({ start: s, end: e, tokens: count(text.slice(s, e)), cut: 'chars' });
    s = e;
  }
  out[out.length - 1].cut = 'words';
  return out;
}
