/**
 * Bytes of a web page to text. Order: a byte-order mark; then valid UTF-8 (pages often declare a
 * charset their bytes do not use, and UTF-8 with a non-ASCII byte is almost never an accident);
 * then the declared charset (HTTP/S3 Content-Type, then <meta> in the first 4096 bytes, found with
 * the HTML spec's prescan); then windows-1252. Valid UTF-8 that is itself UTF-8 read as a
 * single-byte charset and saved again is decoded twice (`utf8-double`, double-utf8.ts). Labels map as the WHATWG Encoding standard says,
 * which is what TextDecoder implements. Never throws.
 */

import { undoubleUtf8 } from './double-utf8.ts';

export type DecodeSource = 'bom' | 'utf8-valid' | 'utf8-double' | 'content-type' | 'meta' | 'default';

export interface DecodedHtml {
  text: string;
  /** Canonical WHATWG name of the encoding used, e.g. 'utf-8', 'windows-1252', 'shift_jis'. */
  encoding: string;
  /** What decided the encoding. 'default' also covers a declaration the bytes plainly contradicted. */
  source: DecodeSource;
}

/** The HTML spec prescans this many bytes for a <meta> charset. */
const PRESCAN_BYTES = 4096;
/** The spec's fallback for pages that say nothing (and what browsers in most locales use). */
const DEFAULT_ENCODING = 'windows-1252';
/**
 * UTF-16 declared without a BOM is believed only when at least this share of the byte pairs in
 * the prescan window hold a zero byte (ASCII markup in UTF-16 is half zeros); ASCII bytes
 * labelled UTF-16 are a mislabel (the spec treats utf-16 in <meta> as utf-8).
 */
const UTF16_MIN_ZERO_SHARE = 0.25;

export function decodeHtml(bytes: Uint8Array, contentType?: string | null): DecodedHtml {
  try {
    return decodeOrThrow(bytes, contentType ?? null);
  } catch {
    // Only a broken runtime gets here; windows-1252 maps every byte, so this cannot fail.
    return { text: decodeAs(DEFAULT_ENCODING, bytes), encoding: DEFAULT_ENCODING, source: 'default' };
  }
}

function decodeOrThrow(bytes: Uint8Array, contentType: string | null): DecodedHtml {
  const bom = bomEncoding(bytes);
  if (bom) return { text: new TextDecoder(bom).decode(bytes), encoding: bom, source: 'bom' };

  const nonAscii = hasNonAscii(bytes);
  if (nonAscii) {
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      // UTF-8 written out twice (double-utf8.ts): decoded once more.
      const twice = undoubleUtf8(text);
      if (twice !== null) return { text: twice, encoding: 'utf-8', source: 'utf8-double' };
      return { text, encoding: 'utf-8', source: 'utf8-valid' };
    } catch {
      // Not UTF-8: the declaration decides.
    }
  }

  const fromHeader = contentType ? resolveLabel(extractCharset(contentType)) : null;
  let declared: { encoding: string; source: DecodeSource } | null = null;
  if (fromHeader) declared = { encoding: fromHeader, source: 'content-type' };
  else {
    const fromMeta = prescanMeta(latin1(bytes.subarray(0, PRESCAN_BYTES)));
    if (fromMeta) declared = { encoding: fromMeta, source: 'meta' };
  }

  // A <meta> found by this ASCII prescan cannot mean UTF-16 (the spec reads it as UTF-8); neither can
  // a Content-Type over bytes without UTF-16's zeros.
  if (declared?.encoding === 'utf-16le' || declared?.encoding === 'utf-16be') {
    const actual = utf16ByZeros(bytes);
    if (actual)
      return { text: new TextDecoder(actual).decode(bytes), encoding: actual, source: declared.source };
    declared = { encoding: 'utf-8', source: declared.source };
  }

  if (declared && declared.encoding !== 'utf-8')
    return { text: decodeAs(declared.encoding, bytes), encoding: declared.encoding, source: declared.source };

  // Declared UTF-8, or nothing declared; the bytes are pure ASCII or not valid UTF-8.
  if (declared || nonAscii) {
    const lenient = new TextDecoder('utf-8').decode(bytes);
    if (mostlyUtf8(lenient))
      return { text: lenient, encoding: 'utf-8', source: declared?.source ?? 'default' };
  }
  return { text: decodeAs(DEFAULT_ENCODING, bytes), encoding: DEFAULT_ENCODING, source: 'default' };
}

/**
 * Node 20.18.3+ decodes windows-1252 as ISO-8859-1, giving C1 controls for 0x80-0x9F (nodejs/node
 * issue 60888), which are exactly the curly quotes and dashes of Windows-made pages. So this one
 * encoding is decoded here, from the WHATWG index (five bytes map to themselves).
 */
const CP1252_C1 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeAs(encoding: string, bytes: Uint8Array): string {
  if (encoding !== 'windows-1252') return new TextDecoder(encoding).decode(bytes);
  // Without a byte in 0x80-0x9F windows-1252 is ISO-8859-1, which Node decodes natively: a 15 MB
  // ASCII page took 430 ms of CPU in the loop below, a sixth of that this way.
  if (!hasC1(bytes)) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  // One UTF-16LE code unit per byte, then one native decode: linear, and fast on 10 MB pages.
  const units = new Uint8Array(bytes.length * 2);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    const unit = b >= 0x80 && b < 0xa0 ? CP1252_C1.charCodeAt(b - 0x80) : b;
    units[2 * i] = unit & 0xff;
    units[2 * i + 1] = unit >> 8;
  }
  return new TextDecoder('utf-16le').decode(units);
}

function bomEncoding(b: Uint8Array): string | null {
  if (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return 'utf-8';
  if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) return 'utf-16le';
  if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) return 'utf-16be';
  return null;
}

/** Whether any byte is one windows-1252 maps away from ISO-8859-1 (0x80-0x9F). */
function hasC1(b: Uint8Array): boolean {
  for (let i = 0; i < b.length; i++) if (b[i] >= 0x80 && b[i] < 0xa0) return true;
  return false;
}

function hasNonAscii(b: Uint8Array): boolean {
  for (let i = 0; i < b.length; i++) if (b[i] >= 0x80) return true;
  return false;
}

/** Bytes to a string one char per byte, so that offsets in the prescan are byte offsets. */
function latin1(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < b.length; i++) s += String.fromCharCode(b[i]);
  return s;
}

/**
 * A text that is UTF-8 with a few broken bytes (a truncated page, one stray Latin-1 byte) keeps
 * UTF-8; Latin-1 bytes read as UTF-8 are nearly all replacement characters. Pure ASCII passes.
 */
function mostlyUtf8(text: string): boolean {
  let bad = 0;
  let good = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0xfffd) bad++;
    else if (c >= 0x80) good++;
  }
  return bad <= good;
}

/** The UTF-16 byte order the zero bytes say, or null when the bytes are not UTF-16. */
function utf16ByZeros(b: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(b.length, PRESCAN_BYTES) >> 1;
  if (n === 0) return null;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i++) {
    if (b[2 * i] === 0) even++;
    if (b[2 * i + 1] === 0) odd++;
  }
  const min = n * UTF16_MIN_ZERO_SHARE;
  if (odd >= min && odd >= even) return 'utf-16le';
  if (even >= min) return 'utf-16be';
  return null;
}

/** WHATWG label to canonical encoding name; null for unknown labels and ones Node cannot decode. */
function resolveLabel(label: string | null): string | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return null;
  }
}

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';

/** The spec's "extract a character encoding from a meta element" (also fine for a Content-Type). */
export function extractCharset(content: string): string | null {
  const lower = content.toLowerCase();
  let from = 0;
  for (;;) {
    const at = lower.indexOf('charset', from);
    if (at < 0) return null;
    let i = at + 7;
    while (i < content.length && isSpace(content[i])) i++;
    if (content[i] !== '=') {
      from = at + 7;
      continue;
    }
    i++;
    while (i < content.length && isSpace(content[i])) i++;
    const q = content[i];
    if (q === '"' || q === "'") {
      const end = content.indexOf(q, i + 1);
      return end < 0 ? null : content.slice(i + 1, end);
    }
    let end = i;
    while (end < content.length && !isSpace(content[end]) && content[end] !== ';') end++;
    return end > i ? content.slice(i, end) : null;
  }
}

interface Attr {
  name: string;
  value: string;
  next: number;
}

/** The spec's "get an attribute" at position i; null at the tag's end. */
function getAttribute(s: string, i: number): Attr | null {
  while (i < s.length && (isSpace(s[i]) || s[i] === '/')) i++;
  if (i >= s.length || s[i] === '>') return null;
  let name = '';
  while (i < s.length) {
    const c = s[i];
    if (c === '=' && name) break;
    if (isSpace(c) || c === '/' || c === '>') break;
    name += c.toLowerCase();
    i++;
  }
  while (i < s.length && isSpace(s[i])) i++;
  if (s[i] !== '=') return { name, value: '', next: i };
  i++;
  while (i < s.length && isSpace(s[i])) i++;
  const q = s[i];
  if (q === '"' || q === "'") {
    const end = s.indexOf(q, i + 1);
    if (end < 0) return { name, value: s.slice(i + 1), next: s.length };
    return { name, value: s.slice(i + 1, end), next: end + 1 };
  }
  let end = i;
  while (end < s.length && !isSpace(s[end]) && s[end] !== '>') end++;
  return { name, value: s.slice(i, end), next: end };
}

const isLetter = (c: string | undefined) => !!c && /[A-Za-z]/.test(c);

/** The HTML spec's encoding prescan, over the first bytes read one char per byte. */
export function prescanMeta(s: string): string | null {
  let i = 0;
  while (i < s.length) {
    if (s.startsWith('<!--', i)) {
      const end = s.indexOf('-->', i + 2);
      if (end < 0) return null;
      i = end + 3;
      continue;
    }
    if (s[i] !== '<') {
      i++;
      continue;
    }
    const isMeta =
      s.slice(i + 1, i + 5).toLowerCase() === 'meta' && (isSpace(s[i + 5] ?? '') || s[i + 5] === '/');
    if (isMeta) {
      const found = metaCharset(s, i + 5);
      if (found.encoding) return found.encoding;
      i = found.next;
      continue;
    }
    if (isLetter(s[i + 1]) || (s[i + 1] === '/' && isLetter(s[i + 2]))) {
      i += s[i + 1] === '/' ? 2 : 1;
      while (i < s.length && !isSpace(s[i]) && s[i] !== '>') i++;
      for (let a = getAttribute(s, i); a; a = getAttribute(s, i)) i = a.next;
      i++;
      continue;
    }
    if (s[i + 1] === '!' || s[i + 1] === '/' || s[i + 1] === '?') {
      const end = s.indexOf('>', i + 1);
      if (end < 0) return null;
      i = end + 1;
      continue;
    }
    i++;
  }
  return null;
}

/** Attributes of one <meta> from position i: the encoding it declares, if any, and where it ends. */
function metaCharset(s: string, i: number): { encoding: string | null; next: number } {
  const seen = new Set<string>();
  let gotPragma = false;
  let needPragma: boolean | null = null;
  let charset: string | null = null;
  for (let a = getAttribute(s, i); a; a = getAttribute(s, i)) {
    i = a.next;
    if (seen.has(a.name)) continue;
    seen.add(a.name);
    if (a.name === 'http-equiv' && a.value.trim().toLowerCase() === 'content-type') gotPragma = true;
    else if (a.name === 'content' && charset === null) {
      charset = extractCharset(a.value);
      if (charset !== null) needPragma = true;
    } else if (a.name === 'charset') {
      charset = a.value;
      needPragma = false;
    }
  }
  const next = i + 1;
  if (needPragma === null || (needPragma && !gotPragma)) return { encoding: null, next };
  return { encoding: resolveLabel(charset), next };
}
