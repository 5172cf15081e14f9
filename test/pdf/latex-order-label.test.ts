/**
 * The LaTeX reading-order scorer's paragraph breaks: a printed run-in label or heading the truth
 * leaves out ('Abstract.' before the abstract's first words, IEEEtran's run-in '1) Chain
 * binomial model:') opening the output paragraph is not a missed break, while a break placed a
 * word early (the previous paragraph's last word carried over) is. A heading that repeats the
 * last word above it ('… in the discussion. | Discussion') is not a wrong break; a break inside a
 * truth paragraph is.
 */
import { describe, expect, it } from 'vitest';
import { scoreOrder } from '../../bench/suites/latex-order/order.ts';
import { streamOf } from '../../bench/suites/latex-order/tokens.ts';

const first = 'To a first approximation sparse attention depends on the training time of the encoder.';
const second = 'Previous studies compare how the retrieval algorithm differs from surface roughness today.';

describe('latex-order breaks after a run-in label', () => {
  it('finds the abstract break when the output paragraph opens with its label', () => {
    const s = scoreOrder(
      streamOf([first, second]),
      streamOf(['University of Northfield', `Abstract. ${first}`, second]),
      new Set(),
    );
    expect(s.fn).toBe(0);
    expect(s.tp).toBe(2);
  });

  it("finds the break under a class's run-in sub-sub-section heading", () => {
    const out = ['University of Northfield', `1) Chain binomial model: ${first}`, second];
    const s = scoreOrder(streamOf([first, second]), streamOf(out), new Set());
    expect(s.fn).toBe(0);
  });

  it('still misses a break placed before the last word of the paragraph above', () => {
    const out = [
      'To a first approximation sparse attention depends on the training time of the',
      `encoder. ${second}`,
    ];
    const s = scoreOrder(streamOf([first, second]), streamOf(out), new Set());
    expect(s.fn).toBe(1);
  });
});

describe('latex-order wrong breaks', () => {
  const above =
    'A second question is whether the cohort varies with the index case; we return to it in the discussion.';
  const below = 'The gate fidelity was high for the serial interval across all sites we tested today.';

  it('does not count a heading that repeats the word before it', () => {
    const s = scoreOrder(streamOf([above, below]), streamOf([above, 'Discussion', below]), new Set());
    expect(s.fp).toBe(0);
    expect(s.tp).toBe(2);
  });

  it('counts a break inside a truth paragraph', () => {
    const out = [
      'A second question is whether the cohort varies with the',
      'index case; we return to it in the discussion.',
      below,
    ];
    const s = scoreOrder(streamOf([above, below]), streamOf(out), new Set());
    expect(s.fp).toBe(1);
  });
});
