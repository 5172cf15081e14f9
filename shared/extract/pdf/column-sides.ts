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

/** Typical width of the text left and right of `x` in rows not covering it, and the clear gap around `x`. */
export function sideWidths(rows: readonly Row[], x: number): { left: number; right: number; gapEm: number } {
  const lw: number[] = [];
  const rw: number[] = [];
  const dl: number[] = [];
  const dr: number[] = [];
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
      dl.push(x - lmax);
    }
    if (r.x1 > x) {
      rw.push(r.x1 - rmin);
      dr.push(rmin - x);
    }
    sizes.push(r.size);
  }
  // The narrow end of the clear band on each side (10th percentile: one spilling line is noise).
  // Upper quartile: equation pieces and figure labels make many short rows on a text column's side.
  return { left: q75(lw), right: q75(rw), gapEm: (q10(dl) + q10(dr)) / (medianOf(sizes) || 1) };
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
