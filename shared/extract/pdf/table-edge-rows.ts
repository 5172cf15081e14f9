/**
 * Rows of a ruled table set outside its rules. Word, government and spreadsheet tables often draw
 * no rule over the header (only one under it), and a spreadsheet's total row sits under a rule
 * with none below it (a "top border" on the Total row): the rules then bound the body only. The
 * nearest line above the first rule, or below the last, within one line of it, belongs to the
 * table when it is not a caption and fills at least half the table's columns (two at least) with
 * one piece per column; the line below must also hold a number (a total, not a note). A
 * paragraph line, a caption over a booktabs top rule and a note under its bottom rule are one
 * piece and never qualify.
 */
import { ANY_CAPTION } from './captions.ts';
import { rowsInside, type Separator, segments } from './grid.ts';
import { joinItems, type Row } from './model.ts';
import { isNumeric } from './table-gates.ts';
import type { RuleGroup } from './table-rules.ts';

/** A header or total row lies at most this many of its sizes from the rule. */
const EDGE_GAP_EM = 1;

interface Span {
  x0: number;
  x1: number;
}

/**
 * Does every piece of the row lie in one column? With aligned column intervals (no vertical
 * rules), a piece may reach past the midpoint between two columns (a header wider than the
 * right-aligned numbers under it) as long as it meets one column's text only.
 */
function piecesInColumns(r: Row, separators: readonly Separator[], columns: readonly Span[] | null): boolean {
  return segments(r).every((sg) =>
    columns
      ? columns.filter((c) => sg.x0 < c.x1 && sg.x1 > c.x0).length <= 1
      : !separators.some((s) => sg.x0 < s.x && sg.x1 > s.x),
  );
}

function edgeRow(
  r: Row | undefined,
  gap: number,
  separators: readonly Separator[],
  columns: readonly Span[] | null,
): boolean {
  if (!r || gap > EDGE_GAP_EM * r.size || ANY_CAPTION.test(joinItems(r.items))) return false;
  const cols = separators.length + 1;
  return segments(r).length >= Math.max(2, cols / 2) && piecesInColumns(r, separators, columns);
}

const band = (g: RuleGroup, top: number, bottom: number) => ({ x0: g.x0 - 1, x1: g.x1 + 1, top, bottom });

/** The header line set just above the group's first rule, or null. */
export function headerAbove(
  g: RuleGroup,
  pageRows: readonly Row[],
  separators: readonly Separator[],
  columns: readonly Span[] | null,
): Row | null {
  const above = rowsInside(pageRows, band(g, Number.NEGATIVE_INFINITY, g.top));
  const r = above[above.length - 1];
  return r && edgeRow(r, g.top - r.bottom, separators, columns) ? r : null;
}

/** The total line set just below the group's last rule, or null. */
export function totalBelow(
  g: RuleGroup,
  pageRows: readonly Row[],
  separators: readonly Separator[],
  columns: readonly Span[] | null,
): Row | null {
  const r = rowsInside(pageRows, band(g, g.bottom, Number.POSITIVE_INFINITY))[0];
  if (!r || !edgeRow(r, r.top - g.bottom, separators, columns)) return null;
  return segments(r).some((sg) => isNumeric(joinItems(sg.items))) ? r : null;
}
