/**
 * Plausibility of a table found without a caption. A caption is strong evidence on its own; an
 * uncaptioned region must also look like a table and not like the page's other aligned text:
 * prose in two columns (long cells), numbered lists and reference lists (a marker column beside
 * prose), display math with equation numbers, and author blocks set side by side on a title page
 * (short text cells, no numbers). These gates are deliberately strict: a missed table keeps its
 * text, a false one garbles prose.
 */

/** A cell with more words than this is prose, not a table cell (table cells are labels and values). */
const PROSE_CELL_WORDS = 8;
/** At most this share of non-empty cells may be prose-length. */
const MAX_PROSE_CELL_SHARE = 0.15;
/** A numeric column has at least this share of numeric body cells among its non-empty ones… */
const NUMERIC_COLUMN_SHARE = 0.6;
/** …and at least this many of them. */
const NUMERIC_COLUMN_MIN = 2;
/** A region without a numeric column is a table only with at least this many rows… */
const TEXT_TABLE_MIN_ROWS = 6;
/** …and this density (a grid of short labels, filled nearly everywhere). */
const TEXT_TABLE_MIN_DENSITY = 0.85;
/** A first column whose cells are list or reference markers ("1.", "•", "[12]") in this share is a list. */
const MARKER_SHARE = 0.6;

/** Math operators: a display formula split at its wide spaces reads like a grid of them. */
const MATH = /[∑∫∏√∂∇∈∉⊂⊆∪∩→←⇒⇔∀∃=]/u;
/** At most this share of non-empty cells may hold math or be a lone symbol ("(", "+", ")n"). */
const MAX_MATH_SHARE = 0.2;
/** An uncaptioned borderless grid needs this many rows (a chart's three tick labels are not a table). */
export const MIN_ALIGNED_ROWS = 4;

/** A number as tables print them: 12, -1.3, 4.2%, (0.31), 1,234, .05, ±0.2, 12.3*, n/a-free. */
const NUMERIC =
  /^[([]?[-−–+±<>≤≥~$€£]?\s?(?:\d[\d,.\s]*|\.\d+)(?:[%‰*†‡]+|[a-z])?[)\]]?(?:\s?[±(][\d.,\s]+\)?)?\*{0,3}$/u;
/** Equation numbers "(3)", "(3a)": a column of them is display math, not data. */
const EQUATION_NUMBER = /^\(\d+[a-z]?\)$/;
/** List and reference markers. */
const MARKER = /^(?:\[\d+\]|\d+[.)]|[•·▪◦‣–-]|\(?[a-z]\)|\(?[ivx]+\))$/;

export function isNumeric(cell: string): boolean {
  const c = cell.trim();
  return c.length > 0 && NUMERIC.test(c) && !EQUATION_NUMBER.test(c);
}

const words = (c: string) => c.split(/\s+/).filter(Boolean).length;

/** Columns (after the first, the row stub) whose body cells are mostly numbers. */
export function numericColumns(cells: readonly string[][], headerRows: number): number[] {
  const body = cells.slice(headerRows);
  const width = cells[0]?.length ?? 0;
  const out: number[] = [];
  for (let k = 0; k < width; k++) {
    const filled = body.map((r) => r[k]).filter(Boolean);
    const numeric = filled.filter(isNumeric).length;
    if (numeric >= NUMERIC_COLUMN_MIN && numeric >= NUMERIC_COLUMN_SHARE * filled.length) out.push(k);
  }
  return out;
}

/** A lone symbol or a fragment of math: no two letters or digits in a row. */
function fragment(c: string): boolean {
  return MATH.test(c) || (!isNumeric(c) && !/[\p{L}\p{N}]{2}|^[\p{L}\p{N}]$/u.test(c));
}

/**
 * Axis tick labels: every cell of a column (header included) a number, in equal steps that
 * fall down the page (a y axis grows upwards). A chart's axis with its legend beside it aligns
 * like a small table; a rank or year column counts up.
 */
function axisColumn(cells: readonly string[][], k: number): boolean {
  const v = cells.map((r) => Number((r[k] ?? '').replace(/[−–]/g, '-')));
  if (v.length < 3 || v.some((x) => !Number.isFinite(x)) || cells.some((r) => !r[k])) return false;
  const step = v[1] - v[0];
  return (
    step < 0 && v.every((x, i) => i === 0 || Math.abs(x - v[i - 1] - step) < 1e-9 + Math.abs(step) * 1e-6)
  );
}

export interface Plausibility {
  ok: boolean;
  why: string;
}

/**
 * Does an uncaptioned grid look like a table? `ruled` grids (several rules or a drawn grid)
 * need less: the drawing already says "table"; aligned text needs a numeric column or a dense
 * grid of short cells over many rows.
 */
export function plausibleTable(cells: readonly string[][], ruled: boolean): Plausibility {
  const filled = cells.flat().filter((c) => c.trim());
  if (!filled.length) return { ok: false, why: 'empty' };
  const prose = filled.filter((c) => words(c) > PROSE_CELL_WORDS).length;
  if (prose > MAX_PROSE_CELL_SHARE * filled.length)
    return { ok: false, why: `prose cells ${prose}/${filled.length}` };
  const math = filled.filter(fragment).length;
  if (math > MAX_MATH_SHARE * filled.length)
    return { ok: false, why: `math or symbol cells ${math}/${filled.length}` };
  const width = cells[0]?.length ?? 0;
  if (!ruled && (axisColumn(cells, 0) || axisColumn(cells, width - 1)))
    return { ok: false, why: 'axis tick labels' };
  if (!ruled && cells.length < MIN_ALIGNED_ROWS) return { ok: false, why: `${cells.length} rows` };
  const first = cells.map((r) => r[0]).filter(Boolean);
  if (first.length && first.filter((c) => MARKER.test(c)).length >= MARKER_SHARE * first.length)
    return { ok: false, why: 'list markers in the first column' };
  const numeric = numericColumns(cells, 1).filter((k) => k > 0);
  const allEquationNumbers = cells.every((r) => !r[r.length - 1] || EQUATION_NUMBER.test(r[r.length - 1]));
  if (allEquationNumbers) return { ok: false, why: 'equation numbers' };
  if (ruled || numeric.length) return { ok: true, why: '' };
  const density = filled.length / (cells.length * (cells[0]?.length ?? 1));
  if (cells.length >= TEXT_TABLE_MIN_ROWS && density >= TEXT_TABLE_MIN_DENSITY) return { ok: true, why: '' };
  return { ok: false, why: 'no numeric column and too few or sparse rows for a text table' };
}
