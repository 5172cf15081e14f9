/**
 * The gutter search (columns.ts): the x in a region where no run covers the rows over the
 * longest vertical span of runs of free rows with text on both sides, wide enough in font sizes
 * and with columns on both sides, not table cells; and the rows of a region restricted to one
 * side of a gutter.
 */

import { COVER_PAD_EM, SideScan } from './column-sides.ts';
import { CoverScan } from './cover-scan.ts';
import { type Glyphs, type Row, rowFrom, rowsDominantSize } from './model.ts';

/** Share of the region's text height the gutter must hold over: top level (floats and a one-column title block may take the rest) and nested (a third column spans the band). */
export const GUTTER_MIN_SHARE = 0.25;
export const NESTED_GUTTER_MIN_SHARE = 0.25;
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
/**
 * A narrower gutter (a 12 pt text with LaTeX's 10 pt column separation is 0.83 em; a tight 7 pt
 * one is 0.7 em) is taken only at a page's top level, when no gutter of MIN_GUTTER_EM holds, and
 * on stronger evidence than width: clear over NARROW_MIN_SHARE of the text height, prose-wide
 * columns on both sides (NARROW_COLUMN_SHARE of the width), and both column edges at the gutter
 * aligned: the right column's lines start at one x and the left column's lines end at one x
 * (justified text) in NARROW_ALIGNED_SHARE of the rows. Word spaces of one-column prose wander
 * from line to line, and a table's cells are narrower than text columns.
 */
export const NARROW_GUTTER_EM = 0.5;
const NARROW_MIN_SHARE = 0.6;
const NARROW_COLUMN_SHARE = 0.4;
/**
 * ...and each side at least this many sizes of the body type wide: a paper's column holds 20 em
 * or more (LaTeX's 10 pt article two-column: 24 em), while the halves of short lines that happen
 * to split at one word space on every row are a few words each.
 */
const NARROW_COLUMN_EM = 12;
const NARROW_ALIGNED_SHARE = 0.5;
/** Line edges within this many points are aligned (a column's justified edge, its left margin). */
const ALIGN_PT = 1;
/**
 * A row is two column lines when its gap at the gutter is at least this share of the gutter's own
 * width, even under MIN_GUTTER_EM: a page whose gutter measures 0.83 em in its body type (12 pt
 * text, 10 pt separation) has every pair of column lines that close.
 */
export const ROW_GAP_SHARE = 0.8;
/** Step of the gutter scan in points (one: `CoverScan.sideCounts` counts whole points). */
const SCAN_STEP = 1;

export interface Gutter {
  x: number;
  left: number;
  right: number;
  /** The gutter's own width, from the left column's edge to the right column's (`gutterWidth`), in points. */
  gap?: number;
  /** Found by the narrow rule (under MIN_GUTTER_EM): a lent document gutter is then looked for as narrow too. */
  narrow?: boolean;
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
  narrow = false,
): Gutter | null {
  if (rows.length < 2 * MIN_SIDE_ROWS) return null;
  const width = hi - lo;
  const top = Math.min(...rows.map((r) => r.top));
  const bottom = Math.max(...rows.map((r) => r.bottom));
  const need = minShare * (bottom - top);
  let best = 0;
  let bestX = Number.NaN;
  // The best narrow candidate, used when no gutter of MIN_GUTTER_EM holds.
  let nBest = 0;
  let nBestX = Number.NaN;
  let body: number | undefined;
  const narrowNeed = Math.max(need, NARROW_MIN_SHARE * (bottom - top));
  const scan = new CoverScan(rows, COVER_PAD_EM);
  const sides = new SideScan(rows);
  const first = Math.ceil(lo + GUTTER_SEARCH_MARGIN * width);
  const last = hi - GUTTER_SEARCH_MARGIN * width;
  const n = Math.max(0, Math.floor(last - first) + 1);
  const counts = scan.sideCounts(rows, first, n);
  const spans = new Spans(first, n);
  for (let x = first; x <= last; x += SCAN_STEP) {
    // Fewer free rows on a side than a run needs: `score` would be 0 here.
    const k = x - first;
    if (counts.left[k] < MIN_SIDE_ROWS || counts.right[k] < MIN_SIDE_ROWS) continue;
    // Nor can it beat the best so far or reach what is needed (the tie with `best` is scored: the
    // gutter's stretch is the positions that score as well as the best).
    if (counts.reach[k] < need || counts.reach[k] < best) continue;
    const span = score(rows, x, scan);
    spans.set(k, span);
    if (span <= best || span < need) continue;
    const w = sides.at(x);
    if (w.left < columnShare * width || w.right < columnShare * width) continue;
    if (w.gapEm < MIN_GUTTER_EM) {
      body ??= rowsDominantSize(rows);
      const least = Math.max(NARROW_COLUMN_SHARE * width, NARROW_COLUMN_EM * body);
      const wide = w.left >= least && w.right >= least;
      if (narrow && wide && w.gapEm >= NARROW_GUTTER_EM && span >= narrowNeed && span > nBest) {
        nBest = span;
        nBestX = x;
      }
      continue;
    }
    best = span;
    bestX = x;
  }
  if (!(best > 0)) return nBest > 0 ? narrowGutter(rows, nBestX, spans, nBest) : null;
  // The gutter is the contiguous stretch of scan positions around the best one that score as well.
  return stretch(rows, bestX, spans, best);
}

/**
 * The densest cluster of `v` (sorted in place): the most values within ALIGN_PT of one another,
 * as their share of `v` and their median (a column's justified edge, its left margin).
 */
function edgeCluster(v: number[]): { share: number; at: number } {
  if (!v.length) return { share: 0, at: Number.NaN };
  v.sort((a, b) => a - b);
  let most = 0;
  let from = 0;
  for (let i = 0, j = 0; j < v.length; j++) {
    while (v[j] - v[i] > ALIGN_PT) i++;
    if (j - i + 1 > most) {
      most = j - i + 1;
      from = i;
    }
  }
  return { share: most / v.length, at: v[from + (most >> 1)] };
}

/** Where the lines free at `x` end on its left and start on its right. */
function edgesAt(rows: readonly Row[], x: number): { ends: number[]; starts: number[] } {
  const ends: number[] = [];
  const starts: number[] = [];
  for (const r of rows) {
    let lEnd = Number.NEGATIVE_INFINITY;
    let rStart = Number.POSITIVE_INFINITY;
    let covered = false;
    for (const it of r.items) {
      if (it.x0 < x && it.x1 > x) {
        covered = true;
        break;
      }
      if (it.x1 <= x) lEnd = Math.max(lEnd, it.x1);
      else rStart = Math.min(rStart, it.x0);
    }
    if (covered) continue;
    const hasLeft = lEnd > Number.NEGATIVE_INFINITY;
    const hasRight = rStart < Number.POSITIVE_INFINITY;
    if (hasLeft) ends.push(lEnd);
    if (hasRight) starts.push(rStart);
  }
  return { ends, starts };
}

/**
 * The gutter's own width: from the left column's edge (where most lines free at `x` end) to the
 * right column's (where most start). Measured on each side alone, so columns whose baselines do
 * not line up (headings' glue) still give it; undefined when a side has no edge.
 */
function gutterWidth(rows: readonly Row[], x: number): number | undefined {
  const { ends, starts } = edgesAt(rows, x);
  const gap = edgeCluster(starts).at - edgeCluster(ends).at;
  return gap > 0 ? gap : undefined;
}

/**
 * The scores of the scan positions `first`, `first + 1`, … `first + n - 1` by index, 0 where
 * a position was not scored or lies outside the scan: a typed array rather than a Map keyed by
 * x, which cost a hash insert per scored position.
 */
class Spans {
  private readonly v: Float64Array;
  constructor(
    private readonly first: number,
    n: number,
  ) {
    this.v = new Float64Array(n);
  }
  set(k: number, span: number): void {
    this.v[k] = span;
  }
  get(x: number): number {
    const k = x - this.first;
    return k >= 0 && k < this.v.length ? this.v[k] : 0;
  }
}

/** The stretch of scan positions around `x` that score as well as `best`: the gutter. */
function stretch(rows: readonly Row[], x: number, spans: Spans, best: number): Gutter {
  let left = x;
  while (spans.get(left - SCAN_STEP) >= best) left -= SCAN_STEP;
  let right = x;
  while (spans.get(right + SCAN_STEP) >= best) right += SCAN_STEP;
  const mid = (left + right) / 2;
  return { x: mid, left, right, gap: gutterWidth(rows, mid) };
}

/** The narrow candidate at `x` as a gutter when both its column edges are aligned, else null. */
function narrowGutter(rows: readonly Row[], x: number, spans: Spans, best: number): Gutter | null {
  const { ends, starts } = edgesAt(rows, x);
  if (edgeCluster(ends).share < NARROW_ALIGNED_SHARE || edgeCluster(starts).share < NARROW_ALIGNED_SHARE)
    return null;
  return { ...stretch(rows, x, spans, best), narrow: true };
}

/** The runs of `rows` whose centres lie in [lo, hi), each row rebuilt from the runs it keeps (rows left with none are dropped). */
export function restrict(rows: readonly Row[], lo: number, hi: number): Row[] {
  const inside = (it: Glyphs) => {
    const c = (it.x0 + it.x1) / 2;
    return c >= lo && c < hi;
  };
  const out: Row[] = [];
  for (const r of rows) {
    // Counted first: most rows lie wholly on one side, and are then kept or left without a copy.
    let kept = 0;
    for (const it of r.items) if (inside(it)) kept++;
    if (!kept) continue;
    out.push(kept === r.items.length ? r : rowFrom(r.items.filter(inside)));
  }
  return out;
}
