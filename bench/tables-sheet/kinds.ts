/**
 * The kinds of the spreadsheet table set (generate.ts describes them and the held-out rule): a
 * document being written (its sheets, its tables' truth, its title numbering, column widths
 * fitted to the page) and one writer per kind.
 */
import { BANK } from '../../test/fixtures/pdf/text-bank.ts';
import { pick, type Rand } from '../headings-latex/prose.ts';
import { int } from '../tables-latex/makers.ts';
import { truthGrid } from '../tables-latex/tabular.ts';
import {
  budget,
  characteristics,
  comparison,
  correlations,
  dense,
  descriptives,
  instruments,
  listing,
  quarterly,
  regionsByYear,
  regression,
  twoStudies,
} from '../tables-office/contents.ts';
import type { Sheet, SheetBlock, SheetSpec, SheetTable } from './fods.ts';
import type { SheetTruth } from './generate.ts';
import { ledger, linesOf, tableWidths } from './layout.ts';

const TITLES = [
  'Expenditure by department',
  'Summary of results',
  'Quarterly returns by region',
  'Outcomes by condition',
  'Payments to suppliers',
  'Characteristics of respondents',
  'Key indicators',
];
const SOURCES = [
  'Source: departmental returns, provisional figures.',
  'Source: finance system extract, 31 March.',
  'Note: figures may not sum because of rounding.',
];
const SHEET_NAMES = ['Sheet1', 'Summary', 'Data', 'Table', 'Report'];

/** A table wider than the page at the drawn type size. */
export class Overflow extends Error {}

/** One document being written: its sheets, its truth, its title numbering. */
export class Doc {
  sheets: Sheet[] = [];
  tables: SheetTruth[] = [];
  private n: number;
  constructor(
    readonly r: Rand,
    readonly spec: Omit<SheetSpec, 'sheets'>,
  ) {
    this.n = int(r, 1, 6);
  }

  /** Printable width of a page in cm. */
  get width(): number {
    return (this.spec.landscape ? 29.7 : 21) - 2 * this.spec.margin;
  }

  sheet(name = pick(this.r, SHEET_NAMES)): Sheet {
    const s: Sheet = { name, widths: [], blocks: [] };
    this.sheets.push(s);
    return s;
  }

  /** The current sheet (a new one when there is none). */
  get cur(): Sheet {
    return this.sheets[this.sheets.length - 1] ?? this.sheet();
  }

  /** Widen the sheet's columns from `col` on to the table's shares of `fill` of the page width, never narrower than their text. */
  private fit(st: SheetTable, fill: number): void {
    const col = st.col ?? 0;
    const w = tableWidths(st.table, this.spec.size, this.width * fill, st.wrap);
    const widths = this.cur.widths;
    for (let k = 0; k < col; k++) widths[k] = widths[k] ?? 0.6;
    w.forEach((x, k) => {
      widths[col + k] = Math.max(widths[col + k] ?? 0, x);
    });
    const sum = widths.reduce((a, b) => a + b, 0);
    if (sum > this.width) throw new Overflow(`columns ${sum.toFixed(1)} cm > page ${this.width} cm`);
  }

  /** A title row ("Table N. Title") and a blank row; returns the label and title. */
  title(col = 0): { label: string; caption: string } {
    const caption = `${pick(this.r, TITLES)}, ${int(this.r, 2019, 2025)}`;
    const label = `Table ${this.n++}`;
    const sep = pick(this.r, ['. ', ': ', ' ']);
    this.cur.blocks.push({ kind: 'title', text: `${label}${sep}${caption}`, size: this.spec.size + 2, col });
    this.cur.blocks.push({ kind: 'blank' });
    return { label, caption };
  }

  table(st: SheetTable, features: string[], fill: number, titled?: { label: string; caption: string }): void {
    this.fit(st, fill);
    this.cur.blocks.push({ kind: 'table', t: st });
    const t = st.table;
    this.tables.push({
      caption: titled?.caption ?? null,
      label: titled?.label ?? null,
      rows: truthGrid([...t.header, ...t.body], t.align.length),
      header_rows: t.header.length,
      features: [...features, st.borders === 'all' ? 'boxed' : `borders-${st.borders}`],
    });
  }

  block(b: SheetBlock): void {
    this.cur.blocks.push(b);
  }
}

export type Writer = (d: Doc, v: number) => void;

const fill = (r: Rand) => 0.55 + r() * 0.4;

/** The kinds, in order; each writes its sheets. */
export const KINDS: [string, Writer][] = [
  [
    'gridlines',
    (d) => {
      const make = pick(d.r, [descriptives, regression, quarterly]);
      d.table({ table: make(d.r), borders: 'none' }, ['gridlines', 'plain-header'], fill(d.r));
    },
  ],
  [
    'ruled',
    (d) => {
      const t = budget(d.r, pick(d.r, ['', '£', '$']));
      const st: SheetTable = {
        table: t,
        borders: 'rules',
        boldHeader: true,
        total: true,
        col: int(d.r, 0, 1),
      };
      d.table(st, ['parentheses', 'total-row', 'bold-header'], fill(d.r));
    },
  ],
  [
    'boxed',
    (d) => {
      const make = pick(d.r, [quarterly, comparison, descriptives]);
      d.table(
        { table: make(d.r), borders: 'all', shade: true, boldHeader: d.r() < 0.5 },
        ['shaded-header'],
        fill(d.r),
      );
    },
  ],
  [
    'long',
    (d) => {
      const st: SheetTable = {
        table: listing(d.r, int(d.r, 75, 130)),
        borders: pick(d.r, ['rules', 'none', 'all'] as const),
        boldHeader: true,
        repeatHeader: true,
      };
      d.table(st, ['page-break', 'repeated-header', 'page-header-footer'], 0.6);
    },
  ],
  [
    'merged',
    (d) => {
      const borders = pick(d.r, ['all', 'rules'] as const);
      d.table(
        { table: twoStudies(d.r), borders, boldHeader: true },
        ['colspan', 'rowspan', 'two-header-rows'],
        0.8,
      );
      d.sheet(pick(d.r, ['Sample', 'Respondents']));
      d.table(
        { table: characteristics(d.r), borders, boldHeader: true },
        ['rowspan', 'two-sheets'],
        fill(d.r),
      );
    },
  ],
  [
    'wrapped',
    (d) => {
      d.table(
        {
          table: instruments(d.r),
          borders: pick(d.r, ['all', 'none'] as const),
          boldHeader: true,
          wrap: true,
        },
        ['wrapped'],
        0.5 + d.r() * 0.2,
      );
    },
  ],
  [
    'wide',
    (d) => {
      // a dense release wraps its long column names onto two or three lines
      const isDense = d.r() >= 0.5;
      const t = isDense ? dense(d.r) : regionsByYear(d.r, int(d.r, 10, 13));
      const borders = pick(d.r, ['rules', 'none'] as const);
      const features = ['wide', 'landscape', ...(isDense ? ['wrapped-header'] : [])];
      d.table({ table: t, borders, boldHeader: true, wrap: isDense }, features, 0.9);
    },
  ],
  [
    'titled',
    (d) => {
      const make = pick(d.r, [() => budget(d.r, '£'), () => quarterly(d.r), () => descriptives(d.r)]);
      const titled = d.title();
      d.table(
        { table: make(), borders: pick(d.r, ['rules', 'none'] as const), boldHeader: true },
        ['title-row'],
        fill(d.r),
        titled,
      );
      if (d.r() < 0.7) d.block({ kind: 'note', text: pick(d.r, SOURCES) });
    },
  ],
  [
    'twotables',
    (d) => {
      const borders = pick(d.r, ['rules', 'all', 'none'] as const);
      const a = d.title();
      d.table(
        { table: quarterly(d.r), borders, boldHeader: true },
        ['title-row', 'two-tables'],
        fill(d.r),
        a,
      );
      d.block({ kind: 'blank', n: int(d.r, 2, 3) });
      const b = d.title();
      const make = pick(d.r, [descriptives, correlations, regression]);
      d.table({ table: make(d.r), borders, boldHeader: true }, ['title-row', 'two-tables'], fill(d.r), b);
    },
  ],
  [
    'banded',
    (d) => {
      const make = pick(d.r, [quarterly, comparison, descriptives]);
      d.table(
        { table: make(d.r), borders: 'none', banded: true, shade: d.r() < 0.5, boldHeader: true },
        ['banded'],
        fill(d.r),
      );
    },
  ],
  [
    'ledger',
    (d) => {
      d.table(
        { table: ledger(d.r), borders: pick(d.r, ['rules', 'none'] as const), boldHeader: true },
        ['dates', 'currency', 'percent', 'empty-cells'],
        0.9,
      );
    },
  ],
  [
    'memo',
    (d, v) => {
      const r = d.r;
      const span = int(r, 6, 8);
      const colW = (d.width * (0.7 + r() * 0.25)) / span;
      // column A holds the contact block's labels too
      d.cur.widths = [Math.max(colW, 3.2), ...Array(span - 1).fill(colW)];
      let b = int(r, 0, BANK.length - 1);
      d.block({
        kind: 'memo',
        text: pick(r, ['Memorandum', 'Notes for the board', 'Briefing note']),
        span,
        lines: 1,
        bold: true,
      });
      d.block({ kind: 'blank' });
      for (let k = 0; k < int(r, 2, 4); k++) {
        const text = BANK[b++ % BANK.length];
        d.block({
          kind: 'memo',
          text,
          span,
          lines: linesOf(
            text,
            d.spec.size,
            d.cur.widths.reduce((a, x) => a + x, 0),
          ),
        });
        d.block({ kind: 'blank' });
      }
      const contacts = (): [string, string][] => [
        ['Prepared by:', pick(r, ['J. Patel', 'M. Okafor', 'S. Lindqvist', 'A. Moreau'])],
        ['Telephone:', `0${int(r, 1000, 2999)} ${int(r, 100000, 999999)}`],
        ['Email:', pick(r, ['finance@example.org', 'reports@example.gov', 'office@example.com'])],
        ['Date:', `${int(r, 1, 28)} ${pick(r, ['March', 'June', 'October'])} ${int(r, 2021, 2025)}`],
      ];
      if (v % 2 === 0) d.block({ kind: 'pairs', lines: contacts() });
      else {
        d.sheet('Contacts');
        d.cur.widths = [3.2, 6];
        d.block({ kind: 'pairs', lines: contacts() });
      }
    },
  ],
];
