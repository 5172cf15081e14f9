/**
 * Where a paragraph breaks between two lines in reading order: a change of type size, a short
 * line, a heading's start or end, a first-line indent, centred title lines, a larger baseline
 * step; across a column or page break or a float, only on evidence that the paragraph ended.
 * Used by the paragraph builder (paragraphs.ts) and by its float pass (paragraph-floats.ts).
 */

import { isGridBlock } from './author-grid.ts';
import { ANY_CAPTION } from './captions.ts';
import { runInLeadStart } from './headings-runin.ts';
import { KEYWORDS } from './headings-text.ts';
import type { Line } from './model.ts';
import {
  opensBracketEntry,
  opensOnRaisedEntryNumber,
  REFERENCES_HEADING,
  runningText,
  startsLikeReference,
} from './note-shape.ts';
import { INDENT_MAX_EM, INDENT_MIN_EM } from './paragraph-hanging.ts';
import {
  ENDS_SENTENCE,
  labelStart,
  numberedHeadingEnd,
  numberedHeadingStart,
  plainHeadingStart,
} from './paragraph-heads.ts';
import { type ColumnShape, SHORT_EM } from './paragraph-shape.ts';
import type { Typography } from './stats.ts';

/** A baseline step this many times the expected pitch is a paragraph gap (typical extra space is 0.5 line or more). */
export const PARA_GAP_RATIO = 1.4;
/** In ragged-right text, a line ending before this share of the column width ends a paragraph if it ends a sentence. */
const RAGGED_SHORT_SHARE = 0.7;
/** In ragged-right text, a line narrower than this share of its column ends a paragraph whatever its last character (headings, short last lines). */
const HEADING_MAX_SHARE = 0.6;
/** A line is centred when its middle is within this many font sizes of its column's middle (and it is indented). */
const CENTRE_TOLERANCE_EM = 1;
/** Sizes differing by more than this share start a new paragraph (headings, captions). */
export const SIZE_CHANGE = 0.12;
/** After a float or a column break, a line in another font larger than this share above the line before does not continue its paragraph. */
const RESUME_SIZE_SLACK = 0.05;

function isShort(l: Line, s: ColumnShape, next: Line): boolean {
  const slack = s.right - l.x1;
  const width = s.right - s.left;
  if (s.loose) {
    // Ragged right near its measure: a short line ends its paragraph only where it ends a
    // sentence or the next line starts a reference entry (one ending "49, 658–669") or a
    // caption ("Figure 2 (continued)").
    if (slack <= SHORT_EM * l.size || s.measured.has(l)) return false;
    if (ENDS_SENTENCE.test(l.text) || slack > (1 - HEADING_MAX_SHARE) * width) return true;
    return startsLikeReference(next.text) || ANY_CAPTION.test(next.text);
  }
  if (s.justified) return slack > SHORT_EM * l.size && !s.measured.has(l);
  // Ragged text: a line this short ends its paragraph even without punctuation (a heading).
  if (slack > (1 - HEADING_MAX_SHARE) * width) return true;
  return slack > (1 - RAGGED_SHORT_SHARE) * width && ENDS_SENTENCE.test(l.text);
}

/** A line centred in its column's box, with room on both sides. */
function centred(l: Line, s: ColumnShape): boolean {
  return (
    Math.abs((l.x0 + l.x1) / 2 - (s.boxLeft + s.boxRight) / 2) < CENTRE_TOLERANCE_EM * l.size &&
    l.x0 - s.boxLeft > CENTRE_TOLERANCE_EM * l.size
  );
}

/** Two centred lines of a title block (names, "Abstract") are separate paragraphs. */
function centredPair(prev: Line, cur: Line, ps: ColumnShape, cs: ColumnShape): boolean {
  if (ps.justified || cs.justified) return false;
  const narrow = prev.x1 - prev.x0 < HEADING_MAX_SHARE * (ps.boxRight - ps.boxLeft);
  return narrow && centred(prev, ps) && centred(cur, cs);
}

/**
 * A centred line over a full one flush with the column's left edge ends a paragraph: no
 * paragraph sets its last line centred and goes on flush, while a centred heading over text
 * whose first line is not indented does (APA's manuscript level-1 heads, ragged right, at the double-spaced
 * pitch, where neither the short-line nor the gap rule tells them from the text).
 */
function centredOverFlush(prev: Line, cur: Line, ps: ColumnShape, cs: ColumnShape): boolean {
  if (ps !== cs || ps.justified) return false;
  const narrow = prev.x1 - prev.x0 < HEADING_MAX_SHARE * (ps.boxRight - ps.boxLeft);
  // The text under it fills its line, and both are running text: table rows and figure labels
  // under a centred cell are not.
  const full = cur.x0 - cs.left <= INDENT_MIN_EM * cur.size && cs.right - cur.x1 <= SHORT_EM * cur.size;
  return narrow && full && centred(prev, ps) && runningText(prev) && runningText(cur);
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

/** A column this share of the region above it wide or less is one of several columns under a full-width block. */
const COLUMN_UNDER_SHARE = 0.75;

/** `cs`'s column is one of the columns under the wider region of `ps`. */
function narrower(cs: ColumnShape, ps: ColumnShape): boolean {
  return cs.boxRight - cs.boxLeft <= COLUMN_UNDER_SHARE * (ps.boxRight - ps.boxLeft);
}

/**
 * The next block (from its first line, after the last line of the block above) is a column
 * under a wider region and starts right under the line above on the same page, after more than a paragraph
 * gap but too little room for a figure: a full-width title block's last line ("Keywords: …")
 * over the first column's heading ("1. INTRODUCTION", AASTeX), which a column break would
 * otherwise let continue the paragraph.
 */
function paragraphGapBelow(prev: Line, cur: Line, typo: Typography): boolean {
  if (cur.page !== prev.page || cur.top <= prev.bottom) return false;
  if (cur.x1 <= prev.x0 || cur.x0 >= prev.x1) return false;
  const expected = typo.pitch * (prev.size / typo.bodySize);
  const step = cur.base - prev.base;
  return step > PARA_GAP_RATIO * expected && step <= BLOCK_GAP_MAX_PITCHES * expected;
}

/**
 * Does a paragraph end between `prev` and `cur` (lines of blocks shaped `ps` and `cs`)?
 * `afterFloat`: a float was held out of the flow between them.
 */
export function breaksBetween(
  prev: Line,
  cur: Line,
  ps: ColumnShape,
  cs: ColumnShape,
  typo: Typography,
  afterFloat = false,
): boolean {
  if (Math.abs(cur.size - prev.size) > SIZE_CHANGE * Math.max(cur.size, prev.size)) return true;
  // A line that is a reference list's heading alone ends there ("REFERENCES" over the first
  // entry in type barely smaller, AASTeX): the list's first entry is not its heading's text.
  if (/^\p{Lu}/u.test(prev.text) && REFERENCES_HEADING.test(prev.text.trim())) return true;
  // A reference list with hanging indents: a flush line starts an entry, an indented one goes on;
  // across a column or page break, an entry's first line after the list's last line starts one.
  const hung = cs.hanging.get(cur);
  if (hung !== undefined && ps.hanging.has(prev) && (ps === cs || hung)) return hung;
  // An entry cut by the column break goes on in the next column's first line, indented as the
  // list's other continuation lines are, when the line before ends mid-sentence ("[7] K. Rossi
  // … Journal of" / "Applied Research, vol. 17, …", Philosophers' Imprint).
  if (hung === false && ps.hanging.has(prev) && !ENDS_SENTENCE.test(prev.text)) return false;
  if (/-$/.test(prev.text) && /^\p{Ll}/u.test(cur.text)) return false;
  // A reference list numbered in superscripts: its entries are lines of one measure, each
  // opening on its raised number after the last one's closing period.
  if (ENDS_SENTENCE.test(prev.text) && opensOnRaisedEntryNumber(cur)) return true;
  if (isShort(prev, ps, cur)) return true;
  if (numberedHeadingStart(prev, cur) || numberedHeadingEnd(prev, cur) || labelStart(prev, cur)) return true;
  if (plainHeadingStart(prev, cur) || runInLeadStart(prev, cur)) return true;
  if (centredPair(prev, cur, ps, cs) || centredOverFlush(prev, cur, ps, cs)) return true;
  if (isIndented(cur, cs) && !isIndented(prev, ps) && !(ps === cs && centredLastLine(cur, prev, cs)))
    return true;
  if (prev.block !== cur.block && (isGridBlock(prev.block) || isGridBlock(cur.block))) return true;
  if (prev.block !== cur.block || afterFloat) {
    // A line in larger type and another font after a figure or a column break is a heading,
    // not the paragraph's continuation ("Specification in TIMP: …" under a figure, JSS).
    if (cur.font !== prev.font && cur.size > (1 + RESUME_SIZE_SLACK) * prev.size) return true;
    // A section keyword alone opening the next column ("Abstract" at the top of the column after
    // a title page's licence lines, Philosophers' Imprint) is a heading, whatever its type.
    if (/^\p{Lu}/u.test(cur.text) && KEYWORDS.test(cur.text.trim())) return true;
    // A bracket-numbered reference entry opening the next column or page after one that ended
    // ("…, 2017." / "[8] A. Rossi…", sugconf): a justified list gives no other evidence.
    if (ENDS_SENTENCE.test(prev.text) && opensBracketEntry(cur.text)) return true;
    const underRegion = prev === ps.last && cur === cs.first && narrower(cs, ps);
    if (!afterFloat && underRegion && paragraphGapBelow(prev, cur, typo)) return true;
    // Across a column or page break, ragged text that ended a sentence ended its paragraph;
    // justified text gives no such evidence, so it continues.
    return !ps.justified && ENDS_SENTENCE.test(prev.text) && /^[\p{Lu}\d]/u.test(cur.text);
  }
  const expected = typo.pitch * (prev.size / typo.bodySize);
  return cur.base - prev.base > PARA_GAP_RATIO * expected || cur.base <= prev.base;
}
