/**
 * Token counts from a real tokenizer (gpt-tokenizer, pure JS, its BPE ranks ship in the
 * package: nothing is downloaded at run time). Each encoding is loaded on first use only:
 * o200k_base alone is several MB of ranks, and most runs use one encoding.
 *
 * Counting is exact and mostly map lookups: the text is cut into words at clean cuts (below),
 * whose counts add up to the text's count, and each short word's count is kept in a bounded
 * per-process cache. Natural text repeats its words, so a word seen before costs one `indexOf`
 * and one lookup instead of the encoding's Unicode split regex and a lookup per piece in a
 * 200k-entry rank table: text seen before counts ~2.5x faster than with gpt-tokenizer alone. A new
 * word still needs its merges (bpe.ts), at about gpt-tokenizer's cost, so on pages whose words
 * are mostly new (issue #15) the gain is smaller.
 */
import { createRequire } from 'node:module';
import { byteRanks, byteString, PairMemo, pieceTokens } from './bpe.ts';

/** The encodings `--chunk-encoding` accepts (gpt-tokenizer's names). */
export const ENCODINGS = ['o200k_base', 'cl100k_base', 'p50k_base', 'r50k_base', 'o200k_harmony'] as const;
export type Encoding = (typeof ENCODINGS)[number];

export type TokenCounter = (text: string) => number;

interface EncodingModule {
  countTokens: (text: string, options?: { disallowedSpecial?: Set<string> }) => number;
}
type RankList = (string | number[])[];
interface ParamsModule {
  getEncodingParams: (name: Encoding, ranks: () => RankList) => { tokenSplitRegex: RegExp };
}

/** The rank list each encoding loads (o200k_harmony is o200k_base's ranks with other special tokens). */
const RANKS: Record<Encoding, string> = {
  o200k_base: 'o200k_base',
  o200k_harmony: 'o200k_base',
  cl100k_base: 'cl100k_base',
  p50k_base: 'p50k_base',
  r50k_base: 'r50k_base',
};

/**
 * Words in each generation of an encoding's cache (so at most twice this in all). The 181
 * scrapinghub article pages have ~32k distinct words together, ~45k with the paragraph-edge
 * variants the chunker counts; 2^16 keeps a long run's common vocabulary at ~10 MB.
 */
const WORD_CACHE_ENTRIES = 1 << 16;
/**
 * Longer words (URLs, DNA sequences, CJK runs without spaces) rarely repeat: counted directly,
 * not cached, so they cannot push the vocabulary out.
 */
const MAX_CACHED_WORD_CHARS = 32;
const SPACE = 0x20;
const SURROGATE = /[\ud800-\udfff]/;

const require = createRequire(import.meta.url);
const counters = new Map<Encoding, TokenCounter>();
/** Text such as "<|endoftext|>" in a paper is text, not a control token: nothing is disallowed. */
const PLAIN = { disallowedSpecial: new Set<string>() };

/**
 * A bounded string-to-count cache in two generations. Not one map with first-in-first-out
 * eviction: deleting a Map's oldest key leaves a hole at its front that `keys().next()` walks over
 * until the next rehash, so with a full cache every new word cost 10-25 µs (30,000 new words:
 * 0.26-0.72 s against 0.03 s; .scratch measurement, 2026-12-03). When the young map is full it
 * becomes the old one and the old one is dropped; a key found in the old map moves to the young
 * one, so keys in use stay.
 */
class Generations {
  private young = new Map<string, number>();
  private old = new Map<string, number>();
  /** `entries`: keys per generation. */
  constructor(private readonly entries: number) {}
  get(key: string): number | undefined {
    const n = this.young.get(key);
    if (n !== undefined) return n;
    const o = this.old.get(key);
    if (o !== undefined) this.set(key, o);
    return o;
  }
  set(key: string, n: number): void {
    if (this.young.size >= this.entries) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, n);
  }
}

/** JavaScript's `\s` (what the encodings' split patterns mean by whitespace), by char code. */
export function isWhitespace(c: number): boolean {
  return c <= SPACE
    ? c === SPACE || (c >= 0x09 && c <= 0x0d)
    : c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c === 0xfeff;
}

/**
 * Counts `text` as the sum of its words' counts. A word ends before a space (U+0020) that follows
 * a non-whitespace character. That cut is clean in all five encodings' split patterns: a space
 * can only be the first character of a pre-token or part of an all-whitespace one, so the
 * pre-token holding the character before it ends there; and every pattern construct that reads
 * the space without taking it (a failed class, `(?!\S)`, `$` after `\s+`, which cannot reach
 * past the non-whitespace) reads the end of the text the same way. So the pre-tokens of the
 * whole are those of the words, and BPE encodes each pre-token on its own: the counts add up.
 * test/chunk/tokens.test.ts checks it against `encode(text).length` on corpora and odd strings.
 */
export function wordSumCounter(countWord: TokenCounter): TokenCounter {
  const cache = new Generations(WORD_CACHE_ENTRIES);
  const word = (w: string): number => {
    if (w.length > MAX_CACHED_WORD_CHARS) return countWord(w);
    let n = cache.get(w);
    if (n === undefined) {
      n = countWord(w);
      cache.set(w, n);
    }
    return n;
  };
  return (text: string) => {
    let total = 0;
    let from = 0;
    for (let i = text.indexOf(' ', 1); i !== -1; i = text.indexOf(' ', i + 1)) {
      if (isWhitespace(text.charCodeAt(i - 1))) continue;
      total += word(text.slice(from, i));
      from = i;
    }
    return from < text.length ? total + word(from ? text.slice(from) : text) : total;
  };
}

const isLower = (c: number) => c >= 0x61 && c <= 0x7a;
const isUpper = (c: number) => c >= 0x41 && c <= 0x5a;
/** ASCII punctuation: printable, not a letter, digit or space. */
const isPunct = (c: number) =>
  (c >= 0x21 && c <= 0x2f) ||
  (c >= 0x3a && c <= 0x40) ||
  (c >= 0x5b && c <= 0x60) ||
  (c >= 0x7b && c <= 0x7e);

/**
 * Where the letters of a plain ASCII word end, or -1: an optional leading space, one letter,
 * lower-case letters, then nothing but ASCII punctuation (" The", "data", "Smith),"). Most words
 * of a page have this shape, and every split pattern cuts it into at most two pre-tokens without
 * the Unicode regex: the letters with their space (the letter patterns take one non-letter
 * before them; a lone capital is the upper-case pattern's piece), then the punctuation run (the
 * punctuation pattern takes it whole; no apostrophe contraction can follow, since no letter
 * does). test/chunk/tokens.test.ts checks the counts against `encode` in every encoding.
 */
export function plainWordEnd(w: string): number {
  let i = w.charCodeAt(0) === SPACE ? 1 : 0;
  const first = w.charCodeAt(i);
  if (!isLower(first) && !isUpper(first)) return -1;
  i++;
  while (i < w.length && isLower(w.charCodeAt(i))) i++;
  const end = i;
  for (; i < w.length; i++) if (!isPunct(w.charCodeAt(i))) return -1;
  return end;
}

/**
 * A word's count the way gpt-tokenizer's `countTokens` gets it: split by the encoding's pattern,
 * one token for a piece that is a token, else the piece's merges (bpe.ts). A word with a
 * surrogate (emoji, rare scripts) goes to gpt-tokenizer, which skips its whole-piece lookup for a
 * lone surrogate: not worth mirroring for so few words.
 */
function wordCounter(pattern: RegExp, pairs: PairMemo, countPlain: TokenCounter): TokenCounter {
  // One RegExp reused with exec: `matchAll` clones its RegExp on every call, and cloning this
  // Unicode pattern costs more than splitting a short word.
  const split = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  return (word: string) => {
    const letters = plainWordEnd(word);
    if (letters > 0)
      return (
        pieceTokens(word.length === letters ? word : word.slice(0, letters), pairs) +
        (word.length === letters ? 0 : pieceTokens(word.slice(letters), pairs))
      );
    if (SURROGATE.test(word)) return countPlain(word);
    let n = 0;
    split.lastIndex = 0;
    for (let m = split.exec(word); m !== null; m = split.exec(word)) {
      // Every alternative of the split patterns takes a character; a guard all the same.
      if (!m[0]) return countPlain(word);
      n += pieceTokens(byteString(m[0]), pairs);
    }
    return n;
  };
}

/** A counter for `encoding`; loads the encoding's ranks the first time (synchronously). */
export function tokenCounter(encoding: Encoding): TokenCounter {
  let count = counters.get(encoding);
  if (!count) {
    if (!ENCODINGS.includes(encoding)) throw new Error(`unknown encoding "${encoding}"`);
    // The CommonJS build loads synchronously, so chunk() can stay synchronous.
    const mod = require(`gpt-tokenizer/cjs/encoding/${encoding}`) as EncodingModule;
    // The same rank list and split pattern the encoding was built from (modules already loaded).
    const ranks = (require(`gpt-tokenizer/cjs/bpeRanks/${RANKS[encoding]}`) as { default: RankList }).default;
    const params = require('gpt-tokenizer/cjs/modelParams') as ParamsModule;
    const { tokenSplitRegex } = params.getEncodingParams(encoding, () => ranks);
    const countPlain = (text: string) => mod.countTokens(text, PLAIN);
    count = wordSumCounter(wordCounter(tokenSplitRegex, new PairMemo(byteRanks(ranks)), countPlain));
    counters.set(encoding, count);
  }
  return count;
}
