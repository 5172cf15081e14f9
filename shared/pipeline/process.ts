/**
 * One document through the whole pipeline: detect → extract → normalize → quality → sidecar.
 * Never throws for bad input: a failure is a sidecar with status `failed` and a code.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DEFAULT_LIMITS } from '../config/index.ts';
import { GleanerError, oneLine, toError } from '../errors.ts';
import {
  type Detection,
  detectFormat,
  EXTRACTORS,
  type ExtractLimits,
  type ExtractResult,
  emptyMetadata,
} from '../extract/index.ts';
import type { OcrOptions } from '../extract/types.ts';
import { FallbackRecorder } from '../fallbacks.ts';
import { normalize } from '../normalize/index.ts';
import { scoreText } from '../quality/index.ts';
import { noTextReason, withOcrQuality } from '../quality/ocr.ts';
import { receipt } from '../receipt.ts';
import type { Sidecar } from '../sidecar/schema.ts';
import { SIDECAR_SCHEMA_ID } from '../sidecar/schema.ts';
import { buildStructure } from '../structure/index.ts';
import { renderMarkdown } from '../structure/markdown.ts';
import { assembleText, extractorMarkdown } from './assemble.ts';
import { optionsRecord } from './options-record.ts';
import { type PipelineOptions, pipelineVersion, stageVersions } from './version.ts';

export interface ProcessInput {
  bytes: Uint8Array;
  /** Source key or path, as given (recorded in the sidecar). */
  key: string;
  etag?: string | null;
  /** The source's Content-Type when the caller knows it (HTML reads its charset from it). */
  contentType?: string | null;
}

export interface ProcessOptions extends PipelineOptions {
  limits: ExtractLimits;
  /** OCR of PDF pages (shared/extract/pdf/ocr). @defaultValue { mode: 'auto' } */
  ocr?: OcrOptions;
  /**
   * The password of an encrypted PDF (`gleaner extract --pdf-password`). Not a pipeline option:
   * it never travels in a job, and the sidecar records neither it nor that one was given.
   * @defaultValue undefined
   */
  pdfPassword?: string;
}

export interface ProcessOutput {
  sidecar: Sidecar;
  /** Normalized text output ('' for a failed document). */
  text: string;
  markdown: string | null;
}

function sha256(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A sidecar for a document that failed before or during extraction. */
export function failedSidecar(
  base: {
    key: string;
    size: number;
    sha256: string | null;
    etag?: string | null;
    format?: Sidecar['source']['format'];
    detectedBy?: string;
  },
  error: GleanerError,
  options: PipelineOptions,
  timings: Record<string, number> = {},
): Sidecar {
  const format = base.format ?? 'unknown';
  return {
    schema: SIDECAR_SCHEMA_ID,
    source: {
      key: base.key,
      size: base.size,
      sha256: base.sha256,
      etag: base.etag ?? null,
      format,
      detected_by: base.detectedBy ?? 'none',
    },
    status: 'failed',
    error: { code: error.code, message: oneLine(error.message) },
    pipeline: { version: pipelineVersion(format, options), stages: stageVersions(format, options) },
    receipt: receipt(),
    options: optionsRecord(options),
    pages: null,
    metadata: emptyMetadata(),
    output: { chars: 0, sha256: null, footnotes: 0, captions: 0, tables: 0 },
    footnotes: [],
    captions: [],
    tables: [],
    sections: [],
    page_spans: [],
    blocks: [],
    diagnostics: {},
    normalization: null,
    quality: null,
    fallbacks: [],
    fallback_details: {},
    timings_ms: timings,
    created_at: new Date().toISOString(),
  };
}

export async function processDocument(input: ProcessInput, given: ProcessOptions): Promise<ProcessOutput> {
  // The OCR mode the extractor uses is the one the version and the sidecar record.
  const mode = given.ocr?.mode ?? given.ocrMode ?? 'auto';
  const options: ProcessOptions = { ...given, ocrMode: mode, ocr: { ...given.ocr, mode } };
  const t0 = performance.now();
  const timings: Record<string, number> = {};
  const lap = (name: string, since: number) => {
    timings[name] = Math.round((performance.now() - since) * 100) / 100;
    return performance.now();
  };
  const digest = sha256(input.bytes);
  const base = { key: input.key, size: input.bytes.length, sha256: digest, etag: input.etag ?? null };
  let detection: Detection | undefined;
  let t = t0;
  try {
    detection = detectFormat(input.bytes, input.key);
    t = lap('detect', t);
    const extractor = EXTRACTORS[detection.format];
    const fallbacks = new FallbackRecorder();
    const extracted: ExtractResult = await extractor.extract(
      input.bytes,
      {
        footnotes: options.footnotes,
        tables: options.tables,
        limits: options.limits,
        contentType: input.contentType ?? null,
        ocr: options.ocr,
        tablesDetect: options.tablesDetect,
        pdfPassword: options.pdfPassword,
      },
      fallbacks,
    );
    t = lap('extract', t);
    const body = normalize(extracted.body, options.level);
    const notes = extracted.footnotes.map((n) => normalize(n, options.level).text);
    const captions = (extracted.captions ?? []).map((c) => normalize(c, options.level).text);
    t = lap('normalize', t);
    const assembled = assembleText(body.text, notes, options, captions);
    const text = assembled.text;
    const structure = buildStructure({
      text,
      body: assembled.body,
      blocks: extracted.blocks,
      placed: extracted.placed,
      captions: assembled.captions.map((s, i) => ({ ...s, place: extracted.captionPlaces?.[i] })),
      footnotes: assembled.footnotes.map((s, i) => ({ ...s, place: extracted.footnotePlaces?.[i] })),
      pageGeometry: extracted.pageGeometry,
    });
    t = lap('structure', t);
    const markdown =
      extracted.markdown !== null
        ? extractorMarkdown(extracted.markdown || body.text, captions, notes)
        : renderMarkdown(text, structure, extracted.tables);
    const quality = withOcrQuality(scoreText(body.text), extracted.ocr, extracted.pages);
    t = lap('quality', t);
    // Normalization fallbacks join the document's fallbacks under their own keys.
    for (const key of body.report.fallbacks) {
      const d = body.report.fallback_details[key];
      for (const detail of d.details) fallbacks.fallback(key, detail);
    }
    const fb = fallbacks.toJSON();
    timings.total = Math.round((performance.now() - t0) * 100) / 100;
    const sidecar: Sidecar = {
      schema: SIDECAR_SCHEMA_ID,
      source: { ...base, format: detection.format, detected_by: detection.by },
      status: 'ok',
      error: null,
      pipeline: {
        version: pipelineVersion(detection.format, options),
        stages: stageVersions(detection.format, options),
      },
      receipt: receipt(),
      options: optionsRecord(options),
      pages: extracted.pages,
      metadata: extracted.metadata,
      output: {
        chars: text.length,
        sha256: sha256(text),
        footnotes: notes.length,
        captions: captions.length,
        tables: extracted.tables.length,
      },
      footnotes: notes,
      captions,
      tables: extracted.tables,
      sections: structure.sections,
      page_spans: structure.page_spans,
      blocks: structure.blocks,
      diagnostics: { [detection.format]: extracted.diagnostics },
      normalization: body.report,
      quality,
      fallbacks: fb.fallbacks,
      fallback_details: fb.fallback_details,
      timings_ms: timings,
      created_at: new Date().toISOString(),
      ocr: extracted.ocr?.summary ?? null,
    };
    // Engines that touched the file override the static receipt entry (same value, but proves use).
    Object.assign(sidecar.receipt.engines, extracted.engines);
    // An empty text is never "ok": a filter on status must not let a lost document through.
    if (!text.trim()) {
      sidecar.status = 'failed';
      sidecar.error = { code: 'no_text', message: oneLine(noTextReason(extracted)) };
      return { sidecar, text: '', markdown: null };
    }
    return { sidecar, text, markdown };
  } catch (err) {
    const error =
      err instanceof GleanerError
        ? err
        : new GleanerError('internal', `internal error: ${toError(err).message}`, { cause: err });
    timings.total = Math.round((performance.now() - t0) * 100) / 100;
    const sidecar = failedSidecar(
      { ...base, format: detection?.format, detectedBy: detection?.by },
      error,
      options,
      timings,
    );
    if (error.code === 'internal')
      (sidecar.diagnostics as Record<string, unknown>).stack = toError(err).stack?.split('\n').slice(0, 8);
    return { sidecar, text: '', markdown: null };
  }
}

/** The product defaults (what `gleaner extract` uses with no flags and no environment). */
export const DEFAULT_PROCESS_OPTIONS: ProcessOptions = {
  level: 'academic',
  footnotes: 'end',
  tables: 'inline',
  limits: DEFAULT_LIMITS,
};
