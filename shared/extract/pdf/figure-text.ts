/**
 * Step 4 of figure-regions.ts: which lines are a figure's text. A line is figure text when most
 * of its box lies in a figure, or in the margin round it (LABEL_MARGIN_EM: tick labels stand
 * outside the axes) and reads as a label; a figure grows by what it took, so an axis title under
 * the tick labels follows. Prose, a caption's lines, a found table's lines and the cells of a row
 * that runs across a figure always stay.
 */

import type { BBox } from '../types.ts';
import { union } from './bbox.ts';
import {
  BODY_RATIO,
  type DrawnRegion,
  INSIDE_SHARE,
  insideShare,
  isProse,
  PROSE_WORDS,
} from './figure-regions.ts';
import type { Line } from './model.ts';
import type { Typography } from './stats.ts';
import { hasWords } from './word-count.ts';

/** Tick labels and axis titles stand this many body sizes outside the drawn box at most. */
const LABEL_MARGIN_EM = 1.5;
/** An axis title in body type is centred on its figure: its centre within this share of the figure's width of the figure's. */
const CENTRED_SHARE = 0.1;
/** A caption's next line stands at most this many of its sizes under the line above, baseline to baseline. */
const CAPTION_STEP_EM = 1.5;
/** Two lines whose baselines are this many points apart at most stand in one row. */
const ROW_BASE_PT = 1;
/** Two lines of one paragraph: sizes within this many points of each other. */
const SAME_SIZE_PT = 0.5;
/** Rounds of growing a figure by the labels it took. */
const LABEL_ROUNDS = 3;

/**
 * A caption's first line, in any of its forms ("Table 2 Overview of …", "TABLE IV INTERACTIVE
 * …", "Fig. 3"): broader than captions.ts's ANY_CAPTION, which wants punctuation after the
 * number, because here it only keeps a line in the body. Captions are placed beside figures,
 * often inside the drawn box.
 */
const CAPTION_START =
  /^(?:fig(?:ure)?s?|tab(?:le)?|scheme|chart|plate|algorithm|listing)\.?\s*(?:S?\d+|[IVXL]+)\b/i;

/**
 * A line in the margin round a figure is its label when it is short (a caption's second line is
 * not) and set smaller than the body or holds no lower-case word of three letters or more (tick
 * values, units, "(a) (b)"): the last line of a paragraph above an in-text figure is body type
 * with words.
 */
function labelLike(
  l: Line,
  figure: BBox,
  image: boolean,
  typo: Typography,
  page: FigureTextPage,
  column: readonly Line[],
): boolean {
  if (hasWords(l.text, PROSE_WORDS)) return false;
  if (!/\p{Ll}{3,}/u.test(l.text)) return true;
  if (l.size < BODY_RATIO * typo.bodySize) return !inParagraph(l, column, page.captions);
  // In body type with words: an axis title of a drawn plot, centred on it and clear of the
  // column's left edge (a paragraph's last line starts at it). Not by an image: the name under a
  // signature, a company's beside its logo, are the document's text (a raster plot holds its labels).
  if (image) return false;
  const centre = (l.x0 + l.x1) / 2 - (figure[0] + figure[2]) / 2;
  return Math.abs(centre) <= CENTRED_SHARE * (figure[2] - figure[0]) && l.x0 - l.colLeft > typo.bodySize;
}

/**
 * A line with words set right above or under a line of prose in its own type (a step of at most
 * CAPTION_STEP_EM of its size, overlapping it across) is a line of that paragraph: a short last
 * line under a biography's photo ("She holds four U.S. patents."), in type smaller than the body.
 * A label stands apart from the text round it, a caption's lines aside (an axis title over a
 * caption's first line).
 */
function inParagraph(l: Line, column: readonly Line[], captions: ReadonlySet<Line>): boolean {
  return column.some(
    (m) =>
      m !== l &&
      !captions.has(m) &&
      Math.abs(m.size - l.size) <= SAME_SIZE_PT &&
      Math.abs(m.base - l.base) > ROW_BASE_PT &&
      Math.abs(m.base - l.base) <= CAPTION_STEP_EM * l.size &&
      m.x0 < l.x1 &&
      l.x0 < m.x1 &&
      hasWords(m.text, PROSE_WORDS),
  );
}

/** What a page's lines say once for all its columns: the baselines clear of every figure, and its captions' lines. */
export interface FigureTextPage {
  /** Sorted baselines of the page's lines clear of every figure and its margin. */
  clearBases: number[];
  captions: Set<Line>;
  margin: number;
}

/** The page's context for `splitFigureText`, made once per page. */
export function figureTextPage(
  pageLines: readonly Line[],
  figures: readonly DrawnRegion[],
  typo: Typography,
): FigureTextPage {
  const margin = LABEL_MARGIN_EM * typo.bodySize;
  const clearBases = pageLines
    .filter((l) => clearOf(l, figures, margin))
    .map((l) => l.base)
    .sort((a, b) => a - b);
  return { clearBases, captions: captionLines(pageLines), margin };
}

function clearOf(l: Line, figures: readonly DrawnRegion[], margin: number): boolean {
  return figures.every((f) => insideShare(l, f.box, margin) === 0);
}

/**
 * A line that shares its baseline with a line of the page clear of every figure: a cell of a
 * row that runs across the figure's box (a table under a transparent image's margin; a table's
 * columns are column blocks of their own), not a label, which stands apart from the text.
 */
function inRowAcross(l: Line, page: FigureTextPage, figures: readonly DrawnRegion[]): boolean {
  const bases = page.clearBases;
  // The first clear baseline at or above l's less ROW_BASE_PT (binary search).
  let lo = 0;
  let hi = bases.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bases[mid] < l.base - ROW_BASE_PT) lo = mid + 1;
    else hi = mid;
  }
  return lo < bases.length && bases[lo] <= l.base + ROW_BASE_PT && !clearOf(l, figures, page.margin);
}

/**
 * A caption's lines: its first ("Table 2 Overview…", "TABLE I") and those set right under it at
 * the caption's own line pitch, overlapping it across (IEEE's "TABLE I" over "SYSTEM
 * PARAMETERS": a title in capitals reads as a label otherwise).
 */
function captionLines(pageLines: readonly Line[]): Set<Line> {
  const sorted = [...pageLines].sort((a, b) => a.base - b.base);
  const out = new Set<Line>();
  for (const l of sorted) {
    if (CAPTION_START.test(l.text)) {
      out.add(l);
      continue;
    }
    for (const c of out) {
      const step = l.base - c.base;
      if (step > 0 && step <= CAPTION_STEP_EM * l.size && l.x0 < c.x1 && c.x0 < l.x1) {
        out.add(l);
        break;
      }
    }
  }
  return out;
}

/**
 * Split a column's lines into body and figure text (see the header); `tables` are the boxes of
 * the tables found on the page, whose lines stay; `page` is the page's figureTextPage. A figure grows by the labels it takes, for
 * LABEL_ROUNDS rounds: an axis title stands under the tick labels, not under the axis.
 */
export function splitFigureText(
  lines: readonly Line[],
  figures: readonly DrawnRegion[],
  tables: readonly BBox[],
  page: FigureTextPage,
  typo: Typography,
): { body: Line[]; figure: Map<number, Line[]> } {
  const figure = new Map<number, Line[]>();
  if (!figures.length) return { body: [...lines], figure };
  const margin = page.margin;
  const boxes = figures.map((f) => [...f.box] as BBox);
  const taken = new Set<Line>();
  const open = lines.filter(
    (l) =>
      !page.captions.has(l) &&
      !inRowAcross(l, page, figures) &&
      !tables.some((t) => insideShare(l, t) >= INSIDE_SHARE),
  );
  for (let round = 0; round < LABEL_ROUNDS; round++) {
    let grew = false;
    for (const l of open) {
      if (taken.has(l)) continue;
      // Prose stays, inside a figure too (a sentence the drawing's box happens to cover).
      if (isProse(l, 0, typo)) continue;
      const k = boxes.findIndex(
        (f, n) =>
          insideShare(l, f) >= INSIDE_SHARE ||
          (insideShare(l, f, margin) >= INSIDE_SHARE && labelLike(l, f, figures[n].image, typo, page, lines)),
      );
      if (k < 0) continue;
      taken.add(l);
      const list = figure.get(k);
      if (list) list.push(l);
      else figure.set(k, [l]);
      boxes[k] = union(boxes[k], [l.x0, l.top, l.x1, l.bottom]);
      grew = true;
    }
    if (!grew) break;
  }
  const order = new Map(lines.map((l, i) => [l, i]));
  for (const ls of figure.values()) ls.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  return { body: lines.filter((l) => !taken.has(l)), figure };
}
