/**
 * Pages drawn for the heading tests: a Writer that sets lines and paragraphs in Times (body, bold,
 * italic) and Courier on letter pages, and `extract`, which runs the PDF extractor on the result.
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import type { ExtractResult } from '../../shared/extract/types.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

export type Face = 'body' | 'bold' | 'italic' | 'mono';

/** A run of text in a face; `tight`: the next run follows with no space ("*Title*" then ". Text"). */
export type Run = [text: string, face: Face, tight?: boolean];

export class Writer {
  private page: PDFPage;
  private y = 740;
  constructor(
    private doc: PDFDocument,
    private fonts: Record<Face, PDFFont>,
  ) {
    this.page = doc.addPage([612, 792]);
  }
  private need(h: number) {
    if (this.y - h < 72) {
      this.page = this.doc.addPage([612, 792]);
      this.y = 740;
    }
  }
  /** One line of runs, each in its face, separated by a space (none after a run marked `tight`). */
  runs(runs: Run[], size = 10, before = 0) {
    this.need(size * 1.2 + before);
    this.y -= before;
    let x = 72;
    for (const [text, face, tight] of runs) {
      this.page.drawText(text, { x, y: this.y, size, font: this.fonts[face] });
      x += this.fonts[face].widthOfTextAtSize(tight ? text : `${text} `, size);
    }
    this.y -= size * 1.2;
  }
  /** One line centred on the text column (72 to 540), as APA sets its level-1 headings. */
  centred(text: string, size = 10, face: Face = 'body', before = 0) {
    this.need(size * 1.2 + before);
    this.y -= before;
    const width = this.fonts[face].widthOfTextAtSize(text, size);
    this.page.drawText(text, { x: 306 - width / 2, y: this.y, size, font: this.fonts[face] });
    this.y -= size * 1.2;
  }
  line(text: string, size = 10, face: Face = 'body', before = 0) {
    this.runs([[text, face]], size, before);
  }
  /** Blank space of `points` (a heading's space below it). */
  gap(points: number) {
    this.y -= points;
  }
  /** One line set `indent` points in from the text column's left edge (IJDC's sub-sub-sections). */
  indented(text: string, indent: number, size = 10, face: Face = 'body', before = 0) {
    this.need(size * 1.2 + before);
    this.y -= before;
    this.page.drawText(text, { x: 72 + indent, y: this.y, size, font: this.fonts[face] });
    this.y -= size * 1.2;
  }
  /** A paragraph whose first line may open with runs in other faces. */
  para(text: string, lead: Run[] = [], size = 10) {
    const words = text.split(' ');
    let first = true;
    let cur = '';
    const leadWidth = lead.reduce((w, [t, f]) => w + this.fonts[f].widthOfTextAtSize(`${t} `, size), 0);
    for (const w of words) {
      const next = cur ? `${cur} ${w}` : w;
      const room = 468 - (first ? leadWidth : 0);
      if (this.fonts.body.widthOfTextAtSize(next, size) > room) {
        this.runs(first ? [...lead, [cur, 'body']] : [[cur, 'body']], size);
        first = false;
        cur = w;
      } else cur = next;
    }
    if (cur) this.runs(first ? [...lead, [cur, 'body']] : [[cur, 'body']], size);
    this.y -= size * 0.6;
  }
}

export async function extract(draw: (w: Writer) => void): Promise<ExtractResult> {
  const doc = await PDFDocument.create();
  const fonts = {
    body: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  draw(new Writer(doc, fonts));
  return extractBytes(await doc.save());
}

/** The PDF extractor on `bytes`, with the default limits. */
export function extractBytes(bytes: Uint8Array): Promise<ExtractResult> {
  return pdfExtractor.extract(
    bytes,
    { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS },
    new FallbackRecorder(),
  );
}
