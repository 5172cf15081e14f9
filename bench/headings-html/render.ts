/**
 * What every template shares: the truth a page is scored against (built as the page is written,
 * so the two cannot drift), section numbering styles, and the walk over the section tree that
 * numbers each heading, records it and its paragraphs, and hands the template the pieces to wrap
 * in its own markup.
 */
import type { SectionLabel } from '../../shared/structure/labels.ts';
import type { Paper, Sec } from './paper.ts';

/** A heading as the page prints it: level 1 = a top-level section of the paper. */
export interface TruthHeading {
  text: string;
  level: number;
  label: SectionLabel;
}

/** A body paragraph and the label of the section it sits in. */
export interface TruthParagraph {
  text: string;
  label: SectionLabel;
}

export interface Rendered {
  html: string;
  headings: TruthHeading[];
  paragraphs: TruthParagraph[];
}

export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const attr = (s: string): string => esc(s).replace(/"/g, '&quot;');

/** Collects a page's truth in document order; each method returns the escaped text to print. */
export class Truth {
  readonly headings: TruthHeading[] = [];
  readonly paragraphs: TruthParagraph[] = [];
  head(text: string, level: number, label: SectionLabel): string {
    this.headings.push({ text, level, label });
    return esc(text);
  }
  para(text: string, label: SectionLabel): string {
    this.paragraphs.push({ text, label });
    return esc(text);
  }
  done(html: string): Rendered {
    return { html, headings: this.headings, paragraphs: this.paragraphs };
  }
}

/**
 * How a template numbers its sections: `none`; `plain` "2" and "2.1"; `dotted` "2." and "2.1."
 * (MDPI); `top-dot` "2." and "2.1" (an OJS galley). Templates with other schemes (IEEE's "II.",
 * "A.", "1)") re-spell the plain numbers through `printed`.
 */
export type Numbering = 'none' | 'plain' | 'dotted' | 'top-dot';

/** The number printed before a heading at `path` (1-based indices), or '' for none. */
export function numberOf(path: readonly number[], style: Numbering): string {
  if (style === 'none') return '';
  const n = path.join('.');
  if (style === 'dotted' || (style === 'top-dot' && path.length === 1)) return `${n}.`;
  return n;
}

/** One section handed to a template: escaped heading pieces, its paragraphs' html and its children's. */
export interface SecView {
  sec: Sec;
  level: number;
  /** The escaped number ('' when unnumbered) and the escaped title. */
  number: string;
  title: string;
  /** The escaped printed heading: number, a space, title. */
  heading: string;
  /** Escaped paragraph texts (the template wraps them), the figure and table already in place. */
  paras: string[];
  children: string;
}

export interface WalkOptions {
  numbering: Numbering;
  /** Markup of the figure and of the table, put after the first paragraph of the first results section. */
  figure?: string;
  table?: string;
  /** Whether a heading is printed at all (templates with run-in heads print them inside a paragraph). */
  render: (v: SecView) => string;
  /** The printed heading from its number and title, when the template does not join them with a space. */
  printed?: (number: string, title: string) => string;
}

/**
 * The sections' html, recording each heading (as printed) and paragraph in `truth`. Back-matter
 * sections are not numbered; the number path counts numbered sections only.
 */
export function walk(
  truth: Truth,
  secs: readonly Sec[],
  o: WalkOptions,
  level = 1,
  prefix: number[] = [],
): string {
  let n = 0;
  const out: string[] = [];
  for (const s of secs) {
    const number = s.back ? '' : numberOf([...prefix, ++n], o.numbering);
    const printed = o.printed ? o.printed(number, s.title) : number ? `${number} ${s.title}` : s.title;
    const heading = truth.head(printed, level, s.label);
    const paras = s.paras.map((p) => truth.para(p, s.label));
    if (s.label === 'results' && !resultsPlaced.has(truth)) {
      resultsPlaced.add(truth);
      paras.splice(
        1,
        0,
        ...[o.figure, o.table].filter((x): x is string => Boolean(x)).map((x) => `\u0000${x}`),
      );
    }
    const children = walk(truth, s.children, o, level + 1, [...prefix, n]);
    out.push(o.render({ sec: s, level, number: esc(number), title: esc(s.title), heading, paras, children }));
  }
  return out.join('\n');
}

/** Pages whose figure and table are placed already (once per page). */
const resultsPlaced = new WeakSet<Truth>();

/**
 * A paragraph list as html: `wrap` for prose, figures and tables (marked with a leading NUL by
 * `walk`) as they are.
 */
export function paras(list: readonly string[], wrap: (p: string) => string = (p) => `<p>${p}</p>`): string {
  return list.map((p) => (p.startsWith('\u0000') ? p.slice(1) : wrap(p))).join('\n');
}

/** The appendix heading as printed: "Appendix A. Title" by default. */
export type AppendixStyle = (letter: string, title: string) => string;

/** Appendix sections (lettered), recorded in `truth`, each rendered by `render`. */
export function appendices(
  truth: Truth,
  p: Paper,
  style: AppendixStyle,
  render: (heading: string, paras: string[]) => string,
): string {
  return p.appendix
    .map((s, k) => {
      const heading = truth.head(style(String.fromCharCode(65 + k), s.title), 1, 'appendix');
      return render(
        heading,
        s.paras.map((x) => truth.para(x, 'appendix')),
      );
    })
    .join('\n');
}

/** The abstract's paragraphs, recorded with the `abstract` label. */
export const abstractParas = (truth: Truth, p: Paper): string[] =>
  p.abstract.map((x) => truth.para(x, 'abstract'));
