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
/**
 * Justified lines end together: within this many font sizes of the full lines' median end (TeX's
 * margin kerning moves a hyphen or a comma out by 0.1–0.2 em). Ragged-right text set in a
 * measure close to its words' length also has half its lines within an em of the edge, but
 * they end anywhere in that em.
 */
const TIGHT_EM = 0.2;
/** Below this share of full lines ending together, the block is ragged right (`loose`). */
const TIGHT_SHARE = 0.5;
/** Full lines needed to judge whether they end together. */
const LOOSE_MIN_FULL = 4;
/** A line of prose has at least this many words; the loose test is for prose only (code, table cells and name lists break on their own shapes). */
const PROSE_MIN_WORDS = 5;
/** Share of a block's lines that must be prose for the loose test. */
const PROSE_SHARE = 0.75;

export interface ColumnShape {
  justified: boolean;
  /**
   * Counted justified (most lines come within an em of the edge) but ragged right: its full
   * lines do not end together. A line a few ems short there is just a shorter line.
   */
  loose: boolean;
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

/** Full lines of prose that do not end together (see TIGHT_EM). */
function looseEnds(full: readonly Line[], all: readonly Line[]): boolean {
  if (full.length < LOOSE_MIN_FULL) return false;
  const prose = all.filter((l) => l.text.trim().split(/\s+/).length >= PROSE_MIN_WORDS).length;
  if (prose < PROSE_SHARE * all.length) return false;
  const ends = full.map((l) => l.x1).sort((a, b) => a - b);
  const median = ends[ends.length >> 1];
  const together = full.filter((l) => Math.abs(l.x1 - median) <= TIGHT_EM * l.size).length;
  return together < TIGHT_SHARE * full.length;
}

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
    const full = ls.filter((l) => right - l.x1 <= 1.0 * l.size);
    const justified = ls.length >= 3 && full.length / ls.length >= JUSTIFIED_SHARE;
    out.set(id, {
      justified,
      loose: justified && looseEnds(full, ls),
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
