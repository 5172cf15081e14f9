/**
 * The pdf.js worker objects the drawing tap reads (drawing-frame.ts, drawing-tap.ts), by duck
 * type: the worker's classes are not exported. And the checks that tell them apart.
 */

/** The pdf.js objects a frame reads, by duck type (the worker's classes are not exported). */
export interface PdfName {
  name: string;
}
export interface PdfDict {
  get(...keys: string[]): unknown;
  getRaw(key: string): unknown;
  getArray(...keys: string[]): unknown;
}
export interface PdfStream {
  dict?: PdfDict;
  getBytes(length?: number): Uint8Array;
  reset(): void;
}
export interface PdfXref {
  fetch(ref: unknown): unknown;
}
export interface PdfFont {
  charsToGlyphs(chars: string): ({ unicode?: string; width?: number } | null)[];
}
export interface PdfTextState {
  font: PdfFont | null;
  loadedName: string | null;
}

export function isMatrix(v: unknown): v is number[] {
  return Array.isArray(v) && v.length === 6 && v.every((x) => typeof x === 'number' && Number.isFinite(x));
}

export function nameOf(v: unknown): string | null {
  return typeof v === 'object' && v !== null && typeof (v as PdfName).name === 'string'
    ? (v as PdfName).name
    : null;
}

export function isDict(v: unknown): v is PdfDict {
  return typeof v === 'object' && v !== null && typeof (v as PdfDict).get === 'function';
}
