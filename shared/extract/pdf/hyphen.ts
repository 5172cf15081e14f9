/**
 * Line-final hyphens: a typesetter's break inside a word ("docu-\nment") is removed; a compound
 * split at its own hyphen ("user-\nspecified", "two-\ncolumn") keeps it. Evidence, strongest
 * first: how the document itself writes the word elsewhere (mid-line, where no break
 * interferes); then the English word list; then the default that TeX and Word break unknown
 * words at syllables, so unknown parts are joined.
 */
import { isEnglishWord } from '../../lexicon/index.ts';

/**
 * Prefixes that English writes both joined and hyphenated ("semi-automatic", "non-linear",
 * "self-driving"); when both halves are words and the document gives no evidence, the author's
 * hyphen is the safer reading because removing a real hyphen changes the token.
 */
const HYPHEN_PREFIXES = new Set(['semi', 'non', 'self', 'quasi', 'pseudo', 'cross', 'multi', 'well', 'co']);

/** Words seen mid-line in the document (lowercased), with and without hyphens. */
export class Vocabulary {
  readonly words = new Set<string>();

  addLine(text: string): void {
    const tokens = text.split(/\s+/);
    // The last token may be a broken word: only tokens followed by another on the line count.
    for (let i = 0; i < tokens.length - 1; i++) {
      const w = tokens[i].replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').toLowerCase();
      if (w.length > 1) this.words.add(w);
    }
  }
}

const LETTERS_BEFORE_HYPHEN = /(\p{L}+)-$/u;
/** Characters before a line-final hyphen that can hold the broken word (English's longest is 45). */
const WORD_TAIL = 64;
const LETTERS_AFTER = /^(\p{L}+)/u;

/**
 * Join `prev` and `next` lines of one paragraph. Returns the joined text: without the hyphen
 * when it was a line-break hyphen, with it when it belongs to the word, else with a space.
 */
export function joinLines(prev: string, next: string, vocab: Vocabulary): string {
  // The regex only on the tail: `prev` is the paragraph so far, and scanning all of it at every
  // line made long paragraphs quadratic.
  const m = prev.endsWith('-') ? LETTERS_BEFORE_HYPHEN.exec(prev.slice(-WORD_TAIL)) : null;
  const n = LETTERS_AFTER.exec(next);
  if (!m || !n || prev.endsWith('--')) return `${prev} ${next}`;
  return keepHyphen(m[1], n[1], vocab) ? `${prev}${next}` : `${prev.slice(0, -1)}${next}`;
}

export function keepHyphen(left: string, right: string, vocab: Vocabulary): boolean {
  const l = left.toLowerCase();
  const r = right.toLowerCase();
  const joined = l + r;
  const hyphenated = `${l}-${r}`;
  if (vocab.words.has(hyphenated) && !vocab.words.has(joined)) return true;
  if (vocab.words.has(joined) && !vocab.words.has(hyphenated)) return false;
  // "Jean-\nPierre", "non-\nEnglish": without evidence, a capital after the break is a compound.
  if (/^\p{Lu}/u.test(right) && !/^\p{Lu}+$/u.test(left)) return true;
  const lw = isEnglishWord(l);
  const rw = isEnglishWord(r);
  if (isEnglishWord(joined)) return lw && rw && HYPHEN_PREFIXES.has(l);
  // Both halves are words but the join is not: a compound ("user-specified", "two-column").
  if (lw && rw && l.length > 1) return true;
  return false;
}
