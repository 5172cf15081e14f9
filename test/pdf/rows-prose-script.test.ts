/**
 * Rows from runs: a run of several words is prose, never a script, even when its size and shift
 * fall within a script's limits of a neighbouring row (IEEE journals: a 9 pt abstract line beside
 * 10 pt body in the other column, with a raised footnote mark between the abstract's lines).
 */
import { describe, expect, it } from 'vitest';
import { type Glyphs, joinItems } from '../../shared/extract/pdf/model.ts';
import { buildRows } from '../../shared/extract/pdf/rows.ts';

/** A run from x0 to x1 on a baseline. */
function run(str: string, x0: number, x1: number, base: number, size: number): Glyphs {
  return { str, x0, x1, base, top: base - 0.78 * size, bottom: base + 0.22 * size, size, font: 'f1' };
}

const text = (items: Glyphs[]) => buildRows(items).map((r) => joinItems(r.items));

describe('prose is not a script', () => {
  // The layout of ieee-journal's first page: 9 pt abstract on the left, 10 pt body on the right,
  // the body line 6 pt (0.6 of its size) under the abstract line and a 6 pt footnote mark after
  // 'discussion.' on the next abstract line.
  const items = [
    run('algorithm is sensitive to the in situ network; we return to it in the', 49, 300, 201.9, 9),
    run('brightness temperature and 47.0% for the retrieval algorithm', 312, 563, 207.9, 10),
    run('1', 90.1, 93.1, 208.1, 6),
    run('discussion.', 49, 90.1, 211.9, 9),
    run('As shown in earlier work, brightness temperature', 97.8, 300, 211.9, 9),
  ];

  it('keeps an abstract line on its own row and the mark on the line it follows', () => {
    expect(text(items)).toEqual([
      'algorithm is sensitive to the in situ network; we return to it in the',
      'brightness temperature and 47.0% for the retrieval algorithm',
      'discussion.1 As shown in earlier work, brightness temperature',
    ]);
  });

  it('still joins a short raised run (a note mark) to its line', () => {
    const line = run('the discussion.', 49, 110, 200, 10);
    const mark = run('12', 110, 116, 196.4, 7);
    expect(text([line, mark])).toEqual(['the discussion.12']);
  });
});
