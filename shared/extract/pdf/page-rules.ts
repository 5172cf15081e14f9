/**
 * A page's ruling lines, figure marks and glyph widths: from the drawing tap, which read
 * them in the text pass (drawing-tap.ts), or else from the page's operator list (rules.ts,
 * table-glyphs.ts), a second parse of the page. Both give the same rules (a test compares them
 * page by page); the operator list is the way back when the tap is absent (pdf.js unpatched, or
 * turned off), could not read the page whole, or read it in a space the page's text is not in.
 */
import { toError } from '../../errors.ts';
import type { FallbackSink } from '../../fallbacks.ts';
import { type PageDrawing, rulesInSpace } from './drawing-tap.ts';
import { type Marks, marksInSpace } from './figure-marks.ts';
import { pageDrawing, type pageRules, type Rule } from './rules.ts';
import { type GlyphWidths, pageGlyphWidths } from './table-glyphs.ts';

/** Glyph widths, from the tap as the rules are, else from the operator list the rules were read from. */
export function widthsOf(
  page: Parameters<typeof pageRules>[0],
  drawing: PageDrawing | undefined,
): Promise<GlyphWidths | null> {
  if (drawing && !drawing.failed) return Promise.resolve(drawing.glyphWidths());
  return pageGlyphWidths(page).catch(() => null);
}

/**
 * The page's ruling lines and its figure marks (figure-marks.ts), both in the text's space: from
 * the drawing tap, else from one operator-list parse (then on every page: the figure marks are
 * wanted everywhere; the operator list lacks the images over pdf.js's `maxImageSize`, which it
 * does not decode). The caller decides where the rules may make tables (read-pages.ts). A page
 * whose drawing cannot be read gets null for both, and says so in the fallbacks.
 */
export async function drawingOf(
  page: Parameters<typeof pageRules>[0],
  space: { transform: number[] },
  drawing: PageDrawing | undefined,
  fallbacks: FallbackSink,
): Promise<{ rules: Rule[] | null; marks: Marks | null }> {
  const tapped = drawing && !drawing.failed ? rulesInSpace(drawing, space.transform) : null;
  if (tapped && drawing) return { rules: tapped, marks: marksInSpace(drawing.marks, space.transform) };
  try {
    const read = await pageDrawing(page, space);
    return { rules: read.rules, marks: read.marks };
  } catch (err) {
    fallbacks.fallback('pdf.rules_unreadable', `page ${page.pageNumber}: ${toError(err).message}`);
    return { rules: null, marks: null };
  }
}
