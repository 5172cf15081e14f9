/** The types of the LaTeX-made heading set and the class openings several classes share. */
export interface Front {
  title: string;
  authors: readonly string[];
  affiliation: string;
  abstract: string;
  keywords: readonly string[];
  /** Every affiliation, the paper's own (`affiliation`) first: for classes listing several. */
  affiliations: readonly string[];
}

export interface TexClass {
  name: string;
  heldOut: boolean;
  /** From `\documentclass` to the end of the title block and the abstract. */
  open: (f: Front) => string;
  /** The abstract's printed name ("Abstract", "Abstract—", "ABSTRACT"): a heading of the truth; false when nothing is printed (revtex). */
  abstractNamed: boolean;
  /** The acknowledgments as this class writes them. */
  ack: (text: string) => string;
  /** The acknowledgments' printed heading text (IEEE's singular), or null when the class prints none (aastex). */
  ackName: string | null;
  /** The bibliography's printed heading, or null when the class prints none. */
  refsName: string | null;
  /** Unnumbered `\section*` headings are plausible in this class (one variant uses them). */
  star: boolean;
  /**
   * What an appendix `\section` prints: its title (the default), the word "Appendix" alone
   * (IEEEtran drops the title of a single appendix), or "APPENDIX" over the title (aastex).
   */
  appendix?: 'word' | 'both';
  /** Bibliography items need author-year labels (natbib in author-year mode: aastex, jmlr). */
  authorYear?: boolean;
  /** The batch the class was added in (1 when absent): each batch has its own tuned and held-out rows. */
  batch?: 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19;
  /** How many authors the paper lists (3 when absent); with it every affiliation is printed. */
  authors?: number;
  /** What closes the body before `\end{document}` (a multicols environment), when anything does. */
  close?: string;
}

export const PKGS = '\\usepackage{amsmath,amssymb}\n\\usepackage{graphicx}\n';
/**
 * PKGS for classes that load newtxmath when the fonts of Debian's texlive-fonts-extra are
 * installed (ijdc, lni): amssymb then fails ("\\Bbbk already defined"), so only without it.
 */
export const PKGS_UNLESS_NEWTX =
  '\\usepackage{amsmath}\n\\makeatletter\\@ifpackageloaded{newtxmath}{}{\\usepackage{amssymb}}\\makeatother\n\\usepackage{graphicx}\n';
export const plainAck = (name: string) => (text: string) => `\\section*{${name}}\n${text}\n`;
export const andAuthors = (f: Front) => f.authors.join(' \\and ');

/** Author k's affiliation number (1-based), the affiliations taken in turn. */
export const affilOf = (f: Front, k: number) => (k % f.affiliations.length) + 1;
/** An authblk author list: each author with a superscript affiliation number, then the affiliations. */
export const authblk = (f: Front) =>
  `${f.authors.map((a, k) => `\\author[${affilOf(f, k)}]{${a}}`).join('\n')}\n${f.affiliations.map((a, k) => `\\affil[${k + 1}]{${a}}`).join('\n')}\n`;
/** Figures and tables set where they stand (multicol cannot float a one-column figure), as multicol papers do. */
export const HERE_FLOATS =
  '\\makeatletter\n\\renewenvironment{figure}[1][]{\\par\\medskip\\def\\@captype{figure}\\centering}{\\par\\medskip}\n\\renewenvironment{table}[1][]{\\par\\medskip\\def\\@captype{table}\\centering}{\\par\\medskip}\n\\makeatother\n';
/** revtex4-2 opening with each author followed by the affiliation it belongs to. */
export const revtexOpen = (opts: string) => (f: Front) =>
  `\\documentclass[${opts}]{revtex4-2}\n${PKGS}\\begin{document}\n\\title{${f.title}}\n${f.authors.map((a, k) => `\\author{${a}}\n\\affiliation{${f.affiliations[affilOf(f, k) - 1]}}`).join('\n')}\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\maketitle\n`;

export const articleOpen =
  (opts: string, extra = '', cls = 'article') =>
  (f: Front) =>
    `\\documentclass[${opts}]{${cls}}\n\\usepackage[T1]{fontenc}\n${extra}${PKGS}\\title{${f.title}}\n\\author{${andAuthors(f)}\\\\ ${f.affiliation}}\n\\date{}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`;
