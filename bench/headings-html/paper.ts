/**
 * The paper a template renders (templates-*.ts): title, authors and affiliations, abstract and
 * keywords, a tree of sections with their paragraphs and canonical labels, back-matter
 * statements, references and an appendix. Paragraph text comes from the LaTeX-made set's prose
 * (bench/headings-latex/prose.ts, rendered plain). Labels are set here by hand, as a reader would
 * name each section (shared/structure/labels.ts's names), never computed by Gleaner's own rules.
 *
 * Variants: 0 = one study (Introduction, Related work, Methods with sub- and sub-sub-sections,
 * Results, Discussion, Conclusion), an appendix after the references; 1 = a multi-study paper
 * (Study 1 / Study 2, each with Method, Results and Discussion, then a General Discussion);
 * 2 = one study with back-matter statements (funding, data availability, competing interests,
 * author contributions) and a Limitations sub-section.
 */

import type { SectionLabel } from '../../shared/structure/labels.ts';
import { paragraph, pick, plainText, type Rand, rng, TOPICS, type Topic } from '../headings-latex/prose.ts';

export type { Rand };
export { pick, rng };

/** A section of the paper: its title (no numbering), label, paragraphs and sub-sections. */
export interface Sec {
  title: string;
  label: SectionLabel;
  paras: string[];
  children: Sec[];
  /** Back matter (acknowledgments, statements): never numbered. */
  back?: boolean;
}

export interface Author {
  name: string;
  affil: number;
}

export interface Paper {
  title: string;
  authors: Author[];
  affils: string[];
  abstract: string[];
  keywords: string[];
  body: Sec[];
  /** Acknowledgments and statements, after the body and before the references. */
  back: Sec[];
  refs: string[];
  /** Appendix sections, after the references (their own titles; templates add "Appendix A"). */
  appendix: Sec[];
  /** Figure and table captions, placed by templates after the first results paragraph. */
  figure: string;
  table: { caption: string; head: string[]; rows: string[][] };
}

/** Bibliography entries (the prose cites among them). */
export const REFS = 12;
const FIRST = ['Anna', 'Marco', 'Jun', 'Priya', 'Tomasz', 'Lena', 'Kwame', 'Sofia', 'Hiroshi', 'Elif'];
const LAST = ['Keller', 'Rossi', 'Tanaka', 'Sharma', 'Nowak', 'Berg', 'Mensah', 'Garcia', 'Sato', 'Demir'];
const AFFIL = [
  'Department of Physics, University of Northfield, Northfield, UK',
  'School of Computing, Eastbridge Institute of Technology, Eastbridge, Canada',
  'Centre for Environmental Research, Lakeside University, Lakeside, Australia',
  'Institute of Public Health, Riverton Medical School, Riverton, Germany',
];
const RELATED: readonly [string, SectionLabel][] = [
  ['Related Work', 'related_work'],
  ['Background', 'background'],
];
const METHODS: readonly [string, SectionLabel][] = [
  ['Methods', 'methods'],
  ['Materials and Methods', 'methods'],
  ['Methodology', 'methods'],
];
const RESULTS: readonly [string, SectionLabel][] = [
  ['Results', 'results'],
  ['Experiments', 'results'],
];
const CONCLUSION: readonly [string, SectionLabel][] = [
  ['Conclusion', 'conclusion'],
  ['Conclusions', 'conclusion'],
  ['Concluding Remarks', 'conclusion'],
];
const APPENDIX = ['Proof of Proposition 1', 'Additional experiments', 'Derivation of the estimator'];
const STUDY_PARTS = ['Participants', 'Materials', 'Procedure'];

/** Plain text of one prose paragraph (citations as bracketed numbers). */
function prose(r: Rand, t: Topic): string {
  const tex = paragraph(r, t, REFS).replace(/~\\cite\{r(\d+)\}/g, ' [$1]');
  return plainText(tex).text.replace(/\s+([.,;])/g, '$1');
}

const sec = (title: string, label: SectionLabel, paras: string[], children: Sec[] = []): Sec => ({
  title,
  label,
  paras,
  children,
});

/** The paper of variant `v` (0, 1 or 2) from `seed`. */
export function makePaper(seed: number, v: number): Paper {
  const r = rng(seed);
  const t = pick(r, TOPICS);
  const ps = (n: number) => Array.from({ length: n }, () => prose(r, t));
  const body: Sec[] = [sec('Introduction', 'introduction', ps(2))];
  if (v === 1) {
    // Multi-study: the study headings name no part of a paper; their parts do.
    for (const n of [1, 2]) {
      const method = sec(
        'Method',
        'methods',
        ps(1),
        STUDY_PARTS.map((p) => sec(p, 'methods', ps(1))),
      );
      body.push(
        sec(`Study ${n}`, 'other', ps(1), [
          method,
          sec('Results', 'results', ps(2)),
          sec('Discussion', 'discussion', ps(1)),
        ]),
      );
    }
    body.push(sec('General Discussion', 'general_discussion', ps(2)));
  } else {
    const [rel, relLabel] = pick(r, RELATED);
    body.push(
      sec(
        rel,
        relLabel,
        ps(1),
        t.related.map((s) => sec(s, relLabel, ps(1))),
      ),
    );
    const [meth, methLabel] = pick(r, METHODS);
    body.push(
      sec(
        meth,
        methLabel,
        ps(1),
        t.methods.map((s, k) =>
          sec(s, methLabel, ps(1), k === 0 && v === 0 ? t.deep.map((d) => sec(d, methLabel, ps(1))) : []),
        ),
      ),
    );
    const [res, resLabel] = pick(r, RESULTS);
    body.push(
      sec(
        res,
        resLabel,
        ps(1),
        t.results.map((s) => sec(s, resLabel, ps(1))),
      ),
    );
    body.push(
      sec('Discussion', 'discussion', ps(2), v === 2 ? [sec('Limitations', 'discussion', ps(1))] : []),
    );
    const [conc, concLabel] = pick(r, CONCLUSION);
    body.push(sec(conc, concLabel, ps(1)));
  }
  const back: Sec[] = [
    sec('Acknowledgments', 'acknowledgments', [
      'We thank the colleagues who commented on an earlier draft and the reviewers for their careful reading.',
    ]),
  ];
  if (v === 2)
    back.push(
      sec('Funding', 'funding', [
        'This work was supported by the National Research Council under grant 2024-117.',
      ]),
      sec('Data Availability Statement', 'data_availability', [
        'The data and the analysis code are available from the corresponding author on reasonable request.',
      ]),
      sec('Conflicts of Interest', 'conflicts_of_interest', [
        'The authors declare no conflicts of interest.',
      ]),
      sec('Author Contributions', 'author_contributions', [
        'All authors designed the study, analysed the data and wrote the manuscript together.',
      ]),
    );
  for (const s of back) s.back = true;
  const refs = Array.from({ length: REFS }, (_, k) => {
    const a = `${pick(r, LAST)}, ${pick(r, FIRST)[0]}.`;
    const b = `${pick(r, LAST)}, ${pick(r, FIRST)[0]}.`;
    return `${a}; ${b} A study of effect number ${k + 1}. Journal of Applied Research ${20 + 10 + k}, ${100 + 7 * k}–${110 + 7 * k} (20${10 + (k % 12)}).`;
  });
  const appendix = v === 0 ? [sec(pick(r, APPENDIX), 'appendix', ps(2))] : [];
  const nAuthors = 2 + Math.floor(r() * 3);
  const affils = AFFIL.slice(0, 1 + Math.floor(r() * 2));
  const authors = Array.from({ length: nAuthors }, (_, k) => ({
    name: `${pick(r, FIRST)} ${pick(r, LAST)}`,
    affil: k % affils.length,
  }));
  return {
    title: t.title,
    authors,
    affils,
    abstract: ps(v === 1 ? 2 : 1),
    keywords: [t.measures[0], t.things[1].replace(/^the /, ''), t.related[0].toLowerCase()],
    body,
    back,
    refs,
    appendix,
    figure: `The ${t.measures[0]} of ${t.things[0]} against ${t.things[1]} across all settings.`,
    table: {
      caption: `${cap(t.measures[0])} and ${t.measures[1]} of the three settings.`,
      head: ['Setting', t.measures[0], t.measures[1]],
      rows: [
        ['Baseline', '12.4', '0.81'],
        ['Proposed', '10.9', '0.86'],
        ['Oracle', '9.7', '0.90'],
      ],
    },
  };
}

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
