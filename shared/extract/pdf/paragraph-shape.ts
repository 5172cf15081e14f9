/**
 * The shape of each block's lines, as the paragraph builder (paragraphs.ts) reads it: whether
 * the block is justified, its lines' own left and right edges and its column's, its first and
 * last lines, and which lines are full lines of a narrower measure (paragraph-measure.ts).
 * Ornaments alone on their lines are left out of the edges.
 */

import type { Line } from './model.ts';
import { narrowerMeasure } from './paragraph-measure.ts';

/** A line ending this many font sizes before its column's right edge is short. */
export const SHORT_EM = 2.5;
/** Share of lines reaching the right edge for a column to count as justified. */
const JUSTIFIED_SHARE = 0.5;

export interface ColumnShape {
  justified: boolean;
  left: number;
  right: number;
  boxLeft: number;
  boxRight: number;
  /** The block's first and last lines in reading order. */
  first: Line;
  last: Line;
  /** Lines that end where the line before or after them ends, short of `right`: full lines of a narrower measure (paragraph-measure.ts). */
  measured: Set<Line>;
}

/**
 * An ornament alone on its line: one to three pictographs (IEEE Computer Society's '✦' under the
 * abstract, a dinkus). It is set apart from the flow, not in it: held like a float, and left
 * out of its column's edges (centred over the gutter, it made the right column's lines look
 * indented), so the paragraph it falls between (page 1's left column and the right one) goes on.
 */
export const ORNAMENT = /^\p{So}(?:\s*\p{So}){0,2}$/u;

/** Each block's shape, by block id. */
export function shapes(lines: readonly Line[]): Map<string, ColumnShape> {
  const byBlock = new Map<string, Line[]>();
  for (const l of lines) {
    const list = byBlock.get(l.block) ?? [];
    list.push(l);
    byBlock.set(l.block, list);
  }
  const out = new Map<string, ColumnShape>();
  for (const [id, all] of byBlock) {
    const prose = all.filter((l) => !ORNAMENT.test(l.text.trim()));
    const ls = prose.length ? prose : all;
    // Short/justified are judged against the lines' own edges; centring against the column's.
    const left = Math.min(...ls.map((l) => l.x0));
    const right = Math.max(...ls.map((l) => l.x1));
    const boxLeft = Math.min(...ls.map((l) => l.colLeft));
    const boxRight = Math.max(...ls.map((l) => l.colRight));
    const full = ls.filter((l) => right - l.x1 <= 1.0 * l.size).length;
    out.set(id, {
      justified: ls.length >= 3 && full / ls.length >= JUSTIFIED_SHARE,
      left,
      right,
      boxLeft,
      boxRight,
      first: ls[0],
      last: ls[ls.length - 1],
      measured: narrowerMeasure(ls, left, right, SHORT_EM),
    });
  }
  return out;
}
