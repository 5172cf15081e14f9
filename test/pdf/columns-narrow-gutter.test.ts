/**
 * Narrow gutters (column-gutter.ts): two columns whose separation is under MIN_GUTTER_EM of their
 * type (12 pt text with LaTeX's 10 pt \columnsep, 0.83 em) are two columns when the gap holds
 * over most of the page and both column edges at it are aligned; every pair of column lines is
 * then two lines, not one full-width row. One-column prose whose word spaces line up in a
 * wandering "river" stays one column.
 */
import { describe, expect, it } from 'vitest';
import { layoutPage } from '../../shared/extract/pdf/columns.ts';
import { type Glyphs, joinItems, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';

const SIZE = 12;
const PITCH = 14.5;
const LEFT = 54;
const GUTTER_AT = 300;
const SEP = 10;
const RIGHT_END = 556;

function run(str: string, x0: number, x1: number, base: number): Glyphs {
  return { str, x0, x1, base, top: base - 0.78 * SIZE, bottom: base + 0.22 * SIZE, size: SIZE, font: 'body' };
}

/** A justified line of `n` words from x0 to x1, word spaces 4 pt, shifted by `phase` (0..1) of a word. */
function justified(tag: string, x0: number, x1: number, base: number, n = 6): Glyphs[] {
  const space = 4;
  const w = (x1 - x0 - space * (n - 1)) / n;
  return Array.from({ length: n }, (_, i) =>
    run(`${tag}.${i}`, x0 + i * (w + space), x0 + i * (w + space) + w, base),
  );
}

function order(rows: Row[]): string[] {
  return layoutPage(rows, 2).flatMap((c) => c.rows.map((r) => joinItems(r.items)));
}

describe('a gutter narrower than a justified word space', () => {
  it('reads 12 pt columns 10 pt apart column by column', () => {
    const rows: Row[] = [];
    for (let i = 0; i < 40; i++) {
      const base = 80 + i * PITCH;
      // Every fifth left line ends its paragraph short; right lines start at the column edge.
      const leftEnd = i % 5 === 4 ? 180 : GUTTER_AT;
      rows.push(
        rowFrom([
          ...justified(`L${i}`, LEFT, leftEnd, base),
          ...justified(`R${i}`, GUTTER_AT + SEP, RIGHT_END, base),
        ]),
      );
    }
    const cols = layoutPage(rows, 2);
    expect(cols.length).toBe(2);
    const text = order(rows);
    expect(text[0].startsWith('L0.0')).toBe(true);
    expect(text[39].startsWith('L39.0')).toBe(true);
    expect(text[40].startsWith('R0.0')).toBe(true);
    // No row holds both columns' words.
    expect(text.some((t) => t.includes('L') && t.includes('R'))).toBe(false);
  });

  it('keeps one-column 12 pt prose one column when its word spaces line up loosely', () => {
    const rows: Row[] = [];
    for (let i = 0; i < 40; i++) {
      const base = 80 + i * PITCH;
      // A space near the middle on every line, wandering by a few points: a river, not a gutter.
      const mid = GUTTER_AT + ((i * 7) % 5) - 2;
      rows.push(
        rowFrom([
          ...justified(`A${i}`, LEFT, mid - 3, base, 5),
          ...justified(`B${i}`, mid + 3, RIGHT_END, base, 5),
        ]),
      );
    }
    expect(layoutPage(rows, 2).length).toBe(1);
  });
});
