/**
 * The two sides of a candidate gutter (columns.ts): whether a row covers an x, and how wide and
 * how far apart the text on either side is in the rows that leave it free.
 */
import type { Row } from './model.ts';

/** Runs are shrunk by this share of their size before testing whether they cover an x (touching glyph boxes). */
export const COVER_PAD_EM = 0.05;

export function covers(row: Row, x: number): boolean {
  for (const it of row.items) {
    const pad = COVER_PAD_EM * it.size;
    if (it.x0 + pad < x && it.x1 - pad > x) return true;
  }
  return false;
}

/**
 * What `sideWidths` reads from the rows around `x` that does not move with `x`: which rows leave
 * it free and how each splits there. `lmax`/`rmin` are the order statistics the clear gap is taken
 * from (the gap at the 10th percentile is `x - lmax` on the left and `rmin - x` on the right, and
 * subtracting the same `x` keeps the order), null when no row has text on that side.
 */
export interface SideSplit {
  left: number;
  right: number;
  lmax: number | null;
  rmin: number | null;
  size: number;
}

/** How the rows free at `x` split into the text left and right of it. */
export function sideSplit(rows: readonly Row[], x: number): SideSplit {
  const lw: number[] = [];
  const rw: number[] = [];
  const lmaxes: number[] = [];
  const rmins: number[] = [];
  const sizes: number[] = [];
  for (const r of rows) {
    if (covers(r, x)) continue;
    let lmax = Number.NEGATIVE_INFINITY;
    let rmin = Number.POSITIVE_INFINITY;
    for (const it of r.items) {
      if (it.x1 <= x) lmax = Math.max(lmax, it.x1);
      else rmin = Math.min(rmin, it.x0);
    }
    if (r.x0 < x) {
      lw.push(lmax - r.x0);
      lmaxes.push(lmax);
    }
    if (r.x1 > x) {
      rw.push(r.x1 - rmin);
      rmins.push(rmin);
    }
    sizes.push(r.size);
  }
  // The narrow end of the clear band on each side (10th percentile: one spilling line is noise):
  // the 10th percentile of `x - lmax` is `x` less the same rank of `lmax` from the top.
  // Upper quartile: equation pieces and figure labels make many short rows on a text column's side.
  const desc = lmaxes.sort((a, b) => b - a);
  return {
    left: q75(lw),
    right: q75(rw),
    lmax: desc.length ? desc[Math.floor(0.1 * desc.length)] : null,
    rmin: rmins.length ? q10(rmins) : null,
    size: medianOf(sizes),
  };
}

/** Typical width of the text left and right of `x` in rows not covering it, and the clear gap around `x`. */
export function sideWidths(rows: readonly Row[], x: number): { left: number; right: number; gapEm: number } {
  return widthsAt(sideSplit(rows, x), x);
}

/** `sideWidths` at `x` from a split taken at any x that every run edge puts on the same side. */
export function widthsAt(s: SideSplit, x: number): { left: number; right: number; gapEm: number } {
  const dl = s.lmax === null ? 0 : x - s.lmax;
  const dr = s.rmin === null ? 0 : s.rmin - x;
  return { left: s.left, right: s.right, gapEm: (dl + dr) / (s.size || 1) };
}

/**
 * `sideWidths` for x rising, without reading the rows again between two neighbouring run
 * edges: every test it makes on a row (whether a run covers x, ends before it, where the row
 * starts and ends) changes only at a run's edge or padded edge. An x exactly on an edge is read
 * afresh. The gutter scan asked for the sides some 40,000 times over the corpus, 95% of them
 * within a stretch it had just read.
 */
export class SideScan {
  /** Sorted on the first `at`: most gutter scans find no candidate and never ask. */
  private edges: Float64Array | null = null;
  private k = 0;
  private cachedAt = -1;
  private cached: SideSplit | null = null;

  constructor(private readonly rows: readonly Row[]) {}

  private sortedEdges(): Float64Array {
    const e: number[] = [];
    for (const r of this.rows)
      for (const it of r.items) {
        const pad = COVER_PAD_EM * it.size;
        e.push(it.x0, it.x1, it.x0 + pad, it.x1 - pad);
      }
    return Float64Array.from(e).sort();
  }

  /** Calls must come with non-decreasing x. */
  at(x: number): { left: number; right: number; gapEm: number } {
    this.edges ??= this.sortedEdges();
    const e = this.edges;
    while (this.k < e.length && e[this.k] < x) this.k++;
    if (this.k < e.length && e[this.k] === x) return sideWidths(this.rows, x);
    if (this.cachedAt !== this.k || !this.cached) {
      this.cached = sideSplit(this.rows, x);
      this.cachedAt = this.k;
    }
    return widthsAt(this.cached, x);
  }
}

/** The q-quantile of `v`, which is sorted in place (callers pass arrays of their own). */
function quantileOf(v: number[], q: number): number {
  return v.sort((a, b) => a - b)[Math.floor(q * v.length)] ?? 0;
}
const q10 = (v: number[]) => quantileOf(v, 0.1);
const q75 = (v: number[]) => quantileOf(v, 0.75);

function medianOf(v: number[]): number {
  const s = v.sort((a, b) => a - b);
  return s.length ? s[s.length >> 1] : 0;
}
