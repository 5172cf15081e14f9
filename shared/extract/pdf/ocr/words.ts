/**
 * OCR words → the text items pdf.js gives (`str`, `transform`, `width`, `fontName`), so the
 * layout engine (rows, columns, boilerplate, footnotes, de-hyphenation, headings) reads a scan
 * exactly as it reads a born-digital page.
 *
 * Tesseract boxes words by their ink, so a word's height depends on its letters ("on" is half of
 * "typed"). A line's type size is the height of its words of widest reach (x-height, ascender,
 * descender) over the share of the em that reach spans, evened out over the paragraph, because the engine breaks paragraphs at a 12% size change and headings and running
 * heads are told apart by size: a title line without a descender ("How to make words with
 * vectors:") must not measure as small as body text. Every word of a line gets the line's baseline, so the
 * row clustering keeps OCR lines whole.
 */
import { median } from '../model.ts';
import type { OcrWord } from './types.ts';

/** Ascender height as a share of the type size (items.ts's run box: ascender 0.78 + descender 0.22). */
const ASCENT = 0.78;
/** Descender depth as a share of the size (items.ts's DESCENT). */
const DESCENT = 0.22;
/** x-height as a share of the size (Times, Computer Modern and Helvetica: 0.43-0.52). */
const X_HEIGHT = 0.48;
/** Glyphs that reach the ascender or cap height: the dots of i and j and accents do too. */
const ASCENDERS = /[A-Zbdfhijklt0-9()[\]{}|/!?'"%&#@§ß\u00C0-\u024F]/;
/** A line whose size is within this share of its paragraph's median takes the median. */
const PARAGRAPH_SIZE_SLACK = 0.25;
/** Letters that reach below the baseline: words with them do not sit on it. */
const DESCENDERS = /[gjpqy,;()[\]{}|/§µ]/;
/** Skew (degrees) below which a page is left as it is, and above which it is not a scanner's tilt. */
const MIN_SKEW_DEG = 0.15;
const MAX_SKEW_DEG = 5;
/** Words a line needs before its slope says anything about the page's skew. */
const SKEW_MIN_WORDS = 4;

/** One text item in pdf.js's shape: user space with the origin at the bottom left. */
export interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
  dir: string;
  hasEOL: boolean;
}

/** Words grouped by Tesseract line (block, paragraph, line), in reading order of the ids. */
function lines(words: readonly OcrWord[]): OcrWord[][] {
  const by = new Map<string, OcrWord[]>();
  for (const w of words) {
    const key = `${w.block}.${w.par}.${w.line}`;
    const list = by.get(key);
    if (list) list.push(w);
    else by.set(key, [w]);
  }
  return [...by.values()];
}

/**
 * The page's skew in degrees (positive: lines fall to the right), from the slope of the word
 * bottoms along each long line; 0 when it is too small to matter or too large to be a tilt.
 */
export function skewOf(words: readonly OcrWord[]): number {
  const angles: number[] = [];
  for (const line of lines(words)) {
    if (line.length < SKEW_MIN_WORDS) continue;
    const pts = line.map((w) => [(w.bbox[0] + w.bbox[2]) / 2, (w.bbox[1] + w.bbox[3]) / 2]);
    const mx = pts.reduce((s, p) => s + p[0], 0) / pts.length;
    const my = pts.reduce((s, p) => s + p[1], 0) / pts.length;
    let sxy = 0;
    let sxx = 0;
    for (const [x, y] of pts) {
      sxy += (x - mx) * (y - my);
      sxx += (x - mx) ** 2;
    }
    if (sxx > 0) angles.push((Math.atan(sxy / sxx) * 180) / Math.PI);
  }
  if (!angles.length) return 0;
  const a = median(angles);
  return Math.abs(a) < MIN_SKEW_DEG || Math.abs(a) > MAX_SKEW_DEG ? 0 : a;
}

/** Words turned by -`deg` about the page centre: the box moves with its centre and keeps its size. */
export function deskew(words: readonly OcrWord[], deg: number, width: number, height: number): OcrWord[] {
  if (!deg) return [...words];
  const r = (-deg * Math.PI) / 180;
  const [cos, sin, cx, cy] = [Math.cos(r), Math.sin(r), width / 2, height / 2];
  return words.map((w) => {
    const [x0, y0, x1, y1] = w.bbox;
    const mx = (x0 + x1) / 2 - cx;
    const my = (y0 + y1) / 2 - cy;
    const nx = cx + mx * cos - my * sin;
    const ny = cy + mx * sin + my * cos;
    const hw = (x1 - x0) / 2;
    const hh = (y1 - y0) / 2;
    return { ...w, bbox: [nx - hw, ny - hh, nx + hw, ny + hh] };
  });
}

/** The share of the em a word's ink spans, from the letters it has: "typed" 1, "vectors" 0.78, "on" 0.48. */
function inkShare(text: string): number {
  return (ASCENDERS.test(text) ? ASCENT : X_HEIGHT) + (DESCENDERS.test(text) ? DESCENT : 0);
}

/** Words (points, top-left origin, page `height` tall) → pdf.js-shaped text items. */
export function toTextItems(words: readonly OcrWord[], height: number): TextItemLike[] {
  const grouped = lines(words);
  // The words whose letters reach furthest (both an ascender and a descender on nearly every body
  // line) measured against that reach; the median of them, as one box that took in a neighbour's
  // ink must not set the line's size. A title line without descenders ("How to make words with
  // vectors:") is measured against its ascenders, not as if it were smaller type.
  const inkOf = (line: OcrWord[]) => {
    const reach = Math.max(...line.map((w) => inkShare(w.text)));
    return median(line.filter((w) => inkShare(w.text) === reach).map((w) => w.bbox[3] - w.bbox[1])) / reach;
  };
  const parMedian = new Map<string, number>();
  const byPar = new Map<string, number[]>();
  for (const line of grouped) {
    const key = `${line[0].block}.${line[0].par}`;
    byPar.set(key, [...(byPar.get(key) ?? []), inkOf(line)]);
  }
  for (const [k, v] of byPar) parMedian.set(k, median(v));
  const items: TextItemLike[] = [];
  for (const line of grouped) {
    const ink = inkOf(line);
    const med = parMedian.get(`${line[0].block}.${line[0].par}`) ?? ink;
    const size = Math.abs(ink - med) <= PARAGRAPH_SIZE_SLACK * med ? med : ink;
    const flat = line.filter((w) => !DESCENDERS.test(w.text));
    const base = flat.length
      ? median(flat.map((w) => w.bbox[3]))
      : median(line.map((w) => w.bbox[3])) - DESCENT * size;
    const sorted = [...line].sort((a, b) => a.bbox[0] - b.bbox[0]);
    for (const [i, w] of sorted.entries())
      items.push({
        // Tesseract's words are words: the space after each (but the line's last) is known, not
        // guessed from a gap that at scanner resolution and tight spacing can fall under SPACE_GAP_EM.
        str: i < sorted.length - 1 ? `${w.text} ` : w.text,
        transform: [size, 0, 0, size, w.bbox[0], height - base],
        width: w.bbox[2] - w.bbox[0],
        height: size,
        fontName: 'ocr',
        dir: 'ltr',
        hasEOL: false,
      });
  }
  return items;
}
