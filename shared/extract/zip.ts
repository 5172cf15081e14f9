/**
 * A zip central-directory reader: lists entries with their declared sizes without inflating
 * anything, so limits (entry count, total size, ratio) are checked before a single byte is
 * decompressed. Declared sizes can lie; whoever inflates must still cap the real output.
 */
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
