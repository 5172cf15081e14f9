/**
 * On the first page, a side-by-side header under the title (authors over an affiliation, cut off
 * the top of the two-column band by headerCut, column-header.ts) is read as units of their own, as an
 * author grid's blocks are: extarticle twocolumn (bench headings latex smallheads-2col) sets the
 * third author's affiliation under the right half and the abstract's "Abstract" heading at the
 * top of the left column below, and the affiliation ran on into "Abstract" (issue #14), which
 * then sat in the author block instead of standing as a heading.
 */
import { expect, it } from 'vitest';
import { isGridBlock } from '../../shared/extract/pdf/author-grid.ts';
import { layoutPage } from '../../shared/extract/pdf/columns.ts';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import { columnLines } from '../../shared/extract/pdf/lines.ts';
import { type Glyphs, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';

const BODY = 9;
const TYPO = { bodySize: BODY, pitch: 11 };
/** extarticle twocolumn, 0.7 in margins on letter paper: two 251 pt columns 10 pt apart. */
const LEFT = 50;
const RIGHT = 311;
const COL_W = 251;

function run(str: string, x0: number, x1: number, base: number, size = BODY, font = 'roman'): Glyphs {
  return { str, x0, x1, base, top: base - 0.78 * size, bottom: base + 0.22 * size, size, font };
}

/** A justified line of words filling its column. */
function line(tag: string, x0: number, base: number): Glyphs[] {
  const n = 8;
  const w = COL_W / n;
  return Array.from({ length: n }, (_, i) => run(`${tag}w${i}`, x0 + i * w, x0 + (i + 1) * w - 3, base));
}

function firstPage(authors: Glyphs[][], page = 1) {
  const rows: Row[] = [rowFrom([run('Household Transmission of Seasonal Influenza', 123, 489, 82, 12)])];
  for (const r of authors) rows.push(rowFrom(r));
  rows.push(rowFrom([run('Abstract', LEFT, LEFT + 34, 155, BODY, 'bold'), ...line('r0', RIGHT, 155)]));
  for (let i = 1; i < 24; i++)
    rows.push(rowFrom([...line(`l${i}`, LEFT, 155 + 11 * i), ...line(`r${i}`, RIGHT, 155 + 11 * i)]));
  return layoutPage(rows, page);
}

const AUTHORS = [
  [
    run('Kwame Rossi', 126, 180, 107, 10),
    run('Elif Nowak', 210, 261, 107, 10),
    run('Lena Mensah', 363, 417, 107, 10),
  ],
  [run('Department of Physics, University of Northfield', 295, 486, 119, 10)],
];

it('breaks the paragraph between the header and the abstract below it', () => {
  const columns = firstPage(AUTHORS);
  const lines = columns.flatMap((c) => columnLines(c, 1, TYPO));
  const paras = paragraphs(lines, TYPO, new Vocabulary()).map((p) => p.text);
  expect(paras.some((p) => p.startsWith('Abstract'))).toBe(true);
  expect(paras.find((p) => p.includes('Northfield'))).not.toMatch(/Abstract/);
});

it('marks only the first page header halves as blocks of their own', () => {
  const ids = (cols: ReturnType<typeof layoutPage>, s: string) =>
    cols.filter((c) => c.rows.some((r) => r.items.some((it) => it.str.startsWith(s)))).map((c) => c.id);
  const one = firstPage(AUTHORS);
  expect(ids(one, 'Lena').every(isGridBlock)).toBe(true);
  expect(ids(one, 'Kwame').every(isGridBlock)).toBe(true);
  expect(ids(one, 'Abstract').some(isGridBlock)).toBe(false);
  expect(ids(one, 'r5').some(isGridBlock)).toBe(false);
  // Not on a later page, where rows cut off a band's top may be a paragraph running on.
  expect(ids(firstPage(AUTHORS, 2), 'Lena').some(isGridBlock)).toBe(false);
});

it('leaves a table-like header of figures as it was', () => {
  const figures = [
    [run('Server class 2007', 60, 150, 107), run('4,921 76,295', 330, 400, 107)],
    [run('Mid-range 2008', 60, 140, 119), run('5,467 81,624', 330, 400, 119)],
  ];
  expect(firstPage(figures).some((c) => isGridBlock(c.id))).toBe(false);
});
