/**
 * Seventeenth batch of the LaTeX-made heading set (`batch: 17`, appended after the sixteenth so
 * the first 118 papers stay byte-identical; issues #14, #20): four real classes installed with
 * TeX Live that no earlier batch used, each opened the way its own class file (read, not
 * guessed) expects, chosen 2026-12-07 before any of their output was read by the engine.
 * jacow and asmejour need the newtx fonts of Debian's texlive-fonts-extra; without it their
 * papers fail to build and the bench leaves them out.
 * - ejpecp (Electronic Journal of Probability): one column on A4 with wide margins; the
 *   journal's logo set as letters around a circle, a journal line with the volume and the DOI,
 *   the title, the authors with their affiliations as symbol footnotes, a centred "Abstract",
 *   then "Keywords:", "MSC2020 subject classifications:" and "Submitted to EJP on …" lines;
 *   running heads with the short title and the page number (`nobera`: the Bera fonts are
 *   absent; `NODS`: so is dsfont).
 * - cascadilla (Cascadilla Proceedings, linguistics): one column, 11 pt, the title block
 *   centred and bold with an `\institution`, no abstract environment of its own (the article
 *   one), bold 12 pt section heads and italic sub-section heads, author-year citations, and
 *   hyphenation discouraged (justified lines with wide spaces); `nosignature` leaves out the
 *   author's approval statement meant for the printout; the first page's foot holds the copyright
 *   year and authors, "Cascadilla Proceedings Project" and "Completed" with a date.
 * - jacow (JACoW accelerator conference proceedings): two columns on A4 in 10 pt Times; the
 *   title in capitals over one centred line of authors and affiliation; "Abstract" as an
 *   unnumbered run of its own; unnumbered section heads centred in capitals, italic
 *   sub-section heads flush left, bold run-in sub-sub-section heads; footnotes marked with
 *   symbols on the title page.
 * - asmejour (ASME journals): two columns in sans-serif heads and Times text; the title page
 *   sets the authors' blocks (name, department, university, city, e-mail) right-aligned in a
 *   narrow left column, a coloured vertical bar, and the title, abstract and keywords beside
 *   them; the corresponding author's note and the notes as numbered footnotes; a foot line
 *   "Journal of …  Copyright © 2026 by ASME  PREPRINT FOR REVIEW / N" on every page.
 * All four tuned (`heldOut: false`): the held-out classes stay the check.
 */

import { type Front, plainAck, type TexClass } from './class-parts.ts';

const ejpOpen = (f: Front) =>
  `\\documentclass[EJP,nobera,NODS]{ejpecp}\n\\usepackage{graphicx}\n\\TITLE{${f.title}}\n\\SHORTTITLE{${f.title.split(' ').slice(0, 4).join(' ')}}\n\\AUTHORS{${f.authors.map((a) => `${a}\\footnote{${f.affiliation}.}`).join(' \\and ')}}\n\\KEYWORDS{${f.keywords.join('; ')}}\n\\AMSSUBJ{60J10}\n\\SUBMITTED{January 12, 2026}\n\\ACCEPTED{June 2, 2026}\n\\VOLUME{31}\n\\YEAR{2026}\n\\PAPERNUM{17}\n\\DOI{10.1214/26-EJP1017}\n\\ABSTRACT{${f.abstract}}\n\\begin{document}\n`;

const cascadillaOpen = (f: Front) =>
  `\\documentclass[nosignature]{cascadilla}\n\\usepackage{amsmath,amssymb}\n\\usepackage{graphicx}\n\\title{${f.title}}\n\\author{${f.authors.join(', ')}}\n\\institution{${f.affiliation}}\n\\copyrightyear{2026}\n\\completed{June 2, 2026}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`;

const jacowOpen = (f: Front) =>
  `\\documentclass[a4paper]{jacow}\n\\title{${f.title}}\n\\author{${f.authors.map((a, k) => (k ? a : `${a}\\thanks{${a.split(' ').pop()?.toLowerCase()}@example.org}`)).join(', ')}, ${f.affiliation}}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`;

const asmeOpen = (f: Front) =>
  `\\documentclass[nolists]{asmejour}\n\\usepackage{graphicx}\n\\JourName{Heat Transfer}\n\\PaperYear{2026}\n\\begin{document}\n${f.authors.map((a, k) => `\\SetAuthorBlock{${a}${k ? '' : '\\CorrespondingAuthor'}}{${f.affiliations[k % f.affiliations.length]}\\\\ email: ${a.split(' ').pop()?.toLowerCase()}@example.org}`).join('\n')}\n\\title{${f.title}}\n\\keywords{${f.keywords.join(', ')}}\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\date{}\n\\maketitle\n`;

export const BATCH17_CLASSES: readonly TexClass[] = [
  {
    name: 'ejpecp',
    heldOut: false,
    batch: 17,
    open: ejpOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'cascadilla',
    heldOut: false,
    batch: 17,
    open: cascadillaOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
    authorYear: true,
  },
  {
    name: 'jacow',
    heldOut: false,
    batch: 17,
    open: jacowOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgements'),
    ackName: 'Acknowledgements',
    refsName: 'References',
    star: false,
  },
  {
    name: 'asmejour',
    heldOut: false,
    batch: 17,
    open: asmeOpen,
    abstractNamed: false,
    ack: plainAck('Acknowledgment'),
    ackName: 'Acknowledgment',
    refsName: 'References',
    star: false,
  },
];
