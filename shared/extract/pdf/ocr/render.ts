/**
 * Page images for OCR: pdf.js draws the page onto an @napi-rs/canvas, read back as grayscale.
 * A separate pdf.js document is opened for this, because the text pass caps image decoding at
 * 256 x 256 pixels (pdfjs.ts) and a scan is one large image.
 */
import { createCanvas } from '@napi-rs/canvas';
import { type PdfDocument, type PdfSource, withPdf } from '../pdfjs.ts';
import type { GrayImage } from './types.ts';

/**
 * Resolution for text. Tesseract's models are trained on glyphs with an x-height of roughly 20-30
 * pixels; 10 pt body type at 300 dpi has a 20-pixel x-height, at 150 dpi only 10, where accuracy
 * drops sharply (Tesseract's own guidance is "at least 300 dpi"). Most scanners write 300 dpi,
 * so rendering finer only adds interpolated pixels and time.
 */
export const TARGET_DPI = 300;
/**
 * Pixels one page image may have: a letter or A4 page at 300 dpi is 8.4-8.7 million. A poster or
 * a hostile 14,400 pt MediaBox is rendered at a lower resolution instead, however coarse (about 3
 * A4 pages' worth; the canvas alone is 4 bytes a pixel): the cap is a safety limit and wins.
 */
export const MAX_PAGE_PIXELS = 25_000_000;
/**
 * Images decoded while rendering, in pixels: a 600 dpi A4 scan is 35 million. A larger image in a
 * hostile file is not decoded (the page renders without it) instead of filling memory.
 */
const MAX_DECODE_PIXELS = 64_000_000;
const POINTS_PER_INCH = 72;

/** The dpi for a page of `width` x `height` points: TARGET_DPI unless that exceeds MAX_PAGE_PIXELS. */
export function dpiFor(width: number, height: number): number {
  const area = Math.max(1, width * height) / (POINTS_PER_INCH * POINTS_PER_INCH);
  const capped = Math.sqrt(MAX_PAGE_PIXELS / area);
  return Math.max(1, Math.min(TARGET_DPI, Math.floor(capped)));
}

/** Open `bytes` for rendering (images decoded up to the render cap), run `fn`, always destroy the document. */
export function withRenderDoc<T>(
  source: Uint8Array | PdfSource,
  fn: (doc: PdfDocument) => Promise<T>,
): Promise<T> {
  const { bytes, password } = source instanceof Uint8Array ? { bytes: source, password: undefined } : source;
  return withPdf(bytes, fn, { maxImageSize: MAX_DECODE_PIXELS, password });
}

/**
 * Render page `p` turned by `quarter` quarter turns clockwise (on top of its own /Rotate), as
 * grayscale. `dpi` defaults to the page-size choice above.
 */
export async function renderPage(doc: PdfDocument, p: number, quarter = 0, dpi?: number): Promise<GrayImage> {
  const page = await doc.getPage(p);
  try {
    const base = page.getViewport({ scale: 1, rotation: (page.rotate + quarter * 90) % 360 });
    const res = dpi ?? dpiFor(base.width, base.height);
    const viewport = page.getViewport({
      scale: res / POINTS_PER_INCH,
      rotation: (page.rotate + quarter * 90) % 360,
    });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    const canvas = createCanvas(width, height);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    await page.render({ canvas: canvas as never, canvasContext: ctx as never, viewport }).promise;
    const rgba = ctx.getImageData(0, 0, width, height).data;
    const data = new Uint8Array(width * height);
    // ITU-R BT.601 luma in integer arithmetic (weights sum to 256).
    for (let i = 0, j = 0; i < data.length; i++, j += 4)
      data[i] = (77 * rgba[j] + 150 * rgba[j + 1] + 29 * rgba[j + 2]) >> 8;
    return { width, height, data, dpi: res };
  } finally {
    page.cleanup();
  }
}

/** The image as binary PGM (P5): a format both Tesseract and tesseract.js (Leptonica) read. */
export function toPgm(image: GrayImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'ascii');
  return Buffer.concat([header, Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length)]);
}

/** A quarter-turned copy (clockwise `quarter` times), for trying orientations on a crop. */
export function turnImage(image: GrayImage, quarter: 0 | 1 | 2 | 3): GrayImage {
  if (quarter === 0) return image;
  const { width: w, height: h, data } = image;
  const swap = quarter % 2 === 1;
  const out = new Uint8Array(w * h);
  const ow = swap ? h : w;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const [nx, ny] =
        quarter === 1 ? [h - 1 - y, x] : quarter === 2 ? [w - 1 - x, h - 1 - y] : [y, w - 1 - x];
      out[ny * ow + nx] = data[y * w + x];
    }
  return { width: ow, height: swap ? w : h, data: out, dpi: image.dpi };
}

/** The rows between `from` and `to` (shares of the height). */
export function cropRows(image: GrayImage, from: number, to: number): GrayImage {
  const y0 = Math.floor(image.height * from);
  const y1 = Math.max(y0 + 1, Math.floor(image.height * to));
  return {
    width: image.width,
    height: y1 - y0,
    data: image.data.subarray(y0 * image.width, y1 * image.width),
    dpi: image.dpi,
  };
}
