/**
 * Author blocks side by side on the first page (IEEE's `\IEEEauthorblockN`/`A`, ACM's and many
 * Word templates' author tables): three or more stacked blocks, one per author — name,
 * department, institution, city, e-mail — set in a grid across the page. The middle block sits on
 * the page's centre, so each of its rows crosses the body gutter and the band is full-width; read
 * row by row it interleaves the authors ("Mansoor Hayat Supavadee Aramvith Titipat Achakulvisut
 * Dept. of Electrical Engineering Dept. of Electrical Engineering …"). Such a band is read block
 * by block instead.
 *
 * A grid is a run of consecutive rows that each split, at gaps wider than a word space, into the
 * same number of segments, whose segments in the same position never overlap the next position's
 * across the whole run: the blocks are disjoint vertical strips. Tables have that shape too, so
 * the rule is held to the first page, to short runs, to text that is mostly letters (a statistics
 * table is mostly digits), to blocks whose lines are centred on the block's centre, and, for
 * three or more blocks, to centres stepping evenly across the page (boxes of one width, where a
 * table's columns are as wide as their content). A page-1 table of centred word cells in columns
 * of equal width would still be read column by column.
 */
import { type Row, rowFrom } from './model.ts';

/** A gap between blocks is wider than this many font sizes: word spaces stay near 0.3 em, author blocks sit 2–4 em apart. */
const GRID_GAP_EM = 1.5;
/** At least this many rows (a name and an affiliation) make a grid: one row of names reads left to right anyway. */
const GRID_MIN_ROWS = 2;
/** At most this many rows: name, up to three affiliation lines, city, country, e-mail. A longer run is a table. */
const GRID_MAX_ROWS = 8;
/** At most this share of the grid's letters and digits are digits (e-mail addresses and postcodes have some). */
const GRID_MAX_DIGIT_SHARE = 0.3;
/**
 * Author templates centre each line in its block (LaTeX's tabular "c", Word's centred author
 * table cells): every line's centre lies within this many font sizes of its block's. A table's
 * word cells are set flush left, so their centres wander with their length.
 */
const CELL_CENTRE_EM = 1;
/**
 * Three or more blocks are boxes of one width side by side: their centres step evenly across the
 * page, within this share of the mean step. A table's columns are as wide as their content.
 */
const SPACING_SLACK = 0.15;

/**
 * Column ids of grid blocks end in this letter (columns.ts): a block is a unit of its own, so a
 * paragraph never runs from one author's block into the next one or into the abstract below.
 */
export const GRID_BLOCK_MARK = 'G';

export function isGridBlock(columnId: string): boolean {
  return columnId.endsWith(GRID_BLOCK_MARK);
}

/** The runs of `row` (sorted by x) cut at gaps of GRID_GAP_EM sizes. */
function segments(row: Row): Row[] {
  const out: Row[] = [];
  let cur = [row.items[0]];
  // The right end of the segment so far: items may overlap, so the widest reach, not the last item's.
  let reach = row.items[0].x1;
  for (let i = 1; i < row.items.length; i++) {
    const it = row.items[i];
    if (it.x0 - reach >= GRID_GAP_EM * row.size) {
      out.push(rowFrom(cur));
      cur = [];
      reach = Number.NEGATIVE_INFINITY;
    }
    cur.push(it);
    reach = Math.max(reach, it.x1);
  }
  out.push(rowFrom(cur));
  return out;
}

/** Whether segment j of every row ends left of where segment j + 1 of any row starts. */
function disjointStrips(split: readonly Row[][]): boolean {
  const k = split[0].length;
  for (let j = 0; j + 1 < k; j++) {
    const right = Math.max(...split.map((s) => s[j].x1));
    const left = Math.min(...split.map((s) => s[j + 1].x0));
    if (right >= left) return false;
  }
  return true;
}

const centre = (r: Row) => (r.x0 + r.x1) / 2;

/** Whether every block's lines share a centre, and three or more blocks' centres step evenly. */
function centredBlocks(split: readonly Row[][]): boolean {
  const k = split[0].length;
  const centres: number[] = [];
  for (let j = 0; j < k; j++) {
    const cs = split.map((s) => centre(s[j])).sort((a, b) => a - b);
    const mid = cs[Math.floor(cs.length / 2)];
    if (split.some((s) => Math.abs(centre(s[j]) - mid) > CELL_CENTRE_EM * s[j].size)) return false;
    centres.push(mid);
  }
  if (k < 3) return true;
  const step = (centres[k - 1] - centres[0]) / (k - 1);
  return centres.every((c, j) => Math.abs(c - (centres[0] + j * step)) <= SPACING_SLACK * step);
}

function mostlyLetters(rows: readonly Row[]): boolean {
  let letters = 0;
  let digits = 0;
  for (const r of rows)
    for (const it of r.items) {
      for (const ch of it.str) {
        if (/\p{L}/u.test(ch)) letters++;
        else if (/\p{Nd}/u.test(ch)) digits++;
      }
    }
  return digits <= GRID_MAX_DIGIT_SHARE * (letters + digits);
}

export interface Grid {
  /** Rows of the band above the grid (a title) and below it (an abstract), read as before. */
  before: Row[];
  after: Row[];
  /** The grid's blocks, left to right, each top to bottom. */
  blocks: Row[][];
}

/** The first author grid among the band's rows, or null. */
export function authorGrid(band: readonly Row[]): Grid | null {
  const split = band.map(segments);
  for (let i = 0; i < band.length; ) {
    const k = split[i].length;
    let j = i + 1;
    while (j < band.length && split[j].length === k) j++;
    const run = split.slice(i, j);
    if (
      k >= 2 &&
      run.length >= GRID_MIN_ROWS &&
      run.length <= GRID_MAX_ROWS &&
      disjointStrips(run) &&
      centredBlocks(run)
    ) {
      if (mostlyLetters(band.slice(i, j))) {
        const blocks = Array.from({ length: k }, (_, c) => run.map((s) => s[c]));
        return { before: band.slice(0, i), after: band.slice(j), blocks };
      }
    }
    i = j;
  }
  return null;
}
