/**
 * A footnote under a display equation that ends the page (footnotes.ts markedStart): the
 * equation's lower limit ("i=1", 7 pt) hangs into the small-type tail above the 8 pt note, and
 * the blank band from it to the note is under the 1.5 pitches an unmarked or inner block needs.
 * The note's raised mark takes it out of the body; the same line with no raised mark, or right
 * under the limit, stays in the body.
 */
import { describe, expect, it } from 'vitest';
import { splitFootnotes } from '../../shared/extract/pdf/footnotes.ts';
import type { Glyphs, Line } from '../../shared/extract/pdf/model.ts';

const typo = { bodySize: 10, pitch: 12, noteMax: 9.4 };
/** A line at baseline `base` (top-left origin) whose runs are [text, size, raise]. */
function at(base: number, ...runs: [string, number, number?][]): Line {
  let x = 72;
  const items: Glyphs[] = runs.map(([str, size, raise = 0]) => {
    const it = {
      str,
      x0: x,
      x1: x + 0.5 * size * str.length,
      base: base - raise,
      top: base - raise - 0.7 * size,
      bottom: base - raise + 0.2 * size,
      size,
      font: 'f',
    };
    x = it.x1;
    return it;
  });
  const size = Math.max(...runs.map((r) => r[1]));
  return {
    text: runs.map((r) => r[0]).join(''),
    x0: 72,
    x1: x,
    top: base - 0.7 * size,
    bottom: base + 0.2 * size,
    base,
    size,
    page: 1,
    colLeft: 72,
    colRight: 540,
    block: 'b',
    items,
  };
}

const body = Array.from({ length: 40 }, (_, k) =>
  at(100 + 12 * k, [`body line ${k} of the paragraph goes on here`, 10]),
);
const equation = [at(600, ['L(θ) = log p(yi | xi, θ) − λ∥θ∥22 (1)', 10]), at(612, ['i=1', 7])];
const NOTE = 'We use the same random seed for all runs to make the comparison fair.';

describe('a footnote under a display equation at the page foot', () => {
  it('is a note when it opens on a raised mark more than a pitch under the equation limit', () => {
    const split = splitFootnotes([...body, ...equation, at(628, ['1', 6, 3], [NOTE, 8])], typo, false, 792);
    expect(split.notes.map((n) => n.map((l) => l.text).join(' '))).toEqual([`1${NOTE}`]);
    expect(split.body).toHaveLength(body.length + equation.length);
  });

  it('stays in the body without a raised mark or without the blank band', () => {
    const flat = splitFootnotes([...body, ...equation, at(628, ['1', 8], [NOTE, 8])], typo, false, 792);
    expect(flat.notes).toEqual([]);
    const close = splitFootnotes([...body, ...equation, at(622, ['1', 6, 3], [NOTE, 8])], typo, false, 792);
    expect(close.notes).toEqual([]);
  });
});
