/**
 * Text set along a curve (curved-text.ts): the Electronic Journal of Probability sets its name
 * around an arc over the title, letter by letter; read as rows it was a stack of fragments ("n a
 * l", "u o", "P c r") at the top of every paper. A letter-spaced heading and a formula's rows
 * stay.
 */
import { describe, expect, it } from 'vitest';
import { withoutCurvedText } from '../../shared/extract/pdf/curved-text.ts';
import { type Row, rowFrom } from '../../shared/extract/pdf/model.ts';
import { glyphRun } from '../helpers/glyphs.ts';

const SIZE = 9;
/** A row of runs at baseline `base`, each [text, x]. */
const row = (base: number, ...runs: [string, number][]): Row =>
  rowFrom(runs.map(([str, x]) => glyphRun(x, base, str, SIZE)));

/** The EJP logo's rows, top to bottom (baselines 4–8 pt apart), then the journal line and title. */
const LOGO = [
  row(86, ['n a l', 287]),
  row(90, ['r', 281]),
  row(96, ['u', 273], ['o', 319]),
  row(104, ['o', 265], ['f', 327]),
  row(111, ['J', 257]),
  row(118, ['P', 342]),
  row(125, ['c', 240], ['r', 352]),
  row(130, ['i', 235], ['o', 359]),
  row(134, ['n', 227], ['b', 366]),
  row(139, ['a b i l i t y', 375]),
];
const BELOW = [
  row(166, ['Electron. J. Probab. 31 (2026), article no. 17, 1–5.', 194]),
  row(212, ['Sparse Attention for Long-Document Classification', 117]),
];

describe('text set along a curve', () => {
  it("takes a logo's letters out, and says where they were", () => {
    const { rows, removed } = withoutCurvedText([...LOGO, ...BELOW], 1);
    expect(rows).toEqual(BELOW);
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatchObject({ page: 1, why: 'curved' });
    expect(removed[0].text).toContain('a b i l i t y');
  });

  it('keeps a letter-spaced heading and rows at a line pitch or more apart', () => {
    const heading = [row(100, ['P A R T I C I P A N T S', 72]), row(112, ['We asked twelve people.', 72])];
    expect(withoutCurvedText(heading, 1).rows).toEqual(heading);
    // The same letters a full line apart are lines of text, however short.
    const apart = LOGO.map((r, k) => row(100 + 11 * k, [r.items.map((it) => it.str).join(' '), 72]));
    expect(withoutCurvedText(apart, 1).rows).toHaveLength(apart.length);
  });

  it("keeps a formula's stacked rows of digits and symbols", () => {
    const formula = [2, 3, 4, 5, 6, 7].map((k) => row(100 + 5 * k, ['x', 100], [String(k), 110], ['=', 120]));
    expect(withoutCurvedText(formula, 1).rows).toHaveLength(formula.length);
  });
});
