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

/**
 * Scratch columns for `sideSplit`, grown on demand and reused: the gutter scan asks for a split
 * tens of thousands of times per corpus pass, and five fresh arrays per call were a measurable
 * share of the garbage collector's work.
 */
let scratch = {
  lw: new Float64Array(0),
  rw: new Float64Array(0),
  lmax: new Float64Array(0),
  rmin: new Float64Array(0),
  size: new Float64Array(0),
};

function scratchFor(n: number): typeof scratch {
  if (scratch.lw.length < n) {
    const m = Math.max(n, 2 * scratch.lw.length);
    scratch = {
      lw: new Float64Array(m),
      rw: new Float64Array(m),
      lmax: new Float64Array(m),
      rmin: new Float64Array(m),
      size: new Float64Array(m),
    };
  }
  return scratch;
}

/** How the rows free at `x` split into the text left and right of it. */
export function sideSplit(rows: readonly Row[], x: number): SideSplit {
  const { lw, rw, lmax: lmaxes, rmin: rmins, size: sizes } = scratchFor(rows.length);
  let nl = 0;
  let nr = 0;
  let ns = 0;
  // A NaN coordinate has no place in an order: such rows take the sorting path below, which
  // orders them as it always did.
  let nan = false;
  for (const r of rows) {
    let lmax = Number.NEGATIVE_INFINITY;
    let rmin = Number.POSITIVE_INFINITY;
    let covered = false;
    for (const it of r.items) {
      const pad = COVER_PAD_EM * it.size;
      if (it.x0 + pad < x && it.x1 - pad > x) {
        covered = true;
        break;
      }
      if (it.x1 <= x) lmax = Math.max(lmax, it.x1);
      else rmin = Math.min(rmin, it.x0);
    }
    if (covered) continue;
    if (r.x0 < x) {
      const w = lmax - r.x0;
      lw[nl] = w;
      lmaxes[nl++] = lmax;
      if (Number.isNaN(w)) nan = true;
    }
    if (r.x1 > x) {
      const w = r.x1 - rmin;
      rw[nr] = w;
      rmins[nr++] = rmin;
      if (Number.isNaN(w)) nan = true;
    }
    sizes[ns++] = r.size;
    if (Number.isNaN(r.size)) nan = true;
  }
  if (nan) return sideSplitSorted(rows, x);
  // The narrow end of the clear band on each side (10th percentile: one spilling line is noise):
  // the 10th percentile of `x - lmax` is `x` less the same rank of `lmax` from the top.
  // Upper quartile: equation pieces and figure labels make many short rows on a text column's side.
  return {
    left: nl ? select(lw, nl, Math.floor(0.75 * nl)) : 0,
    right: nr ? select(rw, nr, Math.floor(0.75 * nr)) : 0,
    lmax: nl ? select(lmaxes, nl, nl - 1 - Math.floor(0.1 * nl)) : null,
    rmin: nr ? select(rmins, nr, Math.floor(0.1 * nr)) : null,
    size: ns ? select(sizes, ns, ns >> 1) : 0,
  };
}

/**
 * The `k`-th smallest of `v[0..n)` (which it reorders), by quickselect: the same value a sort
 * would put at `k`, without sorting. `v` must hold no NaN.
 */
function select(v: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const pivot = v[(lo + hi) >> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (v[i] < pivot) i++;
      while (v[j] > pivot) j--;
      if (i <= j) {
        const t = v[i];
        v[i++] = v[j];
        v[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return v[k];
  }
  return v[k];
}

/** `sideSplit` by sorting, for rows with NaN coordinates (broken producers): their order is the sort's. */
function sideSplitSorted(rows: readonly Row[], x: number): SideSplit {
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
 * The widest span of whole points `SideScan` counts edges over with a table: a page is some
 * hundreds of points wide, and a hostile one with far-flung coordinates takes the sorted path.
 */
const EDGE_TABLE_MAX_SPAN = 1 << 16;

/**
 * `sideWidths` for x rising, without reading the rows again between two neighbouring run
 * edges: every test it makes on a row (whether a run covers x, ends before it, where the row
 * starts and ends) changes only at a run's edge or padded edge. An x exactly on an edge is read
 * afresh. The gutter scan asked for the sides some 40,000 times over the corpus, 95% of them
 * within a stretch it had just read.
 *
 * The stretch is told by how many edges lie below x. The scan asks at whole points, where that
 * count is read from a table of edges per point (built in one pass over the edges); sorting the
 * edges, which any other x needs, cost more than all the splits the cache saved.
 */
export class SideScan {
  private table: EdgeTable | null | undefined;
  private sorted: Float64Array | null = null;
  /** How many of `sorted` are numbers (its NaNs sort last). */
  private numbers = 0;
  private cachedAt = -1;
  private cached: SideSplit | null = null;

  constructor(private readonly rows: readonly Row[]) {}

  private edges(): Float64Array {
    let n = 0;
    for (const r of this.rows) n += r.items.length;
    const e = new Float64Array(4 * n);
    let k = 0;
    for (const r of this.rows)
      for (const it of r.items) {
        const pad = COVER_PAD_EM * it.size;
        e[k++] = it.x0;
        e[k++] = it.x1;
        e[k++] = it.x0 + pad;
        e[k++] = it.x1 - pad;
      }
    return e;
  }

  /** The edges below `x` (NaN edges never are), and whether one equals it. */
  private below(x: number): { count: number; onEdge: boolean } {
    if (Number.isInteger(x)) {
      // Built on the first ask: most gutter scans find no candidate and never ask.
      if (this.table === undefined) this.table = EdgeTable.of(this.edges());
      if (this.table) return this.table.below(x);
    }
    if (!this.sorted) {
      this.sorted = this.edges().sort();
      this.numbers = this.sorted.length;
      while (this.numbers > 0 && Number.isNaN(this.sorted[this.numbers - 1])) this.numbers--;
    }
    // The first number not below x, by bisection.
    const e = this.sorted;
    let lo = 0;
    let hi = this.numbers;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (e[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return { count: lo, onEdge: lo < this.numbers && e[lo] === x };
  }

  /** Calls must come with non-decreasing x. */
  at(x: number): { left: number; right: number; gapEm: number } {
    const { count, onEdge } = this.below(x);
    if (onEdge) return sideWidths(this.rows, x);
    if (this.cachedAt !== count || !this.cached) {
      this.cached = sideSplit(this.rows, x);
      this.cachedAt = count;
    }
    return widthsAt(this.cached, x);
  }
}

/**
 * Edges counted per whole point, for asking at whole points x: an edge e is below x exactly when
 * floor(e) is, so the count below x is a prefix sum over floor(e); whether an edge equals x is
 * kept per point too. Infinite edges are counted apart, NaN ones not at all.
 */
class EdgeTable {
  private constructor(
    /** floor of the least finite edge: slot j is the point `origin + j`. */
    private readonly origin: number,
    /** below[j]: finite edges e with floor(e) < origin + j, for j in 0..span + 1. */
    private readonly prefix: Uint32Array,
    /** exact[j]: some edge equals origin + j. */
    private readonly exact: Uint8Array,
    private readonly negInf: number,
  ) {}

  /** The table of `e`, or null when its finite edges spread over more than EDGE_TABLE_MAX_SPAN points. */
  static of(e: Float64Array): EdgeTable | null {
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    let negInf = 0;
    for (const v of e) {
      if (v === Number.NEGATIVE_INFINITY) negInf++;
      else if (Number.isFinite(v)) {
        if (v < lo) lo = v;
        if (v > hi) hi = v;
      }
    }
    const origin = lo <= hi ? Math.floor(lo) : 0;
    const span = lo <= hi ? Math.floor(hi) - origin + 1 : 0;
    if (span > EDGE_TABLE_MAX_SPAN) return null;
    const prefix = new Uint32Array(span + 1);
    const exact = new Uint8Array(span);
    for (const v of e) {
      if (!Number.isFinite(v)) continue;
      const j = Math.floor(v) - origin;
      prefix[j + 1]++;
      if (v === j + origin) exact[j] = 1;
    }
    for (let j = 1; j <= span; j++) prefix[j] += prefix[j - 1];
    return new EdgeTable(origin, prefix, exact, negInf);
  }

  below(x: number): { count: number; onEdge: boolean } {
    const j = x - this.origin;
    const span = this.exact.length;
    const finite = j <= 0 ? 0 : j >= span ? this.prefix[span] : this.prefix[j];
    return { count: this.negInf + finite, onEdge: j >= 0 && j < span && this.exact[j] === 1 };
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
