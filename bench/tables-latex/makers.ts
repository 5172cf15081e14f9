/**
 * Seeded table contents for the generated table set (generate.ts): each maker returns a
 * TableModel (tabular.ts) of one family of tables a paper prints (results with a stub column,
 * a header spanning column groups, row-spanning group stubs, wrapped text cells, a long listing,
 * a wide year-by-region table).
 */
import { pick, type Rand } from '../headings-latex/prose.ts';
import { type Cell, c, num, type RuleStyle, type TableModel } from './tabular.ts';

const METHODS = [
  'Baseline',
  'Linear probe',
  'Random forest',
  'Gradient boosting',
  'Proposed',
  'Proposed (no pretraining)',
  'Oracle',
  'Nearest neighbour',
  'Logistic regression',
  'Transformer-small',
  'Transformer-base',
  'Ensemble of five',
  'Fine-tuned CNN',
  'Kernel SVM',
];
const MEASURES = [
  'Accuracy',
  'Precision',
  'Recall',
  'F1',
  'Time (s)',
  'Memory (GB)',
  'Error (%)',
  'AUC',
  'Bias',
  'Coverage',
];
const DATASETS = ['Reuters', 'PubMed', 'ArXiv', 'Patents', 'Legal', 'Forum', 'News', 'Wiki'];
const SITES = ['Aberdeen', 'Bergen', 'Cork', 'Dresden', 'Espoo', 'Faro', 'Graz', 'Haarlem', 'Izmir', 'Jena'];
const COUNTRIES = ['UK', 'Norway', 'Ireland', 'Germany', 'Finland', 'Portugal', 'Austria', 'Netherlands'];
const REGIONS = ['North', 'South', 'East', 'West', 'Central', 'Coastal', 'Highland', 'Island'];
const GROUPS = ['Control', 'Treatment A', 'Treatment B', 'Placebo', 'Low dose', 'High dose'];
const CRITERIA = ['Relevance', 'Coverage', 'Reproducibility', 'Cost', 'Robustness', 'Fairness'];
const WORDS =
  'the score is computed over held out documents after tokenisation and counts each label once per sample while the reviewers agree on ambiguous cases by discussion before the final annotation round is closed and archived'.split(
    ' ',
  );

export const int = (r: Rand, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

/** `n` distinct picks. */
export function some<T>(r: Rand, xs: readonly T[], n: number): T[] {
  const pool = [...xs];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(r() * pool.length), 1)[0]);
  return out;
}

/** A phrase of `lo`..`hi` words from the word pool, first letter capitalised. */
function phrase(r: Rand, lo: number, hi: number): string {
  const start = int(r, 0, WORDS.length - 1);
  const n = int(r, lo, hi);
  const w = Array.from({ length: n }, (_, k) => WORDS[(start + k) % WORDS.length]).join(' ');
  return `${w[0].toUpperCase()}${w.slice(1)}.`;
}

export type Decor = 'plain' | 'minus' | 'pm' | 'pct' | 'stars';

/** A value cell with the decoration: negatives, ± deviations, percentages, significance stars. */
function value(r: Rand, decor: Decor): Cell {
  switch (decor) {
    case 'minus':
      return num((r() - 0.45) * 8, 2);
    case 'pm':
      return num(r() * 90, 1, { pm: r() * 3 });
    case 'pct':
      return num(r() * 100, 1, { pct: true });
    case 'stars':
      return num(r(), 3, { stars: r() < 0.5 ? int(r, 1, 3) : 0 });
    default:
      return num(r() * 100, int(r, 1, 2));
  }
}

/** Methods by measures: one header row, a stub column, values with the decoration. */
export function results(r: Rand, style: RuleStyle, decor: Decor, cols = int(r, 3, 5)): TableModel {
  const measures = some(r, MEASURES, cols);
  const rows = int(r, 4, 8);
  return {
    header: [[c('Method'), ...measures.map((m) => c(m))]],
    body: some(r, METHODS, rows).map((m) => [c(m), ...measures.map(() => value(r, decor))]),
    cols: ['l', ...measures.map(() => 'r')],
    style,
  };
}

/** Two column groups (datasets) over the same measures: a spanning header row over a measure row. */
export function grouped(r: Rand, style: RuleStyle, groups = 2): TableModel {
  const sets = some(r, DATASETS, groups);
  const measures = some(r, ['Acc.', 'F1', 'Prec.', 'Rec.', 'Time'], int(r, 2, 3));
  return {
    header: [
      [c(''), ...sets.map((s) => c(s, measures.length))],
      [c('Model'), ...sets.flatMap(() => measures.map((m) => c(m)))],
    ],
    body: some(r, METHODS, int(r, 3, 6)).map((m) => [
      c(m),
      ...sets.flatMap(() => measures.map(() => value(r, 'plain'))),
    ]),
    cols: ['l', ...sets.flatMap(() => measures.map(() => 'c'))],
    style,
  };
}

/** A header of names over a row of units: two header rows, nothing spanning. */
export function withUnits(r: Rand, style: RuleStyle): TableModel {
  const q = some(
    r,
    [
      ['Mass', '(kg)'],
      ['Length', '(m)'],
      ['Time', '(s)'],
      ['Energy', '(kJ)'],
      ['Cost', '(EUR)'],
      ['Yield', '(%)'],
    ],
    int(r, 3, 4),
  );
  return {
    header: [
      [c('Sample'), ...q.map(([n]) => c(n))],
      [c(''), ...q.map(([, u]) => c(u))],
    ],
    body: Array.from({ length: int(r, 4, 7) }, (_, k) => [
      c(`S${k + 1}`),
      ...q.map(() => value(r, r() < 0.3 ? 'minus' : 'plain')),
    ]),
    cols: ['l', ...q.map(() => 'r')],
    style,
  };
}

/** Groups in the first column spanning their rows (\multirow), a setting column, values. */
export function stubbed(r: Rand, style: RuleStyle): TableModel {
  const groups = some(r, GROUPS, int(r, 2, 3));
  const measures = some(r, ['Mean', 'SD', 'n', 'p'], 3);
  const body: Cell[][] = [];
  for (const g of groups) {
    const settings = some(r, ['Week 1', 'Week 4', 'Week 8', 'Week 12'], int(r, 2, 3));
    settings.forEach((s, k) => {
      const vals = measures.map((m) =>
        m === 'n' ? c(String(int(r, 12, 80))) : m === 'p' ? value(r, 'stars') : value(r, 'plain'),
      );
      body.push(k === 0 ? [c(g, 1, settings.length), c(s), ...vals] : [c(s), ...vals]);
    });
  }
  return {
    header: [[c('Group'), c('Visit'), ...measures.map((m) => c(m))]],
    body,
    cols: ['l', 'l', ...measures.map(() => 'r')],
    style,
  };
}

/** Criteria with wrapped descriptions (p{} columns): cells of several printed lines. */
export function wrapped(r: Rand, style: RuleStyle, twoWide = true): TableModel {
  const crit = some(r, CRITERIA, int(r, 3, 5));
  return {
    header: [[c('Criterion'), c('Description'), ...(twoWide ? [c('Example')] : []), c('Weight')]],
    body: crit.map((k) => [
      c(k),
      c(phrase(r, 10, 22)),
      ...(twoWide ? [c(phrase(r, 5, 12))] : []),
      num(r(), 2),
    ]),
    cols: ['l', twoWide ? 'p{5cm}' : 'p{7cm}', ...(twoWide ? ['p{3.5cm}'] : []), 'r'],
    style,
  };
}

/** A long listing (`rows` rows) of sites: id, site, country, count, share. */
export function listing(r: Rand, rows: number): TableModel {
  return {
    header: [[c('ID'), c('Site'), c('Country'), c('Visits'), c('Share (%)')]],
    body: Array.from({ length: rows }, (_, k) => [
      c(String(k + 1)),
      c(`${pick(r, SITES)} ${pick(r, ['Station', 'Clinic', 'Field site', 'Lab'])}`),
      c(pick(r, COUNTRIES)),
      c(String(int(r, 10, 9999))),
      num(r() * 20, 2),
    ]),
    cols: ['r', 'l', 'l', 'r', 'r'],
    style: 'booktabs',
  };
}

/** Regions by years: a wide table for a landscape page or a two-column span. */
export function wide(r: Rand, style: RuleStyle, years: number): TableModel {
  const first = int(r, 2005, 2012);
  const ys = Array.from({ length: years }, (_, k) => String(first + k));
  return {
    header: [[c('Region'), ...ys.map((y) => c(y))]],
    body: some(r, REGIONS, int(r, 4, 7)).map((g) => [
      c(g),
      ...ys.map(() => value(r, r() < 0.5 ? 'pct' : 'minus')),
    ]),
    cols: ['l', ...ys.map(() => 'r')],
    style,
  };
}
