/**
 * Reading one output (sidecar + text preview) from a run's destination: sidecars in storage are
 * the source of truth for the file page. Local folders and S3 go through the fleet's storage
 * module (which keeps every key inside the root); a local text is read only up to the preview
 * size, an S3 one whole up to MAX_S3_TEXT_BYTES (the Storage interface has no ranged read).
 */
import { open } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { GleanerError, toError } from '../shared/errors.ts';
import { MAX_SIDECAR_BYTES, sidecarSchema } from '../shared/sidecar/schema.ts';
import {
  isS3Url,
  LocalStorage,
  openStorage,
  outputKeys,
  type StorageConfig,
} from '../shared/storage/index.ts';

/** Enough text to judge the extraction at a glance (about five printed pages). */
export const TEXT_PREVIEW_BYTES = 16 * 1024;
/** A 600-page thesis is ~2 MB of text; past this the S3 preview is skipped rather than downloaded. */
export const MAX_S3_TEXT_BYTES = 4 * 1024 * 1024;

export interface FileView {
  key: string;
  dest: string;
  /** True when the destination is a local folder. */
  local: boolean;
  sidecar: unknown | null;
  /** Whether the sidecar matches schema v1; null when there is no sidecar. */
  sidecar_valid: boolean | null;
  problem: string | null;
  text_preview: string | null;
  text_bytes: number | null;
  text_truncated: boolean;
}

/** A destination is local unless it is a URL with a scheme (s3://, http://). */
export function isLocalDest(dest: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(dest)) return dest.startsWith('file://');
  return dest.length > 0;
}

function localRoot(dest: string): string {
  const path = dest.startsWith('file://') ? new URL(dest).pathname : dest;
  return isAbsolute(path) ? path : resolve(path);
}

export async function readFileView(dest: string, key: string, s3: StorageConfig = {}): Promise<FileView> {
  const view: FileView = {
    key,
    dest,
    local: isLocalDest(dest),
    sidecar: null,
    sidecar_valid: null,
    problem: null,
    text_preview: null,
    text_bytes: null,
    text_truncated: false,
  };
  if (!view.local && !isS3Url(dest)) {
    view.problem =
      'the destination is neither a local folder nor S3; only the results-index summary is shown';
    return view;
  }
  const local = view.local ? new LocalStorage(localRoot(dest)) : null;
  const storage = local ?? openStorage(dest, s3);
  // The source key maps to its output names the way the workers wrote them (escaped, shortened).
  const keys = outputKeys(key, storage.maxKeyBytes);
  try {
    const bytes = await storage.readIfExists(keys.sidecar, { maxBytes: MAX_SIDECAR_BYTES });
    if (!bytes) view.problem = 'no sidecar for this key in the destination';
    else {
      view.sidecar = JSON.parse(Buffer.from(bytes).toString('utf8'));
      view.sidecar_valid = sidecarSchema.safeParse(view.sidecar).success;
    }
  } catch (raw) {
    view.problem = `sidecar unreadable: ${toError(raw).message}`;
  }
  try {
    const preview = local
      ? await readHead(local.pathFor(keys.text), TEXT_PREVIEW_BYTES)
      : await readWhole(storage.readIfExists(keys.text, { maxBytes: MAX_S3_TEXT_BYTES }), TEXT_PREVIEW_BYTES);
    if (preview) {
      view.text_preview = preview.text;
      view.text_bytes = preview.size;
      view.text_truncated = preview.size > TEXT_PREVIEW_BYTES;
    }
  } catch (raw) {
    const err = toError(raw);
    const tooLarge = err instanceof GleanerError && err.code === 'too_large';
    view.problem ??= tooLarge
      ? `text larger than ${MAX_S3_TEXT_BYTES} bytes: not previewed`
      : `text unreadable: ${err.message}`;
  }
  return view;
}

function decodeHead(bytes: Uint8Array, size: number, max: number): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, max));
  // A multi-byte character cut at the limit decodes as U+FFFD: drop it.
  return size > max ? text.replace(/\uFFFD+$/, '') : text;
}

async function readWhole(
  pending: Promise<Uint8Array | null>,
  max: number,
): Promise<{ text: string; size: number } | null> {
  const bytes = await pending;
  return bytes ? { text: decodeHead(bytes, bytes.length, max), size: bytes.length } : null;
}

/** The first `max` bytes of a file as text, or null if absent. */
async function readHead(path: string, max: number): Promise<{ text: string; size: number } | null> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, 'r');
  } catch (raw) {
    if ((raw as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw raw;
  }
  try {
    const { size } = await handle.stat();
    const buf = Buffer.alloc(Math.min(size, max));
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return { text: decodeHead(buf.subarray(0, bytesRead), size, max), size };
  } finally {
    await handle.close();
  }
}
