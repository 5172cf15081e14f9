/**
 * Tables, per page. A table is looked for only next to its caption ("Table 2:", "TABLE II"):
 * first among the ruling lines (a group of horizontal rules of one width, with or without
 * vertical ones: booktabs, IEEE grids, Word tables), then among the rows just below or above the
 * caption whose runs align into columns (borderless tables). A structured table is kept only
 * if it passes the sanity check in grid.ts; otherwise the caption counts as a fallback and its
 * text stays as it is.
 *
 * With thorough detection (the default) rule groups no caption took and runs of aligned rows
 * (table-detect.ts) are tables too when they pass the plausibility gates (table-gates.ts); a
 * caption whose region fails the sanity check gives an unstructured entry with a summary.
 *
 * Longer than 300 lines on purpose: ruled and aligned table reading share the grid, the
 * sanity check and the caption pairing; captions, grids, rule groups, detection without
 * captions, gates and cell finishing already live in captions.ts, grid.ts and table-*.ts.
 */

import { ANY_CAPTION, type Caption, findCaptions } from './captions.ts';
import type { Column } from './columns.ts';
import {
  alignedColumns,
  rowCells,
  rowsInside,
  type Sanity,
  type Separator,
  sanity,
  segments,
  separatorsOf,
} from './grid.ts';
import { joinItems, type Row, rowFrom } from './model.ts';
import type { Rule } from './rules.ts';
import { headerRows, tableSummary, tidyCells } from './table-cells.ts';
import { alignedTables } from './table-detect.ts';
import { drawnGridTable, plausibleTable } from './table-gates.ts';
import type { GlyphWidths } from './table-glyphs.ts';
import { joinRows, rowRuled } from './table-rows.ts';
import { spanRowsUp } from './table-rowspan.ts';
import { DOUBLE_RULE_GAP, type RuleGroup, ruleGroups } from './table-rules.ts';
import { type GridGeometry, headerSpans, type Span } from './table-spans.ts';
import { centredStubs } from './table-stubs.ts';

/** A caption is at most this many body sizes away from its table's rules or rows (LaTeX's caption skip is 10 pt). */
const CAPTION_GAP_EM = 3;
/** A box is centred in a column, or shares its left edge with a caption, within this many body sizes. */
const ALIGN_TOLERANCE_EM = 2;
/** Consecutive rows of a borderless table have baselines at most this many sizes apart (a blank line between header and body fits; a paragraph gap before a heading mostly does not). */
const ROW_STEP_EM = 2.2;
/** A one-segment row at least this share of its column wide is prose, not a table row. */
const PROSE_SHARE = 0.6;
/** A borderless table needs at least two consistent column gaps: three columns. */
const ALIGNED_MIN_COLS = 3;
/** A header row above a table's first rule sits at most this many of its sizes above it. */
const HEADER_ABOVE_GAP_EM = 1;
/** Confidence by method before the sanity numbers scale it: rules are strong evidence. */
const CONFIDENCE = { grid: 0.95, rules: 0.9, aligned: 0.75 };
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

export interface PageTables {
  tables: FoundTable[];
  captions: Caption[];
  /** Captions without a structured table, and why. */
  fallback: { caption: Caption; why: string }[];
}

interface Box {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

/**
 * Distance from a caption to a box above or below it, or Infinity when they do not face each
 * other. Facing: one's horizontal middle lies within the other (a centred caption under a
 * full-width table; a column-wide caption over a narrow table), or the box is centred in the
 * caption's column, or both start at one left edge (a word processor's left-aligned caption
 * and table). A centred caption under one table thus does not take the table of the next
 * column just below it.
 */
function captionDistance(cap: Caption, box: Box, bodySize: number): number {
  const tolerance = ALIGN_TOLERANCE_EM * bodySize;
  const capMid = (cap.x0 + cap.x1) / 2;
  const boxMid = (box.x0 + box.x1) / 2;
  const facing =
    (capMid >= box.x0 && capMid <= box.x1) ||
    (boxMid >= cap.x0 && boxMid <= cap.x1) ||
    Math.abs(boxMid - (cap.left + cap.right) / 2) <= tolerance ||
    Math.abs(box.x0 - cap.x0) <= tolerance;
  if (!facing) return Number.POSITIVE_INFINITY;
  if (cap.bottom <= box.top + DOUBLE_RULE_GAP) return box.top - cap.bottom;
  if (cap.top >= box.bottom - DOUBLE_RULE_GAP) return cap.top - box.bottom;
  return Number.POSITIVE_INFINITY;
}

function bboxOf(rows: readonly Row[], box?: Box): [number, number, number, number] {
  const x0 = Math.min(...rows.map((r) => r.x0), box?.x0 ?? Number.POSITIVE_INFINITY);
  const x1 = Math.max(...rows.map((r) => r.x1), box?.x1 ?? Number.NEGATIVE_INFINITY);
  const top = Math.min(...rows.map((r) => r.top), box?.top ?? Number.POSITIVE_INFINITY);
  const bottom = Math.max(...rows.map((r) => r.bottom), box?.bottom ?? Number.NEGATIVE_INFINITY);
  const round = (v: number) => Math.round(v * 100) / 100;
  return [round(x0), round(top), round(x1), round(bottom)];
}

function confidence(base: number, s: Sanity): number {
  return Math.round(base * Math.min(1, s.density / FULL_DENSITY) * s.consistency * 100) / 100;
}

/** Drop columns that no row fills (a separator found at a table's edge). */
function dropEmptyColumns(cells: string[][]): { cells: string[][]; keep: boolean[] } {
  const keep = cells[0]?.map((_, k) => cells.some((r) => r[k])) ?? [];
  return { cells: cells.map((r) => r.filter((_, k) => keep[k])), keep };
}

interface Attempt {
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

/**
 * A header row set just above a table's first rule (no rule over it: Word and government
 * tables): the nearest line above, within one line of the rule, that is not a caption and
 * fills at least half the table's columns (two at least) with one piece per column. A
 * paragraph line or a caption above a booktabs top rule is one piece and never qualifies.
 */
function headerAbove(g: RuleGroup, pageRows: readonly Row[], separators: readonly Separator[]): Row | null {
  const above = rowsInside(pageRows, {
    x0: g.x0 - 1,
    x1: g.x1 + 1,
    top: Number.NEGATIVE_INFINITY,
    bottom: g.top,
  });
  const r = above[above.length - 1];
  if (!r || g.top - r.bottom > HEADER_ABOVE_GAP_EM * r.size || ANY_CAPTION.test(joinItems(r.items)))
    return null;
  const segs = segments(r);
  const cols = separators.length + 1;
  if (segs.length < Math.max(2, cols / 2)) return null;
  // Each piece within one column: a line running across the separators is text, not a header.
  const inOne = segs.every((sg) => !separators.some((s) => sg.x0 < s.x && sg.x1 > s.x));
  return inOne ? r : null;
}

/** Cells of a ruled table: columns from its vertical rules and alignment, rows from baselines. */
function ruledCells(g: RuleGroup, pageRows: readonly Row[], widths?: GlyphWidths | null): Attempt {
  const rows = rowsInside(pageRows, { x0: g.x0 - 1, x1: g.x1 + 1, top: g.top, bottom: g.bottom });
  const separators = ruledSeparators(g, rows);
  const head = headerAbove(g, pageRows, separators);
  if (head) rows.unshift(head);
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

/**
 * Rows of a borderless table next to a caption, in reading order: consecutive rows of the
 * caption's column below it (dir 1) or above it (dir -1) until a gap, prose, or another caption.
 */
function alignedRows(cap: Caption, pageRows: readonly Row[], dir: 1 | -1): Row[] {
  const col = cap.column;
  const inCol = rowsInside(pageRows, {
    x0: col.left - 1,
    x1: col.right + 1,
    top: Number.NEGATIVE_INFINITY,
    bottom: Number.POSITIVE_INFINITY,
  });
  const side =
    dir === 1 ? inCol.filter((r) => r.top >= cap.bottom) : inCol.filter((r) => r.bottom <= cap.top).reverse();
  const out: Row[] = [];
  const width = col.right - col.left;
  for (const r of side) {
    const prev = out[out.length - 1];
    if (!prev) {
      const gap = dir === 1 ? r.top - cap.bottom : cap.top - r.bottom;
      if (gap > CAPTION_GAP_EM * r.size) break;
    } else if (Math.abs(r.base - prev.base) > ROW_STEP_EM * Math.max(r.size, prev.size)) break;
    if (ANY_CAPTION.test(joinItems(r.items))) break;
    const segs = segments(r);
    if (segs.length === 1 && r.x1 - r.x0 >= PROSE_SHARE * width) break;
    out.push(r);
  }
  // A table does not end in a one-cell row: that is a heading or a note after it.
  while (out.length && segments(out[out.length - 1]).length < 2) out.pop();
  return dir === 1 ? out : out.reverse();
}

function alignedCells(rows: readonly Row[]): Attempt {
  const separators = separatorsOf(alignedColumns(rows));
  const sources: number[][] = [];
  const cells = separators.length
    ? joinRows(
        rows,
        rows.map((r) => rowCells(r, separators, false)),
        { sources },
      )
    : [];
  const keep = cells[0]?.map(() => true) ?? [];
  return {
    cells,
    rows: [...rows],
    sanity: sanity(cells, ALIGNED_MIN_COLS),
    geometry: { lines: rows, sources, separators, keep },
  };
}

/** Rows without the runs whose centre lies in one of the boxes. */
function outside(rows: readonly Row[], boxes: readonly [number, number, number, number][]): Row[] {
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

/** The caption's label ("Table 2", "TABLE II") for summaries. */
function labelOf(cap: Caption): string {
  const text = joinItems(cap.rows[0].items);
  return /^\D*?(?:[A-Z]?\d+|[IVXL]+)\b/.exec(text)?.[0] ?? text.slice(0, 20);
}

/** A found table with tidy cells, its header rows counted. */
function finished(t: Omit<FoundTable, 'headerRows' | 'structured'>, geometry?: GridGeometry): FoundTable {
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

/**
 * A caption's region that failed the sanity check, kept as text with the reason and a summary
 * of what is known (columns and rows of the failed attempt).
 */
function unstructured(cap: Caption, a: Attempt, why: string): FoundTable {
  return {
    caption: cap,
    cells: [],
    bbox: bboxOf(a.rows),
    confidence: 0,
    method: 'aligned',
    headerRows: 0,
    structured: false,
    text: a.rows
      .map((r) =>
        segments(r)
          .map((sg) => joinItems(sg.items))
          .join('\t'),
      )
      .join('\n'),
    reason: why,
    summary: tableSummary(labelOf(cap), a.cells, why),
  };
}

/**
 * Tables without a caption: rule groups no caption took (a drawn grid, or three rules or more),
 * then borderless runs of aligned rows among the text not in a table yet. Both must pass the
 * sanity check and the plausibility gates; what fails stays text (no fallback: nothing claimed
 * a table there).
 */
function tablesWithoutCaption(
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

/**
 * Tables of one page. Captions and rule groups are paired nearest first (each used once); a
 * caption left without a sane ruled table tries the rows beside it that are not in a table yet;
 * what still fails is a fallback.
 */
export function pageTables(
  pageRows: readonly Row[],
  columns: readonly Column[],
  rules: readonly Rule[] | null,
  bodySize: number,
  detect: 'caption' | 'thorough' = 'thorough',
  /** The page's glyph widths, to cut runs at drawn rules by the characters' real widths. */
  widths?: GlyphWidths | null,
): PageTables {
  const captions = findCaptions(columns, pageRows);
  if (!captions.length && detect === 'caption') return { tables: [], captions, fallback: [] };
  const found = new Map<Caption, FoundTable>();
  const failed = new Map<Caption, FoundTable>();
  const whys = new Map<Caption, string[]>(captions.map((c) => [c, []]));
  const groups = rules ? ruleGroups(rules, bodySize, captions) : [];
  const pairs = captions
    .flatMap((cap) => groups.map((g) => ({ cap, g, d: captionDistance(cap, g, bodySize) })))
    .filter((p) => p.d <= CAPTION_GAP_EM * bodySize)
    .sort((a, b) => a.d - b.d);
  const tried = new Set<RuleGroup>();
  for (const { cap, g } of pairs) {
    if (found.has(cap) || tried.has(g)) continue;
    tried.add(g);
    const a = ruledCells(g, pageRows, widths);
    if (!a.sanity.ok && !a.drawn) {
      whys.get(cap)?.push(`rules: ${a.sanity.why}`);
      continue;
    }
    found.set(
      cap,
      finished(
        {
          caption: cap,
          cells: a.cells,
          bbox: bboxOf(a.rows, g),
          confidence: confidence(g.vs.length ? CONFIDENCE.grid : CONFIDENCE.rules, a.sanity),
          method: 'ruled',
        },
        a.geometry,
      ),
    );
  }
  for (const cap of captions) {
    if (found.has(cap)) continue;
    // Text already in a table is not another table's rows.
    const free = outside(
      pageRows,
      [...found.values()].map((t) => t.bbox),
    );
    const attempts = ([1, -1] as const)
      .map((dir) => alignedRows(cap, free, dir))
      .filter((rows) => rows.length)
      .map(alignedCells);
    const filled = (a: Attempt) => a.cells.flat().filter(Boolean).length;
    const best = attempts.filter((a) => a.sanity.ok).sort((a, b) => filled(b) - filled(a))[0];
    if (best)
      found.set(
        cap,
        finished(
          {
            caption: cap,
            cells: best.cells,
            bbox: bboxOf(best.rows),
            confidence: confidence(CONFIDENCE.aligned, best.sanity),
            method: 'aligned',
          },
          best.geometry,
        ),
      );
    else {
      for (const a of attempts) whys.get(cap)?.push(`alignment: ${a.sanity.why}`);
      // The largest attempt of at least two rows is the caption's region, kept unstructured.
      const region = attempts
        .filter((a) => a.rows.length >= 2)
        .sort((a, b) => b.rows.length - a.rows.length)[0];
      if (region) failed.set(cap, unstructured(cap, region, region.sanity.why));
    }
  }
  const claimed = new Map([...found, ...failed]);
  const uncaptioned =
    detect === 'thorough'
      ? tablesWithoutCaption(pageRows, columns, groups, tried, claimed, captions, widths)
      : [];
  return {
    tables: [...captions.flatMap((c) => found.get(c) ?? failed.get(c) ?? []), ...uncaptioned].sort(
      (a, b) => a.bbox[1] - b.bbox[1],
    ),
    captions,
    fallback: captions
      .filter((c) => !found.has(c))
      .map((caption) => ({
        caption,
        why: whys.get(caption)?.join('; ') || 'no rules or aligned rows next to it',
      })),
  };
}
