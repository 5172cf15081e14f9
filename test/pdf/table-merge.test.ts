/**
 * Continued tables (shared/extract/pdf/table-merge.ts): a "(continued)" caption or a page-top
 * table under a page-foot one with the same columns is merged, the repeated header dropped;
 * tables that merely follow each other stay apart.
 */
import { describe, expect, it } from 'vitest';
import { mergeContinued } from '../../shared/extract/pdf/table-merge.ts';
import type { Table } from '../../shared/extract/types.ts';

const H = 792;
const table = (
  page: number,
  top: number,
  bottom: number,
  cells: string[][],
  caption: string | null = null,
): Table => ({
  page,
  caption,
  bbox: [100, top, 500, bottom],
  cells,
  confidence: 0.9,
  method: 'ruled',
  header_rows: 1,
  structured: true,
});
const HEAD = ['List', 'Words', 'Sleep'];

describe('continued tables', () => {
  it('merges a "(continued)" part into the table it continues, dropping its repeated header', () => {
    const a = table(1, 500, 740, [HEAD, ['A', '40', '61.2']], 'Table 4: Recall by word list.');
    const b = table(2, 300, 400, [HEAD, ['D', '40', '59.4']], 'Table 4 (continued)');
    const [m, ...rest] = mergeContinued([a, b], () => H);
    expect(rest).toEqual([]);
    expect(m.pages).toEqual([1, 2]);
    expect(m.page).toBe(1);
    expect(m.caption).toBe('Table 4: Recall by word list.');
    expect(m.cells).toEqual([HEAD, ['A', '40', '61.2'], ['D', '40', '59.4']]);
  });

  it('merges an uncaptioned page-top table under a page-foot one with the same columns, over three pages', () => {
    const parts = [
      table(1, 400, 760, [HEAD, ['A', '1', '2']]),
      table(2, 40, 760, [['B', '3', '4']]),
      table(3, 40, 200, [['C', '5', '6']]),
    ];
    const [m, ...rest] = mergeContinued(parts, () => H);
    expect(rest).toEqual([]);
    expect(m.pages).toEqual([1, 3]);
    expect(m.cells).toEqual([HEAD, ['A', '1', '2'], ['B', '3', '4'], ['C', '5', '6']]);
  });

  it('keeps apart tables with other columns, another label, or a table in mid-page', () => {
    const a = table(1, 400, 760, [HEAD, ['A', '1', '2']]);
    expect(mergeContinued([a, table(2, 40, 200, [['B', '3']])], () => H)).toHaveLength(2);
    expect(mergeContinued([a, table(2, 300, 500, [['B', '3', '4']])], () => H)).toHaveLength(2);
    const captioned = table(1, 400, 760, [HEAD, ['A', '1', '2']], 'Table 3: Other.');
    expect(
      mergeContinued([captioned, table(2, 40, 200, [HEAD, ['B', '3', '4']], 'Table 4 (continued)')], () => H),
    ).toHaveLength(2);
    // A captioned table at the top of the next page is a new table.
    expect(mergeContinued([a, table(2, 40, 200, [['B', '3', '4']], 'Table 5: New.')], () => H)).toHaveLength(
      2,
    );
  });

  it('keeps apart a page-top table that opens on a header of its own, and merges one that repeats the header', () => {
    const a = table(1, 400, 760, [HEAD, ['A', '1', '2']]);
    const other = table(2, 40, 200, [
      ['Site', 'Women', 'Age'],
      ['Leeds', '61', '21.4'],
    ]);
    expect(mergeContinued([a, other], () => H)).toHaveLength(2);
    const repeated = table(2, 40, 200, [HEAD, ['B', '3', '4']]);
    const [m, ...rest] = mergeContinued([a, repeated], () => H);
    expect(rest).toEqual([]);
    expect(m.cells).toEqual([HEAD, ['A', '1', '2'], ['B', '3', '4']]);
  });
});
