/**
 * The gutter search (columns.ts): the x in a region where no run covers the rows over the
 * longest vertical span of runs of free rows with text on both sides, wide enough in font sizes
 * and with columns on both sides, not table cells; and the rows of a region restricted to one
 * side of a gutter.
 */

import { COVER_PAD_EM, SideScan } from './column-sides.ts';
import { CoverScan } from './cover-scan.ts';
import { type Row, rowFrom } from './model.ts';

/** Margin of the region excluded from gutter search, as a share of its width (a gutter is never at the edge). */
export const GUTTER_SEARCH_MARGIN = 0.18;
/** A run of free rows counts only with text on each side in at least this many rows. */
export const MIN_SIDE_ROWS = 3;
/** Each side's longer rows (upper quartile) must be at least this share of the region width: table cells are narrower than text columns. */
const MIN_COLUMN_SHARE = 0.2;
/**
 * A gutter is at least this wide, in font sizes, between the text on its two sides: justified
 * word spaces stay below ~0.8 em, so aligned word gaps ("rivers") never qualify, while column
 * gutters measure 1.2 em (IEEE) to 3 em.
 */
export const MIN_GUTTER_EM = 0.9;
/** Step of the gutter scan in points (one: `CoverScan.sideCounts` counts whole points). */
const SCAN_STEP = 1;

export interface Gutter {
  x: number;
  left: number;
  right: number;
}

/** Vertical span of the runs of free rows at `x` that have text on both sides. */
function score(rows: readonly Row[], x: number, scan: CoverScan): number {
  let span = 0;
  let firstTop = 0;
  let lastBottom = 0;
  let open = false;
  let nl = 0;
  let nr = 0;
  for (let i = 0; i <= rows.length; i++) {
    const r = rows[i];
    if (i === rows.length || scan.covers(i, x)) {
      if (open && nl >= MIN_SIDE_ROWS && nr >= MIN_SIDE_ROWS) span += lastBottom - firstTop;
      open = false;
      nl = nr = 0;
      continue;
    }
    if (!open) firstTop = r.top;
    open = true;
    lastBottom = r.bottom;
    // A free row's runs lie wholly on one side of x or the other.
    if (r.x0 < x) nl++;
    if (r.x1 > x) nr++;
  }
  return span;
}

/**
 * The region's gutter between `lo` and `hi`: the stretch of x positions that holds over the
 * longest span (at least `minShare` of the rows' height) with sides at least `columnShare` wide.
 */
export function findGutter(
  rows: readonly Row[],
  lo: number,
  hi: number,
  minShare: number,
  columnShare = MIN_COLUMN_SHARE,
): Gutter | null {
  if (rows.length < 2 * MIN_SIDE_ROWS) return null;
  const width = hi - lo;
  const top = Math.min(...rows.map((r) => r.top));
  const bottom = Math.max(...rows.map((r) => r.bottom));
  const need = minShare * (bottom - top);
  let best = 0;
  let bestX = Number.NaN;
  const spans = new Map<number, number>();
  const scan = new CoverScan(rows, COVER_PAD_EM);
  const sides = new SideScan(rows);
  const first = Math.ceil(lo + GUTTER_SEARCH_MARGIN * width);
  const last = hi - GUTTER_SEARCH_MARGIN * width;
  const counts = scan.sideCounts(rows, first, Math.max(0, Math.floor(last - first) + 1));
  for (let x = first; x <= last; x += SCAN_STEP) {
    // Fewer free rows on a side than a run needs: `score` would be 0 here.
    const k = x - first;
    if (counts.left[k] < MIN_SIDE_ROWS || counts.right[k] < MIN_SIDE_ROWS) continue;
    // Nor can it beat the best so far or reach what is needed (the tie with `best` is scored: the
    // gutter's stretch is the positions that score as well as the best).
    if (counts.reach[k] < need || counts.reach[k] < best) continue;
    const span = score(rows, x, scan);
    spans.set(x, span);
    if (span <= best || span < need) continue;
    const w = sides.at(x);
    if (w.left < columnShare * width || w.right < columnShare * width || w.gapEm < MIN_GUTTER_EM) continue;
    best = span;
    bestX = x;
  }
  if (!(best > 0)) return null;
  // The gutter is the contiguous stretch of scan positions around the best one that score as well.
  let left = bestX;
  while ((spans.get(left - SCAN_STEP) ?? 0) >= best) left -= SCAN_STEP;
  let right = bestX;
  while ((spans.get(right + SCAN_STEP) ?? 0) >= best) right += SCAN_STEP;
  return { x: (left + right) / 2, left, right };
}

/** The runs of `rows` whose centres lie in [lo, hi), each row rebuilt from the runs it keeps (rows left with none are dropped). */
export function restrict(rows: readonly Row[], lo: number, hi: number): Row[] {
  const out: Row[] = [];
  for (const r of rows) {
    const items = r.items.filter((it) => {
      const c = (it.x0 + it.x1) / 2;
      return c >= lo && c < hi;
    });
    if (items.length) out.push(items.length === r.items.length ? r : rowFrom(items));
  }
  return out;
}
