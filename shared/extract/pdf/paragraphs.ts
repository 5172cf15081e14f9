/**
 * Paragraphs rebuilt from geometry, not from line ends: a paragraph breaks at a larger
 * baseline step, a first-line indent, a short last line in justified text, or a change of
 * type size; it continues across column and page breaks when the previous line runs to its
 * column's edge and the next one is not indented. Each block's line shape is read in
 * paragraph-shape.ts, the break rules are in paragraph-breaks.ts, and floats (captions, figure
 * labels, table rows under a caption) are marked in paragraph-floats.ts and held out of the flow here.
 */

import type { BlockRole } from '../types.ts';
import { CAPTION } from './caption-line.ts';
import { resumesAcrossNote } from './footnotes-mid.ts';
import { joinLines, type Vocabulary } from './hyphen.ts';
import type { Line } from './model.ts';
import { opensOnRaisedRun } from './note-shape.ts';
import { breaksBetween } from './paragraph-breaks.ts';
import { markFloats } from './paragraph-floats.ts';
import { type ColumnShape, ORNAMENT, shapes } from './paragraph-shape.ts';
import type { Typography } from './stats.ts';

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
 * `heldRows` are table rows to hold out of the flow until the paragraph they interrupt ends.
 */
export function paragraphs(
  lines: readonly Line[],
  typo: Typography,
  vocab: Vocabulary,
  roles?: ReadonlyMap<Line, BlockRole>,
  heldRows?: ReadonlySet<Line>,
): Para[] {
  const shape = shapes(lines);
  const { floats, labels, rows, titles, hanging } = markFloats(lines, shape, typo);
  // A table that interrupts a sentence is held like the rows under a caption (table-interrupt.ts).
  for (const l of heldRows ?? []) if (!floats.has(l)) rows.add(l);
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
        (title ||
          hanging.has(l) ||
          !breaksBetween(prevFloat, l, shape.get(prevFloat.block) as ColumnShape, cs, typo))
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
    // A note taken out from inside the column (footnotes-mid.ts) is held out like a float.
    const held = afterFloat || resumesAcrossNote(l);
    if (
      cur &&
      prev &&
      (titleGoesOn(cur, prev, l, roles, typo.bodySize) ||
        (!frontBreak(cur, l, roles) &&
          !breaksBetween(prev, l, shape.get(prev.block) as ColumnShape, cs, typo, held)))
    )
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

/**
 * A mark alone in a raised run: one or two digits, a lower-case letter or a note symbol. It opens
 * a note ("¹We use …", AIAA's "ᵃResults …") or an affiliation ("¹Department of …").
 */
const RAISED_MARK = /^(?:\d{1,2}|[a-z]|[*∗†‡§¶])$/u;

/**
 * The first page's front matter is read line by line (front-matter.ts): a line of another role
 * than the paragraph's (an affiliation under the author names, asaetr) starts a paragraph, and so
 * does an affiliation opening on its raised number ("²School of …" under "¹Department of …",
 * quantumarticle), which is an entry of its own however close it stands.
 */
function frontBreak(cur: Para, l: Line, roles: ReadonlyMap<Line, BlockRole> | undefined): boolean {
  const role = roles?.get(l);
  if (!role || !cur.role) return false;
  return role !== cur.role || (role === 'affiliation' && opensOnRaisedRun(l, RAISED_MARK));
}

/** Title lines joined across the break rules are set at least this many times the body size… */
const TITLE_JOIN_MIN_RATIO = 1.2;
/** …in one size (within this share)… */
const TITLE_JOIN_SIZE_SLACK = 0.05;
/** …this many of their sizes apart at most, baseline to baseline (no blank line between). */
const TITLE_JOIN_STEP_EM = 1.6;

/**
 * The lines of a large title, as front-matter.ts found them, are one paragraph: a ragged or
 * centred title's short first line ("Soil Moisture Retrieval from Passive" over "Microwave
 * Observations …", pracjourn, artikel3) otherwise ended a paragraph by the break rules. Only in
 * title type, one size, with no blank line between: a body-size "title" may be a guess.
 */
function titleGoesOn(
  cur: Para,
  prev: Line,
  l: Line,
  roles: ReadonlyMap<Line, BlockRole> | undefined,
  bodySize: number,
): boolean {
  if (cur.role !== 'title' || roles?.get(prev) !== 'title' || roles.get(l) !== 'title') return false;
  if (prev.page !== l.page || l.size < TITLE_JOIN_MIN_RATIO * bodySize) return false;
  if (Math.abs(l.size - prev.size) > TITLE_JOIN_SIZE_SLACK * l.size) return false;
  const step = l.base - prev.base;
  return step > 0 && step <= TITLE_JOIN_STEP_EM * l.size;
}

/**
 * A note's first line with its raised mark set apart from the first word ("1 We use …", "a
 * Results …"): glued, the mark made a word that is none ("aResults", "1We").
 */
function markApart(l: Line): string {
  const first = l.items?.[0];
  if (!first || !opensOnRaisedRun(l, RAISED_MARK)) return l.text;
  const mark = first.str.trim();
  const rest = l.text.slice(mark.length);
  return l.text.startsWith(mark) && /^[\p{L}\p{N}]/u.test(rest) ? `${mark} ${rest}` : l.text;
}

/** Join one note's lines with the body's de-hyphenation, its raised mark apart from its first word. */
export function joinNote(lines: readonly Line[], vocab: Vocabulary): string {
  let text = '';
  for (const l of lines) text = text ? joinLines(text, l.text, vocab) : markApart(l);
  return text;
}
