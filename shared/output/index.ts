/**
 * The files a run writes for one document beyond its text and sidecar: chunks as JSONL and each
 * structured table as CSV and HTML (`gleaner run --outputs …`). Pure: the worker's parse child
 * renders them from the processed document and the worker writes them, before the sidecar.
 * Naming and the records: docs/chunks.md.
 */
import { type Chunk, type ChunkableDoc, chunk } from '../chunk/index.ts';
import type { PipelineOptions } from '../pipeline/version.ts';
import { pipelineVersionOf } from '../pipeline/version.ts';
import { canonicalOutputs, type OutputKind } from './options.ts';
import { type ExportableTable, tableFiles } from './tables-export.ts';

export {
  canonicalOutputs,
  DEFAULT_OUTPUTS,
  isDefaultOutputs,
  OUTPUT_KINDS,
  type OutputKind,
  OutputsError,
  outputVersionParts,
  parseOutputs,
} from './options.ts';
export {
  type ExportableTable,
  isExportable,
  TABLE_EXPORT_VERSION,
  type TableFile,
  type TableSpan,
  tableFiles,
  tableToCsv,
  tableToHtml,
} from './tables-export.ts';

/** One file beside the text: its key is the document's output base plus `suffix`. */
export interface OutputFile {
  kind: Extract<OutputKind, 'chunks' | 'tables'>;
  /** `.chunks.jsonl`, `.tables/table-3.csv`… */
  suffix: string;
  content: string;
  contentType: string;
}

/** A processed document as far as the outputs read it. */
export interface RenderableDoc extends ChunkableDoc {
  sidecar: ChunkableDoc['sidecar'] & {
    tables: ExportableTable[];
    options?: { ocr?: PipelineOptions['ocrMode'] };
  };
}

/**
 * The options without the output set: the pipeline version of the text itself. Chunk ids hash
 * this one, so a run's chunks carry the same ids as `gleaner extract --format chunks` with the
 * same processing options, whichever other outputs the run wrote (re-indexing stays idempotent).
 */
export function textOptions<T extends PipelineOptions>(options: T): T {
  const { outputs: _outputs, chunks: _chunks, ...rest } = options;
  return rest as T;
}

/** The document's chunks with ids from the text's pipeline version (see textOptions). */
export function chunksOf(doc: RenderableDoc, options: PipelineOptions): Chunk[] {
  // The OCR mode the document was read with, when the caller left it to the parse (the sidecar records it).
  const ocrMode = options.ocrMode ?? doc.sidecar.options?.ocr;
  const version = pipelineVersionOf(doc.sidecar.pipeline.stages, textOptions({ ...options, ocrMode }));
  return chunk(
    { ...doc, sidecar: { ...doc.sidecar, pipeline: { ...doc.sidecar.pipeline, version } } },
    options.chunks,
  );
}

/** JSONL: one record a line, a final newline; '' for no records. */
export function jsonl(records: readonly unknown[]): string {
  return records.map((r) => `${JSON.stringify(r)}\n`).join('');
}

/**
 * The chunks and table files a successful document gets under `options.outputs` (nothing for a
 * failed one: its sidecar is its only output). Text and markdown are not here: the document
 * already holds them.
 */
export function renderOutputs(doc: RenderableDoc, options: PipelineOptions): OutputFile[] {
  if (doc.sidecar.status !== 'ok' || !options.outputs) return [];
  const kinds = canonicalOutputs(options.outputs);
  const files: OutputFile[] = [];
  if (kinds.includes('chunks'))
    files.push({
      kind: 'chunks',
      suffix: '.chunks.jsonl',
      content: jsonl(chunksOf(doc, options)),
      contentType: 'application/x-ndjson; charset=utf-8',
    });
  if (kinds.includes('tables'))
    for (const f of tableFiles(doc.sidecar.tables))
      files.push({
        kind: 'tables',
        suffix: `.tables/${f.name}`,
        content: f.content,
        contentType: f.contentType,
      });
  return files;
}
