/**
 * The rows at the head of a page that carry on the table the previous page ended with. A
 * browser repeats a table's <thead> on every page the table runs onto (Word and LibreOffice a
 * header row marked to repeat), so the page opens on the header again and then the rows that did
 * not fit: often one or two, too few for a table found on its own evidence (table-detect.ts wants
 * three rows that split into cells). They are a table part when the page's first rows across the
 * table's extent read exactly as the table's header rows and at least one row that splits into
 * cells follows; table-merge.ts then joins the two parts (a part opening on the header repeated).
 */
import { ANY_CAPTION } from './captions.ts';
import { segments } from './grid.ts';
import { joinItems, type Row } from './model.ts';
import { alignedCells } from './table-aligned.ts';
import { bboxOf, CONFIDENCE, confidence, type FoundTable, finished, outside } from './table-build.ts';
import { EDGE_SHARE } from './table-merge.ts';
import { continuesRun } from './table-pitch.ts';

/** A one-piece row at least this share of the table's width is prose after the part (as table-aligned.ts). */
const PROSE_SHARE = 0.6;

/** What a page hands the next: the table it ends with, if that table ends near its foot and has a header. */
export interface CarriedTable {
  /** Each header row's text, its cells joined. */
  header: string[];
  x0: number;
  x1: number;
  columns: number;
}

const key = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');

/** The last structured table of a page with a header, when it ends in the page's bottom `EDGE_SHARE`. */
export function carryOf(tables: readonly FoundTable[], pageHeight: number): CarriedTable | null {
  const last = [...tables].filter((t) => t.structured).sort((a, b) => b.bbox[3] - a.bbox[3])[0];
  if (!last || last.headerRows < 1 || last.bbox[3] < (1 - EDGE_SHARE) * pageHeight) return null;
  return {
    header: last.cells.slice(0, last.headerRows).map((r) => r.join(' ')),
    x0: last.bbox[0],
    x1: last.bbox[2],
    columns: last.cells[0]?.length ?? 0,
  };
}

/**
 * The part of `carry`'s table that opens this page, or null: the page's first rows across the
 * table's extent (none of them in a table found already) repeat its header, and rows that split
 * into cells follow, gridded into as many columns as the table has.
 */
export function carriedPart(
  pageRows: readonly Row[],
  tables: readonly FoundTable[],
  carry: CarriedTable,
): FoundTable | null {
  const across = (r: Row) => r.x0 < carry.x1 && r.x1 > carry.x0;
  const first = pageRows.filter(across).sort((a, b) => a.top - b.top)[0];
  if (!first) return null;
  const free = outside(
    pageRows,
    tables.map((t) => t.bbox),
  )
    .filter(across)
    .sort((a, b) => a.top - b.top);
  // The page's first row across the table is in a table already: the part was found on its own.
  if (free[0]?.base !== first.base) return null;
  const head = carry.header.length;
  if (
    free.length <= head ||
    free.slice(0, head).some((r, i) => key(joinItems(r.items)) !== key(carry.header[i]))
  )
    return null;
  const rows = free.slice(0, head);
  const steps: number[] = [];
  for (const r of free.slice(head)) {
    const prev = rows[rows.length - 1];
    if (!continuesRun(prev, r, steps) || ANY_CAPTION.test(joinItems(r.items))) break;
    const pieces = segments(r).length;
    if (pieces < 2 && r.x1 - r.x0 >= PROSE_SHARE * (carry.x1 - carry.x0)) break;
    steps.push(Math.abs(r.base - prev.base));
    rows.push(r);
  }
  while (rows.length > head && segments(rows[rows.length - 1]).length < 2) rows.pop();
  if (rows.length <= head) return null;
  const a = alignedCells(rows);
  if ((a.cells[0]?.length ?? 0) !== carry.columns) return null;
  return finished(
    {
      caption: null,
      cells: a.cells,
      bbox: bboxOf(rows),
      confidence: confidence(CONFIDENCE.aligned, a.sanity),
      method: 'aligned',
    },
    a.geometry,
  );
}
