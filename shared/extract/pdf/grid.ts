/**
 * Table rows → cells. Columns come either from vertical rules (a ruled grid) or from x
 * alignment: each row is cut into segments at gaps wider than a word space, and the columns are
 * the x intervals that the segments of the fullest rows cover. A sanity check then decides
 * whether the result is a table or text that merely sits near a caption.
 */

import { cutAtChannels, splitAtChannels } from './grid-channels.ts';
import { type Glyphs, joinItems, type Row, rowFrom, SPACE_GAP_EM } from './model.ts';
import { charEdges, type GlyphWidths } from './table-glyphs.ts';

/** Hebrew and Arabic letters (with their presentation forms): scripts written right to left. */
const RTL_LETTER = /[\u0590-\u05ff\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/gu;
const LETTER = /\p{L}/gu;

/**
 * A gap of at least this many font sizes between runs of a row separates cells. Word spaces are
 * 0.25–0.33 em and justified ones stay below ~0.8 em; LaTeX puts 2 × \tabcolsep = 12 pt between
 * columns (1.2 em at 10 pt) and Word 2 × 0.08 in ≈ 11.5 pt.
 */
const CELL_GAP_EM = 0.9;
/** A sane table has at least this many rows and columns… */
const MIN_ROWS = 2;
const MIN_COLS = 2;
/** …at least this share of non-empty cells (numeric tables leave a few cells blank)… */
const MIN_DENSITY = 0.5;
/**
 * …and at least this share of rows filling at least half of the columns (two cells at least):
 * section rows ("Development Set") and a few sparse rows are normal, a caption followed by prose
 * or scattered labels is not.
 */
const MIN_CONSISTENCY = 0.6;

interface Segment {
  x0: number;
  x1: number;
  items: Glyphs[];
}

/** A row's runs grouped into cell candidates: runs closer than a cell gap stay together. */
export function segments(row: Row): Segment[] {
  const out: Segment[] = [];
  for (const it of row.items) {
    const last = out[out.length - 1];
    if (last && it.x0 - last.x1 < CELL_GAP_EM * Math.min(it.size, row.size)) {
      last.items.push(it);
      last.x1 = Math.max(last.x1, it.x1);
    } else out.push({ x0: it.x0, x1: it.x1, items: [it] });
  }
  return out;
}

/**
 * Column intervals from alignment: the union of the segments of the rows that have the most
 * common number of segments or more (a header cell spanning two columns would otherwise bridge
 * the gap between them). Empty when fewer than two rows have two segments.
 */
export function alignedColumns(rows: readonly Row[]): { x0: number; x1: number }[] {
  const segs = rows.map(segments).filter((s) => s.length >= 2);
  if (segs.length < MIN_ROWS) return [];
  const counts = new Map<number, number>();
  for (const s of segs) counts.set(s.length, (counts.get(s.length) ?? 0) + 1);
  let mode = 0;
  let best = 0;
  for (const [k, n] of counts)
    if (n > best || (n === best && k > mode)) {
      best = n;
      mode = k;
    }
  const spans = segs
    .filter((s) => s.length >= mode)
    .flat()
    .map((s) => ({ x0: s.x0, x1: s.x1 }))
    .sort((a, b) => a.x0 - b.x0);
  const out: { x0: number; x1: number }[] = [];
  for (const s of spans) {
    const last = out[out.length - 1];
    if (last && s.x0 <= last.x1) last.x1 = Math.max(last.x1, s.x1);
    else out.push({ ...s });
  }
  return splitAtChannels(out, rows);
}

/**
 * A boundary between two columns. A vertical rule is drawn over some heights only (not across a
 * header cell that spans two columns); a boundary found from alignment (`drawn: null`) holds
 * in every row.
 */
export interface Separator {
  x: number;
  drawn: [number, number][] | null;
}

/** Separators halfway between neighbouring column intervals. */
export function separatorsOf(columns: readonly { x0: number; x1: number }[]): Separator[] {
  return columns.slice(1).map((c, k) => ({ x: (columns[k].x1 + c.x0) / 2, drawn: null }));
}

/** Index of the column for x, given the separators between columns (sorted). */
function columnAt(x: number, separators: readonly Separator[]): number {
  let k = 0;
  while (k < separators.length && x >= separators[k].x) k++;
  return k;
}

/**
 * A run's words with their positions (from the glyphs' widths, else an even share of the run's
 * width per character: table-glyphs.ts). Some producers draw a whole table row as one run, the
 * cell gaps turned into single spaces by pdf.js; between vertical rules even the estimate tells
 * which cell a word is in.
 */
function words(it: Glyphs, widths?: GlyphWidths | null): Glyphs[] {
  if (!/\S\s+\S/.test(it.str)) return [it];
  const edges = charEdges(it, widths);
  const out: Glyphs[] = [];
  for (const m of it.str.matchAll(/\S+/g)) {
    const i = m.index ?? 0;
    out.push({ ...it, str: m[0], x0: edges[i], x1: edges[i + m[0].length] });
  }
  return out;
}

/** Characters a split point may move from a rule's estimated position to a change of kind. */
const CLIP_SHIFT_CHARS = 2;

/** Kind of a character for split points: a digit, a lowercase or an uppercase letter. */
function kind(ch: string): string {
  return /\p{Nd}/u.test(ch) ? 'd' : /\p{Ll}/u.test(ch) ? 'l' : /\p{Lu}/u.test(ch) ? 'u' : 'o';
}

/**
 * A word run across a drawn rule is two cells' text run together: a cell's overflowing text,
 * clipped at the rule, and the next cell's text in one run ("Elizab2165", "PresideSPPS/SPFT",
 * schools.pdf). The next cell's text starts where a letter meets a digit or a lowercase letter an
 * uppercase one, up to `CLIP_SHIFT_CHARS` from the rule's estimated character position. The
 * first cell keeps only the characters wholly before the rule: overflow is clipped where the next
 * cell holds text (spreadsheet programs spill text over an empty neighbour only), so a glyph
 * crossing the rule is cut and not shown whole ("Eliza", as tabula reads it by containment).
 * Without such a change of kind the run is cut at the rule's nearest character position.
 */
function splitAt(it: Glyphs, x: number, widths?: GlyphWidths | null): Glyphs[] {
  const n = it.str.length;
  if (n < 2) return [it];
  const edges = charEdges(it, widths);
  // The character boundary nearest the rule (not the run's ends).
  let at = 1;
  for (let k = 2; k < n; k++) if (Math.abs(edges[k] - x) <= Math.abs(edges[at] - x)) at = k;
  const change = (k: number) => {
    const [a, b] = [kind(it.str[k - 1]), kind(it.str[k])];
    return a !== b && (a === 'd' || b === 'd' || (a === 'l' && b === 'u'));
  };
  let cut = change(at) ? at : -1;
  for (let d = 1; d <= CLIP_SHIFT_CHARS && cut < 0; d++)
    for (const k of [at - d, at + d]) if (cut < 0 && k > 0 && k < n && change(k)) cut = k;
  if (cut < 0)
    return [
      { ...it, str: it.str.slice(0, at), x1: edges[at] },
      { ...it, str: it.str.slice(at), x0: edges[at] },
    ];
  // Characters wholly before the rule (at least one): the rest up to the cut is clipped.
  let whole = 1;
  while (whole < cut && edges[whole + 1] <= x) whole++;
  return [
    { ...it, str: it.str.slice(0, whole), x1: edges[whole] },
    { ...it, str: it.str.slice(cut), x0: edges[cut] },
  ];
}

/**
 * Cells of a row. A separator with no rule drawn at this row's height is spanned: the text of
 * the columns it joins goes to the first of them (a header over two columns). With `byItem`
 * (ruled tables: the rule, not a gap, separates cells) every run goes to the column its centre
 * lies in, a run crossing a drawn rule word by word; otherwise whole segments do, so a header
 * spanning two aligned columns stays one cell (a segment is cut only where a separator falls in
 * a gap between its runs as wide as a column channel: grid-channels.ts).
 */
export function rowCells(
  row: Row,
  separators: readonly Separator[],
  byItem: boolean,
  widths?: GlyphWidths | null,
): string[] {
  const mid = (row.top + row.bottom) / 2;
  // A rule drawn over the header band only (its columns go on below it by alignment) still
  // separates a row below its whole extent that no run crosses.
  const crossedAt = (x: number) => row.items.some((it) => it.x0 < x && it.x1 > x);
  const active = separators.map(
    (s) =>
      !s.drawn ||
      s.drawn.some(([a, b]) => a <= mid && mid <= b) ||
      (s.drawn.length > 0 && s.drawn.every(([, b]) => b < row.top) && !crossedAt(s.x)),
  );
  // Column k's text goes to the first column of the span it belongs to.
  const spanStart: number[] = [0];
  for (let k = 1; k <= separators.length; k++) spanStart.push(active[k - 1] ? k : spanStart[k - 1]);
  const crosses = (it: Glyphs) =>
    separators.some((s, k) => active[k] && s.drawn && it.x0 < s.x && it.x1 > s.x);
  const crossed = (it: Glyphs) =>
    separators.find((s, k) => active[k] && s.drawn && it.x0 < s.x && it.x1 > s.x);
  const pieces: { x: number; items: Glyphs[] }[] = byItem
    ? row.items
        .flatMap((it) => (crosses(it) ? words(it, widths) : [it]))
        .flatMap((it) => {
          const s = crossed(it);
          return s ? splitAt(it, s.x, widths) : [it];
        })
        .map((it) => ({ x: (it.x0 + it.x1) / 2, items: [it] }))
    : segments(row)
        .flatMap((s) => cutAtChannels(s.items, separators, row.size))
        .map((items) => ({ x: (items[0].x0 + items[items.length - 1].x1) / 2, items }));
  const buckets: Glyphs[][] = Array.from({ length: separators.length + 1 }, () => []);
  for (const p of pieces) buckets[spanStart[columnAt(p.x, separators)]].push(...p.items);
  return buckets.map(cellText);
}

/** Is most of the text's letters in a right-to-left script? */
export function isRtl(text: string): boolean {
  const rtl = text.match(RTL_LETTER)?.length ?? 0;
  return rtl > 0 && rtl * 2 >= (text.match(LETTER)?.length ?? 0);
}

/**
 * A cell's text. Runs are placed left to right; a Hebrew or Arabic cell is read right to left,
 * so its words (runs closer than a word space stay one word) go in reverse order: the row label
 * "סך הכל" drawn as two runs would otherwise read "הכל סך" (indictb1h_14, tabula-java).
 */
function cellText(items: readonly Glyphs[]): string {
  const text = joinItems(items);
  if (items.length < 2 || !isRtl(text)) return text;
  const words: Glyphs[][] = [];
  for (const it of items) {
    const last = words[words.length - 1];
    const prev = last?.[last.length - 1];
    if (prev && it.x0 - prev.x1 <= SPACE_GAP_EM * Math.min(it.size, prev.size)) last.push(it);
    else words.push([it]);
  }
  return words
    .reverse()
    .map((w) => joinItems(w).trim())
    .join(' ');
}

/** Join continuation lines of a multi-line row into it, cell by cell. */
export function mergeCells(into: string[], more: readonly string[]): string[] {
  return into.map((c, k) => [c, more[k]].filter(Boolean).join(' '));
}

/** Items of `rows` whose centre lies inside the box, as rows again (empty rows dropped). */
export function rowsInside(
  rows: readonly Row[],
  box: { x0: number; x1: number; top: number; bottom: number },
): Row[] {
  const out: Row[] = [];
  for (const r of rows) {
    // A row spans its runs (top <= bottom): one wholly above or below the box has no centre in it.
    if (r.bottom < box.top || r.top > box.bottom) continue;
    let inside = 0;
    for (const it of r.items) if (centreIn(it, box)) inside++;
    if (!inside) continue;
    out.push(inside === r.items.length ? r : rowFrom(r.items.filter((it) => centreIn(it, box))));
  }
  return out;
}

function centreIn(
  it: { x0: number; x1: number; top: number; bottom: number },
  box: { x0: number; x1: number; top: number; bottom: number },
): boolean {
  const cx = (it.x0 + it.x1) / 2;
  const cy = (it.top + it.bottom) / 2;
  return cx >= box.x0 && cx <= box.x1 && cy >= box.top && cy <= box.bottom;
}

export interface Sanity {
  ok: boolean;
  /** Share of non-empty cells. */
  density: number;
  /** Share of rows filling at least half of the columns (two cells at least). */
  consistency: number;
  why: string;
}

/** Is this a table: enough rows and columns, filled densely and consistently? */
export function sanity(
  cells: readonly string[][],
  minCols = MIN_COLS,
  minConsistency = MIN_CONSISTENCY,
): Sanity {
  const rows = cells.length;
  const cols = rows ? cells[0].length : 0;
  if (rows < MIN_ROWS || cols < minCols)
    return { ok: false, density: 0, consistency: 0, why: `${rows} rows x ${cols} columns` };
  const filled = cells.map((r) => r.filter((c) => c.trim()).length);
  const density = filled.reduce((a, b) => a + b, 0) / (rows * cols);
  const need = Math.max(2, Math.ceil(cols / 2));
  const consistency = filled.filter((n) => n >= need).length / rows;
  if (density < MIN_DENSITY)
    return { ok: false, density, consistency, why: `cell density ${density.toFixed(2)}` };
  if (consistency < minConsistency)
    return { ok: false, density, consistency, why: `column count consistency ${consistency.toFixed(2)}` };
  return { ok: true, density, consistency, why: '' };
}
