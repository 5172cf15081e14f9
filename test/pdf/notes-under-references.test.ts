/**
 * A footnote under a reference list set in the notes' own type (Elsevier's cas-dc: both 8 pt, the
 * list ending a column over "¹We use …" 17 pt below its last line, which steps 10 pt):
 * footnotes.ts markedStart takes the note out of the list. A list numbered in raised figures
 * (each entry 13 pt under the last, more than a body pitch) stays whole.
 */
import { describe, expect, it } from 'vitest';
import { splitFootnotes } from '../../shared/extract/pdf/footnotes.ts';
import { runLine } from '../helpers/lines.ts';

const typo = { bodySize: 10, pitch: 12, noteMax: 8.5 };
const PAGE_HEIGHT = 792;
const body = Array.from({ length: 24 }, (_, k) =>
  runLine(100 + 12 * k, 'c1', [`body line ${k} of a paragraph that runs on down the column`, 10]),
);
/** Twelve two-line entries from baseline 400, 10 pt apart; `raised` numbers them in raised figures. */
function entries(raised: boolean, between = 10) {
  return Array.from({ length: 12 }, (_, k) => {
    const base = 400 + k * (10 + between);
    const name = `P. Berg and T. Keller. A study of effect number ${k + 1}. Journal`;
    const first = raised
      ? runLine(base, 'c1', [String(k + 1), 6, 2.8], [name, 8])
      : runLine(base, 'c1', [`[${k + 1}] ${name}`, 8]);
    return [first, runLine(base + 10, 'c1', [`of Applied Research, vol. ${k + 1}, pp. 121–131, 2013.`, 8])];
  }).flat();
}
const texts = (notes: { text: string }[][]) => notes.map((n) => n.map((l) => l.text).join(' '));

describe('a footnote under a reference list in the same type', () => {
  it('leaves the list for the notes', () => {
    const refs = entries(false);
    const last = refs[refs.length - 1].base;
    const note = [
      runLine(last + 17.2, 'c1', ['1', 6, 2.8], ['We use the same random seed for all runs to make the', 8]),
      runLine(last + 26.6, 'c1', ['comparison fair.', 8]),
    ];
    const split = splitFootnotes([...body, ...refs, ...note], typo, false, PAGE_HEIGHT);
    expect(texts(split.notes)).toEqual([
      '1We use the same random seed for all runs to make the comparison fair.',
    ]);
    expect(split.body).toHaveLength(body.length + refs.length);
  });

  it('leaves a list numbered in raised figures whole', () => {
    const split = splitFootnotes([...body, ...entries(true, 13)], typo, false, PAGE_HEIGHT);
    expect(split.notes).toEqual([]);
  });
});
