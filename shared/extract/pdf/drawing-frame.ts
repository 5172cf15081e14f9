/**
 * The drawing tap's reader of one content stream (drawing-tap.ts explains the tap): a `Frame`
 * is handed each operator pdf.js's text pass parses, keeps the little graphics state a rule
 * needs (transform, line width, the path being built) and turns each painted path into rules
 * with the operator-list reader's geometry (rule-geometry.ts). Paths are rebuilt exactly as
 * pdf.js's `buildPath` builds them for the operator list (a rectangle as four corners and a
 * close, coordinates rounded to float32 as its path buffers are), so both readers judge the same
 * buffers. A `PageRecord` (page-record.ts) collects a page's frames: its rules, and the (font, string) pairs it
 * showed, resolved to glyph widths only when asked.
 */

import { type ClipBox, formClip, meet } from './clip-box.ts';
import { K, type OpKinds } from './drawing-ops.ts';
import { addClippedMark, addImageMark, moveClipped } from './figure-marks.ts';
import { multiply } from './items.ts';
import type { PageRecord, Start, XObjectSeen } from './page-record.ts';
import {
  isDict,
  isMatrix,
  nameOf,
  type PdfDict,
  type PdfStream,
  type PdfTextState,
  type PdfXref,
} from './pdfjs-objects.ts';
import { DRAW, pathBox, pathRules, unitSquareRule } from './rule-geometry.ts';

type Matrix = number[];

/**
 * A path with more numbers than this in its buffer is a plot's curve, not a table's rule: its
 * further points are not kept, and the page falls back to the operator list (which would build
 * the same buffer) rather than answer from part of a path. 2^20 numbers = 8 MB.
 */
const MAX_PATH_NUMBERS = 1 << 20;
/** A frame's path buffer starts this long and doubles (a page's paths are mostly a few numbers). */
const PATH_START = 256;
/**
 * A page with more text-showing operators than this is no document page but a hostile one: its
 * strings are not kept for glyph widths, and the page falls back to the operator list.
 */
const MAX_SHOWN = 1 << 20;

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** One content stream being read (a page's, or a form XObject's inside it). */
export class Frame {
  #ctm: Matrix;
  #lineWidth: number;
  #clip: ClipBox;
  /** A `W` or `W*` waits for the next painting operator, after which the clip narrows. */
  #clipping = false;
  readonly #stack: Start[] = [];
  /**
   * The path being built, as pdf.js's `buildPath` builds it (DrawOPS codes and coordinates, in
   * float32 as its buffers are): `#used` numbers of `#path`, which is kept from path to path.
   */
  #path = new Float32Array(0);
  #used = 0;
  #curX = 0;
  #curY = 0;
  readonly #kinds: OpKinds;

  constructor(
    readonly page: PageRecord,
    readonly state: { state: PdfTextState },
    readonly resources: PdfDict | null,
    readonly xref: PdfXref,
  ) {
    const start = page.pending;
    page.pending = null;
    this.#ctm = start ? start.ctm : IDENTITY;
    this.#lineWidth = start ? start.lineWidth : 1;
    this.#clip = start ? start.clip : null;
    this.#kinds = page.kinds;
  }

  /** One operator of the stream, before pdf.js's text pass handles it. */
  op(fn: number, args: unknown[] | null): void {
    const kind = this.#kinds.kind[fn] ?? K.skip;
    if (kind === K.skip || this.page.failed) return;
    try {
      this.#op(kind, fn, args ?? []);
    } catch (err) {
      this.page.fail(err);
    }
  }

  /** Room for `n` more numbers in the path, or the page fails (see MAX_PATH_NUMBERS). */
  #room(n: number): boolean {
    const need = this.#used + n;
    if (need <= this.#path.length) return true;
    if (need > MAX_PATH_NUMBERS) {
      this.page.fail(new Error(`a path of more than ${MAX_PATH_NUMBERS} numbers`));
      return false;
    }
    const grown = new Float32Array(Math.min(MAX_PATH_NUMBERS, Math.max(PATH_START, 2 * need)));
    grown.set(this.#path.subarray(0, this.#used));
    this.#path = grown;
    return true;
  }

  #add(v: number): void {
    this.#path[this.#used++] = v;
  }

  #point(code: number, x: number, y: number): void {
    this.#add(code);
    this.#add(x);
    this.#add(y);
  }

  #op(kind: number, fn: number, args: unknown[]): void {
    switch (kind) {
      case K.save:
        this.#stack.push({ ctm: this.#ctm, lineWidth: this.#lineWidth, clip: this.#clip });
        return;
      case K.restore: {
        const s = this.#stack.pop();
        if (s) ({ ctm: this.#ctm, lineWidth: this.#lineWidth, clip: this.#clip } = s);
        return;
      }
      case K.clip:
        this.#clipping = true;
        return;
      case K.transform:
        // As the operator list has it: pdf.js checks the count, not the type.
        this.#ctm = multiply(this.#ctm, args as number[]);
        return;
      case K.lineWidth:
        // pdf.js skips a width that is not a number and takes the magnitude of one that is.
        if (typeof args[0] === 'number') this.#lineWidth = Math.abs(args[0]) || 0;
        return;
      case K.gState:
        this.#gState(args[0]);
        return;
      case K.moveTo:
      case K.lineTo:
        if (!this.#room(3)) return;
        this.#curX = Number(args[0]);
        this.#curY = Number(args[1]);
        this.#point(kind === K.moveTo ? DRAW.moveTo : DRAW.lineTo, this.#curX, this.#curY);
        return;
      case K.curveTo:
      case K.curveTo2:
      case K.curveTo3:
        this.#curve(kind, args as number[]);
        return;
      case K.closePath:
        if (this.#room(1)) this.#add(DRAW.closePath);
        return;
      case K.rectangle:
        this.#rectangle(args as number[]);
        return;
      case K.closeAndPaint:
        if (this.#room(1)) this.#add(DRAW.closePath);
        this.#paint(fn);
        return;
      case K.paint:
        this.#paint(fn);
        return;
      case K.xObject:
        this.#xObject(args[0]);
        return;
      case K.inlineImage:
        if (this.#isOnePixelMask(args[0] as PdfStream)) this.#onePixel();
        else addImageMark(this.page.marks, this.#ctm, this.#clip);
        return;
      case K.text:
        this.#shown(args[0]);
        return;
      case K.spacingText:
        this.#shown(args[2]);
        return;
      case K.spacedText:
        if (Array.isArray(args[0]))
          for (const part of args[0]) if (typeof part === 'string') this.#shown(part);
        return;
    }
  }

  /** A curve, with its control points as pdf.js keeps them (`curveTo2` starts at the current point). */
  #curve(kind: number, n: number[]): void {
    if (!this.#room(7)) return;
    const [x, y] = n.slice(-2);
    const [c1x, c1y] = kind === K.curveTo2 ? [this.#curX, this.#curY] : [n[0], n[1]];
    const [c2x, c2y] = kind === K.curveTo ? [n[2], n[3]] : kind === K.curveTo2 ? [n[0], n[1]] : [x, y];
    this.#add(DRAW.curveTo);
    this.#add(c1x);
    this.#add(c1y);
    this.#add(c2x);
    this.#add(c2y);
    this.#add(x);
    this.#add(y);
    this.#curX = x;
    this.#curY = y;
  }

  /** `re`: four corners and a close, or a line and a close when flat (pdf.js's `buildPath`). */
  #rectangle([x, y, w, h]: number[]): void {
    if (!this.#room(13)) return;
    this.#curX = x;
    this.#curY = y;
    this.#point(DRAW.moveTo, x, y);
    if (w === 0 || h === 0) this.#point(DRAW.lineTo, x + w, y + h);
    else {
      this.#point(DRAW.lineTo, x + w, y);
      this.#point(DRAW.lineTo, x + w, y + h);
      this.#point(DRAW.lineTo, x, y + h);
    }
    this.#add(DRAW.closePath);
  }

  #paint(fn: number): void {
    const stroke = this.#kinds.strokes[fn] === 1;
    const fill = this.#kinds.fills[fn] === 1;
    const box = this.page.box;
    const painted = this.#used > 0 && (stroke || fill);
    if (
      painted &&
      pathRules(
        this.#path,
        { stroke, fill },
        this.#ctm,
        this.#lineWidth,
        this.page.rules,
        this.#used,
        box,
        this.page.bars,
      )
    )
      addClippedMark(this.page.marks.paths, this.#clip, box[0], box[1], box[2], box[3]);
    moveClipped(this.page.bars, this.page.marks.bars, this.#clip);
    if (this.#clipping && this.#used) {
      // The clip narrows after the paint, to the box of the path's points (`pathRules` filled it).
      if (!painted) pathBox(this.#path, this.#ctm, this.#used, box);
      this.#clip = meet(this.#clip, box[0], box[1], box[2], box[3]);
    }
    this.#clipping = false;
    this.#used = 0;
  }

  /** An ExtGState may set the line width (`LW`). */
  #gState(name: unknown): void {
    const key = nameOf(name);
    const states = key && this.resources ? this.resources.get('ExtGState') : null;
    const state = isDict(states) ? states.get(key as string) : null;
    const lw = isDict(state) ? state.get('LW') : undefined;
    if (lw !== undefined) this.#lineWidth = Number(lw) || 0;
  }

  /** `Do`: a form opens a frame of its own (pdf.js reads it next); a one-pixel mask is a rule. */
  #xObject(name: unknown): void {
    const key = nameOf(name);
    const xobjects = key && this.resources ? this.resources.get('XObject') : null;
    if (!isDict(xobjects)) return;
    const raw = xobjects.getRaw(key as string);
    // pdf.js interns references, so an XObject drawn again is looked at once per page.
    let seen = this.page.xobjects.get(raw);
    if (!seen) {
      seen = this.#describe(raw);
      if (typeof raw === 'object' && raw !== null) this.page.xobjects.set(raw, seen);
    }
    if (seen.form) {
      const ctm = seen.matrix ? multiply(this.#ctm, seen.matrix) : this.#ctm;
      this.page.pending = { ctm, lineWidth: this.#lineWidth, clip: formClip(this.#clip, ctm, seen.bbox) };
    } else if (seen.onePixel) this.#onePixel();
    else if (seen.image) addImageMark(this.page.marks, this.#ctm, this.#clip);
  }

  #describe(raw: unknown): XObjectSeen {
    const xobj = (isDict(raw) || (raw as PdfStream)?.dict ? raw : this.xref.fetch(raw)) as PdfStream;
    const dict = xobj?.dict;
    const subtype = dict ? nameOf(dict.get('Subtype')) : null;
    if (dict && subtype === 'Form') {
      const m = dict.getArray('Matrix');
      return {
        form: true,
        matrix: isMatrix(m) ? m : null,
        bbox: dict.getArray('BBox'),
        image: false,
        onePixel: false,
      };
    }
    const image = subtype === 'Image';
    return { form: false, matrix: null, bbox: null, image, onePixel: image && this.#isOnePixelMask(xobj) };
  }

  /**
   * pdf.js's test for a mask it paints as one solid pixel (`PDFImage.createMask`'s
   * `isSingleOpaquePixel`): 1 x 1, and its one bit opaque under its Decode array.
   */
  #isOnePixelMask(image: PdfStream | null): boolean {
    const dict = image?.dict;
    if (!dict) return false;
    if (!dict.get('IM', 'ImageMask')) return false;
    if (dict.get('W', 'Width') !== 1 || dict.get('H', 'Height') !== 1) return false;
    const decode = dict.getArray('D', 'Decode') as number[] | null;
    const inverseDecode = (decode?.[0] ?? 0) > 0;
    const bytes = (image as PdfStream).getBytes(1);
    (image as PdfStream).reset();
    return inverseDecode === (bytes.length === 0 || !!(bytes[0] & 128));
  }

  /** A 1 x 1 image mask stretched by the transform into a bar (rules.ts's `paintSolidColorImageMask`). */
  #onePixel(): void {
    const r = unitSquareRule(this.#ctm);
    if (r) this.page.rules.push(r);
  }

  #shown(chars: unknown): void {
    const { font, loadedName } = this.state.state;
    if (typeof chars !== 'string' || !font || !loadedName) return;
    if (this.page.shown.length >= 3 * MAX_SHOWN) {
      this.page.fail(new Error(`more than ${MAX_SHOWN} text-showing operators`));
      return;
    }
    this.page.shown.push(font, loadedName, chars);
  }
}
