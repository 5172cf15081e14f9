/**
 * Footnotes and first-page venue blocks: the small-type tail of a column. A tail that starts
 * with a note marker (1, *, †) is split into notes at each marker; an unmarked tail on the first
 * page that reads like a venue/copyright/manuscript notice is boilerplate; other unmarked tails
 * set apart by a blank band are notes too (affiliations). Figure and table captions in small
 * type are body text and stop the tail.
 */
import type { Line } from './model.ts';
import type { Typography } from './stats.ts';

/** A footnote line is at least this many points smaller than body text. */
const NOTE_SIZE_DROP = 0.6;
/** A footnote block takes at most this share of its column's height: a reference list in small type is longer. */
const MAX_NOTE_SHARE = 0.45;
/** A footnote block ends in this bottom share of the page. */
const NOTE_ZONE = 0.35;
/** An unmarked block needs this many body pitches of blank space above it (footnote rule area). */
const UNMARKED_GAP_PITCHES = 1.5;

const MARKER = /^(?:\d{1,3}|[*∗†‡§¶‖#]|\(\d{1,2}\)|[a-z](?=\s))\s?\S/u;
const CAPTION = /^(?:fig(?:ure)?|table|tab|algorithm|listing|scheme|chart|plate)\.?\s*[\dIVX]/i;
/** What venue, copyright and manuscript notices say on first pages. */
const VENUE =
  /(permission to (?:make|copy)|copyright|©|\(c\)\s*\d{4}|proceedings of|conference|manuscript received|publisher item identifier|\bisbn\b|\bissn\b|\bdoi\b|licen[cs]ed? |all rights reserved|\$\d+\.\d\d|\d{3}-\d-\d{4,5}-\d{4}-\d)/i;

export interface NoteSplit {
  body: Line[];
  /** One entry per note, as lines (joined later with the same de-hyphenation as the body). */
  notes: Line[][];
  venue: string[];
}

/** Split a column's lines into body and the small-type tail. */
export function splitFootnotes(
  lines: Line[],
  typo: Typography,
  firstPage: boolean,
  pageHeight: number,
): NoteSplit {
  const none: NoteSplit = { body: lines, notes: [], venue: [] };
  if (lines.length < 2) return none;
  let start = lines.length;
  while (start > 0 && lines[start - 1].size <= typo.bodySize - NOTE_SIZE_DROP) start--;
  // Stop at a caption: everything from it down is figure/table material in the body.
  for (let i = start; i < lines.length; i++) if (CAPTION.test(lines[i].text)) start = i + 1;
  if (start >= lines.length || start === 0) return none;
  const tail = lines.slice(start);
  // Notes sit at the foot of the page, not under an inset abstract in smaller type.
  if (tail[tail.length - 1].bottom < (1 - NOTE_ZONE) * pageHeight) return none;
  const colTop = lines[0].top;
  const colBottom = lines[lines.length - 1].bottom;
  if (tail[tail.length - 1].bottom - tail[0].top > MAX_NOTE_SHARE * (colBottom - colTop)) return none;
  const body = lines.slice(0, start);
  const text = tail.map((l) => l.text).join(' ');
  const marked = MARKER.test(tail[0].text);
  if (!marked) {
    if (firstPage && VENUE.test(text)) return { body, notes: [], venue: [text] };
    const gap = tail[0].base - body[body.length - 1].base;
    if (gap < UNMARKED_GAP_PITCHES * typo.pitch) return none;
    return { body, notes: [tail], venue: [] };
  }
  const notes: Line[][] = [];
  for (const l of tail) {
    if (!notes.length || (MARKER.test(l.text) && startsNote(l, tail[0]))) notes.push([l]);
    else notes[notes.length - 1].push(l);
  }
  return { body, notes, venue: [] };
}

/** A new note starts at the block's left edge (continuation lines may be indented or not). */
function startsNote(l: Line, first: Line): boolean {
  return Math.abs(l.x0 - first.x0) <= 0.5 * l.size;
}
