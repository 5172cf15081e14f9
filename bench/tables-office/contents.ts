/**
 * Seeded contents of the office table set (generate.ts): the tables a report or a psychology or
 * health paper prints, with the number forms office documents carry (M, SD, n, "< .001", a
 * U+2212 minus, "95% CI [0.10, 0.30]", percentages, "M (SD)" pairs, an em dash on a correlation
 * diagonal). Each maker returns an OfficeTable; the rule style is the caller's.
 */
import { pick, type Rand } from '../headings-latex/prose.ts';
import { int, some } from '../tables-latex/makers.ts';
import type { Cell } from '../tables-latex/tabular.ts';

/**
 * grid: every row and column ruled; rows: horizontal rules only (top, under the header, every
 * row, bottom), no vertical rule; apa: a rule above and below the header and at the end only;
 * none: no border at all.
 */
export type OfficeRules = 'grid' | 'rows' | 'apa' | 'none';

export interface OfficeTable {
  header: Cell[][];
  body: Cell[][];
  /** Per column: 'l', 'c' or 'r' (numbers right-aligned as office templates set them). */
  align: ('l' | 'c' | 'r')[];
  /** Per column, relative widths (the renderer scales them to the text width); equal when absent. */
  widths?: number[];
  rules: OfficeRules;
  /** The header rows filled grey (Word's "shaded header" table styles). */
  shadeHeader?: boolean;
  /** The header rows repeat on every page the table runs onto (w:tblHeader). */
  repeatHeader?: boolean;
  /** Every other body row filled light (Word's banded "Grid Table" styles); the header then dark. */
  banded?: boolean;
  /** Type size of the cells in points; one less than the body when absent. */
  size?: number;
}

/** A cell whose source and printed text are the same (no LaTeX here). */
export const t = (text: string, colspan?: number, rowspan?: number): Cell => ({
  tex: text,
  text,
  colspan,
  rowspan,
});

const MINUS = '\u2212';

/** A signed decimal with a typographic minus, as Word users type it from the symbol table. */
export function signed(v: number, digits: number): string {
  const abs = Math.abs(v).toFixed(digits);
  return v < 0 && Number(abs) !== 0 ? `${MINUS}${abs}` : abs;
}

/** A p value in APA form: "< .001", ".032" (no leading zero). */
export function pValue(r: Rand): string {
  const p = r() < 0.35 ? 0 : r() * 0.6;
  if (p < 0.001) return '< .001';
  return p.toFixed(3).replace(/^0/, '');
}

const VARIABLES = [
  'Age (years)',
  'Sleep duration (h)',
  'Sleep efficiency (%)',
  'Body mass index',
  'Depression score',
  'Anxiety score',
  'Working memory span',
  'Reaction time (ms)',
  'Daily steps',
  'Screen time (h)',
  'Caffeine intake (mg)',
  'Systolic BP (mmHg)',
];
const PREDICTORS = [
  'Intercept',
  'Age',
  'Sex (female)',
  'Education',
  'Income',
  'Condition',
  'Baseline score',
  'Condition × Time',
];
const OUTCOMES = [
  'Recall at 12 h',
  'Recall at 1 week',
  'Sleep quality',
  'Mood',
  'Fatigue',
  'Attention lapses',
  'Quality of life',
];
const REGIONS = [
  'North East',
  'North West',
  'Yorkshire',
  'East Midlands',
  'West Midlands',
  'London',
  'South East',
  'South West',
  'Wales',
  'Scotland',
];
const SITES = ['Leeds', 'Bristol', 'Cardiff', 'Glasgow', 'Norwich', 'Exeter', 'Durham', 'Oxford'];
const INSTRUMENTS: [string, string][] = [
  [
    'PSQI',
    'Pittsburgh Sleep Quality Index: nineteen self-rated items on sleep over the past month, combined into seven component scores',
  ],
  [
    'ESS',
    'Epworth Sleepiness Scale: the chance of dozing in eight everyday situations, each rated from never to a high chance',
  ],
  [
    'PHQ-9',
    'Patient Health Questionnaire: nine items on the frequency of depressive symptoms over the last two weeks',
  ],
  [
    'GAD-7',
    'Generalised Anxiety Disorder scale: seven items on worry and tension, scored from not at all to nearly every day',
  ],
  [
    'MEQ',
    'Morningness-Eveningness Questionnaire: preferred times for waking, work and exercise, giving a chronotype score',
  ],
  [
    'ISI',
    'Insomnia Severity Index: seven items on difficulty falling and staying asleep and on the distress it causes',
  ],
];

/** Descriptive statistics: Variable, n, M, SD, min, max. */
export function descriptives(r: Rand): OfficeTable {
  const vars = some(r, VARIABLES, int(r, 5, 8));
  return {
    header: [[t('Variable'), t('n'), t('M'), t('SD'), t('Min'), t('Max')]],
    body: vars.map((v) => {
      const m = 10 + r() * 90;
      return [
        t(v),
        t(String(int(r, 180, 420))),
        t(m.toFixed(2)),
        t((m / (3 + r() * 5)).toFixed(2)),
        t((m * r() * 0.5).toFixed(1)),
        t((m * (1.5 + r())).toFixed(1)),
      ];
    }),
    align: ['l', 'r', 'r', 'r', 'r', 'r'],
    widths: [3, 1, 1, 1, 1, 1],
    rules: 'apa',
  };
}

/** A regression: Predictor, B, SE, β, t, p, with negative coefficients and "< .001". */
export function regression(r: Rand): OfficeTable {
  const preds = PREDICTORS.slice(0, int(r, 5, 8));
  return {
    header: [[t('Predictor'), t('B'), t('SE'), t('β'), t('t'), t('p')]],
    body: preds.map((p) => {
      const b = (r() - 0.4) * 2;
      const se = 0.02 + r() * 0.2;
      return [
        t(p),
        t(signed(b, 2)),
        t(se.toFixed(2)),
        t(p === 'Intercept' ? '' : signed(b / 3, 2)),
        t(signed(b / se, 2)),
        t(pValue(r)),
      ];
    }),
    align: ['l', 'r', 'r', 'r', 'r', 'r'],
    widths: [3, 1, 1, 1, 1, 1],
    rules: 'apa',
  };
}

/** Effects with confidence intervals: Outcome, estimate, 95% CI [lo, hi], p. */
export function intervals(r: Rand): OfficeTable {
  const outs = some(r, OUTCOMES, int(r, 4, 6));
  return {
    header: [[t('Outcome'), t('Estimate'), t('95% CI'), t('p')]],
    body: outs.map((o) => {
      const e = (r() - 0.3) * 0.8;
      const w = 0.05 + r() * 0.2;
      return [t(o), t(signed(e, 2)), t(`[${signed(e - w, 2)}, ${signed(e + w, 2)}]`), t(pValue(r))];
    }),
    align: ['l', 'r', 'c', 'r'],
    widths: [3, 1.2, 2, 1],
    rules: 'apa',
  };
}

/** Two groups compared: Measure, "M (SD)" per group, t, p, d. */
export function comparison(r: Rand): OfficeTable {
  const groups = some(r, ['Sleep', 'Wake', 'Control', 'Intervention', 'Placebo'], 2);
  const vars = some(r, VARIABLES, int(r, 4, 6));
  const ms = () => {
    const m = 5 + r() * 60;
    return `${m.toFixed(1)} (${(m / (2 + r() * 4)).toFixed(1)})`;
  };
  return {
    header: [[t('Measure'), t(`${groups[0]} M (SD)`), t(`${groups[1]} M (SD)`), t('t'), t('p'), t('d')]],
    body: vars.map((v) => [
      t(v),
      t(ms()),
      t(ms()),
      t(signed((r() - 0.3) * 6, 2)),
      t(pValue(r)),
      t(signed((r() - 0.3) * 1.2, 2)),
    ]),
    align: ['l', 'r', 'r', 'r', 'r', 'r'],
    widths: [3, 2, 2, 1, 1, 1],
    rules: 'apa',
  };
}

/** Sample characteristics: a group label over its levels (vMerge'd), n and %. */
export function characteristics(r: Rand): OfficeTable {
  const groups: [string, string[]][] = some(
    r,
    [
      ['Sex', ['Female', 'Male']],
      ['Age group', ['18–24', '25–34', '35–49']],
      ['Education', ['Secondary', 'Bachelor', 'Postgraduate']],
      ['Employment', ['Full time', 'Part time', 'Student']],
      ['Chronotype', ['Morning', 'Intermediate', 'Evening']],
    ] as [string, string[]][],
    int(r, 2, 3),
  );
  const total = int(r, 200, 480);
  const body: Cell[][] = [];
  for (const [g, levels] of groups) {
    levels.forEach((lv, k) => {
      const n = int(r, 20, Math.floor(total / 2));
      const vals = [t(String(n)), t(((100 * n) / total).toFixed(1))];
      body.push(k === 0 ? [t(g, 1, levels.length), t(lv), ...vals] : [t(lv), ...vals]);
    });
  }
  return {
    header: [[t('Characteristic'), t('Category'), t('n'), t('%')]],
    body,
    align: ['l', 'l', 'r', 'r'],
    widths: [2, 2, 1, 1],
    rules: 'grid',
  };
}

/** Two studies side by side: a header cell spanning each study's columns (gridSpan), stubs merged down (vMerge). */
export function twoStudies(r: Rand): OfficeTable {
  const studies = some(r, ['Study 1', 'Study 2', 'Study 3', 'Pilot', 'Replication'], 2);
  const stats = some(r, ['n', 'M', 'SD', 'r'], 3);
  const conds = some(r, ['Sleep', 'Wake', 'Nap', 'Control'], int(r, 2, 3));
  const body: Cell[][] = [];
  const outs = some(r, OUTCOMES, 2);
  for (const o of outs)
    conds.forEach((cnd, k) => {
      const vals = studies.flatMap(() =>
        stats.map((s) =>
          t(
            s === 'n'
              ? String(int(r, 30, 150))
              : s === 'r'
                ? signed((r() - 0.4) * 0.8, 2)
                : (r() * 40).toFixed(2),
          ),
        ),
      );
      body.push(k === 0 ? [t(o, 1, conds.length), t(cnd), ...vals] : [t(cnd), ...vals]);
    });
  return {
    header: [
      [t('Outcome', 1, 2), t('Condition', 1, 2), ...studies.map((s) => t(s, stats.length))],
      studies.flatMap(() => stats.map((s) => t(s))),
    ],
    body,
    align: ['l', 'l', ...studies.flatMap(() => stats.map(() => 'r' as const))],
    widths: [2.2, 1.6, ...studies.flatMap(() => stats.map(() => 1))],
    rules: 'grid',
  };
}

/** Instruments with a wrapped description column (cells of two to four printed lines). */
export function instruments(r: Rand): OfficeTable {
  const rows = some(r, INSTRUMENTS, int(r, 3, 5));
  return {
    header: [[t('Measure'), t('Description'), t('Items'), t('α')]],
    body: rows.map(([k, d]) => [t(k), t(`${d}.`), t(String(int(r, 5, 21))), t(`.${int(r, 70, 94)}`)]),
    align: ['l', 'l', 'r', 'r'],
    widths: [1.2, 6, 1, 1],
    rules: 'grid',
  };
}

/** A long listing of participants (`rows` rows) that runs over a page break. */
export function listing(r: Rand, rows: number): OfficeTable {
  return {
    header: [[t('ID'), t('Site'), t('Age'), t('Sex'), t('Score'), t('Change (%)')]],
    body: Array.from({ length: rows }, (_, k) => [
      t(`P${String(k + 1).padStart(3, '0')}`),
      t(pick(r, SITES)),
      t(String(int(r, 18, 79))),
      t(pick(r, ['F', 'M'])),
      t((20 + r() * 60).toFixed(1)),
      t(signed((r() - 0.4) * 40, 1)),
    ]),
    align: ['l', 'l', 'r', 'c', 'r', 'r'],
    rules: 'rows',
    repeatHeader: true,
  };
}

/** Regions by years: a wide table of percentages for a landscape page. */
export function regionsByYear(r: Rand, years: number): OfficeTable {
  const first = int(r, 2008, 2012);
  const ys = Array.from({ length: years }, (_, k) => String(first + k));
  return {
    header: [[t('Region'), ...ys.map((y) => t(y))]],
    body: some(r, REGIONS, int(r, 5, 8)).map((g) => [t(g), ...ys.map(() => t((r() * 60 + 5).toFixed(1)))]),
    align: ['l', ...ys.map(() => 'r' as const)],
    widths: [2.4, ...ys.map(() => 1)],
    rules: 'apa',
  };
}

/** Correlations: numbered variables, an em dash on the diagonal, the upper triangle empty. */
export function correlations(r: Rand): OfficeTable {
  const vars = some(r, VARIABLES, int(r, 4, 5));
  return {
    header: [[t('Variable'), ...vars.map((_, k) => t(String(k + 1)))]],
    body: vars.map((v, i) => [
      t(`${i + 1}. ${v}`),
      ...vars.map((_, k) =>
        t(k < i ? signed((r() - 0.5) * 1.2, 2).replace(/^(\u2212?)0/, '$1') : k === i ? '—' : ''),
      ),
    ]),
    align: ['l', ...vars.map(() => 'r' as const)],
    widths: [3.5, ...vars.map(() => 1)],
    rules: 'apa',
  };
}

const PROGRAMMES: [string, string[]][] = [
  ['Health services', ['Hospitals', 'Primary care', 'Public health']],
  ['Education', ['Schools', 'Further education', 'Student support']],
  ['Transport', ['Roads', 'Rail', 'Local bus services']],
  ['Housing', ['Social housing', 'Homelessness']],
  ['Environment', ['Flood defence', 'Waste', 'Parks']],
];

/** An amount as a finance table prints it: thousands separators, a negative in parentheses. */
export function amount(v: number, currency = ''): string {
  const s = Math.round(Math.abs(v)).toLocaleString('en-GB');
  return v < 0 ? `(${currency}${s})` : `${currency}${s}`;
}

/**
 * A budget over years, as a government report pastes it from a spreadsheet: programme rows and
 * their items, amounts with thousands separators, a change column with negatives in parentheses,
 * a missing value as an en dash, a bold total row.
 */
export function budget(r: Rand, currency = ''): OfficeTable {
  const first = int(r, 2018, 2021);
  const years = [first, first + 1, first + 2].map(String);
  const body: Cell[][] = [];
  const totals = [0, 0, 0];
  for (const [p, items] of some(r, PROGRAMMES, int(r, 2, 3)))
    for (const item of [p, ...some(r, items, int(r, 1, 2))]) {
      const base = 2000 + r() * 90000;
      const vals = years.map((_, k) => base * (1 + (r() - 0.4) * 0.2 * k));
      vals.forEach((v, k) => {
        totals[k] += v;
      });
      const gap = r() < 0.1;
      body.push([
        t(item),
        ...vals.map((v, k) => t(gap && k === 0 ? '–' : amount(v, currency))),
        t(signedPct(((vals[2] - vals[1]) / vals[1]) * 100)),
      ]);
    }
  body.push([
    t('Total'),
    ...totals.map((v) => t(amount(v, currency))),
    t(signedPct(((totals[2] - totals[1]) / totals[1]) * 100)),
  ]);
  return {
    header: [
      [
        t(currency ? `Programme (${currency.trim() || 'GBP'})` : 'Programme (£000)'),
        ...years.map((y) => t(y)),
        t('Change (%)'),
      ],
    ],
    body,
    align: ['l', 'r', 'r', 'r', 'r'],
    widths: [3, 1.3, 1.3, 1.3, 1.2],
    rules: 'rows',
  };
}

/** A percentage change with one decimal, a decrease in parentheses. */
function signedPct(v: number): string {
  const s = Math.abs(v).toFixed(1);
  return v < 0 && Number(s) !== 0 ? `(${s})` : s;
}

/** Quarters by region, as a business report prints an Excel range: counts, a missing value "n/a". */
export function quarterly(r: Rand): OfficeTable {
  const regions = some(r, REGIONS, int(r, 4, 7));
  return {
    header: [[t('Region'), t('Q1'), t('Q2'), t('Q3'), t('Q4'), t('Year')]],
    body: regions.map((g) => {
      const q = [0, 1, 2, 3].map(() => int(r, 120, 9800));
      const missing = r() < 0.15 ? int(r, 0, 3) : -1;
      return [
        t(g),
        ...q.map((v, k) => t(k === missing ? 'n/a' : v.toLocaleString('en-GB'))),
        t(q.reduce((a, b) => a + b, 0).toLocaleString('en-GB')),
      ];
    }),
    align: ['l', 'r', 'r', 'r', 'r', 'r'],
    widths: [2.5, 1, 1, 1, 1, 1.2],
    rules: 'grid',
  };
}

const STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
];
const CHECKS = [
  'Permit',
  'Handgun',
  'Long gun',
  'Other',
  'Multiple',
  'Admin',
  'Pre-pawn handgun',
  'Pre-pawn long gun',
  'Returned handgun',
  'Returned long gun',
  'Rentals',
];

/**
 * A dense statistical release (a monthly federal count by state): a dozen narrow columns whose
 * header names wrap onto two or three lines, small type, counts with thousands separators, zeros
 * and empty cells, a totals column.
 */
export function dense(r: Rand): OfficeTable {
  const cols = CHECKS.slice(0, int(r, 9, 11));
  return {
    header: [[t('State'), ...cols.map((c) => t(c)), t('Totals')]],
    body: some(r, STATES, int(r, 8, 12)).map((s) => {
      const v = cols.map(() => (r() < 0.15 ? -1 : r() < 0.2 ? 0 : int(r, 1, 45000)));
      const total = v.reduce((a, b) => a + Math.max(0, b), 0);
      return [
        t(s),
        ...v.map((x) => t(x < 0 ? '' : x.toLocaleString('en-US'))),
        t(total.toLocaleString('en-US')),
      ];
    }),
    align: ['l', ...cols.map(() => 'r' as const), 'r'],
    widths: [2, ...cols.map(() => 1), 1.2],
    rules: 'grid',
    size: 7,
  };
}

/**
 * Descriptive statistics whose cells carry footnote markers set as superscripts ("12.3^a": the
 * caret marks the superscript in the source; the printed and truth text is "12.3a").
 */
export function footnoted(r: Rand): OfficeTable {
  const base = descriptives(r);
  const mark = (c: Cell, m: string): Cell => t(`${c.text}^${m}`);
  const body = base.body.map((row, i) =>
    row.map((c, k) =>
      i === 0 && k === 0 ? mark(c, 'a') : k === 2 && r() < 0.25 ? mark(c, pick(r, ['b', 'c'])) : c,
    ),
  );
  return { ...base, body };
}
