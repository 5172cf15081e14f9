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
 * Words kept in each encoding's cache. The 181 scrapinghub article pages have ~32k distinct
 * words together; 2^16 keeps a long run's common vocabulary at a few MB.
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
  const cache = new Map<string, number>();
  const word = (w: string): number => {
    if (w.length > MAX_CACHED_WORD_CHARS) return countWord(w);
    let n = cache.get(w);
    if (n === undefined) {
      n = countWord(w);
      // First in, first out: cheaper than LRU bookkeeping on every hit, and common words come back.
      if (cache.size >= WORD_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
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
