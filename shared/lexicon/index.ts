/**
 * English word list (the `word-list` package, ~274k words from SCOWL), loaded once per process.
 * Used to decide whether a line-final hyphen splits one word (`docu-ment`) or joins a compound
 * (`two-column`, `user-specified`): joined forms are accepted only when they are real words.
 */
import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';

let words: Set<string> | null = null;

export function englishWords(): Set<string> {
  if (!words) words = new Set(readFileSync(wordListPath, 'utf8').split('\n').filter(Boolean));
  return words;
}

/** True when `word` (any case) is in the list; also accepts simple plurals and -ed/-ing of listed words. */
export function isEnglishWord(word: string): boolean {
  const w = word.toLowerCase();
  const set = englishWords();
  if (set.has(w)) return true;
  if (w.endsWith('s') && set.has(w.slice(0, -1))) return true;
  if (w.endsWith('es') && set.has(w.slice(0, -2))) return true;
  if (w.endsWith('ed') && (set.has(w.slice(0, -2)) || set.has(w.slice(0, -1)))) return true;
  if (w.endsWith('ing') && (set.has(w.slice(0, -3)) || set.has(`${w.slice(0, -3)}e`))) return true;
  return false;
}
