/**
 * Heading layouts of Word-made papers (issue #14's untuned check: documents written with the
 * docx package, rendered to PDF by LibreOffice, scored against the headings they were given):
 * APA's centred level 1 over flush-left level 2 in one type, a short numbered sub-section
 * ("4.1. Setup") whose section number outweighs its letters, and an appendix numbered by the
 * word ("APPENDIX A. ADDITIONAL ANALYSES") after the reference list. Each case fails without its
 * rule (headings-align.ts; headings.ts letter share and appendix numbering), and a sub-section
 * heading repeated under each study in a font of its own is not taken for code (headings-mono.ts).
 */
import { describe, expect, it } from 'vitest';
import type { ExtractResult } from '../../shared/extract/types.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/process.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { corpusPath, describeCorpus, readCorpusFile } from '../helpers/corpus.ts';
import { extract } from '../helpers/heading-pdf.ts';

const headings = (out: ExtractResult) =>
  (out.blocks ?? []).filter((b) => b.role === 'heading').map((b) => `${b.level} ${b.text}`);
const roleOf = (out: ExtractResult, start: string) =>
  (out.blocks ?? []).find((b) => b.text.startsWith(start))?.role;

describe('heading layouts of Word-made papers', () => {
  it('ranks centred headings above flush-left ones in the same type (APA levels 1 and 2)', async () => {
    const out = await extract((w) => {
      w.centred('Introduction', 10, 'bold', 12);
      w.para(BANK[0]);
      w.para(BANK[1]);
      w.centred('Method', 10, 'bold', 12);
      w.para(BANK[2]);
      w.line('Participants', 10, 'bold', 12);
      w.para(BANK[3]);
      w.line('Materials', 10, 'bold', 12);
      w.para(BANK[4]);
      w.centred('Results', 10, 'bold', 12);
      w.para(BANK[5]);
      w.line('Recall after one day', 10, 'bold', 12);
      w.para(BANK[6]);
    });
    expect(headings(out)).toEqual([
      '1 Introduction',
      '1 Method',
      '2 Participants',
      '2 Materials',
      '1 Results',
      '2 Recall after one day',
    ]);
  });

  it('ranks headings indented by a paragraph indent below flush ones in the same type (IJDC)', async () => {
    const out = await extract((w) => {
      w.line('Introduction', 12, 'bold', 12);
      w.para(BANK[0]);
      w.line('Methods', 12, 'bold', 12);
      w.para(BANK[1]);
      w.line('Study population', 10, 'bold', 10);
      w.para(BANK[2]);
      w.indented('Chain binomial model', 15, 10, 'bold', 10);
      w.para(BANK[3]);
      w.indented('Missing data', 15, 10, 'bold', 10);
      w.para(BANK[4]);
      w.line('Sample collection', 10, 'bold', 10);
      w.para(BANK[5]);
      w.line('Results', 12, 'bold', 12);
      w.para(BANK[6]);
    });
    expect(headings(out)).toEqual([
      '1 Introduction',
      '1 Methods',
      '2 Study population',
      '3 Chain binomial model',
      '3 Missing data',
      '2 Sample collection',
      '1 Results',
    ]);
  });

  it('keeps one level for a type whose only centred headings are back matter', async () => {
    const out = await extract((w) => {
      w.line('Introduction', 10, 'bold', 12);
      w.para(BANK[0]);
      w.line('Method', 10, 'bold', 12);
      w.para(BANK[1]);
      w.line('Results', 10, 'bold', 12);
      w.para(BANK[2]);
      w.centred('Acknowledgments', 10, 'bold', 12);
      w.para(BANK[3]);
      w.centred('Notes', 10, 'bold', 12);
      w.para(BANK[4]);
    });
    expect(headings(out)).toEqual([
      '1 Introduction',
      '1 Method',
      '1 Results',
      '1 Acknowledgments',
      '1 Notes',
    ]);
  });

  it('takes a short numbered sub-section whose number has as many characters as its title ("4.1. Setup")', async () => {
    const out = await extract((w) => {
      w.line('4. Experiments', 10, 'bold', 12);
      w.para(BANK[0]);
      w.line('4.1. Setup', 10, 'bold', 12);
      w.para(BANK[1]);
      w.line('4.2. Results of the main comparison', 10, 'bold', 12);
      w.para(BANK[2]);
    });
    expect(headings(out)).toEqual([
      '1 4. Experiments',
      '2 4.1. Setup',
      '2 4.2. Results of the main comparison',
    ]);
  });

  it('ends the reference list at an appendix numbered by the word, in capitals or not', async () => {
    for (const title of ['APPENDIX A. ADDITIONAL ANALYSES', 'Appendix B. Additional analyses']) {
      const out = await extract((w) => {
        w.line('1. Introduction', 10, 'bold', 12);
        w.para(BANK[0]);
        w.line('2. Method', 10, 'bold', 12);
        w.para(BANK[1]);
        w.line('References', 10, 'bold', 12);
        for (let k = 1; k <= 4; k++)
          w.para(
            `[${k}] A. Author and B. Writer. A study of memory number ${k}. Journal of Sleep Research, 1${k}(2):10${k}-12${k}, 201${k}.`,
          );
        w.line(title, 10, 'bold', 12);
        w.para(BANK[2]);
      });
      expect(headings(out)).toEqual(['1 1. Introduction', '1 2. Method', '1 References', `1 ${title}`]);
      expect(roleOf(out, BANK[2].slice(0, 30))).toBe('paragraph');
    }
  });

  it('keeps a repeated sub-section heading in its own italic font (a multi-study paper is not code)', async () => {
    const out = await extract((w) => {
      for (let k = 1; k <= 5; k++) {
        w.line(`${k}. Study ${k}`, 12, 'bold', 12);
        w.para(BANK[2 * k]);
        w.line(`${k}.1 Participants`, 10, 'italic', 8);
        w.para(BANK[2 * k + 1]);
      }
    });
    expect(headings(out).filter((h) => h.includes('Participants'))).toEqual(
      [1, 2, 3, 4, 5].map((k) => `2 ${k}.1 Participants`),
    );
  });
});

const BMJ_PAPER = ['pdf', 'real-nogt', 'cermine_test5.pdf'];

describeCorpus('an indent measured from the text, not the column box (cermine_test5)', BMJ_PAPER, () => {
  it('keeps sub-sections of one type at one level where a table widened their column box', async () => {
    const out = await processDocument(
      { bytes: readCorpusFile(corpusPath(...BMJ_PAPER)), key: 'bmj.pdf' },
      { ...DEFAULT_PROCESS_OPTIONS, ocr: { mode: 'off' } },
    );
    const level = (heading: string) => out.sidecar.sections?.find((s) => s.heading === heading)?.level;
    expect(level('Subgroup analysis')).toBeDefined();
    expect(level('Subgroup analysis')).toBe(level('Heterogeneity assessing'));
    expect(level('Sensitivity analysis and publication bias')).toBe(level('Heterogeneity assessing'));
  });
});
