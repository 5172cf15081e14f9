/**
 * A title in body-size bold set flush left at the top of the first column (TUGboat: bold, ragged
 * right, the authors indented under it, the second column's text starting a little higher, found
 * on the LaTeX-made heading set, bench/headings-latex batch 7): the first lines of the leftmost
 * column are the title when they are in another font than the page's text, share their left
 * edge and stand right above a line of names. A bold first line over prose or over a company's
 * name, and a "Table of Contents" page heading, are not titles.
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { extractBytes } from '../helpers/heading-pdf.ts';

const SIZE = 10;
const PITCH = 12;
const COLUMN = 225;
const LEFT = 54;
const RIGHT_COLUMN = 324;

/** Body text from the bank set in a column at `x` from `y` down; returns where it stopped. */
function column(page: PDFPage, font: PDFFont, x: number, y: number, paras: readonly string[]): number {
  for (const para of paras) {
    let cur = '';
    for (const word of para.split(' ')) {
      const next = cur ? `${cur} ${word}` : word;
      if (font.widthOfTextAtSize(next, SIZE) > COLUMN) {
        page.drawText(cur, { x, y, size: SIZE, font });
        y -= PITCH;
        cur = word;
      } else cur = next;
    }
    page.drawText(cur, { x, y, size: SIZE, font });
    y -= PITCH + 4;
  }
  return y;
}

async function titleOf(front: readonly [string, boolean, number][]) {
  const doc = await PDFDocument.create();
  const body = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const page = doc.addPage([612, 792]);
  let y = 700;
  for (const [text, isBold, indent] of front) {
    page.drawText(text, { x: LEFT + indent, y, size: SIZE, font: isBold ? bold : body });
    y -= PITCH;
  }
  column(page, body, LEFT, y - PITCH, BANK.slice(0, 3));
  // The second column starts two points higher than the title.
  column(page, body, RIGHT_COLUMN, 702, BANK.slice(3, 8));
  return (await extractBytes(await doc.save())).metadata.title;
}

describe('a flush-left title in body-size bold', () => {
  it('is the bold first lines of the left column over an indented line of names', async () => {
    const title = await titleOf([
      ['Soil Moisture Retrieval from Passive', true, 0],
      ['Microwave Observations', true, 0],
      ['Lena Mensah, Elif Tanaka, Priya Tanaka', false, 12],
    ]);
    expect(title).toBe('Soil Moisture Retrieval from Passive Microwave Observations');
  });

  it('is not a page heading over a company name', async () => {
    expect(
      await titleOf([
        ['Quarterly Report on Operations', true, 0],
        ['Acme Corporation and Subsidiaries', false, 0],
      ]),
    ).toBeNull();
    expect(
      await titleOf([
        ['Table of Contents', true, 0],
        ['Lena Mensah, Elif Tanaka, Priya Tanaka', false, 12],
      ]),
    ).toBeNull();
  });

  it('is not a bold first line over prose', async () => {
    const title = await titleOf([
      ['Soil Moisture Retrieval from Passive', true, 0],
      ['The retrieval algorithm was run over the', false, 0],
    ]);
    expect(title).toBeNull();
  });
});
