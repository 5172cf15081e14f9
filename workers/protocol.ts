/** Messages between a worker and its parse child (IPC with 'advanced' serialization). */
import { GleanerError, oneLine, toError } from '../shared/errors.ts';
import { type OutputFile, renderOutputs } from '../shared/output/index.ts';
import {
  failedSidecar,
  type PipelineOptions,
  type ProcessOptions,
  type ProcessOutput,
} from '../shared/pipeline/index.ts';
import type { Sidecar } from '../shared/sidecar/schema.ts';

export interface ParseRequest {
  type: 'parse';
  id: number;
  bytes: Uint8Array;
  key: string;
  etag: string | null;
  /** The source's Content-Type when the storage knows it (S3), for HTML charsets. */
  contentType?: string | null;
  options: ProcessOptions;
  /**
   * 'object': the whole ProcessOutput (gleaner extract formats it). 'stored': the sidecar as the
   * JSON text a worker stores, plus its head (StoredOutput).
   * @defaultValue 'object'
   */
  reply?: 'object' | 'stored';
}

/** The fields of a sidecar a worker reads after a parse (job summary, retries, metrics). */
export interface SidecarHead {
  source: Sidecar['source'];
  status: Sidecar['status'];
  error: Sidecar['error'];
  quality: Pick<NonNullable<Sidecar['quality']>, 'score' | 'flags'> | null;
  fallbacks: Sidecar['fallbacks'];
  pages: Sidecar['pages'];
  pipeline: Pick<Sidecar['pipeline'], 'version'>;
}

/**
 * A parse result as a worker stores it. The sidecar crosses the pipe as the JSON text to write,
 * made once in the child, instead of as an object graph: V8's structured serialization of a
 * sidecar's thousands of small objects, then the worker's deserialization and its own
 * JSON.stringify, cost more than the one stringify (measured over the public PDFs' sidecars,
 * 2026-12-03: docs/scaling.md). Strings cross as flat copies.
 */
export interface StoredOutput {
  sidecar: SidecarHead;
  /** The sidecar file's content: pretty JSON and a final newline. */
  sidecarJson: string;
  text: string;
  markdown: string | null;
  /**
   * The other files the job's `outputs` ask for (chunks, table exports), rendered in the child:
   * chunking a large document is CPU work that belongs under the child's timeout and memory limit.
   */
  files?: OutputFile[];
}

/** The sidecar as stored: 2-space JSON and a newline (what `writeOutputs` writes). */
export function sidecarText(sidecar: Sidecar): string {
  return `${JSON.stringify(sidecar, null, 2)}\n`;
}

export function sidecarHead(s: Sidecar): SidecarHead {
  return {
    source: s.source,
    status: s.status,
    error: s.error,
    quality: s.quality && { score: s.quality.score, flags: s.quality.flags },
    fallbacks: s.fallbacks,
    pages: s.pages,
    pipeline: { version: s.pipeline.version },
  };
}

/**
 * The output as a worker stores it, with the files `options.outputs` asks for. Rendering them
 * cannot fail the child: an error there (a bug) becomes the document's failed sidecar, `internal`.
 */
export function storedOutput(out: ProcessOutput, options?: PipelineOptions): StoredOutput {
  let files: OutputFile[] = [];
  try {
    if (options) files = renderOutputs(out, options);
  } catch (raw) {
    const error = new GleanerError('internal', oneLine(`could not render outputs: ${toError(raw).message}`));
    const { key, size, sha256, etag, format } = out.sidecar.source;
    const base = { key, size, sha256, etag, format };
    out = { sidecar: failedSidecar(base, error, options!), text: '', markdown: null };
  }
  return {
    sidecar: sidecarHead(out.sidecar),
    sidecarJson: sidecarText(out.sidecar),
    text: out.text,
    markdown: out.markdown,
    files,
  };
}

export type ChildMessage =
  | { type: 'ready'; pid: number }
  | { type: 'result'; id: number; output: ProcessOutput; rss: number; fatal: boolean }
  | { type: 'result'; id: number; stored: StoredOutput; rss: number; fatal: boolean };
