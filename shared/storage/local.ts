/**
 * A local folder as storage. Keys are file names as they are: `a\b.html` is one file in the
 * root, not `b.html` in `a/`. Names are listed as bytes, so a name that is not UTF-8 still gets
 * a key (see keyFromNameBytes) and is read through its original bytes. Writes go to a temp file
 * beside the target and are renamed into place, so a reader sees the old object or the new one.
 */
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, opendir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { GleanerError, toError } from '../errors.ts';
import { isWellFormed, keyFromNameBytes, keyToNameBytes, MAX_KEY_BYTES } from './keys.ts';
import {
  type ListOptions,
  nullIfNotFound,
  type ObjectInfo,
  type ReadOptions,
  type Storage,
} from './types.ts';

/** Folders the listing never descends into: our own state and run records, and tool folders. */
const SKIP_DIRS = new Set(['.gleaner', '_runs', 'node_modules', '.git']);

function fsError(err: unknown, what: string): GleanerError {
  const e = toError(err) as NodeJS.ErrnoException;
  if (e.code === 'ENOENT') return new GleanerError('not_found', `${what}: no such file`);
  if (e.code === 'EISDIR') return new GleanerError('is_directory', `${what}: is a directory`);
  return new GleanerError('storage_error', `${what}: ${e.code ?? e.message}`, { cause: err });
}

/** Why a key cannot name a file under the root, or null when it can. */
function keyProblem(key: string): string | null {
  for (const seg of key.split('/')) {
    if (seg === '' || seg === '.' || seg === '..') return 'empty, `.` or `..` segment';
    if (seg.includes('\0')) return 'NUL in a name';
  }
  return null;
}

/** Ends the name of a temp file (see tempName). */
const TEMP_SUFFIX = '.gleaner-tmp';

/** A temp name that does not grow with the target's name (a 250-byte name must still fit). */
function tempName(): string {
  return `.${process.pid}-${Math.random().toString(36).slice(2, 10)}${TEMP_SUFFIX}`;
}

export class LocalStorage implements Storage {
  readonly root: string;
  readonly url: string;
  readonly maxKeyBytes = MAX_KEY_BYTES;

  constructor(root: string) {
    this.root = resolve(root);
    this.url = this.root;
  }

  /**
   * The absolute path for a key. Keys with empty, `.` or `..` segments name no file here and
   * are refused ('storage_error'), so nothing can land outside the root.
   */
  pathFor(key: string): string {
    const problem = keyProblem(key);
    if (problem) throw new GleanerError('storage_error', `key cannot name a local file (${problem})`);
    if (!isWellFormed(key)) throw new GleanerError('storage_error', 'key is not a UTF-8 path');
    return join(this.root, key);
  }

  /** The path as bytes when the key carries non-UTF-8 name bytes; null when no file can have it. */
  private fsPath(key: string): string | Buffer | null {
    if (keyProblem(key)) return null;
    if (isWellFormed(key)) return join(this.root, key);
    const name = keyToNameBytes(key);
    return name && Buffer.concat([Buffer.from(this.root + sep), name]);
  }

  async *list(options: ListOptions = {}): AsyncIterable<ObjectInfo> {
    // Depth-first with an explicit stack of directories: memory grows with depth, not size.
    const startKey = options.prefix ? options.prefix.replace(/\/+$/, '') : '';
    const start = Buffer.from(startKey ? this.pathFor(startKey) : this.root);
    const exclude = new Set(options.exclude ?? []);
    const skip = options.onSkip ?? (() => {});
    const stack: { path: Buffer; key: string }[] = [{ path: start, key: startKey }];
    while (stack.length) {
      const dir = stack.pop()!;
      let handle: Awaited<ReturnType<typeof opendir>>;
      try {
        // Names as bytes: decoding them as UTF-8 here would lose any name that is not UTF-8.
        handle = await opendir(dir.path, { encoding: 'buffer' as BufferEncoding });
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (dir.key === startKey) {
          if (startKey && code === 'ENOENT') return;
          throw fsError(err, startKey || this.root);
        }
        // A folder removed during the listing held nothing to process; any other failure does.
        if (code !== 'ENOENT') skip({ key: `${dir.key}/`, reason: 'unreadable', detail: code });
        continue;
      }
      for await (const entry of handle) {
        const raw = entry.name as unknown as Buffer;
        const name = keyFromNameBytes(raw);
        const key = dir.key ? `${dir.key}/${name}` : name;
        const full = Buffer.concat([dir.path, Buffer.from(sep), raw]);
        if (entry.isDirectory()) {
          if (exclude.has(key)) skip({ key: `${key}/`, reason: 'excluded_folder', detail: 'DEST' });
          else if (SKIP_DIRS.has(name)) skip({ key: `${key}/`, reason: 'excluded_folder' });
          else stack.push({ path: full, key });
        } else if (entry.isSymbolicLink()) skip({ key, reason: 'symlink' });
        else if (!entry.isFile()) skip({ key, reason: 'special_file' });
        // A temp file is half a write, never an object: one left by a worker killed mid-write
        // is not listed (the retried job writes its object afresh).
        else if (!name.endsWith(TEMP_SUFFIX)) yield await this.fileInfo(full, key);
      }
    }
  }

  /** A listed file's info; one that cannot be stat'ed or read is listed as `unreadable`. */
  private async fileInfo(path: Buffer, key: string): Promise<ObjectInfo> {
    try {
      const info = await stat(path);
      await access(path, constants.R_OK);
      return {
        key,
        size: info.size,
        etag: `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`,
      };
    } catch (err) {
      return { key, size: 0, etag: '', unreadable: (err as NodeJS.ErrnoException).code ?? 'EIO' };
    }
  }

  async read(key: string, options: ReadOptions): Promise<Uint8Array> {
    const path = this.fsPath(key);
    if (path === null) throw new GleanerError('not_found', `${key}: no local file can have this name`);
    let size: number;
    try {
      const info = await stat(path);
      if (info.isDirectory()) throw new GleanerError('is_directory', `${key}: is a directory`);
      size = info.size;
    } catch (err) {
      throw err instanceof GleanerError ? err : fsError(err, key);
    }
    if (size > options.maxBytes)
      throw new GleanerError('too_large', `${size} bytes exceeds the limit of ${options.maxBytes}`);
    return readCapped(createReadStream(path), options.maxBytes, key);
  }

  readIfExists(key: string, options: ReadOptions): Promise<Uint8Array | null> {
    return nullIfNotFound(this.read(key, options));
  }

  async write(key: string, data: Uint8Array | string): Promise<void> {
    const path = this.pathFor(key);
    const tmp = join(dirname(path), tempName());
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(tmp, data);
      await rename(tmp, path);
    } catch (err) {
      await unlink(tmp).catch(() => {});
      throw fsError(err, key);
    }
  }
}

/** Drain a byte stream into one buffer, failing with 'too_large' the moment it passes the cap. */
export async function readCapped(
  stream: AsyncIterable<Uint8Array> & { destroy?: () => void },
  maxBytes: number,
  key: string,
): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const chunk of stream) {
      total += chunk.length;
      if (total > maxBytes) {
        stream.destroy?.();
        throw new GleanerError('too_large', `more than ${maxBytes} bytes (limit)`);
      }
      chunks.push(chunk);
    }
  } catch (err) {
    if (err instanceof GleanerError) throw err;
    throw fsError(err, key);
  }
  return new Uint8Array(Buffer.concat(chunks, total));
}
