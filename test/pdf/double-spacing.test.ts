/**
 * Double-spaced manuscripts: the body's line pitch is about twice its type size, so the
 * document's pitch is read from those steps (stats.ts), and a short heading line in another font
 * right under a paragraph's last line starts its own paragraph although the space above it is
 * less than a line (paragraphs.ts with plainHeadingStart).
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import { type Glyphs, type Line, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import { typography } from '../../shared/extract/pdf/stats.ts';

const SIZE = 12;
const LEFT = 72;
const RIGHT = 540;

function glyphs(str: string, base: number, x0 = LEFT, x1 = RIGHT, font = 'body'): Glyphs {
  return { str, x0, x1, base, top: base - 10, bottom: base + 2, size: SIZE, font };
}

/** A page of full body rows, `step` points apart. */
function page(step: number, n = 30): Row[] {
  return Array.from({ length: n }, (_, k) => rowFrom([glyphs(`body line ${k} of the page`, 80 + k * step)]));
}

describe('body line pitch', () => {
  it('is the double-spaced step when most body lines are set that far apart', () => {
    expect(typography([page(24.5), page(24.5)]).pitch).toBeCloseTo(24.5);
  });

  it('stays the single-spaced step when only some rows (a sparse table) are 2-2.5 sizes apart', () => {
    const table = Array.from({ length: 10 }, (_, k) => rowFrom([glyphs(`row ${k} 12 34`, 500 + k * 27)]));
    expect(typography([page(14, 25), table]).pitch).toBeCloseTo(14);
  });
});

let base = 80;
/** The next line of one justified column, 24.5 points under the last. */
function line(text: string, x1 = RIGHT, font = 'body'): Line {
  base += 24.5;
  return {
    text,
    x0: LEFT,
    x1,
    top: base - 10,
    bottom: base + 2,
    base,
    size: SIZE,
    page: 1,
    colLeft: LEFT,
    colRight: RIGHT,
    block: 'p1c0',
    font,
    items: [glyphs(text, base, LEFT, x1, font)],
  };
}

describe('a double-spaced paragraph followed by an unnumbered heading', () => {
  it('breaks before a short line in another font under a sentence-ending line', () => {
    const lines = [
      line('Sleep was measured at home rather than in the laboratory, and self reports of'),
      line('sleep are known to be imprecise. Finally, word pairs are one kind of material,'),
      line('and the results may not extend to more meaningful content.'),
      line('Study design', 160, 'bold'),
      line('Future studies could combine the present design with polysomnography in order'),
      line('to relate the benefit to specific sleep stages, and they could vary the material'),
      line('in kind, comparing word pairs with short texts or with motor skills.', 400),
    ];
    const typo = typography([lines.map((l) => rowFrom([...(l.items ?? [])]))]);
    const paras = paragraphs(lines, typo, new Vocabulary()).map((p) => p.text);
    expect(paras).toHaveLength(3);
    expect(paras[1]).toBe('Study design');
  });
});
