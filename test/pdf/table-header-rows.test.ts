/**
 * Header rows of a table's cells (shared/extract/pdf/table-cells.ts headerRows): a row of years
 * over other numbers names the columns (bench tables-latex landscape-0 and twocolumn-0: a
 * year-by-region table), while a table of years as values has none.
 */
import { describe, expect, it } from 'vitest';
import { headerRows } from '../../shared/extract/pdf/table-cells.ts';

describe('header rows', () => {
  it('reads a first row of years over percentages and decimals as the header', () => {
    const cells = [
      ['Region', '2011', '2012', '2013'],
      ['Central', '20.2%', '−2.31', '1.12'],
      ['Island', '2.51', '4.5%', '2.39'],
    ];
    expect(headerRows(cells)).toBe(1);
  });

  it('keeps rows of years as data when the rows below are years too, or when only one year is there', () => {
    const founded = [
      ['Leeds', '1904', '1921'],
      ['Lyon', '1896', '1950'],
    ];
    expect(headerRows(founded)).toBe(0);
    const oneYear = [
      ['Total', '2011', 'n/a'],
      ['Mean', '3.5', '4.1'],
    ];
    expect(headerRows(oneYear)).toBe(0);
  });
});
