/**
 * pdf.js text items → placed glyph runs in a top-left page space. Rotated runs (margin
 * watermarks such as "Downloaded from … on …", rotated axis labels) are set apart: they are not
 * part of the reading order and go to the diagnostics.
 */
import type { Glyphs } from './model.ts';
import type { PdfDocument } from './pdfjs.ts';

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type TextContent = Awaited<ReturnType<PdfPage['getTextContent']>>;

/** Share of a run's scale that may be skew before it counts as rotated (about 6 degrees). */
const ROTATION_TOLERANCE = 0.1;
/** Ascender and descender as shares of the font size, for run boxes (typical Latin text fonts). */
const ASCENT = 0.78;
const DESCENT = 0.22;

/** A rotated run set apart, with its box (the run's corners after rotation). */
export interface RotatedRun {
  text: string;
  bbox: [number, number, number, number];
}

export interface PlacedItems {
  items: Glyphs[];
  rotated: RotatedRun[];
  /** Raw runs for font tallies. */
  raw: { str: string; fontName: string }[];
  width: number;
  height: number;
}

/** Product of two PDF transformation matrices [a b c d e f]: `n` applied first, then `m`. */
export function multiply(m: number[], n: number[]): number[] {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function placeItems(
  content: TextContent,
  viewport: { transform: number[]; width: number; height: number },
  mapText: (s: string) => string,
): PlacedItems {
  const items: Glyphs[] = [];
  const rotated: RotatedRun[] = [];
  const raw: { str: string; fontName: string }[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    raw.push({ str: item.str, fontName: item.fontName });
    if (!item.str.trim()) continue;
    const t = multiply(viewport.transform, item.transform as number[]);
    // Device space has y down; the text matrix's vertical axis points up, so d is negative.
    const scaleX = Math.hypot(t[0], t[1]);
    const size = Math.hypot(t[2], t[3]);
    if (size <= 0 || scaleX <= 0) continue;
    const skew = Math.max(Math.abs(t[1]) / scaleX, Math.abs(t[2]) / size);
    const str = mapText(item.str);
    if (skew > ROTATION_TOLERANCE || t[0] < 0) {
      // Corners: along the baseline by the run's width, up by the ascent, down by the descent.
      const w = Math.abs(item.width);
      const ux = t[0] / scaleX;
      const uy = t[1] / scaleX;
      const xs = [0, w * ux].flatMap((dx) => [ASCENT, -DESCENT].map((k) => t[4] + dx + k * t[2]));
      const ys = [0, w * uy].flatMap((dy) => [ASCENT, -DESCENT].map((k) => t[5] + dy + k * t[3]));
      rotated.push({
        text: str.trim(),
        bbox: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      });
      continue;
    }
    const x0 = t[4];
    const base = t[5];
    // item.width is in unscaled user space for unrotated pages; the viewport scale is 1.
    const width = Math.abs(item.width);
    items.push({
      str,
      x0,
      x1: x0 + width,
      base,
      top: base - ASCENT * size,
      bottom: base + DESCENT * size,
      size,
      font: item.fontName,
    });
  }
  return { items, rotated, raw, width: viewport.width, height: viewport.height };
}
