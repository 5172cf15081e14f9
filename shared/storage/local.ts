/**
 * A local folder as storage. Writes go to a temp file beside the target and are renamed into
 * place, so a reader sees either the old object or the whole new one.
 */
import { createReadStream } from 'node:fs';
import { mkdir, opendir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { GleanerError, toError } from '../errors.ts';
import { safeKey } from './keys.ts';
import type { ListOptions, ObjectInfo, ReadOptions, Storage } from './types.ts';

/** Folders the listing never descends into: our own state and run records. */
const SKIP_DIRS = new Set(['.gleaner', '_runs', 'node_modules', '.git']);

function fsError(err: unknown, what: string): GleanerError {
  const e = toError(err) as NodeJS.ErrnoException;
  if (e.code === 'ENOENT') return new GleanerError('not_found', `${what}: no such file`);
  if (e.code === 'EISDIR') return new GleanerError('is_directory', `${what}: is a directory`);
  return new GleanerError('storage_error', `${what}: ${e.code ?? e.message}`, { cause: err });
}

export class LocalStorage implements Storage {
  readonly root: string;
  readonly url: string;

  constructor(root: string) {
    this.root = resolve(root);
    this.url = this.root;
  }

  /** The absolute path for a key; throws if it would escape the root (it cannot, but check). */
  pathFor(key: string): string {
    const p = join(this.root, safeKey(key));
    if (p !== this.root && !p.startsWith(this.root + sep))
      throw new GleanerError('storage_error', 'object key escapes the storage root');
    return p;
  }

  async *list(options: ListOptions = {}): AsyncIterable<ObjectInfo> {
    // Depth-first with an explicit stack of directory paths: memory grows with depth, not size.
    const start = options.prefix ? this.pathFor(options.prefix.replace(/\/+$/, '')) : this.root;
    const stack = [start];
    while (stack.length) {
      const dir = stack.pop()!;
      let handle: Awaited<ReturnType<typeof opendir>>;
      try {
        handle = await opendir(dir);
      } catch (err) {
        if (dir === start && start !== this.root && (err as NodeJS.ErrnoException).code === 'ENOENT') return;
        if (dir === this.root) throw fsError(err, this.root);
        continue; // a folder removed during the listing
      }
      for await (const entry of handle) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!SKIP_DIRS.has(entry.name)) stack.push(full);
        } else if (entry.isFile()) {
          let info: Awaited<ReturnType<typeof stat>>;
          try {
            info = await stat(full);
          } catch {
            continue;
          }
          const key = relative(this.root, full).split(sep).join('/');
          yield {
            key,
            size: info.size,
            etag: `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`,
          };
        }
      }
    }
  }

  async read(key: string, options: ReadOptions): Promise<Uint8Array> {
    const path = this.pathFor(key);
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

  async readIfExists(key: string, options: ReadOptions): Promise<Uint8Array | null> {
    try {
      return await this.read(key, options);
    } catch (err) {
      if (err instanceof GleanerError && err.code === 'not_found') return null;
      throw err;
    }
  }

  async write(key: string, data: Uint8Array | string): Promise<void> {
    const path = this.pathFor(key);
    const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
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
