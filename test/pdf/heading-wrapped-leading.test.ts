/**
 * A wrapped numbered heading that the paragraph builder ran into the text under it (blocks.ts
 * splitLeadingHeadings): in a narrow column the heading's second line is long enough not to be
 * short and the step to the smaller body type is under a paragraph gap of the heading's size
 * (a three-column multicol paper's "4.3 Effect of document length on / accuracy and memory use",
 * 10 pt bold over 9 pt text). Bold lines holding a sentence's end stay in their paragraph.
 */
import { describe, expect, it } from 'vitest';
import type { ExtractResult } from '../../shared/extract/types.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { extract } from '../helpers/heading-pdf.ts';

const headings = (out: ExtractResult) =>
  (out.blocks ?? []).filter((b) => b.role === 'heading').map((b) => `${b.level} ${b.text}`);
const blockStarting = (out: ExtractResult, start: string) =>
  (out.blocks ?? []).find((b) => b.text.startsWith(start));

/** Two bold 10 pt lines, the second nearly as wide as the column, right over 9 pt body text. */
const HEAD = [
  '2 Effect of document length on the accuracy and the memory use of the',
  'sparse attention encoders under long inputs and small token budgets',
];

describe('a wrapped numbered heading run into the paragraph under it', () => {
  it('is split off as a heading of both its lines', async () => {
    const out = await extract((w) => {
      w.line('1 Introduction', 11, 'bold', 12);
      w.para(BANK[0], [], 9);
      w.para(BANK[1], [], 9);
      w.line(HEAD[0], 10, 'bold', 8);
      w.line(HEAD[1], 10, 'bold');
      w.para(BANK[2], [], 9);
      w.para(BANK[3], [], 9);
    });
    expect(headings(out)).toEqual(['1 1 Introduction', `1 ${HEAD.join(' ')}`]);
    expect(blockStarting(out, BANK[2].slice(0, 30))?.role).toBe('paragraph');
  });

  it('leaves bold lines that hold a sentence end in their paragraph', async () => {
    const claim = [
      '2 The estimator is consistent whenever the kernel is bounded and the',
      'sample grows. The next section shows this for bounded kernels, and',
    ];
    const out = await extract((w) => {
      w.line('1 Introduction', 11, 'bold', 12);
      w.para(BANK[0], [], 9);
      w.para(BANK[1], [], 9);
      w.line(claim[0], 10, 'bold', 8);
      w.line(claim[1], 10, 'bold');
      w.para(BANK[2], [], 9);
    });
    expect(headings(out)).toEqual(['1 1 Introduction']);
    expect(blockStarting(out, claim[0])?.text).toContain(BANK[2].slice(0, 30));
  });
});
