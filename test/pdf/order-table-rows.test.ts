/**
 * paragraphs (shared/extract/pdf/paragraphs.ts): a table at the top of a column, between the two
 * halves of a paragraph that runs past it, is held back with its caption: the paragraph stays
 * whole, then the caption and each row of cells as a line of its own. Lines under a caption
 * that are not rows of cells are not held. A figure and its caption set over the table at the
 * column's top do not hide that the paragraph runs past them.
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import { columnLine } from '../helpers/lines.ts';

const TYPO = { bodySize: 10, pitch: 12 };

const LEFT = () => [
  columnLine(700, 'c0', [[52, 290, 'The paragraph starts here with an indent and']]),
  ...[1, 2, 3, 4].map((k) =>
    columnLine(700 + 12 * k, 'c0', [[40, 290, `the words of full line ${k} that runs to the edge`]]),
  ),
];

describe('a table between the halves of a paragraph', () => {
  it('is held back with its caption, each row a line of its own', () => {
    const right = [
      columnLine(80, 'c1', [[320, 500, 'Table 1: Scores of the three settings.']]),
      columnLine(100, 'c1', [
        [320, 355, 'Setting'],
        [400, 425, 'Score'],
        [460, 485, 'Error'],
      ]),
      columnLine(112, 'c1', [
        [320, 360, 'Baseline'],
        [400, 420, '12.4'],
        [460, 480, '0.81'],
      ]),
      columnLine(124, 'c1', [
        [320, 350, 'Oracle'],
        [400, 415, '9.7'],
        [460, 480, '0.90'],
      ]),
      columnLine(150, 'c1', [[320, 570, 'continues in the next column, and goes on to']]),
      columnLine(162, 'c1', [[320, 470, 'its end here.']]),
    ];
    const paras = paragraphs([...LEFT(), ...right], TYPO, new Vocabulary()).map((p) => p.text);
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

  it('is held back under a figure caption that ends a sentence above it at the column top', () => {
    const right = [
      columnLine(60, 'c1', [[330, 560, 'Figure 1: The error of the retrieval against the']]),
      columnLine(72, 'c1', [[330, 470, 'temperature in the setting.']]),
      columnLine(100, 'c1', [[320, 500, 'Table 1: Scores of the three settings.']]),
      columnLine(120, 'c1', [
        [320, 355, 'Setting'],
        [400, 425, 'Score'],
        [460, 485, 'Error'],
      ]),
      columnLine(132, 'c1', [
        [320, 360, 'Baseline'],
        [400, 420, '12.4'],
        [460, 480, '0.81'],
      ]),
      columnLine(144, 'c1', [
        [320, 350, 'Oracle'],
        [400, 415, '9.7'],
        [460, 480, '0.90'],
      ]),
      columnLine(170, 'c1', [[320, 570, 'continues in the next column, and goes on to']]),
      columnLine(182, 'c1', [[320, 470, 'its end here.']]),
    ];
    const paras = paragraphs([...LEFT(), ...right], TYPO, new Vocabulary()).map((p) => p.text);
    expect(paras[0]).toMatch(
      /^The paragraph starts here.*continues in the next column, and goes on to its end here\.$/,
    );
    expect(paras).toContain('Oracle 9.7 0.90');
  });
});
