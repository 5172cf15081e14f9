/**
 * Where a source key's outputs go. Source keys come from listings we do not control: S3 keys
 * may hold `..`, empty segments, backslashes, NUL and `%` forms; local names may not even be
 * UTF-8. The mapping to output keys is one-to-one (distinct keys never share an output) and
 * safe (relative, inside DEST, each segment a legal file name of at most 255 bytes). The rules
 * are written up in docs/fleet-keys.md.
 */
import { createHash } from 'node:crypto';
import { GleanerError } from '../errors.ts';

/** S3's limit for a whole object key, in bytes of UTF-8; also our default output-key budget. */
export const MAX_KEY_BYTES = 1024;
/** Longest file name (one path segment) on Linux filesystems, in bytes. */
const NAME_MAX_BYTES = 255;
/** What we append to a source key's encoded form; the longest sets the room kept for it. */
const OUTPUT_SUFFIXES = { text: '.txt', markdown: '.md', sidecar: '.json' } as const;
const SUFFIX_ROOM = Math.max(...Object.values(OUTPUT_SUFFIXES).map((s) => s.length));
/** Hex digits of the hash in a shortened name: 64 bits, so a collision is out of reach. */
const HASH_HEX = 16;
/** How much of an over-long key's last segment is kept before the hash, so it stays readable. */
const KEY_FORM_HEAD_BYTES = 48;
/** An extension up to this long survives shortening (`….html` stays `….html`). */
const MAX_KEPT_EXTENSION = 12;
/** Top-level folders of DEST that are ours: a source folder of that name is escaped. */
const RESERVED_TOP = new Set(['_runs', '.gleaner']);
/** A folder segment ending like one of our outputs would clash with a sibling's output file. */
const OUTPUT_LIKE_END = /\.(json|txt|md)$/i;

const bytes = (s: string) => Buffer.byteLength(s);
const hex2 = (n: number) => `%${n.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * One segment as tokens: each either a character kept as is or an escape. Escaped: `%` itself
 * (so every other escape is unambiguous), backslash, control characters (C0, DEL, C1), and lone
 * surrogates (`%uDCFF`: how a non-UTF-8 local name is carried, see keyFromNameBytes).
 */
function segmentTokens(seg: string): string[] {
  if (seg === '') return ['%']; // the empty segment (`x//y`): a lone `%` never occurs otherwise
  if (seg === '.') return ['%2E'];
  if (seg === '..') return ['%2E', '%2E'];
  const out: string[] = [];
  for (const ch of seg) {
    const cp = ch.codePointAt(0)!;
    if (cp === 0x25 || cp === 0x5c || cp < 0x20 || cp === 0x7f) out.push(hex2(cp));
    else if (cp >= 0x80 && cp <= 0x9f) out.push(`%C2${hex2(cp)}`);
    else if (cp >= 0xd800 && cp <= 0xdfff) out.push(`%u${cp.toString(16).toUpperCase()}`);
    else out.push(ch);
  }
  return out;
}

function hash(kind: string, s: string): string {
  // UTF-16 bytes, not UTF-8: lone surrogates must hash apart, and UTF-8 would replace them.
  return createHash('sha256')
    .update(`${kind}\0`)
    .update(Buffer.from(s, 'utf16le'))
    .digest('hex')
    .slice(0, HASH_HEX);
}

/** The leading tokens that fit in `max` bytes (never half an escape or half a character). */
function head(tokens: string[], max: number): string {
  let out = '';
  for (const t of tokens) {
    if (bytes(out) + bytes(t) > max) break;
    out += t;
  }
  return out;
}

/** The tokens before an extension (each of its characters is one token: it is plain ASCII). */
function stem(tokens: string[], extension: string): string[] {
  return extension ? tokens.slice(0, tokens.length - extension.length) : tokens;
}

/** `.html` of an encoded name, when short and plain, so a shortened name keeps its type. */
function extensionOf(encoded: string): string {
  const m = /\.[A-Za-z0-9]{1,11}$/.exec(encoded);
  return m && m[0].length <= MAX_KEPT_EXTENSION && m.index > 0 ? m[0] : '';
}

/** Encode one segment; `last` is the file name (outputs add a suffix to it). */
function encodeSegment(seg: string, index: number, last: boolean): { tokens: string[]; text: string } {
  const tokens = segmentTokens(seg);
  if (!last) {
    if (index === 0 && RESERVED_TOP.has(seg)) tokens[0] = hex2(seg.charCodeAt(0));
    const joined = tokens.join('');
    if (OUTPUT_LIKE_END.test(joined)) {
      const dot = tokens.lastIndexOf('.');
      tokens[dot] = '%2E';
    }
  }
  let text = tokens.join('');
  const limit = last ? NAME_MAX_BYTES - SUFFIX_ROOM : NAME_MAX_BYTES;
  if (bytes(text) > limit) {
    // Segment form: as much of the name as fits, `%_`, a hash of the whole original segment.
    const tail = last ? extensionOf(text) : '';
    const marker = `%_${hash('segment', seg)}`;
    text = head(stem(tokens, tail), limit - bytes(marker) - bytes(tail)) + marker + tail;
  }
  return { tokens, text };
}

/**
 * The output key (without suffix) for a source key. `maxKeyBytes` is what the destination
 * allows for a whole output key (S3: 1024 minus its prefix); a key whose encoded form is longer
 * keeps its leading folders while they fit and ends in `%_K` plus a hash of the whole key.
 */
export function outputBase(sourceKey: string, maxKeyBytes = MAX_KEY_BYTES): string {
  const segs = sourceKey.split('/');
  const enc = segs.map((s, i) => encodeSegment(s, i, i === segs.length - 1));
  const base = enc.map((e) => e.text).join('/');
  if (bytes(base) + SUFFIX_ROOM <= maxKeyBytes) return base;
  const lastEnc = enc[enc.length - 1];
  const tail = extensionOf(lastEnc.text);
  const marker = `%_K${hash('key', sourceKey)}`;
  const room = maxKeyBytes - SUFFIX_ROOM - bytes(marker) - bytes(tail);
  if (room < 0)
    throw new GleanerError('storage_error', `the destination leaves only ${maxKeyBytes} bytes for a key`);
  const last = head(stem(lastEnc.tokens, tail), Math.min(KEY_FORM_HEAD_BYTES, room)) + marker + tail;
  const kept: string[] = [];
  let used = bytes(last) + SUFFIX_ROOM;
  for (const e of enc.slice(0, -1)) {
    if (used + bytes(e.text) + 1 > maxKeyBytes) break;
    kept.push(e.text);
    used += bytes(e.text) + 1;
  }
  return [...kept, last].join('/');
}

/** Output keys for one source key: `<base>.txt`, `<base>.md`, `<base>.json` (sidecar last). */
export function outputKeys(
  sourceKey: string,
  maxKeyBytes = MAX_KEY_BYTES,
): { text: string; markdown: string; sidecar: string } {
  const base = outputBase(sourceKey, maxKeyBytes);
  return {
    text: base + OUTPUT_SUFFIXES.text,
    markdown: base + OUTPUT_SUFFIXES.markdown,
    sidecar: base + OUTPUT_SUFFIXES.sidecar,
  };
}

/**
 * The key of one more output beside the text (`.chunks.jsonl`, `.tables/table-1.csv`): the output
 * base plus `suffix` when that fits the destination (a segment of at most 255 bytes, the whole
 * key within `maxKeyBytes`). The base keeps room for the short suffixes only (`.json`), so that
 * adding outputs moved no existing key; when a longer suffix does not fit, the base's file name
 * becomes its first bytes, `%_O` and a hash of the source key (unique, and never a form another
 * key's outputs take), then the suffix. docs/chunks.md, "Batch outputs".
 */
export function outputKey(sourceKey: string, suffix: string, maxKeyBytes = MAX_KEY_BYTES): string {
  const base = outputBase(sourceKey, maxKeyBytes);
  const fits = (key: string) =>
    bytes(key) <= maxKeyBytes && key.split('/').every((seg) => bytes(seg) <= NAME_MAX_BYTES);
  if (fits(base + suffix)) return base + suffix;
  const slash = base.lastIndexOf('/');
  const marker = `%_O${hash('output', sourceKey)}`;
  const name = [...base.slice(slash + 1)];
  const short = head(name, KEY_FORM_HEAD_BYTES) + marker + suffix;
  if (fits(base.slice(0, slash + 1) + short)) return base.slice(0, slash + 1) + short;
  if (fits(short)) return short;
  throw new GleanerError('storage_error', `the destination leaves only ${maxKeyBytes} bytes for a key`);
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The source key an output base came from, or null when the base was shortened (`%_`): then
 * only the sidecar's `source.key` knows it.
 */
export function decodeOutputKey(base: string): string | null {
  if (base.includes('%_')) return null;
  return base
    .split('/')
    .map((seg) => {
      if (seg === '%') return '';
      let out = '';
      let pending: number[] = [];
      const flush = () => {
        if (pending.length) out += STRICT_UTF8.decode(Uint8Array.from(pending));
        pending = [];
      };
      for (let i = 0; i < seg.length; ) {
        if (seg[i] === '%' && seg[i + 1] === 'u') {
          flush();
          out += String.fromCharCode(Number.parseInt(seg.slice(i + 2, i + 6), 16));
          i += 6;
        } else if (seg[i] === '%') {
          pending.push(Number.parseInt(seg.slice(i + 1, i + 3), 16));
          i += 3;
        } else {
          flush();
          const ch = String.fromCodePoint(seg.codePointAt(i)!);
          out += ch;
          i += ch.length;
        }
      }
      flush();
      return out;
    })
    .join('/');
}

/** Length of the well-formed UTF-8 sequence at `i`, or 0 when the byte there starts none. */
function utf8Length(b: Uint8Array, i: number): number {
  const c = b[i];
  const cont = (j: number, lo = 0x80, hi = 0xbf) => i + j < b.length && b[i + j] >= lo && b[i + j] <= hi;
  if (c < 0x80) return 1;
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0;
  if (c >= 0xe0 && c <= 0xef) {
    const [lo, hi] = c === 0xe0 ? [0xa0, 0xbf] : c === 0xed ? [0x80, 0x9f] : [0x80, 0xbf];
    return cont(1, lo, hi) && cont(2) ? 3 : 0;
  }
  if (c >= 0xf0 && c <= 0xf4) {
    const [lo, hi] = c === 0xf0 ? [0x90, 0xbf] : c === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
    return cont(1, lo, hi) && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}

/**
 * A local file name (raw bytes) as a key segment. UTF-8 names decode as usual; each byte that is
 * not part of valid UTF-8 becomes the lone surrogate U+DC80–U+DCFF (Python's "surrogateescape"),
 * which valid UTF-8 can never produce, so the name's bytes can be recovered exactly.
 */
export function keyFromNameBytes(name: Uint8Array): string {
  try {
    return STRICT_UTF8.decode(name);
  } catch {
    let out = '';
    for (let i = 0; i < name.length; ) {
      const n = utf8Length(name, i);
      if (n) out += STRICT_UTF8.decode(name.subarray(i, i + n));
      else out += String.fromCharCode(0xdc00 + name[i]);
      i += n || 1;
    }
    return out;
  }
}

/** True when a string has no lone surrogate, i.e. is valid Unicode (`String#isWellFormed`). */
export function isWellFormed(s: string): boolean {
  return !LONE_SURROGATE.test(s);
}
const LONE_SURROGATE = /\p{Cs}/u;

/** The bytes a key (or key segment) names on disk; null when no local name has that key. */
export function keyToNameBytes(key: string): Buffer | null {
  if (isWellFormed(key)) return Buffer.from(key, 'utf8');
  const parts: Buffer[] = [];
  let run = '';
  for (const ch of key) {
    const cp = ch.codePointAt(0)!;
    if (ch.length === 1 && cp >= 0xd800 && cp <= 0xdfff) {
      if (cp < 0xdc80 || cp > 0xdcff) return null;
      parts.push(Buffer.from(run, 'utf8'), Buffer.of(cp - 0xdc00));
      run = '';
    } else run += ch;
  }
  parts.push(Buffer.from(run, 'utf8'));
  return Buffer.concat(parts);
}

/** Run records live beside the outputs, under a prefix no source document can produce. */
export function runRecordKey(runId: string): string {
  return `_runs/${runId}.json`;
}
