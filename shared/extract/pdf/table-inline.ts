/**
 * `tables: 'inline'`: a structured table reads as its rows, in place. The layout reads a table's
 * lines as it reads prose, so a table it took for columns came out column by column ("Type
 * directed directed undirected … Order 23370 2888 …"), and a row's cells could run into the next
 * row's. After the paragraphs are built, the paragraphs made only of one table's lines give way
 * to one paragraph at the first one's place: a line per row, cells separated by tabs (as the HTML
 * and DOCX paths write a data table), trailing empty cells dropped. Its lines are the table's,
 * so its block and page are the table's; the caption stays its own paragraph.
 *
 * A paragraph that mixes the table's lines with others (a row the layout glued to a sentence)
 * keeps its other lines, their text joined again, and the rows go after the text they interrupted
 * or before the text they opened.
 *
 * Nothing may be lost: a table is written as rows only when its cells hold the text of its lines
 * (all but MAX_MISSING of their characters, as multisets, leader dots aside: a note under the
 * grid would fail it), and not when a caption or a figure's labels hold one of its lines. Otherwise
 * its text stays as the layout read it, and the fallback `pdf.table_inline_as_read` says why.
 */
import type { FallbackSink } from '../../fallbacks.ts';
import type { Line } from './model.ts';
import type { Para } from './paragraphs.ts';
import { insideTable, isCaptionLine, type PageTable } from './placeholders.ts';

/**
 * The cells hold all but at most this share of the characters of the table's lines: a glyph or
 * two a rule clips from a cell (5 of 3,950 at most on the corpus; 284 of 294 tables lose none).
 * A line of prose taken in by the table's box is more, and keeps the table as read.
 */
const MAX_MISSING = 0.002;
/** Leader dots ("Total ........ 12"), which the cells leave out by design. */
const LEADERS = /(?:\.\s*){3,}/g;

function charCounts(texts: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of texts)
    for (const c of t.replace(LEADERS, '').replace(/\s+/g, '')) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** The share of the lines' characters (whitespace aside) the cells hold. */
function cover(lines: readonly Line[], cells: readonly string[][]): number {
  const want = charCounts(lines.map((l) => l.text));
  const have = charCounts(cells.flat());
  let total = 0;
  let held = 0;
  for (const [c, n] of want) {
    total += n;
    held += Math.min(n, have.get(c) ?? 0);
  }
  return total ? held / total : 1;
}

/** A cell's line breaks after a hyphen, as the cell builder left them ("prop- erties"). */
const WRAPPED_HYPHEN = /(?<=\S-) (?=\S)/;

/**
 * The table as text: a line per row, cells separated by tabs, each cell's whitespace one space;
 * a cell wrapped after a hyphen is joined as the body's lines are (`join`: "prop-" "erties" →
 * "properties", "A-" "DNA" → "A-DNA").
 */
export function tableRows(
  cells: readonly string[][],
  join: (a: string, b: string) => string = (a, b) => `${a} ${b}`,
): string {
  return cells
    .map((row) =>
      row
        .map((c) => c.replace(/\s+/g, ' ').trim().split(WRAPPED_HYPHEN).reduce(join))
        .join('\t')
        .replace(/\t+$/, ''),
    )
    .filter((r) => r.trim())
    .join('\n');
}

/**
 * The paragraphs with each structured table's lines replaced by its rows (see the header); a
 * table that cannot be written so is left as read and reported. `join` joins two lines' texts as
 * the paragraph builder does.
 */
export function inlineTables(
  paras: readonly Para[],
  tables: readonly PageTable[],
  join: (a: string, b: string) => string,
  fallbacks: FallbackSink,
): Para[] {
  let out = [...paras];
  for (const t of tables) {
    if (!t.found.structured || !t.found.cells.length) continue;
    const own = (l: Line) => insideTable(l, t) && !isCaptionLine(l, t);
    const parts = out.filter((p) => p.lines.some(own));
    if (!parts.length) continue;
    const where = `page ${t.page}${t.found.caption ? ` (${t.caption.slice(0, 40)})` : ''}`;
    if (parts.some((p) => p.float && !p.lines.every(own))) {
      fallbacks.fallback(
        'pdf.table_inline_as_read',
        `${where}: a row is part of a caption or a figure's labels`,
      );
      continue;
    }
    const lines = parts.flatMap((p) => p.lines.filter(own));
    if (cover(lines, t.found.cells) < 1 - MAX_MISSING) {
      fallbacks.fallback('pdf.table_inline_as_read', `${where}: its cells do not hold all of its text`);
      continue;
    }
    const table: Para = { text: tableRows(t.found.cells, join), lines, float: null, role: 'table' };
    out = out.flatMap((p) => {
      if (!parts.includes(p)) return [p];
      const rest = withoutLines(p, own, join);
      if (p !== parts[0]) return rest ? [rest] : [];
      // The rows go where the table began: before the text it opened, after the text it interrupted.
      if (!rest) return [table];
      return own(p.lines[0]) ? [table, rest] : [rest, table];
    });
  }
  return out;
}

/** The paragraph without the lines `drop` takes, its text joined again from the rest; null when none is left. */
function withoutLines(
  p: Para,
  drop: (l: Line) => boolean,
  join: (a: string, b: string) => string,
): Para | null {
  const rest = p.lines.filter((l) => !drop(l));
  if (!rest.length) return null;
  if (rest.length === p.lines.length) return p;
  return { ...p, lines: rest, text: rest.map((l) => l.text).reduce(join) };
}
