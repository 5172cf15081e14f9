/**
 * Columns and regions, per page. A gutter is an x position that no run covers over runs of
 * consecutive rows that have text on both sides; it must hold over a good share of the text
 * height, so a gap that exists "just anywhere" (a ragged line end, a figure's labels, a wide
 * word space) does not count. Rows that cross the gutter with text well into both sides are
 * full-width (title, abstract, `figure*` captions) and cut the page into bands; within a band,
 * the left side is laid out before the right side, recursively (three columns = two gutters).
 */
import { authorGrid, GRID_BLOCK_MARK, type Grid } from './author-grid.ts';
import { columnSections, spansRegion } from './column-sections.ts';
import { COVER_PAD_EM, SideScan } from './column-sides.ts';
import { CoverScan } from './cover-scan.ts';
import { type DocGutter, thinGutter } from './doc-gutter.ts';
import { dominantSize, type Glyphs, type Row, rowFrom } from './model.ts';

/** Margin of the region excluded from gutter search, as a share of its width (a gutter is never at the edge). */
const GUTTER_SEARCH_MARGIN = 0.18;
/** A run of free rows counts only with text on each side in at least this many rows. */
const MIN_SIDE_ROWS = 3;
/** Share of the region's text height the gutter must hold over: top level (floats and a one-column title block may take the rest) and nested (a third column spans the band). */
const GUTTER_MIN_SHARE = 0.25;
const NESTED_GUTTER_MIN_SHARE = 0.25;
/** Each side's longer rows (upper quartile) must be at least this share of the region width: table cells are narrower than text columns. */
const MIN_COLUMN_SHARE = 0.2;
/**
 * A band's gutter separates sections (column-sections.ts) only when it holds over this share of
 * the band and both sides are prose columns, at least this share of the width: a table's cell
 * gaps between two full-width lines are a grid of their own but not a new column layout.
 */
const SECTION_GUTTER_MIN_SHARE = 0.5;
const SECTION_COLUMN_SHARE = 0.35;
/**
 * A gutter is at least this wide, in font sizes, between the text on its two sides: justified
 * word spaces stay below ~0.8 em, so aligned word gaps ("rivers") never qualify, while column
 * gutters measure 1.2 em (IEEE) to 3 em.
 */
const MIN_GUTTER_EM = 0.9;
/** A crossing row is full-width only if it reaches this share of each side's width past the gutter; less is a line that spills into the gutter. */
const FULL_WIDTH_REACH = 0.15;
/** Nesting depth: page → columns → sub-columns covers three- and four-column layouts. */
const MAX_DEPTH = 3;
/**
 * A side-by-side block at the top of a band (authors and affiliations under a title) set apart
 * from the rest by a blank line is laid out on its own: its halves are not the start of the
 * body columns. Limited to the band's first rows so that coinciding paragraph gaps in a
 * two-column body never cut it.
 */
const HEADER_MAX_ROWS = 6;
/** An author block has a name and at least an affiliation or address; one row above a gap is a heading. */
const HEADER_MIN_ROWS = 2;
/** Blank space, in font sizes, that separates such a block (one empty line ≈ 1 em or more). */
const HEADER_GAP_EM = 1.0;
/**
 * Two side-by-side lines at the top of a band that are each a full line of the column below
 * them (a paragraph's last full line on the left, a reference entry on the right, REVTeX PRL's
 * page 4) are the columns running on over coinciding gaps, not a header: a header line fills
 * its column's measure on both sides rarely, body text on nearly every line. A full line starts
 * and ends within this many of its font sizes of the edges most of the side's lines below share…
 */
const COLUMN_EDGE_EM = 1;
/** …the outermost edges that at least this many lines below share, within this many points. */
const MIN_EDGE_LINES = 3;
const EDGE_SLACK_PT = 1;
/**
 * A first page's header is read as units of their own (layout) only when at most this share of
 * its letters and digits are digits: author blocks (e-mails and postcodes have some), not the
 * top rows of a table (spanning_cells' "Server class 2007 Mid-range 4,921 High-end 76,295").
 */
const HEADER_MAX_DIGIT_SHARE = 0.3;
/** A full line is a line of text: at least this many words (a chart's tick row may span a column too). */
const MIN_LINE_WORDS = 4;
/** A continuation line has the same size (within this share) and a baseline step of at most this many sizes (single spacing ≈ 1.2). */
const CONTINUATION_SIZE_SLACK = 0.1;
const CONTINUATION_PITCH_EM = 1.5;
/** Step of the gutter scan in points (one: `CoverScan.sideCounts` counts whole points). */
const SCAN_STEP = 1;

export interface Column {
  rows: Row[];
  left: number;
  right: number;
  id: string;
  /** The page found no gutter of its own and was split at the document's (doc-gutter.ts). */
  docGutter?: boolean;
}

export interface Gutter {
  x: number;
  left: number;
  right: number;
}

/** Top-level gutters found by `pageGutter`, kept for the page's layout so the scan runs once. */
const pageGutters = new WeakMap<readonly Row[], Gutter | null>();

/** Vertical span of the runs of free rows at `x` that have text on both sides. */
function score(rows: readonly Row[], x: number, scan: CoverScan): number {
  let span = 0;
  let firstTop = 0;
  let lastBottom = 0;
  let open = false;
  let nl = 0;
  let nr = 0;
  for (let i = 0; i <= rows.length; i++) {
    const r = rows[i];
    if (i === rows.length || scan.covers(i, x)) {
      if (open && nl >= MIN_SIDE_ROWS && nr >= MIN_SIDE_ROWS) span += lastBottom - firstTop;
      open = false;
      nl = nr = 0;
      continue;
    }
    if (!open) firstTop = r.top;
    open = true;
    lastBottom = r.bottom;
    // A free row's runs lie wholly on one side of x or the other.
    if (r.x0 < x) nl++;
    if (r.x1 > x) nr++;
  }
  return span;
}

function findGutter(
  rows: readonly Row[],
  lo: number,
  hi: number,
  minShare: number,
  columnShare = MIN_COLUMN_SHARE,
): Gutter | null {
  if (rows.length < 2 * MIN_SIDE_ROWS) return null;
  const width = hi - lo;
  const top = Math.min(...rows.map((r) => r.top));
  const bottom = Math.max(...rows.map((r) => r.bottom));
  const need = minShare * (bottom - top);
  let best = 0;
  let bestX = Number.NaN;
  const spans = new Map<number, number>();
  const scan = new CoverScan(rows, COVER_PAD_EM);
  const sides = new SideScan(rows);
  const first = Math.ceil(lo + GUTTER_SEARCH_MARGIN * width);
  const last = hi - GUTTER_SEARCH_MARGIN * width;
  const counts = scan.sideCounts(rows, first, Math.max(0, Math.floor(last - first) + 1));
  for (let x = first; x <= last; x += SCAN_STEP) {
    // Fewer free rows on a side than a run needs: `score` would be 0 here.
    const k = x - first;
    if (counts.left[k] < MIN_SIDE_ROWS || counts.right[k] < MIN_SIDE_ROWS) continue;
    // Nor can it beat the best so far or reach what is needed (the tie with `best` is scored: the
    // gutter's stretch is the positions that score as well as the best).
    if (counts.reach[k] < need || counts.reach[k] < best) continue;
    const span = score(rows, x, scan);
    spans.set(x, span);
    if (span <= best || span < need) continue;
    const w = sides.at(x);
    if (w.left < columnShare * width || w.right < columnShare * width || w.gapEm < MIN_GUTTER_EM) continue;
    best = span;
    bestX = x;
  }
  if (!(best > 0)) return null;
  // The gutter is the contiguous stretch of scan positions around the best one that score as well.
  let left = bestX;
  while ((spans.get(left - SCAN_STEP) ?? 0) >= best) left -= SCAN_STEP;
  let right = bestX;
  while ((spans.get(right + SCAN_STEP) ?? 0) >= best) right += SCAN_STEP;
  return { x: (left + right) / 2, left, right };
}

/**
 * The region's body size: the size carrying the most characters. A gutter's width is set for the
 * body type, so a gap at the gutter is measured against it, never against a larger heading's
 * size (article's 10 pt column separation is 0.83 em of a 12 pt \subsection: two headings side
 * by side, one in each column, were read as one line).
 */
function bodySize(rows: readonly Row[]): number {
  return dominantSize(rows.flatMap((r) => r.items));
}

function isFullWidth(row: Row, g: Gutter, lo: number, hi: number, body: number): boolean {
  // A line with text on both sides but only a word space at the gutter is one line, not two columns.
  let lmax = Number.NEGATIVE_INFINITY;
  let rmin = Number.POSITIVE_INFINITY;
  for (const it of row.items) {
    if (it.x0 + it.x1 < 2 * g.x) lmax = Math.max(lmax, it.x1);
    else rmin = Math.min(rmin, it.x0);
  }
  if (rmin - lmax < MIN_GUTTER_EM * Math.min(row.size, body)) return true;
  for (const it of row.items) {
    if (it.x0 + COVER_PAD_EM * it.size < g.x && it.x1 - COVER_PAD_EM * it.size > g.x) {
      const reachL = (g.x - it.x0) / (g.x - lo);
      const reachR = (it.x1 - g.x) / (hi - g.x);
      if (reachL >= FULL_WIDTH_REACH && reachR >= FULL_WIDTH_REACH) return true;
      // A short centred heading ("Abstract") straddles the gutter without reaching far.
      if (Math.abs((row.x0 + row.x1) / 2 - (lo + hi) / 2) < row.size) return true;
    }
  }
  return false;
}

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

/**
 * The outermost of `xs` (the smallest when `sign` is 1, the largest when -1) that at least
 * MIN_EDGE_LINES of them share within EDGE_SLACK_PT: a column's edge, whatever indents (a
 * paragraph's first line, a reference list's hanging lines) most lines have.
 */
function sharedEdge(xs: readonly number[], sign: 1 | -1): number | null {
  let best: number | null = null;
  for (const x of xs) {
    if (best !== null && sign * x >= sign * best) continue;
    let n = 0;
    for (const y of xs) if (Math.abs(y - x) <= EDGE_SLACK_PT) n++;
    if (n >= MIN_EDGE_LINES) best = x;
  }
  return best;
}

/** Words of two letters or more on a row: text, not a chart's ticks and numbers. */
function wordsOf(r: Row): number {
  let n = 0;
  for (const it of r.items) n += (it.str.match(/\p{L}{2,}/gu) ?? []).length;
  return n;
}

/** Does one of `top`'s rows fill the measure of the column that `below` sets on that side? */
function fillsColumn(top: readonly Row[], below: readonly Row[]): boolean {
  const left = sharedEdge(
    below.map((r) => r.x0),
    1,
  );
  const right = sharedEdge(
    below.map((r) => r.x1),
    -1,
  );
  if (left === null || right === null) return false;
  return top.some(
    (r) =>
      Math.abs(r.x0 - left) <= COLUMN_EDGE_EM * r.size &&
      Math.abs(r.x1 - right) <= COLUMN_EDGE_EM * r.size &&
      wordsOf(r) >= MIN_LINE_WORDS,
  );
}

/** Rows mostly of letters (HEADER_MAX_DIGIT_SHARE): names and addresses, not a table's figures. */
function wordy(rows: readonly Row[]): boolean {
  let letters = 0;
  let digits = 0;
  for (const r of rows)
    for (const it of r.items) {
      letters += (it.str.match(/\p{L}/gu) ?? []).length;
      digits += (it.str.match(/\p{Nd}/gu) ?? []).length;
    }
  return digits <= HEADER_MAX_DIGIT_SHARE * (letters + digits);
}

/**
 * The header block of HEADER_MAX_ROWS's comment, cut off the top of a band split at `mid`; not
 * when both sides' top rows are full lines of the columns below (COLUMN_EDGE_EM).
 */
function headerCut(band: Row[], lo: number, mid: number, hi: number): Row[][] {
  let bottom = Number.NEGATIVE_INFINITY;
  for (let k = 1; k <= HEADER_MAX_ROWS && k < band.length; k++) {
    bottom = Math.max(bottom, band[k - 1].bottom);
    const size = Math.min(band[k - 1].size, band[k].size);
    if (k >= HEADER_MIN_ROWS && band[k].top - bottom >= HEADER_GAP_EM * size) {
      const top = band.slice(0, k);
      const rest = band.slice(k);
      const runsOn = (a: number, b: number) => fillsColumn(restrict(top, a, b), restrict(rest, a, b));
      if (runsOn(lo, mid) && runsOn(mid, hi)) return [band];
      return [top, rest];
    }
  }
  return [band];
}

function restrict(rows: readonly Row[], lo: number, hi: number): Row[] {
  const out: Row[] = [];
  for (const r of rows) {
    const items = r.items.filter((it) => {
      const c = (it.x0 + it.x1) / 2;
      return c >= lo && c < hi;
    });
    if (items.length) out.push(items.length === r.items.length ? r : rowFrom(items));
  }
  return out;
}

function extent(rows: readonly Row[]): { left: number; right: number } {
  return { left: Math.min(...rows.map((r) => r.x0)), right: Math.max(...rows.map((r) => r.x1)) };
}

/** A full-width band spans the region, whatever its own lines' extent (a centred author line). */
function fullWidth(rows: Row[], lo: number, hi: number, id: string): Column {
  return {
    rows,
    left: Math.min(lo + 1, ...rows.map((r) => r.x0)),
    right: Math.max(hi - 1, ...rows.map((r) => r.x1)),
    id,
  };
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
        ? findGutter(rows, lo, hi, depth ? NESTED_GUTTER_MIN_SHARE : GUTTER_MIN_SHARE)
        : null;
  // A page (or section) without a gutter of its own may split at the document's one.
  const lent =
    !own && depth === 0 && doc ? thinGutter(rows, lo, hi, doc, GUTTER_SEARCH_MARGIN, MIN_GUTTER_EM) : null;
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
    if (grid) pushGrid(grid, lo, hi, bid, out);
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
  let prev: Row | null = null;
  for (const r of rows) {
    const f: boolean = isFullWidth(r, g, lo, hi, body) || continuesFullWidth(prev, full, r, g);
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
  const g = findGutter(rows, lo, hi, GUTTER_MIN_SHARE);
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
