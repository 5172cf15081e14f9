/**
 * Two headings side by side, one in each column, on the same baseline: the gap between them is
 * the column separation, set for the body type (article's 10 pt under 10 pt text), which is less
 * than 0.9 em of the larger heading type. Measured against the heading's size the row read as one
 * full-width line ("4.3 Effect of document length on accuracy and Acknowledgments"); measured
 * against the body size it is two columns.
 */
import { expect, it } from 'vitest';
import { layoutPage } from '../../shared/extract/pdf/columns.ts';
import { type Glyphs, joinItems, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';

const BODY = 10;
const HEAD = 12;
/** Column geometry of LaTeX article twocolumn on letter paper: 247 pt columns, 10 pt apart. */
const LEFT = 54;
const RIGHT = 311;
const COL_W = 247;

function run(str: string, x0: number, x1: number, base: number, size: number): Glyphs {
  return { str, x0, x1, base, top: base - 0.78 * size, bottom: base + 0.22 * size, size, font: `f${size}` };
}

/** A justified body line filling its column, as runs of words. */
function line(tag: string, x0: number, base: number): Glyphs[] {
  const n = 9;
  const w = COL_W / n;
  return Array.from({ length: n }, (_, i) =>
    run(`${tag}w${i}`, x0 + i * w, x0 + (i + 1) * w - 3, base, BODY),
  );
}

function order(rows: Row[]): string[] {
  return layoutPage(rows, 1).flatMap((c) => c.rows.map((r) => joinItems(r.items)));
}

it('keeps two headings on one baseline in their own columns', () => {
  const rows: Row[] = [];
  for (let i = 0; i < 12; i++)
    rows.push(rowFrom([...line(`a${i}`, LEFT, 80 + 12 * i), ...line(`b${i}`, RIGHT, 80 + 12 * i)]));
  // The left heading fills its column to the right edge; the right one starts at its column's left edge.
  rows.push(
    rowFrom([
      run('4.3 Effect of document length on accuracy and', LEFT, LEFT + COL_W, 240, HEAD),
      run('Acknowledgments', RIGHT, RIGHT + 112, 240, HEAD),
    ]),
  );
  for (let i = 0; i < 12; i++)
    rows.push(rowFrom([...line(`c${i}`, LEFT, 256 + 12 * i), ...line(`d${i}`, RIGHT, 256 + 12 * i)]));
  const text = order(rows);
  expect(text).toContain('4.3 Effect of document length on accuracy and');
  expect(text).toContain('Acknowledgments');
  // Left column (a…, its heading, c…) is read before the right column's heading and text.
  const at = (s: string) => text.findIndex((t) => t.startsWith(s));
  expect(at('4.3')).toBeGreaterThan(at('a11'));
  expect(at('4.3')).toBeLessThan(at('c0'));
  expect(at('Acknowledgments')).toBeGreaterThan(at('b11'));
  expect(at('Acknowledgments')).toBeLessThan(at('d0'));
});
