/**
 * Columns and regions, per page. A gutter is an x position that no run covers over runs of
 * consecutive rows that have text on both sides; it must hold over a good share of the text
 * height, so a gap that exists "just anywhere" (a ragged line end, a figure's labels, a wide
 * word space) does not count. Rows that cross the gutter with text well into both sides are
 * full-width (title, abstract, `figure*` captions) and cut the page into bands; within a band,
 * the left side is laid out before the right side, recursively (three columns = two gutters).
 * The gutter search is in column-gutter.ts; the header block cut off a band's top, in
 * column-header.ts; first-page box bands, in column-boxes.ts; what they share, in column-rows.ts.
 */
import { authorGrid, GRID_BLOCK_MARK, type Grid } from './author-grid.ts';
import { boxGutter, pushBoxes, topBoxRows } from './column-boxes.ts';
import {
  findGutter,
  GUTTER_MIN_SHARE,
  GUTTER_SEARCH_MARGIN,
  type Gutter,
  MIN_GUTTER_EM,
  MIN_SIDE_ROWS,
  NARROW_GUTTER_EM,
  NESTED_GUTTER_MIN_SHARE,
  restrict,
} from './column-gutter.ts';
import { headerCut, wordy } from './column-header.ts';
import { bodySize, type Column, extent, fullWidth, isFullWidth } from './column-rows.ts';
import { columnSections, spansRegion } from './column-sections.ts';
import { type DocGutter, thinGutter } from './doc-gutter.ts';
import type { Glyphs, Row } from './model.ts';

/**
 * A band's gutter separates sections (column-sections.ts) only when it holds over this share of
 * the band and both sides are prose columns, at least this share of the width: a table's cell
 * gaps between two full-width lines are a grid of their own but not a new column layout.
 */
const SECTION_GUTTER_MIN_SHARE = 0.5;
const SECTION_COLUMN_SHARE = 0.35;
/** Nesting depth: page → columns → sub-columns covers three- and four-column layouts. */
const MAX_DEPTH = 3;
/** A continuation line has the same size (within this share) and a baseline step of at most this many sizes (single spacing ≈ 1.2). */
const CONTINUATION_SIZE_SLACK = 0.1;
const CONTINUATION_PITCH_EM = 1.5;

export type { Column } from './column-rows.ts';

/** Top-level gutters found by `pageGutter`, kept for the page's layout so the scan runs once. */
const pageGutters = new WeakMap<readonly Row[], Gutter | null>();

/**
 * The short last line of a full-width paragraph (a `figure*` caption, an abstract) does not
 * reach across the gutter, but it is not a column: same size, normal line pitch, inside the
 * previous row's extent, and text on one side only. The side is read as `restrict` assigns runs,
 * by their centres: a last line that ends a few points past the gutter's middle (2206.11906's
 * caption under a two-panel figure, whose gutter lies between the panels' labels) is still on
 * one side.
 */
function continuesFullWidth(prev: Row | null, prevFull: boolean, r: Row, g: Gutter): boolean {
  if (!prev || !prevFull) return false;
  if (Math.abs(r.size - prev.size) > CONTINUATION_SIZE_SLACK * prev.size) return false;
  if (r.base - prev.base > CONTINUATION_PITCH_EM * prev.size) return false;
  if (r.x0 < prev.x0 - prev.size || r.x1 > prev.x1 + prev.size) return false;
  const left = (it: Glyphs) => it.x0 + it.x1 < 2 * g.x;
  return r.items.every(left) || !r.items.some(left);
}

/** The rows above an author grid, each of its blocks as a column of its own, then the rows below it. */
function pushGrid(grid: Grid, lo: number, hi: number, id: string, out: Column[]): void {
  let k = 0;
  if (grid.before.length) out.push(fullWidth(grid.before, lo, hi, `${id}.${k++}L`));
  for (const b of grid.blocks) out.push({ rows: b, ...extent(b), id: `${id}.${k++}${GRID_BLOCK_MARK}` });
  if (grid.after.length) out.push(fullWidth(grid.after, lo, hi, `${id}.${k++}L`));
}

/**
 * `bands` numbers the region's bands; the sections of one page share it, so that band ids stay
 * unique and keep their `p<page>.<band>.<k>L|R` shape.
 */
function layout(
  rows: Row[],
  lo: number,
  hi: number,
  depth: number,
  id: string,
  out: Column[],
  bands = { n: 0 },
  ownId = id,
  firstPage = false,
  doc: DocGutter | null = null,
): void {
  if (!rows.length) return;
  const own =
    depth === 0 && pageGutters.has(rows)
      ? (pageGutters.get(rows) ?? null)
      : depth < MAX_DEPTH
        ? findGutter(rows, lo, hi, depth ? NESTED_GUTTER_MIN_SHARE : GUTTER_MIN_SHARE, undefined, depth === 0)
        : null;
  // A page (or section) without a gutter of its own may split at the document's one.
  const lent =
    !own && depth === 0 && doc
      ? thinGutter(rows, lo, hi, doc, GUTTER_SEARCH_MARGIN, doc.narrow ? NARROW_GUTTER_EM : MIN_GUTTER_EM)
      : null;
  const g: Gutter | null = own ?? lent;
  if (!g) {
    const grid = firstPage && depth === 0 ? authorGrid(rows) : null;
    if (grid) pushGrid(grid, lo, hi, ownId, out);
    else out.push({ rows, ...extent(rows), id: ownId });
    return;
  }
  const start = out.length;
  let band: Row[] = [];
  let full = false;
  const flush = () => {
    if (!band.length) return;
    // Whether a band of the page lies above this one.
    const under = bands.n > 0;
    const bid = `${id}.${bands.n++}`;
    // On the first page, author blocks side by side in a full-width band are read block by block.
    const grid = full && firstPage ? authorGrid(band) : null;
    const box = full && firstPage && depth === 0 && !grid ? boxGutter(band, lo, hi) : null;
    if (grid) pushGrid(grid, lo, hi, bid, out);
    else if (box) pushBoxes(band, box, lo, hi, bid, out);
    else if (full) out.push(fullWidth(band, lo, hi, bid));
    else {
      const parts = headerCut(band, lo, g.x, hi);
      parts.forEach((part, k) => {
        // On the first page, header halves under a full-width band (the title) are units of their
        // own, as an author grid's blocks are: no paragraph runs from one author's affiliation
        // into the other half or into the abstract below.
        const mark = firstPage && under && k === 0 && parts.length > 1 && wordy(part) ? GRID_BLOCK_MARK : '';
        layout(restrict(part, lo, g.x), lo, g.x, depth + 1, `${bid}.${k}L${mark}`, out);
        layout(restrict(part, g.x, hi), g.x, hi, depth + 1, `${bid}.${k}R${mark}`, out);
      });
    }
    band = [];
  };
  const body = bodySize(rows);
  const crossing = rows.map((r) => isFullWidth(r, g, lo, hi, body));
  const top = firstPage && depth === 0 ? topBoxRows(rows, crossing, lo, hi) : 0;
  let prev: Row | null = null;
  for (const [i, r] of rows.entries()) {
    const f: boolean = i < top || crossing[i] || continuesFullWidth(prev, full, r, g);
    prev = r;
    if (f !== full) {
      flush();
      full = f;
    }
    band.push(r);
  }
  flush();
  if (lent) for (const c of out.slice(start)) c.docGutter = true;
}

/** The region a page's rows are laid out in: their extent and a point of slack. */
function pageRegion(rows: readonly Row[]): { lo: number; hi: number } {
  const { left, right } = extent(rows);
  return { lo: left - 1, hi: right + 1 };
}

/**
 * The page's own top-level gutter (what `layoutPage` splits a one-section page at), kept for
 * `layoutPage` on the same rows so that the scan runs once.
 */
export function pageGutter(rows: Row[]): Gutter | null {
  if (!rows.length) return null;
  const { lo, hi } = pageRegion(rows);
  const g = findGutter(rows, lo, hi, GUTTER_MIN_SHARE, undefined, true);
  pageGutters.set(rows, g);
  return g;
}

/**
 * Order a page's rows into columns: bands top to bottom, columns left to right within a band.
 * `doc`, the document's gutter (doc-gutter.ts), is used where the page finds none of its own.
 */
export function layoutPage(rows: Row[], page: number, doc: DocGutter | null = null): Column[] {
  if (!rows.length) return [];
  const out: Column[] = [];
  const { lo, hi } = pageRegion(rows);
  const sections = columnSections(
    rows,
    (r) => spansRegion(r, lo, hi, MIN_GUTTER_EM),
    (band) => findGutter(band, lo, hi, SECTION_GUTTER_MIN_SHARE, SECTION_COLUMN_SHARE),
    2 * MIN_SIDE_ROWS,
  );
  const id = `p${page}`;
  const first = page === 1;
  if (sections.length === 1) layout(rows, lo, hi, 0, id, out, { n: 0 }, id, first, doc);
  else {
    // Sections share the page's band numbering; one without a gutter is a band of its own.
    const bands = { n: 0 };
    for (const s of sections) layout(s, lo, hi, 0, id, out, bands, `${id}.${bands.n++}`, first, doc);
  }
  return out;
}
