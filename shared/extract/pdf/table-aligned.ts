/**
 * Borderless tables next to a caption: the rows just below or above the caption whose runs
 * align into columns. They are read in the caption's column box, and also across the caption's
 * band of the page (every column box of the layout beside it): a Word table with wide gaps
 * between its columns can be cut by the layout into column boxes, so the caption's box holds a
 * slice of the table (the stub and a number column, or only the stub).
 */
import { ANY_CAPTION, type Caption } from './captions.ts';
import type { Column } from './columns.ts';
import { alignedColumns, rowCells, rowsInside, sanity, segments, separatorsOf } from './grid.ts';
import { joinItems, type Row } from './model.ts';
import type { Attempt } from './table-build.ts';
import { plausibleTable } from './table-gates.ts';
import { continuesRun } from './table-pitch.ts';
import { joinRows } from './table-rows.ts';

/** A caption is at most this many body sizes away from its table's rules or rows (LaTeX's caption skip is 10 pt). */
export const CAPTION_GAP_EM = 3;
/** A one-segment row at least this share of its column wide is prose, not a table row. */
const PROSE_SHARE = 0.6;
/** A borderless table needs at least two consistent column gaps: three columns. */
const ALIGNED_MIN_COLS = 3;
/** A layout band's id: "p3.2" of the column boxes "p3.2.0L", "p3.2.0L.1.0R" set side by side in it. */
const BAND = /^p\d+\.\d+/;

/**
 * Rows of a borderless table next to a caption, in reading order: consecutive rows of the
 * caption's column below it (dir 1) or above it (dir -1) until a gap, prose, or another caption.
 */
export function alignedRows(cap: Caption, pageRows: readonly Row[], dir: 1 | -1): Row[] {
  const col = cap.column;
  const inCol = rowsInside(pageRows, {
    x0: col.left - 1,
    x1: col.right + 1,
    top: Number.NEGATIVE_INFINITY,
    bottom: Number.POSITIVE_INFINITY,
  });
  const side =
    dir === 1 ? inCol.filter((r) => r.top >= cap.bottom) : inCol.filter((r) => r.bottom <= cap.top).reverse();
  const out: Row[] = [];
  const steps: number[] = [];
  const width = col.right - col.left;
  for (const r of side) {
    const prev = out[out.length - 1];
    if (!prev) {
      const gap = dir === 1 ? r.top - cap.bottom : cap.top - r.bottom;
      if (gap > CAPTION_GAP_EM * r.size) break;
    } else if (!continuesRun(prev, r, steps)) break;
    else steps.push(Math.abs(r.base - prev.base));
    if (ANY_CAPTION.test(joinItems(r.items))) break;
    const segs = segments(r);
    if (segs.length === 1 && r.x1 - r.x0 >= PROSE_SHARE * width) break;
    out.push(r);
  }
  // A table does not end in a one-cell row: that is a heading or a note after it.
  while (out.length && segments(out[out.length - 1]).length < 2) out.pop();
  return dir === 1 ? out : out.reverse();
}

export function alignedCells(rows: readonly Row[]): Attempt {
  const separators = separatorsOf(alignedColumns(rows));
  const sources: number[][] = [];
  const cells = separators.length
    ? joinRows(
        rows,
        rows.map((r) => rowCells(r, separators, false)),
        { sources },
      )
    : [];
  const keep = cells[0]?.map(() => true) ?? [];
  return {
    cells,
    rows: [...rows],
    sanity: sanity(cells, ALIGNED_MIN_COLS),
    geometry: { lines: rows, sources, separators, keep },
  };
}

/** The caption's band of the page: the extent of every column box sharing its band id, or null when the caption's box is the band's only one. */
function bandOf(cap: Caption, columns: readonly Column[]): Column | null {
  const band = BAND.exec(cap.column.id)?.[0];
  if (!band) return null;
  const members = columns.filter((c) => c.id === band || c.id.startsWith(`${band}.`));
  if (members.length < 2) return null;
  const left = Math.min(...members.map((c) => c.left));
  const right = Math.max(...members.map((c) => c.right));
  if (left >= cap.column.left && right <= cap.column.right) return null;
  return { ...cap.column, left, right };
}

const filled = (a: Attempt) => a.cells.flat().filter(Boolean).length;
/**
 * A band reading's columns are each filled in at least this share of its rows: a table the layout
 * cut into column boxes fills every column down its rows, while a heading or a line of the other
 * layout column beside one row of the table makes a column of one cell (authors-2col: a
 * 'Discussion' heading of the right column, level with the table's last row, became the table's
 * fourth column and left the text).
 */
const BAND_COLUMN_FILL = 0.5;
const columnsFilled = (a: Attempt) =>
  (a.cells[0] ?? []).every(
    (_, k) => a.cells.filter((row) => row[k]).length >= BAND_COLUMN_FILL * a.cells.length,
  );
const width = (a: Attempt | undefined) => a?.cells[0]?.length ?? 0;
/**
 * A band reading that only widens the rows the box reading found sane (the same baselines)
 * brings no line of the other column's prose with it: two rows are enough then, as they are for
 * the box reading.
 */
const SAME_ROWS_MIN = 2;
const sameRows = (a: Attempt, b: Attempt | undefined) =>
  !!b && a.rows.length === b.rows.length && a.rows.every((r, i) => r.base === b.rows[i].base);
/**
 * Nor does a reading whose last row ends the page's text: a table the page break cuts after its
 * header and first row (the rest opens the next page, often under the header repeated).
 */
const atPageFoot = (a: Attempt, free: readonly Row[]) => {
  const last = a.rows[a.rows.length - 1];
  return !!last && !free.some((r) => r.top > last.bottom);
};

/**
 * The caption's borderless table: every attempt (below and above the caption, in its column
 * box) and the best sane one. A reading across the caption's band competes when it has more
 * columns than the best in the box and passes the gates a ruled table without a caption must
 * (no prose column, no list, a header or a stub), and does not open on a one-piece line (a
 * title set under the caption, which the band reading would make the table's first row): in a
 * two-column paper the band also holds the other column's prose, which those gates turn away.
 */
export function captionAligned(
  cap: Caption,
  free: readonly Row[],
  columns: readonly Column[],
): { attempts: Attempt[]; best: Attempt | undefined } {
  const attempts = ([1, -1] as const)
    .map((dir) => alignedRows(cap, free, dir))
    .filter((rows) => rows.length)
    .map(alignedCells);
  const sane = attempts.filter((a) => a.sanity.ok).sort((a, b) => filled(b) - filled(a));
  const band = bandOf(cap, columns);
  const wide = band
    ? ([1, -1] as const)
        .map((dir) => alignedRows({ ...cap, column: band }, free, dir))
        .filter((rows) => rows.length)
        .map(alignedCells)
        .filter(
          (a) =>
            a.sanity.ok &&
            width(a) > width(sane[0]) &&
            segments(a.rows[0]).length >= 2 &&
            columnsFilled(a) &&
            plausibleTable(
              a.cells,
              'rules',
              sameRows(a, sane[0]) || atPageFoot(a, free) ? SAME_ROWS_MIN : undefined,
            ).ok,
        )
    : [];
  const best = [...sane, ...wide].sort((a, b) => filled(b) - filled(a))[0];
  return { attempts, best };
}
