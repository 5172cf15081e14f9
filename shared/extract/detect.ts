/**
 * Format detection from the bytes alone: magic numbers, zip central directory, sniffing.
 * The file name is never consulted.
 */
import { GleanerError } from '../errors.ts';
import type { Format } from './types.ts';
import { inflateEntry, listZipEntries, type ZipEntry } from './zip.ts';

export interface Detection {
  format: Format;
  /** How it was recognised, for the sidecar: 'pdf-magic', 'zip:word/document.xml', 'html-sniff'. */
  by: string;
}

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** PDF spec allows junk before %PDF-; readers accept it within the first 1 KiB. */
const PDF_MAGIC_WINDOW = 1024;
/** How much of the head HTML sniffing looks at. */
const HTML_SNIFF_BYTES = 4096;

function startsWith(bytes: Uint8Array, magic: number[], at = 0): boolean {
  if (bytes.length < at + magic.length) return false;
  return magic.every((b, i) => bytes[at + i] === b);
}

function indexOfAscii(bytes: Uint8Array, needle: string, limit: number): number {
  const n = needle.length;
  const end = Math.min(bytes.length - n, limit);
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < n; j++) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

/** [Content_Types].xml is a few KiB; anything past this is not worth sniffing. */
const CONTENT_TYPES_CAP = 1024 * 1024;
/** Main-part content types of Word documents, templates and macro-enabled variants. */
const WORD_MAIN_TYPE =
  /wordprocessingml\.(document|template)\.main\+xml|ms-word\.(document|template)\.macroEnabled(Template)?\.main\+xml/i;

/**
 * A Word package whose main part is not at word/document.xml (legal: _rels/.rels points at it)
 * still declares the main content type in [Content_Types].xml.
 */
function declaresWordMain(bytes: Uint8Array, entries: ZipEntry[]): boolean {
  const ct = entries.find((e) => e.name === '[Content_Types].xml');
  if (!ct) return false;
  try {
    const xml = new TextDecoder('utf-8', { fatal: false }).decode(inflateEntry(bytes, ct, CONTENT_TYPES_CAP));
    return WORD_MAIN_TYPE.test(xml);
  } catch {
    // Unreadable content types: not a package we can open; the caller reports zip_not_docx.
    return false;
  }
}

/** UTF-16 little-endian name as it appears in an OLE2 directory entry. */
function utf16le(s: string): number[] {
  return [...s].flatMap((c) => [c.charCodeAt(0), 0]);
}

function containsBytes(bytes: Uint8Array, needle: number[]): boolean {
  const first = needle[0];
  for (
    let i = bytes.indexOf(first);
    i !== -1 && i <= bytes.length - needle.length;
    i = bytes.indexOf(first, i + 1)
  ) {
    if (needle.every((b, j) => bytes[i + j] === b)) return true;
  }
  return false;
}

function looksLikeHtml(bytes: Uint8Array): boolean {
  let head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, HTML_SNIFF_BYTES));
  head = head
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  // Leading comments and XML declarations are common in saved pages.
  while (head.startsWith('<!--') || head.startsWith('<?xml')) {
    const end = head.startsWith('<!--') ? head.indexOf('-->') : head.indexOf('?>');
    if (end === -1) return false;
    head = head.slice(end + (head.startsWith('<!--') ? 3 : 2)).trimStart();
  }
  if (/^<!doctype\s+html/.test(head)) return true;
  if (
    /^<(html|head|body|meta|title|article|main|div|p|section|h[1-6]|table|link|script|style)[\s>/]/.test(head)
  ) {
    return true;
  }
  // Anything else (text that merely mentions <html> later, source code, binary) is not HTML.
  return false;
}

export function detectFormat(bytes: Uint8Array, name: string): Detection {
  if (bytes.length === 0) throw new GleanerError('empty_file', 'empty file (0 bytes)');
  if (indexOfAscii(bytes, '%PDF-', PDF_MAGIC_WINDOW) !== -1) return { format: 'pdf', by: 'pdf-magic' };
  if (startsWith(bytes, OLE2_MAGIC)) {
    if (containsBytes(bytes, utf16le('EncryptedPackage'))) {
      throw new GleanerError(
        'encrypted',
        'encrypted Office document (OLE2 EncryptedPackage); a password is needed',
      );
    }
    throw new GleanerError('legacy_doc', 'legacy OLE2 compound file (e.g. Word 97-2003 .doc), not a DOCX');
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    const entries = listZipEntries(bytes);
    if (entries.some((e) => e.name === 'word/document.xml'))
      return { format: 'docx', by: 'zip:word/document.xml' };
    if (declaresWordMain(bytes, entries)) return { format: 'docx', by: 'zip:content-types' };
    if (entries.some((e) => e.name === '[Content_Types].xml')) {
      throw new GleanerError(
        'zip_not_docx',
        'an Office Open XML package without word/document.xml (not a Word file)',
      );
    }
    throw new GleanerError(
      'zip_not_docx',
      `a zip archive with ${entries.length} entries but no word/document.xml`,
    );
  }
  if (looksLikeHtml(bytes)) return { format: 'html', by: 'html-sniff' };
  void name;
  throw new GleanerError('unsupported_format', 'not a PDF, DOCX or HTML document (unrecognised bytes)');
}
