/**
 * Spanning header cells (shared/extract/pdf/table-spans.ts): a header piece running across a
 * column separator spans those columns, a rule not drawn at a header row joins its columns,
 * a stub set between two header levels spans them, and the text sits in the top-left cell.
 */
import { describe, expect, it } from 'vitest';
import type { Glyphs, Row } from '../../shared/extract/pdf/model.ts';
import { headerSpans } from '../../shared/extract/pdf/table-spans.ts';

const SIZE = 10;
function line(base: number, pieces: [string, number, number][]): Row {
  const items = pieces.map(
    ([str, x0, x1]) =>
      ({ str, x0, x1, top: base - 8, bottom: base + 2, base, size: SIZE }) as unknown as Glyphs,
  );
  return {
    items,
    base,
    top: base - 8,
    bottom: base + 2,
    x0: pieces[0][1],
    x1: pieces[pieces.length - 1][2],
    size: SIZE,
  };
}
// Columns: stub 0–60, then 60–120, 120–180, 180–240, 240–300.
const SEPS = [60, 120, 180, 240].map((x) => ({ x, drawn: null }));

describe('header spans', () => {
  it('records a header centred over two columns once, text in its top-left cell, and the stub spanning both header levels', () => {
    const lines = [
      line(100, [
        ['Binary segmentation', 75, 165],
        ['Parts segmentation', 195, 285],
      ]),
      line(105, [['Methods', 5, 50]]),
      line(110, [
        ['IoU', 70, 90],
        ['Dice', 130, 150],
        ['IoU', 190, 210],
        ['Dice', 250, 270],
      ]),
    ];
    const cells = [
      ['', '', 'Binary segmentation', '', 'Parts segmentation'],
      ['Methods', 'IoU', 'Dice', 'IoU', 'Dice'],
      ['U-Net', '75.4', '84.3', '48.4', '60.7'],
    ];
    const out = headerSpans(cells, 2, {
      lines,
      sources: [[0], [1, 2]],
      separators: SEPS,
      keep: [true, true, true, true, true],
    });
    expect(out.cells[0]).toEqual(['Methods', 'Binary segmentation', '', 'Parts segmentation', '']);
    expect(out.cells[1]).toEqual(['', 'IoU', 'Dice', 'IoU', 'Dice']);
    expect(out.spans).toEqual([
      { row: 0, col: 0, rowspan: 2, colspan: 1 },
      { row: 0, col: 1, rowspan: 1, colspan: 2 },
      { row: 0, col: 3, rowspan: 1, colspan: 2 },
    ]);
  });

  it('joins the columns whose rule is not drawn at the header row (a title row over a ruled grid)', () => {
    const drawn = [60, 120].map((x) => ({ x, drawn: [[115, 200]] as [number, number][] }));
    const lines = [
      line(100, [['Improved scenario', 5, 80]]),
      line(120, [
        ['Servers', 5, 50],
        ['2007', 70, 90],
        ['2008', 130, 150],
      ]),
    ];
    const cells = [
      ['Improved scenario', '', ''],
      ['Servers', '2007', '2008'],
      ['Closets', '1,505', '1,580'],
    ];
    const out = headerSpans(cells, 2, {
      lines,
      sources: [[0], [1]],
      separators: drawn,
      keep: [true, true, true],
    });
    expect(out.spans).toEqual([{ row: 0, col: 0, rowspan: 1, colspan: 3 }]);
    expect(out.cells).toEqual(cells);
  });

  it('gives no span to a word that only overhangs its column, or to body rows', () => {
    const lines = [
      line(100, [
        ['Name', 5, 40],
        ['Participants', 62, 123],
      ]),
      line(112, [
        ['Leeds', 5, 40],
        ['112', 70, 90],
      ]),
    ];
    const cells = [
      ['Name', 'Participants', '', '', ''],
      ['Leeds', '112', '', '', ''],
    ];
    const out = headerSpans(cells, 1, {
      lines,
      sources: [[0], [1]],
      separators: SEPS,
      keep: [true, true, true, true, true],
    });
    expect(out.spans).toEqual([]);
  });
});
