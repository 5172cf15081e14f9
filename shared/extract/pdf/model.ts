/**
 * The layout model shared by the engine's stages. Coordinates are PDF points in a top-left
 * origin (y grows downwards), after the page's own rotation has been applied.
 */

/** One pdf.js text item, placed on the page. */
export interface Glyphs {
  str: string;
  x0: number;
  x1: number;
  /** Baseline y. */
  base: number;
  top: number;
  bottom: number;
  /** Font size in points (vertical scale of the text matrix). */
  size: number;
  font: string;
}

/** Items sharing a baseline (super/subscripts attached), possibly spanning several columns. */
export interface Row {
  items: Glyphs[];
  base: number;
  top: number;
  bottom: number;
  x0: number;
  x1: number;
  /** Dominant font size (by characters). */
  size: number;
}

/** A row's items inside one column: the unit paragraphs are built from. */
export interface Line {
  text: string;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  base: number;
  size: number;
  page: number;
  /** Column box this line was laid out in (left/right edges of its column's text). */
  colLeft: number;
  colRight: number;
  /** Identifies the column block (page, region, column) for paragraph joins. */
  block: string;
  /** Dominant pdf.js font id by characters (an opaque id: a change of id marks bold, italic, small caps). */
  font?: string;
  /** The line's runs, sorted by x (for run-in headings set in another font). */
  items?: readonly Glyphs[];
}

export interface PageInfo {
  page: number;
  width: number;
  height: number;
}

/**
 * Characters per size (to the half point) for `dominantSize`, in parallel columns: a row has a
 * handful of sizes, so a linear search beats a Map. Module scratch, grown on demand and reused:
 * rows are built by the thousand per document (every page, again for every column restriction),
 * and two fresh arrays per row were garbage for nothing.
 */
let tallySizes = new Float64Array(32);
let tallyChars = new Float64Array(32);
let tallied = 0;

function tallyItems(items: readonly Glyphs[]): void {
  for (const it of items) {
    const k = Math.round(it.size * 2) / 2;
    // `===`, as `indexOf` compares: a NaN size is never found and gets an entry of its own.
    let at = 0;
    while (at < tallied && tallySizes[at] !== k) at++;
    if (at < tallied) {
      tallyChars[at] += it.str.length;
      continue;
    }
    if (tallied === tallySizes.length) {
      const sizes = new Float64Array(2 * tallied);
      const chars = new Float64Array(2 * tallied);
      sizes.set(tallySizes);
      chars.set(tallyChars);
      tallySizes = sizes;
      tallyChars = chars;
    }
    tallySizes[tallied] = k;
    tallyChars[tallied++] = it.str.length;
  }
}

/**
 * The size with the most characters in the tally, a tie going to the larger size (so the order
 * sizes were met in does not matter); empties the tally.
 */
function takeDominant(): number {
  let size = 0;
  let best = -1;
  for (let j = 0; j < tallied; j++) {
    const k = tallySizes[j];
    const n = tallyChars[j];
    if (n > best || (n === best && k > size)) {
      best = n;
      size = k;
    }
  }
  tallied = 0;
  return size;
}

/** The font size (to the half point) carrying the most characters among `items`; a tie goes to the larger size. */
export function dominantSize(items: readonly Glyphs[]): number {
  tallyItems(items);
  return takeDominant();
}

/** `dominantSize` of all the rows' items, without gathering them into one array first. */
export function rowsDominantSize(rows: readonly Row[]): number {
  for (const r of rows) tallyItems(r.items);
  return takeDominant();
}

/** Baselines per row are few: sorted by insertion up to this many, by the typed-array sort beyond. */
const INSERTION_SORT_MAX = 24;
/** Scratch for the baselines `rowFrom` takes the median of, reused across calls (rows are built by the thousand per document). */
let baseScratch = new Float64Array(64);

/**
 * The row made of `items`, which it takes over: callers pass an array of their own making and do
 * not use it afterwards (it becomes the row's `items`, sorted by x in place when needed).
 */
export function rowFrom(items: Glyphs[]): Row {
  let top = Number.POSITIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  let x0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  for (const it of items) {
    top = Math.min(top, it.top);
    bottom = Math.max(bottom, it.bottom);
    x0 = Math.min(x0, it.x0);
    x1 = Math.max(x1, it.x1);
  }
  const size = dominantSize(items);
  if (baseScratch.length < items.length)
    baseScratch = new Float64Array(Math.max(items.length, 2 * baseScratch.length));
  const bases = baseScratch;
  let nb = 0;
  let nan = false;
  for (const it of items)
    if (Math.abs(it.size - size) <= 0.5) {
      const b = it.base;
      if (Number.isNaN(b)) nan = true;
      bases[nb++] = b;
    }
  const base = nb ? medianOf(bases, nb, nan) : items[0].base;
  return { items: byX(items), base, top, bottom, x0, x1, size };
}

/**
 * Median of `s[0..n)` (reordered). A few values are sorted by insertion; many, or any NaN, by the
 * typed-array sort, whose order (NaN last) the median has always been taken from.
 */
function medianOf(s: Float64Array, n: number, nan: boolean): number {
  if (n > INSERTION_SORT_MAX || nan) {
    const v = s.subarray(0, n).sort();
    return sortedMedian(v, n);
  }
  for (let i = 1; i < n; i++) {
    const v = s[i];
    let j = i - 1;
    while (j >= 0 && s[j] > v) {
      s[j + 1] = s[j];
      j--;
    }
    s[j + 1] = v;
  }
  return sortedMedian(s, n);
}

function sortedMedian(s: Float64Array, n: number): number {
  const m = n >> 1;
  return n % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** `items` in x order, sorted in place only when needed (rows mostly arrive in order). */
function byX(items: Glyphs[]): Glyphs[] {
  for (let i = 1; i < items.length; i++)
    if (items[i].x0 < items[i - 1].x0) return items.sort((a, b) => a.x0 - b.x0);
  return items;
}

/** The font id carrying the most characters among `items` (spaces counted only when asked). */
export function dominantFont(items: Iterable<Glyphs>, countSpaces = false): string {
  // Characters per font in first-seen order (a tie goes to the first): a line has a font or
  // three, so parallel arrays beat a Map, and trimmed lengths are counted without trimming.
  const fonts: string[] = [];
  const chars: number[] = [];
  for (const it of items) {
    const k = countSpaces ? it.str.length : trimmedLength(it.str);
    const at = fonts.indexOf(it.font);
    if (at >= 0) chars[at] += k;
    else {
      fonts.push(it.font);
      chars.push(k);
    }
  }
  let best = '';
  let n = -1;
  for (let j = 0; j < fonts.length; j++)
    if (chars[j] > n) {
      n = chars[j];
      best = fonts[j];
    }
  return best;
}

/** `s.trim().length`, without the copy. */
function trimmedLength(s: string): number {
  let a = 0;
  let b = s.length;
  while (a < b && isSpaceCode(s.charCodeAt(a))) a++;
  while (b > a && isSpaceCode(s.charCodeAt(b - 1))) b--;
  return b - a;
}

export function median(values: number[]): number {
  if (!values.length) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/**
 * Gap between neighbouring items, as a share of the font size, above which a space is inserted.
 * Word spaces in text fonts are 0.25–0.33 em and tight kerning stays below 0.1 em; 0.15 splits
 * them with room on both sides.
 */
export const SPACE_GAP_EM = 0.15;

const SPACE = /\s/;
/**
 * What squeezing whitespace and trimming would change: a run of two, a whitespace other than a
 * plain space, or a space at either end. Most lines have none, and the test is several times
 * cheaper than a replace that rebuilds the line unchanged.
 */
const NEEDS_SQUEEZE = /\s\s|[^\S ]|^ | $/;
/** Whether the UTF-16 unit `c` is what `\s` matches; ASCII by code (the common case), the rest by the regex. */
function isSpaceCode(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return SPACE.test(String.fromCharCode(c));
}

/** Join items (sorted by x) into text, inserting spaces from glyph gaps. */
export function joinItems(items: readonly Glyphs[]): string {
  let out = '';
  let prev: Glyphs | null = null;
  for (const it of items) {
    if (prev) {
      const gap = it.x0 - prev.x1;
      const em = Math.min(it.size, prev.size);
      if (
        gap > SPACE_GAP_EM * em &&
        !(out.length && isSpaceCode(out.charCodeAt(out.length - 1))) &&
        !(it.str.length && isSpaceCode(it.str.charCodeAt(0)))
      )
        out += ' ';
    }
    out += it.str;
    prev = it;
  }
  return NEEDS_SQUEEZE.test(out) ? out.replace(/\s+/g, ' ').trim() : out;
}
