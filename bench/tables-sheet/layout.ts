/**
 * Helpers of the spreadsheet table set (generate.ts): column widths that fit each column's
 * longest text at the document's type size (so no string cell is clipped by its neighbour and
 * what Calc prints is the truth), the row count of a wrapped paragraph, and one content maker
 * the office set has not: a ledger of dates, amounts in a currency, percentages and empty cells.
 */
import { pick, type Rand } from '../headings-latex/prose.ts';
import { int, some } from '../tables-latex/makers.ts';
import { truthGrid } from '../tables-latex/tabular.ts';
import { amount, type OfficeTable, t } from '../tables-office/contents.ts';

/** One point in cm. */
const PT = 2.54 / 72;
/** A generous mean advance of a character in em (DejaVu Sans is the widest of the set's fonts). */
const EM_PER_CHAR = 0.62;
/** Cell padding and a margin of safety, in cm. */
const PAD = 0.35;

/** Printed width of `text` at `size` pt, in cm (over-estimated). */
export function textWidth(text: string, size: number, bold = false): number {
  return text.length * size * EM_PER_CHAR * PT * (bold ? 1.08 : 1) + PAD;
}

/**
 * Widths in cm of a table's columns: each column its share of `total` by the table's relative
 * widths, but never narrower than its longest cell (its longest word when cells wrap). Spanning
 * cells are left out (they may cover several columns).
 */
export function tableWidths(t: OfficeTable, size: number, total: number, wrap = false): number[] {
  const n = t.align.length;
  const rel = t.widths ?? Array(n).fill(1);
  const sum = rel.reduce((a, b) => a + b, 0);
  const grid = truthGrid([...t.header, ...t.body], n);
  const spans = new Set<string>();
  [...t.header, ...t.body].forEach((row) => {
    for (const c of row) if ((c.colspan ?? 1) > 1) spans.add(c.text);
  });
  return rel.map((w, k) => {
    const need = Math.max(
      0.8,
      ...grid.map((row, i) => {
        const text = spans.has(row[k]) ? '' : row[k];
        const parts = wrap ? text.split(' ') : [text];
        return Math.max(...parts.map((p) => textWidth(p, size, i < t.header.length)));
      }),
    );
    return Math.max(need, (total * w) / sum);
  });
}

/** Lines a paragraph of `text` takes in a cell `width` cm wide (over-estimated). */
export function linesOf(text: string, size: number, width: number): number {
  // prose averages about half an em a character
  return Math.ceil((text.length * size * 0.5 * PT) / (width - PAD)) + 1;
}

const SUPPLIERS = [
  'Northgate Office Supplies',
  'Harbour Catering Ltd',
  'Pennine Print & Copy',
  'Clearwater Utilities',
  'Brightside IT Services',
  'Oakfield Facilities',
  'Riverside Couriers',
  'Summit Legal LLP',
];
const CATEGORIES = [
  'Stationery',
  'Catering',
  'Printing',
  'Utilities',
  'IT support',
  'Cleaning',
  'Postage',
  'Legal',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date in one of the forms spreadsheets print. */
function dateText(form: number, y: number, m: number, d: number): string {
  const dd = String(d).padStart(2, '0');
  const mm = String(m + 1).padStart(2, '0');
  if (form === 0) return `${dd}/${mm}/${y}`;
  if (form === 1) return `${y}-${mm}-${dd}`;
  return `${d} ${MONTHS[m]} ${y}`;
}

/**
 * Payments as a finance sheet lists them: invoice date, supplier, category, amount with a
 * currency sign and two decimals, VAT rate and share of the total as percentages, the date paid;
 * unpaid invoices leave the paid date empty and exempt ones the VAT rate (empty cells, kept ''
 * in the truth).
 */
export function ledger(r: Rand): OfficeTable {
  const form = int(r, 0, 2);
  const cur = pick(r, ['£', '$', '€']);
  const y = int(r, 2021, 2025);
  const rows = some(r, SUPPLIERS, int(r, 6, 8)).map((s) => ({
    s,
    m: int(r, 0, 10),
    d: int(r, 1, 28),
    v: 80 + r() ** 2 * 24000,
    vat: r() < 0.2 ? '' : pick(r, ['20%', '5%', '0%']),
    paid: r() < 0.3 ? -1 : int(r, 3, 40),
  }));
  const total = rows.reduce((a, x) => a + x.v, 0);
  const money = (v: number) => {
    const s = amount(Math.floor(v));
    return `${cur}${s}.${String(Math.round((v % 1) * 100) % 100).padStart(2, '0')}`;
  };
  return {
    header: [
      [
        t('Invoice date'),
        t('Supplier'),
        t('Category'),
        t(`Amount (${cur})`),
        t('VAT'),
        t('Share'),
        t('Paid'),
      ],
    ],
    body: rows.map((x) => {
      const paid = new Date(Date.UTC(y, x.m, x.d + x.paid));
      return [
        t(dateText(form, y, x.m, x.d)),
        t(x.s),
        t(pick(r, CATEGORIES)),
        t(money(x.v)),
        t(x.vat),
        t(`${((100 * x.v) / total).toFixed(1)}%`),
        t(x.paid < 0 ? '' : dateText(form, paid.getUTCFullYear(), paid.getUTCMonth(), paid.getUTCDate())),
      ];
    }),
    align: ['l', 'l', 'l', 'r', 'r', 'r', 'l'],
    widths: [1.3, 2.6, 1.4, 1.3, 0.7, 0.8, 1.3],
    rules: 'none',
  };
}
