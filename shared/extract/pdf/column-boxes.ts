/**
 * Boxes side by side on a first page (columns.ts): a full-width band with a gutter of its own
 * (Elsevier's "ARTICLE INFO" box beside the abstract), and the title block set beside a column
 * of its own (ASME's author blocks left of the title and abstract), read box by box.
 */
import { GRID_BLOCK_MARK } from './author-grid.ts';
import {
  findGutter,
  type Gutter,
  MIN_SIDE_ROWS,
  NESTED_GUTTER_MIN_SHARE,
  restrict,
} from './column-gutter.ts';
import { bodySize, type Column, extent, fullWidth, isFullWidth } from './column-rows.ts';
import type { Glyphs, Row } from './model.ts';

/** The rows of a box column hold at least this many lines of running text on the right (an abstract)… */
const BOX_TEXT_ROWS = 4;
/** …and at least this many on the left (a box's name and its entries). */
const BOX_SIDE_ROWS = 3;
/** A box may be narrower than a text column (Elsevier's info box is a fifth of the width). */
const BOX_COLUMN_SHARE = 0.12;
/** Runs of a line of running text are never this many font sizes apart; table cells are. */
const BOX_CELL_GAP_EM = 1.5;

/**
 * A first-page full-width band that is two boxes side by side (Elsevier's "ARTICLE INFO" box of
 * dates and keywords beside the "ABSTRACT", both under the title): a gutter of its own in the
 * band, a box may be narrow, with runs on the left in BOX_SIDE_ROWS rows and on the right in
 * BOX_TEXT_ROWS, the right side's running text (no cell gaps: a table's columns are not boxes).
 * Read row by row, the keywords ran into the abstract.
 */
export function boxGutter(band: readonly Row[], lo: number, hi: number): Gutter | null {
  const g = findGutter(band, lo, hi, NESTED_GUTTER_MIN_SHARE, BOX_COLUMN_SHARE);
  if (!g) return null;
  const sides = band.map((r) => ({
    left: r.items.filter((it) => it.x1 <= g.x),
    right: r.items.filter((it) => it.x0 >= g.x),
    size: r.size,
  }));
  const left = sides.filter((s) => s.left.length).length;
  const right = sides.filter((s) => s.right.length);
  const running = (items: readonly Glyphs[], size: number) =>
    items.every((it, k) => k === 0 || it.x0 - items[k - 1].x1 < BOX_CELL_GAP_EM * size);
  return left >= BOX_SIDE_ROWS &&
    right.length >= BOX_TEXT_ROWS &&
    right.every((s) => running(s.right, s.size))
    ? g
    : null;
}

/** The body's columns start at the first run of this many rows beside the gutter. */
const BODY_RUN_ROWS = 2 * MIN_SIDE_ROWS;

/**
 * A first page's title block set beside a column of its own (ASME's author blocks in a narrow
 * column left of the title, the abstract and the keywords): its rows alternate between rows
 * across the page's gutter (the title's and abstract's lines) and rows beside it (an author
 * line between two of them), and read as bands they interleave. The rows from the top to the
 * last row across the gutter before the body's columns start are one full band when they mix
 * both kinds and hold a box gutter of their own (`boxGutter`); their count, else 0. `crossing`
 * tells, row by row, which rows cross the page gutter (`isFullWidth`).
 */
export function topBoxRows(
  rows: readonly Row[],
  crossing: readonly boolean[],
  lo: number,
  hi: number,
): number {
  let run = 0;
  let b = -1;
  for (let i = 0; i < rows.length && b < 0; i++) {
    run = crossing[i] ? 0 : run + 1;
    if (run === BODY_RUN_ROWS) b = i - run + 1;
  }
  if (b <= 0) return 0;
  // Mixed: a row beside the gutter below the first row across it.
  const first = crossing.indexOf(true);
  const mixed = first >= 0 && crossing.slice(first + 1, b).includes(false);
  return mixed && boxGutter(rows.slice(0, b), lo, hi) ? b : 0;
}

/**
 * A box band: its rows across the box gutter whole, the runs of the others box by box, left
 * first, each box a unit of its own (marked as an author grid's blocks are: no paragraph runs on
 * from one box into the other).
 */
export function pushBoxes(
  band: readonly Row[],
  g: Gutter,
  lo: number,
  hi: number,
  id: string,
  out: Column[],
): void {
  const body = bodySize(band);
  let part: Row[] = [];
  let crossing = false;
  let k = 0;
  const flush = () => {
    if (!part.length) return;
    if (crossing) out.push(fullWidth(part, lo, hi, `${id}.${k++}L`));
    else
      for (const [side, a, b] of [
        ['L', lo, g.x],
        ['R', g.x, hi],
      ] as const) {
        const rows = restrict(part, a, b);
        if (rows.length) out.push({ rows, ...extent(rows), id: `${id}.${k}${side}${GRID_BLOCK_MARK}` });
      }
    if (!crossing) k++;
    part = [];
  };
  for (const r of band) {
    const c = isFullWidth(r, g, lo, hi, body);
    if (c !== crossing) flush();
    crossing = c;
    part.push(r);
  }
  flush();
}
