/**
 * The storage contract the fleet runs on: a flat key space (`a/b/c.pdf`) with streaming
 * listing, capped reads and whole-object writes. Two implementations: a local folder and S3.
 */
import { GleanerError } from '../errors.ts';

/** One listed object. `etag` is S3's ETag, or a size+mtime fingerprint for local files. */
export interface ObjectInfo {
  key: string;
  size: number;
  etag: string;
  /**
   * Set when the listing found the file but cannot read it (the errno, e.g. `EACCES`). It is
   * still listed, so it ends with a failed sidecar rather than vanishing from the run.
   */
  unreadable?: string;
}

export interface ReadOptions {
  /** Refuse objects larger than this many bytes (GleanerError 'too_large'). */
  maxBytes: number;
  /** When given, filled with what the storage knows about the object (S3: its Content-Type). */
  info?: ReadInfo;
}

/** Why a listing left an entry out. */
export type SkipReason = 'symlink' | 'special_file' | 'unreadable' | 'excluded_folder';

/** An entry the listing did not yield. Folders end with `/`. */
export interface SkippedEntry {
  key: string;
  reason: SkipReason;
  /** An errno for `unreadable`, `DEST` for the destination folder inside the source. */
  detail?: string;
}

export interface ListOptions {
  /**
   * Only keys starting with this prefix, which must end with `/` (e.g. `_runs/`). Our own
   * folders (`_runs/`, `.gleaner/`) are listed when the prefix names them.
   * @defaultValue every object except those under `_runs/` and `.gleaner/`
   */
  prefix?: string;
  /** Folders (keys without trailing `/`) to leave out, reported as `excluded_folder` / `DEST`. */
  exclude?: string[];
  /** Told about every entry left out (symlinks, FIFOs and devices, unreadable or excluded folders). */
  onSkip?: (entry: SkippedEntry) => void;
}

export interface ReadInfo {
  contentType: string | null;
}

export interface Storage {
  /** Where this storage points, for logs and run records (`s3://bucket/prefix`, `/abs/path`). */
  readonly url: string;
  /**
   * Bytes available for one output key (S3: 1024 minus the prefix). Pass it to `outputKeys`.
   * @defaultValue MAX_KEY_BYTES (1024)
   */
  readonly maxKeyBytes?: number;
  /** Every object under the root, streamed page by page (constant memory). Order unspecified. */
  list(options?: ListOptions): AsyncIterable<ObjectInfo>;
  /**
   * The whole object, read as a stream and stopped as soon as it exceeds `maxBytes`.
   * Throws GleanerError: 'not_found', 'too_large', or 'storage_error' (transient).
   */
  read(key: string, options: ReadOptions): Promise<Uint8Array>;
  /** Like read, but a missing object is `null` rather than an error. */
  readIfExists(key: string, options: ReadOptions): Promise<Uint8Array | null>;
  /** Write a whole object; readers never see a partial object. Throws 'storage_error'. */
  write(key: string, data: Uint8Array | string, contentType?: string): Promise<void>;
}

/** A read's result, or null when the object does not exist (absence is not an error). */
export async function nullIfNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof GleanerError && err.code === 'not_found') return null;
    throw err;
  }
}
