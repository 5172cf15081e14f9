/**
 * Key hygiene. Source keys come from listings we do not control: spaces, unicode, `..`,
 * empty segments and NUL must never let an output land outside the destination root.
 */
import { posix } from 'node:path';
import { GleanerError } from '../errors.ts';

/** Longest key accepted (S3's own limit is 1024 bytes of UTF-8). */
const MAX_KEY_BYTES = 1024;

/**
 * Make a key safe to use as a relative path: segments that are empty, `.` or `..` are
 * percent-escaped rather than dropped, so distinct keys stay distinct and nothing climbs out.
 * A leading slash becomes an escaped empty segment for the same reason.
 */
export function safeKey(key: string): string {
  if (Buffer.byteLength(key) > MAX_KEY_BYTES)
    throw new GleanerError('storage_error', `object key longer than ${MAX_KEY_BYTES} bytes`);
  const segments = key.replace(/\\/g, '/').split('/');
  const out = segments.map((s) => {
    if (s === '' || s === '.' || s === '..') return `%${s.replace(/\./g, '2E') || '00'}`;
    return s.replace(/\0/g, '%00');
  });
  const joined = out.join('/');
  // Belt and braces: the result must normalise to itself and stay relative.
  if (posix.isAbsolute(joined) || posix.normalize(joined) !== joined || joined.startsWith('../'))
    throw new GleanerError('storage_error', 'object key cannot be made safe');
  return joined;
}

/** Output keys for one source key: `<key>.txt`, `<key>.md`, `<key>.json` (sidecar last). */
export function outputKeys(sourceKey: string): { text: string; markdown: string; sidecar: string } {
  return { text: `${sourceKey}.txt`, markdown: `${sourceKey}.md`, sidecar: `${sourceKey}.json` };
}

/** Run records live beside the outputs, under a prefix no source document can produce. */
export function runRecordKey(runId: string): string {
  return `_runs/${runId}.json`;
}
