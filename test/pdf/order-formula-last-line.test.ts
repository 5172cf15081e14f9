/**
 * paragraphs (shared/extract/pdf/paragraphs.ts): a paragraph's short last line set wholly in a
 * formula's font ("(α = 0.05).") right above a table caption is the paragraph's end, not a
 * figure label over the caption: taking it for a label moved it after the table and spliced the
 * table's rows into the sentence it ends (a table set in place in a three-column paper). A line
 * in another font further below the text is still a label.
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import { columnLine } from '../helpers/lines.ts';

const TYPO = { bodySize: 10, pitch: 12 };

function page(lastBase: number) {
  return [
    columnLine(100, 'c0', [[52, 290, 'The paragraph starts here with an indent and']]),
    ...[1, 2, 3].map((k) =>
      columnLine(100 + 12 * k, 'c0', [[40, 290, `the words of full line ${k} that runs to the edge`]]),
    ),
    columnLine(lastBase, 'c0', [[40, 110, '(α = 0.05).']], 'math'),
    columnLine(lastBase + 20, 'c0', [[60, 270, 'Table 1: Accuracy of the three settings.']]),
    columnLine(lastBase + 36, 'c0', [
      [60, 100, 'Setting'],
      [150, 190, 'Accuracy'],
      [230, 260, 'F1'],
    ]),
    columnLine(lastBase + 48, 'c0', [
      [60, 100, 'Baseline'],
      [150, 170, '12.4'],
      [230, 250, '0.81'],
    ]),
    columnLine(lastBase + 60, 'c0', [
      [60, 100, 'Oracle'],
      [150, 170, '9.7'],
      [230, 250, '0.90'],
    ]),
  ];
}

describe('a last line in a formula font above a table caption', () => {
  it('ends its paragraph when it follows at the line pitch, and the rows stay out of the sentence', () => {
    const paras = paragraphs(page(100 + 12 * 4), TYPO, new Vocabulary());
    expect(paras[0].text).toMatch(/^The paragraph starts here.*runs to the edge \(α = 0\.05\)\.$/);
    expect(paras[0].float).toBeNull();
    expect(paras.map((p) => p.text).join('\n')).not.toMatch(/edge Setting|edge \(α = 0\.05\)\. Setting/);
    expect(paras.find((p) => p.text.startsWith('Table 1'))?.float).toBe('caption');
  });

  it('is a label of the caption when it sits well below the text (a figure between)', () => {
    const paras = paragraphs(page(100 + 12 * 3 + 30), TYPO, new Vocabulary());
    expect(paras.find((p) => p.text === '(α = 0.05).')?.float).toBe('label');
  });
});
