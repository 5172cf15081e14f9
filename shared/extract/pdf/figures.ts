/**
 * Figure captions leave the body for the `captions` stream (as HTML already does); table
 * captions stay where they are (the table code and `[Table N: …]` placeholders rely on them).
 * Each figure caption also gives a figure region: the blank-of-text band between the caption
 * and the nearest body text above it (below it when the band above is too thin). This is a
 * whitespace estimate, used where the page's drawing gave no figure there: a figure found from
 * what the page draws (figure-regions.ts) replaces the estimate it meets.
 */
import type { BBox, Place, PlacedBlock } from '../types.ts';
import type { Line } from './model.ts';
import type { Para } from './paragraphs.ts';

/** "Figure 3:", "Fig. 3.", "FIGURE 2", "Figure S1." at the start of a caption float. */
export const FIGURE_CAPTION = /^(?:fig(?:ure)?s?\.?)\s*(?:S?\d+|[IVXL]+)\b/i;
/** A band thinner than this many body pitches holds no figure: look on the other side of the caption. */
const MIN_REGION_PITCHES = 2;

/** The union of the lines' boxes on the first line's page. */
export function linesBox(lines: readonly Line[]): BBox | null {
  if (!lines.length) return null;
  const page = lines[0].page;
  const on = lines.filter((l) => l.page === page);
  return [
    Math.min(...on.map((l) => l.x0)),
    Math.min(...on.map((l) => l.top)),
    Math.max(...on.map((l) => l.x1)),
    Math.max(...on.map((l) => l.bottom)),
  ];
}

export function placeOf(lines: readonly Line[]): Place {
  return { page: lines[0]?.page ?? null, bbox: linesBox(lines) };
}

/** Split figure captions off the paragraphs. */
export function splitFigureCaptions(paras: readonly Para[]): { body: Para[]; captions: Para[] } {
  const body: Para[] = [];
  const captions: Para[] = [];
  for (const p of paras) (p.float === 'caption' && FIGURE_CAPTION.test(p.text) ? captions : body).push(p);
  return { body, captions };
}

/**
 * The figure region of each caption: across the caption's column box, from the bottom of the
 * nearest text line above (labels of the figure itself excepted) to the caption's top; when that
 * band is thinner than MIN_REGION_PITCHES, from the caption's bottom to the next text below.
 */
export function figureRegions(
  captions: readonly Para[],
  pageLines: ReadonlyMap<number, readonly Line[]>,
  labels: ReadonlySet<Line>,
  pitch: number,
): PlacedBlock[] {
  const out: PlacedBlock[] = [];
  for (const c of captions) {
    const box = linesBox(c.lines);
    if (!box) continue;
    const page = c.lines[0].page;
    const left = Math.min(...c.lines.map((l) => l.colLeft));
    const right = Math.max(...c.lines.map((l) => l.colRight));
    const all = pageLines.get(page) ?? [];
    const others = all.filter(
      (l) => !c.lines.includes(l) && !labels.has(l) && Math.min(l.x1, right) - Math.max(l.x0, left) > 0,
    );
    const pageTop = Math.min(...all.map((l) => l.top));
    const pageBottom = Math.max(...all.map((l) => l.bottom));
    const above = Math.max(pageTop, ...others.filter((l) => l.bottom <= box[1]).map((l) => l.bottom));
    let region: BBox = [left, above, right, box[1]];
    if (box[1] - above < MIN_REGION_PITCHES * pitch) {
      const below = Math.min(pageBottom, ...others.filter((l) => l.top >= box[3]).map((l) => l.top));
      if (below - box[3] >= MIN_REGION_PITCHES * pitch) region = [left, box[3], right, below];
    }
    out.push({ role: 'figure', page, bbox: region });
  }
  return out;
}
