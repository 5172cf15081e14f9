/**
 * A document's pages with their text content, one page read ahead. pdf.js inflates a page's
 * content stream off the main thread (Node's zlib, through `DecompressionStream`) and the page
 * loop otherwise waits for it idle; asking for the next page's text before the current page is
 * laid out (and its drawing operations read) lets that inflation run meanwhile. One page ahead
 * is enough to hide it and keeps a single extra page's text in memory.
 */
import type { PdfDocument } from './pdfjs.ts';

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
export type TextContent = Awaited<ReturnType<PdfPage['getTextContent']>>;

export interface PageText {
  number: number;
  page: PdfPage;
  content: TextContent;
}

function fetchPage(doc: PdfDocument, number: number): Promise<PageText> {
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
 * Pages 1..`count` in order, each with its text content; the next page is requested before the
 * current one is handed out. The caller cleans up each page it is given (`page.cleanup()`); a
 * page read ahead and never handed out is released with the document.
 */
export async function* pagesWithText(doc: PdfDocument, count: number): AsyncGenerator<PageText> {
  let next = count >= 1 ? fetchPage(doc, 1) : null;
  for (let p = 1; next; p++) {
    const current = await next;
    next = p < count ? fetchPage(doc, p + 1) : null;
    yield current;
  }
}
