/**
 * The drawing tap: ruling lines and glyph widths read inside pdf.js's text pass, so a page's
 * content stream is parsed once for text and drawing instead of twice (the second parse, pdf.js's
 * `getOperatorList`, was a seventh of Gleaner's time over the corpus).
 *
 * pdf.js's `getTextContent` already parses every operator of a page and its form XObjects and
 * skips the ones that are not text. pdfjs-patch.ts makes it hand each operator to a frame
 * (drawing-frame.ts) before its own switch: one frame per content stream, a form's nested in its
 * page's, all of a page's recording into one `PageRecord`.
 *
 * The tap is inert for a document nobody registered (`openTap`): other readers of the same
 * pdf.js (a page render for OCR, the benchmark's raw pdf.js) pay one function call per page.
 * Everything runs on the main thread (Gleaner's pdf.js worker is a same-thread port), so the
 * registry is a plain map keyed by pdf.js's document id. A frame that meets something it cannot
 * read marks its page `failed`, and the extractor reads that page's drawing operations the old
 * way; the tap never throws into pdf.js.
 */
import { Frame } from './drawing-frame.ts';
import { kindsOf, type OpCodes, type OpKinds } from './drawing-ops.ts';
import type { Marks } from './figure-marks.ts';
import type { GlyphWidths } from './glyph-widths.ts';
import { PageRecord } from './page-record.ts';
import type { PdfDict, PdfTextState, PdfXref } from './pdfjs-objects.ts';
import { type Rule, ruleToSpace } from './rule-geometry.ts';

type Matrix = number[];

/** What the tap read on one page. */
export interface PageDrawing {
  /** Rules in PDF user space (the page's own coordinates, before its view transform). */
  readonly rules: Rule[];
  /** Figure marks (figure-marks.ts) in PDF user space. */
  readonly marks: Marks;
  /** Why the page could not be read whole (then ask the operator list), or null. */
  failed: string | null;
  /** The glyph widths of the page's fonts (as table-glyphs.ts's `pageGlyphWidths`). */
  glyphWidths(): GlyphWidths;
}

/** The pages being read, by pdf.js document id, then page index (0-based). */
const registry = new Map<string, Map<number, PageRecord>>();
let kinds: OpKinds | null = null;

/**
 * What pdf.js's patched `Page.extractTextContent` calls for each page it reads: a recorder
 * whose `frame` pdf.js's text pass calls once per content stream, or null when nobody asked.
 */
function tapFor(docId: unknown, pageIndex: unknown) {
  const pages = registry.get(String(docId));
  if (!pages || !kinds || typeof pageIndex !== 'number') return null;
  const page = new PageRecord(kinds);
  pages.set(pageIndex, page);
  return {
    frame(stateManager: { state: PdfTextState }, resources: PdfDict | null, xref: PdfXref) {
      return new Frame(page, stateManager, resources, xref);
    },
  };
}

/** The global pdfjs-patch.ts's code looks the tap up by. */
export const TAP_GLOBAL = '__gleanerDrawingTap';

/** Install the tap (once, with pdf.js's operator codes); pdfjs.ts calls it after loading pdf.js. */
export function installDrawingTap(ops: OpCodes): void {
  kinds = kindsOf(ops);
  (globalThis as Record<string, unknown>)[TAP_GLOBAL] = tapFor;
}

let enabled = true;

/**
 * Turn the tap off (or back on) for documents opened from now on: the extractor then reads every
 * page's drawing operations from the operator list, as it does without the tap. For comparing
 * the two (the tests, `npm run bench -- pdf`); the output is the same either way.
 */
export function setDrawingTap(on: boolean): void {
  enabled = on;
}

/** Start recording a document's pages (before its first page is read); pair with `closeTap`. */
export function openTap(docId: string): void {
  if (enabled) registry.set(docId, new Map());
}

export function closeTap(docId: string): void {
  registry.delete(docId);
}

/**
 * What the tap read on a page (1-based), handed over once: undefined when the tap did not read
 * it (not installed, the patch absent, the page read before `openTap`).
 */
export function takeDrawing(docId: string, pageNumber: number): PageDrawing | undefined {
  const pages = registry.get(docId);
  const page = pages?.get(pageNumber - 1);
  pages?.delete(pageNumber - 1);
  return page;
}

/**
 * The page's rules in the space `m` maps user space to, or null where that space is not the
 * user space turned by quarter turns at scale 1 (the rules' thresholds are in points of the
 * space they are judged in).
 */
export function rulesInSpace(drawing: PageDrawing, m: Matrix): Rule[] | null {
  if (Math.abs(Math.abs(m[0] * m[3] - m[1] * m[2]) - 1) > 1e-9) return null;
  if (!((m[1] === 0 && m[2] === 0) || (m[0] === 0 && m[3] === 0))) return null;
  return drawing.rules.map((r) => ruleToSpace(r, m));
}
