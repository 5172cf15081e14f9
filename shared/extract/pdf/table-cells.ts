/**
 * Finishing a table's cells and describing a table that could not be structured: leader dots
 * removed ("Total ........ 12"), letter-spaced headers rejoined ("P A R T I C I P A N T S"),
 * the header rows counted (column numbers of a correlation matrix included), and a one-sentence summary for a region that failed the sanity
 * check ("Table 2: 4 columns (Model, Accuracy, F1, Time) × 12 rows; not structured: …").
 */
import { isNumeric } from './table-gates.ts';

/** Three or more dots, spaced or not, are leaders, not content. */
const LEADERS = /(?:\s*\.\s*){3,}/g;
/** Single letters separated by single spaces, at least this many: a letter-spaced word. */
const LETTER_SPACED = /^(?:\p{L} ){3,}\p{L}$/u;
/** Header rows are looked for among this many first rows (a two- or three-level header). */
const MAX_HEADER_ROWS = 3;
/** A year as a column name (1800-2099). */
const YEAR = /^(?:1[89]|20)\d\d$/;
/** A header of years names at least this many columns (one year alone may be a value). */
const MIN_YEARS = 2;
/** Column numbers "1 2 3 …" name at least this many columns (a correlation matrix's header). */
const MIN_COLUMN_NUMBERS = 3;
/** Column names listed in a summary, at most (the rest are counted). */
const SUMMARY_NAMES = 6;

function tidy(cell: string): string {
  let c = cell.replace(LEADERS, ' ').replace(/\s+/g, ' ').trim();
  // Words of a letter-spaced heading are set apart by wider spaces: split there first.
  c = c
    .split(/\s{2,}/)
    .map((w) => (LETTER_SPACED.test(w) ? w.replace(/ /g, '') : w))
    .join(' ');
  return LETTER_SPACED.test(c) ? c.replace(/ /g, '') : c;
}

/** Cells with leader dots removed and letter-spaced words rejoined. */
export function tidyCells(cells: readonly string[][]): string[][] {
  return cells.map((r) => r.map(tidy));
}

/**
 * Header rows: the rows before the first row that carries a number in a column after the stub
 * (the first data row), at most `MAX_HEADER_ROWS`; 1 when no row carries a number (a text
 * table's first row), 0 for a grid of numbers only. A row of years over other numbers is a
 * header row (yearsOver); a row of column numbers is the last one (columnNumbers).
 */
export function headerRows(cells: readonly string[][]): number {
  const numeric = (r: readonly string[]) => r.slice(1).some(isNumeric) || r.slice(0, -1).some(isNumeric);
  const numbered = cells.findIndex(columnNumbers);
  if (
    numbered >= 0 &&
    numbered < MAX_HEADER_ROWS &&
    numbered + 1 < cells.length &&
    !cells.slice(0, numbered).some(numeric)
  )
    return numbered + 1;
  const first = cells.findIndex((r, i) => numeric(r) && !yearsOver(r, cells[i + 1]));
  if (first === 0) return 0;
  if (first < 0) return cells.length > 1 ? 1 : 0;
  return Math.min(first, MAX_HEADER_ROWS);
}

/**
 * A row numbering the columns after the stub 1, 2, 3, … (every one, in order) is the last header
 * row: a correlation matrix names its variables in the stub ("1. Age", "2. Sleep") and numbers
 * them across the top, and its first body row holds only a dash on the diagonal (APA tables set
 * in Word, issue #18), so the first row with a number would come one row too late.
 */
function columnNumbers(r: readonly string[]): boolean {
  const rest = r.slice(1);
  return rest.length >= MIN_COLUMN_NUMBERS && rest.every((c, k) => c.trim() === String(k + 1));
}

/**
 * A row of years over a row of other numbers is a header, not data ("Region 2011 2012 … 2022"
 * over "20.2% 63.0% …": a year-by-region table set across a landscape page or a table*): the
 * row's numbers are at least `MIN_YEARS` years, and the next row carries a number that is not one.
 */
function yearsOver(r: readonly string[], next: readonly string[] | undefined): boolean {
  const nums = r.filter(isNumeric);
  if (nums.length < MIN_YEARS || !nums.every((c) => YEAR.test(c)) || !next) return false;
  return next.some((c) => isNumeric(c) && !YEAR.test(c));
}

/** One sentence saying what is known of a table: its label, columns (named by the header) and rows. */
export function tableSummary(
  label: string | null,
  cells: readonly string[][],
  reason: string | null,
): string {
  const cols = Math.max(0, ...cells.map((r) => r.length));
  const names = (cells[0] ?? []).filter(Boolean);
  const listed =
    names.length && names.length >= cols / 2
      ? ` (${names.slice(0, SUMMARY_NAMES).join(', ')}${names.length > SUMMARY_NAMES ? ', …' : ''})`
      : '';
  const body = Math.max(0, cells.length - headerRows(cells));
  const shape = cols
    ? `${cols} column${cols === 1 ? '' : 's'}${listed} × ${body} row${body === 1 ? '' : 's'}`
    : 'no cells';
  return `${label ? `${label}: ` : ''}${shape}${reason ? `; not structured: ${reason}` : ''}`;
}
