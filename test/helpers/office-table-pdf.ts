/**
 * Pages laid out the way a word processor prints a table (tests of issue #18): a left-aligned
 * caption, a stub column at the left and number columns right-aligned at fixed right edges,
 * optional horizontal rules, prose before and after, drawn with pdf-lib in Times on A4 pages.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import type { ExtractResult } from '../../shared/extract/types.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const A4: [number, number] = [595, 842];
const LEFT = 72;
const RIGHT = 523;

export const PROSE =
  'Participants were asked to refrain from alcohol and caffeine after noon on the days of the sessions, and compliance was checked with a short set of questions at the start of each session.';

export class OfficePage {
  page: PDFPage;
  /** Baseline of the next line, from the page top. */
  y = 90;
  constructor(
    private doc: PDFDocument,
    private font: PDFFont,
    private bold: PDFFont,
    readonly size = 10,
  ) {
    this.page = doc.addPage(A4);
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = 90;
  }

  private text(s: string, x: number, font = this.font): void {
    this.page.drawText(s, { x, y: A4[1] - this.y, size: this.size, font });
  }

  /** A justified-looking paragraph of `PROSE` lines across the text width. */
  prose(lines = 3): void {
    const words = PROSE.split(' ');
    let k = 0;
    for (let i = 0; i < lines; i++) {
      let line = '';
      while (this.font.widthOfTextAtSize(`${line} ${words[k % words.length]}`, this.size) < RIGHT - LEFT)
        line = `${line} ${words[k++ % words.length]}`.trim();
      this.text(line, LEFT);
      this.y += this.size * 1.4;
    }
    this.y += this.size;
  }

  /** A caption line (bold label, then the title on the same line or, `apa`, on the next). */
  caption(label: string, title: string, apa = false): void {
    this.text(apa ? label : `${label}.`, LEFT, this.bold);
    if (apa) this.y += this.size * 1.2;
    this.text(title, apa ? LEFT : LEFT + this.bold.widthOfTextAtSize(`${label}. `, this.size));
    this.y += this.size * 1.6;
  }

  /** A full-width horizontal rule just under the previous line. */
  rule(): void {
    const at = A4[1] - (this.y - this.size * 0.95);
    this.page.drawLine({
      start: { x: LEFT, y: at },
      end: { x: RIGHT, y: at },
      thickness: 0.5,
      color: rgb(0, 0, 0),
    });
    this.y += this.size * 0.3;
  }

  /**
   * Table rows: cell 0 left-aligned at the stub, cell k right-aligned at `edges[k - 1]`, one
   * every `pitch` sizes (a browser pads its cells: 2.4 and more).
   */
  rows(rows: string[][], edges: number[], boldFirst = false, pitch = 1.2): void {
    rows.forEach((r, i) => {
      const font = boldFirst && i === 0 ? this.bold : this.font;
      r.forEach((c, k) => {
        if (!c) return;
        this.text(c, k === 0 ? LEFT + 6 : edges[k - 1] - font.widthOfTextAtSize(c, this.size), font);
      });
      this.y += this.size * pitch;
    });
    this.y += this.size * 0.8;
  }

  /** The width of `text` in the body font. */
  width(text: string): number {
    return this.font.widthOfTextAtSize(text, this.size);
  }

  /** A line from (x0, y0) to (x1, y1), y from the page top (cell borders of a drawn grid). */
  line(x0: number, y0: number, x1: number, y1: number): void {
    this.page.drawLine({
      start: { x: x0, y: A4[1] - y0 },
      end: { x: x1, y: A4[1] - y1 },
      thickness: 0.5,
      color: rgb(0, 0, 0),
    });
  }

  /** Text at `x` on the current baseline (`y` does not move). */
  put(s: string, x: number): void {
    this.text(s, x);
  }

  /**
   * A drawn grid of four columns between the rules at `xs` (stub and description left-aligned,
   * two number columns right-aligned), one line of text per entry of `lines`; a row ends after
   * each line index in `rowEnds`, under a rule. Prose before and after.
   */
  wrappedGrid(
    xs: readonly number[],
    lines: readonly (readonly string[])[],
    rowEnds: readonly number[],
  ): void {
    this.prose(3);
    const ys = [this.y - 12];
    this.y += 4;
    lines.forEach((l, i) => {
      this.put(l[0], xs[0] + 4);
      this.put(l[1], xs[1] + 4);
      if (l[2]) this.put(l[2], xs[3] - 4 - this.width(l[2]));
      if (l[3]) this.put(l[3], xs[4] - 4 - this.width(l[3]));
      if (rowEnds.includes(i)) {
        ys.push(this.y + 4);
        this.y += 6;
      }
      this.y += 12;
    });
    for (const y of ys) this.line(xs[0], y, xs[4], y);
    for (const x of xs) this.line(x, ys[0], x, ys[ys.length - 1]);
    this.y += 12;
    this.prose(3);
  }
}

/** The PDF of pages drawn by `draw`, extracted with thorough table detection. */
export async function extractOffice(draw: (p: OfficePage) => void): Promise<ExtractResult> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  draw(new OfficePage(doc, font, bold));
  return pdfExtractor.extract(
    await doc.save(),
    { footnotes: 'end', tables: 'inline', tablesDetect: 'thorough', limits: DEFAULT_LIMITS },
    new FallbackRecorder(),
  );
}
