/**
 * Port of docpluck's `compute_quality_score` (docpluck/quality.py, v1.3.1 garble rule), kept
 * number-for-number so users can compare Gleaner's score with it. Python semantics reproduced:
 * `str.split()` splits on Unicode whitespace (not JS `\s`, which also splits on U+FEFF), and
 * `len()` / the non-ASCII ratio count code points, not UTF-16 units.
 */

/** docpluck's COMMON_WORDS, verbatim: general function words plus academic staples. */
const COMMON_WORDS = new Set([
  'the',
  'and',
  'for',
  'that',
  'with',
  'this',
  'from',
  'are',
  'was',
  'were',
  'have',
  'has',
  'been',
  'not',
  'but',
  'which',
  'their',
  'can',
  'will',
  'one',
  'all',
  'would',
  'there',
  'what',
  'about',
  'when',
  'study',
  'research',
  'results',
  'data',
  'analysis',
  'method',
  'effect',
  'between',
  'significant',
  'participants',
  'table',
  'figure',
  'than',
  'more',
  'also',
  'these',
  'other',
  'our',
  'such',
  'how',
  'each',
  'after',
  'both',
  'most',
  'only',
  'over',
  'may',
  'into',
]);

/** Only the first tokens are scored (docpluck: `split()[:2000]`). */
export const MAX_TOKENS = 2000;
/** Below this common-word ratio the text is garbled when a corruption signal corroborates it. */
export const GARBLED_RATIO = 0.02;
/** Below this ratio (but above GARBLED_RATIO) the text is "possibly garbled": −20. */
export const WEAK_RATIO = 0.05;
/** Non-ASCII share above which the text counts as corrupted (docpluck: > 20%). */
export const NON_ASCII_CORRUPTION = 0.2;
/** Remaining ligatures at or above which extraction clearly skipped ligature expansion. */
export const LIGATURE_CORRUPTION = 20;
/** Texts shorter than this (code points) cannot be judged, so a low ratio alone counts. */
export const SHORT_TEXT = 500;
/** Penalties, from docpluck: −50 garbled, −10 low ratio without evidence, −20 weak ratio. */
export const PENALTY_GARBLED = 50;
export const PENALTY_NON_PROSE = 10;
export const PENALTY_WEAK = 20;
/** −1 per 10 remaining ligatures (at most −20); −1 per U+FFFD (at most −10). */
export const LIGATURES_PER_POINT = 10;
export const MAX_LIGATURE_PENALTY = 20;
export const MAX_FFFD_PENALTY = 10;
/** Confidence bands on the final score. */
export const HIGH_CONFIDENCE = 80;
export const MEDIUM_CONFIDENCE = 50;

/** Python's str.isspace() set (White_Space + bidi B/S/WS); notably excludes U+200B and U+FEFF. */
const PY_WHITESPACE = /[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/;

export interface ReferenceScore {
  score: number;
  common_word_ratio: number;
  garbled: boolean;
  confidence: 'high' | 'medium' | 'low';
  ligatures_remaining: number;
  garbled_chars: number;
  non_ascii_ratio: number;
  has_corruption_signal: boolean;
}

/** Python's round(x, 4) for the ratios the reference reports. */
function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

export function referenceScore(text: string): ReferenceScore {
  const words: string[] = [];
  for (const w of text.toLowerCase().split(PY_WHITESPACE)) {
    if (!w) continue;
    words.push(w);
    if (words.length >= MAX_TOKENS) break;
  }
  const common = words.filter((w) => COMMON_WORDS.has(w)).length;
  const ratio = words.length ? common / words.length : 0;

  let ligatures = 0;
  let fffd = 0;
  let nonAscii = 0;
  let codePoints = 0;
  for (const ch of text) {
    codePoints++;
    const cp = ch.codePointAt(0) ?? 0;
    if (cp > 127) nonAscii++;
    if (cp >= 0xfb00 && cp <= 0xfb06) ligatures++;
    else if (cp === 0xfffd) fffd++;
  }
  const nonAsciiRatio = codePoints ? nonAscii / codePoints : 0;
  const corruption = fffd > 0 || nonAsciiRatio > NON_ASCII_CORRUPTION || ligatures >= LIGATURE_CORRUPTION;
  const garbled = ratio < GARBLED_RATIO && (corruption || codePoints < SHORT_TEXT);

  let score = 100;
  if (garbled) score -= PENALTY_GARBLED;
  else if (ratio < GARBLED_RATIO) score -= PENALTY_NON_PROSE;
  else if (ratio < WEAK_RATIO) score -= PENALTY_WEAK;
  score -= Math.min(MAX_LIGATURE_PENALTY, Math.floor(ligatures / LIGATURES_PER_POINT));
  score -= Math.min(MAX_FFFD_PENALTY, fffd);
  score = Math.max(0, score);
  const confidence = score >= HIGH_CONFIDENCE ? 'high' : score >= MEDIUM_CONFIDENCE ? 'medium' : 'low';
  return {
    score,
    common_word_ratio: round4(ratio),
    garbled,
    confidence,
    ligatures_remaining: ligatures,
    garbled_chars: fffd,
    non_ascii_ratio: round4(nonAsciiRatio),
    has_corruption_signal: corruption,
  };
}
