/**
 * The spreadsheet table set's documents as Flat ODF spreadsheets (.fods, one XML file written by
 * hand): sheets of rows whose cells are all STRING cells holding exactly the truth text (so what
 * Calc prints is the truth), styled with automatic cell styles (bold, size, alignment, wrap,
 * borders, fills), merged cells (number-columns/rows-spanned with covered cells), header rows
 * repeated on every page (table:table-header-rows), and a page style per document (size and
 * orientation, printed gridlines, Calc's header with the sheet name and footer "Page N"). The
 * cache key of a built PDF includes this file's source (build.ts), so a change here rebuilds it.
 */
import type { Cell } from '../tables-latex/tabular.ts';
import type { OfficeTable } from '../tables-office/contents.ts';

/** How a table is drawn on its sheet. */
export interface SheetTable {
  table: OfficeTable;
  /** none: no border; all: every cell boxed; rules: a rule under the header (and over a total row). */
  borders: 'none' | 'all' | 'rules';
  boldHeader?: boolean;
  /** Header rows filled (grey, or dark with white type when banded). */
  shade?: boolean;
  /** Every other body row filled light. */
  banded?: boolean;
  /** The last body row is a total: bold, with a rule above it. */
  total?: boolean;
  /** Cells wrap in their column (rows as tall as their longest cell). */
  wrap?: boolean;
  /** The header rows repeat on every printed page (print titles). */
  repeatHeader?: boolean;
  /** First column of the table (0 = A). */
  col?: number;
}

export type SheetBlock =
  /** A bold title line in the first column of the table ("Table 3. Expenditure …"). */
  | { kind: 'title'; text: string; size: number; col?: number }
  | { kind: 'blank'; n?: number }
  /** A note or source line under a table (plain, overflowing to the right). */
  | { kind: 'note'; text: string; col?: number }
  | { kind: 'table'; t: SheetTable }
  /** A paragraph in one merged, wrapped cell across `span` columns, `lines` lines tall. */
  | { kind: 'memo'; text: string; span: number; lines: number; bold?: boolean }
  /** A contact block: a label and a value per line, in the first two columns. */
  | { kind: 'pairs'; lines: [string, string][] };

export interface Sheet {
  name: string;
  /** Column widths in cm, from column A. */
  widths: number[];
  blocks: SheetBlock[];
}

export interface SheetSpec {
  font: string;
  /** Type size of the cells in points. */
  size: number;
  landscape: boolean;
  /** Print the cell gridlines. */
  grid: boolean;
  /** Calc's default page header (sheet name) and footer ("Page N"). */
  headerFooter: boolean;
  /** Page margins in cm. */
  margin: number;
  sheets: Sheet[];
}

const SHADE = '#d9d9d9';
const BAND_HEAD = '#1f3864';
const BAND_ROW = '#deeaf6';
const RULE = '0.74pt solid #000000';

/** Text escaped for XML content and attribute values. */
export function xml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

interface CellStyle {
  bold?: boolean;
  size?: number;
  align?: 'l' | 'c' | 'r';
  wrap?: boolean;
  /** Text at the top of the cell (wrapped cells, stubs spanning rows); Calc's default is the bottom. */
  raised?: boolean;
  top?: boolean;
  bottom?: boolean;
  box?: boolean;
  fill?: string;
  white?: boolean;
}

/** Automatic cell styles, one per distinct set of properties. */
class Styles {
  private byKey = new Map<string, string>();
  readonly xml: string[] = [];

  name(s: CellStyle): string {
    const key = JSON.stringify(s);
    let n = this.byKey.get(key);
    if (n) return n;
    n = `ce${this.byKey.size + 1}`;
    this.byKey.set(key, n);
    const cell = [
      s.wrap ? 'fo:wrap-option="wrap"' : '',
      s.wrap || s.raised ? 'style:vertical-align="top"' : '',
      s.box ? `fo:border="${RULE}"` : '',
      s.top ? `fo:border-top="${RULE}"` : '',
      s.bottom ? `fo:border-bottom="${RULE}"` : '',
      s.fill ? `fo:background-color="${s.fill}"` : '',
    ].join(' ');
    const align = { l: 'start', c: 'center', r: 'end' }[s.align ?? 'l'];
    const text = [
      s.bold ? 'fo:font-weight="bold"' : '',
      s.size ? `fo:font-size="${s.size}pt"` : '',
      s.white ? 'fo:color="#ffffff"' : '',
    ].join(' ');
    this.xml.push(
      `<style:style style:name="${n}" style:family="table-cell" style:parent-style-name="Default">` +
        `<style:table-cell-properties ${cell}/>` +
        `<style:paragraph-properties fo:text-align="${align}"/>` +
        `<style:text-properties ${text}/></style:style>`,
    );
    return n;
  }
}

/** A placed cell: its text, style and spans; 'covered' under a span; null for an unstyled empty cell. */
type Out = { span?: number; rows?: number; style: string; text: string } | 'covered' | null;

function cellXml(c: Out): string {
  if (c === null) return '<table:table-cell/>';
  if (c === 'covered') return '<table:covered-table-cell/>';
  const cs = c.span ?? 1;
  const rs = c.rows ?? 1;
  const span =
    cs > 1 || rs > 1 ? ` table:number-columns-spanned="${cs}" table:number-rows-spanned="${rs}"` : '';
  if (!c.text) return `<table:table-cell table:style-name="${c.style}"${span}/>`;
  return `<table:table-cell table:style-name="${c.style}" office:value-type="string"${span}><text:p>${xml(c.text)}</text:p></table:table-cell>`;
}

/** One sheet row: its cells (null for an empty cell) and an optional height in cm. */
interface Row {
  cells: Out[];
  height?: number;
  header?: boolean;
}

/** The rows of one table: header and body cells placed on the grid, spans as covered cells. */
function tableRows(st: SheetTable, styles: Styles, width: number): Row[] {
  const t = st.table;
  const col = st.col ?? 0;
  const all = [...t.header, ...t.body];
  const n = t.align.length;
  const grid: Out[][] = all.map(() => Array(width).fill(null));
  const taken: boolean[][] = all.map(() => Array(n).fill(false));
  all.forEach((row, i) => {
    const head = i < t.header.length;
    const body = i - t.header.length;
    const total = st.total && i === all.length - 1;
    let k = 0;
    const place = (cell: Cell | null, k: number, rs: number, cs: number) => {
      const s: CellStyle = {
        align: head ? (k === 0 ? 'l' : cs > 1 ? 'c' : t.align[k]) : t.align[k],
        bold: (head && st.boldHeader) || total || undefined,
        wrap: st.wrap || undefined,
        raised: rs > 1 || undefined,
        box: st.borders === 'all' || undefined,
        bottom: (st.borders === 'rules' && head && i + rs === t.header.length) || undefined,
        top: (st.borders === 'rules' && total) || undefined,
        fill:
          head && st.shade
            ? st.banded
              ? BAND_HEAD
              : SHADE
            : !head && st.banded && body % 2 === 1
              ? BAND_ROW
              : undefined,
        white: (head && st.shade && st.banded) || undefined,
      };
      return { span: cs, rows: rs, style: styles.name(s), text: cell?.text ?? '' };
    };
    for (const cell of row) {
      while (k < n && taken[i][k]) k++;
      const cs = cell.colspan ?? 1;
      const rs = cell.rowspan ?? 1;
      for (let di = 0; di < rs; di++)
        for (let dk = 0; dk < cs; dk++) {
          taken[i + di][k + dk] = true;
          grid[i + di][col + k + dk] = di || dk ? 'covered' : place(cell, k, rs, cs);
        }
      k += cs;
    }
    // empty cells of a boxed, filled or ruled row keep the row's style
    for (let k2 = 0; k2 < n; k2++) if (!taken[i][k2]) grid[i][col + k2] = place(null, k2, 1, 1);
  });
  return grid.map((cells, i) => ({ cells, header: st.repeatHeader && i < t.header.length }));
}

function sheetXml(sh: Sheet, i: number, styles: Styles, spec: SheetSpec): string {
  const width = Math.max(sh.widths.length, 1);
  const rows: Row[] = [];
  const plain = (text: string, s: CellStyle, col = 0): Row => {
    const cells: Out[] = Array(width).fill(null);
    cells[col] = { style: styles.name(s), text };
    return { cells };
  };
  for (const b of sh.blocks) {
    if (b.kind === 'blank')
      for (let k = 0; k < (b.n ?? 1); k++) rows.push({ cells: Array(width).fill(null) });
    else if (b.kind === 'title') rows.push(plain(b.text, { bold: true, size: b.size }, b.col));
    else if (b.kind === 'note') rows.push(plain(b.text, { size: Math.max(7, spec.size - 1) }, b.col));
    else if (b.kind === 'table') rows.push(...tableRows(b.t, styles, width));
    else if (b.kind === 'memo') {
      const cells: Out[] = Array(width).fill(null);
      cells[0] = { span: b.span, rows: 1, style: styles.name({ wrap: true, bold: b.bold }), text: b.text };
      for (let k = 1; k < b.span; k++) cells[k] = 'covered';
      // Calc does not fit a row to a merged cell: the row is given the paragraph's height
      rows.push({ cells, height: b.lines * spec.size * 0.0353 * 1.25 + 0.15 });
    } else
      for (const [k, v] of b.lines) {
        const cells: Out[] = Array(width).fill(null);
        cells[0] = { style: styles.name({ bold: true }), text: k };
        cells[1] = { style: styles.name({}), text: v };
        rows.push({ cells });
      }
  }
  const cols = sh.widths.map((_, k) => `<table:table-column table:style-name="co${i}-${k}"/>`).join('');
  const out: string[] = [];
  let inHeader = false;
  for (const r of rows) {
    if (r.header && !inHeader) out.push('<table:table-header-rows>');
    if (!r.header && inHeader) out.push('</table:table-header-rows>');
    inHeader = !!r.header;
    const style = r.height ? `ro-${Math.round(r.height * 100)}` : 'ro-opt';
    out.push(
      `<table:table-row table:style-name="${style}">${r.cells.map((c) => cellXml(c)).join('')}</table:table-row>`,
    );
  }
  if (inHeader) out.push('</table:table-header-rows>');
  return `<table:table table:name="${xml(sh.name)}" table:style-name="ta1">${cols}${out.join('')}</table:table>`;
}

/** The document as a Flat ODF spreadsheet. */
export function fodsOf(spec: SheetSpec): string {
  const styles = new Styles();
  const tables = spec.sheets.map((sh, i) => sheetXml(sh, i, styles, spec));
  const colStyles = spec.sheets.flatMap((sh, i) =>
    sh.widths.map(
      (w, k) =>
        `<style:style style:name="co${i}-${k}" style:family="table-column"><style:table-column-properties fo:break-before="auto" style:column-width="${w.toFixed(3)}cm"/></style:style>`,
    ),
  );
  const heights = new Set<string>();
  for (const t of tables) for (const m of t.matchAll(/ro-(\d+)"/g)) heights.add(m[1]);
  const rowStyles = [
    '<style:style style:name="ro-opt" style:family="table-row"><style:table-row-properties fo:break-before="auto" style:use-optimal-row-height="true"/></style:style>',
    ...[...heights].map(
      (h) =>
        `<style:style style:name="ro-${h}" style:family="table-row"><style:table-row-properties style:row-height="${(Number(h) / 100).toFixed(2)}cm" fo:break-before="auto" style:use-optimal-row-height="false"/></style:style>`,
    ),
  ];
  const [w, h] = spec.landscape ? [29.7, 21] : [21, 29.7];
  const m = `${spec.margin}cm`;
  const hf = spec.headerFooter
    ? '<style:header-style><style:header-footer-properties fo:min-height="0.75cm" fo:margin-bottom="0.25cm"/></style:header-style><style:footer-style><style:header-footer-properties fo:min-height="0.75cm" fo:margin-top="0.25cm"/></style:footer-style>'
    : '<style:header-style/><style:footer-style/>';
  const master = spec.headerFooter
    ? '<style:header><style:region-center><text:p><text:sheet-name>???</text:sheet-name></text:p></style:region-center></style:header><style:footer><style:region-center><text:p>Page <text:page-number>1</text:page-number></text:p></style:region-center></style:footer>'
    : '<style:header style:display="false"/><style:footer style:display="false"/>';
  const font = xml(spec.font);
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:font-face-decls><style:font-face style:name="${font}" svg:font-family="&apos;${font}&apos;"/></office:font-face-decls>
<office:styles>
<style:default-style style:family="table-cell"><style:text-properties style:font-name="${font}" fo:font-size="${spec.size}pt"/></style:default-style>
<style:style style:name="Default" style:family="table-cell"><style:text-properties style:font-name="${font}" fo:font-size="${spec.size}pt"/></style:style>
</office:styles>
<office:automatic-styles>
${colStyles.join('\n')}
${rowStyles.join('\n')}
<style:style style:name="ta1" style:family="table" style:master-page-name="mp1"><style:table-properties table:display="true" style:writing-mode="lr-tb"/></style:style>
${styles.xml.join('\n')}
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="${w}cm" fo:page-height="${h}cm" style:print-orientation="${spec.landscape ? 'landscape' : 'portrait'}" fo:margin-top="${m}" fo:margin-bottom="${m}" fo:margin-left="${m}" fo:margin-right="${m}" style:print="${spec.grid ? 'grid ' : ''}charts drawings objects zero-values" style:print-page-order="ttb" style:scale-to="100%"/>${hf}</style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="mp1" style:page-layout-name="pm1">${master}</style:master-page></office:master-styles>
<office:body><office:spreadsheet>
${tables.join('\n')}
</office:spreadsheet></office:body>
</office:document>
`;
}
