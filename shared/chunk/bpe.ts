/**
 * Byte-pair merging on "byte strings" (one character per UTF-8 byte, as Latin-1 would read
 * them). gpt-tokenizer merges on UTF-8 byte arrays and decodes every candidate pair back to a
 * string to look its rank up, which makes a word it has not seen cost ~15 µs, and a word with
 * accents or curly quotes several times that; most words of a web page are new to a process that
 * has just started. The same merges on a byte string are substrings and one map lookup each,
 * several times faster. The algorithm is gpt-tokenizer's (and tiktoken's) `bytePairMerge`: merge
 * the lowest-ranked adjacent pair, the leftmost on a tie, until no pair is a token. Only the
 * number of parts is returned.
 */
import { Buffer } from 'node:buffer';

/** A token's rank by its bytes as a byte string. */
export type ByteRanks = Map<string, number>;

const NON_ASCII = /[^\x00-\x7f]/;
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

export function isAscii(s: string): boolean {
  return !NON_ASCII.test(s);
}

/** The UTF-8 bytes of `s`, one character each; ASCII text is its own byte string. */
export function byteString(s: string): string {
  return isAscii(s) ? s : Buffer.from(s, 'utf8').toString('latin1');
}

function validUtf8(bytes: readonly number[]): boolean {
  try {
    STRICT_UTF8.decode(new Uint8Array(bytes));
    return true;
  } catch {
    return false;
  }
}

/**
 * The tokens of a gpt-tokenizer rank list (index = rank; a string, or a byte array for a token
 * that is not valid UTF-8) by byte string. gpt-tokenizer looks a valid UTF-8 sequence up among
 * the string tokens only, so a byte-array token that happens to be valid UTF-8 is left out here
 * too: a pair is a token here exactly when it is one there.
 */
export function byteRanks(ranks: readonly (string | readonly number[])[]): ByteRanks {
  const out: ByteRanks = new Map();
  for (let rank = 0; rank < ranks.length; rank++) {
    const token = ranks[rank];
    if (typeof token === 'string') out.set(utf8Latin1(token), rank);
    else if (token && !validUtf8(token)) out.set(String.fromCharCode(...token), rank);
  }
  return out;
}

/**
 * `byteString` by hand for the rank table: 200k tokens at load, where `Buffer` round trips
 * cost ~0.1 s. Only for well-formed strings (the rank list's tokens are).
 */
function utf8Latin1(s: string): string {
  let ascii = true;
  for (let i = 0; i < s.length && ascii; i++) ascii = s.charCodeAt(i) < 0x80;
  if (ascii) return s;
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0) as number;
    if (c < 0x80) out += ch;
    else if (c < 0x800) out += String.fromCharCode(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000)
      out += String.fromCharCode(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else
      out += String.fromCharCode(
        0xf0 | (c >> 18),
        0x80 | ((c >> 12) & 63),
        0x80 | ((c >> 6) & 63),
        0x80 | (c & 63),
      );
  }
  return out;
}

/**
 * Ranks of joined token pairs already looked up, by the two tokens' ranks: an open-addressing
 * table of integers, so a pair seen before costs no substring, no string hash and no allocation
 * (a Map keyed by a * 2^18 + b allocated a heap number per lookup); the same pairs come back in
 * word after word.
 */
export class PairMemo {
  private readonly left = new Int32Array(PAIR_SLOTS).fill(EMPTY);
  private readonly right = new Int32Array(PAIR_SLOTS);
  /** The joined token's rank, or NO_TOKEN. */
  private readonly joined = new Int32Array(PAIR_SLOTS);
  private used = 0;
  /** Each single byte's rank, by byte value: a piece's first parts without a map lookup each. */
  readonly byteRank = new Int32Array(BYTES);
  constructor(readonly ranks: ByteRanks) {
    for (let b = 0; b < BYTES; b++) this.byteRank[b] = ranks.get(String.fromCharCode(b)) ?? NO_TOKEN;
  }
  /** The rank of token `a` joined to token `b`, which are bytes[s, e); Infinity when not a token. */
  join(a: number, b: number, bytes: string, s: number, e: number): number {
    const mask = PAIR_SLOTS - 1;
    let i = (Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca6b)) & mask;
    for (; this.left[i] !== EMPTY; i = (i + 1) & mask)
      if (this.left[i] === a && this.right[i] === b) {
        const r = this.joined[i];
        return r === NO_TOKEN ? Infinity : r;
      }
    const r = this.ranks.get(bytes.slice(s, e)) ?? NO_TOKEN;
    if (this.used >= PAIR_SLOTS * MAX_PAIR_LOAD) {
      // Full: start over rather than let probe runs grow long.
      this.left.fill(EMPTY);
      this.used = 0;
    } else {
      this.left[i] = a;
      this.right[i] = b;
      this.joined[i] = r;
      this.used++;
    }
    return r === NO_TOKEN ? Infinity : r;
  }
}
/** Slots of the pair table (a power of two): 3 MB. */
const PAIR_SLOTS = 1 << 18;
/** Share of the slots used before the table starts over. */
const MAX_PAIR_LOAD = 0.5;
const EMPTY = -1;
const NO_TOKEN = -1;
/** Byte values: every byte is a token in the byte-level encodings. */
const BYTES = 256;

/**
 * Scratch of `pieceTokens` (not reentrant), grown on demand: a piece allocates nothing. Parts form
 * a linked list over the piece's bytes: part k starts at byte k, `next[k]` is the next part's
 * start, `part[k]` its token's rank and `rank[k]` the rank of part k joined to the next
 * (Infinity when that is no token or there is no next part). Merging drops a list entry instead
 * of splicing three arrays.
 */
let next = new Int32Array(64);
let part = new Int32Array(64);
let rank = new Float64Array(64);

/** Tokens of one pre-token (a match of the encoding's split pattern), given as a byte string. */
export function pieceTokens(bytes: string, pairs: PairMemo): number {
  const n = bytes.length;
  if (n <= 1) return n;
  const { ranks, byteRank } = pairs;
  if (ranks.has(bytes)) return 1;
  if (next.length < n + 1) {
    next = new Int32Array(2 * n + 2);
    part = new Int32Array(2 * n + 2);
    rank = new Float64Array(2 * n + 2);
  }
  for (let i = 0; i < n; i++) {
    next[i] = i + 1;
    part[i] = byteRank[bytes.charCodeAt(i)];
  }
  for (let i = 0; i < n; i++)
    rank[i] = i + 1 < n ? pairs.join(part[i], part[i + 1], bytes, i, i + 2) : Number.POSITIVE_INFINITY;
  let parts = n;
  while (parts > 1) {
    // The lowest-ranked pair, the leftmost on a tie; `before` is the part ahead of it.
    let low = Number.POSITIVE_INFINITY;
    let at = -1;
    let before = -1;
    for (let k = 0, prev = -1; k < n; prev = k, k = next[k])
      if (rank[k] < low) {
        low = rank[k];
        at = k;
        before = prev;
      }
    if (at < 0) break;
    part[at] = low;
    const gone = next[at];
    next[at] = next[gone];
    parts--;
    const after = next[at];
    rank[at] =
      after < n ? pairs.join(part[at], part[after], bytes, at, next[after]) : Number.POSITIVE_INFINITY;
    if (before >= 0) rank[before] = pairs.join(part[before], part[at], bytes, before, after);
  }
  return parts;
}
