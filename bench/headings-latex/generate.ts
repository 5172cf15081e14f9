/**
 * Writes the LaTeX-made heading set: two papers per document class of classes.ts (3-6 pages
 * each) into papers/<name>.tex, and papers/index.json with each paper's class, title and the
 * headings it prints (text as written in the source, level = its depth in the paper's outline:
 * section 1, subsection 2, subsubsection 3, a `\paragraph` one below its parent). Deterministic
 * (seeded): `node --import tsx bench/headings-latex/generate.ts` rewrites the same files.
 *
 * Variant 0: numbered sections, sub-sub-sections under the first methods sub-section, an
 * appendix after the references. Variant 1: `\paragraph` run-in headings instead, a Discussion
 * with a Limitations sub-section, and `\section*` throughout in classes where that is usual.
 * The figure, table, equation and footnotes fall where the prose puts them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLASSES, type TexClass } from './classes.ts';
import { equation, paragraph, pick, plainText, type Rand, rng, TOPICS, type Topic } from './prose.ts';

export interface Truth {
  text: string;
  level: number;
}

/**
 * One printed piece of a paper in plain text (prose.ts plainText), in source order: what a
 * reading-order bench scores against. Body paragraphs (`paragraph`: the abstract first, the
 * acknowledgments and appendix ones included) are the reading stream; the rest is printed
 * beside it.
 */
export interface PlainItem {
  kind: 'title' | 'front' | 'paragraph' | 'heading' | 'footnote' | 'caption' | 'reference';
  text: string;
  /** A paragraph that goes on after a display equation: whether it starts a new paragraph is moot. */
  afterDisplay?: boolean;
}

export interface PaperEntry {
  name: string;
  cls: string;
  heldOut: boolean;
  title: string;
  truth: Truth[];
}

/** Papers per class. */
const VARIANTS = 2;
/** Authors of a paper when its class does not say (classes.ts `authors`). */
const AUTHORS = 3;
/** Bibliography entries (citations pick among them). */
const REFS = 12;
const SEED = 1414;

const FIRST = ['Anna', 'Marco', 'Jun', 'Priya', 'Tomasz', 'Lena', 'Kwame', 'Sofia', 'Hiroshi', 'Elif'];
const LAST = ['Keller', 'Rossi', 'Tanaka', 'Sharma', 'Nowak', 'Berg', 'Mensah', 'Garcia', 'Sato', 'Demir'];
const AFFIL = [
  'Department of Physics, University of Northfield',
  'School of Computing, Eastbridge Institute of Technology',
  'Centre for Environmental Research, Lakeside University',
];
const RELATED = ['Related Work', 'Background', 'Related work and background'];
const METHODS = ['Methods', 'Materials and Methods', 'Methodology', 'Experimental Setup'];
const RESULTS = ['Results', 'Experiments', 'Results and Analysis'];
const CONCLUSION = ['Conclusion', 'Conclusions', 'Concluding Remarks'];
const APPENDIX = ['Proof of Proposition 1', 'Additional experiments', 'Derivation of the estimator'];

function bibliography(r: Rand, authorYear: boolean): string {
  const items: string[] = [];
  for (let k = 1; k <= REFS; k++) {
    const a = `${pick(r, FIRST)[0]}. ${pick(r, LAST)}`;
    const b = `${pick(r, FIRST)[0]}. ${pick(r, LAST)}`;
    const year = `20${10 + (k % 12)}`;
    const label = authorYear ? `[{${a.slice(3)} \\& ${b.slice(3)}(${year})}]` : '';
    items.push(
      `\\bibitem${label}{r${k}} ${a} and ${b}. A study of effect number ${k}. \\emph{Journal of Applied Research}, vol.~${10 + k}, pp.~${100 + 7 * k}--${110 + 7 * k}, ${year}.`,
    );
  }
  return `\\begin{thebibliography}{${REFS}}\n${items.join('\n')}\n\\end{thebibliography}\n`;
}

const FIGURE = (caption: string) =>
  `\\begin{figure}[t]\n\\centering\n\\framebox[0.9\\linewidth]{\\rule{0pt}{3.2cm}}\n\\caption{${caption}}\n\\end{figure}\n`;
const TABLE = (caption: string, t: Topic) =>
  `\\begin{table}[t]\n\\centering\n\\caption{${caption}}\n\\begin{tabular}{lrr}\n\\hline\nSetting & ${t.measures[0]} & ${t.measures[1]} \\\\\n\\hline\nBaseline & 12.4 & 0.81 \\\\\nProposed & 10.9 & 0.86 \\\\\nOracle & 9.7 & 0.90 \\\\\n\\hline\n\\end{tabular}\n\\end{table}\n`;

/** One paper of class `cls`, variant `v`: its source and the headings it prints. */
export function paper(
  cls: TexClass,
  v: number,
  seed: number,
): { tex: string; entry: PaperEntry; plain: PlainItem[] } {
  const r = rng(seed);
  const t = pick(r, TOPICS);
  const truth: Truth[] = [];
  const star = v === 1 && cls.star ? '*' : '';
  const body: string[] = [];
  const plain: PlainItem[] = [];
  /** The plain rendering of a paragraph's source, its footnotes after it. */
  const plainPara = (tex: string, afterDisplay = false) => {
    const p = plainText(tex);
    plain.push({ kind: 'paragraph', text: p.text, ...(afterDisplay ? { afterDisplay } : {}) });
    for (const f of p.footnotes) plain.push({ kind: 'footnote', text: f });
  };
  const para = (n = 1) => {
    for (let k = 0; k < n; k++) {
      const text = paragraph(r, t, REFS);
      plainPara(text);
      body.push(`${text}\n`);
    }
  };
  const head = (cmd: string, text: string, level: number) => {
    truth.push({ text, level });
    plain.push({ kind: 'heading', text });
    body.push(`\\${cmd}${star}{${text}}\n`);
  };
  head('section', 'Introduction', 1);
  para(3);
  head('section', pick(r, RELATED), 1);
  para(1);
  for (const s of t.related) {
    head('subsection', s, 2);
    para(1);
  }
  head('section', pick(r, METHODS), 1);
  para(1);
  t.methods.forEach((s, k) => {
    head('subsection', s, 2);
    para(1);
    if (k === 0 && v === 0)
      for (const d of t.deep) {
        head('subsubsection', d, 3);
        para(1);
      }
    if (k === 0 && v === 1)
      for (const p of t.runIn) {
        // A run-in heading: truth as printed, one level below its sub-section.
        truth.push({ text: p, level: 3 });
        const text = paragraph(r, t, REFS);
        plainPara(`${p} ${text}`);
        body.push(`\\paragraph{${p}} ${text}\n`);
      }
    if (k === 1) {
      const eq = equation(r);
      const text = paragraph(r, t, REFS);
      plainPara(text, true);
      body.push(`${eq}\n${text}\n`);
    }
  });
  head('section', pick(r, RESULTS), 1);
  para(1);
  const figure = `The ${t.measures[0]} of ${t.things[0]} against ${t.things[1]} in the ${t.related[0].toLowerCase()} setting.`;
  plain.push({ kind: 'caption', text: figure });
  body.push(FIGURE(figure));
  t.results.forEach((s, k) => {
    head('subsection', s, 2);
    para(2);
    if (k === 1) {
      const caption = `${t.measures[0]} and ${t.measures[1]} of the three settings.`;
      plain.push({ kind: 'caption', text: caption });
      body.push(TABLE(caption, t));
    }
  });
  head('section', 'Discussion', 1);
  para(2);
  if (v === 1) {
    head('subsection', 'Limitations', 2);
    para(1);
  }
  head('section', pick(r, CONCLUSION), 1);
  para(1);
  const ackText =
    'We thank the colleagues who commented on an earlier draft and the reviewers for their careful reading.';
  if (cls.ackName) truth.push({ text: cls.ackName, level: 1 });
  if (cls.ackName) plain.push({ kind: 'heading', text: cls.ackName });
  plainPara(ackText);
  body.push(cls.ack(ackText));
  if (cls.refsName) truth.push({ text: cls.refsName, level: 1 });
  const bib = bibliography(r, cls.authorYear === true);
  for (const item of bib.split('\n').filter((l) => l.startsWith('\\bibitem')))
    plain.push({
      kind: 'reference',
      text: plainText(item.replace(/^\\bibitem(?:\[\{[^}]*\}\])?\{[^}]*\}/, '')).text,
    });
  body.push(bib);
  if (v === 0) {
    body.push('\\appendix\n');
    const title = pick(r, APPENDIX);
    head('section', title, 1);
    if (cls.appendix) {
      // The printed heading is the word "Appendix", alone or over the title.
      truth.pop();
      truth.push({ text: 'Appendix', level: 1 });
      if (cls.appendix === 'both') truth.push({ text: title, level: 1 });
    }
    para(2);
  }
  const authors = Array.from({ length: cls.authors ?? AUTHORS }, () => `${pick(r, FIRST)} ${pick(r, LAST)}`);
  const affiliation = pick(r, AFFIL);
  const front = {
    title: t.title,
    authors,
    affiliation,
    affiliations: [affiliation, ...AFFIL.filter((a) => a !== affiliation)],
    abstract: paragraph(r, t, REFS).replace(/~\\cite\{r\d+\}/g, ''),
    keywords: [t.measures[0], t.things[1].replace(/^the /, ''), t.related[0].toLowerCase()],
  };
  const abstract = plainText(front.abstract);
  plain.unshift(
    { kind: 'title', text: front.title },
    ...[...front.authors, ...(cls.authors ? front.affiliations : [front.affiliation]), ...front.keywords].map(
      (text) => ({
        kind: 'front' as const,
        text,
      }),
    ),
    { kind: 'paragraph', text: abstract.text },
    ...abstract.footnotes.map((text) => ({ kind: 'footnote' as const, text })),
  );
  if (cls.abstractNamed) truth.unshift({ text: 'Abstract', level: 1 });
  const close = cls.close ? `${cls.close}\n` : '';
  const tex = `${cls.open(front)}\n${body.join('\n')}\n${close}\\label{lastpage}\n\\end{document}\n`;
  return {
    tex,
    entry: { name: `${cls.name}-${v}`, cls: cls.name, heldOut: cls.heldOut, title: t.title, truth },
    plain,
  };
}

export function allPapers(): { tex: string; entry: PaperEntry; plain: PlainItem[] }[] {
  const out: { tex: string; entry: PaperEntry; plain: PlainItem[] }[] = [];
  CLASSES.forEach((cls, c) => {
    for (let v = 0; v < VARIANTS; v++) out.push(paper(cls, v, SEED + 31 * c + v));
  });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = join(new URL('.', import.meta.url).pathname, 'papers');
  mkdirSync(dir, { recursive: true });
  const all = allPapers();
  for (const p of all) writeFileSync(join(dir, `${p.entry.name}.tex`), p.tex);
  const entries = all.map((p) => p.entry);
  writeFileSync(join(dir, 'index.json'), `${JSON.stringify(entries, null, 2)}\n`);
}
