/**
 * Notes set inside a column, between two halves of one sentence. LaTeX classes that balance
 * the last columns before a full-width block (emulateapj before its one-column references,
 * REVTeX at `\onecolumngrid`) drop the notes of that part at the foot of the balanced columns,
 * which is the middle of the page's column: "… improves on the dilution" / "⁶The code and data
 * are available …" / "refrigerator. It is worth …". The column-foot splitter (footnotes.ts)
 * never sees them there, so they used to be read as a paragraph spliced into the sentence.
 *
 * A block is such a note only with all of this evidence: it opens on a raised note mark, is set
 * in note type (no larger than the document's note size) throughout as running text, stands
 * under a blank band, reads as words and not as a reference list, and the body's sentence is
 * open above it (no sentence end) and goes on under it in lower case.
 */
import type { Line } from './model.ts';
import { looksLikeReferences, NOTE_SIZE_STEP, raisedMark, readsAsNote, runningText } from './note-shape.ts';
import { ENDS_SENTENCE } from './paragraph-heads.ts';
import type { Typography } from './stats.ts';

/** A note block inside a column holds at most this many lines (a few short notes). */
const MAX_MID_NOTE_LINES = 8;
/** The blank band above the note, in body pitches (LaTeX's footnote rule and skip). */
const MID_GAP_PITCHES = 1.5;
/** The sentence goes on under the note: its next line opens on a lower-case word. */
const GOES_ON = /^\p{Ll}/u;

/** A body line that goes on a sentence a note set inside the column interrupted: paragraphs.ts joins across the note. */
export type ResumedLine = Line & { resumes: true };

/** Whether the line goes on a sentence across a note taken out from inside its column. */
export const resumesAcrossNote = (l: Line): boolean => (l as Partial<ResumedLine>).resumes === true;

export interface MidNotes {
  body: Line[];
  notes: Line[][];
}

/** Take the note blocks set between two halves of a sentence out of a column's lines (top to bottom). */
export function midColumnNotes(lines: readonly Line[], noteMax: number, typo: Typography): MidNotes {
  const body: Line[] = [];
  const notes: Line[][] = [];
  let i = 0;
  while (i < lines.length) {
    const end = noteEnd(lines, i, noteMax, typo);
    if (end > i) {
      notes.push(lines.slice(i, end));
      // The body line under the note goes on the sentence above it, across the note's band.
      const resumed: ResumedLine = { ...lines[end], resumes: true };
      body.push(resumed);
      i = end + 1;
    } else body.push(lines[i++]);
  }
  return { body, notes };
}

/** The end (exclusive) of a note block opening at `i`, or `i` when none opens there. */
function noteEnd(lines: readonly Line[], i: number, noteMax: number, typo: Typography): number {
  const first = lines[i];
  const above = lines[i - 1];
  if (!above || first.size > noteMax || above.size <= noteMax) return i;
  if (!raisedMark(first)) return i;
  if (first.base - above.base < MID_GAP_PITCHES * typo.pitch) return i;
  let end = i;
  while (
    end < lines.length &&
    lines[end].size <= noteMax &&
    Math.abs(lines[end].size - first.size) < NOTE_SIZE_STEP
  ) {
    if (!runningText(lines[end])) return i;
    end++;
  }
  const below = lines[end];
  // The body goes on under the note in its own type (a note's own line in another size, an
  // e-mail address in a larger typewriter face, is not the body).
  if (!below || below.size <= noteMax || end - i > MAX_MID_NOTE_LINES) return i;
  if (ENDS_SENTENCE.test(above.text.trim()) || !GOES_ON.test(below.text.trim())) return i;
  const block = lines.slice(i, end);
  if (looksLikeReferences(block, above) || !readsAsNote(block.map((l) => l.text).join(' '))) return i;
  return end;
}
