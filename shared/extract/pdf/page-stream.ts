/**
 * A document's pages with their text content and what the drawing tap read on them
 * (drawing-tap.ts), one page read ahead. pdf.js inflates a page's
 * content stream off the main thread (Node's zlib, through `DecompressionStream`) and the page
 * loop otherwise waits for it idle; asking for the next page's text before the current page is
 * laid out (and its drawing operations read) lets that inflation run meanwhile. One page ahead
 * is enough to hide it and keeps a single extra page's text in memory.
 */
import { closeTap, openTap, type PageDrawing, takeDrawing } from './drawing-tap.ts';
import type { PdfDocument } from './pdfjs.ts';

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
export type TextContent = Awaited<ReturnType<PdfPage['getTextContent']>>;

export interface PageText {
  number: number;
  page: PdfPage;
  content: TextContent;
  /** Rules and glyph widths read in the same parse as the text; undefined where the tap did not run. */
  drawing: PageDrawing | undefined;
}

function fetchPage(doc: PdfDocument, number: number): Promise<Omit<PageText, 'drawing'>> {
  const pending = doc.getPage(number).then(async (page) => ({
    number,
    page,
    content: await page.getTextContent(),
  }));
  // A failure surfaces when the page is reached; until then it must not count as unhandled
  // (the loop may stop earlier, on an error of its own).
  pending.catch(() => undefined);
  return pending;
}

/**
 * Pages 1..`count` in order, each with its text content and drawing; the next page is requested
 * before the current one is handed out. The caller cleans up each page it is given
 * (`page.cleanup()`); a page read ahead and never handed out is released with the document, and
 * the tap forgets the document when the loop ends, however it ends.
 */
export async function* pagesWithText(doc: PdfDocument, count: number): AsyncGenerator<PageText> {
  const docId = doc.loadingTask.docId;
  openTap(docId);
  try {
    let next = count >= 1 ? fetchPage(doc, 1) : null;
    for (let p = 1; next; p++) {
      const current = await next;
      const drawing = takeDrawing(docId, p);
      next = p < count ? fetchPage(doc, p + 1) : null;
      yield { ...current, drawing };
    }
  } finally {
    closeTap(docId);
  }
}
