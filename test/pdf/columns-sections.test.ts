/**
 * A page whose column grid changes under a full-width line (the end of one article in two
 * columns, then a new article's title and a body on another grid, olmOCR multi_column_miss):
 * the gutters are found per band, so neither grid's lines are read across the other's gutter.
 */
import { expect, it } from 'vitest';
import { layoutPage } from '../../shared/extract/pdf/columns.ts';
import { type Glyphs, joinItems, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';

const SIZE = 9;
/** Characters per point of a 9 pt run (about half an em per character). */
const CHAR_W = 4.5;

function run(str: string, x0: number, base: number, size = SIZE): Glyphs {
  return {
    str,
    x0,
    x1: x0 + str.length * CHAR_W * (size / SIZE),
    base,
    top: base - 0.78 * size,
    bottom: base + 0.22 * size,
    size,
    font: 'f1',
  };
}

/** A line of `n` words of four letters filling from x0; words are separate runs. */
function words(tag: string, x0: number, base: number, n: number): Glyphs[] {
  return Array.from({ length: n }, (_, i) => run(`${tag}${String(i).padStart(2, '0')}w`, x0 + i * 27, base));
}

/** Rows of a two-column grid: left column from `l`, right column from `r`, `n` lines of `k` words each. */
function grid(tagL: string, tagR: string, l: number, r: number, top: number, n: number, k: number): Row[] {
  return Array.from({ length: n }, (_, i) => {
    const base = top + i * 11;
    return rowFrom([...words(`${tagL}${i}`, l, base, k), ...words(`${tagR}${i}`, r, base, k)]);
  });
}

function order(rows: Row[]): string[] {
  return layoutPage(rows, 1).flatMap((c) => c.rows.map((r) => joinItems(r.items)));
}

it('reads each grid column by column when a title between them changes the gutter', () => {
  // Grid A: columns at 60 and 320 (gutter about 305–320); grid B: columns at 60 and 380 (gutter about 360–380).
  const a = grid('a', 'b', 60, 320, 60, 12, 9);
  const title = rowFrom([
    run('A title that runs across the whole page from margin to margin here', 60, 220, 18),
  ]);
  const b = grid('c', 'd', 60, 380, 260, 14, 11).map((r) =>
    rowFrom(r.items.filter((it) => it.x1 <= 360 || it.x0 >= 380)),
  );
  const text = order([...a, title, ...b]);
  const pos = (s: string) => text.findIndex((t) => t.startsWith(s));
  // Grid A: all of its left column before any of its right column.
  expect(pos('b0')).toBeGreaterThan(pos('a11'));
  // Its lines are never read across the gutter (a left and a right line joined).
  expect(text.some((t) => t.includes('a0') && t.includes('b0'))).toBe(false);
  // The title comes after grid A and before grid B; grid B left before right.
  expect(pos('A title')).toBeGreaterThan(pos('b11'));
  expect(pos('c0')).toBeGreaterThan(pos('A title'));
  expect(pos('d0')).toBeGreaterThan(pos('c13'));
  expect(text.some((t) => t.includes('c0') && t.includes('d0'))).toBe(false);
});

it('keeps one layout for a two-column page whose bands share a gutter', () => {
  const a = grid('a', 'b', 60, 320, 60, 12, 9);
  const title = rowFrom([
    run('A figure caption that runs across the whole page from margin to margin', 60, 220, 9),
  ]);
  const b = grid('c', 'd', 60, 320, 240, 12, 9);
  const ids = layoutPage([...a, title, ...b], 1).map((c) => c.id);
  // Same ids as a page laid out in one pass: bands numbered p1.0, p1.1, p1.2 with L/R columns.
  expect(ids).toEqual(['p1.0.0L', 'p1.0.0R', 'p1.1', 'p1.2.0L', 'p1.2.0R']);
});
