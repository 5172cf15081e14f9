/**
 * The OCR word-box model. Both engines (native `tesseract`, tesseract.js) produce Tesseract's TSV
 * and are read by one parser (tsv.ts), so they give the same words by construction.
 */

export type { OcrMode, OcrOptions, OcrReport, OcrSummary } from '../../types.ts';

/** One recognised word. Coordinates are PDF points, top-left origin, in the page as read (after any turn). */
export interface OcrWord {
  text: string;
  bbox: [number, number, number, number];
  /** Tesseract's word confidence, 0..100. */
  confidence: number;
  /** Ids from Tesseract's layout analysis: block, paragraph within it, line within the paragraph. */
  block: number;
  par: number;
  line: number;
}

/** A grayscale page image: one byte per pixel, row-major. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
  /** Pixels per inch the page was rendered at. */
  dpi: number;
}

/** An OCR engine: image in, words in pixel coordinates out. */
export interface OcrEngine {
  name: 'tesseract' | 'tesseract.js';
  version: string;
  /** Words in image pixels. Rejects when the page takes longer than `timeoutMs`. */
  recognize(image: GrayImage, options: RecognizeOptions): Promise<OcrWord[]>;
  /**
   * Tesseract's orientation detection (OSD): quarter turns clockwise that make the page upright,
   * or null when it is unsure. Optional: tesseract.js ships without the OSD model.
   */
  orientation?(image: GrayImage, timeoutMs: number): Promise<0 | 1 | 2 | 3 | null>;
  close(): Promise<void>;
}

export interface RecognizeOptions {
  /** Scattered text in no particular order (a crop, a drawing): Tesseract's sparse mode. */
  sparse?: boolean;
  timeoutMs: number;
}
