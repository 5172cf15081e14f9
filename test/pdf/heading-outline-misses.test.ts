/**
 * Heading rules from the outline set's misses (bench headings, issue #14): sub-section numbers
 * before a lower-case title ("3.1. readData"), appendix sub-sections ("A.1"), appendix letters
 * set like the top-level sections, numbered list items with an emphasized label that are not
 * run-in headings, a structured abstract's label after a nearly full line, and a run-in heading
 * after a column break. Generated pages fail without their rule; corpus papers check the layouts
 * that are hard to draw.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExtractResult } from '../../shared/extract/types.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';
import { extract, extractBytes } from '../helpers/heading-pdf.ts';

const headings = (out: ExtractResult) =>
  (out.blocks ?? []).filter((b) => b.role === 'heading').map((b) => `${b.level} ${b.text}`);
const runIns = (out: ExtractResult) =>
  (out.blocks ?? []).flatMap((b) => (b.runIn ? [b.text.slice(0, b.runIn.length)] : []));

describe('heading rules from the outline set, on generated pages', () => {
  it('takes a sub-section number before a lower-case title in heading type ("3.1. readData")', async () => {
    const out = await extract((w) => {
      w.runs([['1. Introduction', 'bold']], 12, 12);
      w.para(BANK[0]);
      w.runs([['2. Functions', 'bold']], 12, 12);
      w.para(BANK[1]);
      w.runs(
        [
          ['2.1.', 'bold'],
          ['readData', 'mono'],
        ],
        12,
        12,
      );
      w.para(BANK[2]);
      w.runs(
        [
          ['2.2.', 'bold'],
          ['fitModel', 'mono'],
        ],
        12,
        12,
      );
      w.para(BANK[3]);
    });
    expect(headings(out)).toEqual([
      '1 1. Introduction',
      '1 2. Functions',
      '2 2.1. readData',
      '2 2.2. fitModel',
    ]);
  });

  it('numbers appendix sub-sections "A.1" and sets an appendix letter in top-level type at the top', async () => {
    const out = await extract((w) => {
      w.runs([['1. Introduction', 'bold']], 12, 12);
      w.para(BANK[0]);
      w.runs([['2. Method', 'bold']], 12, 12);
      w.para(BANK[1]);
      w.runs([['A. Proofs of the main results', 'bold']], 12, 12);
      w.para(BANK[2]);
      w.runs([['A.1. Empirical comparison of the algorithms', 'bold']], 11, 12);
      w.para(BANK[3]);
    });
    expect(headings(out)).toEqual([
      '1 1. Introduction',
      '1 2. Method',
      '1 A. Proofs of the main results',
      '2 A.1. Empirical comparison of the algorithms',
    ]);
  });

  it('reads "1. *TrustRank.* We used…" as a list item, "2.1. *Closeness.* The…" as a run-in heading', async () => {
    const out = await extract((w) => {
      w.runs([['1. Introduction', 'bold']], 12, 12);
      w.para(BANK[0]);
      w.runs([['2. Results', 'bold']], 12, 12);
      w.para(BANK[1], [
        ['1.', 'body'],
        ['TrustRank.', 'italic'],
      ]);
      w.para(BANK[2], [
        ['2.', 'body'],
        ['PageRank.', 'italic'],
      ]);
      w.para(BANK[3], [
        ['2.1.', 'body'],
        ['Closeness centrality.', 'italic'],
      ]);
    });
    expect(runIns(out)).toEqual(['2.1. Closeness centrality.']);
  });

  it('starts a paragraph at a bold "Results:" label under a nearly full line that ends a sentence', async () => {
    const out = await extract((w) => {
      w.runs([['Abstract', 'bold']], 12, 12);
      // The line over "Results:" is the widest: nothing but the label tells the parts apart.
      w.runs([
        ['Methods:', 'bold'],
        ['We asked forty students to learn word pairs in the evening and then tested them on', 'body'],
      ]);
      w.runs([
        [
          'their recall the next morning after a night of sleep or after a day spent awake as usual in the lab at home.',
          'body',
        ],
      ]);
      w.runs([
        ['Results:', 'bold'],
        [
          'Recall after sleep was better than recall after a day awake by a small margin that held in',
          'body',
        ],
      ]);
      w.runs([['every group of students we tested in the study.', 'body']]);
      w.runs([['1. Introduction', 'bold']], 12, 12);
      w.para(BANK[0]);
    });
    expect(runIns(out)).toEqual(['Methods:', 'Results:']);
  });
});

describeCorpus('heading rules from the outline set, on corpus papers', ['pdf', 'real-nogt'], () => {
  const paper = async (name: string) =>
    extractBytes(new Uint8Array(readFileSync(corpusPath('pdf', 'real-nogt', name))));

  it('keeps a run-in heading after an algorithm box or a table row apart from them', async () => {
    const out = await paper('scienceparse_superscripttest.pdf');
    expect(runIns(out)).toEqual(
      expect.arrayContaining([
        '3.3. DegreeDistance: Improved high-degree centrality measure.',
        '4.1. Unique nodes influenced by DegreeDistance, FIDD, SIDD, and high-degree seeds.',
        '2.8. k-shell decomposition.',
      ]),
    );
  }, 60_000);

  it('does not join a heading under a figure to the paragraph above the figure', async () => {
    const out = await paper('grobid_MullenJSSv18i03.pdf');
    expect(headings(out)).toContain('3 Specification in TIMP: Parallel/sequential compartmental model');
    expect(headings(out)).toContain('1 C. Data formats for input into TIMP');
    expect(headings(out)).toContain('2 C.3. FLIM format');
  }, 60_000);
});
