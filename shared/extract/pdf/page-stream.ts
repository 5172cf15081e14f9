/**
 * A document's pages with their text content and what the drawing tap read on them
 * (drawing-tap.ts), read ahead. pdf.js inflates a page's content stream off the main thread
 * (Node's zlib, through `DecompressionStream`) and the page loop otherwise waits for it idle;
 * asking for the next pages' text before the current page is laid out lets that inflation run
 * meanwhile. Two pages ahead: against one, `npm run bench -- pdf` went from 0.79-0.80 to
 * 0.84-0.86 of raw pdf.js's throughput (alternating runs, 2026-12-07), three ahead gained
 * nothing more; each page ahead keeps one more page's text in memory.
 */
import { closeTap, openTap, type PageDrawing, takeDrawing } from './drawing-tap.ts';
import type { PdfDocument } from './pdfjs.ts';

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
export type TextContent = Awaited<ReturnType<PdfPage['getTextContent']>>;

/** Pages whose text is asked for before the current one is handed out. */
const PAGES_AHEAD = 2;

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
 * Pages 1..`count` in order, each with its text content and drawing; the next `PAGES_AHEAD`
 * pages are requested before the current one is handed out. The caller cleans up each page it is given
 * (`page.cleanup()`); a page read ahead and never handed out is released with the document, and
 * the tap forgets the document when the loop ends, however it ends.
 */
export async function* pagesWithText(doc: PdfDocument, count: number): AsyncGenerator<PageText> {
  const docId = doc.loadingTask.docId;
  openTap(docId);
  try {
    const ahead: Promise<Omit<PageText, 'drawing'>>[] = [];
    let asked = 0;
    const askAhead = () => {
      while (asked < count && ahead.length < PAGES_AHEAD) ahead.push(fetchPage(doc, ++asked));
    };
    askAhead();
    for (let p = 1; ahead.length; p++) {
      const current = await (ahead.shift() as Promise<Omit<PageText, 'drawing'>>);
      const drawing = takeDrawing(docId, p);
      askAhead();
      yield { ...current, drawing };
    }
  } finally {
    closeTap(docId);
  }
}
