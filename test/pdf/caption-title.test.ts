/**
 * paragraphs (shared/extract/pdf/paragraphs.ts, paragraph-caption-title.ts): a caption printed
 * as its label alone with its title on the lines under it (APA: "Figure 1", a blank line, the
 * title in italics) is one caption, out of the flow, so the paragraph running past the figure
 * stays whole; a bare label followed by a heading and its text at the line pitch is not.
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import { columnLine } from '../helpers/lines.ts';

const TYPO = { bodySize: 10, pitch: 12 };
const text = (lines: Parameters<typeof paragraphs>[0]) =>
  paragraphs(lines, TYPO, new Vocabulary()).map((p) => p.text);

/** The left column: text from the page's top, then a paragraph that runs on past the column's foot. */
const LEFT = () => [
  columnLine(60, 'c0', [[40, 200, 'An earlier paragraph ends here.']]),
  columnLine(700, 'c0', [[52, 290, 'The paragraph starts here with an indent and']]),
  ...[1, 2, 3].map((k) =>
    columnLine(700 + 12 * k, 'c0', [[40, 290, `the words of full line ${k} that runs to the edge`]]),
  ),
];

describe('a bare caption label with its title under it', () => {
  it('under a picture at the column top: label and title are one caption, the paragraph whole', () => {
    const right = [
      columnLine(190, 'c1', [[320, 365, 'Figure 1']], 'bold'),
      columnLine(214, 'c1', [[320, 570, 'The secondary attack rate of the index case against']], 'italic'),
      columnLine(226, 'c1', [[320, 500, 'household contacts in the setting.']], 'italic'),
      columnLine(250, 'c1', [[320, 570, 'continues in the next column, and goes on to']]),
      columnLine(262, 'c1', [[320, 470, 'its end here.']]),
    ];
    const paras = text([...LEFT(), ...right]);
    expect(paras.find((p) => p.startsWith('The paragraph'))).toMatch(
      /full line 3 that runs to the edge continues in the next column.*its end here\.$/,
    );
    expect(paras).toContain(
      'Figure 1 The secondary attack rate of the index case against household contacts in the setting.',
    );
  });

  it('over a table: the title joins the label and the rows stay out of the sentence', () => {
    const right = [
      columnLine(60, 'c1', [[320, 360, 'Table 1']], 'bold'),
      columnLine(84, 'c1', [[320, 520, 'Attack rates of the three settings.']], 'italic'),
      columnLine(104, 'c1', [
        [320, 355, 'Setting'],
        [400, 425, 'Rate'],
      ]),
      columnLine(116, 'c1', [
        [320, 360, 'Baseline'],
        [400, 420, '12.4'],
      ]),
      columnLine(128, 'c1', [
        [320, 350, 'Oracle'],
        [400, 415, '9.7'],
      ]),
      columnLine(154, 'c1', [[320, 570, 'continues in the next column, and goes on to']]),
      columnLine(166, 'c1', [[320, 470, 'its end here.']]),
    ];
    const paras = text([...LEFT(), ...right]);
    expect(paras.find((p) => p.startsWith('The paragraph'))).toMatch(
      /runs to the edge continues in the next column.*its end here\.$/,
    );
    expect(paras).toContain('Table 1 Attack rates of the three settings.');
    expect(paras).toContain('Oracle 9.7');
  });

  it('between text at the line pitch: the lines under a bare label stay in the flow', () => {
    const right = [
      columnLine(60, 'c1', [[320, 570, 'A first paragraph of the right column that runs on']]),
      columnLine(72, 'c1', [[320, 470, 'to its end here.']]),
      columnLine(90, 'c1', [[320, 365, 'Figure 1']], 'bold'),
      columnLine(110, 'c1', [[320, 420, 'Recruitment']], 'italic'),
      columnLine(128, 'c1', [[332, 570, 'The next paragraph of the right column starts here']]),
      columnLine(140, 'c1', [[320, 470, 'and ends here.']]),
    ];
    const paras = text(right);
    expect(paras).toContain('Figure 1');
    expect(paras).not.toContain('Figure 1 Recruitment');
  });
});
