/**
 * The cheap test that decides whether a page without a table caption is searched for tables at
 * all: reading its drawing operations costs a second parse of the page, so only pages whose
 * text already hints at a table pay for it. The hint is a run of consecutive rows that each
 * split into several cells (the same gap test the grid uses). Two columns of prose split each
 * page-wide row in two, which is why three pieces are asked for. A page whose drawing (read in
 * the text pass anyway) holds a grid of rules hints at a table too (`drawsGrid`).
 */

import { segments } from './grid.ts';
import type { Row } from './model.ts';
import type { Rule } from './rule-geometry.ts';

/** A row hints at a table when it splits into at least this many pieces… */
const HINT_MIN_PIECES = 3;
/** …in at least this many rows of a run… */
const HINT_MIN_ROWS = 3;
/** …that other rows interrupt at most once at a time (a total row under each entry). */
const HINT_MAX_MISSES = 1;

/** Could this page (its raw rows, top to bottom) hold a table without a caption? */
export function mayHaveTable(rows: readonly Row[]): boolean {
  let run = 0;
  let misses = 0;
  for (const r of rows) {
    if (r.items.length >= HINT_MIN_PIECES && segments(r).length >= HINT_MIN_PIECES) {
      if (++run >= HINT_MIN_ROWS) return true;
      misses = 0;
    } else if (++misses > HINT_MAX_MISSES) {
      run = 0;
      misses = 0;
    }
  }
  return false;
}

/** A drawn grid has at least this many vertical rules (two columns)… */
const GRID_MIN_VERTICAL = 3;
/** …and this many horizontal rules (a header and a body row) meeting them. */
const GRID_MIN_HORIZONTAL = 3;
/** A horizontal rule meets a vertical one when it reaches within this many points of it. */
const GRID_SLACK = 2;

/**
 * Does the page draw a grid: vertical rules, and horizontal rules crossing them? A table whose
 * cells wrap over several lines gives no run of rows that each split into cells (its rows are
 * one line of cells and then lines of one piece), but a drawn grid is evidence enough.
 */
export function drawsGrid(rules: readonly Rule[] | null): boolean {
  if (!rules) return false;
  const vs = rules.filter((r) => r.dir === 'v');
  if (vs.length < GRID_MIN_VERTICAL) return false;
  const crossing = rules.filter(
    (h) =>
      h.dir === 'h' &&
      vs.filter(
        (v) =>
          v.at >= h.from - GRID_SLACK &&
          v.at <= h.to + GRID_SLACK &&
          h.at >= v.from - GRID_SLACK &&
          h.at <= v.to + GRID_SLACK,
      ).length >= GRID_MIN_VERTICAL,
  );
  return crossing.length >= GRID_MIN_HORIZONTAL;
}
