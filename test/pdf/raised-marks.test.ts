/**
 * Marks told by their size and raise alone, as AIAA's class sets them (batch 8 of the LaTeX
 * heading set): footnotes whose mark is a raised letter glued to the note's first word
 * ("ᵃThis choice …", footnotes.ts raisedLetter), and a reference list numbered in superscripts
 * whose one-line entries all end at about the same place (paragraph-breaks.ts,
 * note-shape.ts opensOnRaisedEntryNumber). The same lines without the raise stay as they were.
 */
import { describe, expect, it } from 'vitest';
import { splitFootnotes } from '../../shared/extract/pdf/footnotes.ts';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import type { Line } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import { runLine } from '../helpers/lines.ts';

const typo = { bodySize: 10, pitch: 12, noteMax: 9 };
const body = Array.from({ length: 40 }, (_, k) =>
  runLine(100 + 12 * k, 'b', [`body line ${k} of the paragraph goes on here and on`, 10]),
);
const NOTES = [
  'This choice follows the convention of the earlier literature.',
  'We use the same random seed for all runs to make the comparison fair.',
];

describe('letter note marks glued to their note', () => {
  it('split the page foot into notes when the letters are raised and smaller', () => {
    const tail = NOTES.map((n, k) => runLine(660 + 10 * k, 'b', ['ab'[k], 6, 2.8], [n, 8]));
    const split = splitFootnotes([...body, ...tail], typo, false, 792);
    expect(split.notes.map((n) => n.map((l) => l.text).join(' '))).toEqual([`a${NOTES[0]}`, `b${NOTES[1]}`]);
    expect(split.body).toHaveLength(body.length);
  });

  it('do not split notes when the letter is not raised (a word that starts so)', () => {
    const tail = NOTES.map((n, k) => runLine(660 + 10 * k, 'b', ['ab'[k], 8], [n, 8]));
    // An unmarked block under a blank band is still one note; its lines are not notes each.
    expect(splitFootnotes([...body, ...tail], typo, false, 792).notes).toHaveLength(1);
  });
});

/** One entry per line: [raised number, the entry's text]; every line ends near the same x. */
const ENTRIES = [
  'H. Rossi and E. Sharma. A study of effect number 2. Journal of Applied Research, 2012.',
  'S. Mensah and H. Tanaka. A study of effect number 3. Journal of Applied Research, 2013.',
  'M. Demir and J. Nowak. A study of effect number 4. Journal of Applied Research, 2014.',
];

function entryLine(k: number, raise: number): Line {
  const line = runLine(100 + 10 * k, 'refs', [String(k + 2), raise ? 6 : 8, raise], [ENTRIES[k], 8]);
  return { ...line, colLeft: 72, colRight: 540 };
}

describe('a reference list numbered in superscripts', () => {
  it('has one paragraph per entry', () => {
    const paras = paragraphs(
      ENTRIES.map((_, k) => entryLine(k, 2.8)),
      { bodySize: 8, pitch: 10 },
      new Vocabulary(),
    );
    expect(paras.map((p) => p.text.slice(0, 10))).toEqual(['2H. Rossi ', '3S. Mensah', '4M. Demir ']);
  });

  it('is not split at a number on the line (an isotope, a count) that is not raised', () => {
    const paras = paragraphs(
      ENTRIES.map((_, k) => entryLine(k, 0)),
      { bodySize: 8, pitch: 10 },
      new Vocabulary(),
    );
    expect(paras).toHaveLength(1);
  });
});
