/**
 * headerCut (column-header.ts) lays a side-by-side block at the top of a band out on its own when a
 * blank line sets it apart: authors and affiliations under a title are not the start of the body
 * columns. Two full lines of the columns themselves over coinciding gaps are not such a block
 * (REVTeX PRL page 4: a paragraph's last lines on the left, the reference list's last entry on
 * the right, then a heading in each column): cutting them off read reference [12] before [1].
 */
import { expect, it } from 'vitest';
import { layoutPage } from '../../shared/extract/pdf/columns.ts';
import type { DocGutter } from '../../shared/extract/pdf/doc-gutter.ts';
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

function order(rows: Row[], doc: DocGutter | null = null): string[] {
  return layoutPage(rows, 2, doc).flatMap((c) => c.rows.map((r) => joinItems(r.items)));
}

/** The gutter the document's other pages agree on (doc-gutter.ts): a last page's right column is too short to show its own. */
const DOC: DocGutter = {
  x: (LEFT + COL_W + RIGHT) / 2,
  left: LEFT + COL_W,
  right: RIGHT,
  width: 612,
  gap: RIGHT - LEFT - COL_W,
};

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

it('reads a right column that ends in the top rows after the whole left column', () => {
  const rows: Row[] = [];
  // A last page: a reference entry on the left (a full line and a shorter hanging one) beside
  // the paragraph's last two full lines on the right; below a blank line, only the left
  // column goes on (more entries, then an appendix).
  rows.push(rowFrom([...line('ref8', LEFT, 62), ...line('last', RIGHT, 62)]));
  rows.push(rowFrom([...line('hang8', LEFT + 18, 74, COL_W - 18), ...line('lastend', RIGHT, 74, 200)]));
  for (let i = 0; i < 12; i++) {
    const base = 104 + 12 * i;
    rows.push(rowFrom(i % 2 ? line(`hang${i}`, LEFT + 18, base, COL_W - 18) : line(`ref${i}`, LEFT, base)));
  }
  const text = order(rows, DOC);
  expect(at(text, 'hang8')).toBeLessThan(at(text, 'ref0'));
  expect(at(text, 'hang11')).toBeLessThan(at(text, 'lastw0'));
});

it('still cuts a header off when one side has nothing below but holds no full line', () => {
  const rows: Row[] = [];
  // A running head's two halves over a page whose right side is empty below them.
  rows.push(
    rowFrom([run('Corporation and Subsidiaries', LEFT, LEFT + 150, 62), run('Notes', RIGHT, RIGHT + 40, 62)]),
  );
  rows.push(
    rowFrom([run('Statements (Continued)', LEFT, LEFT + 120, 74), run('Page', RIGHT, RIGHT + 30, 74)]),
  );
  for (let i = 0; i < 12; i++) rows.push(rowFrom(line(`a${i}`, LEFT, 104 + 12 * i)));
  const text = order(rows, DOC);
  expect(at(text, 'Notes')).toBeLessThan(at(text, 'a0'));
});
