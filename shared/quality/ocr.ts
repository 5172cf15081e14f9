/**
 * Honest outcomes for OCR'd and empty documents: a low OCR confidence lowers the score and sets a
 * flag; an empty final text is a failure whose message says why nothing was found.
 */
import type { ExtractResult, OcrReport } from '../extract/types.ts';
import type { QualityResult } from './types.ts';

/**
 * Mean word confidence (Tesseract, 0..100) below which OCR'd text is flagged `ocr_low_confidence`.
 * Clean 300 dpi scans of printed papers read at 90-96; handwriting and photographs of text 20-50;
 * under 70 about one word in five is wrong.
 */
export const LOW_OCR_CONFIDENCE = 70;
/** Confidence at or above which OCR'd text keeps its score (clean print). */
const FULL_OCR_CONFIDENCE = 90;

/**
 * The score scaled by OCR's confidence, in proportion to the share of pages OCR read: a born-digital
 * paper with one scanned appendix page loses little, a scanned paper read at 50 loses much.
 */
export function withOcrQuality(
  quality: QualityResult,
  ocr: OcrReport | undefined,
  pages: number | null,
): QualityResult {
  const s = ocr?.summary;
  if (!s?.pages.length || s.mean_confidence === null) return quality;
  const share = Math.min(1, s.pages.length / Math.max(1, pages ?? s.pages.length));
  const factor = Math.min(1, s.mean_confidence / FULL_OCR_CONFIDENCE);
  const score = Math.round(quality.score * (1 - share * (1 - factor)));
  const low = s.mean_confidence < LOW_OCR_CONFIDENCE;
  return {
    ...quality,
    score,
    confidence: low ? 'low' : quality.confidence,
    signals: { ...quality.signals, ocr_pages: s.pages.length, ocr_mean_confidence: s.mean_confidence },
    flags: [...quality.flags, 'ocr', ...(low ? ['ocr_low_confidence'] : [])],
  };
}

function pageList(pages: readonly number[]): string {
  const shown = pages.slice(0, 10).join(', ');
  return pages.length > 10 ? `${shown} and ${pages.length - 10} more` : shown;
}

/** Why a document's final text is empty, in one line for the `no_text` error. */
export function noTextReason(extracted: ExtractResult): string {
  const ocr = extracted.ocr;
  const n = extracted.pages ?? 0;
  if (!ocr?.needed.length)
    return extracted.format === 'pdf'
      ? `no text: the text layer of ${n} page(s) holds nothing that survives extraction (figures or boilerplate only)`
      : 'no text: the document has no body text';
  const needed = `page(s) ${pageList(ocr.needed)} have no usable text layer (scanned or image-only)`;
  if (ocr.mode === 'off') return `no text: ${needed} and OCR is off (--ocr off or GLEANER_OCR=off)`;
  if (!ocr.summary?.pages.length)
    return `no text: ${needed} and OCR could not read them (page(s) ${pageList(ocr.skipped)} skipped: time budget or engine failure)`;
  if (!ocr.words)
    return `no text: ${needed}; OCR (${ocr.summary.engine}) read them and found no words (blank pages, or drawings)`;
  return `no text: ${needed}; OCR (${ocr.summary.engine}) found only ${ocr.words} scattered word(s) at mean confidence ${ocr.summary.mean_confidence} (handwriting or noise), nothing that forms text`;
}
