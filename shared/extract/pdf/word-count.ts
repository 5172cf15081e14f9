/** Word counting for the prose tests (overprint.ts, figure-text.ts, figure-regions.ts). */

/** A word: two letters or more. */
const WORD = /\p{L}{2,}/gu;

/**
 * Whether `text` holds at least `n` words: stops at the last one needed, with no array of
 * matches (it runs on every line of a page, and on every run of some).
 */
export function hasWords(text: string, n: number): boolean {
  WORD.lastIndex = 0;
  let found = 0;
  while (found < n && WORD.exec(text)) found++;
  WORD.lastIndex = 0;
  return found >= n;
}
