/**
 * Table rows at a page's edge are not running elements. A table's header printed again on every
 * page (Publication_of_award…, tabula-java) repeats like a running head, and a table's first or
 * last row at the page's top or foot holds numbers that read like page numbers ("53 | 59 | 33",
 * the years "2001 … 2007" of puertos1), or a number at its end beside short cells, as a head
 * does ("Helen Boaden | Flights | … | 0"). Both used to be deleted before tables were read.
 *
 * A table shows itself by alignment: near the edge, rows cut into cells at a column gap share
 * the left or right edges of several cells (columns). Running heads have one to three parts
 * that line up with nothing below them; prose is one cell per column. The rows from the first
 * to the last aligned row near the edge are the table's region, and the edge rows inside it
 * stay. A repeated header row over a table's body (a spanning header with fewer cells) stays
 * when it lies between two aligned rows.
 */
import type { Row } from './model.ts';

/**
 * Runs further apart than this many font sizes are separate cells. Wider than the table stage's
 * cell gap (0.9 em): small or scanned type has word gaps near 1 em, and prose rows must stay one
 * cell here. The boilerplate stage cuts its segments at the same width.
 */
const CELL_GAP_EM = 1.5;
/** Rows from the edge looked at for a table: the edge rows plus a multi-line header's depth. */
const REGION_ROWS = 8;
/** A table row has at least this many cells, and two rows share at least this many column edges. */
const MIN_ALIGNED_CELLS = 3;
/** Cell edges within this many font sizes are one column edge (left- or right-aligned cells). */
const ALIGN_TOLERANCE_EM = 0.5;
/**
 * A running head carries one page number, maybe a year beside it: a row with more cells that
 * read as numbers than this is a table's row (counts, years over columns), never a head.
 */
export const MAX_NUMBERS_IN_HEAD = 2;

interface Cell {
  x0: number;
  x1: number;
}

function cells(row: Row): Cell[] {
  const out: Cell[] = [];
  for (const it of row.items) {
    const last = out[out.length - 1];
    if (last && it.x0 - last.x1 < CELL_GAP_EM * Math.min(it.size, row.size))
      last.x1 = Math.max(last.x1, it.x1);
    else out.push({ x0: it.x0, x1: it.x1 });
  }
  return out;
}

/** Column edges of `a` that a cell of `b` shares (left with left or right with right). */
function sharedEdges(a: readonly Cell[], b: readonly Cell[], tol: number): number {
  return a.filter((c) => b.some((d) => Math.abs(c.x0 - d.x0) <= tol || Math.abs(c.x1 - d.x1) <= tol)).length;
}

/**
 * The rows of `rows` (a page's rows, top to bottom) that lie in a table region touching the
 * page's top or foot: from the first to the last row, among the `REGION_ROWS` nearest that
 * edge, that has at least `MIN_ALIGNED_CELLS` cells sharing as many column edges with another
 * such row.
 */
export function tableEdgeRows(rows: readonly Row[]): Set<Row> {
  const kept = new Set<Row>();
  const ends = [rows.slice(0, REGION_ROWS), rows.slice(-REGION_ROWS)];
  for (const window of ends) {
    const cut = window.map(cells);
    const aligned = window.map((row, i) => {
      if (cut[i].length < MIN_ALIGNED_CELLS) return false;
      const tol = ALIGN_TOLERANCE_EM * row.size;
      return cut.some(
        (other, j) =>
          j !== i &&
          other.length >= MIN_ALIGNED_CELLS &&
          sharedEdges(cut[i], other, tol) >= MIN_ALIGNED_CELLS,
      );
    });
    const first = aligned.indexOf(true);
    const last = aligned.lastIndexOf(true);
    if (first < 0 || first === last) continue;
    for (let i = first; i <= last; i++) kept.add(window[i]);
  }
  return kept;
}

/**
 * Does `row` continue the cell columns of `above` (the row over it): both cut into the same
 * number of cells, at least two, and each cell of `row` sharing a column edge with one of
 * `above`? A two-column table's last row at a page's foot (an ID and a value, cermine_example3's
 * 'JCC-0014 | 0.59') has fewer cells than `tableEdgeRows` asks for, yet lines up with the rows
 * above it as no running foot does.
 */
export function continuesColumns(row: Row, above: Row): boolean {
  const a = cells(row);
  const b = cells(above);
  if (a.length < 2 || a.length !== b.length) return false;
  return sharedEdges(a, b, ALIGN_TOLERANCE_EM * row.size) === a.length;
}
