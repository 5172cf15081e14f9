/**
 * The short last line of a full-width caption under a two-panel figure ends a few points past
 * the middle of the gutter the panels leave (2206.11906 p21): its runs are on the left side as
 * the columns assign them (by their centres), so it stays with the caption instead of starting
 * a column band of its own (which sent it into the body text).
 */
import { expect, it } from 'vitest';
import { layoutPage } from '../../shared/extract/pdf/columns.ts';
import { type Glyphs, joinItems, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';

const SIZE = 10;
const PITCH = 12;

function run(str: string, x0: number, x1: number, base: number): Glyphs {
  return { str, x0, x1, base, top: base - 0.78 * SIZE, bottom: base + 0.22 * SIZE, size: SIZE, font: 'f1' };
}

/** Two columns, 60–290 and 320–550: the gutter's middle is at 305. */
function twoColumns(tag: string, top: number, n: number): Row[] {
  return Array.from({ length: n }, (_, i) =>
    rowFrom([
      run(`${tag}L${i} words of the left column`, 60, 290, top + i * PITCH),
      run(`${tag}R${i} words of the right column`, 320, 550, top + i * PITCH),
    ]),
  );
}

function columnOf(rows: Row[], prefix: string): string | undefined {
  return layoutPage(rows, 1).find((c) => c.rows.some((r) => joinItems(r.items).startsWith(prefix)))?.id;
}

it('keeps a caption last line that ends just past the gutter middle with its caption', () => {
  // The figure's two panels above, the caption at the foot of the page (the body goes on overleaf).
  const above = twoColumns('a', 100, 12);
  const caption = [0, 1, 2].map((i) =>
    rowFrom([run(`Figure 6 caption line ${i} across the page`, 60, 550, 260 + i * PITCH)]),
  );
  const last = rowFrom([run('was adapted from the work of Kelly et al. (2021).', 60, 309, 260 + 3 * PITCH)]);
  const rows = [...above, ...caption, last];
  expect(columnOf(rows, 'was adapted')).toBe(columnOf(rows, 'Figure 6 caption line 0'));
  // The panels above are still two columns.
  expect(columnOf(rows, 'aL0')).not.toBe(columnOf(rows, 'aR0'));
});

it('does not take a line of the left column that comes after a blank under the caption', () => {
  const caption = [0, 1, 2].map((i) =>
    rowFrom([run(`Figure 6 caption line ${i} across the page`, 60, 550, 100 + i * PITCH)]),
  );
  // More than the continuation pitch below the caption: the next band's first row.
  const next = twoColumns('b', 100 + 2 * PITCH + 2 * SIZE, 12);
  const rows = [...caption, ...next];
  expect(columnOf(rows, 'bL0')).not.toBe(columnOf(rows, 'Figure 6'));
});
