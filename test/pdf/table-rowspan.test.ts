/**
 * A cell of a drawn grid beside a partial rule spans the two rows that rule separates: its text
 * goes to the first row of the span (table-rowspan.ts), as twotables.pdf's '少数株主持分' beside a
 * two-level header.
 */
import { describe, expect, it } from 'vitest';
import { spanRowsUp } from '../../shared/extract/pdf/table-rowspan.ts';

/** Four columns 0–100, 100–200, 200–300, 300–400; two header lines and a body line. */
const EDGES = [0, 100, 200, 300, 400];
const LINES = { rows: [{ base: 10 }, { base: 30 }, { base: 50 }], sources: [[0], [1], [2]] };

function header(): string[][] {
  return [
    ['', 'Other income', '', ''],
    ['', 'Securities', 'Hedges', 'Minority'],
    ['Opening', '1', '2', '3'],
  ];
}

describe('cells spanning the rows a partial rule separates', () => {
  it('moves the text of a column the partial rule does not cover to the first row of the span', () => {
    const cells = header();
    // The rule under 'Other income' covers columns 1–2 only; rows 0 and 1 are one band.
    spanRowsUp(cells, EDGES, [{ at: 20, from: 100, to: 300 }], { ...LINES, bands: [1, 1, 2] });
    expect(cells[0]).toEqual(['', 'Other income', '', 'Minority']);
    expect(cells[1]).toEqual(['', 'Securities', 'Hedges', '']);
    expect(cells[2]).toEqual(['Opening', '1', '2', '3']);
  });

  it('leaves the rows as they are across a full rule, or where the partial rule covers the column', () => {
    const full = header();
    spanRowsUp(full, EDGES, [{ at: 20, from: 100, to: 300 }], { ...LINES, bands: [1, 2, 3] });
    expect(full).toEqual(header());
    const covered = header();
    // A partial rule under most of the last column covers it: the rows are apart there too.
    spanRowsUp(covered, EDGES, [{ at: 20, from: 100, to: 395 }], { ...LINES, bands: [1, 1, 2] });
    expect(covered).toEqual(header());
    // Reaching 5 pt into the last column (a border's width) does not cover it.
    const border = header();
    spanRowsUp(border, EDGES, [{ at: 20, from: 100, to: 305 }], { ...LINES, bands: [1, 1, 2] });
    expect(border[0][3]).toBe('Minority');
  });

  it('keeps a top cell that has text of its own', () => {
    const cells = header();
    cells[0][3] = 'Total';
    spanRowsUp(cells, EDGES, [{ at: 20, from: 100, to: 300 }], { ...LINES, bands: [1, 1, 2] });
    expect(cells[0][3]).toBe('Total');
    expect(cells[1][3]).toBe('Minority');
  });
});
