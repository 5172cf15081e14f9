/**
 * Narrow column gaps. Cells set apart by their padding only (a web table printed by a browser:
 * 2 × 4 px, about 0.6 em at 9 pt; a spreadsheet's columns sized to their text) leave a gap
 * narrower than a cell gap (grid.ts CELL_GAP_EM), so the row's segments run two cells together
 * ("Wake M (SD) Sleep M (SD)"). Such a gap is still a column gap when no row's text crosses it,
 * down the whole run of rows: a channel of white space, as stream-mode table extractors find
 * columns from text edges. It must be wider than any word space, and both sides of it must hold
 * text in most rows (a ragged edge inside one column is empty on one side in most rows).
 */
import type { Glyphs, Row } from './model.ts';

/** A channel is at least this many font sizes wide: word spaces are 0.25–0.33 em. */
const CHANNEL_GAP_EM = 0.55;
/** Both sides of a channel hold text in at least this share of the rows with text in the column. */
const CHANNEL_SIDE_FILL = 0.5;
/** Channels are looked for in runs of at least this many rows: two rows line up by chance. */
const MIN_CHANNEL_ROWS = 3;

interface Span {
  x0: number;
  x1: number;
}

function medianSize(rows: readonly Row[]): number {
  const s = rows.map((r) => r.size).sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** The column intervals with each split at the white channels inside it. */
export function splitAtChannels(columns: readonly Span[], rows: readonly Row[]): Span[] {
  if (rows.length < MIN_CHANNEL_ROWS) return [...columns];
  const gap = CHANNEL_GAP_EM * medianSize(rows);
  const out: Span[] = [];
  for (const col of columns) {
    const inside = rows.flatMap((r, k) =>
      r.items
        .filter((it) => it.str.trim() && (it.x0 + it.x1) / 2 >= col.x0 && (it.x0 + it.x1) / 2 <= col.x1)
        .map((it) => ({ x0: it.x0, x1: it.x1, row: k })),
    );
    const filled = new Set(inside.map((s) => s.row)).size;
    inside.sort((a, b) => a.x0 - b.x0);
    let start = col.x0;
    let reach = Number.NEGATIVE_INFINITY;
    for (const s of inside) {
      if (reach > Number.NEGATIVE_INFINITY && s.x0 - reach >= gap) {
        const x = (reach + s.x0) / 2;
        const left = new Set(inside.filter((t) => t.x1 <= x && t.x0 >= start).map((t) => t.row)).size;
        const right = new Set(inside.filter((t) => t.x0 >= x).map((t) => t.row)).size;
        if (left >= CHANNEL_SIDE_FILL * filled && right >= CHANNEL_SIDE_FILL * filled) {
          out.push({ x0: start, x1: reach });
          start = s.x0;
        }
      }
      reach = Math.max(reach, s.x1);
    }
    out.push({ x0: start, x1: col.x1 });
  }
  return out;
}

/**
 * A segment's runs (left to right) cut where a gap between two of them is at least a channel wide
 * and their centres lie in different columns: two cells a narrow gap ran together (a header
 * cell wider than the numbers under it may reach past the separator). A run crossing a separator
 * (a header spanning two columns) and a word space keep the segment whole.
 */
export function cutAtChannels(
  items: readonly Glyphs[],
  separators: readonly { x: number }[],
  size: number,
): Glyphs[][] {
  const gap = CHANNEL_GAP_EM * size;
  const column = (it: Glyphs) => separators.filter((s) => s.x <= (it.x0 + it.x1) / 2).length;
  const out: Glyphs[][] = [[items[0]]];
  for (let i = 1; i < items.length; i++) {
    const left = items[i - 1].x1;
    const right = items[i].x0;
    if (right - left >= gap && column(items[i - 1]) !== column(items[i])) out.push([items[i]]);
    else out[out.length - 1].push(items[i]);
  }
  return out;
}
