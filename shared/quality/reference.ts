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

/**
 * One token of `str.split()`: a run of anything but Python's str.isspace() set (White_Space +
 * bidi B/S/WS; notably not U+200B and U+FEFF). Found one by one, so only
 * the scored tokens are cut and lowercased, not the whole text (lowercasing a token alone gives
 * what lowercasing the text gives: whitespace is no case context, not even for a final sigma).
 */
const PY_TOKEN = /[^\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g;

export function referenceScore(text: string): ReferenceScore {
  let nWords = 0;
  let common = 0;
  PY_TOKEN.lastIndex = 0;
  while (nWords < MAX_TOKENS) {
    const m = PY_TOKEN.exec(text);
    if (!m) break;
    nWords++;
    if (COMMON_WORDS.has(m[0].toLowerCase())) common++;
  }
  const ratio = nWords ? common / nWords : 0;

  // Code points by UTF-16 units: a surrogate pair is one code point, a lone surrogate one too
  // (as the string iterator counts them), without a string per character.
  let ligatures = 0;
  let fffd = 0;
  let nonAscii = 0;
  let codePoints = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    codePoints++;
    if (c <= 127) continue;
    nonAscii++;
    if (c >= 0xfb00 && c <= 0xfb06) ligatures++;
    else if (c === 0xfffd) fffd++;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
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
