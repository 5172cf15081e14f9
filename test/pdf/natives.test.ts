/** Loading pdf.js must not leave core-js replacements of hot built-ins behind (shared/extract/pdf/pdfjs.ts). */
import { expect, it } from 'vitest';

it('keeps the native Array.prototype.push, JSON.parse and JSON.stringify after pdf.js loads', async () => {
  const before = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
  const { loadPdfjs } = await import('../../shared/extract/pdf/pdfjs.ts');
  const pdfjs = await loadPdfjs();
  expect(typeof pdfjs.getDocument).toBe('function');
  expect(Array.prototype.push).toBe(before.push);
  expect(JSON.parse).toBe(before.parse);
  expect(JSON.stringify).toBe(before.stringify);
  // And they still work as pdf.js and everyone else expects.
  const a: number[] = [];
  expect(a.push(1, 2)).toBe(2);
  expect(JSON.parse(JSON.stringify({ x: [1] }))).toEqual({ x: [1] });
});
