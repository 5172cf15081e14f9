/**
 * A section keyword alone at the top of the next column ("Abstract" after a title page's
 * licence lines, which end on an address, not a sentence: Philosophers' Imprint; an e-mail line
 * over "Abstract" in ACL papers) starts a paragraph of its own (paragraph-breaks.ts): it had
 * been joined to the column's last paragraph, and removed with it when that was the licence.
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import { columnLine } from '../helpers/lines.ts';

const TYPO = { bodySize: 10, pitch: 12 };

function page(top: string) {
  return [
    columnLine(700, 'c0', [[40, 290, 'This work is licensed under a Creative Commons Attribution 4.0']]),
    columnLine(712, 'c0', [[40, 200, '<www.example.org/026007/>']]),
    columnLine(60, 'c1', [[320, 370, top]], 'bold'),
    columnLine(76, 'c1', [[320, 570, 'For each of the 15 settings we record the species richness and the']]),
    columnLine(88, 'c1', [[320, 470, 'mortality over eight repetitions.']]),
  ];
}

describe('a section keyword opening the next column', () => {
  it('is a paragraph of its own', () => {
    const out = paragraphs(page('Abstract'), TYPO, new Vocabulary()).map((p) => p.text);
    expect(out).toContain('Abstract');
    expect(out[0]).toBe(
      'This work is licensed under a Creative Commons Attribution 4.0 <www.example.org/026007/>',
    );
  });

  it('a word that is no section keyword goes on with the paragraph', () => {
    const out = paragraphs(page('Licence'), TYPO, new Vocabulary()).map((p) => p.text);
    expect(out[0]).toBe(
      'This work is licensed under a Creative Commons Attribution 4.0 <www.example.org/026007/> Licence',
    );
  });
});
