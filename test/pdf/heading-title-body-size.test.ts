/**
 * A title set in body-size bold (AASTeX twocolumn: a 10 pt bold title over 10 pt text, found on
 * the LaTeX-made heading set, bench/headings-latex): with no larger text on page 1, the first
 * lines are the title when they are centred, in another font than the page's text and right
 * above a line of names. Its look-alike, a table's centred bold heading over a header row, is not.
 */
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { extractBytes } from '../helpers/heading-pdf.ts';

const SIZE = 10;
const PITCH = 12;
const WIDTH = 612;

async function firstPage(draw: (line: (text: string, bold: boolean, gap?: number) => void) => void) {
  const doc = await PDFDocument.create();
  const fonts: Record<'body' | 'bold', PDFFont> = {
    body: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
  };
  const page = doc.addPage([WIDTH, 792]);
  let y = 700;
  draw((text, bold, gap = 0) => {
    const font = bold ? fonts.bold : fonts.body;
    y -= gap;
    page.drawText(text, { x: (WIDTH - font.widthOfTextAtSize(text, SIZE)) / 2, y, size: SIZE, font });
    y -= PITCH;
  });
  // Body text under the front matter, flush in a 468 pt column.
  y -= 2 * PITCH;
  for (const para of BANK.slice(0, 3)) {
    let cur = '';
    for (const word of para.split(' ')) {
      const next = cur ? `${cur} ${word}` : word;
      if (fonts.body.widthOfTextAtSize(next, SIZE) > 468) {
        page.drawText(cur, { x: 72, y, size: SIZE, font: fonts.body });
        y -= PITCH;
        cur = word;
      } else cur = next;
    }
    page.drawText(cur, { x: 72, y, size: SIZE, font: fonts.body });
    y -= PITCH + 4;
  }
  return (await extractBytes(await doc.save())).metadata.title;
}

describe('a title in body-size heading type', () => {
  it('is the centred bold first line over a line of names', async () => {
    const title = await firstPage((line) => {
      line('Soil Moisture Retrieval from Passive Microwave Observations', true);
      line('Lena Mensah, Elif Tanaka and Priya Tanaka', false);
      line('Department of Physics, University of Northfield', false);
      line('ABSTRACT', true, PITCH);
    });
    expect(title).toBe('Soil Moisture Retrieval from Passive Microwave Observations');
  });

  it('is not a table heading over a header row further down', async () => {
    const title = await firstPage((line) => {
      line('Table 3', true);
      line('Surface Water Sampling Locations and Site Numbers', true);
      line('Sumas River Vye Road', false, 2 * PITCH);
    });
    expect(title).toBeNull();
  });
});
