/**
 * Sections of a page whose column grids differ. The gutter search in columns.ts looks over the
 * whole page; a page that starts with the end of the previous article in two columns and then
 * opens a new article (title across the page, then an abstract and body on another grid) has two
 * gutters at different x, and the page-wide search finds only one of them: the other grid's
 * lines then cross it and are read as full-width rows, left and right interleaved
 * (olmOCR multi_column_miss). So the page is first cut into horizontal bands at rows that span
 * it without a gutter-wide gap (a title, a full-width line, a rule set in dots), each band's
 * gutter is found on its own, and consecutive bands are kept together as long as their gutters
 * agree. A band without a gutter (a title, a one-column abstract, a few short lines) goes with
 * any grid; only two bands with gutters at different x start a new section. A page with one
 * section is laid out exactly as before.
 */
import type { Row } from './model.ts';

/** A spanning row covers at least this share of the page's text width: a line of a two-column page stays under half. */
const SPAN_MIN_SHARE = 0.75;
/** Two gutters agree when their clear stretches overlap or come within this many points (scan step and rounding). */
const GUTTER_SLACK = 2;

export interface GutterSpan {
  left: number;
  right: number;
}

/** Whether `row` spans the region [lo, hi] with no gap of `minGapEm` font sizes between its runs (runs sorted by x). */
export function spansRegion(row: Row, lo: number, hi: number, minGapEm: number): boolean {
  if (row.x1 - row.x0 < SPAN_MIN_SHARE * (hi - lo)) return false;
  let reach = Number.NEGATIVE_INFINITY;
  for (const it of row.items) {
    if (reach > Number.NEGATIVE_INFINITY && it.x0 - reach >= minGapEm * row.size) return false;
    reach = Math.max(reach, it.x1);
  }
  return true;
}

function agree(a: GutterSpan, b: GutterSpan): boolean {
  return a.left <= b.right + GUTTER_SLACK && b.left <= a.right + GUTTER_SLACK;
}

/**
 * The page's rows (in reading order of baselines) grouped into sections with one column grid
 * each. `spanning` tells a row that cuts bands; `gutterOf` finds a band's gutter, or null, in a
 * band of at least `minRows` rows.
 */
export function columnSections(
  rows: readonly Row[],
  spanning: (r: Row) => boolean,
  gutterOf: (band: Row[]) => GutterSpan | null,
  minRows: number,
): Row[][] {
  const bands: Row[][] = [];
  let cur: Row[] = [];
  let curSpans = false;
  for (const r of rows) {
    const s = spanning(r);
    if (cur.length && s !== curSpans) {
      bands.push(cur);
      cur = [];
    }
    curSpans = s;
    cur.push(r);
  }
  if (cur.length) bands.push(cur);
  // Two grids need two bands with enough rows for a gutter each (`minRows`); else skip the searches.
  const candidates = bands.filter((b) => b.length >= minRows && !spanning(b[0]));
  if (candidates.length < 2) return [rows.slice()];
  const sections: Row[][] = [];
  let section: Row[] = [];
  /** Bands without a gutter since the section's last gutter band: they head the next section if one starts. */
  let pending: Row[] = [];
  let grid: GutterSpan | null = null;
  for (const band of bands) {
    const g = candidates.includes(band) ? gutterOf(band) : null;
    if (!g) {
      pending.push(...band);
      continue;
    }
    if (grid && !agree(grid, g)) {
      sections.push(section);
      section = [];
    }
    if (!grid || !agree(grid, g)) grid = g;
    section.push(...pending, ...band);
    pending = [];
  }
  section.push(...pending);
  sections.push(section);
  return sections.filter((s) => s.length > 0);
}
