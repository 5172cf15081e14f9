/**
 * Which lines of a table are one row (shared/extract/pdf/table-rows.ts): a wrapped stub joins
 * its row only when it follows closer than the row step, header levels stay apart, and a
 * table whose rules separate its rows reads each band as one row (also when its wrapped p{}
 * cells fill half the columns of every continuation line).
 */
import { describe, expect, it } from 'vitest';
import { rowCells } from '../../shared/extract/pdf/grid.ts';
import { type Glyphs, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';
import { joinRows, rowRuled } from '../../shared/extract/pdf/table-rows.ts';

const line = (base: number): Row => ({
  items: [],
  base,
  top: base - 8,
  bottom: base + 2,
  x0: 0,
  x1: 100,
  size: 10,
});

describe('table rows from lines', () => {
  it('joins a wrapped stub that follows closer than the row step', () => {
    const cells = [
      ['Cat', 'Says', 'Meow'],
      ['Parastratiosph', 'Says', 'bzz'],
      ['ecomyioides', '', ''],
      ['Fox', 'Says', 'Ring'],
    ];
    const rows = joinRows([line(100), line(122), line(134), line(156)], cells);
    expect(rows).toEqual([
      ['Cat', 'Says', 'Meow'],
      ['Parastratiosph ecomyioides', 'Says', 'bzz'],
      ['Fox', 'Says', 'Ring'],
    ]);
  });

  it('keeps a one-cell row at the row step apart (a group label, not a wrapped cell)', () => {
    const cells = [
      ['Leeds', '12', '4'],
      ['Sleep', '', ''],
      ['Lyon', '9', '3'],
    ];
    expect(joinRows([line(100), line(112), line(124)], cells)).toEqual(cells);
  });

  it('keeps the levels of a header apart even when they are set close', () => {
    const cells = [
      ['', 'Binary segmentation', '', 'Parts', ''],
      ['Methods', '', '', '', ''],
      ['', 'IoU', 'Dice', 'IoU', 'Dice'],
      ['U-Net', '75.4', '84.3', '48.4', '60.7'],
      ['LinkNet', '82.3', '88.8', '34.5', '41.2'],
    ];
    const rows = joinRows([line(100), line(104), line(109), line(122), line(135)], cells);
    expect(rows).toEqual(cells);
  });

  it('reads every band as one row when the rules separate the rows, and never joins across a rule', () => {
    expect(rowRuled([0, 1, 1, 2, 3, 3, 3, 4])).toBe(true);
    // Booktabs: a header band and one band of many rows.
    expect(rowRuled([0, 1, 1, 1, 1, 1, 1, 1])).toBe(false);
    const cells = [
      ['', 'REGIONAL', '', ''],
      ['AARON', 'MEDICINE', 'PA', '$4,700'],
      ['TOTAL', '', '', '$5,010'],
    ];
    const lines = [line(100), line(110), line(122)];
    const rows = joinRows(lines, cells, { bands: [1, 1, 2], wholeBands: true });
    expect(rows).toEqual([
      ['AARON', 'REGIONAL MEDICINE', 'PA', '$4,700'],
      ['TOTAL', '', '', '$5,010'],
    ]);
    expect(
      joinRows(lines, cells, { bands: [1, 1, 1], wholeBands: true, ruleBetween: (i) => i === 1 }),
    ).toHaveLength(2);
  });

  it('reads a grid whose cells wrap to many lines as one row per band, but not rules around groups of rows', () => {
    // Five bands of four lines: one line starting each row, its wrapped cells after it.
    const wrapped = [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4];
    const wrappedCells = wrapped.map((_, i) =>
      i % 4 === 0 ? ['1', 'Procurement of', 'ICB', 'GHS'] : ['', 'Pickups', '', ''],
    );
    expect(rowRuled(wrapped)).toBe(false);
    expect(rowRuled(wrapped, wrappedCells)).toBe(true);
    // The same bands, each a group of four full rows (rules every fourth row): rows stay apart.
    const groups = wrapped.map(() => ['Leeds', '12', '4', '7']);
    expect(rowRuled(wrapped, groups)).toBe(false);
  });

  it('reads a grid of LaTeX p{} cells as one row per band: two wrapped columns beside a one-line weight', () => {
    // Header band, then three bands of four lines: the description and example columns wrap, so
    // each continuation line fills two of four columns (half: "full" by the line count alone).
    const bands = [0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3];
    const cells = bands.map((b, i) =>
      i === 0
        ? ['Criterion', 'Description', 'Example', 'Weight']
        : bands.indexOf(b) === i
          ? ['Relevance', 'By discussion before the', 'Tokenisation and', '0.81']
          : ['', 'annotation round is closed', 'counts each label', ''],
    );
    expect(rowRuled(bands, cells)).toBe(true);
    // Rules around groups whose rows leave only the stub blank ("ditto"): every other column is
    // filled, so those lines are rows of their own.
    const ditto = bands.map((b, i) =>
      bands.indexOf(b) === i ? ['Control', 'Week 1', '12.4', '0.81'] : ['', 'Week 4', '10.9', '0.86'],
    );
    expect(rowRuled(bands, ditto)).toBe(false);
  });

  it('reads a grid of wrapped prose cells as one row per band, and parts a header set over the first row without a rule', () => {
    // 2007.14922's Table 1: every column wraps, so continuation lines fill most columns; each
    // reads on from the line above ("prop-" / "erties", "[15, 16," / "29]").
    const header = [
      ['DNA structural prop-', 'Facilitated protein-', 'References'],
      ['erties', 'DNA interactions', ''],
    ];
    const row = (n: number) => [
      [`Curved region ${n} or`, 'Binding and topologi-', `[${n}, 16,`],
      ['flexible regions', 'cal changes, e.g.', '29]'],
      ['of the double', 'binding of IHF in', ''],
      ['helix', 'promoters', ''],
    ];
    const cells = [...header, ...row(1), ...row(2), ...row(3), ...row(4)];
    const bands = cells.map((_, i) => (i < 6 ? 0 : Math.floor((i - 2) / 4)));
    const lines = cells.map((_, i) => line(100 + 11 * i));
    expect(rowRuled(bands, cells)).toBe(true);
    // The same bands, each a group of four rows of numbers (rules every fourth row): rows stay apart.
    expect(
      rowRuled(
        bands,
        cells.map((_, i) => [`${i}.0`, `${i}.5`, `${i}`]),
      ),
    ).toBe(false);
    const rows = joinRows(lines, cells, { bands, wholeBands: true });
    expect(rows.map((r) => r[2])).toEqual([
      'References',
      '[1, 16, 29]',
      '[2, 16, 29]',
      '[3, 16, 29]',
      '[4, 16, 29]',
    ]);
    expect(rows[0][0]).toBe('DNA structural prop- erties');
    expect(rows[1][1]).toBe('Binding and topologi- cal changes, e.g. binding of IHF in promoters');
  });

  it('keeps a cell holding two amounts a blank line apart in its row', () => {
    // Publication_of_award…: "62,785,105" / (blank) / "11,200" beside a description that reads on.
    const cells = [
      ['2', 'Procurement of 9No.', '62,785,105'],
      ['', 'Cross country (4x4),', ''],
      ['', '5No Mid-Range (4x4)', '11,200'],
    ];
    const lines = cells.map((_, i) => line(100 + 11 * i));
    expect(joinRows(lines, cells, { bands: [0, 0, 0], wholeBands: true })).toHaveLength(1);
  });
});

/** A run of 7 pt type from x, 3.5 pt per character. */
const run = (x: number, str: string): Glyphs => ({
  str,
  x0: x,
  x1: x + str.length * 3.5,
  base: 100,
  top: 93,
  bottom: 102,
  size: 7,
  font: 'f1',
});

describe('right-to-left tables', () => {
  it('reads a Hebrew cell drawn as one run per word right to left, and leaves left-to-right cells alone', () => {
    // Visual order on the page: "2.6" | "הכל" "סך" (the label's first word is the rightmost).
    const row = rowFrom([
      run(100, '2.6'),
      run(300, 'הכל'),
      run(314, 'סך'),
      run(400, 'Total'),
      run(422, 'GDP'),
    ]);
    const separators = [
      { x: 200, drawn: null },
      { x: 380, drawn: null },
    ];
    expect(rowCells(row, separators, false)).toEqual(['2.6', 'סך הכל', 'Total GDP']);
  });

  it('keeps a section label alone in the right-hand stub as its own row', () => {
    const cells = [
      ['2.6', '3.2', 'סך הכל'],
      ['', '', 'צריכה'],
      ['3.8', '3.5', 'אזרחית'],
    ];
    expect(joinRows([line(100), line(110), line(120)], cells)).toEqual(cells);
    // The same lines in a left-to-right table: an empty stub continues the row above.
    const ltr = cells.map((r) => r.map((c) => c.replace(/\p{Script=Hebrew}+/gu, 'x')));
    expect(joinRows([line(100), line(110), line(120)], ltr)).toHaveLength(2);
  });
});

describe('a run crossing a drawn column rule', () => {
  it("splits a clipped cell's text from the next cell's where a letter meets a digit", () => {
    // "Elizab" overflows its cell and is clipped at the rule at x = 121; "2165" starts the next cell.
    const row = rowFrom([run(100, 'Elizab2165'), run(140, 'Princeton')]);
    const separators = [{ x: 121, drawn: [[0, 200]] as [number, number][] }];
    expect(rowCells(row, separators, true)).toEqual(['Elizab', '2165 Princeton']);
    // A lowercase letter meeting a capital: "PresideSPPS" -> "Preside" | "SPPS".
    const caps = rowFrom([run(100, 'PresideSPPS')]);
    expect(rowCells(caps, [{ x: 125, drawn: [[0, 200]] }], true)).toEqual(['Preside', 'SPPS']);
  });

  it("drops a glyph the rule cuts (only wholly shown characters are the cell's) when the next cell holds text", () => {
    // 3.5 pt a character: the rule at x = 119 cuts the "b" (117.5–121); "2165" still starts the next cell.
    const row = rowFrom([run(100, 'Elizab2165')]);
    expect(rowCells(row, [{ x: 119, drawn: [[0, 200]] }], true)).toEqual(['Eliza', '2165']);
    // No change of kind (no next cell's text in the run): cut at the nearest character position, nothing dropped.
    const spill = rowFrom([run(100, 'Centerline')]);
    expect(rowCells(spill, [{ x: 119, drawn: [[0, 200]] }], true).join('')).toBe('Centerline');
  });
});

describe('a column rule drawn over the header band only', () => {
  // Rows at y 93–102 (run); the rule at x = 130 is drawn from y 40 to 80, above them.
  const header = [{ x: 130, drawn: [[40, 80]] as [number, number][] }];

  it('still separates the columns of a row below it that no run crosses', () => {
    const row = rowFrom([run(100, '2.6'), run(150, '3.2')]);
    expect(rowCells(row, header, true)).toEqual(['2.6', '3.2']);
  });

  it('leaves a row spanning the columns where a run crosses the rule, and a row above the rule', () => {
    const across = rowFrom([run(100, 'a section label')]);
    expect(rowCells(across, header, true)).toEqual(['a section label', '']);
    // Above the drawn part (a header cell spanning the two columns): the text goes to the first.
    const above = [{ x: 130, drawn: [[110, 200]] as [number, number][] }];
    expect(rowCells(rowFrom([run(150, 'Total')]), above, true)).toEqual(['Total', '']);
  });
});
