/**
 * Reading `gleaner extract`'s input file: what a user can point the command at is anything the
 * file system holds, so the file is checked before it is opened and read with a cap.
 *  - Special files (FIFO, character or block device, socket) are refused from `stat`, before
 *    any open: opening a FIFO blocks until a writer comes, and a device such as /dev/zero reports
 *    size 0 and never ends.
 *  - The read stops at the configured maximum even when the size lied (/proc files report 0;
 *    a file can grow between stat and read): `too_large`.
 *  - Permission and other errno failures are bad input with a code, not internal errors.
 */
import { constants } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { GleanerError, toError } from '../shared/errors.ts';

/** Bytes asked of the OS per read; large enough that a 200 MiB PDF is ~200 reads. */
const READ_CHUNK = 1 << 20;

type Stats = Awaited<ReturnType<typeof stat>>;

/** What a non-regular file is, for the one-line error; null for a regular file. */
function specialKind(info: Stats): string | null {
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isSocket()) return 'a socket';
  return null;
}

/** Map an errno from stat/open/read to the taxonomy (the fleet's local storage does the same). */
function errnoError(raw: unknown): GleanerError {
  const err = toError(raw) as NodeJS.ErrnoException;
  if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return new GleanerError('not_found', 'no such file');
  if (err.code === 'EISDIR') return new GleanerError('is_directory', 'is a directory, not a file');
  if (err.code === 'EACCES' || err.code === 'EPERM')
    return new GleanerError('storage_error', `permission denied (${err.code})`, { cause: err });
  return new GleanerError('storage_error', `cannot read the file (${err.code ?? err.message})`, {
    cause: err,
  });
}

function refuseUnlessRegular(info: Stats): void {
  if (info.isDirectory()) throw new GleanerError('is_directory', 'is a directory, not a file');
  const kind = specialKind(info);
  if (kind) throw new GleanerError('unsupported_format', `is ${kind}, not a regular file`);
}

/** Read a regular file, at most `maxBytes`; throws GleanerError with a code for every refusal. */
export async function readInput(file: string, maxBytes: number): Promise<Uint8Array> {
  let info: Stats;
  try {
    info = await stat(file);
  } catch (err) {
    throw errnoError(err);
  }
  refuseUnlessRegular(info);
  if (info.size > maxBytes)
    throw new GleanerError('too_large', `${info.size} bytes exceeds the limit of ${maxBytes}`);
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    // O_NONBLOCK: if the path was swapped for a FIFO since the stat, the open does not wait for
    // a writer (the fstat below then refuses it). No effect on regular files.
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (err) {
    throw errnoError(err);
  }
  try {
    refuseUnlessRegular(await handle.stat());
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      // One byte past the cap is enough to know the file is over it.
      const want = Math.min(READ_CHUNK, maxBytes + 1 - total);
      const buf = Buffer.allocUnsafe(want);
      let bytesRead: number;
      try {
        ({ bytesRead } = await handle.read(buf, 0, want, null));
      } catch (err) {
        throw errnoError(err);
      }
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw new GleanerError('too_large', `more than ${maxBytes} bytes (limit)`);
      chunks.push(bytesRead === want ? buf : buf.subarray(0, bytesRead));
    }
    return new Uint8Array(Buffer.concat(chunks, total));
  } finally {
    await handle.close().catch(() => undefined);
  }
}
