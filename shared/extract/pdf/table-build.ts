/**
 * Building one found table, shared by the tables next to a caption (tables.ts) and the tables
 * found without one (table-detect.ts): the cells of a ruled table from its rule group, the rows
 * left outside the tables found so far, and the finished table (tidy cells, header rows, spans,
 * centred stubs) with its box and confidence.
 */
import type { Caption } from './captions.ts';
import {
  alignedColumns,
  rowCells,
  rowsInside,
  type Sanity,
  type Separator,
  sanity,
  separatorsOf,
} from './grid.ts';
import { type Row, rowFrom } from './model.ts';
import { headerRows, tidyCells } from './table-cells.ts';
import { headerAbove, totalBelow } from './table-edge-rows.ts';
import { drawnGridTable } from './table-gates.ts';
import type { GlyphWidths } from './table-glyphs.ts';
import { joinRows, rowRuled } from './table-rows.ts';
import { spanRowsUp } from './table-rowspan.ts';
import type { RuleGroup } from './table-rules.ts';
import { type GridGeometry, headerSpans, type Span } from './table-spans.ts';
import { centredStubs } from './table-stubs.ts';

/** Confidence by method before the sanity numbers scale it: rules are strong evidence. */
export const CONFIDENCE = { grid: 0.95, rules: 0.9, aligned: 0.75 };
/**
 * Rows filling half the columns, in a grid drawn with vertical rules: the rules already give
 * the columns, and total and subtotal rows ("TOTAL" … "$51.24") leave most cells empty.
 */
const GRID_MIN_CONSISTENCY = 0.4;
/** Cell density at or above this counts as fully dense for the confidence. */
const FULL_DENSITY = 0.9;

export interface FoundTable {
  /** null: found without a caption (thorough detection). */
  caption: Caption | null;
  cells: string[][];
  bbox: [number, number, number, number];
  confidence: number;
  method: 'ruled' | 'aligned';
  /** Leading rows that are the header. */
  headerRows: number;
  /** Header cells spanning columns or rows, and centred body group labels (their text in the top-left grid cell). */
  spans?: Span[];
  /** false: a caption's region that failed the sanity check; `cells` is empty, `text` holds its rows. */
  structured: boolean;
  text?: string;
  reason?: string;
  summary?: string;
}

export interface Box {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

export function bboxOf(rows: readonly Row[], box?: Box): [number, number, number, number] {
  const x0 = Math.min(...rows.map((r) => r.x0), box?.x0 ?? Number.POSITIVE_INFINITY);
  const x1 = Math.max(...rows.map((r) => r.x1), box?.x1 ?? Number.NEGATIVE_INFINITY);
  const top = Math.min(...rows.map((r) => r.top), box?.top ?? Number.POSITIVE_INFINITY);
  const bottom = Math.max(...rows.map((r) => r.bottom), box?.bottom ?? Number.NEGATIVE_INFINITY);
  const round = (v: number) => Math.round(v * 100) / 100;
  return [round(x0), round(top), round(x1), round(bottom)];
}

export function confidence(base: number, s: Sanity): number {
  return Math.round(base * Math.min(1, s.density / FULL_DENSITY) * s.consistency * 100) / 100;
}

/** Drop columns that no row fills (a separator found at a table's edge). */
function dropEmptyColumns(cells: string[][]): { cells: string[][]; keep: boolean[] } {
  const keep = cells[0]?.map((_, k) => cells.some((r) => r[k])) ?? [];
  return { cells: cells.map((r) => r.filter((_, k) => keep[k])), keep };
}

export interface Attempt {
  cells: string[][];
  rows: Row[];
  sanity: Sanity;
  geometry?: GridGeometry;
  /** Every column boundary a drawn rule and every row its own band between rules (see `drawnGridTable`). */
  drawn?: boolean;
}

/**
 * Column separators of a ruled table: its vertical rules, plus alignment gaps between two rules
 * where the rows agree on them (IEEE tables often rule off only the first column).
 */
function ruledSeparators(g: RuleGroup, rows: readonly Row[]): Separator[] {
  if (!g.vs.length) return separatorsOf(alignedColumns(rows));
  const edges = [g.x0, ...g.vs.map((v) => v.x), g.x1];
  const out: Separator[] = [];
  for (let k = 0; k + 1 < edges.length; k++) {
    if (k) out.push(g.vs[k - 1]);
    const part = rowsInside(rows, { x0: edges[k], x1: edges[k + 1], top: g.top, bottom: g.bottom });
    const inner = separatorsOf(alignedColumns(part));
    if (inner.length && sanity(part.map((r) => rowCells(r, inner, false))).ok) out.push(...inner);
  }
  return out;
}

/** Cells of a ruled table: columns from its vertical rules and alignment, rows from baselines. */
export function ruledCells(g: RuleGroup, pageRows: readonly Row[], widths?: GlyphWidths | null): Attempt {
  const rows = rowsInside(pageRows, { x0: g.x0 - 1, x1: g.x1 + 1, top: g.top, bottom: g.bottom });
  const separators = ruledSeparators(g, rows);
  const columns = g.vs.length ? null : alignedColumns(rows);
  const head = headerAbove(g, pageRows, separators, columns);
  if (head) rows.unshift(head);
  const total = totalBelow(g, pageRows, separators, columns);
  if (total) rows.push(total);
  const lineCells = rows.map((r) => rowCells(r, separators, g.vs.length > 0, widths));
  const bands = rows.map((r) => g.hs.filter((y) => y < r.base).length);
  const sources: number[][] = [];
  const joined = joinRows(rows, lineCells, {
    sources,
    bands,
    wholeBands: rowRuled(bands, lineCells),
    // Baselines, not boxes: a stub centred on two header levels overlaps the rule between them.
    ruleBetween: (i) => g.cuts.some((c) => c.at > rows[i - 1].base && c.at < rows[i].base),
  });
  // A drawn grid: a cell beside a partial rule spans the rows it separates.
  if (g.vs.length >= 2)
    spanRowsUp(joined, [g.x0, ...separators.map((s) => s.x), g.x1], g.cuts, { rows, sources, bands });
  const { cells, keep } = dropEmptyColumns(joined);
  const drawn = g.vs.length >= 2 && separators.every((s) => s.drawn) && rowRuled(bands, lineCells);
  return {
    cells,
    rows,
    sanity: sanity(cells, 2, g.vs.length ? GRID_MIN_CONSISTENCY : undefined),
    geometry: { lines: rows, sources, separators, keep },
    drawn: drawn && drawnGridTable(cells),
  };
}

/** Rows without the runs whose centre lies in one of the boxes. */
export function outside(rows: readonly Row[], boxes: readonly [number, number, number, number][]): Row[] {
  if (!boxes.length) return [...rows];
  const out: Row[] = [];
  for (const r of rows) {
    const items = r.items.filter((it) => {
      const cx = (it.x0 + it.x1) / 2;
      const cy = (it.top + it.bottom) / 2;
      return !boxes.some(([x0, top, x1, bottom]) => cx >= x0 && cx <= x1 && cy >= top && cy <= bottom);
    });
    if (items.length) out.push(items.length === r.items.length ? r : rowFrom(items));
  }
  return out;
}

/** A found table with tidy cells, its header rows counted. */
export function finished(
  t: Omit<FoundTable, 'headerRows' | 'structured'>,
  geometry?: GridGeometry,
): FoundTable {
  const tidy = tidyCells(t.cells);
  const header = headerRows(tidy);
  const head = geometry ? headerSpans(tidy, header, geometry) : { cells: tidy, spans: [] };
  const stubs = centredStubs(head.cells, header);
  const spans = [...head.spans, ...stubs.spans];
  return {
    ...t,
    cells: stubs.cells,
    headerRows: header,
    structured: true,
    ...(spans.length ? { spans } : {}),
  };
}
