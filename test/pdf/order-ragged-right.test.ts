/**
 * paragraphs (shared/extract/pdf/paragraphs.ts): ragged-right text set in a column close to its
 * words' length (\raggedright in a two-column paper) has half its lines within an em of the edge,
 * like justified text, but they end anywhere in that em. A line a few ems short there is only a
 * shorter line: the paragraph goes on unless it ends a sentence or the next line opens a
 * reference entry or a caption. Justified text, whose full lines end together, keeps breaking on a short line.
 * The right edges below are spread as in the latex-sweep's `ragged-right` article-2col paper.
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import type { Line } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';

const TYPO = { bodySize: 10, pitch: 12 };
let base = 100;
function line(text: string, x1: number, x0 = 54): Line {
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
    colLeft: 54,
    colRight: 301,
  };
}

const RAGGED: [string, number][] = [
  ['A second question is whether sparse attention depends on the', 298.3],
  ['token budget; we return to it in the discussion. The training', 290.3],
  ['time was 74.1% for long documents and 59.3% for the', 271.7],
  ['encoder under the first setting. The present study estimate how', 293.3],
  ['the encoder changes little with the token budget after correction', 295.1],
  ['for multiple comparisons. In this work we quantify how long', 292.6],
  ['documents depends on the classifier head across all of the sites', 301.0],
  ['and the memory use, and we report the median over the', 274.2],
  ['repetitions of each of the settings that we have tested here.', 299.9],
];

describe('ragged-right text near its measure', () => {
  it('is one paragraph where a line a few ems short does not end a sentence', () => {
    base = 100;
    const paras = paragraphs(
      RAGGED.map(([t, x1]) => line(t, x1)),
      TYPO,
      new Vocabulary(),
    );
    expect(paras).toHaveLength(1);
  });

  it('still breaks after a short line that ends a sentence before an indented line', () => {
    base = 100;
    const lines = [
      ...RAGGED.map(([t, x1]) => line(t, x1)),
      line('Each of them ends its own paragraph in this way.', 272.0),
      line('A new paragraph opens with its first line indented and goes', 297.5, 69),
      line('on for a while with the words of the next part of the paper', 291.0),
    ];
    const paras = paragraphs(lines, TYPO, new Vocabulary());
    expect(paras).toHaveLength(2);
    expect(paras[1].text).toMatch(/^A new paragraph/);
  });

  it('breaks before a reference entry after a short line without a full stop', () => {
    base = 100;
    const refs = [
      line('Bergmann, R., Liljefors, T., Sorensen, M. D. and Zamora, I. (2009) SHOP:', 296.0),
      line('receptor-based scaffold hopping by grid-based similarity searches in', 300.2),
      line('the binding sites of a series of proteins. J. Chem. Inf. Model 49', 297.1),
      line('and its supplementary material, pages 658 to 669 of the volume', 292.4),
      line('of the journal, with the tables of the sites and their scores', 294.9),
      line('in the appendix to the paper, 658–669', 230.0),
      line('Anthony, C. S., Corradi, H. R., Schwager, S. L., Redelinghuys, P.', 299.0),
      line('and Sturrock, E. D. (2010) The N domain of human angiotensin', 291.5),
    ];
    const paras = paragraphs(refs, TYPO, new Vocabulary()).map((p) => p.text);
    expect(paras).toHaveLength(2);
    expect(paras[1]).toMatch(/^Anthony, C\. S\./);
  });

  it('breaks before a caption label after a short line without a full stop', () => {
    base = 100;
    const lines = [
      ...RAGGED.slice(0, 7).map(([t, x1]) => line(t, x1)),
      line('and the functions of each phase are shown as white boxes (N', 262.0),
      line('Figure 2 (continued) and the rest of the boxes of the phases', 296.5),
    ];
    const paras = paragraphs(lines, TYPO, new Vocabulary()).map((p) => p.text);
    expect(paras.at(-1)).toMatch(/^Figure 2 \(continued\)/);
  });

  it('leaves justified text, whose full lines end together, breaking on a short line', () => {
    base = 100;
    const lines = [
      ...RAGGED.slice(0, 6).map(([t]) => line(t, 301)),
      line('and the memory use, and we report the median over the', 274.2),
      line('repetitions of each of the settings that we have tested here', 301),
      line('and of the others that the earlier work had left aside.', 301),
    ];
    expect(paragraphs(lines, TYPO, new Vocabulary())).toHaveLength(2);
  });
});
