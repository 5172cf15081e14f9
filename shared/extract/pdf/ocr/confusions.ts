/**
 * Tesseract's classic misreads of print at scanner resolution: touching letters read as one
 * ("rn" → "m": "leaming", "moming", "retum"; "ri" → "n": "matenal", "bnef"), or a stroke lost or
 * gained ("b" → "h": "hlock"; "t" → "f": "refrieval"). It reads them with fair confidence, and no later stage can tell them
 * from words, so they are put right here, per word, before the words enter the layout engine.
 *
 * A word is corrected only when all of these hold, so a real word is never changed:
 * - Tesseract was not sure of it (confidence under SURE);
 * - it is letters only, at least MIN_LETTERS of them, and not all capitals (acronyms, symbols);
 * - it is not a known English word (SCOWL up to tier 70, common-words.ts), and exactly one common
 *   word (up to tier 50) is one confusion away from it (two candidates: the evidence does not say
 *   which, so it stays).
 * Every correction is reported (`pdf.ocr_corrected`).
 */
import { isCommonWord, isKnownWord } from './common-words.ts';
import type { OcrWord } from './types.ts';

/** Misread → what print it usually was. One substitution per word. */
const CONFUSIONS: readonly (readonly [string, string])[] = [
  ['m', 'rn'],
  ['rn', 'm'],
  ['h', 'b'],
  ['b', 'h'],
  ['f', 't'],
  ['t', 'f'],
  ['cl', 'd'],
  ['d', 'cl'],
  ['li', 'h'],
  ['ri', 'n'],
  ['n', 'ri'],
  ['nn', 'rm'],
  ['ni', 'm'],
  ['in', 'm'],
  ['vv', 'w'],
  ['c', 'e'],
  ['e', 'c'],
];
/**
 * Confidence (0-100) at or above which a word is taken as read. Words Tesseract reads right sit at
 * 93-97 on clean print; its rn/m misreads at 75-90 (measured on the project's scanned fixtures).
 */
const SURE = 93;
/** Shorter words have too many neighbours among real words ("hat"/"bat") to choose from. */
const MIN_LETTERS = 4;

const LETTERS = /^[A-Za-z]+$/;

/** The one common word a single confusion makes of `core` (lower case), or null. */
function candidate(core: string): string | null {
  let found: string | null = null;
  for (const [from, to] of CONFUSIONS)
    for (let i = core.indexOf(from); i >= 0; i = core.indexOf(from, i + 1)) {
      const w = core.slice(0, i) + to + core.slice(i + from.length);
      if (w === found || !isCommonWord(w)) continue;
      if (found) return null;
      found = w;
    }
  return found;
}

/** `word` corrected, or null when it stays as read. Leading and trailing punctuation is kept. */
export function correctedWord(word: OcrWord): string | null {
  if (word.confidence >= SURE) return null;
  const m = /^(\P{L}*)(\p{L}+)(\P{L}*)$/u.exec(word.text);
  if (!m) return null;
  const [, lead, core, tail] = m;
  if (!LETTERS.test(core) || core.length < MIN_LETTERS || core === core.toUpperCase()) return null;
  if (/\d/.test(lead + tail) || isKnownWord(core.toLowerCase())) return null;
  const fixed = candidate(core.toLowerCase());
  if (!fixed) return null;
  const cased = core[0] === core[0].toUpperCase() ? fixed[0].toUpperCase() + fixed.slice(1) : fixed;
  return lead + cased + tail;
}

/**
 * A line-end hyphen Tesseract dropped ("docu" | "ment", "de" | "pendency"): the line's last word
 * and the next line's first (same paragraph, lower case) join into a word, and one of the two
 * halves is no common word on its own. A tail that is none ("pendency", SCOWL tier 70: a line
 * hardly starts with it) is evidence enough for a known word (to tier 70), whatever the
 * confidence; an unsure head that is no word needs a common one. Two words ("some" | "times") stay two. The hyphen is
 * put back, so the de-hyphenation that follows decides as for print.
 */
function lostHyphen(word: OcrWord, next: OcrWord | undefined): boolean {
  if (!next || next.block !== word.block || next.par !== word.par || next.line === word.line) return false;
  if (!/^[a-z]{2,}$/i.test(word.text) || !/^[a-z]{2,}\b/.test(next.text)) return false;
  const head = word.text.toLowerCase();
  const tail = /^[a-z]+/.exec(next.text)![0];
  if (!isCommonWord(tail)) return isKnownWord(head + tail);
  return word.confidence < SURE && !isKnownWord(head) && isCommonWord(head + tail);
}

/** The words with misreads put right, and "misread→word" for each one changed. Words come in Tesseract's order. */
export function correctWords(words: readonly OcrWord[]): { words: OcrWord[]; changed: string[] } {
  const changed: string[] = [];
  const out: OcrWord[] = [];
  for (const [i, w] of words.entries()) {
    const prev = out.at(-1);
    // The second half of a hyphenated word is not a word on its own ("ment", not "merit").
    const tail = prev !== undefined && prev.line !== w.line && prev.text.endsWith('-');
    const fixed = lostHyphen(w, words[i + 1]) ? `${w.text}-` : tail ? null : correctedWord(w);
    if (fixed !== null) changed.push(`${w.text}→${fixed}`);
    out.push(fixed === null ? w : { ...w, text: fixed });
  }
  return { words: out, changed };
}
