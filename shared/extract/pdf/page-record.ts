/**
 * What the drawing tap collects on one page (drawing-tap.ts): the rules and figure marks its
 * frames (drawing-frame.ts) read, the strings it showed (for glyph widths, asked for only where a
 * drawn column rule may cut a run), the XObjects drawn, and the state a form's frame starts from.
 */
import type { ClipBox } from './clip-box.ts';
import type { OpKinds } from './drawing-ops.ts';
import { noMarks } from './figure-marks.ts';
import { addGlyphWidths, type GlyphWidths } from './glyph-widths.ts';
import type { PdfFont } from './pdfjs-objects.ts';
import type { Rule } from './rule-geometry.ts';

type Matrix = number[];

/** An XObject as the tap needs it: a form, its matrix and box, or an image (a mask of one opaque pixel is a rule). */
export interface XObjectSeen {
  form: boolean;
  matrix: number[] | null;
  bbox: unknown;
  image: boolean;
  onePixel: boolean;
}

/** The state a form XObject's frame starts from: its page frame's at the `Do`. */
export interface Start {
  ctm: Matrix;
  lineWidth: number;
  /** The clip's box (clip-box.ts). */
  clip: ClipBox;
}

export class PageRecord {
  readonly rules: Rule[] = [];
  /** Figure marks (figure-marks.ts), flat x0, y0, x1, y1 in user space. */
  readonly marks = noMarks();
  /** Scratch for a painted path's box, and for its bars before the clip cuts them. */
  readonly box = new Float64Array(4);
  readonly bars: number[] = [];
  failed: string | null = null;
  /** Set by a frame at a form's `Do`, taken by the form's frame when pdf.js opens it. */
  pending: Start | null = null;
  /** (font, its pdf.js name, string shown), flat, in the order shown. */
  readonly shown: unknown[] = [];
  /** What each XObject drawn on the page is, by pdf.js's reference to it. */
  readonly xobjects = new Map<unknown, XObjectSeen>();
  constructor(readonly kinds: OpKinds) {}

  fail(err: unknown): void {
    this.failed ??= err instanceof Error ? err.message : String(err);
  }

  /** The glyph widths of the page's fonts, as table-glyphs.ts's `pageGlyphWidths` reads them. */
  glyphWidths(): GlyphWidths {
    const out = new Map<string, Map<string, number>>();
    for (let k = 0; k < this.shown.length; k += 3) {
      const font = this.shown[k] as PdfFont;
      const name = this.shown[k + 1] as string;
      const widths = out.get(name) ?? new Map<string, number>();
      out.set(name, widths);
      addGlyphWidths(widths, font.charsToGlyphs(this.shown[k + 2] as string));
    }
    return out;
  }
}
