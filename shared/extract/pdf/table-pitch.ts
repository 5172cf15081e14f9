/**
 * How far apart consecutive rows of a borderless table may be. Most tables step one to two line
 * heights (a blank line between header and body fits `ROW_STEP_EM`; a paragraph gap before a
 * heading mostly does not). A table whose cells are padded steps further: a browser prints a web
 * table with 6–10 px above and below each cell (2.3–3 sizes a row), a spreadsheet sets its rows
 * tall. Such a wider step is a table's only when both rows split into cells and the step repeats
 * the run's own pitch: prose lines are one segment each, and so is a heading after a table.
 */
import { segments } from './grid.ts';
import type { Row } from './model.ts';

/** Consecutive rows of a borderless table have baselines at most this many sizes apart. */
export const ROW_STEP_EM = 2.2;
/** Padded rows (see above) step at most this many sizes: 10 px of padding above and below 9 px type is 3.2. */
const PADDED_STEP_EM = 3.6;
/** A padded step differs from the run's median step by at most this share of it. */
const PITCH_TOLERANCE = 0.2;

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * True when `r` continues a table run whose last row is `prev`; `steps` are the run's baseline
 * steps so far (the first padded step is taken on the two rows' own evidence). After a cell's
 * wrapped line (`afterWrap`: `prev` is one piece under a cell) the next row of cells may step
 * as far as a padded row, whatever the pitch: the row's padding follows its tallest cell.
 */
export function continuesRun(prev: Row, r: Row, steps: readonly number[], afterWrap = false): boolean {
  const step = Math.abs(r.base - prev.base);
  const size = Math.max(r.size, prev.size);
  if (step <= ROW_STEP_EM * size) return true;
  if (step > PADDED_STEP_EM * size) return false;
  if (afterWrap) return segments(r).length >= 2;
  if (segments(prev).length < 2 || segments(r).length < 2) return false;
  if (!steps.length) return true;
  const m = median(steps);
  return Math.abs(step - m) <= PITCH_TOLERANCE * m;
}
