/**
 * Justified text set narrower than its column (an abstract in a quotation's margins, a quoted
 * passage): its lines end short of the column's right edge yet are full lines, not the short
 * last lines that end a paragraph (the article class's one-column abstract broke after every
 * line). Used by paragraphs.ts.
 */
import type { Line } from './model.ts';

/**
 * Two lines in a row that end within this many points of each other, short of the column's
 * right edge, end at their own measure. Justified line ends agree to a few hundredths of a
 * point; a paragraph's last line meeting the next line's end that closely is rare.
 */
const MEASURE_TOLERANCE = 0.5;
/** Lines of such a narrower measure are at least this share of the column's text width. */
const MEASURE_MIN_SHARE = 0.6;
/**
 * …and are running text: no gap between runs wider than this many font sizes. Table rows with
 * right-aligned numbers end at one x too, but LaTeX puts 1.2 em between cells (booktabs rows
 * taken for one measure were joined into one paragraph); a stretched word space stays under 1 em.
 */
const MEASURE_MAX_GAP_EM = 1;

/**
 * Lines of `ls` (one block, reading order, its lines' edges `left` and `right`) that share their
 * right end with a neighbour: a narrower justified measure. A line ending within `fullEm` font
 * sizes of `right` is a full line of the column's own measure and is not counted.
 */
export function narrowerMeasure(ls: readonly Line[], left: number, right: number, fullEm: number): Set<Line> {
  const out = new Set<Line>();
  const wide = (l: Line) =>
    l.x1 - l.x0 >= MEASURE_MIN_SHARE * (right - left) &&
    (l.items ?? []).every(
      (it, k, items) => k === 0 || it.x0 - items[k - 1].x1 <= MEASURE_MAX_GAP_EM * l.size,
    );
  for (let k = 0; k + 1 < ls.length; k++) {
    const a = ls[k];
    const b = ls[k + 1];
    if (a.size !== b.size || !wide(a) || !wide(b) || Math.abs(a.x1 - b.x1) > MEASURE_TOLERANCE) continue;
    if (right - a.x1 <= fullEm * a.size) continue;
    out.add(a);
    out.add(b);
  }
  return out;
}
