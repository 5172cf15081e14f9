/**
 * Tables without a caption (thorough detection): rule groups no caption took, and borderless
 * tables, runs of consecutive rows that split into cells at the same gaps. The borderless ones
 * are looked for in every text column box of the page and in the page as a whole (a one-column
 * page whose table's own gaps split it into "columns" in the layout), the best candidate kept
 * where they overlap. The grid from such a run must pass the sanity check and the plausibility
 * gates (table-gates.ts) before it is a table.
 */
import type { Caption } from './captions.ts';
import type { Column } from './columns.ts';
import { alignedColumns, rowCells, rowsInside, sanity, segments, separatorsOf } from './grid.ts';
import type { Row } from './model.ts';
import {
  bboxOf,
  CONFIDENCE,
  confidence,
  type FoundTable,
  finished,
  outside,
  ruledCells,
} from './table-build.ts';
import { plausibleTable } from './table-gates.ts';
import type { GlyphWidths } from './table-glyphs.ts';
import { continuesRun } from './table-pitch.ts';
import { joinRows } from './table-rows.ts';
import type { RuleGroup } from './table-rules.ts';
import type { GridGeometry } from './table-spans.ts';

/** A cell wider than this share of its box is a line of prose, not a table cell. */
const MAX_CELL_SHARE = 0.4;
/** A run needs at least this many rows that split into cells. */
const MIN_RUN_ROWS = 3;
/** Rows of one cell (a group label, a wrapped cell) may interrupt a run this many times in a row. */
const MAX_SINGLE_ROWS = 2;
/** A cell's wrapped lines (one piece under a cell of the row above) go on this many lines at most. */
const MAX_WRAPPED_LINES = 6;
/** A wrapped line starts within this many points of its cell's left edge. */
const WRAP_ALIGN_PT = 1.5;
/** A borderless table needs at least two consistent gaps: three columns. */
const MIN_COLS = 3;
/**
 * Two runs with the same columns at most this many sizes apart are one table whose row groups
 * are set apart by blank space or by group-label rows (government statistics).
 */
const MERGE_GAP_EM = 4;
/** Sub-columns whose ids start alike belong to one top-level column (see captions.ts). */
const TOP_COLUMN = /^p\d+\.\d+\.\d+[LR]/;

export interface AlignedTable {
  rows: Row[];
  cells: string[][];
  density: number;
  consistency: number;
  geometry?: GridGeometry;
}

interface Box {
  x0: number;
  x1: number;
}

/** The page's text column boxes: each top-level column, and the whole page. */
function boxes(columns: readonly Column[], rows: readonly Row[]): Box[] {
  const out: Box[] = [];
  const add = (b: Box) => {
    if (!out.some((o) => Math.abs(o.x0 - b.x0) < 1 && Math.abs(o.x1 - b.x1) < 1)) out.push(b);
  };
  if (rows.length)
    add({ x0: Math.min(...rows.map((r) => r.x0)) - 1, x1: Math.max(...rows.map((r) => r.x1)) + 1 });
  for (const c of columns) {
    const top = TOP_COLUMN.exec(c.id)?.[0] ?? c.id;
    const family = columns.filter((k) => k.id === top || k.id.startsWith(`${top}.`));
    add({ x0: Math.min(...family.map((k) => k.left)) - 1, x1: Math.max(...family.map((k) => k.right)) + 1 });
  }
  return out;
}

type Segment = ReturnType<typeof segments>[number];

/**
 * Is a one-piece row a wrapped line of a cell of the last row that split into cells (three at
 * least: two pieces may be a label and its value in a header block)? It starts at that cell's left edge (not the stub's: a group label starts there) and ends before the next
 * cell starts. A description cell wraps over as many lines as it needs, which the limit on
 * one-cell rows between table rows (group labels) must not count.
 */
function wrapsCell(segs: readonly Segment[], cells: readonly Segment[]): boolean {
  if (segs.length !== 1 || cells.length < MIN_COLS) return false;
  const [s] = segs;
  const k = cells.findIndex((c, i) => i > 0 && Math.abs(c.x0 - s.x0) <= WRAP_ALIGN_PT);
  return k > 0 && (k + 1 >= cells.length || s.x1 < cells[k + 1].x0);
}

/** Runs of rows that split into short cells, allowing a few one-cell rows inside. */
function runs(rows: readonly Row[], box: Box): Row[][] {
  const width = box.x1 - box.x0;
  const out: Row[][] = [];
  let cur: Row[] = [];
  let tabular = 0;
  let singles = 0;
  let steps: number[] = [];
  let lastCells: Segment[] = [];
  let wrapped = 0;
  const wraps = new Set<Row>();
  const flush = () => {
    // A run does not end in a one-cell row (a heading or note after the table); a cell's
    // wrapped line is the table's.
    while (cur.length && !wraps.has(cur[cur.length - 1]) && segments(cur[cur.length - 1]).length < 2)
      cur.pop();
    if (tabular >= MIN_RUN_ROWS) out.push(cur);
    cur = [];
    steps = [];
    tabular = 0;
    singles = 0;
    wrapped = 0;
    lastCells = [];
  };
  for (const r of rows) {
    const segs = segments(r);
    const wide = segs.filter((s) => s.x1 - s.x0 >= MAX_CELL_SHARE * width).length;
    const short = wide === 0;
    // A row of three cells or more is a table row even with one wide cell (a description).
    const cells = (segs.length >= 2 && short) || (segs.length >= 3 && wide === 1);
    const prev = cur[cur.length - 1];
    if (prev && !continuesRun(prev, r, steps, wraps.has(prev))) flush();
    else if (prev && cells && !wraps.has(prev) && segments(prev).length >= 2) steps.push(r.base - prev.base);
    if (cells) {
      cur.push(r);
      tabular++;
      singles = 0;
      wrapped = 0;
      lastCells = segs;
    } else if (cur.length && wrapped < MAX_WRAPPED_LINES && wrapsCell(segs, lastCells)) {
      cur.push(r);
      wraps.add(r);
      wrapped++;
    } else if (cur.length && short && singles < MAX_SINGLE_ROWS) {
      cur.push(r);
      singles++;
      // No cell of a table row above a one-cell row (a group label) for a line to wrap from.
      lastCells = [];
    } else flush();
  }
  flush();
  return out;
}

function grid(rows: readonly Row[]): { cells: string[][]; geometry?: GridGeometry } {
  const separators = separatorsOf(alignedColumns(rows));
  if (!separators.length) return { cells: [] };
  const sources: number[][] = [];
  const cells = joinRows(
    rows,
    rows.map((r) => rowCells(r, separators, false)),
    { sources },
  );
  const keep = cells[0].map((_, k) => cells.some((r) => r[k]));
  return {
    cells: cells.map((r) => r.filter((_, k) => keep[k])),
    geometry: { lines: rows, sources, separators, keep },
  };
}

const filledCount = (t: AlignedTable) => t.cells.flat().filter(Boolean).length;

const boxOf = (rs: readonly Row[]) => ({
  x0: Math.min(...rs.map((r) => r.x0)),
  x1: Math.max(...rs.map((r) => r.x1)),
  top: Math.min(...rs.map((r) => r.top)),
  bottom: Math.max(...rs.map((r) => r.bottom)),
});

function overlaps(a: readonly Row[], b: readonly Row[]): boolean {
  const p = boxOf(a);
  const q = boxOf(b);
  return p.x0 < q.x1 && q.x0 < p.x1 && p.top < q.bottom && q.top < p.bottom;
}

function accept(run: Row[]): AlignedTable | null {
  const { cells, geometry } = grid(run);
  const s = sanity(cells, MIN_COLS);
  if (!s.ok || !plausibleTable(cells, 'aligned').ok) return null;
  return { rows: run, cells, density: s.density, consistency: s.consistency, geometry };
}

/** Tables stacked with the same columns and a small gap (row groups) read as one. */
function mergeStacked(tables: AlignedTable[], rows: readonly Row[]): AlignedTable[] {
  const out = [...tables].sort((a, b) => a.rows[0].base - b.rows[0].base);
  for (let i = 0; i + 1 < out.length; ) {
    const a = out[i];
    const b = out[i + 1];
    const p = boxOf(a.rows);
    const q = boxOf(b.rows);
    const size = Math.max(a.rows[a.rows.length - 1].size, b.rows[0].size);
    const overlap = Math.min(p.x1, q.x1) - Math.max(p.x0, q.x0);
    const near =
      a.cells[0].length === b.cells[0].length &&
      q.top - p.bottom <= MERGE_GAP_EM * size &&
      overlap >= 0.8 * Math.min(p.x1 - p.x0, q.x1 - q.x0);
    const box = { x0: Math.min(p.x0, q.x0) - 1, x1: Math.max(p.x1, q.x1) + 1, top: p.top, bottom: q.bottom };
    const merged = near ? accept(rowsInside(rows, box)) : null;
    if (merged) out.splice(i, 2, merged);
    else i++;
  }
  return out;
}

/** Uncaptioned borderless tables among the page's rows (rows already in tables left out by the caller). */
export function alignedTables(rows: readonly Row[], columns: readonly Column[]): AlignedTable[] {
  const candidates: AlignedTable[] = [];
  for (const box of boxes(columns, rows)) {
    const inBox = rowsInside(rows, {
      ...box,
      top: Number.NEGATIVE_INFINITY,
      bottom: Number.POSITIVE_INFINITY,
    });
    for (const run of runs(inBox, box)) {
      const t = accept(run);
      if (t) candidates.push(t);
    }
  }
  // Fullest first; a candidate overlapping a kept one is the same table read in a narrower box.
  const kept: AlignedTable[] = [];
  for (const c of candidates.sort((a, b) => filledCount(b) - filledCount(a)))
    if (!kept.some((k) => overlaps(k.rows, c.rows))) kept.push(c);
  return mergeStacked(kept, rows);
}

/**
 * Tables without a caption: rule groups no caption took (a drawn grid, or three rules or more),
 * then borderless runs of aligned rows among the text not in a table yet. Both must pass the
 * sanity check and the plausibility gates; what fails stays text (no fallback: nothing claimed
 * a table there).
 */
export function tablesWithoutCaption(
  pageRows: readonly Row[],
  columns: readonly Column[],
  groups: readonly RuleGroup[],
  tried: ReadonlySet<RuleGroup>,
  found: ReadonlyMap<Caption, FoundTable>,
  captions: readonly Caption[],
  widths?: GlyphWidths | null,
): FoundTable[] {
  const out: FoundTable[] = [];
  const taken = () => [...found.values(), ...out].map((t) => t.bbox);
  for (const g of groups) {
    if (tried.has(g)) continue;
    const a = ruledCells(g, outside(pageRows, taken()), widths);
    // Two rules without vertical ones are only a frame: read as aligned text.
    const evidence = g.vs.length ? 'grid' : g.hs.length >= 3 ? 'rules' : 'aligned';
    const plausible = a.sanity.ok && plausibleTable(a.cells, evidence).ok;
    if (!a.rows.length || !(plausible || a.drawn)) continue;
    out.push(
      finished(
        {
          caption: null,
          cells: a.cells,
          bbox: bboxOf(a.rows, g),
          confidence: confidence(g.vs.length ? CONFIDENCE.grid : CONFIDENCE.rules, a.sanity),
          method: 'ruled',
        },
        a.geometry,
      ),
    );
  }
  const captionBoxes = captions.map((c) => bboxOf(c.rows));
  for (const t of alignedTables(outside(pageRows, [...taken(), ...captionBoxes]), columns))
    out.push(
      finished(
        {
          caption: null,
          cells: t.cells,
          bbox: bboxOf(t.rows),
          confidence: confidence(CONFIDENCE.aligned, {
            ok: true,
            density: t.density,
            consistency: t.consistency,
            why: '',
          }),
          method: 'aligned',
        },
        t.geometry,
      ),
    );
  return out;
}
