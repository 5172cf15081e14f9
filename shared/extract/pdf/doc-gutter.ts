/**
 * The document's gutter, lent to pages whose own evidence is thin (issue #20). A page's gutter
 * must hold over a quarter of its text height with three rows of text on each side
 * (columns.ts); a first page with a one-column title block and abstract, then a short
 * two-column part whose right column holds only a heading (a LibreOffice continuous section
 * break), shows less, and was read as one column: left and right lines interleaved, every left
 * line a paragraph of its own. When most pages of the same size agree on one gutter, such a
 * page is split there if that x is clear over a smaller share of it, with prose on one side and
 * text on the other. One-column documents never have a document gutter; a table or a figure's
 * side-by-side panels on a page of a two-column document fail the prose test; full-width rows
 * (a title, an abstract) still cut the page into bands as they do for a page's own gutter.
 */

import type { GutterSpan } from './column-sections.ts';
import { covers, sideWidths } from './column-sides.ts';
import type { Row } from './model.ts';

/** Pages are of one size when their widths differ by at most this share (a landscape page or a plate is another). */
const WIDTH_SLACK = 0.02;
/** Two pages' gutters agree when their middles lie within this many points (scan step, ragged line ends). */
const AGREE_PT = 3;
/**
 * A document gutter needs at least this many agreeing pages, and at least this share of the
 * pages of that size with a text body (a 4-page paper: two plain two-column pages, a thin
 * first page and a short last page).
 */
const MIN_PAGES = 2;
const MIN_PAGE_SHARE = 0.5;
/** A page with fewer rows than this has no body to count (a blank page, a plate's caption). */
const MIN_BODY_ROWS = 6;
/** Thin evidence: the clear runs at the document's gutter cover this share of the region's text height (a page alone needs 0.25). */
const THIN_MIN_SHARE = 0.15;
/** A clear run counts with at least this many rows (a few short lines side by side are no columns). */
const THIN_MIN_ROWS = 6;
/**
 * The fuller side is a prose column, its longer rows at least this share of the region's width
 * (column-sections.ts's prose share); the other side at least this share (a lone heading such as
 * "A. Motivation" is 0.13 of an IEEE page). Table cells and panel labels stay narrower.
 */
const THIN_PROSE_SHARE = 0.35;
const THIN_SIDE_SHARE = 0.1;
/**
 * A short region (a last page's few reference lines in both columns) may have fewer rows than a
 * clear run needs: with at least this many, every one of them clear of the gutter and both sides
 * prose columns (THIN_PROSE_SHARE), it is split all the same.
 */
const SHORT_MIN_ROWS = 2;

export interface DocGutter extends GutterSpan {
  x: number;
  /** Width of the pages that agree on it: pages of another size do not use it. */
  width: number;
  /** The agreeing pages' gutter: its width in points and whether it is a narrow one (column-gutter.ts). */
  gap?: number;
  narrow?: boolean;
}

export interface PageGutter {
  /** The page's own top-level gutter, or null. */
  gutter: (GutterSpan & { x: number; gap?: number; narrow?: boolean }) | null;
  width: number;
  rows: number;
}

/** The gutter most pages of one size agree on, or null (one-column documents, mixed grids). */
export function documentGutter(pages: readonly PageGutter[]): DocGutter | null {
  let best: DocGutter | null = null;
  let bestCount = 0;
  for (const p of pages) {
    const g = p.gutter;
    if (!g) continue;
    const sameSize = pages.filter((q) => q.rows >= MIN_BODY_ROWS && sameWidth(q.width, p.width));
    const agreeing = sameSize.filter((q) => q.gutter && Math.abs(q.gutter.x - g.x) <= AGREE_PT);
    if (agreeing.length < MIN_PAGES || agreeing.length < MIN_PAGE_SHARE * sameSize.length) continue;
    if (agreeing.length <= bestCount) continue;
    // The median agreeing gutter stands for them all.
    const mid = agreeing
      .map((q) => q.gutter as GutterSpan & { x: number; gap?: number; narrow?: boolean })
      .sort((a, b) => a.x - b.x)[agreeing.length >> 1];
    best = { x: mid.x, left: mid.left, right: mid.right, width: p.width, gap: mid.gap, narrow: mid.narrow };
    bestCount = agreeing.length;
  }
  return best;
}

export function sameWidth(a: number, b: number): boolean {
  return Math.abs(a - b) <= WIDTH_SLACK * Math.max(a, b);
}

/**
 * The document's gutter for a region [lo, hi] whose own scan found none, when the rows leave it
 * clear over enough of their height with prose beside it; null otherwise. `margin` keeps it off
 * the region's edges as the page's own scan does; `minGapEm` is the gutter's least width.
 */
/** thinGutter for a region of fewer than THIN_MIN_ROWS rows: all of them clear, prose on both sides. */
function shortGutter(
  rows: readonly Row[],
  width: number,
  doc: DocGutter,
  minGapEm: number,
): DocGutter | null {
  if (rows.length < SHORT_MIN_ROWS || rows.some((r) => covers(r, doc.x))) return null;
  if (!rows.some((r) => r.x0 < doc.x) || !rows.some((r) => r.x1 > doc.x)) return null;
  const w = sideWidths(rows, doc.x);
  if (w.gapEm < minGapEm) return null;
  return Math.min(w.left, w.right) >= THIN_PROSE_SHARE * width ? doc : null;
}

export function thinGutter(
  rows: readonly Row[],
  lo: number,
  hi: number,
  doc: DocGutter,
  margin: number,
  minGapEm: number,
): DocGutter | null {
  const width = hi - lo;
  const x = doc.x;
  if (x < lo + margin * width || x > hi - margin * width) return null;
  if (rows.length < THIN_MIN_ROWS) return shortGutter(rows, width, doc, minGapEm);
  let span = 0;
  let top = 0;
  let bottom = 0;
  let n = 0;
  let nl = 0;
  let nr = 0;
  for (let i = 0; i <= rows.length; i++) {
    const r = rows[i];
    if (i === rows.length || covers(r, x)) {
      if (n >= THIN_MIN_ROWS && nl > 0 && nr > 0) span += bottom - top;
      n = nl = nr = 0;
      continue;
    }
    if (!n) top = r.top;
    n++;
    bottom = r.bottom;
    if (r.x0 < x) nl++;
    if (r.x1 > x) nr++;
  }
  const height = Math.max(...rows.map((r) => r.bottom)) - Math.min(...rows.map((r) => r.top));
  if (span < THIN_MIN_SHARE * height) return null;
  const w = sideWidths(rows, x);
  if (w.gapEm < minGapEm) return null;
  if (Math.max(w.left, w.right) < THIN_PROSE_SHARE * width) return null;
  if (Math.min(w.left, w.right) < THIN_SIDE_SHARE * width) return null;
  return doc;
}
