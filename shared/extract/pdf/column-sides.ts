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
  // Typed arrays sort numerically without a comparator call per comparison: the gutter scan asks
  // this for many candidate positions, and the sorts were most of its time.
  const lw = new Float64Array(rows.length);
  const rw = new Float64Array(rows.length);
  const dl = new Float64Array(rows.length);
  const dr = new Float64Array(rows.length);
  const sizes = new Float64Array(rows.length);
  let nl = 0;
  let nr = 0;
  let ns = 0;
  for (const r of rows) {
    if (covers(r, x)) continue;
    let lmax = Number.NEGATIVE_INFINITY;
    let rmin = Number.POSITIVE_INFINITY;
    for (const it of r.items) {
      if (it.x1 <= x) lmax = Math.max(lmax, it.x1);
      else rmin = Math.min(rmin, it.x0);
    }
    if (r.x0 < x) {
      lw[nl] = lmax - r.x0;
      dl[nl++] = x - lmax;
    }
    if (r.x1 > x) {
      rw[nr] = r.x1 - rmin;
      dr[nr++] = rmin - x;
    }
    sizes[ns++] = r.size;
  }
  // The narrow end of the clear band on each side (10th percentile: one spilling line is noise).
  // Upper quartile: equation pieces and figure labels make many short rows on a text column's side.
  return {
    left: q75(lw.subarray(0, nl)),
    right: q75(rw.subarray(0, nr)),
    gapEm: (q10(dl.subarray(0, nl)) + q10(dr.subarray(0, nr))) / (medianOf(sizes.subarray(0, ns)) || 1),
  };
}

/** The q-quantile of `v`, which is sorted in place (callers pass arrays of their own). */
function quantileOf(v: Float64Array, q: number): number {
  return v.sort()[Math.floor(q * v.length)] ?? 0;
}
const q10 = (v: Float64Array) => quantileOf(v, 0.1);
const q75 = (v: Float64Array) => quantileOf(v, 0.75);

function medianOf(v: Float64Array): number {
  const s = v.sort();
  return s.length ? s[s.length >> 1] : 0;
}
