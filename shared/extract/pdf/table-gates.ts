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
/** At most this share of non-empty cells may be prose-length… */
const MAX_PROSE_CELL_SHARE = 0.15;
/**
 * …or this share in a drawn grid, whose rules give the cells, or beside two numeric columns: a
 * table of measures or criteria carries a description column of wrapped sentences (one column of
 * four or so), which two columns of prose (no numbers) cannot be taken for.
 */
const MAX_PROSE_CELL_SHARE_GRID = 0.35;
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
const MAX_MATH_SHARE = 0.1;
/** Placeholders for a missing value are cells, not fragments. */
const PLACEHOLDER = /^(?:[-–—―−×✓✗*]|n\/?a|N\/?A)$/u;
/** An uncaptioned borderless grid needs this many rows (a chart's three tick labels are not a table). */
export const MIN_ALIGNED_ROWS = 4;

/** A number as tables print them: 12, -1.3, 4.2%, (0.31), 1,234, .05, ±0.2, 12.3*, n/a-free. */
const NUMERIC =
  /^[([]?[-−–+±<>≤≥~$€£△▲]?\s?(?:\d[\d,.\s]*|\.\d+)(?:[%‰*†‡]+|[a-z])?[)\]]?(?:\s?[±(][\d.,\s]+\)?)?\*{0,3}$/u;
/** One number inside a value form: an optional sign or comparison, digits or ".05", a percent sign. */
const NUM = String.raw`[-−–+<>≤≥]?\s?(?:\d[\d,.]*|\.\d+)%?`;
/**
 * A value with its spread or interval in brackets is one value, not two numbers side by side:
 * "57.2 (18.2)" (M (SD)), "34 (12.5%)" (n (%)), "[−0.05, 0.11]" and "0.12 [0.05, 0.19]" (a 95% CI),
 * "(0.8–1.3)". Statistics tables from office software print them in every cell (issue #18).
 */
const VALUE_WITH_BRACKETS = new RegExp(
  String.raw`^(?:${NUM}\s*)?[([]\s*${NUM}(?:\s*[,;–-]\s*${NUM})?\s*[)\]]$`,
  'u',
);
/** Equation numbers "(3)", "(3a)": a column of them is display math, not data. */
const EQUATION_NUMBER = /^\(\d+[a-z]?\)$/;
/** List and reference markers. */
const MARKER = /^(?:\[\d+\]|(?:\d+\.)+|\d+\)|[•·▪◦‣–-]|\(?[a-z]\)|\(?[ivx]+\))$/;

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

/** A column header that is a unit or count sign alone ("%" over percentages, "#"). */
const UNIT_HEADER = /^(?:%|‰|#|№)$/u;

/** A lone symbol or a fragment of math: no two letters or digits in a row. */
function fragment(c: string): boolean {
  if (PLACEHOLDER.test(c.trim()) || UNIT_HEADER.test(c.trim())) return false;
  return MATH.test(c) || (!isNumeric(c) && !/[\p{L}\p{N}]{2}|^[\p{L}\p{N}]$/u.test(c));
}

/**
 * Axis tick labels: the filled cells of a column (at least 3, and most of its rows) all numbers,
 * header included, in equal steps that fall down the page (a y axis grows upwards). A chart's
 * axis with its legend beside it aligns like a small table; a rank or year column counts up.
 */
function axisColumn(cells: readonly string[][], k: number): boolean {
  const filled = cells.map((r) => r[k] ?? '').filter(Boolean);
  if (filled.length < 3 || filled.length < 0.6 * cells.length) return false;
  const v = filled.map((c) => Number(c.replace(/[−–]/g, '-').replace(/,/g, '')));
  if (v.some((x) => !Number.isFinite(x))) return false;
  const step = v[1] - v[0];
  const tolerance = 1e-9 + Math.abs(step) * 1e-6;
  return step < 0 && v.every((x, i) => i === 0 || Math.abs(x - v[i - 1] - step) <= tolerance);
}

export interface Plausibility {
  ok: boolean;
  why: string;
}

/** How much the drawing already says "table": a grid with vertical rules, horizontal rules only, or nothing. */
export type Evidence = 'grid' | 'rules' | 'aligned';

/**
 * A column is prose when at least this share of its cells are prose lines: at least
 * `PROSE_COLUMN_WORDS` words (a narrow text column sets 5–7 a line), most of them lower case
 * (names and party labels in a table are capitalized: "Frente para la Victoria - PJ").
 */
const PROSE_COLUMN_SHARE = 0.5;
const PROSE_COLUMN_WORDS = 5;
const PROSE_LOWER_SHARE = 0.5;
/** A grid of numbers only, this dense, is a table even without a header (a data dump, not a chart). */
const NUMBER_GRID_DENSITY = 0.9;
/** Every table needs this many rows when it has no caption (two rules around two lines are a box). */
const MIN_ROWS = 3;
/** A borderless grid without a caption is filled at least this densely (chart labels scatter). */
const ALIGNED_MIN_DENSITY = 0.55;
/** At most this share of numeric cells may hold two numbers side by side (columns read wrong, or chart labels). */
const MAX_DOUBLE_NUMBER_SHARE = 0.15;
/** A drawn grid accepted by its drawing and header alone has at least this many columns (two vertical rules). */
const DRAWN_MIN_COLS = 3;
/** A header row or a row stub: this share of the cells of one of the first two rows, or of the first column, are text. */
const TEXT_SHARE = 0.5;

const textCell = (c: string) => /\p{L}{2}/u.test(c) && !isNumeric(c);

/** Does the grid carry words where a table does: a header row (one of the first two) or a stub column? */
function headerOrStub(cells: readonly string[][]): boolean {
  const share = (xs: string[]) => {
    const f = xs.filter(Boolean);
    return f.length > 0 && f.filter(textCell).length >= TEXT_SHARE * f.length;
  };
  // The stub is the last column in right-to-left tables.
  const stub = (k: number) => share(cells.map((r) => r[k] ?? ''));
  return share(cells[0] ?? []) || share(cells[1] ?? []) || stub(0) || stub((cells[0]?.length ?? 1) - 1);
}

function proseLine(c: string): boolean {
  const ws = c.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return (
    ws.length >= PROSE_COLUMN_WORDS &&
    ws.filter((w) => /^\p{Ll}/u.test(w)).length >= PROSE_LOWER_SHARE * ws.length
  );
}

function proseColumn(cells: readonly string[][]): boolean {
  const width = cells[0]?.length ?? 0;
  for (let k = 0; k < width; k++) {
    const f = cells.map((r) => r[k]).filter(Boolean);
    if (f.length >= MIN_ROWS && f.filter(proseLine).length >= PROSE_COLUMN_SHARE * f.length) return true;
  }
  return false;
}

/**
 * Does an uncaptioned grid look like a table? A drawn grid needs least (the rules give the
 * cells); horizontal rules alone also frame figures and charts, so they need words where a
 * table has them; aligned text must also be dense, not an axis, and have a numeric column or
 * many rows of short text cells.
 */
export function plausibleTable(
  cells: readonly string[][],
  evidence: Evidence,
  /** Fewer rows than MIN_ROWS, where the caller has other evidence (table-aligned.ts). */
  minRows = MIN_ROWS,
): Plausibility {
  const filled = cells.flat().filter((c) => c.trim());
  if (!filled.length) return { ok: false, why: 'empty' };
  if (cells.length < minRows) return { ok: false, why: `${cells.length} rows` };
  const prose = filled.filter((c) => words(c) > PROSE_CELL_WORDS).length;
  // A description column beside two columns of numbers (measures and their items and alphas) is
  // a table's, as in a drawn grid: two columns of prose have no numbers.
  const described = evidence === 'grid' || numericColumns(cells, 1).filter((k) => k > 0).length >= 2;
  if (prose > (described ? MAX_PROSE_CELL_SHARE_GRID : MAX_PROSE_CELL_SHARE) * filled.length)
    return { ok: false, why: `prose cells ${prose}/${filled.length}` };
  const math = filled.filter(fragment).length;
  if (math > MAX_MATH_SHARE * filled.length)
    return { ok: false, why: `math or symbol cells ${math}/${filled.length}` };
  const first = cells.map((r) => r[0]).filter(Boolean);
  if (first.length && first.filter((c) => MARKER.test(c)).length >= MARKER_SHARE * first.length)
    return { ok: false, why: 'list markers in the first column' };
  if (cells.every((r) => !r[r.length - 1] || EQUATION_NUMBER.test(r[r.length - 1])))
    return { ok: false, why: 'equation numbers' };
  const density = filled.length / (cells.length * (cells[0]?.length ?? 1));
  const numberGrid =
    filled.every(isNumeric) && density >= NUMBER_GRID_DENSITY && cells.length >= MIN_ALIGNED_ROWS;
  if (evidence === 'grid')
    return headerOrStub(cells) || numberGrid
      ? { ok: true, why: '' }
      : { ok: false, why: 'a grid of numbers only' };
  if (!described && proseColumn(cells)) return { ok: false, why: 'a column of prose lines' };
  if (!headerOrStub(cells) && !numberGrid) return { ok: false, why: 'no header row or row stub' };
  const numbers = filled.filter((c) => /\d/.test(c));
  const doubles = numbers.filter(
    (c) => !VALUE_WITH_BRACKETS.test(c.trim()) && c.split(/\s+/).filter(isNumeric).length >= 2,
  ).length;
  if (doubles > MAX_DOUBLE_NUMBER_SHARE * numbers.length)
    return { ok: false, why: `cells holding two numbers ${doubles}/${numbers.length}` };
  if (evidence === 'rules') return { ok: true, why: '' };
  const width = cells[0]?.length ?? 0;
  if (axisColumn(cells, 0) || axisColumn(cells, width - 1)) return { ok: false, why: 'axis tick labels' };
  if (cells.length < MIN_ALIGNED_ROWS) return { ok: false, why: `${cells.length} rows` };
  if (density < ALIGNED_MIN_DENSITY) return { ok: false, why: `cell density ${density.toFixed(2)}` };
  if (numericColumns(cells, 1).some((k) => k > 0)) return { ok: true, why: '' };
  if (cells.length >= TEXT_TABLE_MIN_ROWS && density >= TEXT_TABLE_MIN_DENSITY) return { ok: true, why: '' };
  return { ok: false, why: 'no numeric column and too few or sparse rows for a text table' };
}

/**
 * A fully drawn grid (every column boundary a vertical rule, every row its own band between
 * horizontal rules: the caller checks the drawing) whose first row names every column is a table
 * whatever its density and cell lengths: the drawing gives every cell, and the header says what
 * each column holds. Section rows spanning the width, comment columns of sentences and sparse
 * remarks (an audit report's findings grid, china.pdf) would fail the density and prose gates
 * that text without rules needs. Only the stub's corner may be empty; no header cell is prose.
 */
export function drawnGridTable(cells: readonly string[][]): boolean {
  const head = cells[0] ?? [];
  if (cells.length < MIN_ROWS || head.length < DRAWN_MIN_COLS) return false;
  const named = head.every((c, k) => (k === 0 || c.trim()) && words(c) <= PROSE_CELL_WORDS);
  return named && head.filter(textCell).length >= TEXT_SHARE * head.filter((c) => c.trim()).length;
}
