/**
 * Writes the generated table set (issue #18): 12 kinds of short LaTeX document x 2 variants into
 * docs/<kind>-<variant>.tex and docs/index.json with every table each document prints, its
 * truth cells (tabular.ts span convention), header rows and caption label. Deterministic
 * (seeded): `node --import tsx bench/tables-latex/generate.ts` rewrites the same files.
 *
 * Kinds: booktabs (three rules only), a fully ruled grid, borderless aligned columns, spanning
 * (\multicolumn) and two-row headers, row-spanning stubs (\multirow), wrapped p{} cells, a
 * longtable continued over a page break, a landscape (pdflscape) page, table* across a
 * twocolumn paper, IEEEtran ("TABLE II"), the "Table 6 :" and "Tab. 2" caption forms, and
 * documents with no table at all (prose, lists, aligned equations, references: false-table
 * checks). Numbers carry minus signs, ±, decimals, percent signs and asterisks; captions sit
 * above and below; some tables have none.
 *
 * HELD-OUT RULE (fixed before any PDF was built or any output read): variant 1 of every kind
 * (the documents named `*-1`) is held out. The bench reports held-out rows in aggregate only;
 * nobody looks at a held-out document's tables one by one, and fixes are made on variant 0.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { equation, paragraph, pick, type Rand, rng, TOPICS, type Topic } from '../headings-latex/prose.ts';
import { grouped, int, listing, results, stubbed, wide, withUnits, wrapped } from './makers.ts';
import { colSpec, type TableModel, type TruthTable, tabular, tabularLines, truthOf } from './tabular.ts';

export interface DocTable extends TruthTable {
  /** The printed caption label ("Table 3", "TABLE II", "Tab. 2", "Table 6 :"), null without a caption. */
  label: string | null;
}

export interface DocEntry {
  name: string;
  kind: string;
  heldOut: boolean;
  tables: DocTable[];
}

const VARIANTS = 2;
const SEED = 1818;
/** Bibliography entries (the prose cites among them). */
const REFS = 10;

type LabelForm = 'table' | 'ieee' | 'tab' | 'spaced';

const CAPTIONS = [
  'Results on the held-out test set',
  'Comparison of the methods under the same budget',
  'Summary statistics of the collected samples',
  'Ablation of the main components',
  'Scores by dataset and measure',
  'Characteristics of the study groups',
  'Annual change by region',
];

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];

/** One document being written: its body, its tables' truth and its caption numbering. */
class Doc {
  body: string[] = [];
  tables: DocTable[] = [];
  private n: number;
  constructor(
    readonly r: Rand,
    readonly topic: Topic,
    readonly form: LabelForm,
    first = 1,
  ) {
    this.n = first - 1;
  }

  prose(k = 2): void {
    for (let i = 0; i < k; i++) this.body.push(`${paragraph(this.r, this.topic, REFS)}\n`);
  }

  section(title: string): void {
    this.body.push(`\\section{${title}}\n`);
  }

  private label(): string {
    this.n++;
    if (this.form === 'ieee') return `TABLE ${ROMAN[this.n - 1]}`;
    if (this.form === 'tab') return `Tab. ${this.n}`;
    if (this.form === 'spaced') return `Table ${this.n} :`;
    return `Table ${this.n}`;
  }

  /** A captioned float (caption above or below), or `table*` spanning both columns. */
  float(m: TableModel, where: 'above' | 'below', features: string[], star = false): void {
    const text = pick(this.r, CAPTIONS);
    const env = star ? 'table*' : 'table';
    const cap = `\\caption{${text}}`;
    const size = this.form === 'ieee' ? '' : '\\small\n';
    this.body.push(
      `\\begin{${env}}[${star ? 't' : 'htbp'}]\n\\centering\n${size}${where === 'above' ? `${cap}\n` : ''}${tabular(m)}\n${where === 'below' ? `${cap}\n` : ''}\\end{${env}}\n`,
    );
    this.tables.push({
      ...truthOf(m, text, [...features, `caption-${where}`, ...(star ? ['table*'] : [])]),
      label: this.label(),
    });
  }

  /** A table in the text flow with no caption, after a sentence that introduces it. */
  bare(m: TableModel, features: string[]): void {
    this.body.push(
      `The values used in the remaining runs are listed below.\n\n\\begin{center}\n${tabular(m)}\n\\end{center}\n`,
    );
    this.tables.push({ ...truthOf(m, null, [...features, 'no-caption']), label: null });
  }

  /** A longtable of `rows` rows with a repeated head and a "continued" foot. */
  long(m: TableModel): void {
    const head = tabularLines({ ...m, body: [], style: 'plain' }).join('\n');
    const rows = tabularLines({ ...m, header: [], style: 'plain' }).join('\n');
    const text = 'Sites of the survey and their share of the visits';
    const w = m.cols.length;
    this.body.push(
      `\\begin{longtable}{${colSpec(m)}}\n\\caption{${text}}\\\\\n\\toprule\n${head}\n\\midrule\n\\endfirsthead\n\\toprule\n${head}\n\\midrule\n\\endhead\n\\midrule\n\\multicolumn{${w}}{r}{\\emph{continued on next page}}\\\\\n\\endfoot\n\\bottomrule\n\\endlastfoot\n${rows}\n\\end{longtable}\n`,
    );
    this.tables.push({ ...truthOf(m, text, ['longtable', 'caption-above']), label: this.label() });
  }

  /** A captioned table alone on a landscape (rotated) page. */
  landscape(m: TableModel): void {
    const text = pick(this.r, CAPTIONS);
    this.body.push(
      `\\begin{landscape}\n\\begin{table}[p]\n\\centering\n\\caption{${text}}\n${tabular(m)}\n\\end{table}\n\\end{landscape}\n`,
    );
    this.tables.push({ ...truthOf(m, text, ['landscape', 'caption-above']), label: this.label() });
  }

  /** Prose with no table: lists, aligned equations, a numbered procedure (false-table checks). */
  noTable(): void {
    const r = this.r;
    this.body.push(
      `\\begin{itemize}\n${[0, 1, 2, 3].map(() => `\\item ${paragraph(r, this.topic, REFS).split('. ')[0]}.`).join('\n')}\n\\end{itemize}\n`,
    );
    this.prose(1);
    this.body.push(
      `\\begin{enumerate}\n\\item Learning rate: ${(r() / 100).toFixed(4)}, decayed by ${(0.5 + r() / 2).toFixed(2)} every ${int(r, 2, 9)} epochs.\n\\item Batch size: ${pick(r, [16, 32, 64, 128])} documents of up to ${pick(r, [512, 1024, 2048])} tokens.\n\\item Dropout: ${(r() / 2).toFixed(2)} on every layer but the last.\n\\item Seeds: ${int(r, 1, 9)}, ${int(r, 10, 99)} and ${int(r, 100, 999)}.\n\\end{enumerate}\n`,
    );
    this.body.push(`${equation(r)}\n`);
    this.prose(1);
    this.body.push(
      '\\begin{align}\n  a_t &= W_a x_t + b_a, & \\quad h_t &= \\tanh(a_t), \\\\\n  z_t &= \\sigma(W_z h_t), & \\quad y_t &= z_t \\odot h_t + (1 - z_t) \\odot h_{t-1}.\n\\end{align}\n',
    );
    this.body.push(
      `\\begin{description}\n\\item[Precision] the share of predicted labels that are right.\n\\item[Recall] the share of true labels that are predicted.\n\\item[Coverage] the share of documents with at least one label.\n\\end{description}\n`,
    );
  }
}

function bibliography(r: Rand): string {
  const last = ['Keller', 'Rossi', 'Tanaka', 'Sharma', 'Nowak', 'Berg', 'Mensah', 'Garcia'];
  const items = Array.from(
    { length: REFS },
    (_, k) =>
      `\\bibitem{r${k + 1}} ${String.fromCharCode(65 + k)}. ${pick(r, last)} and ${String.fromCharCode(75 + k)}. ${pick(r, last)}. A study of effect number ${k + 1}. \\emph{Journal of Applied Research}, vol.~${10 + k}, pp.~${100 + 7 * k}--${110 + 7 * k}, ${2010 + k}.`,
  );
  return `\\begin{thebibliography}{${REFS}}\n${items.join('\n')}\n\\end{thebibliography}\n`;
}

const PACKAGES =
  '\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}\n\\usepackage{amsmath}\n\\usepackage{booktabs}\n\\usepackage{multirow}\n\\usepackage{longtable}\n\\usepackage{pdflscape}\n\\usepackage{array}\n';

function preamble(kind: string, topic: Topic): string {
  if (kind === 'ieee')
    return `\\documentclass[conference]{IEEEtran}\n${PACKAGES}\\begin{document}\n\\title{${topic.title}}\n\\author{\\IEEEauthorblockN{Anna Keller}\\IEEEauthorblockA{University of Northfield}}\n\\maketitle\n`;
  const opts = kind === 'twocolumn' ? '[twocolumn]' : '[11pt]';
  let cap = '\\usepackage{caption}\n';
  if (kind === 'labels')
    cap += '\\DeclareCaptionLabelSeparator{spacedcolon}{ : }\n\\captionsetup{labelsep=spacedcolon}\n';
  if (kind === 'borderless') cap += '\\captionsetup[table]{name=Tab.}\n';
  return `\\documentclass${opts}{article}\n${PACKAGES}${cap}\\usepackage[margin=2.5cm]{geometry}\n\\begin{document}\n\\title{${topic.title}}\n\\author{Anna Keller \\and Marco Rossi}\n\\date{}\n\\maketitle\n`;
}

/** The kinds, in order; each writes its sections and tables into the document. */
const KINDS: [string, LabelForm, (d: Doc) => void][] = [
  [
    'booktabs',
    'table',
    (d) => {
      d.float(results(d.r, 'booktabs', 'plain'), 'above', ['booktabs']);
      d.prose(2);
      d.float(results(d.r, 'booktabs', 'pm'), 'above', ['booktabs', 'pm']);
      d.prose(2);
      d.float(results(d.r, 'booktabs', 'stars'), 'below', ['booktabs', 'stars']);
    },
  ],
  [
    'grid',
    'table',
    (d) => {
      d.float(results(d.r, 'grid', 'minus'), 'below', ['grid', 'minus']);
      d.prose(2);
      d.float(stubbed(d.r, 'grid'), 'above', ['grid', 'multirow']);
      d.prose(1);
      d.bare(results(d.r, 'grid', 'pct'), ['grid', 'pct']);
    },
  ],
  [
    'borderless',
    'tab',
    (d) => {
      d.float(results(d.r, 'plain', 'plain'), 'above', ['borderless']);
      d.prose(2);
      d.bare(results(d.r, 'plain', 'minus'), ['borderless', 'minus']);
      d.prose(2);
      d.float(results(d.r, 'frame', 'pct'), 'below', ['frame', 'pct']);
    },
  ],
  [
    'spanning',
    'table',
    (d) => {
      d.float(grouped(d.r, 'booktabs'), 'above', ['booktabs', 'multicolumn', 'two-header-rows']);
      d.prose(2);
      d.float(grouped(d.r, 'grid'), 'above', ['grid', 'multicolumn', 'two-header-rows']);
      d.prose(2);
      d.float(withUnits(d.r, 'frame'), 'below', ['frame', 'two-header-rows']);
    },
  ],
  [
    'multirow',
    'table',
    (d) => {
      d.float(stubbed(d.r, 'booktabs'), 'above', ['booktabs', 'multirow']);
      d.prose(2);
      d.float(stubbed(d.r, 'grid'), 'below', ['grid', 'multirow']);
      d.prose(1);
      d.float(stubbed(d.r, 'frame'), 'above', ['frame', 'multirow']);
    },
  ],
  [
    'wrapped',
    'table',
    (d) => {
      d.float(wrapped(d.r, 'grid'), 'above', ['grid', 'p-cells']);
      d.prose(2);
      d.float(wrapped(d.r, 'booktabs', false), 'above', ['booktabs', 'p-cells']);
      d.prose(1);
      d.bare(wrapped(d.r, 'plain'), ['borderless', 'p-cells']);
    },
  ],
  [
    'longtable',
    'table',
    (d) => {
      d.float(results(d.r, 'booktabs', 'pm'), 'above', ['booktabs', 'pm']);
      d.prose(3);
      d.long(listing(d.r, int(d.r, 55, 70)));
      d.prose(2);
    },
  ],
  [
    'landscape',
    'table',
    (d) => {
      d.float(results(d.r, 'booktabs', 'minus'), 'below', ['booktabs', 'minus']);
      d.prose(2);
      d.landscape(wide(d.r, 'booktabs', int(d.r, 11, 13)));
      d.prose(2);
    },
  ],
  [
    'twocolumn',
    'table',
    (d) => {
      d.prose(2);
      d.float(wide(d.r, 'booktabs', int(d.r, 7, 9)), 'above', ['booktabs', 'pct'], true);
      d.prose(3);
      d.float(results(d.r, 'booktabs', 'plain', 3), 'above', ['booktabs', 'column']);
      d.prose(3);
      d.bare(results(d.r, 'frame', 'minus', 2), ['frame', 'column']);
    },
  ],
  [
    'ieee',
    'ieee',
    (d) => {
      d.prose(2);
      d.float(results(d.r, 'frame', 'plain', 3), 'above', ['frame', 'column']);
      d.prose(3);
      d.float(grouped(d.r, 'grid'), 'above', ['grid', 'multicolumn', 'two-header-rows'], true);
      d.prose(3);
      d.float(results(d.r, 'grid', 'stars', 2), 'above', ['grid', 'stars', 'column']);
    },
  ],
  [
    'labels',
    'spaced',
    (d) => {
      d.float(results(d.r, 'booktabs', 'pct'), 'above', ['booktabs', 'pct']);
      d.prose(2);
      d.float(withUnits(d.r, 'booktabs'), 'below', ['booktabs', 'two-header-rows']);
    },
  ],
  [
    'notable',
    'table',
    (d) => {
      d.noTable();
      d.prose(2);
    },
  ],
];

function doc(kind: string, form: LabelForm, write: (d: Doc) => void, v: number, seed: number) {
  const r = rng(seed);
  const topic = TOPICS[seed % TOPICS.length];
  // The "Table 6 :" form starts at 6 ("Table 6 :", "Table 7 :"), as a paper's later tables would.
  const d = new Doc(r, topic, form, form === 'spaced' ? 6 : 1);
  if (form === 'spaced') d.body.push('\\setcounter{table}{5}\n');
  d.section('Introduction');
  d.prose(2);
  d.section(pick(r, ['Methods', 'Setup']));
  d.prose(1);
  write(d);
  d.section('Discussion');
  d.prose(2);
  if (kind !== 'notable') d.noTable();
  const tex = `${preamble(kind, topic)}${d.body.join('\n')}\n${bibliography(r)}\\end{document}\n`;
  const entry: DocEntry = { name: `${kind}-${v}`, kind, heldOut: v === 1, tables: d.tables };
  return { tex, entry };
}

export function allDocs(): { tex: string; entry: DocEntry }[] {
  const out: { tex: string; entry: DocEntry }[] = [];
  KINDS.forEach(([kind, form, write], k) => {
    for (let v = 0; v < VARIANTS; v++) out.push(doc(kind, form, write, v, SEED + 37 * k + v));
  });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = join(new URL('.', import.meta.url).pathname, 'docs');
  mkdirSync(dir, { recursive: true });
  const all = allDocs();
  for (const p of all) writeFileSync(join(dir, `${p.entry.name}.tex`), p.tex);
  writeFileSync(join(dir, 'index.json'), `${JSON.stringify(all.map((p) => p.entry))}\n`);
  // In the repository's JSON style, so a rewrite of an unchanged set leaves the file as committed.
  execFileSync('npx', ['biome', 'format', '--write', join(dir, 'index.json')], { stdio: 'ignore' });
  const n = (h: boolean) =>
    all.filter((p) => p.entry.heldOut === h).reduce((s, p) => s + p.entry.tables.length, 0);
  process.stdout.write(`${all.length} documents, ${n(false)} tuned + ${n(true)} held-out tables\n`);
}
