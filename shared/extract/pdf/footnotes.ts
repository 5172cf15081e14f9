/**
 * Footnotes and first-page venue blocks: the small-type tail of a column (a column's foot, not
 * only the page's). A tail that starts with a note marker (1, *, †) is split into notes at each
 * marker; an unmarked tail on the first page that reads like a venue/copyright/manuscript notice
 * is boilerplate; other unmarked tails set apart by a blank band are notes too (affiliations).
 * Figure and table captions in small type are body text and stop the tail.
 *
 * "Small" is learned per document (noteTypography): the size notes are set in is the commonest
 * size below the body at the pages' feet, so notes only half a point smaller are found where
 * the document uses that size consistently. What is never a note, whatever its size and place:
 *  - a reference list (IEEE sets it in small type and it can end a column at the page foot);
 *  - a table's rows (a header row "ALL DEMENTIA  ALZHEIMER'S DISEASE" under a full-width table).
 */
import { contactTail } from './footnotes-contact.ts';
import { midColumnNotes } from './footnotes-mid.ts';
import type { Line, PageInfo, Row } from './model.ts';
import {
  looksLikeReferences,
  NOTE_SIZE_STEP,
  opensOnRaisedRun,
  raisedMark,
  readsAsNote,
  runningText,
  STRICT_MARKER,
} from './note-shape.ts';
import type { Typography } from './stats.ts';

/** With no consistent note size in the document, a note line is at least this many points smaller than body text. */
const NOTE_SIZE_DROP = 0.6;
/** A size counts as the document's note size with at least this many rows of it at the pages' feet. */
const MIN_NOTE_ROWS = 3;
/** Sizes closer to the body than this (points) are the body's own jitter, not a note size. */
const MIN_LEARNED_DROP = 0.5;
/** A footnote block takes at most this share of its column's height: a reference list in small type is longer. */
const MAX_NOTE_SHARE = 0.45;
/** A footnote block ends in this bottom share of the page. */
const NOTE_ZONE = 0.35;
/** Notes in body size step at most this share of the body pitch (their own, tighter leading); body lines step the full pitch. */
const TIGHT_PITCH_RATIO = 0.92;
/** A note under a reference list in its own type stands this many of the list's line steps below it (the footnote rule's space). */
const NOTE_STEP_RATIO = 1.5;
/** An unmarked block needs this many body pitches of blank space above it (footnote rule area). */
const UNMARKED_GAP_PITCHES = 1.5;

const MARKER = /^(?:\d{1,3}|[*∗†‡§¶‖#]|\(\d{1,2}\)|[a-z](?=\s))\s?\S/u;
const LETTER_MARKER = /^[a-z]\s/;
/** A letter note mark's own run (AIAA, some journals' table and title notes: "ᵃThis choice …"). */
const LETTER_GLYPH = /^[a-z]$/;
const CAPTION = /^(?:fig(?:ure)?|table|tab|algorithm|listing|scheme|chart|plate)\.?\s*[\dIVX]/i;
/** What venue, copyright and manuscript notices say on first pages. */
const VENUE =
  /(permission to (?:make|copy)|copyright|©|\(c\)\s*\d{4}|proceedings of|conference|manuscript received|publisher item identifier|\bisbn\b|\bissn\b|\bdoi\b|licen[cs]ed? |all rights reserved|\$\d+\.\d\d|\d{3}-\d-\d{4,5}-\d{4}-\d)/i;

/** The body typography plus the largest size a note line may have in this document. */
export interface NoteTypography extends Typography {
  noteMax: number;
}

/**
 * Learn the note size: the commonest row size at least MIN_LEARNED_DROP below the body among
 * rows in the pages' bottom NOTE_ZONE. A note line is then any line nearer that size than the
 * body's (the midpoint), and never less permissive than the fixed NOTE_SIZE_DROP.
 */
export function noteTypography(
  pages: readonly Row[][],
  infos: readonly PageInfo[],
  typo: Typography,
): NoteTypography {
  const counts = new Map<number, number>();
  pages.forEach((rows, i) => {
    const foot = (1 - NOTE_ZONE) * infos[i].height;
    for (const r of rows)
      if (r.top >= foot && r.size <= typo.bodySize - MIN_LEARNED_DROP)
        counts.set(r.size, (counts.get(r.size) ?? 0) + 1);
  });
  let noteSize = 0;
  let best = MIN_NOTE_ROWS - 1;
  for (const [size, n] of counts)
    if (n > best || (n === best && size > noteSize)) {
      best = n;
      noteSize = size;
    }
  const fixed = typo.bodySize - NOTE_SIZE_DROP;
  return { ...typo, noteMax: noteSize ? Math.max(fixed, (typo.bodySize + noteSize) / 2) : fixed };
}

export interface NoteSplit {
  body: Line[];
  /** One entry per note, as lines (joined later with the same de-hyphenation as the body). */
  notes: Line[][];
  venue: string[];
}

/** Split a column's lines into body and notes: notes set inside the column (footnotes-mid.ts), then the small-type tail. */
export function splitFootnotes(
  lines: Line[],
  typo: Typography & Partial<NoteTypography>,
  firstPage: boolean,
  pageHeight: number,
): NoteSplit {
  const mid = midColumnNotes(lines, typo.noteMax ?? typo.bodySize - NOTE_SIZE_DROP, typo);
  if (!mid.notes.length) return splitTail(lines, typo, firstPage, pageHeight);
  const rest = splitTail(mid.body, typo, firstPage, pageHeight);
  return { ...rest, notes: [...mid.notes, ...rest.notes] };
}

/** A figure's caption label. */
const FIGURE_LABEL = /^fig(?:ure)?\.?\s*[\dIVX]/i;
/** A caption's next line follows at most this many of its sizes under the one before (its own leading)… */
const CAPTION_STEP_EM = 1.5;
/** …in its size, within this many points. */
const CAPTION_SIZE_SLACK_PT = 0.3;

/**
 * The index after the caption opening at line i: its next lines in the same block, in its size,
 * at its leading, starting no further left than it (continued or hanging).
 */
function captionEnd(lines: readonly Line[], i: number): number {
  const c = lines[i];
  let j = i + 1;
  while (
    j < lines.length &&
    lines[j].block === c.block &&
    Math.abs(lines[j].size - c.size) <= CAPTION_SIZE_SLACK_PT &&
    lines[j].base - lines[j - 1].base <= CAPTION_STEP_EM * c.size &&
    lines[j].x0 >= c.x0 - c.size / 2
  )
    j++;
  return j;
}

/** Split a column's lines into body and the small-type tail. */
function splitTail(
  lines: Line[],
  typo: Typography & Partial<NoteTypography>,
  firstPage: boolean,
  pageHeight: number,
): NoteSplit {
  const none: NoteSplit = { body: lines, notes: [], venue: [] };
  if (lines.length < 2 && !(lines.length === 1 && lines[0].top >= (1 - NOTE_ZONE) * pageHeight)) return none;
  let start = lines.length;
  const noteMax = typo.noteMax ?? typo.bodySize - NOTE_SIZE_DROP;
  while (start > 0 && lines[start - 1].size <= noteMax) start--;
  if (start === lines.length) start = tightTail(lines, typo);
  if (start === lines.length) start = closeTail(lines, typo);
  if (start === lines.length) start = bodySizeTail(lines, typo);
  // Stop at a caption: everything from it down is figure/table material in the body, and so are
  // the caption's own next lines (CHI's side caption at a page's foot: its second line had gone
  // to the venue notice beside it).
  // (A table caption's next lines are its rows, judged as before.)
  for (let i = start; i < lines.length; i++)
    if (CAPTION.test(lines[i].text)) start = FIGURE_LABEL.test(lines[i].text) ? captionEnd(lines, i) : i + 1;
  if (start >= lines.length) return none;
  const split = judgeSplits(lines, start, typo, firstPage, pageHeight);
  // An unmarked contact line of the first page, left in the body above the notes or alone.
  const contact = firstPage ? contactTail(split.body, noteMax, (1 - NOTE_ZONE) * pageHeight) : 0;
  if (!contact) return split;
  const at = split.body.length - contact;
  return { ...split, body: split.body.slice(0, at), notes: [split.body.slice(at), ...split.notes] };
}

/** The tail from `start` judged whole, or its last part (innerStart, markedStart) when the whole is not notes. */
function judgeSplits(
  lines: Line[],
  start: number,
  typo: Typography & Partial<NoteTypography>,
  firstPage: boolean,
  pageHeight: number,
): NoteSplit {
  const whole = judgeTail(lines, start, typo, firstPage, pageHeight);
  if (whole.notes.length || whole.venue.length) return whole;
  // Small type above the notes (an abstract or keywords in 9 pt over 8 pt notes, body 10 pt)
  // makes the tail too long to be notes: the notes are then the part under its last blank
  // band, when that part opens on a strict note marker ("∗E-mail …", "1 The …") and is set in
  // one size, judged on their own.
  const inner = innerStart(lines, start, typo);
  if (inner > start) return judgeTail(lines, inner, typo, firstPage, pageHeight);
  const marked = markedStart(lines, start, typo);
  return marked > start ? judgeTail(lines, marked, typo, firstPage, pageHeight) : whole;
}

/**
 * Start of the tail's last part in one size that opens on a raised note mark more than a body
 * pitch under smaller type of another kind; else `start`. A display equation ending a page
 * hangs its limits ("i=1" under a sum, 7 pt) over the notes (8 pt): they join the small-type
 * tail, and the blank band from them to the note is less than innerStart's (16 pt on a 12 pt
 * pitch, LaTeX article with titlesec). The raised mark is what tells the note from the limits.
 */
function markedStart(lines: readonly Line[], start: number, typo: Typography): number {
  const last = lines[lines.length - 1];
  for (let i = lines.length - 1; i > start; i--) {
    if (!runningText(lines[i])) return start;
    const gap = lines[i].base - lines[i - 1].base;
    if (Math.abs(lines[i - 1].size - last.size) < NOTE_SIZE_STEP) {
      if (underReferences(lines, start, i, gap, typo)) return i;
      continue;
    }
    return raisedMark(lines[i]) && gap > typo.pitch ? i : start;
  }
  return start;
}

/**
 * A note under a reference list set in the notes' own type (Elsevier's cas-dc sets both in 8 pt
 * and ends a column's list with "¹We use …"): line `i` opens on a raised mark more than a body
 * pitch and NOTE_STEP_RATIO of the list's own line step under the list's last line, and the tail
 * above it from `start` is a reference list. Entries numbered in raised figures step at about
 * their own pitch.
 */
function underReferences(
  lines: readonly Line[],
  start: number,
  i: number,
  gap: number,
  typo: Typography,
): boolean {
  if (i - start < 2 || !raisedMark(lines[i]) || gap <= typo.pitch) return false;
  const step = lines[i - 1].base - lines[i - 2].base;
  return (
    step > 0 && gap >= NOTE_STEP_RATIO * step && looksLikeReferences(lines.slice(start, i), lines[start - 1])
  );
}

/** Start of the tail's last part under a blank band, set in one size and opening on a strict marker; else `start`. */
function innerStart(lines: readonly Line[], start: number, typo: Typography): number {
  const last = lines[lines.length - 1];
  for (let i = lines.length - 1; i > start; i--) {
    if (Math.abs(lines[i].size - last.size) >= NOTE_SIZE_STEP) return start;
    if (!runningText(lines[i])) return start;
    if (lines[i].base - lines[i - 1].base >= UNMARKED_GAP_PITCHES * typo.pitch)
      return STRICT_MARKER.test(lines[i].text) ? i : start;
  }
  return start;
}

/** Judge the tail `lines[start..]`: notes, a venue notice, or body text after all. */
function judgeTail(
  lines: Line[],
  start: number,
  typo: Typography,
  firstPage: boolean,
  pageHeight: number,
): NoteSplit {
  const none: NoteSplit = { body: lines, notes: [], venue: [] };
  const tail = lines.slice(start);
  // Notes sit at the foot of the page, not under an inset abstract in smaller type.
  if (tail[tail.length - 1].bottom < (1 - NOTE_ZONE) * pageHeight) return none;
  const body = lines.slice(0, start);
  const text = tail.map((l) => l.text).join(' ');
  let marked = MARKER.test(tail[0].text) || raisedLetter(tail[0]);
  if (start === 0) {
    // A block of small type alone in its region: notes set under the columns across the page
    // (LibreOffice, some journals), when the whole block is in the foot zone and marked — on its
    // first line, or, under an unmarked lead ("Abbreviations: …" over "1These authors …" on a
    // journal's first page), on a later line of a block of running text (no table's cell gaps)
    // set smaller than the body throughout.
    if (tail[0].top < (1 - NOTE_ZONE) * pageHeight) return none;
    const lead = STRICT_MARKER.test(tail[0].text);
    const later =
      !lead &&
      tail.some((l) => STRICT_MARKER.test(l.text)) &&
      tail.every((l) => typo.bodySize - l.size >= NOTE_SIZE_STEP && runningText(l));
    if (!lead && !later) return none;
    marked ||= later;
  } else {
    const colTop = lines[0].top;
    const colBottom = lines[lines.length - 1].bottom;
    if (tail[tail.length - 1].bottom - tail[0].top > MAX_NOTE_SHARE * (colBottom - colTop)) return none;
  }
  // A reference list or a table in small type at the foot of a column is body text.
  if (looksLikeReferences(tail, body[body.length - 1]) || !readsAsNote(text)) return none;
  if (!marked) {
    if (firstPage && VENUE.test(text)) return { body, notes: [], venue: [text] };
    if (start === 0) return none;
    const gap = tail[0].base - body[body.length - 1].base;
    if (gap < UNMARKED_GAP_PITCHES * typo.pitch) return none;
    return { body, notes: [tail], venue: [] };
  }
  const notes: Line[][] = [];
  // Letter markers ("a Adjusted for age") open notes only in a block that starts with one: after
  // "6This is …", a line "a known server." goes on with the note.
  // A raised letter glued to its note's first word is a mark only by its size and raise.
  const letters = LETTER_MARKER.test(tail[0].text) || raisedLetter(tail[0]);
  for (const l of tail) {
    const opens =
      (MARKER.test(l.text) && (letters || !LETTER_MARKER.test(l.text))) || (letters && raisedLetter(l));
    if (!notes.length || (opens && startsNote(l, tail[0]))) notes.push([l]);
    else notes[notes.length - 1].push(l);
  }
  return { body, notes, venue: [] };
}

/**
 * Notes set in the body's size but on a tighter leading (VLDB's notes report the body's 9 pt
 * on a 9 pt step under 10.4 pt body lines): the column's last lines, at least two, stepping at
 * most TIGHT_PITCH_RATIO of the body pitch, opening on a note marker below a blank band.
 * Returns the tail's start, or lines.length when there is none.
 */
function tightTail(lines: readonly Line[], typo: Typography): number {
  let start = lines.length - 1;
  while (start > 0 && lines[start].base - lines[start - 1].base <= TIGHT_PITCH_RATIO * typo.pitch) start--;
  if (start < 1 || start > lines.length - 2 || !STRICT_MARKER.test(lines[start].text)) return lines.length;
  const gap = lines[start].base - lines[start - 1].base;
  return gap >= UNMARKED_GAP_PITCHES * typo.pitch ? start : lines.length;
}

/**
 * Notes only MIN_LEARNED_DROP smaller than the body in a document with too few of them to learn
 * their size (a Word paper's one note at 10.5 pt under 11 pt body): the column's last lines, in
 * one size at least MIN_LEARNED_DROP below the body, under a blank band, the first opening on a
 * raised note mark. The raised mark is what tells them from body lines set a little small.
 * Returns the tail's start, or lines.length when there is none.
 */
function closeTail(lines: readonly Line[], typo: Typography): number {
  const last = lines[lines.length - 1];
  if (last.size > typo.bodySize - MIN_LEARNED_DROP) return lines.length;
  let start = lines.length - 1;
  while (start > 0 && Math.abs(lines[start - 1].size - last.size) < NOTE_SIZE_STEP) start--;
  if (start < 1 || !raisedMark(lines[start])) return lines.length;
  const gap = lines[start].base - lines[start - 1].base;
  return gap >= UNMARKED_GAP_PITCHES * typo.pitch ? start : lines.length;
}

/** Notes in the body's own size or larger take at most this many lines at a column's foot (two or three short notes). */
const BODY_SIZE_NOTE_LINES = 6;

/**
 * Notes whose type reads no smaller than the body's (OUP's large layout reports its body at
 * 7.5 pt and its notes at 8 pt, through fonts scaled apart): the column's last lines, at most
 * BODY_SIZE_NOTE_LINES in one size, from the highest that opens on a raised note mark under a
 * blank band. The raised mark and the band are what tell a note from a paragraph's last lines,
 * and only at the foot of the page (judgeTail). Returns the tail's start, or lines.length.
 */
function bodySizeTail(lines: readonly Line[], typo: Typography): number {
  const last = lines[lines.length - 1];
  let found = lines.length;
  for (let i = lines.length - 1; i >= 1 && lines.length - i <= BODY_SIZE_NOTE_LINES; i--) {
    if (Math.abs(lines[i].size - last.size) >= NOTE_SIZE_STEP) break;
    const gap = lines[i].base - lines[i - 1].base;
    if (raisedMark(lines[i]) && gap >= UNMARKED_GAP_PITCHES * typo.pitch) found = i;
  }
  return found;
}

/**
 * The line opens on a lower-case letter raised over its baseline in smaller type, its own run,
 * with the note's text right after it: a letter note mark, which the text alone cannot tell from
 * a word's first letter ("aThis").
 */
function raisedLetter(l: Line): boolean {
  return /^[a-z]\s?\p{L}/u.test(l.text) && opensOnRaisedRun(l, LETTER_GLYPH);
}

/** A new note starts at the block's left edge (continuation lines may be indented or not). */
function startsNote(l: Line, first: Line): boolean {
  return Math.abs(l.x0 - first.x0) <= 0.5 * l.size;
}
