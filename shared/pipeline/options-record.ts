/**
 * The processing options as a sidecar records them (`options`, snake_case), and back. The record
 * holds every option that enters the pipeline version, so a reader (the dashboard's drift view,
 * a re-run plan) judges a sidecar by the options it was made with, not by today's defaults.
 * It names the fields it copies rather than spreading the options: a secret that travels with them
 * (a PDF's password) is never recorded, and does not enter the version either.
 */
import { type Encoding, resolveChunkOptions } from '../chunk/index.ts';
import { canonicalOutputs, DEFAULT_OUTPUTS, type OutputKind } from '../output/options.ts';
import type { Sidecar } from '../sidecar/schema.ts';
import type { PipelineOptions } from './version.ts';

export function optionsRecord(options: PipelineOptions): Sidecar['options'] {
  const outputs = canonicalOutputs(options.outputs ?? DEFAULT_OUTPUTS);
  const chunks = outputs.includes('chunks') ? resolveChunkOptions(options.chunks) : null;
  return {
    level: options.level,
    footnotes: options.footnotes,
    tables: options.tables,
    captions: options.captions ?? 'end',
    tables_detect: options.tablesDetect ?? 'thorough',
    ocr: options.ocrMode ?? 'auto',
    outputs,
    ...(chunks
      ? {
          chunks: {
            max_tokens: chunks.maxTokens,
            overlap_tokens: chunks.overlapTokens,
            encoding: chunks.encoding,
            context: chunks.context,
          },
        }
      : {}),
  };
}

/** A sidecar's options record (any revision; fields it lacks are the defaults of its time) → pipeline options. */
export function optionsFromRecord(
  record: Partial<Sidecar['options']>,
  defaults: PipelineOptions,
): PipelineOptions {
  return {
    level: record.level ?? defaults.level,
    footnotes: record.footnotes ?? defaults.footnotes,
    tables: record.tables ?? defaults.tables,
    captions: record.captions ?? 'end',
    tablesDetect: record.tables_detect ?? 'thorough',
    ocrMode: record.ocr ?? 'auto',
    outputs: (record.outputs ?? DEFAULT_OUTPUTS) as OutputKind[],
    ...(record.chunks
      ? {
          chunks: {
            maxTokens: record.chunks.max_tokens,
            overlapTokens: record.chunks.overlap_tokens,
            encoding: record.chunks.encoding as Encoding,
            context: record.chunks.context,
          },
        }
      : {}),
  };
}
