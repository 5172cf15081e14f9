/**
 * Ninth batch of the LaTeX-made heading set (`batch: 9`, appended after the eighth so the first
 * 82 papers stay byte-identical; issues #14, #20): two more real classes installed with TeX
 * Live (texlive-publishers) that no earlier batch used, each opened the way its own class file
 * (read, not guessed) expects, chosen 2026-12-06 (evening) before any of their output was read
 * by the engine. (quantumarticle was chosen too and dropped unbuilt: with this TeX Live's kernel
 * it stops on a hook error before any page.)
 * - oup-authoring-template (Oxford University Press journals, contemporary large layout,
 *   webpdf): a journal banner, DOI, "Advance Access Publication Date" and a paper category over
 *   the title; numbered affiliations, a corresponding-author note, received/revised/accepted
 *   dates; the abstract and keywords in a box; running heads with the author mark and the short
 *   title and page numbers.
 * - sageep (a SAGE proceedings layout): 12 pt Times, half-inch first-line indents on every
 *   paragraph (indentfirst), the title in capitals, authors in italics, headings unnumbered:
 *   sections centred bold, sub-sections bold italic; no page furniture; author-year citations.
 * All are tuned (`heldOut: false`): the held-out classes stay the check.
 */

import { affilOf, type Front, PKGS, plainAck, type TexClass } from './class-parts.ts';

const surname = (name: string) => name.split(' ').pop() ?? name;
/** The words of the title a running head keeps. */
const SHORT_TITLE_WORDS = 4;
const shortTitle = (f: Front) => f.title.split(' ').slice(0, SHORT_TITLE_WORDS).join(' ');

/**
 * The class leaves `\\appendix` undefined (its papers use the appendix package's `appendices`
 * environment); this one numbers the sections that follow by letter, as that environment does.
 */
const OUP_APPENDIX =
  '\\providecommand\\appendix{\\par\\setcounter{section}{0}\\renewcommand\\thesection{\\Alph{section}}}\n';

const oupOpen = (f: Front) =>
  `\\documentclass[webpdf,contemporary,large]{oup-authoring-template}\n${PKGS}${OUP_APPENDIX}\\journaltitle{Journal of Applied Statistics}\n\\DOI{10.1093/jas/gkab042}\n\\copyrightyear{2026}\n\\pubyear{2026}\n\\access{Advance Access Publication Date: 9 October 2026}\n\\appnotes{Original Article}\n\\firstpage{1}\n\\title[${shortTitle(f)}]{${f.title}}\n${f.authors.map((a, k) => `\\author[${affilOf(f, k)}${k === 0 ? ',$\\ast$' : ''}]{${a}}`).join('\n')}\n\\authormark{${surname(f.authors[0])} et al.}\n${f.affiliations.map((a, k) => `\\address[${k + 1}]{\\orgname{${a}}}`).join('\n')}\n\\corresp[$\\ast$]{Corresponding author.}\n\\received{2}{3}{2026}\n\\revised{8}{6}{2026}\n\\accepted{1}{10}{2026}\n\\abstract{${f.abstract}}\n\\keywords{${f.keywords.join(', ')}}\n\\begin{document}\n\\maketitle\n`;

const sageOpen = (f: Front) =>
  `\\documentclass{sageep}\n${PKGS}\\title{${f.title}}\n${f.authors.map((a) => `\\author{${a}, ${f.affiliation}}`).join('\n')}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`;

export const BATCH9_CLASSES: readonly TexClass[] = [
  {
    name: 'oup',
    heldOut: false,
    batch: 9,
    open: oupOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'sageep',
    heldOut: false,
    batch: 9,
    open: sageOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
    authorYear: true,
  },
];
