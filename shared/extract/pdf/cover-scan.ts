import type { Row } from './model.ts';

/**
 * Which rows cover the scan position, for x rising in steps (the gutter scan in column-gutter.ts):
 * each row's runs, shrunk by the pad as column-sides.ts's `covers` does, merged into sorted open
 * intervals, with a cursor per row that only moves forward. A scan position then costs one
 * comparison per row instead of a pass over its runs: the scan visits every point of the
 * region, and was a fifth of Gleaner's own layout time.
 */
/** `sideCounts` sums pitches in whole units of this many per point (exact integer sums). */
const PITCH_UNITS = 1024;

export class CoverScan {
  /**
   * Every row's merged intervals in two flat columns, row `i`'s at [`from[i]`, `to[i]`): one
   * array each for the whole region rather than two per row, since the scan is built for every
   * region the gutter search looks at and per-row arrays were most of its allocation.
   */
  private readonly starts: Float64Array;
  private readonly ends: Float64Array;
  private readonly from: Uint32Array;
  private readonly to: Uint32Array;
  /** Per row, the absolute index of its first interval not yet passed. */
  private readonly cursor: Uint32Array;

  /** `padEm`: runs are shrunk by this share of their font size (touching glyph boxes). */
  constructor(rows: readonly Row[], padEm: number) {
    let total = 0;
    for (const r of rows) total += r.items.length;
    const sa = new Float64Array(total);
    const sb = new Float64Array(total);
    this.from = new Uint32Array(rows.length);
    this.to = new Uint32Array(rows.length);
    // Each row's spans are written after the last row's merged intervals and merged in place.
    let o = 0;
    rows.forEach((r, i) => {
      // Runs mostly arrive sorted by their padded start: merged straight from the columns, and
      // only an out-of-order row pays for pairs and a sort.
      let c = o;
      let sorted = true;
      for (const it of r.items) {
        const pad = padEm * it.size;
        const a = it.x0 + pad;
        const b = it.x1 - pad;
        if (!(a < b)) continue;
        if (c > o && a < sa[c - 1]) sorted = false;
        sa[c] = a;
        sb[c++] = b;
      }
      if (!sorted) {
        const spans: [number, number][] = [];
        for (let k = o; k < c; k++) spans.push([sa[k], sb[k]]);
        spans.sort((x, y) => x[0] - y[0]);
        spans.forEach(([a, b], k) => {
          sa[o + k] = a;
          sb[o + k] = b;
        });
      }
      // Merged in place: the write index never passes the read index.
      let w = o;
      for (let k = o; k < c; k++) {
        const a = sa[k];
        const b = sb[k];
        // Open intervals: one starting exactly where the last ends leaves that point uncovered.
        if (w > o && a < sb[w - 1]) sb[w - 1] = Math.max(sb[w - 1], b);
        else {
          sa[w] = a;
          sb[w++] = b;
        }
      }
      this.from[i] = o;
      this.to[i] = w;
      o = w;
    });
    this.starts = sa;
    this.ends = sb;
    this.cursor = this.from.slice();
  }

  /**
   * For the integer positions `x0`, `x0 + 1`, … `x0 + n - 1`, what the rows that leave each one
   * free allow a gutter there at most: how many have text left of it (`left`: the row starts
   * before x), how many right of it (`right`: the row ends after x), and `reach`, a bound on the
   * vertical span their runs can score (column-gutter.ts `score`). A run of rows a..b spans
   * bottom(b) − top(a) = height(a) + Σ bottom(i) − bottom(i−1), so each free row adds at most
   * its own pitch, the larger of its height and its step from the row before (never negative).
   * Where a count is below `MIN_SIDE_ROWS`, or `reach` below what the gutter needs, the scan
   * can skip the position: on a one-column page that is nearly every one. Built from
   * differences over the rows' free stretches: linear in rows and runs, not rows × positions.
   */
  sideCounts(
    rows: readonly Row[],
    x0: number,
    n: number,
  ): { left: Int32Array; right: Int32Array; reach: Float64Array } {
    const dl = new Float64Array(n + 1);
    const dr = new Float64Array(n + 1);
    const dp = new Float64Array(n + 1);
    // Add v over the positions strictly inside (a, b), clipped to the scan.
    const add = (d: Float64Array, a: number, b: number, v: number) => {
      const from = Math.max(0, Math.floor(a) + 1 - x0);
      const to = Math.min(n - 1, Math.ceil(b) - 1 - x0);
      if (from > to) return;
      d[from] += v;
      d[to + 1] -= v;
    };
    rows.forEach((r, i) => {
      const step = i ? r.bottom - rows[i - 1].bottom : 0;
      // Whole 1/1024 pt rounded up: the sums stay exact and the bound stays a bound.
      const pitch = Math.ceil(Math.max(0, r.bottom - r.top, step) * PITCH_UNITS);
      add(dl, r.x0, Number.POSITIVE_INFINITY, 1);
      add(dr, Number.NEGATIVE_INFINITY, r.x1, 1);
      add(dp, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY, pitch);
      // Covered stretches lie inside the row's extent: the row is not free there.
      const st = this.starts;
      const en = this.ends;
      for (let k = this.from[i]; k < this.to[i]; k++) {
        add(dl, Math.max(st[k], r.x0), en[k], -1);
        add(dr, st[k], Math.min(en[k], r.x1), -1);
        add(dp, st[k], en[k], -pitch);
      }
    });
    const left = new Int32Array(n);
    const right = new Int32Array(n);
    const reach = new Float64Array(n);
    let l = 0;
    let rt = 0;
    let p = 0;
    for (let k = 0; k < n; k++) {
      l += dl[k];
      rt += dr[k];
      p += dp[k];
      left[k] = l;
      right[k] = rt;
      reach[k] = p / PITCH_UNITS;
    }
    return { left, right, reach };
  }

  /** Whether row `i` covers `x`; calls for one row must come with non-decreasing x. */
  covers(i: number, x: number): boolean {
    const en = this.ends;
    const to = this.to[i];
    let k = this.cursor[i];
    while (k < to && en[k] <= x) k++;
    this.cursor[i] = k;
    return k < to && this.starts[k] < x;
  }
}
