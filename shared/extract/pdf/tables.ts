/**
 * Tables, per page. A table is looked for only next to its caption ("Table 2:", "TABLE II"):
 * first among the ruling lines (a group of horizontal rules of one width, with or without
 * vertical ones: booktabs, IEEE grids, Word tables), then among the rows just below or above the
 * caption whose runs align into columns (borderless tables, table-aligned.ts). A structured table is kept only
 * if it passes the sanity check in grid.ts; otherwise the caption counts as a fallback and its
 * text stays as it is.
 *
 * With thorough detection (the default) rule groups no caption took and runs of aligned rows
 * (table-detect.ts) are tables too when they pass the plausibility gates (table-gates.ts); a
 * caption whose region fails the sanity check gives an unstructured entry with a summary.
 * Reading a ruled table's cells and finishing a found table live in table-build.ts.
 */

import { type Caption, findCaptions } from './captions.ts';
import type { Column } from './columns.ts';
import { segments } from './grid.ts';
import { joinItems, type Row } from './model.ts';
import type { Rule } from './rules.ts';
import { CAPTION_GAP_EM, captionAligned } from './table-aligned.ts';
import {
  type Attempt,
  type Box,
  bboxOf,
  CONFIDENCE,
  confidence,
  type FoundTable,
  finished,
  outside,
  ruledCells,
} from './table-build.ts';
import { tableSummary } from './table-cells.ts';
import { tablesWithoutCaption } from './table-detect.ts';
import { pageFootHeader } from './table-foot.ts';
import type { GlyphWidths } from './table-glyphs.ts';
import { DOUBLE_RULE_GAP, type RuleGroup, ruleGroups } from './table-rules.ts';

export type { FoundTable } from './table-build.ts';

/** A box is centred in a column, or shares its left edge with a caption, within this many body sizes. */
const ALIGN_TOLERANCE_EM = 2;

export interface PageTables {
  tables: FoundTable[];
  captions: Caption[];
  /** Captions without a structured table, and why. */
  fallback: { caption: Caption; why: string }[];
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

/** The caption's label ("Table 2", "TABLE II") for summaries. */
function labelOf(cap: Caption): string {
  const text = joinItems(cap.rows[0].items);
  return /^\D*?(?:[A-Z]?\d+|[IVXL]+)\b/.exec(text)?.[0] ?? text.slice(0, 20);
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

interface PageContext {
  pageRows: readonly Row[];
  columns: readonly Column[];
  groups: readonly RuleGroup[];
  tried: ReadonlySet<RuleGroup>;
  captions: readonly Caption[];
  widths?: GlyphWidths | null;
  bodySize: number;
  detect: 'caption' | 'thorough';
}

/**
 * Tables found without a caption, after a caption left without a table takes the nearest one it
 * faces (within `CAPTION_GAP_EM`): the layout may cut a borderless table into column boxes (a
 * Word table whose stub and first number column sit apart from the rest), so the caption's own
 * column holds a slice of it, while the page-wide search (table-detect.ts) reads it whole. The
 * adopted table is a captioned one in either detection mode; with caption detection the other
 * uncaptioned tables are dropped. A caption that adopts none keeps its unstructured region, and
 * no uncaptioned table may take that region's rows (as before the adoption existed). Updates
 * `found` and `failed`.
 */
function adoptUncaptioned(
  ctx: PageContext,
  found: Map<Caption, FoundTable>,
  failed: Map<Caption, FoundTable>,
): FoundTable[] {
  const orphans = ctx.captions.filter((c) => !found.has(c));
  if (ctx.detect === 'caption' && !orphans.length) return [];
  const { pageRows, columns, groups, tried, captions, widths } = ctx;
  const candidates = tablesWithoutCaption(pageRows, columns, groups, tried, found, captions, widths);
  const pairs = orphans
    .flatMap((cap) =>
      candidates.map((t) => ({ cap, t, d: captionDistance(cap, boxOf(t.bbox), ctx.bodySize) })),
    )
    .filter((p) => p.d <= CAPTION_GAP_EM * ctx.bodySize)
    .sort((a, b) => a.d - b.d);
  const adopted = new Set<FoundTable>();
  for (const { cap, t } of pairs) {
    if (found.has(cap) || adopted.has(t)) continue;
    adopted.add(t);
    found.set(cap, { ...t, caption: cap });
    failed.delete(cap);
  }
  if (ctx.detect === 'caption') return [];
  const regions = [...failed.values()].map((f) => f.bbox);
  return candidates.filter((t) => !adopted.has(t) && !regions.some((r) => overlap(r, t.bbox)));
}

const boxOf = ([x0, top, x1, bottom]: readonly number[]): Box => ({ x0, top, x1, bottom });

function overlap(a: readonly number[], b: readonly number[]): boolean {
  return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
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
    const { attempts, best } = captionAligned(cap, free, columns);
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
      else {
        const foot = pageFootHeader(cap, attempts[0]?.rows ?? [], pageRows);
        if (foot) failed.set(cap, foot);
      }
    }
  }
  const uncaptioned = adoptUncaptioned(
    { pageRows, columns, groups, tried, captions, widths, bodySize, detect },
    found,
    failed,
  );
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
