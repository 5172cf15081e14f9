/**
 * The web table set: short HTML reports printed to PDF by Chromium (build.ts), each with the
 * tables it prints and their truth cells (the cells written, as printed; a spanning cell's text
 * in its top-left grid cell, covered cells '', the tables-latex convention). Deterministic
 * (seeded); nothing is committed but this code: the PDFs are rebuilt from it at bench time.
 * Contents are the report and statistics tables of bench/tables-office/contents.ts.
 *
 * Kinds (12 x 4 variants): grid (border-collapse, every cell ruled); zebra (striped rows, no
 * border, a dark header in white type); booktabs (rules above and below the header and at the
 * end, numbers right-aligned, a `<caption>` above); captionbelow (`caption-side: bottom`);
 * longtable (a listing over two or three pages, Chromium repeating its `<thead>` on every page:
 * the truth is the table once, header once); spans (colspan header groups, rowspan stubs);
 * wrapped (fixed column widths, multi-line cells); landscape (a wide table of 10-14 columns in
 * small type on a landscape page); tfoot (a total row in a `<tfoot>`, a "Note." or "Source:"
 * paragraph under the table); layout (a table in a CSS `columns: 2` section and one in a flex
 * main column beside a sidebar); dashboard (key-figure cards made of `<div>`s, a small key
 * figures `<table>` and a data table); notable (no table: a definition list, a form of labels
 * and inputs, a nav menu, a CSS grid of key: value pairs, a receipt of items and prices with
 * dot leaders). Every document also carries a CSS grid of "key: value" study details.
 * What is a table: only a `<table>` element. A card grid of numbers, a two-column key: value
 * grid, a receipt's item/price list with leaders, a form and a definition list are not tables
 * (as in bench/tables-office, where a tab-aligned key: value list is not a table); a table
 * predicted there is a false table. Each variant draws its font (Liberation Sans, Liberation
 * Serif, DejaVu Sans), type size (9-12 pt or px), cell padding, page size (A4, Letter),
 * margins, caption alignment and caption punctuation.
 *
 * HELD-OUT RULE (fixed before any PDF was built or any output read): variant 1 of every kind
 * (the documents named `*-1`) is held out, as in bench/tables-latex and bench/tables-office.
 * The bench reports held-out rows in aggregate only; nobody looks at a held-out document's
 * tables one by one, and any fix is made and checked on variants 0, 2 and 3.
 */
import { BANK } from '../../test/fixtures/pdf/text-bank.ts';
import { pick, type Rand, rng } from '../headings-latex/prose.ts';
import { int } from '../tables-latex/makers.ts';
import { truthGrid } from '../tables-latex/tabular.ts';
import type { OfficeTable } from '../tables-office/contents.ts';
import { esc, type Look, type PageStyle, pageHtml, type TableOpts, tableHtml } from './html.ts';
import { KINDS } from './kinds.ts';

export interface WebTruth {
  /** The caption's title (without its label), null without a caption. */
  caption: string | null;
  /** The printed label ("Table 2"), null without a caption. */
  label: string | null;
  rows: string[][];
  header_rows: number;
  look: Look;
  features: string[];
}

export interface WebDoc {
  name: string;
  kind: string;
  heldOut: boolean;
  html: string;
  tables: WebTruth[];
}

/** Variants of each kind: 0, 2 and 3 are tuned, 1 is held out (the rule above). */
const VARIANTS = 4;
const SEED = 2612;
const FONTS = ['Liberation Sans', 'Liberation Serif', 'DejaVu Sans'];
const SIZES = ['9pt', '10pt', '11pt', '12pt', '11px', '12px'];

const TITLES = [
  'Descriptive statistics of the sample',
  'Regression of recall on the predictors',
  'Outcomes by condition',
  'Characteristics of the participants',
  'Estimated effects with confidence intervals',
  'Measures used in the study',
  'Correlations between the main variables',
  'Results of the two studies',
  'Spending by programme',
  'Returns by region and quarter',
];
const REPORTS = [
  'Quarterly monitoring report',
  'Sleep and memory study: interim results',
  'Regional services dashboard',
  'Annual statement of accounts',
  'Programme evaluation summary',
];

/** Where a table's caption is printed: a `<caption>` above or below, a paragraph above, none. */
export type CaptionAt = 'top' | 'bottom' | 'para' | 'none';

/** One document being written: its HTML parts, its tables' truth, its caption numbering. */
export class Doc {
  parts: string[] = [];
  tables: WebTruth[] = [];
  private n = 0;
  private b: number;
  /** The caption's punctuation after the label ("Table 2. Title" or "Table 2: Title"). */
  private stop: string;
  constructor(
    readonly r: Rand,
    readonly style: PageStyle,
  ) {
    this.b = int(r, 0, BANK.length - 1);
    this.stop = pick(r, ['.', ':']);
  }

  /** `k` paragraphs of prose (the text bank, in turn). */
  prose(k = 1): void {
    for (let i = 0; i < k; i++) this.html(`<p>${esc(BANK[this.b++ % BANK.length])}</p>`);
  }

  html(s: string): void {
    this.parts.push(s);
  }

  heading(text: string, level = 2): void {
    this.html(`<h${level}>${esc(text)}</h${level}>`);
  }

  /** A table (returns its HTML when `inline`, for a layout that places it itself). */
  table(
    t: OfficeTable,
    at: CaptionAt,
    o: Omit<TableOpts, 'caption'>,
    features: string[],
    inline = false,
  ): string {
    const title = pick(this.r, TITLES);
    const label = at === 'none' ? null : `Table ${++this.n}`;
    const caption =
      label && at !== 'none' ? { html: `<b>${label}${this.stop}</b> ${esc(title)}`, where: at } : undefined;
    const html = tableHtml(t, { ...o, caption });
    this.tables.push({
      caption: label ? title : null,
      label,
      // "12.3^a" prints 12.3 with a superscript a; a reader copies "12.3a".
      rows: truthGrid([...t.header, ...t.body], t.align.length).map((row) =>
        row.map((c) => c.replace(/\^/g, '')),
      ),
      header_rows: t.header.length,
      look: o.look,
      features: [...features, `look-${o.look}`, `caption-${at}`],
    });
    if (!inline) this.html(html);
    return html;
  }

  /** A note or source line under the table just written. */
  note(text: string): void {
    this.html(`<p class="note">${esc(text)}</p>`);
  }

  /** Study details as a CSS grid of "key: value" pairs (not a table). */
  keyValues(): void {
    const r = this.r;
    const pairs = [
      [
        'Recruitment',
        `${pick(r, ['October', 'November', 'January'])} to ${pick(r, ['March', 'April', 'May'])} ${int(r, 2019, 2023)}`,
      ],
      ['Sessions', `${int(r, 2, 4)} of about ${int(r, 40, 90)} minutes each`],
      ['Compensation', `course credit or £${int(r, 10, 30)} per session`],
      ['Ethics approval', `reference ${int(r, 1000, 9999)}/${int(r, 10, 99)}`],
    ];
    this.html(
      `<div class="kv">${pairs.map(([k, v]) => `<div class="k">${esc(k)}:</div><div>${esc(v)}</div>`).join('')}</div>`,
    );
  }
}

function doc(kind: string, write: (d: Doc) => void, v: number, seed: number): WebDoc {
  const r = rng(seed);
  const style: PageStyle = {
    font: pick(r, FONTS),
    size: pick(r, SIZES),
    page: pick(r, ['A4', 'Letter'] as const),
    landscape: kind === 'landscape',
    margin: int(r, 12, 25),
    pad: [int(r, 2, 6), int(r, 4, 10)],
    captionLeft: r() < 0.6,
  };
  const d = new Doc(r, style);
  const title = pick(r, REPORTS);
  d.heading('Introduction');
  d.prose(2);
  d.heading('Method');
  d.prose(1);
  d.keyValues();
  d.prose(1);
  d.heading('Results');
  d.prose(1);
  write(d);
  d.heading('Discussion');
  d.prose(2);
  return {
    name: `${kind}-${v}`,
    kind,
    heldOut: v === 1,
    html: pageHtml(style, title, d.parts.join('\n')),
    tables: d.tables,
  };
}

/** Every document of the set, tuned and held out. */
export function webDocs(): WebDoc[] {
  return KINDS.flatMap(([kind, write], k) =>
    Array.from({ length: VARIANTS }, (_, v) => doc(kind, write, v, SEED + 41 * k + v)),
  );
}
