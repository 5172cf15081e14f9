/**
 * Sub-headings set smaller than the body (headings.ts SMALL_HEAD_*; issue #14): some journals
 * set "2.1 Household studies" in 8 pt bold over 9 pt text. A numbered sub-section line in a
 * font the body does not use, standing apart, is a heading when the section it numbers under
 * is among the document's headings; small numbered lines without that section are not.
 */
import { describe, expect, it } from 'vitest';
import type { ExtractResult } from '../../shared/extract/types.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { extract } from '../helpers/heading-pdf.ts';

const headings = (out: ExtractResult) =>
  (out.blocks ?? []).filter((b) => b.role === 'heading').map((b) => `${b.level} ${b.text}`);

/** Body at 10 pt; sections bold at body size; sub-sections bold at 8 pt, sub-sub-sections at 7.5 pt. */
const SUB = 8;
const SUBSUB = 7.5;

describe('headings set smaller than the body', () => {
  it('are found when numbered under a section of the document', async () => {
    const out = await extract((w) => {
      w.line('1 Introduction', 10, 'bold', 12);
      w.para(BANK[0]);
      w.para(BANK[1]);
      w.line('2 Methods', 10, 'bold', 12);
      w.para(BANK[2]);
      w.line('2.1 Study population', SUB, 'bold', 10);
      w.para(BANK[3]);
      w.line('2.1.1 Missing data', SUBSUB, 'bold', 10);
      w.para(BANK[4]);
      w.line('2.2 Statistical analysis', SUB, 'bold', 10);
      w.para(BANK[5]);
      w.line('3 Results', 10, 'bold', 12);
      w.para(BANK[12]);
    });
    expect(headings(out)).toEqual([
      '1 1 Introduction',
      '1 2 Methods',
      '2 2.1 Study population',
      '3 2.1.1 Missing data',
      '2 2.2 Statistical analysis',
      '1 3 Results',
    ]);
  });

  it('are not headings without their section, nor in the body font', async () => {
    const out = await extract((w) => {
      w.line('1 Introduction', 10, 'bold', 12);
      w.para(BANK[0]);
      // Numbered under a section the document does not have before it.
      w.line('4.2 Recall after one week', SUB, 'bold', 10);
      w.para(BANK[1]);
      w.line('2 Methods', 10, 'bold', 12);
      w.para(BANK[2]);
      // Small type in the body's font: a note or a figure's text.
      w.line('2.1 Values of the second trial', SUB, 'body', 10);
      w.para(BANK[3]);
    });
    expect(headings(out)).toEqual(['1 1 Introduction', '1 2 Methods']);
  });
});
