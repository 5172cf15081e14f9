/**
 * Text lines into table rows: which lines of a table region are one row. A cell whose text
 * wraps puts more lines into its row; they must not become rows of their own.
 *
 * - Between rules: in a table whose horizontal rules separate its rows (most bands between two
 *   rules hold one to three lines: Word grids, government forms), every band is one row. A
 *   booktabs table has three rules and many lines per band, so this does not apply to it.
 * - A line leaving the first cell empty and filling fewer than half the columns continues the
 *   row above (a wrapped cell after the stub: "s = 3, k" / "= 32").
 * - A line that fills fewer than half the columns, only in columns the line above fills, and
 *   follows it closer than the table's row step continues the row above (a wrapped stub:
 *   "Parastratiosph" / "ecomyioides"). The column test keeps the levels of a header apart
 *   ("Binary segmentation" over "IoU Dice", "Methods" beside them).
 *   The row step is measured before lines that fill most columns; rows set at one line pitch
 *   (most borderless tables) give no such difference and are never joined by it.
 * - A line holding only a lower-case stub one line pitch under a filled stub ends that stub
 *   (Word tables, whose rows step at the line pitch: "Recall at 1" / "week").
 * - Nothing joins across a horizontal rule (full or partial: the rule under a spanning header).
 * - In a grid read one row per band, a line splits its band when a column's text resumes there
 *   after a blank line and the line does not read on from the one above: cells are set from
 *   their top, so a column empties only where its cell ends (a header over the first row with
 *   no rule between them: "References" / blank / "[12, 27,").
 */
import { isRtl, mergeCells } from './grid.ts';
import type { Row } from './model.ts';

/** A line this much closer than the row step (share of it) is a wrapped line of the row above (cell padding makes rows step wider than lines). */
const WRAP_STEP_SHARE = 0.8;
/** Consecutive lines of one cell have baselines at most this many sizes apart (single spacing is 1.15–1.2). */
const LINE_PITCH_EM = 1.35;
/** A table's rules separate its rows when it has at least this many bands holding text… */
const ROW_RULED_MIN_BANDS = 4;
/** …and its bands hold at most this many lines (median): a wrapped cell, not a block of rows. */
const ROW_RULED_MAX_LINES = 3;

/** A column's text resumes after a blank line when its baselines are this many sizes apart (two lines); a centred cell's lines interleave with its neighbour's at one pitch. */
const RESUME_GAP_EM = 1.6;

const filled = (c: readonly string[]) => c.filter(Boolean).length;

/** A cell's line reads on from the one above: it starts in lower case, or the one above ends in a hyphen or a comma. */
const readsOn = (text: string, above: string) => /^\p{Ll}/u.test(text) || /[-\u2010,]$/u.test(above);

/**
 * Every filled cell of line i continues the text above it in its column (the next line of
 * wrapped cells, "prop-" / "erties", "[12, 27," / "2, 28]"). A number under a number, or a
 * capitalised label under a label, starts a row.
 */
function continuation(cells: readonly (readonly string[])[], i: number): boolean {
  const c = cells[i];
  const above = cells[i - 1];
  return i > 0 && filled(c) > 0 && c.every((x, k) => !x || (!!above[k] && readsOn(x, above[k])));
}
/** A line filling at least half the columns (two at least) starts a row. */
const full = (c: readonly string[]) => filled(c) >= Math.max(2, c.length / 2);

/**
 * A line leaving the stub empty and filling under half the columns continues the row above.
 * The stub is the first cell, or the last in a right-to-left table (Hebrew and Arabic tables
 * put their row labels on the right, and a label alone on its line is a section row).
 */
export function continues(cells: readonly string[], stubLast = false): boolean {
  return !cells[stubLast ? cells.length - 1 : 0] && filled(cells) < cells.length / 2;
}

/** Is the table written right to left: most letters of its cells in a right-to-left script? */
function rightToLeft(cells: readonly (readonly string[])[]): boolean {
  return isRtl(cells.map((r) => r.join(' ')).join(' '));
}

/** Every cell the line fills is filled in the line above (a wrapped cell; a spanning header's next level is not). */
const within = (c: readonly string[], above: readonly string[]) => c.every((x, k) => !x || above[k]);

/** Median baseline step before the lines that fill most columns; Infinity when there are none. */
function rowStep(lines: readonly Row[], cells: readonly string[][]): number {
  const steps: number[] = [];
  for (let i = 1; i < lines.length; i++) if (full(cells[i])) steps.push(lines[i].base - lines[i - 1].base);
  if (!steps.length) return Number.POSITIVE_INFINITY;
  steps.sort((a, b) => a - b);
  return steps[Math.floor(steps.length / 2)];
}

/** Median of the per-band counts of the lines `counted` selects (every line by default). */
function medianPerBand(
  bands: readonly number[],
  counted: (i: number) => boolean,
): { bands: number; median: number } {
  const per = new Map<number, number>();
  for (let i = 0; i < bands.length; i++) per.set(bands[i], (per.get(bands[i]) ?? 0) + (counted(i) ? 1 : 0));
  const counts = [...per.values()].sort((a, b) => a - b);
  return { bands: counts.length, median: counts[Math.floor(counts.length / 2)] ?? 0 };
}

/**
 * Do the bands between a table's rules (band index per line) each hold one row? Yes when most
 * bands hold at most `ROW_RULED_MAX_LINES` lines, or, given the lines' cells, when most bands
 * hold at most one line that fills half the columns: a Word grid whose narrow cells wrap to
 * four or five lines (Publication_of_award…) still starts one row per band, while rules around
 * groups of rows enclose several full lines each.
 */
export function rowRuled(bands: readonly number[], cells?: readonly (readonly string[])[]): boolean {
  const lines = medianPerBand(bands, () => true);
  if (lines.bands < ROW_RULED_MIN_BANDS) return false;
  if (lines.median <= ROW_RULED_MAX_LINES) return true;
  if (!cells) return false;
  if (medianPerBand(bands, (i) => full(cells[i])).median <= 1) return true;
  const stubLast = rightToLeft(cells);
  if (medianPerBand(bands, (i) => !wrapLine(cells, bands, i, stubLast)).median <= 1) return true;
  // Wrapped prose in every column (LaTeX p{} grids): the lines after a band's first read on.
  return medianPerBand(bands, (i) => bands.indexOf(bands[i]) === i || !continuation(cells, i)).median <= 1;
}

/**
 * Does line i start a new row inside its band (see the header note): it fills half the columns,
 * none of its cells reads on from the cell above, and some column, blank on the line above,
 * held text earlier in the current row (lines `from`..i-1) at least two lines up. A cell that
 * holds two amounts a blank line apart ("62,785,105" / "11,200") beside a wrapped description
 * stays in its row.
 */
function resumes(
  lines: readonly Row[],
  cells: readonly (readonly string[])[],
  from: number,
  i: number,
): boolean {
  const c = cells[i];
  const above = cells[i - 1];
  if (!full(c) || c.some((x, k) => x && above[k] && readsOn(x, above[k]))) return false;
  return c.some((x, k) => {
    if (!x || above[k]) return false;
    for (let j = i - 2; j >= from; j--)
      if (cells[j][k])
        return lines[i].base - lines[j].base > RESUME_GAP_EM * Math.max(lines[i].size, lines[j].size);
    return false;
  });
}

/**
 * Is line i a wrapped line of its band's first line: the stub empty, and some column the first
 * line fills left empty (a long description wrapping beside a one-line weight; LaTeX p{} cells
 * in a grid, where a band's continuation lines fill two of four columns and so count as full).
 * Rows of a ruled group that leave only the stub blank ("ditto") fill every other column and
 * stay rows.
 */
function wrapLine(
  cells: readonly (readonly string[])[],
  bands: readonly number[],
  i: number,
  stubLast: boolean,
): boolean {
  const first = bands.indexOf(bands[i]);
  if (first === i) return false;
  const c = cells[i];
  const stub = stubLast ? c.length - 1 : 0;
  return !c[stub] && cells[first].some((x, k) => k !== stub && x && !c[k]);
}

/**
 * A line holding only a stub that starts in lower case, one line pitch under a line whose stub
 * is filled, is that stub's wrapped end ("Recall at 1" / "week"): Word tables have no cell
 * padding above and below, so their rows step at the line pitch and the row step tells nothing.
 * A group label alone on its line ("Education" over its levels) starts in upper case.
 */
function stubWraps(
  c: readonly string[],
  above: readonly string[],
  line: Row,
  prev: Row,
  stubLast: boolean,
): boolean {
  const stub = stubLast ? c.length - 1 : 0;
  if (!c[stub] || !above[stub] || filled(c) !== 1 || !/^\p{Ll}/u.test(c[stub])) return false;
  return line.base - prev.base <= LINE_PITCH_EM * Math.max(line.size, prev.size);
}

export interface RowOptions {
  /** Band index of each line between horizontal rules; lines of different bands never join. */
  bands?: readonly number[];
  /** Every band is one row (see `rowRuled`). */
  wholeBands?: boolean;
  /** Is there a rule between line i-1 and line i (a partial one under a spanning header)? */
  ruleBetween?: (i: number) => boolean;
  /** Filled with the line indices of each row (for the header's spans). */
  sources?: number[][];
}

/** The rows of a table from its lines (top to bottom) and each line's cells. */
export function joinRows(lines: readonly Row[], cells: readonly string[][], o: RowOptions = {}): string[][] {
  const step = rowStep(lines, cells);
  const stubLast = rightToLeft(cells);
  const out: string[][] = [];
  let rowStart = 0;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    const apart =
      i === 0 ||
      (o.bands && o.bands[i] !== o.bands[i - 1]) ||
      o.ruleBetween?.(i) ||
      (o.wholeBands && resumes(lines, cells, rowStart, i));
    const wrapped =
      i > 0 &&
      (continues(c, stubLast) ||
        (!full(c) && within(c, cells[i - 1]) && lines[i].base - lines[i - 1].base < WRAP_STEP_SHARE * step) ||
        stubWraps(c, cells[i - 1], lines[i], lines[i - 1], stubLast));
    if (!apart && out.length && (o.wholeBands || wrapped)) {
      out[out.length - 1] = mergeCells(out[out.length - 1], c);
      o.sources?.[o.sources.length - 1].push(i);
    } else {
      out.push([...c]);
      o.sources?.push([i]);
      rowStart = i;
    }
  }
  return out;
}
