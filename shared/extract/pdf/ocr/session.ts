/**
 * OCR inside the PDF extractor, page by page. The extractor hands each page's placed text layer
 * here; a page without a usable one (auto), or every page (force), is rendered and recognised,
 * and its words come back as placed items for the same layout engine. Born-digital pages cost
 * one comparison: the text layer's item count and the font tallies the extractor already has.
 */

import { toError } from '../../../errors.ts';
import type { FallbackSink } from '../../../fallbacks.ts';
import type { FontProblems } from '../fonts.ts';
import { fontProblems } from '../fonts.ts';
import { type PlacedItems, placeItems } from '../items.ts';
import type { PdfSource } from '../pdfjs.ts';
import { correctWords } from './confusions.ts';
import { ocrEngine } from './engine.ts';
import { readPage } from './page.ts';
import type { OcrEngine, OcrOptions, OcrReport, OcrWord } from './types.ts';
import { toTextItems } from './words.ts';

/**
 * A text layer is garbage when at least this share of its glyphs are U+FFFD or unmapped
 * Private-Use characters (a broken font's whole page); fonts.ts's 25% per font flags a font, but a
 * page with a quarter of bad glyphs still has readable words worth more than a rescan.
 */
const GARBAGE_SHARE = 0.5;
/** Fewer glyphs than this are too few to judge a text layer by (a page number). */
const GARBAGE_MIN_GLYPHS = 20;
/**
 * Default allowance per OCR'd page: a dense 300 dpi page takes 3-8 s with tesseract.js on one
 * core, a photographed page with noise up to 20 s; orientation trials add about one page more; a page past two minutes is hostile or hopeless.
 */
const DEFAULT_PAGE_MS = 120_000;

type PlacedPage = { placed: PlacedItems; fp: FontProblems };

/** Whether a page's text layer is absent or mostly unreadable. */
export function unusableTextLayer(placed: PlacedItems, fp: FontProblems): boolean {
  if (!placed.items.length && !placed.rotated.length && !placed.dropped.length) return true;
  let chars = 0;
  let bad = 0;
  for (const t of Object.values(fp.byFont)) {
    chars += t.chars;
    bad += t.replacement + t.pua - t.mapped;
  }
  return chars >= GARBAGE_MIN_GLYPHS && bad / chars >= GARBAGE_SHARE;
}

export class OcrSession {
  private readonly mode: OcrOptions['mode'];
  private engine: OcrEngine | null = null;
  private readonly needed: number[] = [];
  private readonly done: number[] = [];
  private readonly skipped: string[] = [];
  private readonly confidences: number[] = [];
  private dpi = 0;
  private spentMs = 0;

  constructor(
    /** The document, and its password when it is encrypted (to open it again for rendering). */
    private readonly source: Uint8Array | PdfSource,
    private readonly options: OcrOptions | undefined,
    private readonly fallbacks: FallbackSink,
  ) {
    this.mode = options?.mode ?? 'auto';
  }

  /** The page as the layout engine should read it: its own text layer, or OCR's words. */
  async page(p: number, text: PlacedItems, fp: FontProblems): Promise<PlacedPage> {
    if (this.mode === 'off') {
      if (unusableTextLayer(text, fp)) this.needed.push(p);
      return { placed: text, fp };
    }
    if (this.mode === 'auto' && !unusableTextLayer(text, fp)) return { placed: text, fp };
    this.needed.push(p);
    const pageMs = this.options?.pageMs ?? DEFAULT_PAGE_MS;
    const left = (this.options?.deadline ?? Number.POSITIVE_INFINITY) - Date.now();
    if (left < pageMs / 4) {
      this.skipped.push(`${p}: time budget spent`);
      return { placed: text, fp };
    }
    const t0 = performance.now();
    try {
      this.engine ??= await ocrEngine(this.options?.engine);
      const read = await readPage(this.source, p, this.engine, Math.min(pageMs, left));
      this.done.push(p);
      this.dpi = this.dpi ? Math.min(this.dpi, read.dpi) : read.dpi;
      for (const w of read.words) this.confidences.push(w.confidence);
      if (read.turned)
        this.fallbacks.fallback('pdf.ocr_page_turned', `page ${p}: read after a ${read.turned * 90}° turn`);
      if (read.skew) this.fallbacks.fallback('pdf.ocr_deskewed', `page ${p}: ${read.skew.toFixed(2)}°`);
      const { words, changed } = correctWords(read.words);
      if (changed.length)
        this.fallbacks.fallback(
          'pdf.ocr_corrected',
          `page ${p}: ${changed.length} misreads (${changed.join(', ')})`,
        );
      const placed = placeOcrWords(words, read.width, read.height);
      return { placed, fp: fontProblems(placed.raw) };
    } catch (err) {
      this.skipped.push(`${p}: ${toError(err).message}`);
      return { placed: text, fp };
    } finally {
      this.spentMs += performance.now() - t0;
    }
  }

  /** What OCR did; records the `pdf.ocr` and `pdf.ocr_skipped` fallbacks. */
  finish(): OcrReport {
    const summary = this.engine
      ? {
          engine: this.engine.name,
          version: this.engine.version,
          pages: this.done,
          mean_confidence: this.confidences.length
            ? Math.round((this.confidences.reduce((a, b) => a + b, 0) / this.confidences.length) * 10) / 10
            : null,
          dpi: this.dpi,
          seconds: Math.round(this.spentMs / 10) / 100,
        }
      : null;
    if (summary?.pages.length)
      this.fallbacks.fallback(
        'pdf.ocr',
        `pages ${summary.pages.join(',')} read by OCR (${summary.engine} ${summary.version}, ${this.confidences.length} words, mean confidence ${summary.mean_confidence ?? '-'})`,
      );
    for (const s of this.skipped) this.fallbacks.fallback('pdf.ocr_skipped', `page ${s}`);
    return {
      mode: this.mode,
      needed: this.needed,
      summary,
      words: this.confidences.length,
      skipped: this.skipped.map((s) => Number.parseInt(s, 10)),
    };
  }

  /** Engine name → version for the receipt, when OCR ran. */
  engines(): Record<string, string> {
    return this.engine ? { [this.engine.name]: this.engine.version } : {};
  }
}

/** OCR words (points, top-left origin) → placed items, through the same code as a text layer. */
export function placeOcrWords(words: readonly OcrWord[], width: number, height: number): PlacedItems {
  const content = { items: toTextItems(words, height), styles: {}, lang: null };
  const viewport = { transform: [1, 0, 0, -1, 0, height], width, height };
  return placeItems(content as never, viewport, (s) => s);
}
