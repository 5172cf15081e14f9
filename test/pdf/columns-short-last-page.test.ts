/**
 * A last page holding a few reference lines in each column (batch 9's OUP paper: two entries on
 * the left, one on the right, four rows in all) has too few rows for a page's own gutter or the
 * document gutter's thin evidence (six rows). doc-gutter.ts: with every row clear of the
 * document's gutter and prose-wide lines on both sides, it is split there all the same; a short
 * block whose rows cross the gutter, or with a narrow side (a label column), is not.
 */
import { describe, expect, it } from 'vitest';
import { thinGutter } from '../../shared/extract/pdf/doc-gutter.ts';
import { rowFrom } from '../../shared/extract/pdf/model.ts';
import { glyphRun } from '../helpers/glyphs.ts';

const DOC = { x: 302, left: 290, right: 314, width: 612 };
const LEFT = 'K. Sharma and T. Tanaka. A study of effect number 10.';
const RIGHT = 'P. Nowak and J. Rossi. A study of effect number 12. Journal';

describe('a short region of two columns', () => {
  it('is split at the document gutter when every row is clear of it', () => {
    const rows = [
      rowFrom([glyphRun(54, 60, LEFT, 8.5), glyphRun(320, 60, RIGHT, 8.3)]),
      rowFrom([
        glyphRun(66, 70, 'Journal of Applied Research, vol. 20, pp. 170–180.', 8.5),
        glyphRun(332, 70, 'of Applied Research, vol. 22, pp. 184–194.', 8.5),
      ]),
      rowFrom([glyphRun(54, 80, LEFT, 8.5)]),
      rowFrom([glyphRun(66, 90, 'Journal of Applied Research, vol. 21, pp. 177–187.', 8.5)]),
    ];
    expect(thinGutter(rows, 54, 558, DOC, 0.18, 0.9)).toBe(DOC);
  });

  it('is not split when a row crosses the gutter or one side is a narrow label column', () => {
    const crossing = [
      rowFrom([glyphRun(54, 60, LEFT, 8.5), glyphRun(320, 60, RIGHT, 8.3)]),
      rowFrom([glyphRun(54, 70, `${LEFT} ${LEFT}`, 8.5)]),
    ];
    expect(thinGutter(crossing, 54, 558, DOC, 0.18, 0.9)).toBeNull();
    const labels = [
      rowFrom([glyphRun(54, 60, LEFT, 8.5), glyphRun(320, 60, '12.4', 8.5)]),
      rowFrom([glyphRun(54, 70, LEFT, 8.5), glyphRun(320, 70, '10.9', 8.5)]),
    ];
    expect(thinGutter(labels, 54, 558, DOC, 0.18, 0.9)).toBeNull();
  });
});
