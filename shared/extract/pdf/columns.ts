/**
 * Columns and regions, per page. A gutter is an x position that no run covers over runs of
 * consecutive rows that have text on both sides; it must hold over a good share of the text
 * height, so a gap that exists "just anywhere" (a ragged line end, a figure's labels, a wide
 * word space) does not count. Rows that cross the gutter with text well into both sides are
 * full-width (title, abstract, `figure*` captions) and cut the page into bands; within a band,
 * the left side is laid out before the right side, recursively (three columns = two gutters).
 * The gutter search is in column-gutter.ts; the header block cut off a band's top, in
 * column-header.ts.
 */
import { authorGrid, GRID_BLOCK_MARK, type Grid } from './author-grid.ts';
import {
  findGutter,
  GUTTER_SEARCH_MARGIN,
  type Gutter,
  MIN_GUTTER_EM,
  MIN_SIDE_ROWS,
  NARROW_GUTTER_EM,
  ROW_GAP_SHARE,
  restrict,
} from './column-gutter.ts';
import { headerCut, wordy } from './column-header.ts';
import { columnSections, spansRegion } from './column-sections.ts';
import { COVER_PAD_EM } from './column-sides.ts';
import { type DocGutter, thinGutter } from './doc-gutter.ts';
import { dominantSize, type Glyphs, type Row } from './model.ts';

/** Share of the region's text height the gutter must hold over: top level (floats and a one-column title block may take the rest) and nested (a third column spans the band). */
const GUTTER_MIN_SHARE = 0.25;
const NESTED_GUTTER_MIN_SHARE = 0.25;
/**
 * A band's gutter separates sections (column-sections.ts) only when it holds over this share of
 * the band and both sides are prose columns, at least this share of the width: a table's cell
 * gaps between two full-width lines are a grid of their own but not a new column layout.
 */
const SECTION_GUTTER_MIN_SHARE = 0.5;
const SECTION_COLUMN_SHARE = 0.35;
/** A crossing row is full-width only if it reaches this share of each side's width past the gutter; less is a line that spills into the gutter. */
const FULL_WIDTH_REACH = 0.15;
/** Nesting depth: page → columns → sub-columns covers three- and four-column layouts. */
const MAX_DEPTH = 3;
/** A continuation line has the same size (within this share) and a baseline step of at most this many sizes (single spacing ≈ 1.2). */
const CONTINUATION_SIZE_SLACK = 0.1;
const CONTINUATION_PITCH_EM = 1.5;

export interface Column {
  rows: Row[];
  left: number;
  right: number;
  id: string;
  /** The page found no gutter of its own and was split at the document's (doc-gutter.ts). */
  docGutter?: boolean;
}

/** Top-level gutters found by `pageGutter`, kept for the page's layout so the scan runs once. */
const pageGutters = new WeakMap<readonly Row[], Gutter | null>();

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
  const wordSpace = MIN_GUTTER_EM * Math.min(row.size, body);
  if (rmin - lmax < (g.gap ? Math.min(wordSpace, ROW_GAP_SHARE * g.gap) : wordSpace)) return true;
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

function extent(rows: readonly Row[]): { left: number; right: number } {
  return { left: Math.min(...rows.map((r) => r.x0)), right: Math.max(...rows.map((r) => r.x1)) };
}

/** The rows of a box column hold at least this many lines of running text on the right (an abstract)… */
const BOX_TEXT_ROWS = 4;
/** …and at least this many on the left (a box's name and its entries). */
const BOX_SIDE_ROWS = 3;
/** A box may be narrower than a text column (Elsevier's info box is a fifth of the width). */
const BOX_COLUMN_SHARE = 0.12;
/** Runs of a line of running text are never this many font sizes apart; table cells are. */
const BOX_CELL_GAP_EM = 1.5;

/**
 * A first-page full-width band that is two boxes side by side (Elsevier's "ARTICLE INFO" box of
 * dates and keywords beside the "ABSTRACT", both under the title): a gutter of its own in the
 * band, a box may be narrow, with runs on the left in BOX_SIDE_ROWS rows and on the right in
 * BOX_TEXT_ROWS, the right side's running text (no cell gaps: a table's columns are not boxes).
 * Read row by row, the keywords ran into the abstract.
 */
function boxGutter(band: readonly Row[], lo: number, hi: number): Gutter | null {
  const g = findGutter(band, lo, hi, NESTED_GUTTER_MIN_SHARE, BOX_COLUMN_SHARE);
  if (!g) return null;
  const sides = band.map((r) => ({
    left: r.items.filter((it) => it.x1 <= g.x),
    right: r.items.filter((it) => it.x0 >= g.x),
    size: r.size,
  }));
  const left = sides.filter((s) => s.left.length).length;
  const right = sides.filter((s) => s.right.length);
  const running = (items: readonly Glyphs[], size: number) =>
    items.every((it, k) => k === 0 || it.x0 - items[k - 1].x1 < BOX_CELL_GAP_EM * size);
  return left >= BOX_SIDE_ROWS &&
    right.length >= BOX_TEXT_ROWS &&
    right.every((s) => running(s.right, s.size))
    ? g
    : null;
}

/** The body's columns start at the first run of this many rows beside the gutter. */
const BODY_RUN_ROWS = 2 * MIN_SIDE_ROWS;

/**
 * A first page's title block set beside a column of its own (ASME's author blocks in a narrow
 * column left of the title, the abstract and the keywords): its rows alternate between rows
 * across the page's gutter (the title's and abstract's lines) and rows beside it (an author
 * line between two of them), and read as bands they interleave. The rows from the top to the
 * last row across the gutter before the body's columns start are one full band when they mix
 * both kinds and hold a box gutter of their own (`boxGutter`); their count, else 0.
 */
function topBoxRows(rows: readonly Row[], g: Gutter, lo: number, hi: number, body: number): number {
  const full = rows.map((r) => isFullWidth(r, g, lo, hi, body));
  let run = 0;
  let b = -1;
  for (let i = 0; i < rows.length && b < 0; i++) {
    run = full[i] ? 0 : run + 1;
    if (run === BODY_RUN_ROWS) b = i - run + 1;
  }
  if (b <= 0) return 0;
  const mixed = full.slice(0, b).some((f, i) => !f && full.slice(0, i).includes(true));
  return mixed && boxGutter(rows.slice(0, b), lo, hi) ? b : 0;
}

/**
 * A box band: its rows across the box gutter whole, the runs of the others box by box, left
 * first, each box a unit of its own (marked as an author grid's blocks are: no paragraph runs on
 * from one box into the other).
 */
function pushBoxes(band: readonly Row[], g: Gutter, lo: number, hi: number, id: string, out: Column[]): void {
  const body = bodySize(band);
  let part: Row[] = [];
  let crossing = false;
  let k = 0;
  const flush = () => {
    if (!part.length) return;
    if (crossing) out.push(fullWidth(part, lo, hi, `${id}.${k++}L`));
    else
      for (const [side, a, b] of [
        ['L', lo, g.x],
        ['R', g.x, hi],
      ] as const) {
        const rows = restrict(part, a, b);
        if (rows.length) out.push({ rows, ...extent(rows), id: `${id}.${k}${side}${GRID_BLOCK_MARK}` });
      }
    if (!crossing) k++;
    part = [];
  };
  for (const r of band) {
    const c = isFullWidth(r, g, lo, hi, body);
    if (c !== crossing) flush();
    crossing = c;
    part.push(r);
  }
  flush();
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
  const top = firstPage && depth === 0 ? topBoxRows(rows, g, lo, hi, body) : 0;
  let prev: Row | null = null;
  for (const [i, r] of rows.entries()) {
    const f: boolean = i < top || isFullWidth(r, g, lo, hi, body) || continuesFullWidth(prev, full, r, g);
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
