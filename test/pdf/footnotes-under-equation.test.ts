/**
 * A footnote under a display equation that ends the page (footnotes.ts markedStart): the
 * equation's lower limit ("i=1", 7 pt) hangs into the small-type tail above the 8 pt note, and
 * the blank band from it to the note is under the 1.5 pitches an unmarked or inner block needs.
 * The note's raised mark takes it out of the body; the same line with no raised mark, or right
 * under the limit, stays in the body.
 */
import { describe, expect, it } from 'vitest';
import { splitFootnotes } from '../../shared/extract/pdf/footnotes.ts';
import { runLine } from '../helpers/lines.ts';

const typo = { bodySize: 10, pitch: 12, noteMax: 9.4 };
const body = Array.from({ length: 40 }, (_, k) =>
  runLine(100 + 12 * k, 'b', [`body line ${k} of the paragraph goes on here`, 10]),
);
const equation = [
  runLine(600, 'b', ['L(θ) = log p(yi | xi, θ) − λ∥θ∥22 (1)', 10]),
  runLine(612, 'b', ['i=1', 7]),
];
const NOTE = 'We use the same random seed for all runs to make the comparison fair.';

describe('a footnote under a display equation at the page foot', () => {
  it('is a note when it opens on a raised mark more than a pitch under the equation limit', () => {
    const split = splitFootnotes(
      [...body, ...equation, runLine(628, 'b', ['1', 6, 3], [NOTE, 8])],
      typo,
      false,
      792,
    );
    expect(split.notes.map((n) => n.map((l) => l.text).join(' '))).toEqual([`1${NOTE}`]);
    expect(split.body).toHaveLength(body.length + equation.length);
  });

  it('stays in the body without a raised mark or without the blank band', () => {
    const flat = splitFootnotes(
      [...body, ...equation, runLine(628, 'b', ['1', 8], [NOTE, 8])],
      typo,
      false,
      792,
    );
    expect(flat.notes).toEqual([]);
    const close = splitFootnotes(
      [...body, ...equation, runLine(622, 'b', ['1', 6, 3], [NOTE, 8])],
      typo,
      false,
      792,
    );
    expect(close.notes).toEqual([]);
  });
});
