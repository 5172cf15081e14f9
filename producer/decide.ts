/**
 * Per-file decision from the existing sidecar: new (none), outdated (another pipeline version,
 * another source ETag/size, or a transient failure worth another go) or unchanged.
 */
import { RETRY_POLICY } from '../shared/errors.ts';
import { type PipelineOptions, pipelineVersion } from '../shared/pipeline/index.ts';
import { MAX_SIDECAR_BYTES } from '../shared/sidecar/schema.ts';
import { type ObjectInfo, outputKeys, type Storage } from '../shared/storage/index.ts';

export type Decision = 'new' | 'outdated' | 'unchanged';

/** Sidecars are small JSON; anything bigger than this is not one of ours. */

const FORMAT_BY_EXT: Record<string, string> = {
  pdf: 'pdf',
  docx: 'docx',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
};

/** Default types accepted by the producer (by extension; the bytes decide the real format). */
export const DEFAULT_TYPES = Object.keys(FORMAT_BY_EXT);

/**
 * A table export a run wrote (`KEY.tables/table-N.html` or `.csv`, docs/chunks.md). With DEST
 * equal to SOURCE the outputs sit beside the inputs, and these are the only ones whose extension
 * is an input type: they must not become inputs of the next run.
 */
const TABLE_EXPORT = /\.tables\/table-\d+\.(?:html|csv)$/;

/** A key's extension, lowercase and without the dot; '' for none and for our own table exports. */
export function extensionOf(key: string): string {
  if (TABLE_EXPORT.test(key)) return '';
  const base = key.slice(key.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The format a key's extension suggests (for plan counts only). */
export function formatGuess(key: string): string {
  return FORMAT_BY_EXT[extensionOf(key)] ?? 'other';
}

interface SidecarHead {
  status?: string;
  error?: { code?: string } | null;
  source?: { etag?: string | null; size?: number; format?: string };
  pipeline?: { version?: string };
}

export function decideFromSidecar(
  obj: ObjectInfo,
  raw: Uint8Array | null,
  options: PipelineOptions,
): Decision {
  if (!raw) return 'new';
  let sc: SidecarHead;
  try {
    sc = JSON.parse(Buffer.from(raw).toString('utf8')) as SidecarHead;
  } catch {
    return 'outdated'; // a torn or foreign file: redo
  }
  if (sc.source?.etag !== obj.etag || sc.source?.size !== obj.size) return 'outdated';
  const format = (sc.source?.format ?? 'unknown') as Parameters<typeof pipelineVersion>[0];
  if (!['pdf', 'docx', 'html', 'unknown'].includes(format)) return 'outdated';
  if (sc.pipeline?.version !== pipelineVersion(format, options)) return 'outdated';
  const code = sc.error?.code as keyof typeof RETRY_POLICY | undefined;
  if (sc.status === 'failed' && code && RETRY_POLICY[code] !== 'permanent') return 'outdated';
  return 'unchanged';
}

/**
 * Decide from the sidecar where the worker writes it (the destination's own key budget counts).
 * A sidecar that cannot be read (as opposed to missing) means redo the file: one bad object must
 * not stop the plan for every other file.
 */
export async function decide(dest: Storage, obj: ObjectInfo, options: PipelineOptions): Promise<Decision> {
  let raw: Uint8Array | null;
  try {
    raw = await dest.readIfExists(outputKeys(obj.key, dest.maxKeyBytes).sidecar, {
      maxBytes: MAX_SIDECAR_BYTES,
    });
  } catch {
    return 'outdated';
  }
  return decideFromSidecar(obj, raw, options);
}
