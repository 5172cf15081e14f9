/**
 * Where each character of a run sits, from the advance widths of its font's glyphs. pdf.js gives
 * a text run's start and total width only; a cell cut at a drawn rule inside a run ('Patricia'
 * overflowing into the next cell, schools.pdf) needs the characters' own widths, which an even
 * share of the run gets wrong by up to a character in proportional type ('i' is 229 units in
 * Calibri, 'a' 479).
 *
 * The widths come from the page's drawing operations, which are read anyway on every page where
 * a table is looked for (rules.ts): each text-showing operation carries its glyphs with their
 * Unicode text and advance width. pdf.js keeps a page's operator list until the page is cleaned
 * up, so asking for it again after the rules costs no second parse.
 */

import { addGlyphWidths, type GlyphWidths, type ShownGlyph } from './glyph-widths.ts';
import type { Glyphs } from './model.ts';
import { loadPdfjs, type PdfDocument } from './pdfjs.ts';

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

export type { GlyphWidths };

/**
 * The glyph widths of every font the page shows text in, by pdf.js's font name (the text items'
 * `fontName`), from the page's operator list (`addGlyphWidths` says which glyphs count).
 */
export async function pageGlyphWidths(page: PdfPage): Promise<GlyphWidths> {
  const { OPS, AnnotationMode } = await loadPdfjs();
  // The same options as pageRules, so pdf.js answers from the operator list it already holds.
  const ops = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
  const out = new Map<string, Map<string, number>>();
  let font: Map<string, number> | null = null;
  for (let k = 0; k < ops.fnArray.length; k++) {
    const fn = ops.fnArray[k];
    if (fn === OPS.setFont) {
      const name = String((ops.argsArray[k] as unknown[])[0]);
      font = out.get(name) ?? new Map();
      out.set(name, font);
    } else if (font && fn === OPS.showText) {
      addGlyphWidths(font, ((ops.argsArray[k] as unknown[])[0] as (ShownGlyph | number)[]) ?? []);
    }
  }
  return out;
}

/**
 * The x position of each character boundary of a run: n + 1 positions for n characters, from
 * x0 to x1. Each character's share of the run's width is its glyph's advance over the sum of the
 * run's advances (so the run's own spacing is spread in proportion); a character the font's
 * glyphs on the page do not cover counts as their mean. Without widths for the run's font (a
 * page whose drawing operations were not read), an even share per character.
 */
export function charEdges(it: Glyphs, widths?: GlyphWidths | null): number[] {
  // UTF-16 units, as the callers slice the run's text (a character outside the BMP counts as two).
  const chars = it.str.split('');
  const known = widths?.get(it.font);
  let mean = 1;
  if (known?.size) {
    mean = 0;
    for (const v of known.values()) mean += v / known.size;
  }
  const filled = chars.map((c) => known?.get(c) ?? mean);
  const total = filled.reduce((a, b) => a + b, 0) || 1;
  const scale = (it.x1 - it.x0) / total;
  const edges = [it.x0];
  for (const v of filled) edges.push(edges[edges.length - 1] + v * scale);
  edges[edges.length - 1] = it.x1;
  return edges;
}
