/**
 * Spanning cells of a table's header. The grid keeps one string per cell; a cell that spans
 * several is recorded once in `spans` and, by the documented rule (docs/pdf.md, the `Table`
 * type), its text sits in its top-left grid cell and the other covered cells are empty strings.
 *
 * - Column spans: a piece of a header line (text between cell gaps) that runs across a column
 *   separator by at least `MIN_OVERHANG_EM` on each side, over columns that are empty in its
 *   row ("Binary segmentation" over "IoU" and "Dice"; a title row over the whole table).
 * - Row spans: the stub (first column) filled in exactly one of several header rows, under no
 *   column span ("Methods" set between two header levels) spans the header rows.
 * Body cells are not given spans: without drawn evidence a blank body cell is as often an
 * empty value as a spanned one.
 */
import type { Separator } from './grid.ts';
import { segments } from './grid.ts';
import type { Row } from './model.ts';

/** A piece must reach this many of its sizes past a separator, on both sides, to span it (a word overhanging a narrow column does not). */
const MIN_OVERHANG_EM = 0.5;

export interface Span {
  row: number;
  col: number;
  rowspan: number;
  colspan: number;
}

/** Where a table's cells came from: its lines, the lines of each row, the column separators and which columns were kept. */
export interface GridGeometry {
  lines: readonly Row[];
  sources: readonly (readonly number[])[];
  separators: readonly Separator[];
  /** Columns (before empty ones were dropped) that the cells keep. */
  keep: readonly boolean[];
}

/** The cells with spanned text moved to its top-left cell, and the spans. */
export function headerSpans(
  cells: readonly string[][],
  headerRows: number,
  geo: GridGeometry,
): { cells: string[][]; spans: Span[] } {
  const out = cells.map((r) => [...r]);
  const spans: Span[] = [];
  // Original column index → kept index (-1: dropped).
  const index: number[] = [];
  let n = 0;
  for (const k of geo.keep) index.push(k ? n++ : -1);
  const xs = geo.separators.map((s) => s.x);
  const columnAt = (x: number) => xs.filter((s) => x >= s).length;
  /** Original columns first … last of row h are one cell when only one of them holds text. */
  const add = (h: number, first: number, last: number) => {
    const kept: number[] = [];
    for (let k = first; k <= last; k++) if (index[k] >= 0) kept.push(index[k]);
    if (kept.length < 2) return;
    const [a, b] = [kept[0], kept[kept.length - 1]];
    // The spanning text is the one filled cell of the columns covered.
    const holding = kept.filter((k) => out[h][k]);
    if (holding.length !== 1 || spans.some((p) => p.row === h && p.col <= b && p.col + p.colspan > a)) return;
    const text = out[h][holding[0]];
    out[h][holding[0]] = '';
    out[h][a] = text;
    spans.push({ row: h, col: a, rowspan: 1, colspan: b - a + 1 });
  };
  for (let h = 0; h < Math.min(headerRows, out.length); h++) {
    for (const li of geo.sources[h] ?? []) {
      const line = geo.lines[li];
      if (!line) continue;
      // Drawn evidence: vertical rules not drawn at this line's height (grid.ts put the text of
      // the columns they join into the first of them).
      const mid = (line.top + line.bottom) / 2;
      const open = geo.separators.map(
        (sep) => !!sep.drawn && !sep.drawn.some(([a, b]) => a <= mid && mid <= b),
      );
      for (let k = 0; k < open.length; k++) {
        if (!open[k]) continue;
        let m = k;
        while (m < open.length && open[m]) m++;
        // Columns k … m (original indices) are one cell.
        add(h, k, m);
        k = m;
      }
      for (const sg of segments(line)) {
        const reach = MIN_OVERHANG_EM * line.size;
        add(h, columnAt(sg.x0 + reach), columnAt(sg.x1 - reach));
      }
    }
  }
  if (headerRows >= 2 && out.length > headerRows) {
    const filled = out.slice(0, headerRows).map((r) => Boolean(r[0]));
    const covered = spans.some((s) => s.col === 0 && s.row < headerRows);
    if (!covered && filled.filter(Boolean).length === 1) {
      const from = filled.indexOf(true);
      const text = out[from][0];
      out[from][0] = '';
      out[0][0] = text;
      spans.push({ row: 0, col: 0, rowspan: headerRows, colspan: 1 });
    }
  }
  return { cells: out, spans: spans.sort((p, q) => p.row - q.row || p.col - q.col) };
}
