/**
 * Synthetic PDF lines for unit tests of the stages that work on `Line`s (paragraphs, footnotes),
 * and the small shared pieces of the synthetic heading papers (test/helpers/heading-pdf.ts).
 * Coordinates are PDF points with a top-left origin (y grows down the page); every line is on
 * page 1.
 */
import type { Glyphs, Line } from '../../shared/extract/pdf/model.ts';
import type { ExtractResult } from '../../shared/extract/types.ts';

/** A run of a column line: its left and right edges and its text. */
export type Span = [x0: number, x1: number, text: string];

/** Type size of a column line (`columnLine`), in points. */
const COLUMN_SIZE = 10;
/** A column line's glyph tops this far above the baseline, bottoms this far below it. */
const COLUMN_ASCENT = 8;
const COLUMN_DESCENT = 2;
/** The edges of the two columns of a two-column page, by block: c0 the left one, c1 the right. */
const COLUMNS: Record<'c0' | 'c1', [number, number]> = { c0: [40, 290], c1: [320, 570] };

/** The edges of the text column of a one-column page, for the footnote lines. */
const PAGE_LEFT = 72;
const PAGE_RIGHT = 540;
/** A footnote line's glyph tops and bottoms from its baseline, in sizes of its type. */
const ASCENT_EM = 0.7;
const DESCENT_EM = 0.2;
/** Width of a character of the footnote lines, in sizes of its type. */
const CHAR_EM = 0.5;

/** A line from its glyph runs, its x extent that of the first and last run. */
function lineOf(items: Glyphs[], fields: Omit<Line, 'x0' | 'x1' | 'page' | 'items'>): Line {
  return { ...fields, x0: items[0].x0, x1: items[items.length - 1].x1, page: 1, items };
}

/**
 * A line of 10 pt type at baseline `base` in column `block` of a two-column page (c0: 40–290,
 * c1: 320–570), from its runs in `font`; its text is the runs' texts joined by spaces.
 */
export function columnLine(base: number, block: 'c0' | 'c1', runs: Span[], font = 'body'): Line {
  const [top, bottom] = [base - COLUMN_ASCENT, base + COLUMN_DESCENT];
  const items: Glyphs[] = runs.map(([x0, x1, str]) => ({
    str,
    font,
    x0,
    x1,
    base,
    top,
    bottom,
    size: COLUMN_SIZE,
  }));
  const [colLeft, colRight] = COLUMNS[block];
  return lineOf(items, {
    text: runs.map((r) => r[2]).join(' '),
    top,
    bottom,
    base,
    size: COLUMN_SIZE,
    block,
    font,
    colLeft,
    colRight,
  });
}

/**
 * A line of a one-column page (72–540) at baseline `base` whose runs, each [text, size, raise
 * above the baseline], follow one another from the left edge with no space between them (a
 * raised note mark and its note). The line's size is its largest run's; it has no font of its own.
 */
export function runLine(base: number, block: string, ...runs: [string, number, number?][]): Line {
  let x = PAGE_LEFT;
  const items: Glyphs[] = runs.map(([str, size, raise = 0]) => {
    const it = {
      str,
      x0: x,
      x1: x + CHAR_EM * size * str.length,
      base: base - raise,
      top: base - raise - ASCENT_EM * size,
      bottom: base - raise + DESCENT_EM * size,
      size,
      font: 'f',
    };
    x = it.x1;
    return it;
  });
  const size = Math.max(...runs.map((r) => r[1]));
  return pageLine(items, runs.map((r) => r[0]).join(''), base, size, block);
}

/**
 * A line of a one-column page (72–540) at baseline `base` in type of `size`, whose runs, each
 * [text, x0], start where given; its text is the runs' texts joined by spaces. No font of its own.
 */
export function placedLine(base: number, block: string, size: number, ...runs: [string, number][]): Line {
  const items: Glyphs[] = runs.map(([str, x0]) => ({
    str,
    x0,
    x1: x0 + CHAR_EM * size * str.length,
    base,
    top: base - ASCENT_EM * size,
    bottom: base + DESCENT_EM * size,
    size,
    font: 'f',
  }));
  return pageLine(items, runs.map((r) => r[0]).join(' '), base, size, block);
}

/** A line of the one-column page from its runs, `size` type on baseline `base`. */
function pageLine(items: Glyphs[], text: string, base: number, size: number, block: string): Line {
  return lineOf(items, {
    text,
    top: base - ASCENT_EM * size,
    bottom: base + DESCENT_EM * size,
    base,
    size,
    colLeft: PAGE_LEFT,
    colRight: PAGE_RIGHT,
    block,
  });
}

/** The heading blocks of an extraction as "<level> <text>" lines, in order. */
export function headingLines(out: ExtractResult): string[] {
  return (out.blocks ?? []).filter((b) => b.role === 'heading').map((b) => `${b.level} ${b.text}`);
}

/** Entries of a reference list of bracketed numbers, one line each ("[1] L. Nowak and …"). */
export const REFERENCE_ENTRIES = [
  '[1] L. Nowak and E. Rossi. A study of effect number 1. Journal of Applied Research, vol. 11, 2011.',
  '[2] H. Demir and K. Sato. A study of effect number 2. Journal of Applied Research, vol. 12, 2012.',
  '[3] A. Keller and L. Rossi. A study of effect number 3. Journal of Applied Research, vol. 13, 2013.',
  '[4] T. Berg and H. Garcia. A study of effect number 4. Journal of Applied Research, vol. 14, 2014.',
];
