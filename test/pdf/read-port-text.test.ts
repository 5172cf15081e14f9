/**
 * Text-content chunks cross the read-only documents' port without a structured clone
 * (shared/extract/pdf/pdfjs.ts `ReadPort`): every page's items and styles must still equal what
 * pdf.js's own cloning port delivers, over many chunks (pdf.js sends a chunk per few items).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/** pdf.js batches text items into chunks of this many (TEXT_CHUNK_BATCH_SIZE in its evaluator). */
const PDFJS_TEXT_CHUNK = 10;

it('reads every page’s text items and styles through the read-only port as pdf.js’s own port does', async () => {
  const { readPdf, withPdf } = await import('../../shared/extract/pdf/pdfjs.ts');
  const bytes = new Uint8Array(
    readFileSync(join(import.meta.dirname, '../fixtures/pdf/running-heads/input.pdf')),
  );
  const read = (open: typeof withPdf) =>
    open(bytes, async (doc) => {
      const pages: { items: string; styles: string; count: number }[] = [];
      for (let p = 1; p <= doc.numPages; p++) {
        const page = await doc.getPage(p);
        try {
          const content = await page.getTextContent();
          // Font ids name the document (g_d3_f1): the two reads are two documents.
          const plain = (v: unknown) => JSON.stringify(v).replace(/_d\d+_/g, '_d_');
          pages.push({
            items: plain(content.items),
            styles: plain(
              Object.fromEntries(
                Object.entries(content.styles).map(([k, v]) => [k.replace(/_d\d+_/, '_d_'), v]),
              ),
            ),
            count: content.items.length,
          });
        } finally {
          page.cleanup();
        }
      }
      return pages;
    });
  const ours = await read(readPdf);
  const theirs = await read(withPdf);
  expect(ours.length).toBeGreaterThan(1);
  expect(ours.reduce((n, p) => n + p.count, 0)).toBeGreaterThan(3 * PDFJS_TEXT_CHUNK);
  expect(ours).toEqual(theirs);
});
