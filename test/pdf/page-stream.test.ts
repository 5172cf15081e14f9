/**
 * The page loop's read-ahead (shared/extract/pdf/page-stream.ts): pages come in order, a bounded
 * number of pages is asked for ahead of the one handed out, and a loop that stops early asks for
 * nothing more.
 */
import { describe, expect, it } from 'vitest';
import { pagesWithText } from '../../shared/extract/pdf/page-stream.ts';
import type { PdfDocument } from '../../shared/extract/pdf/pdfjs.ts';

/** A stand-in document of `pages` pages that logs which pages are asked for. */
function fakeDoc(pages: number, asked: number[]): PdfDocument {
  return {
    numPages: pages,
    loadingTask: { docId: `fake-${pages}-${asked.length}` },
    getPage: async (n: number) => {
      asked.push(n);
      return { pageNumber: n, getTextContent: async () => ({ items: [{ str: `page ${n}` }], styles: {} }) };
    },
  } as unknown as PdfDocument;
}

describe('pages read ahead', () => {
  it('hands the pages out in order, with at most two asked for ahead of the one handed out', async () => {
    const asked: number[] = [];
    const seen: number[] = [];
    for await (const { number, content } of pagesWithText(fakeDoc(6, asked), 6)) {
      seen.push(number);
      expect((content.items[0] as { str: string }).str).toBe(`page ${number}`);
      // Asked so far: this page and the two after it, never further.
      expect(Math.max(...asked)).toBe(Math.min(6, number + 2));
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect(asked).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('asks for no page past the limit, and for nothing more once the loop stops', async () => {
    const asked: number[] = [];
    for await (const { number } of pagesWithText(fakeDoc(10, asked), 4)) if (number === 2) break;
    expect(asked).toEqual([1, 2, 3, 4]);
    const none: number[] = [];
    for await (const _ of pagesWithText(fakeDoc(3, none), 0)) throw new Error('no page expected');
    expect(none).toEqual([]);
  });
});
