/**
 * Cells as a GitHub-style markdown table: one renderer for every format's markdown and for table
 * chunks. Its own module (not the markup walk's) so that PDF output does not depend on the
 * HTML/DOCX walk's stage version.
 */

/** First row as the header; `|` escaped; whitespace collapsed; short rows padded. */
export function markdownTable(cells: string[][]): string {
  if (!cells.length) return '';
  const width = Math.max(...cells.map((r) => r.length));
  const row = (r: string[]) =>
    `| ${Array.from({ length: width }, (_, i) => (r[i] ?? '').replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim()).join(' | ')} |`;
  return [row(cells[0]), `|${' --- |'.repeat(width)}`, ...cells.slice(1).map(row)].join('\n');
}
