/**
 * Heading rules added after scoring the public PDFs against their own outlines (bench headings,
 * the outline set): run-in titles in italics after an upright number (Elsevier), section words
 * with a colon in a structured abstract (BMC), short bold headings with commas, code in a
 * monospaced font, affiliations under "Author details", abbreviations inside a heading. Each
 * case is drawn on a generated page and fails without its rule.
 */
import { describe, expect, it } from 'vitest';
import type { ExtractResult } from '../../shared/extract/types.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { extract } from '../helpers/heading-pdf.ts';

const headings = (out: ExtractResult) =>
  (out.blocks ?? []).filter((b) => b.role === 'heading').map((b) => b.text);
const runIns = (out: ExtractResult) =>
  (out.blocks ?? []).flatMap((b) => (b.runIn ? [b.text.slice(0, b.runIn.length)] : []));

describe('heading rules found on the outline set', () => {
  it('reads an italic run-in title after an upright section number ("2.1. High-degree centrality.")', async () => {
    const out = await extract((w) => {
      w.line('1 Introduction', 12, 'bold', 12);
      w.para(BANK[0]);
      w.line('2 Structural measures', 12, 'bold', 12);
      w.para(BANK[1], [
        ['2.1.', 'body'],
        ['High-degree centrality.', 'italic'],
      ]);
      w.para(BANK[2], [
        ['2.2.', 'body'],
        ['Closeness centrality.', 'italic'],
      ]);
    });
    expect(runIns(out)).toEqual(['2.1. High-degree centrality.', '2.2. Closeness centrality.']);
  });

  it('reads an italic run-in title whose closing stop is upright ("2.1. *Efficient transformers*. A second…")', async () => {
    // `\textit{…}.` and aomart with cmtiup set the title's stop in the text's font.
    const out = await extract((w) => {
      w.line('1 Introduction', 12, 'bold', 12);
      w.para(BANK[0]);
      w.line('2 Related work', 12, 'bold', 12);
      w.para(`. ${BANK[1]}`, [
        ['2.1.', 'body'],
        ['Efficient transformers', 'italic', true],
      ]);
      // The space after the number drawn as a run of its own, as pdfTeX emits it there.
      w.para(`. ${BANK[2]}`, [
        ['2.2.', 'body', true],
        [' ', 'body', true],
        ['Document classification', 'italic', true],
      ]);
    });
    expect(runIns(out)).toEqual(['2.1. Efficient transformers.', '2.2. Document classification.']);
  });

  it('reads the section words of a structured abstract as run-in headings ("Background:")', async () => {
    const out = await extract((w) => {
      w.line('Abstract', 12, 'bold', 12);
      w.para(BANK[0], [['Background:', 'bold']]);
      w.para(BANK[1], [['Methods:', 'bold']]);
      w.line('Introduction', 12, 'bold', 12);
      w.para(BANK[2]);
    });
    expect(runIns(out)).toEqual(['Background:', 'Methods:']);
    expect(headings(out)).toEqual(['Abstract', 'Introduction']);
  });

  it('takes a short bold heading with commas ("Patient flow, statistics and care"), not a longer bold line with them', async () => {
    const out = await extract((w) => {
      w.line('1 Introduction', 12, 'bold', 12);
      w.para(BANK[0]);
      w.line('Patient flow, statistics and care', 10, 'bold', 12);
      w.para(BANK[1]);
      w.line('Smith, Jones, Brown, Taylor, Wilson and the other members of the group', 10, 'bold', 12);
      w.para(BANK[2]);
    });
    expect(headings(out)).toEqual(['1 Introduction', 'Patient flow, statistics and care']);
  });

  it('never takes console output in a monospaced font for a heading ("Read 1 item")', async () => {
    const out = await extract((w) => {
      w.line('1 Introduction', 12, 'bold', 12);
      w.para(BANK[0]);
      for (const code of [
        '> dat <- readData(file)',
        'Read 1 item',
        'Read 2385 items',
        '> fit <- fitModel(dat)',
      ])
        w.line(code, 10, 'mono', 6);
      w.para(BANK[1]);
      for (const code of ['> sum <- examineFit(fit)', 'Read 1 item', 'Read 181063 items'])
        w.line(code, 10, 'mono', 6);
      w.para(BANK[2]);
    });
    expect(headings(out)).toEqual(['1 Introduction']);
  });

  it('does not take an affiliation under "Author details" for a numbered heading', async () => {
    const out = await extract((w) => {
      w.line('Introduction', 12, 'bold', 12);
      w.para(BANK[0]);
      w.line('Author details', 8, 'bold', 12);
      w.line('1Department of Surgery, University of Calgary, Calgary, Canada', 8, 'bold', 2);
      w.para(BANK[1], [], 8);
    });
    expect(headings(out)).toEqual(['Introduction', 'Author details']);
  });

  it('keeps a heading with an abbreviation inside ("A. Partitioned vs. unpartitioned algorithms")', async () => {
    const out = await extract((w) => {
      w.line('1 Introduction', 14, 'bold', 12);
      w.para(BANK[0]);
      w.line('A. Partitioned vs. unpartitioned algorithms', 14, 'bold', 12);
      w.para(BANK[1]);
    });
    expect(headings(out)).toEqual(['1 Introduction', 'A. Partitioned vs. unpartitioned algorithms']);
  });
});
