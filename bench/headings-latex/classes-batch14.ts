/**
 * Fourteenth batch of the LaTeX-made heading set (`batch: 14`, appended after the thirteenth so
 * the first 106 papers stay byte-identical; issues #14, #20): three real classes installed with
 * TeX Live that no earlier batch used, each opened the way its own class file (read, not
 * guessed) expects, chosen 2026-12-07 before any of their output was read by the engine.
 * (beilstein needs newtx, ejpecp dsfont, lni and jwjournal babel languages this TeX Live lacks;
 * resphilosophica is amsart's child, and amsart is held out.)
 * - philosophersimprint (Philosophers' Imprint): landscape letter paper in two columns; a title
 *   page of its own (the journal's name set as a logo, the title in 30 pt capitals, the author
 *   and affiliation in italics, the licence and the journal's address), the text from page 2;
 *   "1. Introduction" in body-size bold, sub-sections in body-size italics; running heads with
 *   the short author and title, feet with the journal, the page and the issue.
 * - elbioimp (Journal of Electrical Bioimpedance): two columns on A4 in Times; the title and
 *   the authors over both columns, each author's affiliation a numbered italic note under them
 *   inside the title block; a bold "Abstract" over the abstract and a "Keywords:" line, a rule.
 *   Its authors are separated by commas (the class rejects `\and`).
 * - iagproc (IAG symposia proceedings): two columns, a ragged 20 pt bold sans-serif title and
 *   the authors with their address in a fixed box over both columns; run-in bold "Abstract."
 *   and "Keywords." closed by a rule; sans-serif bold section heads, bold italic
 *   sub-sub-sections; natbib author-year citations.
 * (tufte-handout was chosen too and dropped: it has no \subsubsection, which the set's first
 * variant uses, and needs author-year citations.)
 * All tuned (`heldOut: false`): the held-out classes stay the check.
 */

import { affilOf, type Front, PKGS, plainAck, type TexClass } from './class-parts.ts';

const imprintOpen = (f: Front) =>
  `\\documentclass{philosophersimprint}\n${PKGS}\\title[${f.title.split(' ').slice(0, 4).join(' ')}]{${f.title}}\n\\author[${f.authors[0].split(' ').pop()} et al.]{${f.authors.join(', ')}}\n\\affiliation{${f.affiliation}}\n\\journalvolume{26}\\journalnumber{7}\n\\date{June 2026}\n\\copyrightinfo{2026 ${f.authors[0]}}\n\\copyrightlicense{This work is licensed under a Creative Commons Attribution 4.0 License.}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`;

const elbioimpOpen = (f: Front) =>
  `\\documentclass{elbioimp}\n${PKGS}\\title{${f.title}}\n\\author{${f.authors.map((a, k) => `${a}\\affiliation{${f.affiliations[affilOf(f, k) - 1]}}`).join(' \\and ')}}\n\\keywords{${f.keywords.join(', ')}}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`;

const iagOpen = (f: Front) =>
  `\\documentclass{iagproc}\n${PKGS}\\title{${f.title}}\n\\author{${f.authors.join(', ')}\\\\ ${f.affiliation}}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\begin{keywords}\n${f.keywords.join(', ')}\n\\end{keywords}\n`;

export const BATCH14_CLASSES: readonly TexClass[] = [
  {
    name: 'philosophersimprint',
    heldOut: false,
    batch: 14,
    open: imprintOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'elbioimp',
    heldOut: false,
    batch: 14,
    open: elbioimpOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgements'),
    ackName: 'Acknowledgements',
    refsName: 'References',
    star: false,
  },
  {
    name: 'iagproc',
    heldOut: false,
    batch: 14,
    open: iagOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgements'),
    ackName: 'Acknowledgements',
    refsName: 'References',
    star: false,
    authorYear: true,
  },
];
