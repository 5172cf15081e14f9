/**
 * Captions set with a hanging indent (caption-hang.ts): the lines after the first start where the
 * caption's text starts, past its label, and stay the caption's; a figure's own labels that happen
 * to stand there, in the figure's font, do not. Geometry of IJDC's "Figure 1." caption.
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import type { Glyphs, Line } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';

const LEFT = 85;
const RIGHT = 510;
const TYPO = { bodySize: 12, pitch: 14.5 };
const SIZE = 10.9;

function run(str: string, x0: number, x1: number, base: number, font: string): Glyphs {
  return { str, x0, x1, base, top: base - 0.8 * SIZE, bottom: base + 0.2 * SIZE, size: SIZE, font };
}

function line(items: Glyphs[], size = SIZE): Line {
  const base = items[0].base;
  const font = items[items.length - 1].font;
  return {
    text: items.map((it) => it.str).join(' '),
    x0: items[0].x0,
    x1: items[items.length - 1].x1,
    top: base - 0.8 * size,
    bottom: base + 0.2 * size,
    base,
    size,
    page: 5,
    colLeft: LEFT,
    colRight: RIGHT,
    block: 'p5c0',
    font,
    items,
  };
}

// "Figure 1." in bold and the caption's first words share a run, as pdf.js gives them.
const first = line([
  run('Figure', 85, 120.3, 207.3, 'bold'),
  run('1. The', 124.4, 158.4, 207.3, 'bold'),
  run(
    'recovery rate of the reef survey against coral cover in the bleaching and',
    162.6,
    510.3,
    207.3,
    'roman',
  ),
]);
const tail = line([run('mortality setting.', 139.7, 222.3, 220.8, 'roman')]);
const after = line(
  [run('Body text resumes under the figure, well below its caption.', 85, 400, 262, 'body')],
  12,
);

describe('a caption with a hanging indent', () => {
  it('keeps the lines that hang under its text in the caption', () => {
    const out = paragraphs([first, tail, after], TYPO, new Vocabulary());
    const caption = out.find((p) => p.text.startsWith('Figure 1.'));
    expect(caption?.text).toBe(
      'Figure 1. The recovery rate of the reef survey against coral cover in the bleaching and mortality setting.',
    );
    expect(out.some((p) => p.text === 'mortality setting.')).toBe(false);
  });

  it('leaves a line in another font that merely starts there (a figure label) out of it', () => {
    const label = line([run('known', 139.7, 170, 220.8, 'sans')]);
    const out = paragraphs([first, label, after], TYPO, new Vocabulary());
    expect(out.find((p) => p.text.startsWith('Figure 1.'))?.text).not.toContain('known');
  });
});

describe('a side caption in a narrower measure than its column', () => {
  // cermine_test5 p5: the caption stands left of its figure, ragged, every line well short of the
  // column's right edge (the column holds the figure's labels too).
  const side = (text: string, k: number, x1: number, font = 'roman') =>
    line([run(text, LEFT, x1, 300 + k * 12.6, font)]);
  const label = line([
    run('Figure 4', LEFT, 125, 300, 'bold'),
    run('Forest plot of therapy', 130, 235, 300, 'roman'),
  ]);
  const rest = [
    side('regimen subgroup. (a) Weighted mean', 1, 260),
    side('difference (WMD) forest plots of', 2, 240),
    side('changes in haemoglobin (g/l).', 3, 225),
  ];

  it('keeps its ragged lines in the caption', () => {
    const out = paragraphs([label, ...rest, after], TYPO, new Vocabulary());
    expect(out.find((p) => p.text.startsWith('Figure 4'))?.text).toBe(
      'Figure 4 Forest plot of therapy regimen subgroup. (a) Weighted mean difference (WMD) forest plots of changes in haemoglobin (g/l).',
    );
  });

  it('stops at a line that fills the column (the body under a caption)', () => {
    const body = line([
      run(
        'The body resumes here and runs to the edge of its column as prose does',
        LEFT,
        RIGHT,
        300 + 12.6,
        'roman',
      ),
    ]);
    const out = paragraphs([label, body, after], TYPO, new Vocabulary());
    expect(out.find((p) => p.text.startsWith('Figure 4'))?.text).toBe('Figure 4 Forest plot of therapy');
  });
});
