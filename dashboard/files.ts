/**
 * Reading one output (sidecar + text preview) from a run's destination. Sidecars in storage are
 * the source of truth for the file page. Only local destinations are read here (through the
 * fleet's LocalStorage, which keeps every key inside the root); for S3 destinations the page
 * shows the results-index summary and says the sidecar is not readable from the dashboard.
 */
import { open } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { toError } from '../shared/errors.ts';
import { sidecarSchema } from '../shared/sidecar/schema.ts';
import { outputKeys } from '../shared/storage/keys.ts';
import { LocalStorage } from '../shared/storage/local.ts';

/** Stored sidecars omit the text; the largest seen in tests are tens of KB. 8 MiB caps a hostile one. */
export const MAX_SIDECAR_BYTES = 8 * 1024 * 1024;
/** Enough text to judge the extraction at a glance (about five printed pages). */
export const TEXT_PREVIEW_BYTES = 16 * 1024;

export interface FileView {
  key: string;
  dest: string;
  /** False when the destination is not a local folder (the sidecar could not be read). */
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

export async function readFileView(dest: string, key: string): Promise<FileView> {
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
  if (!view.local) {
    view.problem = 'the destination is not a local folder; only the results-index summary is shown';
    return view;
  }
  const storage = new LocalStorage(localRoot(dest));
  const keys = outputKeys(key);
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
    const preview = await readHead(storage.pathFor(keys.text), TEXT_PREVIEW_BYTES);
    if (preview) {
      view.text_preview = preview.text;
      view.text_bytes = preview.size;
      view.text_truncated = preview.size > TEXT_PREVIEW_BYTES;
    }
  } catch (raw) {
    view.problem ??= `text unreadable: ${toError(raw).message}`;
  }
  return view;
}

/** The first `max` bytes of a file as text (a cut multi-byte character is dropped), or null if absent. */
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
    const text = new TextDecoder('utf-8', { fatal: false }).decode(buf.subarray(0, bytesRead));
    return { text: size > max ? text.replace(/\uFFFD+$/, '') : text, size };
  } finally {
    await handle.close();
  }
}
