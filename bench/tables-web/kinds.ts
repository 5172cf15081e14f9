/**
 * The kinds of the web table set (generate.ts describes them and the held-out rule): each
 * writes its tables, prose and layout into a document's Results section.
 */
import { pick, type Rand } from '../headings-latex/prose.ts';
import { int } from '../tables-latex/makers.ts';
import {
  amount,
  budget,
  characteristics,
  comparison,
  correlations,
  dense,
  descriptives,
  instruments,
  intervals,
  listing,
  type OfficeTable,
  quarterly,
  regionsByYear,
  regression,
  t,
  twoStudies,
} from '../tables-office/contents.ts';
import type { Doc } from './generate.ts';
import { esc, type Look } from './html.ts';

/** The table with a "Total" row of its numeric columns' sums appended (for a `<tfoot>`). */
function withTotal(tb: OfficeTable): OfficeTable {
  const width = tb.align.length;
  const sums = Array.from({ length: width }, (_, k) =>
    tb.body.reduce((a, row) => a + (Number(row[k]?.text.replace(/,/g, '')) || 0), 0),
  );
  return {
    ...tb,
    body: [...tb.body, [t('Total'), ...sums.slice(1).map((v) => t(v.toLocaleString('en-GB')))]],
  };
}

/** A small key-figures table as a dashboard prints it: indicator, this year, last year, change. */
function keyFigures(r: Rand): OfficeTable {
  const rows: [string, (v: number) => string, number][] = [
    ['Active users', (v) => Math.round(v).toLocaleString('en-GB'), 40000],
    ['Sessions per user', (v) => (v / 10000).toFixed(1), 60000],
    ['Conversion rate', (v) => `${(v / 10000).toFixed(1)}%`, 50000],
    ['Average order', (v) => amount(v / 100, '£'), 9000],
    ['Support tickets', (v) => Math.round(v / 10).toLocaleString('en-GB'), 30000],
  ];
  return {
    header: [[t('Indicator'), t('This year'), t('Last year'), t('Change')]],
    body: rows.slice(0, int(r, 3, 5)).map(([name, fmt, scale]) => {
      const a = scale * (0.5 + r());
      const b = a * (0.8 + r() * 0.4);
      return [
        t(name),
        t(fmt(a)),
        t(fmt(b)),
        t(`${a >= b ? '+' : '\u2212'}${Math.abs((100 * (a - b)) / b).toFixed(1)}%`),
      ];
    }),
    align: ['l', 'r', 'r', 'r'],
    rules: 'none',
  };
}

const card = (big: string, lbl: string) =>
  `<div class="card"><div class="big">${esc(big)}</div><div class="lbl">${esc(lbl)}</div></div>`;

/** The false-table checks of a page without a table. */
function notTables(d: Doc): void {
  const r = d.r;
  d.html(
    `<nav><ul>${['Overview', 'Methods', 'Results', 'Downloads', 'Contact'].map((s) => `<li><a href="#${s}">${s}</a></li>`).join('')}</ul></nav>`,
  );
  d.heading('Glossary', 3);
  const terms = [
    ['PSQI', 'Pittsburgh Sleep Quality Index, nineteen self-rated items.'],
    ['ESS', 'Epworth Sleepiness Scale, eight everyday situations.'],
    ['CI', 'Confidence interval.'],
    ['SD', 'Standard deviation.'],
  ];
  d.html(`<dl>${terms.map(([k, v]) => `<dt>${k}</dt><dd>${esc(v)}</dd>`).join('')}</dl>`);
  d.prose(1);
  d.heading('Register your interest', 3);
  const fields = ['Full name', 'Email address', 'Organisation', 'Phone number'];
  d.html(
    `<form>${fields.map((f, k) => `<div class="field"><label for="f${k}">${f}</label><input id="f${k}" value="${k === 2 ? 'University of Leeds' : ''}"></div>`).join('')}</form>`,
  );
  d.prose(1);
  d.heading('Order summary', 3);
  const items = ['Printed report', 'Data licence', 'Workshop place', 'Postage and packing'];
  const lines = items
    .slice(0, int(r, 3, 4))
    .map((it) => [it, amount(int(r, 500, 90000) / 100, '£')] as const);
  d.html(
    `<div class="receipt">${lines.map(([it, p]) => `<div class="line"><span>${esc(it)}</span><span class="dots"></span><span>${esc(p)}</span></div>`).join('')}</div>`,
  );
  d.heading('Contact', 3);
  d.html(
    `<div class="kv"><div class="k">Office:</div><div>Room ${int(r, 100, 499)}, Baines Wing</div><div class="k">Hours:</div><div>Monday to Friday, 9:00 to 17:00</div><div class="k">Telephone:</div><div>0113 ${int(r, 100, 999)} ${int(r, 1000, 9999)}</div></div>`,
  );
}

export const KINDS: [string, (d: Doc) => void][] = [
  [
    'grid',
    (d) => {
      d.table(descriptives(d.r), 'top', { look: 'grid' }, ['grid']);
      d.prose(2);
      d.table(regression(d.r), 'para', { look: 'grid' }, ['grid', 'minus']);
    },
  ],
  [
    'zebra',
    (d) => {
      d.table(quarterly(d.r), 'top', { look: 'zebra' }, ['zebra', 'dark-header']);
      d.prose(2);
      d.table(comparison(d.r), 'none', { look: 'zebra', width: 'auto' }, ['zebra', 'dark-header']);
    },
  ],
  [
    'booktabs',
    (d) => {
      d.table(descriptives(d.r), 'top', { look: 'booktabs' }, ['booktabs']);
      d.prose(2);
      d.table(regression(d.r), 'top', { look: 'booktabs', width: 'auto' }, ['booktabs', 'minus']);
    },
  ],
  [
    'captionbelow',
    (d) => {
      d.table(correlations(d.r), 'bottom', { look: 'booktabs' }, ['correlations']);
      d.prose(2);
      d.table(comparison(d.r), 'bottom', { look: pick(d.r, ['grid', 'rows'] as Look[]) }, []);
    },
  ],
  [
    'longtable',
    (d) => {
      d.prose(2);
      const look = pick(d.r, ['rows', 'grid', 'zebra'] as Look[]);
      d.table(listing(d.r, int(d.r, 55, 85)), 'top', { look }, ['page-break', 'repeated-thead']);
      d.prose(1);
    },
  ],
  [
    'spans',
    (d) => {
      d.table(twoStudies(d.r), 'top', { look: 'grid' }, ['colspan', 'rowspan', 'two-header-rows']);
      d.prose(2);
      d.table(characteristics(d.r), 'top', { look: 'booktabs' }, ['rowspan']);
    },
  ],
  [
    'wrapped',
    (d) => {
      d.table(instruments(d.r), 'top', { look: 'grid', fixed: true }, ['wrapped', 'fixed-widths']);
      d.prose(2);
      d.table(instruments(d.r), 'para', { look: 'rows', fixed: true }, ['wrapped', 'fixed-widths']);
    },
  ],
  [
    'landscape',
    (d) => {
      d.table(regionsByYear(d.r, int(d.r, 12, 14)), 'top', { look: 'booktabs', scale: 0.8 }, [
        'wide',
        'landscape',
      ]);
      d.prose(2);
      d.table(dense(d.r), 'top', { look: 'grid', scale: 0.75, keep: true }, [
        'wide',
        'landscape',
        'dense',
        'wrapped-header',
      ]);
    },
  ],
  [
    'tfoot',
    (d) => {
      d.table(budget(d.r), 'top', { look: 'booktabs', foot: 1, keep: true }, ['tfoot', 'parentheses']);
      d.note(
        'Note. Figures may not sum to the totals because of rounding. A dash marks a programme not funded that year.',
      );
      d.prose(2);
      d.table(withTotal(quarterly(d.r)), 'para', { look: 'zebra', foot: 1, keep: true }, ['tfoot']);
      d.note('Source: regional returns to the statistics office, provisional figures.');
    },
  ],
  [
    'layout',
    (d) => {
      d.html('<div class="cols2">');
      d.prose(2);
      d.table(intervals(d.r), 'top', { look: 'booktabs', scale: 0.85 }, ['two-column', 'ci']);
      d.prose(2);
      d.html('</div>');
      d.prose(1);
      const table = d.table(descriptives(d.r), 'para', { look: 'rows' }, ['sidebar'], true);
      d.html('<div class="split"><main>');
      d.prose(1);
      d.html(table);
      d.prose(1);
      d.html(
        `</main><aside><h3>In brief</h3><p>${esc('Recall was higher after sleep than after a day awake, and the gap narrowed over a week.')}</p><ul><li>Full report (PDF)</li><li>Data dictionary</li><li>Preregistration</li></ul></aside></div>`,
      );
    },
  ],
  [
    'dashboard',
    (d) => {
      const r = d.r;
      d.heading('Key figures', 3);
      d.html(
        `<div class="cards">${card(int(r, 1000, 9999).toLocaleString('en-GB'), 'Participants')}${card(`${int(r, 60, 95)}%`, 'Retention')}${card(`£${int(r, 10, 99)}k`, 'Budget spent')}${card(String(int(r, 3, 12)), 'Sites')}</div>`,
      );
      d.heading('At a glance', 3);
      d.table(keyFigures(r), 'none', { look: 'plain', width: 'auto' }, ['key-figures', 'small']);
      d.prose(1);
      d.table(quarterly(r), 'top', { look: pick(r, ['zebra', 'rows'] as Look[]) }, ['dashboard']);
    },
  ],
  ['notable', (d) => notTables(d)],
];
