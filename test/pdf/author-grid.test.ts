/**
 * Author blocks side by side under a title on the first page (IEEE conference template): each
 * block is read top to bottom before the next one, instead of row by row across the blocks; a
 * table of numbers of the same shape, or the same grid on a later page, is left alone.
 */
import { expect, it } from 'vitest';
import { authorGrid } from '../../shared/extract/pdf/author-grid.ts';
import { layoutPage } from '../../shared/extract/pdf/columns.ts';
import { type Glyphs, joinItems, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';

const SIZE = 10;
const CHAR_W = 5;

function run(str: string, centre: number, base: number, size = SIZE): Glyphs {
  const w = str.length * CHAR_W * (size / SIZE);
  return {
    str,
    x0: centre - w / 2,
    x1: centre + w / 2,
    base,
    top: base - 0.78 * size,
    bottom: base + 0.22 * size,
    size,
    font: 'f1',
  };
}

/** Three blocks centred at 143, 304 and 465, like 2404.13330's first page. */
const CENTRES = [143, 304, 465];
const BLOCKS = [
  ['Mansoor Hayat', 'Dept. of Electrical Eng.', 'Chulalongkorn Univ.', 'mh@chula.ac.th'],
  ['Supavadee Aramvith', 'Dept. of Electrical Eng.', 'Chulalongkorn Univ.', 'sa@chula.ac.th'],
  ['Titipat Achakulvisut', 'Dept. of Biomedical Eng.', 'Mahidol University', 'ta@mahidol.edu'],
];

function gridRows(cells: string[][], top: number): Row[] {
  return cells[0].map((_, i) => rowFrom(cells.map((b, k) => run(b[i], CENTRES[k], top + 12 * i))));
}

function page(cells: string[][]): Row[] {
  return [rowFrom([run('A Title Over The Whole Page', 304, 60, 20)]), ...gridRows(cells, 100)];
}

function text(rows: Row[], pageNo: number): string[] {
  return layoutPage(rows, pageNo).flatMap((c) => c.rows.map((r) => joinItems(r.items)));
}

it('reads each author block top to bottom on the first page', () => {
  expect(text(page(BLOCKS), 1)).toEqual(['A Title Over The Whole Page', ...BLOCKS.flat()]);
});

it('leaves the same grid on a later page in row order', () => {
  expect(text(page(BLOCKS), 2)[1]).toBe('Mansoor Hayat Supavadee Aramvith Titipat Achakulvisut');
});

it('does not take a table of numbers for author blocks', () => {
  const numbers = [
    ['12.5', '13.1', '14.9', '15.0'],
    ['22.4', '23.9', '24.0', '25.7'],
    ['32.1', '33.3', '34.6', '35.2'],
  ];
  expect(authorGrid(gridRows(numbers, 100))).toBeNull();
});

it('needs the blocks to be disjoint strips', () => {
  // The middle block's second row reaches into the right block's strip: not a grid.
  const rows = gridRows(
    BLOCKS.map((b) => b.slice(0, 2)),
    100,
  );
  rows[1] = rowFrom([
    run('Dept. of Electrical Eng.', 143, 112),
    run('A very long department name', 370, 112),
    run('Dept. of Biomedical Eng.', 465, 112),
  ]);
  expect(authorGrid(rows)).toBeNull();
});
