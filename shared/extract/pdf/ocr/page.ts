/**
 * One page through OCR: render, recognise, find the orientation when the upright reading is poor,
 * and straighten a scanner's tilt. Words come back in PDF points in the page as read.
 */
import type { PdfSource } from '../pdfjs.ts';
import { cropRows, renderPage, turnImage, withRenderDoc } from './render.ts';
import type { GrayImage, OcrEngine, OcrWord } from './types.ts';
import { deskew, skewOf } from './words.ts';

/**
 * An upright reading with fewer well-read words than this is checked for a quarter or half turn
 * (and for sparse text). A page of prose has hundreds; a title page or a drawing a handful.
 */
const MIN_GOOD_WORDS = 25;
/** A well-read word: at least this confidence and two letters or digits. */
const GOOD_CONFIDENCE = 60;
/** A turn wins only when its crop reads this many times better than upright: noise reads as noise every way. */
const TURN_MARGIN = 2;
/** Orientation is tried on the middle of the page (rows 35%-65%): cheaper than the page, and past heads and feet. */
const CROP_FROM = 0.35;
const CROP_TO = 0.65;
const POINTS_PER_INCH = 72;

export interface ReadPage {
  words: OcrWord[];
  /** Page size in points as read (after the turn). */
  width: number;
  height: number;
  dpi: number;
  /** Quarter turns clockwise applied before reading. */
  turned: 0 | 1 | 2 | 3;
  /** Degrees of tilt removed. */
  skew: number;
}

/** Letters in a word (a word of at least this many reads wider than tall unless it runs sideways). */
const SIDEWAYS_MIN_LETTERS = 3;

const lettersOf = (w: OcrWord) => w.text.replace(/[^\p{L}\p{N}]/gu, '').length;
/**
 * Tesseract reads a page fed sideways too, as vertical lines: confident words in boxes taller
 * than wide, useless to a layout engine that reads rows. Such words do not count as well read.
 */
const sideways = (w: OcrWord) =>
  lettersOf(w) >= SIDEWAYS_MIN_LETTERS && w.bbox[3] - w.bbox[1] > w.bbox[2] - w.bbox[0];

/** Letters read with confidence in upright words, weighted by it: how much real text a reading holds. */
export function readingScore(words: readonly OcrWord[]): number {
  let score = 0;
  for (const w of words) {
    if (w.confidence < GOOD_CONFIDENCE || sideways(w)) continue;
    const letters = lettersOf(w);
    if (letters >= 2) score += (letters * w.confidence) / 100;
  }
  return score;
}

/** Share of the longer words running sideways above which a page is read as fed sideways. */
const SIDEWAYS_SHARE = 0.3;

/** A reading worth checking for another orientation: few well-read words, or many sideways ones. */
function doubtful(words: readonly OcrWord[]): boolean {
  const long = words.filter((w) => lettersOf(w) >= SIDEWAYS_MIN_LETTERS);
  return goodWords(words) < MIN_GOOD_WORDS || long.filter(sideways).length > SIDEWAYS_SHARE * long.length;
}

function goodWords(words: readonly OcrWord[]): number {
  return words.filter((w) => w.confidence >= GOOD_CONFIDENCE && lettersOf(w) >= 2 && !sideways(w)).length;
}

export async function readPage(
  source: Uint8Array | PdfSource,
  p: number,
  engine: OcrEngine,
  timeoutMs: number,
): Promise<ReadPage> {
  const t0 = Date.now();
  const left = () => Math.max(1, timeoutMs - (Date.now() - t0));
  return withRenderDoc(source, async (doc) => {
    let image: GrayImage = await renderPage(doc, p, 0);
    let words = await engine.recognize(image, { timeoutMs: left() });
    let turned: 0 | 1 | 2 | 3 = 0;
    if (doubtful(words)) {
      // Tesseract's OSD where the engine has it (native; unsure or too few letters: upright);
      // else the other orientations on a crop. The page is re-read turned only for a clear winner.
      let best: 0 | 1 | 2 | 3 = 0;
      if (engine.orientation) best = (await engine.orientation(image, left()).catch(() => null)) ?? 0;
      else {
        const crop = cropRows(image, CROP_FROM, CROP_TO);
        const scores = [readingScore(await engine.recognize(crop, { timeoutMs: left() }))];
        for (const q of [1, 2, 3] as const)
          scores.push(readingScore(await engine.recognize(turnImage(crop, q), { timeoutMs: left() })));
        const top = scores.indexOf(Math.max(...scores)) as 0 | 1 | 2 | 3;
        if (scores[top] > TURN_MARGIN * Math.max(1, scores[0])) best = top;
      }
      if (best !== 0) {
        const turnedImage = await renderPage(doc, p, best);
        const turnedWords = await engine.recognize(turnedImage, { timeoutMs: left() });
        if (readingScore(turnedWords) > readingScore(words)) {
          [image, words, turned] = [turnedImage, turnedWords, best];
        }
      }
      // Scattered text (a poster, a drawing's labels): the sparse mode finds words layout analysis drops.
      if (goodWords(words) < MIN_GOOD_WORDS) {
        const sparse = await engine.recognize(image, { sparse: true, timeoutMs: left() });
        if (readingScore(sparse) > readingScore(words)) words = sparse;
      }
    }
    const scale = POINTS_PER_INCH / image.dpi;
    const width = image.width * scale;
    const height = image.height * scale;
    const inPoints = words.map((w) => ({
      ...w,
      bbox: w.bbox.map((v) => v * scale) as OcrWord['bbox'],
    }));
    const skew = skewOf(inPoints);
    return { words: deskew(inPoints, skew, width, height), width, height, dpi: image.dpi, turned, skew };
  });
}
