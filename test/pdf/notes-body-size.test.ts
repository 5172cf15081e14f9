/**
 * Footnotes set no smaller than the body, as OUP's large layout reports them (body 7.5 pt, notes
 * 8 pt; batch 9 of the LaTeX heading set): each note's mark is a 6 pt number in a box of its own,
 * 0.6 em left of the text, raised 2.8 pt.
 * - rows.ts: the mark, alone in its row, joins the line it opens (it was a row "2" of its own, and
 *   on page 2 the boilerplate remover took it for the page number and the note, which repeats
 *   word for word elsewhere, for a running foot: the note was lost);
 * - footnotes.ts bodySizeTail: the notes at the column's foot, under a blank band and opening on
 *   raised marks, leave the body although their type is not smaller.
 */
import { describe, expect, it } from 'vitest';
import { splitFootnotes } from '../../shared/extract/pdf/footnotes.ts';
import { joinItems } from '../../shared/extract/pdf/model.ts';
import { buildRows } from '../../shared/extract/pdf/rows.ts';
import { glyphRun } from '../helpers/glyphs.ts';
import { runLine } from '../helpers/lines.ts';

describe('a note mark in a box of its own before the note', () => {
  it('joins the line it opens', () => {
    const mark = glyphRun(54.5, 712.7, '2', 6);
    const words = ['We', 'use', 'the', 'same', 'random', 'seed'];
    let x = 62.9;
    const line = words.map((w) => {
      const r = glyphRun(x, 715.5, w, 8);
      x = r.x1 + 2;
      return r;
    });
    const rows = buildRows([mark, ...line]);
    expect(rows.map((r) => joinItems(r.items))).toEqual(['2 We use the same random seed']);
  });

  it('stays apart when nothing it could open reads as words (a formula index)', () => {
    const rows = buildRows([
      glyphRun(54.5, 712.7, '2', 6),
      glyphRun(62.9, 715.5, 'x', 8),
      glyphRun(70, 715.5, '=', 8),
    ]);
    expect(rows).toHaveLength(2);
  });
});

describe('notes no smaller than the body at a column foot', () => {
  const typo = { bodySize: 7.5, pitch: 10.5, noteMax: 6.9 };
  const body = Array.from({ length: 30 }, (_, k) =>
    runLine(100 + 10.5 * k, 'b', [`body line ${k} of the paragraph goes on and on here`, 7.5]),
  );
  const notes = [
    runLine(430, 'b', ['1', 6, 2.8], ['Results with the alternative definition are qualitatively the', 8]),
    runLine(440, 'b', ['same.', 8]),
    runLine(450, 'b', ['2', 6, 2.8], ['We use the same random seed for all runs to make the', 8]),
    runLine(460, 'b', ['comparison fair.', 8]),
  ];

  it('leave the body, one note per raised mark', () => {
    const split = splitFootnotes([...body, ...notes], typo, false, 500);
    expect(split.notes.map((n) => n.map((l) => l.text).join(' '))).toEqual([
      '1Results with the alternative definition are qualitatively the same.',
      '2We use the same random seed for all runs to make the comparison fair.',
    ]);
    expect(split.body).toHaveLength(body.length);
  });

  it('stay in the body without the raised marks', () => {
    const flat = notes.map((l) => ({
      ...l,
      items: l.items?.map((it) => ({ ...it, size: 8, base: l.base })),
    }));
    expect(splitFootnotes([...body, ...flat], typo, false, 500).notes).toEqual([]);
  });
});
