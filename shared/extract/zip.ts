/**
 * A zip central-directory reader: lists entries with their declared sizes without inflating
 * anything, so limits (entry count, total size, ratio) are checked before a single byte is
 * decompressed. Declared sizes can lie; whoever inflates must still cap the real output.
 */
import { constants } from 'node:buffer';
import { inflateRawSync } from 'node:zlib';
import { zipSync } from 'fflate';
import { GleanerError } from '../errors.ts';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  encrypted: boolean;
}

const EOCD_SIG = 0x06054b50;
const CDH_SIG = 0x02014b50;
/** EOCD is 22 bytes plus a comment of up to 65535 bytes. */
const EOCD_SEARCH = 22 + 0xffff;
/** Upper bound on entries we are willing to even list. */
const MAX_LISTED_ENTRIES = 100_000;

export function listZipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - EOCD_SEARCH); i--) {
    if (view.getUint32(i, true) === EOCD_SIG) {
      eocd = i;
      break;
    }
  }
  if (eocd === -1)
    throw new GleanerError('corrupt', 'zip archive is truncated or damaged (no end of central directory)');
  let count = view.getUint16(eocd + 10, true);
  let cdOffset = view.getUint32(eocd + 16, true);
  if (cdOffset === 0xffffffff || count === 0xffff) {
    // Zip64: locator sits 20 bytes before the EOCD.
    const loc = eocd - 20;
    if (loc < 0 || view.getUint32(loc, true) !== 0x07064b50) {
      throw new GleanerError('corrupt', 'zip64 archive without a valid locator');
    }
    const z64 = Number(view.getBigUint64(loc + 8, true));
    if (z64 + 56 > bytes.length || view.getUint32(z64, true) !== 0x06064b50) {
      throw new GleanerError('corrupt', 'zip64 end of central directory is out of range');
    }
    count = Number(view.getBigUint64(z64 + 32, true));
    cdOffset = Number(view.getBigUint64(z64 + 48, true));
  }
  if (count > MAX_LISTED_ENTRIES) {
    throw new GleanerError(
      'limits_exceeded',
      `zip archive declares ${count} entries (limit ${MAX_LISTED_ENTRIES})`,
    );
  }
  const entries: ZipEntry[] = [];
  let p = cdOffset;
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CDH_SIG) {
      throw new GleanerError('corrupt', 'zip central directory is truncated or damaged');
    }
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    let compressedSize = view.getUint32(p + 20, true);
    let uncompressedSize = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    let localHeaderOffset = view.getUint32(p + 42, true);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLen));
    // Zip64 extended information extra field (id 0x0001) holds the real sizes.
    let e = p + 46 + nameLen;
    const extraEnd = e + extraLen;
    while (e + 4 <= extraEnd && e + 4 <= bytes.length) {
      const id = view.getUint16(e, true);
      const size = view.getUint16(e + 2, true);
      if (id === 0x0001) {
        let q = e + 4;
        const read = () => {
          const v = q + 8 <= bytes.length ? Number(view.getBigUint64(q, true)) : 0;
          q += 8;
          return v;
        };
        if (uncompressedSize === 0xffffffff) uncompressedSize = read();
        if (compressedSize === 0xffffffff) compressedSize = read();
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = read();
      }
      e += 4 + size;
    }
    entries.push({
      name,
      method,
      compressedSize,
      uncompressedSize,
      localHeaderOffset,
      encrypted: (flags & 1) === 1,
    });
    p = extraEnd + commentLen;
  }
  return entries;
}

const LOCAL_SIG = 0x04034b50;
/** Entries below this many inflated bytes are never refused for their ratio (tiny XML parts compress 50x+). */
const { MAX_LENGTH } = constants;
export const RATIO_FLOOR_BYTES = 1024 * 1024;

/** Where an entry's data starts: after the local header, whose name/extra lengths may differ from the central ones. */
function dataOffset(bytes: Uint8Array, entry: ZipEntry): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIG) {
    throw new GleanerError('corrupt', `zip entry ${entry.name} has no valid local header`);
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) {
    throw new GleanerError('corrupt', `zip entry ${entry.name} is truncated`);
  }
  return start;
}

/**
 * Inflate one entry, refusing as soon as the REAL output passes `maxBytes` (declared sizes can lie).
 * Throws `limits_exceeded` on the cap, `corrupt` on damaged data, `encrypted` on encrypted entries.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  if (entry.encrypted) throw new GleanerError('encrypted', `zip entry ${entry.name} is encrypted`);
  const start = dataOffset(bytes, entry);
  const input = bytes.subarray(start, start + entry.compressedSize);
  const tooBig = () =>
    new GleanerError('limits_exceeded', `zip entry ${entry.name} inflates past ${maxBytes} bytes`);
  if (entry.method === 0) {
    if (input.length > maxBytes) throw tooBig();
    return input.slice();
  }
  if (entry.method !== 8) {
    throw new GleanerError('corrupt', `zip entry ${entry.name} uses unsupported method ${entry.method}`);
  }
  try {
    // zlib stops and throws once the REAL output passes maxOutputLength: memory stays bounded
    // by the cap, whatever the headers declare.
    return new Uint8Array(
      inflateRawSync(input, { maxOutputLength: Math.min(Math.max(1, maxBytes), MAX_LENGTH) }),
    );
  } catch (err) {
    if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw tooBig();
    throw new GleanerError('corrupt', `zip entry ${entry.name} could not be inflated`, { cause: err });
  }
}

export interface ZipLimits {
  maxUnzippedBytes: number;
  maxCompressionRatio: number;
  maxZipEntries: number;
}

/**
 * Reads entries of one archive under a shared budget: total inflated bytes across every read
 * entry, and a per-entry ratio cap that is applied while inflating, not only to declared sizes.
 * Only the parts someone asks for are ever inflated (thumbnails and media never are).
 */
export class ZipReader {
  readonly entries: ZipEntry[];
  private readonly byName = new Map<string, ZipEntry>();
  private spent = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly limits: ZipLimits,
  ) {
    this.entries = listZipEntries(bytes);
    if (this.entries.length > limits.maxZipEntries) {
      throw new GleanerError(
        'limits_exceeded',
        `zip has ${this.entries.length} entries (limit ${limits.maxZipEntries})`,
      );
    }
    for (const e of this.entries) {
      // Part names are case-insensitive in OPC; the first of duplicates wins.
      const key = e.name.replace(/^\/+/, '').toLowerCase();
      if (!this.byName.has(key)) this.byName.set(key, e);
    }
  }

  has(name: string): boolean {
    return this.byName.has(name.replace(/^\/+/, '').toLowerCase());
  }

  /** Inflated bytes so far. */
  get inflatedBytes(): number {
    return this.spent;
  }

  /** The entry's bytes, or null when absent. Throws `limits_exceeded` when a cap trips. */
  read(name: string, maxBytes = Number.POSITIVE_INFINITY): Uint8Array | null {
    const entry = this.byName.get(name.replace(/^\/+/, '').toLowerCase());
    if (!entry) return null;
    const { maxUnzippedBytes, maxCompressionRatio } = this.limits;
    const remaining = maxUnzippedBytes - this.spent;
    if (entry.uncompressedSize > remaining) {
      throw new GleanerError(
        'limits_exceeded',
        `zip entry ${entry.name} declares ${entry.uncompressedSize} bytes (remaining budget ${remaining})`,
      );
    }
    const ratioCap = Math.max(RATIO_FLOOR_BYTES, entry.compressedSize * maxCompressionRatio);
    if (entry.uncompressedSize > ratioCap) {
      throw new GleanerError(
        'limits_exceeded',
        `zip entry ${entry.name} has compression ratio above ${maxCompressionRatio}`,
      );
    }
    const data = inflateEntry(this.bytes, entry, Math.min(remaining, ratioCap, maxBytes));
    this.spent += data.length;
    return data;
  }
}

/** A fresh archive from in-memory parts (deflated; level 1: it is read back at once). */
export function buildZip(files: Record<string, Uint8Array>): Uint8Array {
  return zipSync(files, { level: 1 });
}
