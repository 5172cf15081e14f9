/**
 * Eighteenth batch of the LaTeX-made heading set (`batch: 18`, appended after the seventeenth
 * so the first 126 papers stay byte-identical; issues #14, #20): three real classes installed
 * with TeX Live (texlive-publishers) that no earlier batch used, each opened the way its own
 * class file (read, not guessed) expects, chosen 2026-12-07 before any of their output was read
 * by the engine. Classes derived from amsart (smfart, resphilosophica) were passed over: amsart
 * is held out, and a sibling tuned here would tune to it.
 * - articleingud (Ingeniería, Universidad Distrital): two columns, twoside, Times text and
 *   Helvetica; the title block set across both columns by a `maketitle` environment: a bold
 *   paper-type line, the title, a second title in Spanish in slanted type, the authors with
 *   numbered affiliation notes set as a small block under them, the abstract centred under a
 *   bold "Abstract" with a structured "Keywords:" run-in line; a citation box at the foot of page
 *   one; running heads with the authors (odd) and the short title (even) over a rule, a foot
 *   line with the journal, volume and number and the page number; tables numbered in Roman.
 * - sugconf (SAS user group conference papers): one wide column (7 in) in Helvetica, paragraphs
 *   without indent and with space between them, a bold paper number over the title; headings
 *   unnumbered (secnumdepth -1) and in capitals, sections large and sub-sections at body size,
 *   both bold: levels only from size; "ABSTRACT" a section of its own; "REFERENCES" bold and
 *   flush left.
 * - active-conf (ACTIVE noise-control conference): one column in 12 pt Times on A4 with 3 cm
 *   margins, sans-serif bold heads (sections in capitals; sub-sections and sub-sub-sections the
 *   same style, told apart only by their numbers), the authors in boxes side by side, each box
 *   its authors over its address, e-mail addresses as footnotes marked with letters; a centred
 *   "ABSTRACT" over an abstract indented 1.5 cm each side; captions "Figure 1:"; appendices
 *   numbered "Appendix A".
 * All three tuned (`heldOut: false`): the held-out classes stay the check.
 */

import { type Front, plainAck, type TexClass } from './class-parts.ts';

const surnames = (f: Front) => f.authors.map((a) => a.split(' ').pop());
const email = (a: string) => `${a.split(' ').pop()?.toLowerCase()}@example.org`;

const ingudOpen = (f: Front) => {
  const names = surnames(f);
  const short = f.title.split(' ').slice(0, 5).join(' ');
  return `\\documentclass[twocolumn,twoside]{articleingud}\n\\usepackage{amsmath,amssymb}\n\\usepackage{graphicx}\n\\title[${short}]{${f.title}}{Un estudio emp\\'irico de los m\\'etodos propuestos}{Art\\'iculo de investigaci\\'on}\n\\author[${names.join(', ')}]{${f.authors.map((a, k) => `${a}\\thanks{${(k % f.affiliations.length) + 1}}{${f.affiliations[k % f.affiliations.length]}}`).join(' \\and ')}}\n\\INGUDsetvolume{31}\n\\INGUDsetnumber{2}\n\\INGUDsetciteinfo{\\textbf{Citation:} ${names.join(', ')} (2026). ${f.title}. \\textit{Ingenier\\'ia}, 31(2), 101--118.}\n\\begin{document}\n\\begin{maketitle}\n\\begin{abstract}\n${f.abstract}\n\\begin{INGUDstructured}{Keywords}\n${f.keywords.join(', ')}\n\\end{INGUDstructured}\n\\end{abstract}\n\\end{maketitle}\n`;
};

const sugOpen = (f: Front) =>
  `\\documentclass{sugconf}\n\\usepackage{amsmath,amssymb}\n\\sugconfpapernumber{Paper 4127-2026}\n\\title{${f.title}}\n\\author{${f.authors.join(', ')}, ${f.affiliation}}\n\\date{}\n\\begin{document}\n\\maketitle\n\\section{Abstract}\n${f.abstract}\n`;

const activeOpen = (f: Front) => {
  // Authors in boxes by affiliation: the first two share the first address, the rest one each.
  const groups: string[][] = [f.authors.slice(0, 2), ...f.authors.slice(2).map((a) => [a])];
  const boxes = groups
    .map(
      (g, k) =>
        `${g.map((a, j) => `\\author{${a}}${k === 0 && j === 0 ? `\\email{${email(a)}}` : ''}`).join('\n')}\n\\address{${f.affiliations[k % f.affiliations.length].replace(', ', '\\\\')}}`,
    )
    .join('\n');
  return `\\documentclass{active-conf}\n\\title{${f.title}}\n${boxes}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`;
};

export const BATCH18_CLASSES: readonly TexClass[] = [
  {
    name: 'articleingud',
    heldOut: false,
    batch: 18,
    open: ingudOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgements'),
    ackName: 'Acknowledgements',
    refsName: 'References',
    star: false,
  },
  {
    name: 'sugconf',
    heldOut: false,
    batch: 18,
    open: sugOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'REFERENCES',
    star: true,
  },
  {
    name: 'active-conf',
    heldOut: false,
    batch: 18,
    open: activeOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgements'),
    ackName: 'Acknowledgements',
    refsName: 'References',
    star: false,
  },
];
