/**
 * Tables continued across a page break become one table. A table on page p + 1 continues the
 * last table of page p when both are structured, have the same number of columns, and
 * either its caption says so ("Table 4 (continued)", "Table 4 continued", "(cont'd)") with the
 * same label, or it has no caption, is the first table of its page and starts in the page's
 * top `EDGE_SHARE`, the earlier one is the last of its page and ends in the bottom
 * `EDGE_SHARE`, and their columns line up (`MIN_X_OVERLAP` of the narrower's width). Rows are
 * concatenated, a repeated header dropped, and `pages` gives the first and last page.
 *
 * A part that opens on the earlier part's header repeated continues it whatever method read each
 * part, and may bring the caption (set below the table) when the earlier part has none.
 *
 * Two different tables can meet that way too (one ends a page, the next starts the following
 * page, both with four columns): an uncaptioned part that opens on a header of its own — a row
 * without numbers where the earlier table's body has them — that is not the earlier table's
 * header repeated is a new table, and so is one read by another method (ruled after borderless
 * or the reverse: a Word document's borderless table ending low on a page, then a ruled one
 * whose page break falls after its first row).
 */
import type { Table } from '../types.ts';
import { PAGE_FOOT_HEADER } from './table-foot.ts';
import { isNumeric } from './table-gates.ts';

/** A table ends near the page foot / starts near its head within this share of the page height. */
export const EDGE_SHARE = 0.3;
/** Continued parts overlap horizontally by at least this share of the narrower one's width. */
const MIN_X_OVERLAP = 0.8;
/** "continued", "cont.", "cont'd" after a table label, in brackets or not. */
const CONTINUED = /\b(?:continued|cont(?:'d|’d|\.))(?=\W|$)/i;
/** The label of a caption: "Table 4", "TABLE IV", "Table S2". */
const LABEL = /^\D*?(?:[A-Z]?\d+|[IVXL]+)\b/;

const norm = (s: string) => s.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
const width = (t: Table) => (t.cells[0] ?? []).length;
const structured = (t: Table) => t.structured !== false && t.cells.length > 0 && t.bbox !== null;

function alignedColumns(a: Table, b: Table): boolean {
  if (!a.bbox || !b.bbox) return false;
  const overlap = Math.min(a.bbox[2], b.bbox[2]) - Math.max(a.bbox[0], b.bbox[0]);
  return overlap >= MIN_X_OVERLAP * Math.min(a.bbox[2] - a.bbox[0], b.bbox[2] - b.bbox[0]);
}

const hasNumber = (row: readonly string[] | undefined) => (row ?? []).some(isNumeric);
const sameRow = (x: readonly string[], y: readonly string[]) =>
  x.map(norm).join('\t') === y.map(norm).join('\t');

/**
 * Does `b` open on a header of its own? Its first row carries no number while `a`'s first body
 * row does, and it is not `a`'s header repeated.
 */
function ownHeader(a: Table, b: Table): boolean {
  const first = b.cells[0];
  if (!first || hasNumber(first) || !hasNumber(a.cells[a.header_rows ?? 0])) return false;
  return !a.cells.slice(0, Math.max(1, a.header_rows ?? 0)).some((h) => sameRow(h, first));
}

/** Does `b` (on the page after `a`) continue `a`? */
function continues(
  a: Table,
  b: Table,
  height: (page: number) => number | undefined,
  lastOfPage: boolean,
  firstOfPage: boolean,
): boolean {
  const last = a.pages?.[1] ?? a.page;
  if (last === null || b.page !== last + 1 || !structured(a) || !structured(b) || width(a) !== width(b))
    return false;
  if (b.caption && CONTINUED.test(b.caption)) {
    const la = a.caption ? LABEL.exec(a.caption)?.[0] : null;
    const lb = LABEL.exec(b.caption)?.[0];
    return !la || !lb || norm(la) === norm(lb);
  }
  if (!lastOfPage || !firstOfPage || !alignedColumns(a, b)) return false;
  const ha = height(last);
  const hb = height(b.page);
  if (!ha || !hb || !a.bbox || !b.bbox) return false;
  const atEdges = a.bbox[3] >= (1 - EDGE_SHARE) * ha && b.bbox[1] <= EDGE_SHARE * hb;
  // A part opening on the earlier part's header repeated is that table going on, whatever read
  // it (a browser repeats <thead> on every page, with its rules: the part on the next page reads
  // as ruled where the first read as aligned), and a caption set below the table comes with it.
  if (repeatsHeader(a, b) && !(a.caption && b.caption)) return atEdges;
  if (b.caption || ownHeader(a, b)) return false;
  // Parts of one table are drawn alike: a borderless table does not go on as a ruled one.
  return a.method === b.method && atEdges;
}

/** Does `b` open on `a`'s header rows, repeated, with rows of its own after them? */
function repeatsHeader(a: Table, b: Table): boolean {
  const head = a.header_rows ?? 0;
  return head > 0 && b.cells.length > head && b.cells.slice(0, head).every((r, i) => sameRow(r, a.cells[i]));
}

/**
 * How many of `b`'s first rows repeat `a`'s: its header rows, and further rows while they match
 * (a part that is all header, a caption and both header rows at a page foot whose first row only
 * was read as the header, has the second repeated too).
 */
function repeatedRows(a: Table, b: Table): number {
  if (!repeatsHeader(a, b)) return 0;
  let k = a.header_rows ?? 0;
  while (k < a.cells.length && k + 1 < b.cells.length && sameRow(a.cells[k], b.cells[k])) k++;
  return k;
}

/** `b`'s rows after `a`'s, without a header that repeats `a`'s. */
function joined(a: Table, b: Table): Table {
  const drop = repeatedRows(a, b);
  const offset = a.cells.length - drop;
  // A first part that was all header: every row of it that repeats is a header row.
  const header = drop === a.cells.length ? Math.max(a.header_rows ?? 0, drop) : a.header_rows;
  const spans = [
    ...(a.spans ?? []),
    ...(b.spans ?? []).filter((s) => s.row >= drop).map((s) => ({ ...s, row: s.row + offset })),
  ];
  const first = a.pages?.[0] ?? (a.page as number);
  return {
    ...a,
    caption: a.caption ?? b.caption,
    cells: [...a.cells, ...b.cells.slice(drop)],
    header_rows: header,
    confidence: Math.min(a.confidence, b.confidence),
    ...(spans.length ? { spans } : {}),
    pages: [first, b.page as number],
  };
}

/** The header cells of a header-only part (table-foot.ts), or null for any other table. */
const headerOnly = (t: Table): string[] | null =>
  t.structured === false && t.reason === PAGE_FOOT_HEADER && t.text ? t.text.split('\t') : null;

/**
 * Does `b` carry the body of the header-only part `a` (a caption and header ending page p)? It
 * is the first table of page p + 1, uncaptioned, starts in the page's top `EDGE_SHARE`, has one
 * column per header cell and lines up with the header.
 */
function bodyOf(a: Table, b: Table, head: string[], height: (page: number) => number | undefined): boolean {
  if (a.page === null || b.page !== a.page + 1 || !structured(b) || b.caption) return false;
  const hb = height(b.page);
  return !!hb && !!b.bbox && b.bbox[1] <= EDGE_SHARE * hb && width(b) === head.length && alignedColumns(a, b);
}

/** The header over the body, the caption and first page the header's, a repeated header dropped. */
function headed(a: Table, b: Table, head: string[]): Table {
  const repeated = b.cells.length > 1 && sameRow(b.cells[0], head);
  const drop = repeated ? 1 : 0;
  const spans = (b.spans ?? []).map((s) => ({ ...s, row: s.row + 1 - drop }));
  const { text: _t, reason: _r, summary: _s, ...rest } = b;
  return {
    ...rest,
    page: a.page,
    caption: a.caption,
    bbox: a.bbox,
    cells: [head, ...b.cells.slice(drop)],
    header_rows: 1 + Math.max(0, (b.header_rows ?? 0) - drop),
    ...(spans.length ? { spans } : {}),
    pages: [a.page as number, b.page as number],
  };
}

/**
 * The document's tables (in page order) with continued parts merged into the table they
 * continue; a header-only part at a page foot goes over the body that opens the next page, or
 * is dropped when no such body follows.
 */
export function mergeContinued(
  tables: readonly Table[],
  height: (page: number) => number | undefined,
): Table[] {
  const out: Table[] = [];
  for (let i = 0; i < tables.length; i++) {
    const b = tables[i];
    const a = out[out.length - 1];
    const firstOfPage = i === 0 || tables[i - 1].page !== b.page;
    const lastOfPage = a !== undefined && (a.pages?.[1] ?? a.page) !== b.page;
    const head = a ? headerOnly(a) : null;
    if (a && head && firstOfPage && lastOfPage && bodyOf(a, b, head, height))
      out[out.length - 1] = headed(a, b, head);
    else if (a && continues(a, b, height, lastOfPage, firstOfPage)) out[out.length - 1] = joined(a, b);
    else out.push(b);
  }
  return out.filter((t) => !headerOnly(t));
}
