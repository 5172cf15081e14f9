/**
 * Line-final hyphens: a typesetter's break inside a word ("docu-\nment") is removed; a compound
 * split at its own hyphen ("user-\nspecified", "two-\ncolumn") keeps it. The policy is the one
 * the normalize step uses (shared/lexicon/hyphenation.ts); here the document's own mid-line
 * words are its strongest evidence.
 */

import { hyphenVerdict, keepsHyphen } from '../../lexicon/hyphenation.ts';
import { isEnglishWord } from '../../lexicon/index.ts';

/**
 * A document whose line-end hyphens (at least this many) all stand between two words breaks
 * lines only at compounds' own hyphens: Word and LibreOffice do not hyphenate unless asked, and
 * 'cut-|offs' is then the author's compound, though the word list also knows 'cutoffs'. TeX's
 * breaks fall inside words ('docu-|ment', 'algo-|rithm'), so a TeX paper shows one soon.
 */
const COMPOUND_ONLY_MIN_BREAKS = 3;

/** Words seen mid-line in the document (lowercased), with and without hyphens. */
export class Vocabulary {
  readonly words = new Set<string>();
  /** Line-end hyphens seen, and how many of them fell inside a word rather than between two. */
  private breaks = 0;
  private wordBreaks = 0;
  /** The letters before the last line's final hyphen, until the next line gives the rest. */
  private broken: string | null = null;

  /** Whether the document breaks lines only at compounds' hyphens (see COMPOUND_ONLY_MIN_BREAKS). */
  get compoundBreaksOnly(): boolean {
    return this.breaks >= COMPOUND_ONLY_MIN_BREAKS && this.wordBreaks === 0;
  }

  addLine(text: string): void {
    this.countBreak(text);
    // The tokens `text.split(/\s+/)` gives, found by scanning rather than by a regex split (one
    // array less per line). The last token may be a broken word (`docu-`): it counts only when
    // it does not end with a hyphen, so a compound written whole at a line end (`like chat-bots.`)
    // is evidence too. A line ending in a space ends with an empty token, so all its words count.
    const n = text.length;
    let start = 0;
    for (let i = 0; i <= n; i++) {
      if (i < n && !isSpaceCode(text.charCodeAt(i))) continue;
      if (i > start) {
        const isLast = i === n;
        if (!(isLast && text.charCodeAt(n - 1) === HYPHEN)) this.addToken(text.slice(start, i));
      }
      start = i + 1;
    }
  }

  /** Pair the last line's broken word with this line's first letters, and note this line's. */
  private countBreak(text: string): void {
    const rest = this.broken !== null ? LETTERS_AFTER.exec(text) : null;
    if (this.broken !== null && rest && /^\p{Ll}/u.test(rest[1])) {
      this.breaks++;
      const left = this.broken.toLowerCase();
      const right = rest[1].toLowerCase();
      if (!(isEnglishWord(left) && isEnglishWord(right))) this.wordBreaks++;
    }
    const m =
      text.endsWith('-') && !text.endsWith('--') ? LETTERS_BEFORE_HYPHEN.exec(text.slice(-WORD_TAIL)) : null;
    this.broken = m ? m[1] : null;
  }

  private addToken(t: string): void {
    // Most tokens start and end with an ASCII letter: nothing to strip, and no regex to run.
    const w = (
      isAsciiLetter(t.charCodeAt(0)) && isAsciiLetter(t.charCodeAt(t.length - 1))
        ? t
        : t.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
    ).toLowerCase();
    if (w.length > 1) this.words.add(w);
  }
}

const HYPHEN = 0x2d;
const SPACE = /\s/;
/** Whether the UTF-16 unit `c` is what `\s` matches; ASCII by code (the common case), the rest by the regex. */
function isSpaceCode(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return SPACE.test(String.fromCharCode(c));
}

function isAsciiLetter(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

const LETTERS_BEFORE_HYPHEN = /(\p{L}+)-$/u;
/** Characters before a line-final hyphen that can hold the broken word (English's longest is 45). */
const WORD_TAIL = 64;
const LETTERS_AFTER = /^(\p{L}+)/u;

/**
 * Join `prev` and `next` lines of one paragraph. Returns the joined text: without the hyphen
 * when it was a line-break hyphen, with it when it belongs to the word, else with a space.
 */
export function joinLines(prev: string, next: string, vocab: Vocabulary): string {
  // A range broken after its dash ("pp. 121–" / "131, 2013."): TeX breaks after an en dash
  // without a space, so the numbers join as they were set.
  if (prev.endsWith('–') && isDigit(prev.charCodeAt(prev.length - 2)) && isDigit(next.charCodeAt(0)))
    return `${prev}${next}`;
  // The regex only on the tail: `prev` is the paragraph so far, and scanning all of it at every
  // line made long paragraphs quadratic.
  const m = prev.endsWith('-') ? LETTERS_BEFORE_HYPHEN.exec(prev.slice(-WORD_TAIL)) : null;
  const n = LETTERS_AFTER.exec(next);
  if (!m || !n || prev.endsWith('--')) return `${prev} ${next}`;
  return keepHyphen(m[1], n[1], vocab) ? `${prev}${next}` : `${prev.slice(0, -1)}${next}`;
}

/** The shared line-end hyphen policy (shared/lexicon/hyphenation.ts), with the document's words as evidence. */
export function keepHyphen(left: string, right: string, vocab: Vocabulary): boolean {
  const verdict = hyphenVerdict(left, right, vocab.words);
  // A join the word list alone chose (the document never writes it whole) is undone where the
  // document breaks lines only at compounds.
  if (verdict === 'joined' && vocab.compoundBreaksOnly && !vocab.words.has(`${left}${right}`.toLowerCase()))
    return true;
  return keepsHyphen(verdict);
}
