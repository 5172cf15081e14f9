/**
 * The shape of each block's lines, as the paragraph builder (paragraphs.ts) reads it: whether
 * the block is justified, its lines' own left and right edges and its column's, its first and
 * last lines, and which lines are full lines of a narrower measure (paragraph-measure.ts).
 * Ornaments alone on their lines are left out of the edges.
 */

import type { Line } from './model.ts';
import { hangingLines } from './paragraph-hanging.ts';
import { narrowerMeasure } from './paragraph-measure.ts';

/** A line ending this many font sizes before its column's right edge is short. */
export const SHORT_EM = 2.5;
/** Share of lines reaching the right edge for a column to count as justified. */
const JUSTIFIED_SHARE = 0.5;
/**
 * Justified lines end together on the column's edge: most full lines end within this many font
 * sizes of one another (to a few hundredths of a point in TeX and Word; a few lines ending in a
 * hyphen or a comma protrude under margin kerning, and an overfull one sticks out). Ragged-right
 * text set in a measure close to its words' length also has half its lines within an em of the
 * edge, but they end anywhere in it.
 */
const TIGHT_EM = 0.06;
/** Below this share of full lines ending together, the lines are ragged right (`loose`). */
const TOGETHER_SHARE = 0.4;
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
   * lines of prose do not end together. A line a few ems short there is just a shorter line.
   * Judged over the whole block: a block holding ragged paragraphs over a justified reference
   * list counts as justified (windows of lines judged apart misread code and notes in the corpus).
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
  /** Lines of a hanging list (paragraph-hanging.ts): true for an entry's first line, false for its continuation. */
  hanging: Map<Line, boolean>;
}

/**
 * An ornament alone on its line: one to three pictographs (IEEE Computer Society's '✦' under the
 * abstract, a dinkus). It is set apart from the flow, not in it: held like a float, and left
 * out of its column's edges (centred over the gutter, it made the right column's lines look
 * indented), so the paragraph it falls between (page 1's left column and the right one) goes on.
 */
export const ORNAMENT = /^\p{So}(?:\s*\p{So}){0,2}$/u;

const isSpace = (c: number) => c === 32 || c === 9 || c === 160;

/** At least PROSE_MIN_WORDS words: counted by their starts after a space, stopping there (this runs on every line). */
function isProseLine(l: Line): boolean {
  const t = l.text;
  let words = 0;
  for (let i = 0; i < t.length; i++) {
    const space = isSpace(t.charCodeAt(i));
    const prevSpace = i === 0 || isSpace(t.charCodeAt(i - 1));
    if (!space && prevSpace && ++words >= PROSE_MIN_WORDS) return true;
  }
  return false;
}

/** Full lines of prose that do not end together (see TIGHT_EM); null when too few to judge. */
function endApart(lines: readonly Line[], full: readonly Line[]): boolean | null {
  if (full.length < LOOSE_MIN_FULL || lines.filter(isProseLine).length < PROSE_SHARE * lines.length)
    return null;
  const ends = full.map((l) => l.x1).sort((a, b) => a - b);
  const window = TIGHT_EM * full[0].size;
  // The most full lines ending within `window` of one another.
  let together = 0;
  for (let i = 0, j = 0; j < ends.length; j++) {
    while (ends[j] - ends[i] > window) i++;
    together = Math.max(together, j - i + 1);
  }
  return together < TOGETHER_SHARE * full.length;
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
  let before: ColumnShape | undefined;
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
    // A hanging list that ends the block before may go on at this block's top with one entry.
    const goesOn = before?.hanging.has(before.last) === true;
    const shape: ColumnShape = {
      justified,
      loose: justified && endApart(ls, full) === true,
      left,
      right,
      boxLeft,
      boxRight,
      first: ls[0],
      last: ls[ls.length - 1],
      measured: narrowerMeasure(ls, left, right, SHORT_EM),
      hanging: hangingLines(ls, goesOn),
    };
    out.set(id, shape);
    before = shape;
  }
  return out;
}
