/**
 * Paragraphs rebuilt from geometry, not from line ends: a paragraph breaks at a larger
 * baseline step, a first-line indent, a short last line in justified text, or a change of
 * type size; it continues across column and page breaks when the previous line runs to its
 * column's edge and the next one is not indented.
 */

import type { BlockRole } from '../types.ts';
import { isGridBlock } from './author-grid.ts';
import { runInLeadStart } from './headings-runin.ts';
import { joinLines, type Vocabulary } from './hyphen.ts';
import type { Line } from './model.ts';
import { captionTitleEnd } from './paragraph-caption-title.ts';
import {
  ENDS_SENTENCE,
  labelStart,
  numberedHeadingEnd,
  numberedHeadingStart,
  plainHeadingStart,
} from './paragraph-heads.ts';
import { narrowerMeasure } from './paragraph-measure.ts';
import { heldTableRows, isCellRow } from './paragraph-table-rows.ts';
import type { Typography } from './stats.ts';

/** A baseline step this many times the expected pitch is a paragraph gap (typical extra space is 0.5 line or more). */
const PARA_GAP_RATIO = 1.4;
/** Indents between these many font sizes mark a first line (LaTeX 1–1.5 em, Word 0.5 in ≈ 3.6 em at 10pt). */
const INDENT_MIN_EM = 0.8;
const INDENT_MAX_EM = 6;
/** A line ending this many font sizes before its column's right edge is short. */
const SHORT_EM = 2.5;
/** Share of lines reaching the right edge for a column to count as justified. */
const JUSTIFIED_SHARE = 0.5;
/** In ragged-right text, a line ending before this share of the column width ends a paragraph if it ends a sentence. */
const RAGGED_SHORT_SHARE = 0.7;
/** In ragged-right text, a line narrower than this share of its column ends a paragraph whatever its last character (headings, short last lines). */
const HEADING_MAX_SHARE = 0.6;
/** A line is centred when its middle is within this many font sizes of its column's middle (and it is indented). */
const CENTRE_TOLERANCE_EM = 1;
/** Sizes differing by more than this share start a new paragraph (headings, captions). */
const SIZE_CHANGE = 0.12;
/** After a float or a column break, a line in another font larger than this share above the line before does not continue its paragraph. */
const RESUME_SIZE_SLACK = 0.05;

interface ColumnShape {
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
const ORNAMENT = /^\p{So}(?:\s*\p{So}){0,2}$/u;

function shapes(lines: readonly Line[]): Map<string, ColumnShape> {
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

function isShort(l: Line, s: ColumnShape): boolean {
  const slack = s.right - l.x1;
  if (s.justified) return slack > SHORT_EM * l.size && !s.measured.has(l);
  const width = s.right - s.left;
  // Ragged text: a line this short ends its paragraph even without punctuation (a heading).
  if (slack > (1 - HEADING_MAX_SHARE) * width) return true;
  return slack > (1 - RAGGED_SHORT_SHARE) * width && ENDS_SENTENCE.test(l.text);
}

/** Two centred lines of a title block (names, "Abstract") are separate paragraphs. */
function centredPair(prev: Line, cur: Line, ps: ColumnShape, cs: ColumnShape): boolean {
  if (ps.justified || cs.justified) return false;
  const centred = (l: Line, s: ColumnShape) =>
    Math.abs((l.x0 + l.x1) / 2 - (s.boxLeft + s.boxRight) / 2) < CENTRE_TOLERANCE_EM * l.size &&
    l.x0 - s.boxLeft > CENTRE_TOLERANCE_EM * l.size;
  const narrow = prev.x1 - prev.x0 < HEADING_MAX_SHARE * (ps.boxRight - ps.boxLeft);
  return narrow && centred(prev, ps) && centred(cur, cs);
}

function isIndented(l: Line, s: ColumnShape): boolean {
  const d = l.x0 - s.left;
  return d > INDENT_MIN_EM * l.size && d < INDENT_MAX_EM * l.size;
}

/**
 * A centred short line under a line that reaches the block's right edge is the last line of a
 * centred block (a title's third line under two full ones), not an indented first line: it
 * starts right of the left edge but stops as far short of the right one.
 */
function centredLastLine(cur: Line, prev: Line, s: ColumnShape): boolean {
  const centred = Math.abs((cur.x0 + cur.x1) / 2 - (s.left + s.right) / 2) < CENTRE_TOLERANCE_EM * cur.size;
  return (
    centred && s.right - prev.x1 < INDENT_MIN_EM * prev.size && s.right - cur.x1 > INDENT_MIN_EM * cur.size
  );
}

/** A gap between blocks up to this many expected pitches holds no float: it is a paragraph or heading gap. */
const BLOCK_GAP_MAX_PITCHES = 3;

/**
 * The next block (from its first line, after the last line of the block above) is a column
 * under a wider region and starts right under the line above on the same page, after more than a paragraph
 * gap but too little room for a figure: a full-width title block's last line ("Keywords: …")
 * over the first column's heading ("1. INTRODUCTION", AASTeX), which a column break would
 * otherwise let continue the paragraph.
 */
/** A column this share of the region above it wide or less is one of several columns under a full-width block. */
const COLUMN_UNDER_SHARE = 0.75;

/** `cs`'s column is one of the columns under the wider region of `ps`. */
function narrower(cs: ColumnShape, ps: ColumnShape): boolean {
  return cs.boxRight - cs.boxLeft <= COLUMN_UNDER_SHARE * (ps.boxRight - ps.boxLeft);
}

function paragraphGapBelow(prev: Line, cur: Line, typo: Typography): boolean {
  if (cur.page !== prev.page || cur.top <= prev.bottom) return false;
  if (cur.x1 <= prev.x0 || cur.x0 >= prev.x1) return false;
  const expected = typo.pitch * (prev.size / typo.bodySize);
  const step = cur.base - prev.base;
  return step > PARA_GAP_RATIO * expected && step <= BLOCK_GAP_MAX_PITCHES * expected;
}

function breaksBetween(
  prev: Line,
  cur: Line,
  ps: ColumnShape,
  cs: ColumnShape,
  typo: Typography,
  afterFloat = false,
): boolean {
  if (Math.abs(cur.size - prev.size) > SIZE_CHANGE * Math.max(cur.size, prev.size)) return true;
  if (/-$/.test(prev.text) && /^\p{Ll}/u.test(cur.text)) return false;
  if (isShort(prev, ps)) return true;
  if (numberedHeadingStart(prev, cur) || numberedHeadingEnd(prev, cur) || labelStart(prev, cur)) return true;
  if (plainHeadingStart(prev, cur) || runInLeadStart(prev, cur)) return true;
  if (centredPair(prev, cur, ps, cs)) return true;
  if (isIndented(cur, cs) && !isIndented(prev, ps) && !(ps === cs && centredLastLine(cur, prev, cs)))
    return true;
  if (prev.block !== cur.block && (isGridBlock(prev.block) || isGridBlock(cur.block))) return true;
  if (prev.block !== cur.block || afterFloat) {
    // A line in larger type and another font after a figure or a column break is a heading,
    // not the paragraph's continuation ("Specification in TIMP: …" under a figure, JSS).
    if (cur.font !== prev.font && cur.size > (1 + RESUME_SIZE_SLACK) * prev.size) return true;
    const underRegion = prev === ps.last && cur === cs.first && narrower(cs, ps);
    if (!afterFloat && underRegion && paragraphGapBelow(prev, cur, typo)) return true;
    // Across a column or page break, ragged text that ended a sentence ended its paragraph;
    // justified text gives no such evidence, so it continues.
    return !ps.justified && ENDS_SENTENCE.test(prev.text) && /^[\p{Lu}\d]/u.test(cur.text);
  }
  const expected = typo.pitch * (prev.size / typo.bodySize);
  return cur.base - prev.base > PARA_GAP_RATIO * expected || cur.base <= prev.base;
}

/** A caption line: "Figure 3:", "Fig. 1.", "Table 2:", or IEEE's "TABLE II" alone on its line. */
const CAPTION = /^(?:fig(?:ure)?|table|tab|algorithm|listing|scheme)\.?\s*(?:\d+|[IVXL]+)(?:[.:|]|\s*$)/i;
/** A table caption: its rows follow it (LaTeX puts a table's caption on top). */
const TABLE_CAPTION = /^(?:table|tab)\.?\s*(?:\d+|[IVXL]+)/i;
/** Figure labels above a caption: lines narrower than this share of their column… */
const LABEL_MAX_WIDTH = 0.4;
/**
 * …but a heading-like line (flush with the column's left edge, in body type or larger, opening
 * with a capital or a number and not ending like a sentence or a label) above a blank band taller
 * than this many body pitches (to the caption or the label under it) is not one: it stands over a
 * figure with no text in it, as a heading does (JSS's "An initial model" over a 9-pitch picture).
 * A plot's own title sits over its axis labels and ticks, a few pitches apart at most, and the
 * text of a drawn box is indented inside it.
 */
const LABEL_MAX_GAP_PITCHES = 4;
/**
 * A paragraph's last line in another font than the line above (a formula) follows it at the
 * paragraph's own line pitch, within this factor; a figure's label under the text sits lower.
 */
const EXACT_PITCH_SLACK = 1.1;
/** Flush left: within this many font sizes of the column's left edge. */
const FLUSH_EM = 0.5;

/** A line that looks like a heading standing over a figure rather than a label inside it. */
function headingOverFigure(l: Line, s: ColumnShape, typo: Typography, gapBelow: number): boolean {
  if (gapBelow <= LABEL_MAX_GAP_PITCHES * typo.pitch) return false;
  if (l.size < (1 - SIZE_CHANGE) * typo.bodySize || l.x0 - s.left > FLUSH_EM * l.size) return false;
  return /^[\p{Lu}\d]/u.test(l.text) && !/[.!?:;,]$/.test(l.text);
}

/**
 * A short line right under a full line of the same body type, at the body's line pitch, is that
 * paragraph's last line ("present (Figure 7)."), not a label of the figure below it (JSS: taking
 * it for one joined the heading after the figure to the paragraph).
 */
function endsParagraphAbove(above: Line | undefined, l: Line, s: ColumnShape, typo: Typography): boolean {
  if (!above || above.block !== l.block || above.size !== l.size) return false;
  // Body type only: a figure's small axis ticks stack at their own tight pitch.
  if (Math.abs(l.size - typo.bodySize) > SIZE_CHANGE * typo.bodySize) return false;
  const full = s.right - above.x1 <= SHORT_EM * above.size && above.x0 - s.left <= INDENT_MAX_EM * above.size;
  const step = l.base - above.base;
  const pitch = typo.pitch * (l.size / typo.bodySize);
  // In another font (a last line that is all formula, "(α = 0.05)."), only at the line pitch itself.
  const most = above.font === l.font ? PARA_GAP_RATIO : EXACT_PITCH_SLACK;
  return full && step > 0 && step <= most * pitch;
}

/**
 * Floats: caption blocks and the figure labels just above them. They are taken out of the
 * flow and emitted after the paragraph they interrupt, so a sentence running past a figure
 * stays whole. Returns the float lines and, among them, the labels; and the rows of cells
 * under a table caption (`rows`, paragraph-table-rows.ts), held back the same way but each kept
 * a line of its own (a table at the top of a column otherwise cut the paragraph running past it
 * in two).
 */
function markFloats(
  lines: readonly Line[],
  shape: Map<string, ColumnShape>,
  typo: Typography,
): { floats: Set<Line>; labels: Set<Line>; rows: Set<Line>; titles: Set<Line> } {
  const floats = new Set<Line>();
  const titles = new Set<Line>();
  const labels = new Set<Line>();
  const rows = new Set<Line>();
  for (let i = 0; i < lines.length; i++) {
    if (!CAPTION.test(lines[i].text)) continue;
    const s = shape.get(lines[i].block) as ColumnShape;
    const table = TABLE_CAPTION.test(lines[i].text);
    floats.add(lines[i]);
    let j = i + 1;
    while (j < lines.length && lines[j].block === lines[i].block) {
      const ps = shape.get(lines[j - 1].block) as ColumnShape;
      if (breaksBetween(lines[j - 1], lines[j], ps, s, typo)) break;
      // A table's header row is not its caption's last line.
      if (table && isCellRow(lines[j])) break;
      floats.add(lines[j]);
      j++;
    }
    let flow = i - 1;
    while (flow >= 0 && (floats.has(lines[flow]) || rows.has(lines[flow]))) flow--;
    // A label alone ("Figure 1", APA) has its title under it.
    const titled = captionTitleEnd(lines, i, typo.pitch, (a, b) => !breaksBetween(a, b, s, s, typo));
    for (let k = j; k < titled; k++) {
      floats.add(lines[k]);
      titles.add(lines[k]);
    }
    j = Math.max(j, titled);
    const held = table ? heldTableRows(lines, i, j, s.right - s.left, lines[flow]) : null;
    if (held) {
      for (const l of held.tail) floats.add(l);
      for (const l of held.rows) rows.add(l);
      j += held.tail.length + held.rows.length;
    }
    let under = lines[i].top;
    for (let k = i - 1; k >= 0 && lines[k].block === lines[i].block; k--) {
      const l = lines[k];
      const narrow = l.x1 - l.x0 < LABEL_MAX_WIDTH * (s.right - s.left);
      const offSize = Math.abs(l.size - typo.bodySize) > SIZE_CHANGE * typo.bodySize;
      if (!narrow && !offSize) break;
      if (endsParagraphAbove(lines[k - 1], l, s, typo)) break;
      if (headingOverFigure(l, s, typo, under - l.bottom)) break;
      floats.add(l);
      labels.add(l);
      under = l.top;
    }
    i = j - 1;
  }
  return { floats, labels, rows, titles };
}

/** A paragraph as laid out: its text, its lines in order, and what kind of float it is. */
export interface Para {
  text: string;
  lines: Line[];
  /** 'caption': a caption block held out of the flow; 'label': text just above a caption (figure labels). */
  float: 'caption' | 'label' | null;
  /** A role given from outside (title-block lines from the metadata pass), when any of its lines has one. */
  role?: BlockRole;
}

/**
 * Build paragraphs from lines in reading order. `roles` marks lines whose role is already
 * known (the first page's title, authors, affiliations): a paragraph holding one carries it.
 */
export function paragraphs(
  lines: readonly Line[],
  typo: Typography,
  vocab: Vocabulary,
  roles?: ReadonlyMap<Line, BlockRole>,
): Para[] {
  const shape = shapes(lines);
  const { floats, labels, rows, titles } = markFloats(lines, shape, typo);
  const out: Para[] = [];
  const pending: Para[] = [];
  let cur: Para | null = null;
  let float: Para | null = null;
  let prev: Line | null = null;
  let prevFloat: Line | null = null;
  let afterFloat = false;
  const open = (l: Line, kind: Para['float']): Para => {
    const p: Para = { text: l.text, lines: [l], float: kind };
    const role = roles?.get(l);
    if (role) p.role = role;
    return p;
  };
  const extend = (p: Para, l: Line) => {
    p.text = joinLines(p.text, l.text, vocab);
    p.lines.push(l);
    const role = roles?.get(l);
    if (role && !p.role) p.role = role;
  };
  const endParagraph = () => {
    if (cur) out.push(cur);
    cur = null;
    if (float) pending.push(float);
    float = null;
    prevFloat = null;
    out.push(...pending);
    pending.length = 0;
  };
  for (const l of lines) {
    if (!l.text) continue;
    const cs = shape.get(l.block) as ColumnShape;
    if (rows.has(l)) {
      // A table's row under its caption: held with the caption, a paragraph of its own.
      if (float) pending.push(float);
      float = null;
      prevFloat = null;
      pending.push(open(l, null));
      afterFloat = prev !== null;
      continue;
    }
    if (floats.has(l)) {
      // Floats form their own paragraphs, held until the interrupted paragraph ends.
      // A bare label's title (captionTitleEnd) joins it across the blank line between them.
      // A caption's own label starts a float of its own, even under another caption's title.
      const title = titles.has(l) && prevFloat !== null && !titles.has(prevFloat);
      if (
        float &&
        prevFloat &&
        !(titles.has(prevFloat) && CAPTION.test(l.text)) &&
        (title || !breaksBetween(prevFloat, l, shape.get(prevFloat.block) as ColumnShape, cs, typo))
      )
        extend(float, l);
      else {
        if (float) pending.push(float);
        float = open(l, labels.has(l) ? 'label' : 'caption');
      }
      prevFloat = l;
      afterFloat = prev !== null;
      continue;
    }
    if (ORNAMENT.test(l.text.trim())) {
      pending.push(open(l, null));
      continue;
    }
    if (float) {
      pending.push(float);
      float = null;
      prevFloat = null;
    }
    if (cur && prev && !breaksBetween(prev, l, shape.get(prev.block) as ColumnShape, cs, typo, afterFloat))
      extend(cur, l);
    else {
      endParagraph();
      cur = open(l, null);
    }
    afterFloat = false;
    prev = l;
  }
  endParagraph();
  return out;
}

/** Join one note's lines with the body's de-hyphenation. */
export function joinNote(lines: readonly Line[], vocab: Vocabulary): string {
  let text = '';
  for (const l of lines) text = text ? joinLines(text, l.text, vocab) : l.text;
  return text;
}
