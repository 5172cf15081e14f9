/**
 * Character positions inside a run from its glyphs' advance widths (table-glyphs.ts), and a run
 * cut at a drawn column rule by them (grid.ts): in proportional type an even share of the run
 * misplaces the rule by up to a character ('Patrici' read as 'Patric', schools.pdf).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rowCells } from '../../shared/extract/pdf/grid.ts';
import { type Glyphs, rowFrom } from '../../shared/extract/pdf/model.ts';
import { withPdf } from '../../shared/extract/pdf/pdfjs.ts';
import { charEdges, type GlyphWidths, pageGlyphWidths } from '../../shared/extract/pdf/table-glyphs.ts';

/** Calibri's advance widths (units of 1/1000 em) for the letters and digits used here. */
const CALIBRI = new Map(
  Object.entries({ P: 517, a: 479, t: 335, r: 349, i: 229, c: 423, '8': 507, '1': 507, '2': 507 }),
);
const WIDTHS: GlyphWidths = new Map([['F1', CALIBRI]]);
const SIZE = 8.4;

/** A run in font F1 at 8.4 pt whose width is its glyphs' advances. */
function run(x: number, str: string): Glyphs {
  const units = [...str].reduce((n, c) => n + (CALIBRI.get(c) ?? 500), 0);
  return {
    str,
    x0: x,
    x1: x + (units * SIZE) / 1000,
    base: 100,
    top: 93,
    bottom: 102,
    size: SIZE,
    font: 'F1',
  };
}

describe('character positions from glyph widths', () => {
  it("places each character by its glyph's share of the run", () => {
    const it0 = run(0, 'aia');
    const edges = charEdges(it0, WIDTHS);
    expect(edges.map((e) => Math.round(e * 1000) / 1000)).toEqual([0, 4.024, 5.947, 9.971]);
  });

  it('falls back to an even share without widths for the font, and to the mean for a character it lacks', () => {
    const it0 = { ...run(0, 'aia'), font: 'F2' };
    expect(charEdges(it0, WIDTHS)).toEqual([0, it0.x1 / 3, (2 * it0.x1) / 3, it0.x1]);
    expect(charEdges(it0, null)).toEqual(charEdges(it0, WIDTHS));
    // 'z' is not among F1's glyphs: it counts as their mean.
    const z = { ...run(0, 'az'), x1: 10 };
    const mean = [...CALIBRI.values()].reduce((a, b) => a + b, 0) / CALIBRI.size;
    expect(charEdges(z, WIDTHS)[1]).toBeCloseTo((10 * 479) / (479 + mean), 6);
  });
});

describe('a run cut at a drawn column rule', () => {
  const rule = [{ x: 22, drawn: [[0, 200]] as [number, number][] }];

  it("keeps the characters wholly before the rule by their real widths ('Patrici')", () => {
    // 'Patrici' ends at 21.5 pt and the final 'a' crosses the rule at 22 pt; '812' is the next cell's.
    const row = rowFrom([run(0, 'Patricia812')]);
    expect(rowCells(row, rule, true, WIDTHS)).toEqual(['Patrici', '812']);
    // An even share per character puts the rule after 6.3 characters and loses the 'i'.
    expect(rowCells(row, rule, true)).toEqual(['Patric', '812']);
  });

  it('places the words of a run holding several cells by their widths', () => {
    // One run for two cells, the gap a single space. By widths 'iiii' ends at 8.4 pt and 'aaaa'
    // starts at 10.5, either side of the rule at 9.5; an even share ends 'iiii' at 12.4, across it.
    const row = rowFrom([run(0, 'iiii aaaa')]);
    const at = [{ x: 9.5, drawn: [[0, 200]] as [number, number][] }];
    const widths: GlyphWidths = new Map([['F1', new Map([...CALIBRI, [' ', 226]])]]);
    expect(rowCells(row, at, true, widths)).toEqual(['iiii', 'aaaa']);
    expect(rowCells(row, at, true)[0]).toBe('iii');
  });
});

describe('glyph widths of a page', () => {
  it("reads each font's advance widths from the page's drawing operations", async () => {
    const bytes = new Uint8Array(readFileSync(join(import.meta.dirname, '../fixtures/basic/sample.pdf')));
    const widths = await withPdf(bytes, async (doc) => pageGlyphWidths(await doc.getPage(1)));
    const fonts = [...widths.values()];
    expect(fonts.length).toBeGreaterThan(0);
    const body = fonts.find((f) => f.has('l') && f.has('m'));
    // Times-Roman: 'l' 278, 'm' 778.
    expect(body?.get('l')).toBe(278);
    expect(body?.get('m')).toBe(778);
  });
});
