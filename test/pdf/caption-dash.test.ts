/**
 * A caption whose label is set off by a dash ("Figure 1 – …": ASAE, ABNT and many Word
 * templates) is a float like "Figure 1:" (paragraph-floats.ts CAPTION): taken out of the
 * paragraph it interrupts, which stays whole. Geometry of asaetr's figure at the top of a column,
 * between two halves of a paragraph.
 */
import { describe, expect, it } from 'vitest';
import { CAPTION } from '../../shared/extract/pdf/caption-line.ts';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import { columnLine } from '../helpers/lines.ts';

const TYPO = { bodySize: 10, pitch: 12 };

function page(label: string) {
  return [
    columnLine(100, 'c1', [
      [320, 570, 'The superinductor varies with the dephasing time under the conditions. It is'],
    ]),
    columnLine(124, 'c1', [[336, 554, `${label} The relaxation time of the qubit against the readout`]]),
    columnLine(136, 'c1', [[380, 510, 'resonator in the superinductors setting.']]),
    columnLine(160, 'c1', [
      [320, 570, 'worth noting that the superinductor differs from flux noise only when k is 3,'],
    ]),
    columnLine(172, 'c1', [[320, 452, 'because the effect is small.']]),
  ];
}

describe('a caption set off by a dash', () => {
  for (const label of ['Figure 1 –', 'Figure 1—', 'Fig. 2 -']) {
    it(`"${label}" is taken out of the paragraph it interrupts`, () => {
      const out = paragraphs(page(label), TYPO, new Vocabulary()).map((p) => p.text);
      expect(out).toContain(
        'The superinductor varies with the dephasing time under the conditions. It is worth noting that the superinductor differs from flux noise only when k is 3, because the effect is small.',
      );
      expect(out).toContain(
        `${label} The relaxation time of the qubit against the readout resonator in the superinductors setting.`,
      );
    });
  }

  it('a range of figures in prose ("Figures 3-5", "Figure 3 -5") is not a caption', () => {
    for (const text of ['Figure 3-5 show the same trend.', 'Figure 3 -5 show the same trend.'])
      expect(CAPTION.test(text)).toBe(false);
  });
});
