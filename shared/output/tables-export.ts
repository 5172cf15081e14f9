/**
 * A structured table as files a spreadsheet or a browser opens: CSV (RFC 4180) and HTML.
 * Pure: strings in, strings out; the caller writes them (`gleaner extract --tables-to`, the
 * fleet's `--outputs tables`). Naming and rules: docs/chunks.md, "Table files".
 *
 * Only structured tables are exported: an unstructured one (`structured: false`) has no cell
 * grid, only its raw text and a summary, which the sidecar already holds; a CSV of it would be
 * the soup of misaligned numbers the summary exists to avoid.
 */

/**
 * The export rules' version: part of the pipeline version of a run with `--outputs …,tables`, so
 * a change to the files' form redoes them. Bump it on any change to what these functions write.
 */
export const TABLE_EXPORT_VERSION = '1.0.0';

/** A cell spanning several grid cells; its text sits in the top-left grid cell. */
export interface TableSpan {
  row: number;
  col: number;
  rowspan: number;
  colspan: number;
}

/**
 * The fields of a sidecar table the exports read. `spans` and `pages` are optional: older
 * sidecars (and extractors that find no spanning cells) have neither.
 */
export interface ExportableTable {
  page: number | null;
  caption: string | null;
  cells: string[][];
  header_rows?: number;
  structured?: boolean;
  spans?: readonly TableSpan[];
  /** First and last page of a table continued across pages. */
  pages?: readonly [number, number];
}

/** One file of a document's table exports, named relative to its `KEY.tables/` folder. */
export interface TableFile {
  /** `table-N.csv` or `table-N.html`; N is the table's 1-based position in the sidecar's `tables`. */
  name: string;
  content: string;
  contentType: string;
}

/** Whether a table has a grid worth exporting. */
export function isExportable(table: ExportableTable): boolean {
  return table.structured !== false && table.cells.length > 0;
}

/** One CSV field: quoted when it holds a quote, comma, CR or LF (RFC 4180 §2.6–2.7). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * RFC 4180 CSV: CRLF line ends (the last line too), every row padded to the widest row so the
 * column count is constant. A spanning cell's text stays in its top-left grid cell and the other
 * covered cells are empty, as in the sidecar's grid (CSV has no spans).
 */
export function tableToCsv(table: ExportableTable): string {
  const width = Math.max(0, ...table.cells.map((r) => r.length));
  return table.cells
    .map((row) => {
      const padded = row.length < width ? [...row, ...Array<string>(width - row.length).fill('')] : row;
      return `${padded.map(csvField).join(',')}\r\n`;
    })
    .join('');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A cell's text in HTML: escaped, line breaks inside a wrapped cell kept as `<br>`. */
function cellHtml(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** Where a span starts, and which grid cells spans cover without starting there. */
function spanGrid(table: ExportableTable, headerRows: number) {
  const starts = new Map<string, TableSpan>();
  const covered = new Set<string>();
  const rows = table.cells.length;
  for (const s of table.spans ?? []) {
    if (s.row < 0 || s.col < 0 || s.row >= rows || (s.rowspan <= 1 && s.colspan <= 1)) continue;
    // A row span cannot leave its row group in HTML (thead / tbody): it is clipped there.
    const groupEnd = s.row < headerRows ? headerRows : rows;
    const rowspan = Math.max(1, Math.min(s.rowspan, groupEnd - s.row));
    const colspan = Math.max(1, s.colspan);
    const key = `${s.row},${s.col}`;
    if (covered.has(key) || starts.has(key)) continue; // overlapping spans: the first wins
    starts.set(key, { ...s, rowspan, colspan });
    for (let r = s.row; r < s.row + rowspan; r++)
      for (let c = s.col; c < s.col + colspan; c++) if (r !== s.row || c !== s.col) covered.add(`${r},${c}`);
  }
  return { starts, covered };
}

/**
 * The table as a small HTML document: `<caption>`, the `header_rows` leading rows in `<thead>`
 * as `<th>`, the rest in `<tbody>`; `colspan`/`rowspan` from `spans`, the covered grid cells
 * left out. Every cell and the caption are escaped.
 */
export function tableToHtml(table: ExportableTable): string {
  const rows = table.cells.length;
  const headerRows = Math.min(Math.max(0, table.header_rows ?? 0), rows);
  const { starts, covered } = spanGrid(table, headerRows);
  const width = Math.max(0, ...table.cells.map((r) => r.length));
  const rowHtml = (r: number, tag: 'th' | 'td') => {
    const cells: string[] = [];
    for (let c = 0; c < width; c++) {
      const key = `${r},${c}`;
      if (covered.has(key)) continue;
      const span = starts.get(key);
      const attrs =
        (span && span.colspan > 1 ? ` colspan="${span.colspan}"` : '') +
        (span && span.rowspan > 1 ? ` rowspan="${span.rowspan}"` : '');
      cells.push(`<${tag}${attrs}>${cellHtml(table.cells[r][c] ?? '')}</${tag}>`);
    }
    return `<tr>${cells.join('')}</tr>`;
  };
  const lines = ['<table>'];
  if (table.caption) lines.push(`<caption>${cellHtml(table.caption)}</caption>`);
  if (headerRows) {
    lines.push('<thead>');
    for (let r = 0; r < headerRows; r++) lines.push(rowHtml(r, 'th'));
    lines.push('</thead>');
  }
  lines.push('<tbody>');
  for (let r = headerRows; r < rows; r++) lines.push(rowHtml(r, 'td'));
  lines.push('</tbody>', '</table>');
  const pages = table.pages
    ? `pages ${table.pages[0]}–${table.pages[1]}`
    : table.page
      ? `page ${table.page}`
      : '';
  const title = escapeHtml(table.caption ?? 'Table');
  return [
    '<!DOCTYPE html>',
    '<html><head><meta charset="utf-8">',
    `<title>${title}</title>`,
    ...(pages ? [`<meta name="gleaner-pages" content="${pages}">`] : []),
    '</head><body>',
    ...lines,
    '</body></html>',
    '',
  ].join('\n');
}

/**
 * Every structured table of a document as `table-N.csv` and `table-N.html`, N the table's
 * 1-based position in `tables` (so `table-3` is the sidecar's `tables[2]`; an unstructured
 * table leaves a gap in the numbering).
 */
export function tableFiles(tables: readonly ExportableTable[]): TableFile[] {
  const out: TableFile[] = [];
  tables.forEach((t, i) => {
    if (!isExportable(t)) return;
    out.push(
      { name: `table-${i + 1}.csv`, content: tableToCsv(t), contentType: 'text/csv; charset=utf-8' },
      { name: `table-${i + 1}.html`, content: tableToHtml(t), contentType: 'text/html; charset=utf-8' },
    );
  });
  return out;
}
