/**
 * Loading pdf.js must not leave core-js replacements of hot built-ins behind, and the read-only
 * documents' own same-thread port must read what pdf.js's does (shared/extract/pdf/pdfjs.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const FIXTURE = join(import.meta.dirname, '../fixtures/pdf/two-columns/input.pdf');

it('keeps the native Array.prototype.push, JSON.parse and JSON.stringify after pdf.js loads and reads a document', async () => {
  const before = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
  const { loadPdfjs, withPdf } = await import('../../shared/extract/pdf/pdfjs.ts');
  const pdfjs = await loadPdfjs();
  expect(typeof pdfjs.getDocument).toBe('function');
  expect(Array.prototype.push).toBe(before.push);
  // pdf.js's same-thread worker module bundles core-js of its own: opening a document must not
  // bring the replacements back (it did, until the worker module was loaded with pdf.js).
  const items = await withPdf(new Uint8Array(readFileSync(FIXTURE)), async (doc) => {
    const page = await doc.getPage(1);
    return (await page.getTextContent()).items.length;
  });
  expect(items).toBeGreaterThan(0);
  expect(Array.prototype.push).toBe(before.push);
  expect(JSON.parse).toBe(before.parse);
  expect(JSON.stringify).toBe(before.stringify);
  // And they still work as pdf.js and everyone else expects.
  const a: number[] = [];
  expect(a.push(1, 2)).toBe(2);
  expect(JSON.parse(JSON.stringify({ x: [1] }))).toEqual({ x: [1] });
});

it('reads the same text and ruling lines through the read-only port as through pdf.js’s own', async () => {
  const { readPdf, withPdf } = await import('../../shared/extract/pdf/pdfjs.ts');
  const { pageRules } = await import('../../shared/extract/pdf/rules.ts');
  const bytes = new Uint8Array(
    readFileSync(join(import.meta.dirname, '../fixtures/pdf/table-grid/input.pdf')),
  );
  const read = (open: typeof withPdf) =>
    open(bytes, async (doc) => {
      const page = await doc.getPage(1);
      try {
        // Font ids name the document (g_d3_f1): the two reads are two documents.
        const text = JSON.stringify((await page.getTextContent()).items).replace(/_d\d+_/g, '_d_');
        const ops = await page.getOperatorList();
        return {
          text,
          ops: ops.fnArray.length,
          rules: await pageRules(page, page.getViewport({ scale: 1 })),
        };
      } finally {
        page.cleanup();
      }
    });
  const ours = await read(readPdf);
  const theirs = await read(withPdf);
  expect(ours.rules.length).toBeGreaterThan(0);
  expect(ours).toEqual(theirs);
});
