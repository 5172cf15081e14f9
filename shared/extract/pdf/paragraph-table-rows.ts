/**
 * The rows of a table under its caption, held back from the paragraph flow with the caption and
 * each kept a paragraph of its own: a table at the top of a column otherwise cut the paragraph
 * running past it in two. Used by paragraph-floats.ts (markFloats).
 */
import type { Line } from './model.ts';
import { ENDS_SENTENCE } from './paragraph-heads.ts';

/** A table cell holds at most this many words; a stretch of prose is longer. */
const CELL_MAX_WORDS = 6;
/** A table caption's own lines are narrower than this share of the column (justified prose fills it; a centred caption line leaves a margin). */
const CAPTION_MAX_SHARE = 0.97;
/** Rows of cells under a caption that make a table. */
const MIN_TABLE_ROWS = 2;
/** Lines of a table caption that may stand apart from its label before the rows start. */
const CAPTION_TAIL_LINES = 2;
/**
 * A table row holds a gap between runs at least this many font sizes wide. LaTeX sets exactly
 * 1.2 em (2\tabcolsep = 12 pt at 10 pt) between a column's longest cell and the next column, which
 * measures a hair under 1.2; word spaces stay under 1 em.
 */
const CELL_GAP_EM = 1.1;

/**
 * A line of table cells: runs with a gap between them wider than any word space, each stretch
 * between such gaps short. A line of prose with a gap where an inline formula was dropped
 * ("… we obtain the      worst case …") has a long stretch of words.
 */
export function isCellRow(l: Line): boolean {
  const cells: string[] = [];
  (l.items ?? []).forEach((it, k, items) => {
    if (k === 0 || it.x0 - items[k - 1].x1 >= CELL_GAP_EM * l.size) cells.push(it.str);
    else cells[cells.length - 1] += ` ${it.str}`;
  });
  return cells.length > 1 && cells.every((c) => c.trim().split(/\s+/).length <= CELL_MAX_WORDS);
}

/**
 * Under the table caption `lines[i]`, whose label lines run to `j` (exclusive), in a block whose
 * lines span `width`: the caption's own lines set apart from its label (`tail`, "TABLE I" over
 * "ROOT MEAN SQUARE …", IEEE) and the rows of cells under them (`rows`), when the table is held
 * back; null when it stays in the flow. `before` is the last line of the flow above the caption
 * (floats above it, a figure and its caption over the table at a column's top, skipped).
 */
export function heldTableRows(
  lines: readonly Line[],
  i: number,
  j: number,
  width: number,
  before: Line | undefined,
): { tail: Line[]; rows: Line[] } | null {
  const same = (k: number) => k < lines.length && lines[k].block === lines[i].block;
  // Caption lines are set narrower than the column; a full line is prose.
  const tail = (k: number) =>
    same(k) && !isCellRow(lines[k]) && lines[k].x1 - lines[k].x0 < CAPTION_MAX_SHARE * width;
  const rowsFrom = (k: number) => {
    let n = 0;
    while (same(k + n) && isCellRow(lines[k + n])) n++;
    return n;
  };
  let k = j;
  while (k - j < CAPTION_TAIL_LINES && tail(k)) k++;
  // A table has a header and a row at least: one line with a gap in it is prose with a dropped
  // formula. Its rows are held back only where the table may cut a paragraph: at the top of a
  // column (a float), or after a line that does not end a sentence. A table set in the flow
  // after a paragraph's end (Word's inline tables) leaves it as it is: the line after it may
  // be a heading that only the rows set apart.
  const cuts = before !== undefined && (before.block !== lines[i].block || !ENDS_SENTENCE.test(before.text));
  if (!cuts) return null;
  const n = rowsFrom(k);
  if (n < MIN_TABLE_ROWS) return null;
  return { tail: lines.slice(j, k), rows: lines.slice(k, k + n) };
}
