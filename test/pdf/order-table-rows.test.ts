/**
 * paragraphs (shared/extract/pdf/paragraphs.ts): a table at the top of a column, between the two
 * halves of a paragraph that runs past it, is held back with its caption: the paragraph stays
 * whole, then the caption and each row of cells as a line of its own. Lines under a caption
 * that are not rows of cells are not held.
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import type { Glyphs, Line } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';

const TYPO = { bodySize: 10, pitch: 12 };

/** A line in block `block` from its runs, each [x0, x1, text]. */
function line(block: string, base: number, runs: [number, number, string][]): Line {
  const items: Glyphs[] = runs.map(([x0, x1, str]) => ({
    str,
    font: 'body',
    x0,
    x1,
    base,
    top: base - 8,
    bottom: base + 2,
    size: 10,
  }));
  const text = runs.map((r) => r[2]).join(' ');
  const [left, right] = block === 'c0' ? [40, 290] : [320, 570];
  return {
    text,
    x0: runs[0][0],
    x1: runs[runs.length - 1][1],
    top: base - 8,
    bottom: base + 2,
    base,
    size: 10,
    page: 1,
    block,
    font: 'body',
    items,
    colLeft: left,
    colRight: right,
  };
}

describe('a table between the halves of a paragraph', () => {
  it('is held back with its caption, each row a line of its own', () => {
    const left = [
      line('c0', 700, [[52, 290, 'The paragraph starts here with an indent and']]),
      ...[1, 2, 3, 4].map((k) =>
        line('c0', 700 + 12 * k, [[40, 290, `the words of full line ${k} that runs to the edge`]]),
      ),
    ];
    const right = [
      line('c1', 80, [[320, 500, 'Table 1: Scores of the three settings.']]),
      line('c1', 100, [
        [320, 355, 'Setting'],
        [400, 425, 'Score'],
        [460, 485, 'Error'],
      ]),
      line('c1', 112, [
        [320, 360, 'Baseline'],
        [400, 420, '12.4'],
        [460, 480, '0.81'],
      ]),
      line('c1', 124, [
        [320, 350, 'Oracle'],
        [400, 415, '9.7'],
        [460, 480, '0.90'],
      ]),
      line('c1', 150, [[320, 570, 'continues in the next column, and goes on to']]),
      line('c1', 162, [[320, 470, 'its end here.']]),
    ];
    const paras = paragraphs([...left, ...right], TYPO, new Vocabulary()).map((p) => p.text);
    expect(paras[0]).toMatch(
      /^The paragraph starts here.*continues in the next column, and goes on to its end here\.$/,
    );
    expect(paras.slice(1)).toEqual([
      'Table 1: Scores of the three settings.',
      'Setting Score Error',
      'Baseline 12.4 0.81',
      'Oracle 9.7 0.90',
    ]);
  });
});
