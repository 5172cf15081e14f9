/**
 * The header block at the top of a two-column band (authors and affiliations under a title),
 * cut off so that it is laid out on its own (columns.ts): a few rows set apart from the rest of
 * the band by a blank line, unless both sides' top rows are full lines of the columns below.
 */

import { restrict } from './column-gutter.ts';
import type { Row } from './model.ts';

/**
 * A side-by-side block at the top of a band (authors and affiliations under a title) set apart
 * from the rest by a blank line is laid out on its own: its halves are not the start of the
 * body columns. Limited to the band's first rows so that coinciding paragraph gaps in a
 * two-column body never cut it.
 */
const HEADER_MAX_ROWS = 6;
/** An author block has a name and at least an affiliation or address; one row above a gap is a heading. */
const HEADER_MIN_ROWS = 2;
/** Blank space, in font sizes, that separates such a block (one empty line ≈ 1 em or more). */
const HEADER_GAP_EM = 1.0;
/**
 * Two side-by-side lines at the top of a band that are each a full line of the column below
 * them (a paragraph's last full line on the left, a reference entry on the right, REVTeX PRL's
 * page 4) are the columns running on over coinciding gaps, not a header: a header line fills
 * its column's measure on both sides rarely, body text on nearly every line. A full line starts
 * and ends within this many of its font sizes of the edges most of the side's lines below share…
 */
const COLUMN_EDGE_EM = 1;
/** …the outermost edges that at least this many lines below share, within this many points. */
const MIN_EDGE_LINES = 3;
const EDGE_SLACK_PT = 1;
/**
 * A first page's header is read as units of their own (layout) only when at most this share of
 * its letters and digits are digits: author blocks (e-mails and postcodes have some), not the
 * top rows of a table (spanning_cells' "Server class 2007 Mid-range 4,921 High-end 76,295").
 */
const HEADER_MAX_DIGIT_SHARE = 0.3;
/** A side's full line may start this share of the side's width in from the gutter's middle (the gutter's own half). */
const SIDE_EDGE_SHARE = 0.05;
/** A full line is a line of text: at least this many words (a chart's tick row may span a column too). */
const MIN_LINE_WORDS = 4;

/**
 * The outermost of `xs` (the smallest when `sign` is 1, the largest when -1) that at least
 * MIN_EDGE_LINES of them share within EDGE_SLACK_PT: a column's edge, whatever indents (a
 * paragraph's first line, a reference list's hanging lines) most lines have.
 */
function sharedEdge(xs: readonly number[], sign: 1 | -1): number | null {
  let best: number | null = null;
  for (const x of xs) {
    if (best !== null && sign * x >= sign * best) continue;
    let n = 0;
    for (const y of xs) if (Math.abs(y - x) <= EDGE_SLACK_PT) n++;
    if (n >= MIN_EDGE_LINES) best = x;
  }
  return best;
}

/** Words of two letters or more on a row: text, not a chart's ticks and numbers. */
function wordsOf(r: Row): number {
  let n = 0;
  for (const it of r.items) n += (it.str.match(/\p{L}{2,}/gu) ?? []).length;
  return n;
}

/** Does one of `top`'s rows fill the measure of the column that `below` sets on that side? */
function fillsColumn(top: readonly Row[], below: readonly Row[]): boolean {
  const left = sharedEdge(
    below.map((r) => r.x0),
    1,
  );
  const right = sharedEdge(
    below.map((r) => r.x1),
    -1,
  );
  if (left === null || right === null) return false;
  return top.some(
    (r) =>
      Math.abs(r.x0 - left) <= COLUMN_EDGE_EM * r.size &&
      Math.abs(r.x1 - right) <= COLUMN_EDGE_EM * r.size &&
      wordsOf(r) >= MIN_LINE_WORDS,
  );
}

/** Rows mostly of letters (HEADER_MAX_DIGIT_SHARE): names and addresses, not a table's figures. */
export function wordy(rows: readonly Row[]): boolean {
  let letters = 0;
  let digits = 0;
  for (const r of rows)
    for (const it of r.items) {
      letters += (it.str.match(/\p{L}/gu) ?? []).length;
      digits += (it.str.match(/\p{Nd}/gu) ?? []).length;
    }
  return digits <= HEADER_MAX_DIGIT_SHARE * (letters + digits);
}

/**
 * A column that ends in the band's top rows beside a column running on below them: a
 * paragraph's last full lines atop the right column of a last page, beside reference entries
 * on the left. Nothing on that side below the gap, a full line of words spanning its half, and
 * the other side's top rows full lines of the column below: no header, and the right column is
 * read after the left one as a whole.
 */
function lastLinesBeside(
  top: readonly Row[],
  rest: readonly Row[],
  lo: number,
  mid: number,
  hi: number,
  runsOn: (a: number, b: number) => boolean,
): boolean {
  const spans = (r: Row, a: number, b: number) =>
    r.x0 - a <= COLUMN_EDGE_EM * r.size + (b - a) * SIDE_EDGE_SHARE &&
    b - r.x1 <= COLUMN_EDGE_EM * r.size &&
    wordsOf(r) >= MIN_LINE_WORDS;
  const endsAbove = (a: number, b: number) =>
    !restrict(rest, a, b).length && restrict(top, a, b).some((r) => spans(r, a, b));
  return (endsAbove(mid, hi) && runsOn(lo, mid)) || (endsAbove(lo, mid) && runsOn(mid, hi));
}

/**
 * The header block of HEADER_MAX_ROWS's comment, cut off the top of a band split at `mid`; not
 * when both sides' top rows are full lines of the columns below (COLUMN_EDGE_EM).
 */
export function headerCut(band: Row[], lo: number, mid: number, hi: number): Row[][] {
  let bottom = Number.NEGATIVE_INFINITY;
  for (let k = 1; k <= HEADER_MAX_ROWS && k < band.length; k++) {
    bottom = Math.max(bottom, band[k - 1].bottom);
    const size = Math.min(band[k - 1].size, band[k].size);
    if (k >= HEADER_MIN_ROWS && band[k].top - bottom >= HEADER_GAP_EM * size) {
      const top = band.slice(0, k);
      const rest = band.slice(k);
      const runsOn = (a: number, b: number) => fillsColumn(restrict(top, a, b), restrict(rest, a, b));
      if (runsOn(lo, mid) && runsOn(mid, hi)) return [band];
      if (lastLinesBeside(top, rest, lo, mid, hi, runsOn)) return [band];
      return [top, rest];
    }
  }
  return [band];
}
