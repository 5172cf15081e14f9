import type { Row } from './model.ts';

/**
 * Which rows cover the scan position, for x rising in steps (the gutter scan in columns.ts):
 * each row's runs, shrunk by the pad as columns.ts's `covers` does, merged into sorted open
 * intervals, with a cursor per row that only moves forward. A scan position then costs one
 * comparison per row instead of a pass over its runs: the scan visits every point of the
 * region, and was a fifth of Gleaner's own layout time.
 */
export class CoverScan {
  private readonly starts: Float64Array[] = [];
  private readonly ends: Float64Array[] = [];
  private readonly cursor: Uint32Array;

  /** `padEm`: runs are shrunk by this share of their font size (touching glyph boxes). */
  constructor(rows: readonly Row[], padEm: number) {
    for (const r of rows) {
      const spans: [number, number][] = [];
      for (const it of r.items) {
        const pad = padEm * it.size;
        if (it.x0 + pad < it.x1 - pad) spans.push([it.x0 + pad, it.x1 - pad]);
      }
      spans.sort((a, b) => a[0] - b[0]);
      const st: number[] = [];
      const en: number[] = [];
      for (const [a, b] of spans) {
        // Open intervals: one starting exactly where the last ends leaves that point uncovered.
        if (en.length && a < en[en.length - 1]) en[en.length - 1] = Math.max(en[en.length - 1], b);
        else {
          st.push(a);
          en.push(b);
        }
      }
      this.starts.push(Float64Array.from(st));
      this.ends.push(Float64Array.from(en));
    }
    this.cursor = new Uint32Array(rows.length);
  }

  /** Whether row `i` covers `x`; calls for one row must come with non-decreasing x. */
  covers(i: number, x: number): boolean {
    const en = this.ends[i];
    let k = this.cursor[i];
    while (k < en.length && en[k] <= x) k++;
    this.cursor[i] = k;
    return k < en.length && this.starts[i][k] < x;
  }
}
