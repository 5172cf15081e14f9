/**
 * paragraphs (shared/extract/pdf/paragraphs.ts): justified text set narrower than its column,
 * as the article class sets its one-column abstract inside a quotation's margins, is one
 * paragraph; its lines end short of the column's edge but all at one measure. A paragraph's
 * short last line in the full measure still ends it.
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import type { Glyphs, Line } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';

const TYPO = { bodySize: 10, pitch: 12 };
let base = 100;
function line(text: string, x0: number, x1: number): Line {
  base += 12;
  const it = { str: text, font: 'body', x0, x1, base, top: base - 8, bottom: base + 2, size: 10 };
  return {
    text,
    x0,
    x1,
    top: it.top,
    bottom: it.bottom,
    base,
    size: 10,
    page: 1,
    block: 'p1',
    font: 'body',
    items: [it],
    colLeft: 72,
    colRight: 540,
  };
}

/** A table row: cells 30 points apart (3 em), the last one right-aligned at `x1`. */
function row(cells: string[], x1: number): Line {
  const l = line(cells.join(' '), 99, x1);
  l.items = cells.map((str, k) => ({
    ...(l.items as Glyphs[])[0],
    str,
    x0: 99 + 90 * k,
    x1: k === cells.length - 1 ? x1 : 99 + 90 * k + 60,
  }));
  return l;
}

describe('justified lines of a narrower measure', () => {
  it('are never table rows whose right-aligned cells end at one x', () => {
    base = 100;
    const body = Array.from({ length: 6 }, (_, k) =>
      line(`Full body line number ${k} runs to the column edge`, 72, 540),
    );
    const rows = [row(['Sleep', '4.2', '-1.3', '-5.5'], 460), row(['Wake', '-2.0', '-3.4', '-1.4'], 460)];
    const paras = paragraphs([...body, ...rows], TYPO, new Vocabulary()).map((p) => p.text);
    expect(paras.slice(-2)).toEqual(['Sleep 4.2 -1.3 -5.5', 'Wake -2.0 -3.4 -1.4']);
  });

  it('keep an indented abstract whole and still break after a short last line', () => {
    base = 100;
    const lines = [
      line('The abstract opens here with an indented first line of', 114, 513),
      line('justified text that ends well short of the column edge', 99, 513),
      line('because the quotation margins narrow both sides of the', 99, 513),
      line('measure, and it ends here.', 99, 300),
      line('The body text starts at the full measure and runs all the', 72, 540),
      line('way to the edge of the column in every full line it has', 72, 540),
      line('as justified text does, line after line, over and over', 72, 540),
      line('again and again, so that the column counts as justified', 72, 540),
      line('when its shape is judged from the lines it holds', 72, 540),
      line('until the end.', 72, 200),
      line('A next paragraph at the full measure runs to the column', 72, 540),
      line('edge in its first lines and then stops short on its', 72, 540),
      line('edge too.', 72, 150),
    ];
    const paras = paragraphs(lines, TYPO, new Vocabulary()).map((p) => p.text);
    expect(paras).toHaveLength(3);
    expect(paras[0]).toMatch(/^The abstract opens.*it ends here\.$/);
    expect(paras[1]).toMatch(/^The body text.*until the end\.$/);
  });
});
