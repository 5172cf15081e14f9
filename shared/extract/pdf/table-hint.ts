/**
 * The cheap test that decides whether a page without a table caption is searched for tables at
 * all: reading its drawing operations costs a second parse of the page, so only pages whose
 * text already hints at a table pay for it. The hint is a run of consecutive rows that each
 * split into several cells (the same gap test the grid uses). Two columns of prose split each
 * page-wide row in two, which is why three pieces are asked for.
 */

import { segments } from './grid.ts';
import type { Row } from './model.ts';

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
