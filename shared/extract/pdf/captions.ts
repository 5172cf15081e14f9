/**
 * Table captions on a page: "Table 2:", "TABLE II" lines (with their continuation lines) and
 * the column box each is set in. tables.ts looks for a table next to each one.
 */
import type { Column } from './columns.ts';
import { rowsInside } from './grid.ts';
import { joinItems, type Row } from './model.ts';

/** The word: English, its abbreviation, Spanish "Tabla", French "Tableau", German "Tabelle". */
const WORD = String.raw`(?:[Tt]able|TABLE|[Tt]ab\.|TAB\.|[Tt]abla|TABLA|[Tt]ableau|TABLEAU|[Tt]abelle|TABELLE)`;
/** "Supplementary Table 1", "Suppl. Table 2". */
const SUPPLEMENT = String.raw`(?:(?:[Ss]upplementa(?:ry|l)|SUPPLEMENTA(?:RY|L)|[Ss]uppl\.)\s+)?`;
/** "2", "II", "S3", "A1"; "Table: 5" puts a colon before it. */
const NUMBER = String.raw`\s*(?::\s*)?(?:[A-Z]?\d+|[IVXL]+)`;
/** "Table 2 (continued)", "(cont.)", "(cont'd)". */
const CONTINUED = String.raw`\(\s*(?:continued|cont(?:inued|'d|’d|\.)?)\s*\)`;
/**
 * "Table 2:", "Table 6 : …", "Table: 5", "TABLE II", "Table S3", "Tab. 3.", "Supplementary
 * Table 1", "Table 2 (continued)", "Tabla 1." at the start of a line. Case is spelt out rather
 * than given by the `i` flag: with `iu`, \p{Lu} also matches lower case and "Table 1 gives…" in
 * prose would pass as a caption.
 */
export const TABLE_CAPTION = new RegExp(
  String.raw`^${SUPPLEMENT}${WORD}${NUMBER}(?:\s*${CONTINUED})?(?:\s*[.:|—–]|\s+\p{Lu}|\s*$)`,
  'u',
);
/** A caption that continues a table from an earlier page. */
export const CONTINUED_CAPTION = new RegExp(String.raw`^${SUPPLEMENT}${WORD}${NUMBER}\s*${CONTINUED}`, 'u');
/** Any float caption: a table's rows never run into another caption. */
export const ANY_CAPTION =
  /^(?:supp\w*\.?\s+)?(?:fig(?:ure)?|table|tab|tabla|tableau|tabelle|algorithm|listing|scheme)\.?\s*(?::\s*)?(?:[a-z]?\d+|[IVXL]+)(?:\s*[.:|—–(]|\s*$)/i;
/**
 * A figure or table caption that is its label alone ("Figure 1", "Table 2.", "TABLE IV"), its
 * title on the lines under it (APA, IEEE) or nowhere. headings.ts and paragraph-caption-title.ts.
 */
export const BARE_CAPTION_LABEL = /^(?:table|tab\.|fig(?:ure)?\.?)\s*(?:\d+|[IVXL]+)[.:]?$/i;
/** The caption is only its label ("TABLE I", IEEE): the title follows on the next line. */
const LABEL_ONLY =
  /^(?:supp\w*\.?\s+)?(?:table|tab\.|tabla|tableau|tabelle)\s*(?::\s*)?(?:[a-z]?\d+|[IVXL]+)[.:]?$/i;

/** A caption line continues when the previous one runs to within this many sizes of the column edge (justified caption text)… */
const CAPTION_FULL_EM = 2.5;
/** …with the same size (within this share) and at most this baseline step in sizes. */
const CAPTION_SIZE_SLACK = 0.1;
const CAPTION_PITCH_EM = 1.5;
/** Quantile of line ends taken as a column's right edge (one overflowing URL does not move it). */
const RIGHT_EDGE_QUANTILE = 0.9;

export interface Caption {
  column: Column;
  /** Edges of the top-level column the caption is set in. */
  left: number;
  right: number;
  rows: Row[];
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

/** Quick test on a page's raw rows: could it hold a table caption? Decides whether its drawing operations are read. */
export function mayHaveCaption(rows: readonly Row[]): boolean {
  for (const r of rows)
    for (let i = 0; i < r.items.length; i++)
      if (/^\s*(?:supp|tab)/i.test(r.items[i].str) && TABLE_CAPTION.test(joinItems(r.items.slice(i))))
        return true;
  return false;
}

/**
 * The box of the top-level column a column belongs to: a table's own gaps can split a column
 * again (ids like `p3.1.0R.1.0R`), and its caption then spans several of those sub-columns.
 */
function ancestorBox(column: Column, columns: readonly Column[]): { left: number; right: number } {
  const top = /^p\d+\.\d+\.\d+[LR]/.exec(column.id)?.[0] ?? column.id;
  const family = columns.filter((c) => c.id === top || c.id.startsWith(`${top}.`));
  return {
    left: Math.min(column.left, ...family.map((c) => c.left)),
    right: Math.max(column.right, ...family.map((c) => c.right)),
  };
}

/** The column's text edge: a high percentile of its line ends. */
function rightEdge(rows: readonly Row[]): number {
  const ends = rows.map((r) => r.x1).sort((a, b) => a - b);
  return ends[Math.floor(RIGHT_EDGE_QUANTILE * (ends.length - 1))];
}

/** The caption's rows: its first line and the lines that continue its paragraph. */
function captionRows(rows: readonly Row[], i: number, right: number): Row[] {
  const out = [rows[i]];
  const labelOnly = LABEL_ONLY.test(joinItems(rows[i].items));
  for (let j = i + 1; j < rows.length; j++) {
    const prev = rows[j - 1];
    const r = rows[j];
    // The title under a bare label may be set in another size (IEEE's small capitals).
    const title = labelOnly && j === i + 1;
    if (!title && Math.abs(r.size - prev.size) > CAPTION_SIZE_SLACK * prev.size) break;
    if (r.base - prev.base > CAPTION_PITCH_EM * Math.max(prev.size, r.size)) break;
    if (ANY_CAPTION.test(joinItems(r.items))) break;
    const full = right - prev.x1 <= CAPTION_FULL_EM * prev.size;
    if (!full && !title) break;
    out.push(r);
  }
  return out;
}

/**
 * Table captions: lines of a column that start like one, continued by the lines of their
 * paragraph, which are read from the page's rows across the whole top-level column.
 */
export function findCaptions(columns: readonly Column[], pageRows: readonly Row[]): Caption[] {
  const out: Caption[] = [];
  for (const column of columns) {
    for (const row of column.rows) {
      if (!TABLE_CAPTION.test(joinItems(row.items))) continue;
      const box = ancestorBox(column, columns);
      const rows = rowsInside(pageRows, {
        x0: box.left - 1,
        x1: box.right + 1,
        top: Number.NEGATIVE_INFINITY,
        bottom: Number.POSITIVE_INFINITY,
      });
      // The caption's own row stays as the column has it (a neighbouring sub-column's text on
      // the same baseline is not part of it).
      const i = rows.findIndex((r) => Math.abs(r.base - row.base) < 0.01);
      if (i < 0) continue;
      rows[i] = row;
      const capRows = captionRows(rows, i, rightEdge(rows));
      out.push({
        column,
        left: box.left,
        right: box.right,
        rows: capRows,
        x0: Math.min(...capRows.map((r) => r.x0)),
        x1: Math.max(...capRows.map((r) => r.x1)),
        top: capRows[0].top,
        bottom: capRows[capRows.length - 1].bottom,
      });
    }
  }
  return out;
}
