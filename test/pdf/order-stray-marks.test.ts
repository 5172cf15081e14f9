/**
 * columnLines (shared/extract/pdf/lines.ts): a raised note mark that the row builder left on a
 * row of its own (its top reaches the line above under tight leading) goes back into the line it
 * is raised over, mid-line or after the line's last word, so the paragraph does not break
 * around a stray "3". A small number that is not raised over a line stays a line.
 */
import { describe, expect, it } from 'vitest';
import { columnLines } from '../../shared/extract/pdf/lines.ts';
import { type Row, rowFrom } from '../../shared/extract/pdf/model.ts';
import { glyphRun } from '../helpers/glyphs.ts';

const TYPO = { bodySize: 10, pitch: 11.4 };

function lines(rows: Row[]) {
  return columnLines({ rows, left: 40, right: 300, id: 'p1c0' }, 1, TYPO).map((l) => l.text);
}

describe('a stray note mark', () => {
  it('joins the line it is raised over, mid-line or at its end', () => {
    const rows = [
      rowFrom([glyphRun(40, 100, 'contacts while the secondary attack rate', 10)]),
      rowFrom([glyphRun(170, 108.6, '3', 7)]),
      rowFrom([glyphRun(40, 111.4, 'changes with the interval.', 10), glyphRun(182, 111.4, 'As shown', 10)]),
      rowFrom([glyphRun(40, 122.8, 'we return to it in the discussion.', 10)]),
      rowFrom([glyphRun(210, 120, '1', 7)]),
    ];
    expect(lines(rows)).toEqual([
      'contacts while the secondary attack rate',
      'changes with the interval.3 As shown',
      'we return to it in the discussion.1',
    ]);
  });
  it('stays a line when it is not raised over one', () => {
    const rows = [
      rowFrom([glyphRun(40, 100, 'the last line of a paragraph', 10)]),
      rowFrom([glyphRun(150, 130, '3', 7)]),
    ];
    expect(lines(rows)).toEqual(['the last line of a paragraph', '3']);
  });
});
