/**
 * One policy for a hyphen at a line end (`left-` / `right`), shared by the PDF engine (which
 * joins lines with the document's own vocabulary as evidence) and the normalize step (which
 * sees only text). Evidence, strongest first:
 * 1. how the document itself writes the word elsewhere, mid-line, where no break interferes;
 * 2. a capital or digit after the break ("Jean-|Pierre", "non-|English", "pre-|2020"): a compound
 *    (unless the left half is itself all capitals: "INTRO-|DUCTION" is a broken word);
 * 3. a second half of fewer than RIGHT_HYPHEN_MIN letters ("follow-|up", "add-|on"): TeX and word
 *    processors never carry fewer than three letters of a broken word to the next line
 *    (TeX's \righthyphenmin), so such a hyphen is the author's;
 * 4. the English word list: a joined word is a typesetter's break ("docu-|ment"), except after
 *    prefixes English writes both ways ("semi-|automatic", "non-|linear"), where the author's
 *    hyphen is the safer reading because removing a real hyphen changes the token; two words that
 *    do not join are a compound ("two-|column", "user-|specified");
 * 5. a first half of fewer than LEFT_HYPHEN_MIN letters that does not join into a word
 *    ("T-|dependent", "x-|axis"): TeX never leaves a single letter before its break
 *    (\lefthyphenmin), so the hyphen is the author's;
 * 6. otherwise TeX and Word break unknown words at syllables, so the parts are joined, which is
 *    only an inference (`joined_unknown`: the normalize step declares it as a fallback).
 */
import { isEnglishWord } from './index.ts';

export type HyphenVerdict = 'joined' | 'compound_kept' | 'hyphen_kept' | 'joined_unknown';

/** How the document writes words mid-line, when known (lowercased forms). */
export interface HyphenEvidence {
  has(word: string): boolean;
}

/** TeX's default \righthyphenmin: a typesetter's break leaves at least this many letters for the next line. */
export const RIGHT_HYPHEN_MIN = 3;

/** TeX's default \lefthyphenmin: a typesetter's break keeps at least this many letters on the first line. */
export const LEFT_HYPHEN_MIN = 2;

/** Prefixes English writes both joined and hyphenated; with no evidence the hyphen is kept. */
const HYPHEN_PREFIXES = new Set(['semi', 'non', 'self', 'quasi', 'pseudo', 'cross', 'multi', 'well', 'co']);

export function hyphenVerdict(left: string, right: string, seen?: HyphenEvidence): HyphenVerdict {
  const l = left.toLowerCase();
  const r = right.toLowerCase();
  const joined = l + r;
  if (seen) {
    const hyphenated = `${l}-${r}`;
    if (seen.has(hyphenated) && !seen.has(joined)) return 'compound_kept';
    if (seen.has(joined) && !seen.has(hyphenated)) return 'joined';
  }
  if (/^\p{N}/u.test(right)) return 'hyphen_kept';
  if (/^\p{Lu}/u.test(right) && !/^\p{Lu}+$/u.test(left)) return 'hyphen_kept';
  if (r.length < RIGHT_HYPHEN_MIN) return 'compound_kept';
  const lw = isEnglishWord(l);
  const rw = isEnglishWord(r);
  if (isEnglishWord(joined)) return lw && rw && HYPHEN_PREFIXES.has(l) ? 'compound_kept' : 'joined';
  if (lw && rw && l.length > 1) return 'compound_kept';
  if (l.length < LEFT_HYPHEN_MIN) return 'compound_kept';
  return 'joined_unknown';
}

/** True when the hyphen stays (a compound or a hyphen before a capital or digit). */
export function keepsHyphen(verdict: HyphenVerdict): boolean {
  return verdict === 'compound_kept' || verdict === 'hyphen_kept';
}
