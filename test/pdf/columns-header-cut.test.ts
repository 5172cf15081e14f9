/**
 * headerCut (column-header.ts) lays a side-by-side block at the top of a band out on its own when a
 * blank line sets it apart: authors and affiliations under a title are not the start of the body
 * columns. Two full lines of the columns themselves over coinciding gaps are not such a block
 * (REVTeX PRL page 4: a paragraph's last lines on the left, the reference list's last entry on
 * the right, then a heading in each column): cutting them off read reference [12] before [1].
 */
import { expect, it } from 'vitest';
import { layoutPage } from '../../shared/extract/pdf/columns.ts';
import { type Glyphs, joinItems, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';

const BODY = 10;
/** Two 245 pt columns 18 pt apart, as REVTeX's on letter paper. */
const LEFT = 54;
const RIGHT = 317;
const COL_W = 245;

function run(str: string, x0: number, x1: number, base: number, size = BODY): Glyphs {
  return { str, x0, x1, base, top: base - 0.78 * size, bottom: base + 0.22 * size, size, font: `f${size}` };
}

/** A justified line of words filling its column (or `width` of it). */
function line(tag: string, x0: number, base: number, width = COL_W): Glyphs[] {
  const n = 8;
  const w = width / n;
  return Array.from({ length: n }, (_, i) => run(`${tag}w${i}`, x0 + i * w, x0 + (i + 1) * w - 3, base));
}

function order(rows: Row[]): string[] {
  return layoutPage(rows, 2).flatMap((c) => c.rows.map((r) => joinItems(r.items)));
}

/** Body rows of both columns from `base` on, 12 pt apart. */
function body(rows: Row[], base: number, n: number, l: string, r: string): void {
  for (let i = 0; i < n; i++)
    rows.push(rowFrom([...line(`${l}${i}`, LEFT, base + 12 * i), ...line(`${r}${i}`, RIGHT, base + 12 * i)]));
}

const at = (text: string[], s: string) => text.findIndex((t) => t.startsWith(s));

it('reads two full column lines over coinciding gaps with the columns below them', () => {
  const rows: Row[] = [];
  // A paragraph's last full line and its short end on the left; a reference entry and its
  // hanging second line on the right.
  rows.push(rowFrom([...line('top', LEFT, 62), ...line('ref', RIGHT, 62)]));
  rows.push(rowFrom([...line('end', LEFT, 74, 80), ...line('hang', RIGHT + 18, 74, COL_W - 21)]));
  // A blank line in both columns, then a heading in each and the body.
  rows.push(
    rowFrom([
      run('Acknowledgments', LEFT + 60, LEFT + 180, 104),
      run('Appendix', RIGHT + 80, RIGHT + 160, 104),
    ]),
  );
  body(rows, 120, 20, 'a', 'b');
  const text = order(rows);
  // The left column, top to bottom, before the right one.
  expect(at(text, 'endw0')).toBeLessThan(at(text, 'Acknowledgments'));
  expect(at(text, 'Acknowledgments')).toBeLessThan(at(text, 'a19'));
  expect(at(text, 'a19')).toBeLessThan(at(text, 'refw0'));
  expect(at(text, 'refw0')).toBeLessThan(at(text, 'Appendix'));
  expect(at(text, 'Appendix')).toBeLessThan(at(text, 'b0'));
});

it('still lays out an author block above the columns on its own', () => {
  const rows: Row[] = [];
  // Two authors side by side, each centred over an affiliation narrower than the column.
  rows.push(
    rowFrom([run('Ann Author', LEFT + 80, LEFT + 160, 62), run('Bob Writer', RIGHT + 80, RIGHT + 160, 62)]),
  );
  rows.push(
    rowFrom([
      run('University of Northfield, Dept', LEFT + 40, LEFT + 200, 74),
      run('Institute of Southgate, Lab', RIGHT + 40, RIGHT + 200, 74),
    ]),
  );
  body(rows, 104, 20, 'a', 'b');
  const text = order(rows);
  // Both authors before the body: the left column's text does not come between them.
  expect(at(text, 'Bob Writer')).toBeLessThan(at(text, 'a0'));
  expect(at(text, 'Institute of Southgate')).toBeLessThan(at(text, 'a0'));
});
