/**
 * Rotated pages keep their text: a page with /Rotate and ordinary text drawing, and a page whose
 * body is drawn with rotated text matrices, are read in their reading direction; rotated text is
 * removed as boilerplate only when it is a short line in the page's margin (download stamps),
 * and any rotated text that is dropped is reported as a fallback.
 */
import { degrees, PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const LINES = [
  'The first sentence of the body explains what the study measured and why it mattered.',
  'A second line continues the paragraph with the sample and the design of the trial.',
  'The third line reports the main result with its confidence interval and the p value.',
  'A fourth line discusses the limits of the measure and what a replication would need.',
  'The fifth line closes the paragraph with the implication for the field and for practice.',
];

async function extractBytes(bytes: Uint8Array) {
  const out = await processDocument({ bytes, key: 'rotated.pdf' }, DEFAULT_PROCESS_OPTIONS);
  expect(out.sidecar.status).toBe('ok');
  return out;
}

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Body lines drawn along a direction: 0 upright, 90 reading bottom to top, 270 top to bottom. */
function drawBody(page: PDFPage, font: PDFFont, angle: 0 | 90 | 180 | 270): void {
  const { width, height } = page.getSize();
  LINES.forEach((line, i) => {
    const step = 14 * i;
    const at =
      angle === 0
        ? { x: 72, y: height - 100 - step }
        : angle === 90
          ? { x: 100 + step, y: 72 }
          : angle === 270
            ? { x: width - 100 - step, y: height - 72 }
            : { x: width - 72, y: 100 + step };
    page.drawText(line, { ...at, size: 10, font, rotate: degrees(angle) });
  });
}

describe('rotated pages keep their text', () => {
  for (const rotation of [90, 180, 270]) {
    it(`reads a /Rotate ${rotation} page with ordinary text drawing, in order`, async () => {
      const doc = await PDFDocument.create();
      const font = await doc.embedFont(StandardFonts.TimesRoman);
      const page = doc.addPage([612, 792]);
      page.setRotation(degrees(rotation));
      drawBody(page, font, 0);
      const out = await extractBytes(await doc.save());
      expect(flat(out.text)).toContain(flat(LINES.join(' ')));
    });
  }

  for (const angle of [90, 270] as const) {
    it(`reads a page whose body is drawn rotated ${angle} degrees, in order`, async () => {
      const doc = await PDFDocument.create();
      const font = await doc.embedFont(StandardFonts.TimesRoman);
      drawBody(doc.addPage([612, 792]), font, angle);
      const out = await extractBytes(await doc.save());
      expect(flat(out.text)).toContain(flat(LINES.join(' ')));
      expect(out.sidecar.fallbacks).toContain('pdf.rotated_page_turned');
    });
  }

  it('still removes a rotated download stamp in the margin beside an upright body', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.TimesRoman);
    const page = doc.addPage([612, 792]);
    drawBody(page, font, 0);
    page.drawText('Downloaded from https://journals.example.org by guest on 15 January 2024', {
      x: 30,
      y: 200,
      size: 8,
      font,
      rotate: degrees(90),
    });
    const out = await extractBytes(await doc.save());
    expect(out.text).not.toMatch(/Downloaded/);
    expect(flat(out.text)).toContain(flat(LINES.join(' ')));
    expect(out.sidecar.fallbacks).not.toContain('pdf.rotated_text_dropped');
  });

  it('says so when rotated text inside the body area is dropped', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.TimesRoman);
    const page = doc.addPage([612, 792]);
    drawBody(page, font, 0);
    // A rotated axis label inside the body's box: not part of the reading order.
    page.drawText('Response time (ms)', { x: 300, y: 500, size: 8, font, rotate: degrees(90) });
    drawBodyBelow(page, font);
    const out = await extractBytes(await doc.save());
    expect(out.sidecar.fallbacks).toContain('pdf.rotated_text_dropped');
    expect(out.sidecar.fallback_details['pdf.rotated_text_dropped']?.details[0]).toMatch(
      /page 1: 1 rotated run \(18 chars\)/,
    );
  });
});

/** More upright lines under the label, so the label sits inside the body's box. */
function drawBodyBelow(page: PDFPage, font: PDFFont): void {
  LINES.forEach((line, i) => {
    page.drawText(line, { x: 72, y: 400 - 14 * i, size: 10, font });
  });
}
