/**
 * Figures from what the page draws, and the text inside them. A plot's tick labels, axis titles
 * and legend, a diagram's box labels, are text in the PDF: read in order with the column they sit
 * in, they were spliced into the body between paragraphs ("0.6 16.09 0.4 16.15 … Wavelength [μm]
 * 32 36 40", readoc 1201.2692), where a statistics extractor reads them as numbers of the paper.
 *
 * 1. Figure marks (figure-marks.ts: images; paths that curve, have a slanted segment or many
 *    corners, rounded frames excepted; a bar chart's bars, bar-marks.ts) are grouped into
 *    regions: marks closer than GAP_PT points join.
 * 2. The page's ruling lines that touch a region and are not much longer than it (a plot's axes
 *    and ticks) widen it.
 * 3. A region is a figure when it is big enough (MIN_SIDE_EM), holds two distinct marks, an image
 *    or one path with axes, covers less than MAX_PAGE_SHARE of the page (a scan's page image, a
 *    background), is mostly empty of text (MAX_TEXT_COVER: a formula set as images, a text box)
 *    and holds no prose (two lines of body-size words across most of its width).
 * 4. Which lines are figure text: figure-text.ts.
 *
 * What left the body is kept: the `figure` block holds it (sidecar `blocks[].text`), and the
 * fallback `pdf.figure_text_moved` lists it per page.
 */

import type { BBox, PlacedBlock } from '../types.ts';
import { arrowDiagrams } from './arrow-diagrams.ts';
import { barMarks } from './bar-marks.ts';
import { ruleBox, touches, union } from './bbox.ts';
import type { Marks } from './figure-marks.ts';
import { linesBox } from './figures.ts';
import type { Line } from './model.ts';
import type { Rule } from './rule-geometry.ts';
import type { Typography } from './stats.ts';
import { hasWords } from './word-count.ts';

/**
 * Marks closer than this many points belong to one figure (a plot's markers, its lines); rules
 * as close widen it. In points, not body sizes: the regions are made as each page is read,
 * before the body size is known, so that a page keeps a few boxes and not its thousands of marks.
 */
const GAP_PT = 5;
/** A page with more separate regions than this is not grouped (its figure text is not looked for, and it says so). */
const MAX_REGIONS = 2000;
/** A figure is at least this many body sizes wide and high (a bullet image, an arrow glyph drawn as a path, are not). */
const MIN_SIDE_EM = 3;
/** A region covering more than this share of the page is a page image (a scan under its text layer) or a background. */
const MAX_PAGE_SHARE = 0.6;
/**
 * A rule longer than this many times the drawn region's longer side is page furniture (a header
 * rule) or a table's, not an axis or a diagram's connector.
 */
const MAX_AXIS_STRETCH = 1.5;
/** Rounds of widening by rules (an axis touches the data; its ticks touch the axis). */
const RULE_ROUNDS = 3;
/** A line is in a figure when at least this share of its box is. */
export const INSIDE_SHARE = 0.6;
/** Prose: at least this many words of two letters or more, in body type (within BODY_RATIO)… */
export const PROSE_WORDS = 6;
export const BODY_RATIO = 0.95;
/** …across at least this share of the region's width. Two such lines make a text box. */
const PROSE_WIDTH_SHARE = 0.6;
const PROSE_LINES = 2;
/**
 * A region of one path is a figure with axes: a horizontal and a vertical rule touching it, each
 * along at least this share of its side (a formula's big bracket has fraction bars beside it).
 */
const AXIS_SHARE = 0.5;
/**
 * Text covers at most this share of a figure's box (plots and diagrams: 0–0.3 in the corpus); a
 * formula set as images or drawn brackets, or a text box, is mostly text (0.5–0.9).
 */
const MAX_TEXT_COVER = 0.4;
/** Two marks within this many points on every side are one (a shape filled, then stroked). */
const SAME_MARK_PT = 1;
/**
 * A caption's whitespace estimate meets its drawn figure when they overlap across and stand at
 * most this many points apart up or down: the estimate stops at the text above or under it, and a
 * clipped drawing's box can stop short of that text (its tick labels, or a few points of margin
 * inside the clip). Across, they must overlap: two figures side by side in two columns stand a
 * gutter apart.
 */
const ESTIMATE_GAP_PT = 8;

function meetsEstimate(d: BBox, e: BBox): boolean {
  return d[0] < e[2] && e[0] < d[2] && d[1] - ESTIMATE_GAP_PT <= e[3] && e[1] - ESTIMATE_GAP_PT <= d[3];
}

interface Region {
  box: BBox;
  marks: number;
  image: boolean;
}

/** A page's drawn region, as kept until the document's body size is known. */
export interface DrawnRegion extends Region {
  /** A horizontal and a vertical rule touch it along half its sides (hasAxes). */
  axes: boolean;
}

function sameBox(a: BBox, b: BBox): boolean {
  return a.every((v, k) => Math.abs(v - b[k]) <= SAME_MARK_PT);
}

/** Group the marks into regions: one pass to place each, then merge until none touch. */
function group(marks: Marks, gap: number): Region[] | null {
  const regions: (Region & { last: BBox })[] = [];
  const drawn = [...marks.paths, ...barMarks(marks.bars)];
  const all = [...drawn, ...marks.images];
  for (let k = 0; k + 3 < all.length; k += 4) {
    const box: BBox = [all[k], all[k + 1], all[k + 2], all[k + 3]];
    const image = k >= drawn.length;
    const into = regions.find((r) => touches(r.box, box, gap));
    if (into) {
      into.box = union(into.box, box);
      if (!sameBox(into.last, box)) into.marks++;
      into.last = box;
      into.image ||= image;
    } else if (regions.push({ box, marks: 1, image, last: box }) > MAX_REGIONS) return null;
  }
  return mergeTouching(
    regions.map(({ box, marks: n, image }) => ({ box, marks: n, image })),
    gap,
  );
}

/** Merge the regions closer than `gap` until none are. */
function mergeTouching<R extends Region & { axes?: boolean }>(regions: R[], gap: number): R[] {
  for (let merged = true; merged; ) {
    merged = false;
    const out: R[] = [];
    for (const r of regions) {
      const into = out.find((o) => touches(o.box, r.box, gap));
      if (into) {
        into.box = union(into.box, r.box);
        into.marks += r.marks;
        into.image ||= r.image;
        if (r.axes) into.axes = true;
        merged = true;
      } else out.push(r);
    }
    regions = out;
  }
  return regions;
}

/** Widen a region by the rules that touch it and run no further than an axis would; returns them. */
function widenByRules(r: Region, rules: readonly Rule[], gap: number): Set<Rule> {
  const taken = new Set<Rule>();
  // Measured on the drawing itself, not on what the rules made of it: a table's grid next to a
  // small icon would otherwise be taken rule by rule.
  const longest = MAX_AXIS_STRETCH * Math.max(r.box[2] - r.box[0], r.box[3] - r.box[1]);
  for (let round = 0; round < RULE_ROUNDS; round++) {
    let grew = false;
    for (const rule of rules) {
      const box = ruleBox(rule);
      if (rule.to - rule.from > longest || !touches(r.box, box, gap)) continue;
      const next = union(r.box, box);
      if (!sameBox(next, r.box)) grew = true;
      r.box = next;
      taken.add(rule);
    }
    if (!grew) break;
  }
  return taken;
}

/** Axes: a horizontal and a vertical rule, each along at least AXIS_SHARE of the region's side. */
function hasAxes(box: BBox, rules: ReadonlySet<Rule>): boolean {
  const long = (r: Rule) => r.to - r.from >= AXIS_SHARE * (r.dir === 'h' ? box[2] - box[0] : box[3] - box[1]);
  return [...rules].some((r) => r.dir === 'h' && long(r)) && [...rules].some((r) => r.dir === 'v' && long(r));
}

/** The area of the line's box inside `box` widened by `by` on every side. */
function overlapArea(l: Line, box: BBox, by = 0): number {
  const w = Math.min(l.x1, box[2] + by) - Math.max(l.x0, box[0] - by);
  const h = Math.min(l.bottom, box[3] + by) - Math.max(l.top, box[1] - by);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The share of the line's box inside `box` widened by `by` on every side. */
export function insideShare(l: Line, box: BBox, by = 0): number {
  const area = (l.x1 - l.x0) * (l.bottom - l.top);
  return area > 0 ? overlapArea(l, box, by) / area : 0;
}

/** Prose: PROSE_WORDS words in body type, across PROSE_WIDTH_SHARE of `width` (0: any width). */
export function isProse(l: Line, width: number, typo: Typography): boolean {
  if (l.size < BODY_RATIO * typo.bodySize || l.x1 - l.x0 < PROSE_WIDTH_SHARE * width) return false;
  return hasWords(l.text, PROSE_WORDS);
}

/** The share of the box its lines' text covers. */
function textCover(lines: readonly Line[], box: BBox): number {
  let sum = 0;
  for (const l of lines) sum += overlapArea(l, box);
  return sum / ((box[2] - box[0]) * (box[3] - box[1]));
}

/**
 * Steps 1 and 2 of the header, as the page is read: the page's drawn regions, widened by the
 * rules that touch them; only those that may be figures (two marks, an image, or axes). Null
 * when the page draws more than MAX_REGIONS separate regions.
 */
export function drawnRegions(marks: Marks, rules: readonly Rule[]): DrawnRegion[] | null {
  const regions = group(marks, GAP_PT);
  if (!regions) return null;
  // Single path marks as drawn (before the rules widen them): an arrow diagram's tips.
  const single = regions.filter((r) => r.marks === 1 && !r.image).map((r) => [...r.box] as BBox);
  const widened = regions.map((r) => {
    // One path alone is a figure only with axes: a rounded frame round a text box is one path too.
    const axes = hasAxes(r.box, widenByRules(r, rules, GAP_PT));
    return { ...r, axes };
  });
  const arrows = arrowDiagrams(single, rules, GAP_PT).map((d) => ({
    box: d.box,
    marks: d.tips,
    image: false,
    axes: false,
  }));
  // Regions the rules brought together are one (a diagram's nodes joined by straight arrows).
  return mergeTouching([...widened, ...arrows], 0).filter((r) => r.marks >= 2 || r.image || r.axes);
}

/** Step 3: the regions that are figures, once the body size and the page's lines are known. */
export function pageFigures(
  regions: readonly DrawnRegion[],
  lines: readonly Line[],
  page: { width: number; height: number },
  typo: Typography,
): DrawnRegion[] {
  const em = typo.bodySize;
  const out: DrawnRegion[] = [];
  for (const r of regions) {
    const [x0, y0, x1, y1] = r.box;
    if (x1 - x0 < MIN_SIDE_EM * em || y1 - y0 < MIN_SIDE_EM * em) continue;
    if ((x1 - x0) * (y1 - y0) > MAX_PAGE_SHARE * page.width * page.height) continue;
    const prose = lines.filter((l) => insideShare(l, r.box) >= INSIDE_SHARE && isProse(l, x1 - x0, typo));
    if (prose.length >= PROSE_LINES || textCover(lines, r.box) > MAX_TEXT_COVER) continue;
    out.push(r);
  }
  return out;
}

/**
 * The page's drawn figures as `figure` blocks: the drawn box with the text inside it, which
 * keeps what left the body (in reading order, lines joined by spaces).
 */
export function figureBlocks(
  figures: readonly DrawnRegion[],
  text: ReadonlyMap<number, readonly Line[]>,
  page: number,
): (PlacedBlock & { bbox: BBox })[] {
  return figures.map((f, k) => {
    const lines = text.get(k) ?? [];
    return lines.length
      ? {
          role: 'figure',
          page,
          bbox: union(f.box, linesBox(lines) ?? f.box),
          text: lines.map((l) => l.text).join(' '),
        }
      : { role: 'figure', page, bbox: f.box };
  });
}

/**
 * One figure block per figure: a caption's whitespace estimate (figures.ts) that meets drawn
 * figures on its page takes their box, all of them (a row of subplots under one caption); a
 * drawn figure is kept on its own when it held text (what left the body stays in the sidecar),
 * else only as a caption's figure (a drawn logo or ornament without a caption is no figure block).
 */
export function mergeFigureBlocks(
  estimated: readonly PlacedBlock[],
  drawn: readonly (PlacedBlock & { bbox: BBox })[],
): PlacedBlock[] {
  const used = new Set<PlacedBlock>();
  const out: PlacedBlock[] = [];
  for (const e of estimated) {
    const met = e.bbox
      ? drawn.filter((x) => x.page === e.page && !used.has(x) && meetsEstimate(x.bbox, e.bbox as BBox))
      : [];
    if (!met.length) {
      // An estimate whose drawn figure another caption took is that figure's (a caption above and one below it).
      if (!e.bbox || !drawn.some((x) => x.page === e.page && meetsEstimate(x.bbox, e.bbox as BBox)))
        out.push(e);
      continue;
    }
    for (const d of met) used.add(d);
    out.push(met.length === 1 ? met[0] : joined(met));
  }
  for (const d of drawn) if (d.text && !used.has(d)) out.push(d);
  return out;
}

/** Drawn figures under one caption as one block: their boxes' union, their texts in turn. */
function joined(met: readonly (PlacedBlock & { bbox: BBox })[]): PlacedBlock {
  const text = met
    .map((d) => d.text)
    .filter(Boolean)
    .join(' ');
  const bbox = met.map((d) => d.bbox).reduce(union);
  return text
    ? { role: 'figure', page: met[0].page, bbox, text }
    : { role: 'figure', page: met[0].page, bbox };
}
