/**
 * Which lines of a table are one row (shared/extract/pdf/table-rows.ts): a wrapped stub joins
 * its row only when it follows closer than the row step, header levels stay apart, and a
 * table whose rules separate its rows reads each band as one row.
 */
import { describe, expect, it } from 'vitest';
import type { Row } from '../../shared/extract/pdf/model.ts';
import { joinRows, rowRuled } from '../../shared/extract/pdf/table-rows.ts';

const line = (base: number): Row => ({
  items: [],
  base,
  top: base - 8,
  bottom: base + 2,
  x0: 0,
  x1: 100,
  size: 10,
});

describe('table rows from lines', () => {
  it('joins a wrapped stub that follows closer than the row step', () => {
    const cells = [
      ['Cat', 'Says', 'Meow'],
      ['Parastratiosph', 'Says', 'bzz'],
      ['ecomyioides', '', ''],
      ['Fox', 'Says', 'Ring'],
    ];
    const rows = joinRows([line(100), line(122), line(134), line(156)], cells);
    expect(rows).toEqual([
      ['Cat', 'Says', 'Meow'],
      ['Parastratiosph ecomyioides', 'Says', 'bzz'],
      ['Fox', 'Says', 'Ring'],
    ]);
  });

  it('keeps a one-cell row at the row step apart (a group label, not a wrapped cell)', () => {
    const cells = [
      ['Leeds', '12', '4'],
      ['Sleep', '', ''],
      ['Lyon', '9', '3'],
    ];
    expect(joinRows([line(100), line(112), line(124)], cells)).toEqual(cells);
  });

  it('keeps the levels of a header apart even when they are set close', () => {
    const cells = [
      ['', 'Binary segmentation', '', 'Parts', ''],
      ['Methods', '', '', '', ''],
      ['', 'IoU', 'Dice', 'IoU', 'Dice'],
      ['U-Net', '75.4', '84.3', '48.4', '60.7'],
      ['LinkNet', '82.3', '88.8', '34.5', '41.2'],
    ];
    const rows = joinRows([line(100), line(104), line(109), line(122), line(135)], cells);
    expect(rows).toEqual(cells);
  });

  it('reads every band as one row when the rules separate the rows, and never joins across a rule', () => {
    expect(rowRuled([0, 1, 1, 2, 3, 3, 3, 4])).toBe(true);
    // Booktabs: a header band and one band of many rows.
    expect(rowRuled([0, 1, 1, 1, 1, 1, 1, 1])).toBe(false);
    const cells = [
      ['', 'REGIONAL', '', ''],
      ['AARON', 'MEDICINE', 'PA', '$4,700'],
      ['TOTAL', '', '', '$5,010'],
    ];
    const lines = [line(100), line(110), line(122)];
    const rows = joinRows(lines, cells, { bands: [1, 1, 2], wholeBands: true });
    expect(rows).toEqual([
      ['AARON', 'REGIONAL MEDICINE', 'PA', '$4,700'],
      ['TOTAL', '', '', '$5,010'],
    ]);
    expect(
      joinRows(lines, cells, { bands: [1, 1, 1], wholeBands: true, ruleBetween: (i) => i === 1 }),
    ).toHaveLength(2);
  });

  it('reads a grid whose cells wrap to many lines as one row per band, but not rules around groups of rows', () => {
    // Five bands of four lines: one line starting each row, its wrapped cells after it.
    const wrapped = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4];
    const wrappedCells = wrapped.map((_, i) =>
      i % 4 === 0 ? ['1', 'Procurement of', 'ICB', 'GHS'] : ['', 'Pickups', '', ''],
    );
    expect(rowRuled(wrapped)).toBe(false);
    expect(rowRuled(wrapped, wrappedCells)).toBe(true);
    // The same bands, each a group of four full rows (rules every fourth row): rows stay apart.
    const groups = wrapped.map(() => ['Leeds', '12', '4', '7']);
    expect(rowRuled(wrapped, groups)).toBe(false);
  });
});
