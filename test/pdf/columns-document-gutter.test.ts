/**
 * A first page whose two-column part is too thin to show its gutter alone (a one-column title
 * and abstract, then a short left column beside a right column holding only a heading, as a
 * LibreOffice continuous section break sets it, issue #20) is split at the gutter the other
 * pages of the document agree on. The PDFs are drawn here with pdf-lib.
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const SIZE = 10;
const PITCH = 12;
/** IEEE-like columns on a letter page: 72–297 and 315–540 (an 18 pt gutter). */
const LEFT = [72, 297] as const;
const RIGHT = [315, 540] as const;
const WORDS =
  'sleep memory recall pairs training delay condition effect students night morning evening test result sample estimate'.split(
    ' ',
  );

/** Lines of prose set ragged-right in [x0, x1], each tagged so that the test can find it. */
function prose(font: PDFFont, tag: string, n: number, x0: number, x1: number): string[] {
  const lines: string[] = [];
  let k = 0;
  for (let i = 0; i < n; i++) {
    let line = `${tag}${i}`;
    for (;;) {
      const next = `${line} ${WORDS[k % WORDS.length]}`;
      if (font.widthOfTextAtSize(next, SIZE) > x1 - x0) break;
      line = next;
      k++;
    }
    lines.push(line);
  }
  return lines;
}

function column(page: PDFPage, font: PDFFont, lines: string[], x: number, top: number): void {
  lines.forEach((l, i) => {
    page.drawText(l, { x, y: top - i * PITCH, size: SIZE, font });
  });
}

/** Page 1: title, a full-width abstract, then a left column of `leftLines` beside a lone right heading. */
function firstPage(doc: PDFDocument, font: PDFFont, bold: PDFFont, leftLines: number): void {
  const page = doc.addPage([612, 792]);
  const title = 'Sleep and the Consolidation of Word Pairs';
  page.drawText(title, { x: 306 - bold.widthOfTextAtSize(title, 18) / 2, y: 720, size: 18, font: bold });
  column(page, font, prose(font, 'abs', 5, 72, 540), 72, 680);
  page.drawText('I. INTRODUCTION', { x: 140, y: 600, size: SIZE, font: bold });
  page.drawText('II. MOTIVATION', { x: 315, y: 600, size: SIZE, font: bold });
  column(page, font, prose(font, 'one', leftLines, ...LEFT), 72, 600 - 1.5 * PITCH);
}

/** A page of `n` lines in each of two columns, or one full-width column when `twoColumn` is false. */
function bodyPage(doc: PDFDocument, font: PDFFont, p: number, twoColumn: boolean, n = 50): void {
  const page = doc.addPage([612, 792]);
  if (twoColumn) {
    column(page, font, prose(font, `p${p}l`, n, ...LEFT), 72, 720);
    column(page, font, prose(font, `p${p}r`, n, ...RIGHT), 315, 720);
  } else column(page, font, prose(font, `p${p}w`, n, 72, 540), 72, 720);
}

async function read(draw: (doc: PDFDocument, font: PDFFont, bold: PDFFont) => void) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  draw(doc, font, bold);
  const fallbacks = new FallbackRecorder();
  const out = await pdfExtractor.extract(
    await doc.save(),
    { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS },
    fallbacks,
  );
  return { body: out.body, fallbacks: fallbacks.toJSON() };
}

it("splits a thin two-column part of page 1 at the gutter the document's other pages share", async () => {
  const { body, fallbacks } = await read((doc, font, bold) => {
    firstPage(doc, font, bold, 14);
    bodyPage(doc, font, 2, true);
    bodyPage(doc, font, 3, true);
  });
  // The full-width abstract above the columns stays one band, read before them.
  expect(body).toMatch(/abs0[^\n]*abs4/);
  expect(body.indexOf('abs4')).toBeLessThan(body.indexOf('one0'));
  // The right column's heading follows the whole left column, not its first line.
  expect(body.indexOf('II. MOTIVATION')).toBeGreaterThan(body.indexOf('one13'));
  expect(body).not.toMatch(/I\. INTRODUCTION\s+II\. MOTIVATION/);
  // The left column's lines are one paragraph, not a paragraph each.
  expect(body).toMatch(/one0[^\n]*one1[^\n]*one13/);
  expect(fallbacks.fallback_details['pdf.document_gutter']?.details).toEqual([
    expect.stringMatching(/^page 1: /),
  ]);
});

it('leaves the page as it is when the other pages are one column (no document gutter)', async () => {
  const { body, fallbacks } = await read((doc, font, bold) => {
    firstPage(doc, font, bold, 14);
    bodyPage(doc, font, 2, false);
    bodyPage(doc, font, 3, false);
  });
  expect(fallbacks.fallbacks).not.toContain('pdf.document_gutter');
  expect(body.indexOf('II. MOTIVATION')).toBeLessThan(body.indexOf('one13'));
});

it('does not split a page whose text crosses the document gutter (a one-column page in a two-column paper)', async () => {
  const { body, fallbacks } = await read((doc, font) => {
    bodyPage(doc, font, 1, true);
    bodyPage(doc, font, 2, true);
    bodyPage(doc, font, 3, false, 12);
  });
  expect(fallbacks.fallbacks).not.toContain('pdf.document_gutter');
  // Read line by line across the page: every line's tag in order.
  const at = Array.from({ length: 12 }, (_, i) => body.indexOf(`p3w${i} `));
  expect(at.every((x, i) => x >= 0 && (i === 0 || x > at[i - 1]))).toBe(true);
});
