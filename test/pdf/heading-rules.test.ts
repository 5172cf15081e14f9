/**
 * The heading rules that judge a candidate by the document around it (shared/extract/pdf/
 * headings.ts `supported`, the back-matter keywords): each case fails without its rule. Generated
 * pages for the typographic cases, corpus papers for the layouts that are hard to draw.
 */
import { readFileSync } from 'node:fs';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import type { ExtractResult } from '../../shared/extract/types.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';

function extractBytes(bytes: Uint8Array): Promise<ExtractResult> {
  return pdfExtractor.extract(
    bytes,
    { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS },
    new FallbackRecorder(),
  );
}

const headings = (out: ExtractResult) =>
  (out.blocks ?? []).filter((b) => b.role === 'heading').map((b) => b.text);

/** A one-column page writer: headings and wrapped paragraphs, top to bottom. */
class Writer {
  private page: PDFPage;
  private y = 740;
  constructor(
    private doc: PDFDocument,
    private fonts: { body: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage([612, 792]);
  }
  private need(h: number) {
    if (this.y - h < 72) {
      this.page = this.doc.addPage([612, 792]);
      this.y = 740;
    }
  }
  line(text: string, size: number, bold: boolean, before = 0) {
    this.need(size * 1.2 + before);
    this.y -= before;
    this.page.drawText(text, { x: 72, y: this.y, size, font: bold ? this.fonts.bold : this.fonts.body });
    this.y -= size * 1.2;
  }
  para(text: string, size = 10) {
    const words = text.split(' ');
    let cur = '';
    for (const w of words) {
      const next = cur ? `${cur} ${w}` : w;
      if (this.fonts.body.widthOfTextAtSize(next, size) > 468) {
        this.line(cur, size, false);
        cur = w;
      } else cur = next;
    }
    if (cur) this.line(cur, size, false);
    this.y -= size * 0.6;
  }
}

async function document(draw: (w: Writer) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = {
    body: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
  };
  draw(new Writer(doc, fonts));
  return doc.save();
}

describe('heading rules on generated pages', () => {
  it('takes back-matter keywords set in small type as headings ("Competing interests")', async () => {
    const bytes = await document((w) => {
      w.line('1 Introduction', 12, true, 12);
      w.para(BANK[0]);
      w.para(BANK[1]);
      w.line('2 Results', 12, true, 12);
      w.para(BANK[2]);
      w.para(BANK[3]);
      w.line('Competing interests', 8, true, 10);
      w.para('The authors declare that they have no competing interests of any kind.', 8);
      w.line("Authors' contributions", 8, true, 10);
      w.para('All authors designed the study, analysed the data and approved the final manuscript.', 8);
      w.para(BANK[4]);
    });
    const out = await extractBytes(bytes);
    expect(headings(out)).toEqual([
      '1 Introduction',
      '2 Results',
      'Competing interests',
      "Authors' contributions",
    ]);
  });

  it('drops table-of-contents entries with page numbers, and keeps the sections after them in sequence', async () => {
    const bytes = await document((w) => {
      w.para(BANK[5]);
      w.line('1 Introduction 2', 10, true, 6);
      w.line('2 Method 3', 10, true);
      w.line('3 Results 4', 10, true);
      w.line('1 Introduction', 12, true, 14);
      w.para(BANK[0]);
      w.line('2 Method', 12, true, 12);
      w.para(BANK[6]);
      w.line('3 Results', 12, true, 12);
      w.para(BANK[12]);
    });
    const out = await extractBytes(bytes);
    expect(headings(out)).toEqual(['1 Introduction', '2 Method', '3 Results']);
  });

  it('drops stacked short bold labels with no text under them (an unstructured table header; three in a row are dropped as a run anyway)', async () => {
    const bytes = await document((w) => {
      w.line('1 Introduction', 12, true, 12);
      w.para(BANK[0]);
      w.line('Baseline Sleep', 10, true, 12);
      w.line('Delayed Recall', 10, true, 4);
      w.line('42 17 0.31', 10, false, 4);
      w.line('2 Method', 12, true, 14);
      w.para(BANK[6]);
    });
    const out = await extractBytes(bytes);
    expect(headings(out)).toEqual(['1 Introduction', '2 Method']);
  });

  it('does not take a long row of table numbers for text under a bold label', async () => {
    const bytes = await document((w) => {
      w.line('1 Introduction', 12, true, 12);
      w.para(BANK[0]);
      w.line('Recall by condition', 10, true, 12);
      w.line('S1 12.5 14.2 0.31 S2 11.8 13.9 0.28 S3 12.1 14.0 0.30 S4 10.9 12.7 0.27', 10, false, 4);
      w.line('S5 11.4 13.3 0.29 S6 12.6 14.4 0.32 S7 11.1 13.0 0.26 S8 12.0 13.8 0.30', 10, false);
      w.line('2 Method', 12, true, 14);
      w.para(BANK[6]);
    });
    const out = await extractBytes(bytes);
    expect(headings(out)).toEqual(['1 Introduction', '2 Method']);
  });

  it('keeps an unnumbered heading with a paragraph under it', async () => {
    const bytes = await document((w) => {
      w.line('1 Introduction', 12, true, 12);
      w.para(BANK[0]);
      w.line('Participants and design', 10, true, 12);
      w.para(BANK[6]);
    });
    const out = await extractBytes(bytes);
    expect(headings(out)).toEqual(['1 Introduction', 'Participants and design']);
  });

  it('keeps an unnumbered heading over a list of short items ("Main messages")', async () => {
    const bytes = await document((w) => {
      w.line('1 Introduction', 12, true, 12);
      w.para(BANK[0]);
      w.line('Main messages', 10, true, 12);
      w.line('- Sleep helps recall of word pairs', 10, false, 4);
      w.line('- The benefit is small in students', 10, false, 4);
      w.line('2 Method', 12, true, 14);
      w.para(BANK[6]);
    });
    const out = await extractBytes(bytes);
    expect(headings(out)).toEqual(['1 Introduction', 'Main messages', '2 Method']);
  });
});

describeCorpus('heading rules on corpus papers', ['pdf', 'science-parse-weakgt'], () => {
  const paper = async (...parts: string[]) =>
    headings(await extractBytes(new Uint8Array(readFileSync(corpusPath('pdf', ...parts)))));

  it('drops numbered lines out of sequence: a list item between 4.3 and 4.4, a footnote between 3.1 and 3.2', async () => {
    const smith = await paper('science-parse-weakgt', 'pdfs', 'smith07.pdf');
    expect(smith.some((h) => h.startsWith('2. If at least'))).toBe(false);
    expect(smith).toContain('4.4 The Center of Attention');
    const agarwal = await paper('science-parse-weakgt', 'pdfs', 'agarwal11.pdf');
    expect(agarwal.some((h) => h.startsWith('1Note'))).toBe(false);
    expect(agarwal).toContain('3.2. A general result');
  });

  it('drops figure and table labels with no text under them, keeps headings over display formulas', async () => {
    const proto = await paper('science-parse-weakgt', 'pdfs', 'proto06.pdf');
    expect(proto.filter((h) => /FEAT|PHOTOS|RESTR/.test(h))).toEqual([]);
    const pedersen = await paper('science-parse-weakgt', 'pdfs', 'pedersen04.pdf');
    expect(pedersen).toEqual(expect.arrayContaining(['Ideal Trust Property', 'Pairwise Orderedness']));
    expect(pedersen.some((h) => h.startsWith('We also define'))).toBe(false);
    // A figure's labels over a row with one "=" ("PSNR=23.78"): words, not a display formula.
    const seung = await paper('science-parse-weakgt', 'pdfs', 'seung08.pdf');
    expect(seung).not.toContain('CLEAN CN2');
    expect(seung).toContain('Blind denoising');
  }, 30_000);

  it('drops a table of contents without dot leaders and keeps the section it would put out of sequence', async () => {
    const grobid = await paper('real-nogt', 'grobid_0807.3577.pdf');
    expect(grobid.filter((h) => /\s\d+$/.test(h))).toEqual([]);
    expect(grobid).toContain('5. Connection between the deceleration parameter and observations');
  });
});
