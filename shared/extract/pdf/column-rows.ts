/**
 * What the column layout (columns.ts) and the box bands (column-boxes.ts) share: a column, the
 * region's body size, whether a row crosses a gutter as a full-width line, and a band's extent.
 */
import { type Gutter, MIN_GUTTER_EM, ROW_GAP_SHARE } from './column-gutter.ts';
import { COVER_PAD_EM } from './column-sides.ts';
import { dominantSize, type Row } from './model.ts';

/** A crossing row is full-width only if it reaches this share of each side's width past the gutter; less is a line that spills into the gutter. */
const FULL_WIDTH_REACH = 0.15;
export interface Column {
  rows: Row[];
  left: number;
  right: number;
  id: string;
  /** The page found no gutter of its own and was split at the document's (doc-gutter.ts). */
  docGutter?: boolean;
}

/**
 * The region's body size: the size carrying the most characters. A gutter's width is set for the
 * body type, so a gap at the gutter is measured against it, never against a larger heading's
 * size (article's 10 pt column separation is 0.83 em of a 12 pt \subsection: two headings side
 * by side, one in each column, were read as one line).
 */
export function bodySize(rows: readonly Row[]): number {
  return dominantSize(rows.flatMap((r) => r.items));
}

export function isFullWidth(row: Row, g: Gutter, lo: number, hi: number, body: number): boolean {
  // A line with text on both sides but only a word space at the gutter is one line, not two columns.
  let lmax = Number.NEGATIVE_INFINITY;
  let rmin = Number.POSITIVE_INFINITY;
  for (const it of row.items) {
    if (it.x0 + it.x1 < 2 * g.x) lmax = Math.max(lmax, it.x1);
    else rmin = Math.min(rmin, it.x0);
  }
  const wordSpace = MIN_GUTTER_EM * Math.min(row.size, body);
  if (rmin - lmax < (g.gap ? Math.min(wordSpace, ROW_GAP_SHARE * g.gap) : wordSpace)) return true;
  for (const it of row.items) {
    if (it.x0 + COVER_PAD_EM * it.size < g.x && it.x1 - COVER_PAD_EM * it.size > g.x) {
      const reachL = (g.x - it.x0) / (g.x - lo);
      const reachR = (it.x1 - g.x) / (hi - g.x);
      if (reachL >= FULL_WIDTH_REACH && reachR >= FULL_WIDTH_REACH) return true;
      // A short centred heading ("Abstract") straddles the gutter without reaching far.
      if (Math.abs((row.x0 + row.x1) / 2 - (lo + hi) / 2) < row.size) return true;
    }
  }
  return false;
}

export function extent(rows: readonly Row[]): { left: number; right: number } {
  return { left: Math.min(...rows.map((r) => r.x0)), right: Math.max(...rows.map((r) => r.x1)) };
}

/** A full-width band spans the region, whatever its own lines' extent (a centred author line). */
export function fullWidth(rows: Row[], lo: number, hi: number, id: string): Column {
  return {
    rows,
    left: Math.min(lo + 1, ...rows.map((r) => r.x0)),
    right: Math.max(hi - 1, ...rows.map((r) => r.x1)),
    id,
  };
}
