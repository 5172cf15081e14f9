/**
 * pdf.js's binary data (packed CMaps, standard font programs) is read from its package. Until
 * 2026-12-05 it never was: pdf.js in Node reads the `cMapUrl` it is given as a file path, and a
 * `file://` URL string is no path, so every read failed quietly and a CJK text shown through a
 * predefined CMap came out empty.
 */
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../shared/extract/pdf/pdfjs.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { CMAP_TEXT, cmapPdf } from '../helpers/cmap-pdf.ts';

describe("pdf.js's packed CMaps", () => {
  it('read the text of a font with a predefined CJK encoding', async () => {
    const out = await processDocument({ bytes: cmapPdf(), key: 'cmap.pdf' }, DEFAULT_PROCESS_OPTIONS);
    expect(out.text).toContain(CMAP_TEXT);
  });

  it('are read for every document, not only the first one to ask', async () => {
    const read = () =>
      readPdf(cmapPdf(), async (doc) => {
        const page = await doc.getPage(1);
        const content = await page.getTextContent();
        return content.items.map((it) => ('str' in it ? it.str : '')).join('');
      });
    expect([await read(), await read()]).toEqual([CMAP_TEXT, CMAP_TEXT]);
  });
});
