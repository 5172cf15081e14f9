/**
 * Gleaner as a library: `import { extractFile, chunk } from 'gleaner'`.
 *
 * The public API, deliberately small, over `shared/` (the code every Gleaner process runs).
 * It lives in `lib/` rather than `shared/index.ts` for two reasons: `shared/` is what the
 * pipeline versions hash (shared/pipeline/graph.ts reads its imports), so an API-only change here
 * never outdates anyone's outputs; and the façade may use the CLI's capped file reader without
 * `shared/` importing from `cli/`.
 *
 * Everything here runs in the calling process: no child process, no OS memory limit, no
 * timeout (the CLI and the fleet parse in a child with both, workers/pool.ts). For untrusted
 * files at scale, run `gleaner run` or give each call a worker of your own. Nothing here prints
 * or reads environment variables: options are arguments, with the documented defaults.
 */
import { readInput } from '../cli/read-input.ts';
import { DEFAULT_LIMITS } from '../shared/config/index.ts';
import { GleanerError } from '../shared/errors.ts';
import type { ExtractLimits } from '../shared/extract/types.ts';
import type { Level } from '../shared/normalize/types.ts';
import { type ProcessOutput, processDocument } from '../shared/pipeline/index.ts';
import type { Sidecar } from '../shared/sidecar/schema.ts';

export {
  CHUNK_VERSION,
  type Chunk,
  type ChunkableDoc,
  type ChunkKind,
  type ChunkOptions,
  ChunkOptionsError,
  chunk,
  DEFAULT_CHUNK_OPTIONS,
  ENCODINGS,
  type Encoding,
  type PageRecord,
  pageRecords,
  resolveChunkOptions,
} from '../shared/chunk/index.ts';
export { DEFAULT_LIMITS } from '../shared/config/index.ts';
export { ERROR_CODES, type ErrorCode, GleanerError, RETRY_POLICY } from '../shared/errors.ts';
export type { DocMetadata, ExtractLimits, Format } from '../shared/extract/types.ts';
export { LEVELS, type Level, type NormalizationReport, normalize } from '../shared/normalize/index.ts';
export { CAPTION_MODES, FOOTNOTE_MODES, FORMATS, TABLE_MODES } from '../shared/options.ts';
export {
  DEFAULT_PROCESS_OPTIONS,
  type ProcessInput,
  type ProcessOptions,
  type ProcessOutput,
  pipelineVersion,
  processDocument,
} from '../shared/pipeline/index.ts';
export { type QualityResult, scoreText as scoreQuality } from '../shared/quality/index.ts';
export { type Receipt, receipt as version } from '../shared/receipt.ts';
export { SIDECAR_REVISION, SIDECAR_SCHEMA_ID, type Sidecar } from '../shared/sidecar/schema.ts';
export type { Block, PageSpan, Section } from '../shared/structure/index.ts';

/** What `extractFile` and `extractBuffer` give: what `gleaner extract --format json` prints, split. */
export type Extraction = ProcessOutput;

export interface ExtractOptions {
  /** Normalization level. @defaultValue 'academic' */
  level?: Level;
  /** Footnotes after the body, or left out of the text (still in the sidecar). @defaultValue 'end' */
  footnotes?: 'end' | 'omit';
  /** Table text in place, or a `[Table 2: caption]` placeholder. @defaultValue 'inline' */
  tables?: 'inline' | 'placeholder';
  /** Figure captions after the body, or left out of the text. @defaultValue 'end' */
  captions?: 'end' | 'omit';
  /** Safety limits; any field left out keeps its default. @defaultValue DEFAULT_LIMITS */
  limits?: Partial<ExtractLimits>;
  /** Largest input accepted, bytes (`too_large` above). @defaultValue 200 MiB */
  maxFileBytes?: number;
  /** The source's Content-Type when known (HTTP, S3): HTML reads its charset. @defaultValue null */
  contentType?: string | null;
  /**
   * On a failed document (corrupt, encrypted, unsupported…), throw an `ExtractionError`
   * (`false`: return the failed sidecar, `status: 'failed'`, with empty text). @defaultValue true
   */
  throwOnFailure?: boolean;
}

/** Same as the CLI's GLEANER_MAX_FILE_BYTES default. */
const DEFAULT_MAX_FILE_BYTES = 200 * 1024 * 1024;

/** A document that could not be extracted: `code` from the taxonomy, and its failed sidecar. */
export class ExtractionError extends GleanerError {
  readonly sidecar: Sidecar;
  constructor(sidecar: Sidecar) {
    const error = sidecar.error ?? { code: 'internal' as const, message: 'failed without an error' };
    super(error.code, `${sidecar.source.key}: ${error.message}`);
    this.name = 'ExtractionError';
    this.sidecar = sidecar;
  }
}

export interface BufferOptions extends ExtractOptions {
  /**
   * Names the document in the sidecar (`source.key`) and in chunk records. The format is
   * detected from the bytes, never from the key. @defaultValue 'document'
   */
  key?: string;
}

/** Extract one document held in memory. */
export async function extractBuffer(bytes: Uint8Array, options: BufferOptions = {}): Promise<Extraction> {
  const { key = 'document', maxFileBytes = DEFAULT_MAX_FILE_BYTES, throwOnFailure = true } = options;
  if (bytes.length > maxFileBytes)
    throw new GleanerError('too_large', `${key}: ${bytes.length} bytes exceeds the limit of ${maxFileBytes}`);
  const out = await processDocument(
    { bytes, key, etag: null, contentType: options.contentType ?? null },
    {
      level: options.level ?? 'academic',
      footnotes: options.footnotes ?? 'end',
      tables: options.tables ?? 'inline',
      captions: options.captions ?? 'end',
      limits: { ...DEFAULT_LIMITS, ...options.limits },
    },
  );
  if (throwOnFailure && out.sidecar.status === 'failed') throw new ExtractionError(out.sidecar);
  return out;
}

/** The same as `extractBuffer` for the file at `path` (its `source.key`), read with a cap. */
export async function extractFile(path: string, options: ExtractOptions = {}): Promise<Extraction> {
  let bytes: Uint8Array;
  try {
    bytes = await readInput(path, options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES);
  } catch (err) {
    // The reader's messages do not name the file; a library caller may be reading thousands.
    if (err instanceof GleanerError)
      throw new GleanerError(err.code, `${path}: ${err.message}`, { cause: err });
    throw err;
  }
  return extractBuffer(bytes, { ...options, key: path });
}

/** The name for `extractBuffer`. */
export const extract = extractBuffer;
