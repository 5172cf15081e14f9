/**
 * The office table set's documents as DOCX (the docx package, as bench/headings-word writes its
 * papers): a document is a list of plain blocks (generate.ts), rendered here with Word's table
 * features: cell borders by rule style, a grey-shaded header, gridSpan and vMerge, a header row
 * repeated on every page (w:tblHeader), landscape and two-column sections, tab stops with dot
 * leaders. The cache key of a built PDF includes this file's source (build.ts), so a change here
 * rebuilds the set.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  type IBorderOptions,
  LeaderType,
  PageOrientation,
  Paragraph,
  SectionType,
  ShadingType,
  Tab,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { Cell } from '../tables-latex/tabular.ts';
import type { OfficeTable } from './contents.ts';

/** A4 portrait in twentieths of a point, less Word's default one-inch margins. */
const TEXT_WIDTH = 11906 - 2 * 1440;
const TEXT_WIDTH_LANDSCAPE = 16838 - 2 * 1440;
/** Word's "light grey" header fill. */
const SHADE = 'D9D9D9';
/** A banded style's dark header fill and light fill of every other body row. */
const BAND_HEAD = '1F3864';
const BAND_ROW = 'DEEAF6';
/** A single rule of half a point (w:sz is in eighths of a point). */
const RULE: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const NONE: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'para'; text: string }
  /** A table note or source line: a smaller paragraph right under a table. */
  | { kind: 'note'; text: string }
  /** inline: "Table 1. Title" in one line; apa: a bold "Table 1" line over an italic title line. */
  | { kind: 'caption'; label: string; title: string; form: 'inline' | 'apa' }
  | { kind: 'table'; table: OfficeTable }
  /** Lines of tab-separated parts at the given stops (twips); `leader` puts dots before the last stop. */
  | { kind: 'tabs'; lines: string[][]; stops: number[]; leader?: boolean; right?: boolean }
  /** A new section from here on: landscape pages, or newspaper columns. */
  | { kind: 'section'; landscape?: boolean; columns?: number };

export interface DocStyle {
  font: string;
  /** Body size in points. */
  size: number;
}

function run(text: string, s: DocStyle, o: { bold?: boolean; italics?: boolean; size?: number } = {}) {
  return new TextRun({ text, font: s.font, size: (o.size ?? s.size) * 2, bold: o.bold, italics: o.italics });
}

/** A cell's runs: "12.3^a" is 12.3 with a superscript footnote marker a. */
function cellRuns(text: string, s: DocStyle, o: { bold?: boolean; size: number; color?: string }): TextRun[] {
  return text.split(/\^(\w)/).map(
    (part, k) =>
      new TextRun({
        text: part,
        font: s.font,
        size: o.size * 2,
        bold: o.bold,
        color: o.color,
        superScript: k % 2 === 1,
      }),
  );
}

const ALIGN = { l: AlignmentType.LEFT, c: AlignmentType.CENTER, r: AlignmentType.RIGHT };

/** The borders of one cell: grid rules all; rows no vertical; apa above/below the header and at the end. */
function borders(t: OfficeTable, row: number, rowspan: number, rows: number) {
  const last = row + rowspan - 1 === rows - 1;
  const h = t.header.length;
  switch (t.rules) {
    case 'grid':
      return { top: RULE, bottom: RULE, left: RULE, right: RULE };
    case 'rows':
      return { top: RULE, bottom: RULE, left: NONE, right: NONE };
    case 'apa':
      return {
        top: row === 0 || row === h ? RULE : NONE,
        bottom: row + rowspan - 1 === h - 1 || last ? RULE : NONE,
        left: NONE,
        right: NONE,
      };
    default:
      return { top: NONE, bottom: NONE, left: NONE, right: NONE };
  }
}

/** The fill of row i's cells: a shaded header, or a banded style's header and odd body rows. */
function fill(t: OfficeTable, i: number) {
  const h = t.header.length;
  const banded = i < h ? BAND_HEAD : (i - h) % 2 === 1 ? BAND_ROW : null;
  const color = t.banded ? banded : i < h && t.shadeHeader ? SHADE : null;
  return color ? { type: ShadingType.CLEAR, fill: color, color: 'auto' } : undefined;
}

function table(t: OfficeTable, s: DocStyle, width: number): Table {
  const ncol = t.align.length;
  const rel = t.widths ?? t.align.map(() => 1);
  const sum = rel.reduce((a, b) => a + b, 0);
  const cols = rel.map((w) => Math.round((w / sum) * width));
  const rows = [...t.header, ...t.body];
  // Columns taken by a vertical merge from above, so each row's own cells skip them.
  const covered: number[][] = rows.map(() => []);
  const out = rows.map((cells, i) => {
    const list: TableCell[] = [];
    let k = 0;
    const own = [...cells];
    while (k < ncol) {
      if (covered[i].includes(k)) {
        // The continuation of a vMerge: an empty cell Word draws as part of the one above.
        list.push(
          new TableCell({
            children: [new Paragraph({ children: [] })],
            verticalMerge: 'continue',
            width: { size: cols[k], type: WidthType.DXA },
            borders: borders(t, i, 1, rows.length),
            shading: fill(t, i),
          }),
        );
        k++;
        continue;
      }
      const c: Cell | undefined = own.shift();
      if (!c) break;
      const span = c.colspan ?? 1;
      const rs = c.rowspan ?? 1;
      for (let d = 1; d < rs; d++) for (let e = 0; e < span; e++) covered[i + d].push(k + e);
      const header = i < t.header.length;
      list.push(
        new TableCell({
          children: [
            new Paragraph({
              alignment: header && span > 1 ? AlignmentType.CENTER : ALIGN[t.align[k]],
              children: cellRuns(c.text, s, {
                bold: header,
                size: t.size ?? s.size - 1,
                color: header && t.banded ? 'FFFFFF' : undefined,
              }),
            }),
          ],
          columnSpan: span > 1 ? span : undefined,
          verticalMerge: rs > 1 ? 'restart' : undefined,
          width: { size: cols.slice(k, k + span).reduce((a, b) => a + b, 0), type: WidthType.DXA },
          borders: borders(t, i, rs, rows.length),
          shading: fill(t, i),
        }),
      );
      k += span;
    }
    return new TableRow({
      children: list,
      tableHeader: i < t.header.length && t.repeatHeader ? true : undefined,
    });
  });
  return new Table({
    rows: out,
    columnWidths: cols,
    width: { size: width, type: WidthType.DXA },
    borders: {
      top: NONE,
      bottom: NONE,
      left: NONE,
      right: NONE,
      insideHorizontal: NONE,
      insideVertical: NONE,
    },
  });
}

function block(b: Block, s: DocStyle, width: number): (Paragraph | Table)[] {
  switch (b.kind) {
    case 'heading':
      return [
        new Paragraph({
          spacing: { before: 240, after: 120 },
          keepNext: true,
          children: [run(b.text, s, { bold: true, size: s.size + 2 })],
        }),
      ];
    case 'para':
      return [
        new Paragraph({
          alignment: AlignmentType.JUSTIFIED,
          spacing: { after: 120 },
          children: [run(b.text, s)],
        }),
      ];
    case 'note':
      return [new Paragraph({ spacing: { after: 120 }, children: [run(b.text, s, { size: s.size - 2 })] })];
    case 'caption':
      if (b.form === 'apa')
        return [
          new Paragraph({
            keepNext: true,
            spacing: { before: 120 },
            children: [run(b.label, s, { bold: true })],
          }),
          new Paragraph({
            keepNext: true,
            spacing: { after: 120 },
            children: [run(b.title, s, { italics: true })],
          }),
        ];
      return [
        new Paragraph({
          keepNext: true,
          spacing: { before: 120, after: 120 },
          children: [
            run(`${b.label}. `, s, { bold: true, size: s.size - 1 }),
            run(b.title, s, { size: s.size - 1 }),
          ],
        }),
      ];
    case 'table':
      return [table(b.table, s, width), new Paragraph({ children: [] })];
    case 'tabs':
      return b.lines.map(
        (parts) =>
          new Paragraph({
            tabStops: b.stops.map((p, k) => ({
              type: b.right && k === b.stops.length - 1 ? TabStopType.RIGHT : TabStopType.LEFT,
              position: p,
              leader: b.leader && k === b.stops.length - 1 ? LeaderType.DOT : undefined,
            })),
            children: parts.flatMap((p, k) =>
              k === 0
                ? [run(p, s)]
                : [new TextRun({ children: [new Tab(), p], font: s.font, size: s.size * 2 })],
            ),
          }),
      );
    default:
      return [];
  }
}

/** The DOCX document of a list of blocks, a new section at each section block. */
export function docxOf(blocks: Block[], s: DocStyle): Document {
  const sections: { landscape: boolean; columns: number; children: (Paragraph | Table)[] }[] = [
    { landscape: false, columns: 1, children: [] },
  ];
  for (const b of blocks) {
    if (b.kind === 'section') {
      sections.push({ landscape: !!b.landscape, columns: b.columns ?? 1, children: [] });
      continue;
    }
    const cur = sections[sections.length - 1];
    const width = cur.landscape
      ? TEXT_WIDTH_LANDSCAPE
      : cur.columns > 1
        ? TEXT_WIDTH / cur.columns
        : TEXT_WIDTH;
    cur.children.push(...block(b, s, width));
  }
  return new Document({
    sections: sections
      .filter((x) => x.children.length)
      .map((x) => ({
        properties: {
          page: x.landscape
            ? { size: { orientation: PageOrientation.LANDSCAPE, width: 11906, height: 16838 } }
            : undefined,
          column: x.columns > 1 ? { count: x.columns, space: 400 } : undefined,
          // A column section starts on the same page, as a report's two-column part does.
          type: x.columns > 1 ? SectionType.CONTINUOUS : undefined,
        },
        children: x.children,
      })),
  });
}
