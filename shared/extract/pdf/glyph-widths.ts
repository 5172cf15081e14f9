/**
 * Glyph advance widths by font, as the table stage uses them (table-glyphs.ts `charEdges`): the
 * one rule both readers of a page's glyphs apply, the drawing tap (drawing-frame.ts) and the
 * operator list (table-glyphs.ts `pageGlyphWidths`).
 */

/** Advance width (font units, only compared within a font) by font name and character. */
export type GlyphWidths = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** A glyph as pdf.js shows it: its Unicode text and advance width (or a number: a spacing adjustment). */
export interface ShownGlyph {
  unicode?: string;
  width?: number;
}

/** Whether `s` is one code point (`[...s].length === 1`, without the array per glyph). */
function isOneCharacter(s: string): boolean {
  if (s.length === 1) return true;
  if (s.length !== 2) return false;
  const hi = s.charCodeAt(0);
  const lo = s.charCodeAt(1);
  return hi >= 0xd800 && hi <= 0xdbff && lo >= 0xdc00 && lo <= 0xdfff;
}

/**
 * Add the glyphs' widths to a font's: the first width seen for a character stays. A glyph whose
 * text is several characters (a ligature) is left out: its width is not theirs one by one.
 */
export function addGlyphWidths(
  font: Map<string, number>,
  glyphs: readonly (ShownGlyph | number | null)[],
): void {
  for (const g of glyphs) {
    if (typeof g !== 'object' || !g || typeof g.unicode !== 'string' || !(g.width && g.width > 0)) continue;
    if (isOneCharacter(g.unicode) && !font.has(g.unicode)) font.set(g.unicode, g.width);
  }
}
