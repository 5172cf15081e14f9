/**
 * An author's contact line at the foot of the first page, unmarked and less than a blank band
 * under the text (quantumarticle: "Sofia Sato: sato@example.org" in 8 pt over the notes):
 * footnotes-contact.ts makes it a note of its own, so the column's last paragraph goes on into
 * the next column instead of being cut by it. Elsewhere, and without an address, the line stays.
 */
import { describe, expect, it } from 'vitest';
import { splitFootnotes } from '../../shared/extract/pdf/footnotes.ts';
import { runLine } from '../helpers/lines.ts';

const typo = { bodySize: 10, pitch: 12, noteMax: 8.5 };
const PAGE_HEIGHT = 792;
const body = Array.from({ length: 50 }, (_, k) =>
  runLine(110 + 12 * k, 'c0', [`body line ${k} of a paragraph that runs on down the column`, 10]),
);
const lastBody = body[body.length - 1].base;
const note = [
  runLine(lastBody + 34, 'c0', ['1', 6, 2.8], ['We use the same random seed for all runs to make the', 8]),
  runLine(lastBody + 43.5, 'c0', ['comparison fair.', 8]),
];
const texts = (lines: { text: string }[][]) => lines.map((n) => n.map((l) => l.text).join(' '));

describe('an unmarked contact line over the first page notes', () => {
  const contact = (text: string) => runLine(lastBody + 16, 'c0', [text, 8]);

  it('is a note of its own, the marked note after it', () => {
    const split = splitFootnotes(
      [...body, contact('Sofia Sato: sato@example.org'), ...note],
      typo,
      true,
      PAGE_HEIGHT,
    );
    expect(texts(split.notes)).toEqual([
      'Sofia Sato: sato@example.org',
      '1We use the same random seed for all runs to make the comparison fair.',
    ]);
    expect(split.body).toHaveLength(body.length);
  });

  it('is a note alone at the foot too', () => {
    const split = splitFootnotes([...body, contact('Sofia Sato: sato@example.org')], typo, true, PAGE_HEIGHT);
    expect(texts(split.notes)).toEqual(['Sofia Sato: sato@example.org']);
  });

  it('stays in the body without an address, or past the first page', () => {
    const plain = splitFootnotes(
      [...body, contact('Sofia Sato, Lakeside University'), ...note],
      typo,
      true,
      PAGE_HEIGHT,
    );
    expect(plain.body).toHaveLength(body.length + 1);
    const later = splitFootnotes(
      [...body, contact('Sofia Sato: sato@example.org'), ...note],
      typo,
      false,
      PAGE_HEIGHT,
    );
    expect(later.body).toHaveLength(body.length + 1);
  });
});
