/**
 * OCR for PDF pages without a usable text layer: pages rendered with pdf.js, read by Tesseract
 * (native binary or tesseract.js), words handed to the layout engine as text items.
 */
export { closeOcr, ocrEngine } from './engine.ts';
export { readPage } from './page.ts';
export { dpiFor, renderPage, withRenderDoc } from './render.ts';
export { OcrSession, placeOcrWords, unusableTextLayer } from './session.ts';
export type { GrayImage, OcrEngine, OcrWord } from './types.ts';
