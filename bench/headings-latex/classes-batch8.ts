/**
 * Eighth batch of the LaTeX-made heading set (`batch: 8`, appended after the seventh so the
 * first 76 papers stay byte-identical; issues #14, #20): three real classes installed with TeX
 * Live (texlive-publishers) that no earlier batch used, each opened the way its own class file
 * (read, not guessed) expects, chosen 2026-12-06 (evening) before any of their output was read by
 * the engine, for page furniture and heading forms the set lacked. (asmejour, jacow and ejpecp
 * were chosen first and dropped unbuilt: they need texlive-fonts-extra, 1.4 GB.)
 * - nrc2 (NRC Research Press journals, production mode): two columns; running heads with the
 *   page number and the journal's name, volume and year (even pages) or the short author line
 *   (odd pages), a publisher line in every foot; the first page's foot the journal, volume, page
 *   range and year; a bold run-in "Abstract:" and an italic "Key words:" line.
 * - aiaa-tc (AIAA technical conferences): one column; an unnamed bold abstract; sections centred
 *   with Roman numbers ("II. Related Work"), sub-sections bold "A.", sub-sub-sections italic
 *   "1."; every foot "N of M", a short rule and "American Institute of Aeronautics and
 *   Astronautics" (three lines of furniture); superscript-numbered references.
 * - ascelike (ASCE journal manuscripts): one column, double spaced, every line numbered in the
 *   margin; headings unnumbered bold sans capitals ("INTRODUCTION"), sub-headings bold and
 *   sub-sub-headings italic; "ABSTRACT" a heading; the authors' positions and addresses as
 *   first-page footnotes.
 * All are tuned (`heldOut: false`): the held-out classes stay the check.
 */

import { type Front, PKGS, plainAck, type TexClass } from './class-parts.ts';

const surname = (name: string) => name.split(' ').pop() ?? name;

const nrcOpen = (f: Front) =>
  `\\documentclass{nrc2}\n${PKGS}\\journalcode{cjp}\n\\volyear{104}{2026}\n\\begin{document}\n\\title{${f.title}}\n${f.authors.map((a) => `\\author{${a}}\n\\address{${f.affiliation}}`).join('\n')}\n\\shortauthor{${surname(f.authors[0])} et al.}\n\\begin{abstract}\n${f.abstract}\n\\keywords{${f.keywords.join(', ')}}\n\\end{abstract}\n\\maketitle\n`;

const aiaaOpen = (f: Front) =>
  `\\documentclass{aiaa-tc}\n${PKGS}\\title{${f.title}}\n\\author{${f.authors.join(', ')}\\\\ {\\normalsize\\itshape ${f.affiliation}}}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`;

const asceOpen = (f: Front) =>
  `\\documentclass[Journal,InsideFigs,LineNumbers]{ascelike}\n${PKGS}\\title{${f.title}}\n\\author{${f.authors.map((a) => `${a}\\thanks{Research Engineer, ${f.affiliation}.}`).join(', ')}}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`;

export const BATCH8_CLASSES: readonly TexClass[] = [
  {
    name: 'nrc2',
    heldOut: false,
    batch: 8,
    open: nrcOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgements'),
    ackName: 'Acknowledgements',
    refsName: 'References',
    star: false,
  },
  {
    name: 'aiaa-tc',
    heldOut: false,
    batch: 8,
    open: aiaaOpen,
    abstractNamed: false,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'ascelike',
    heldOut: false,
    batch: 8,
    open: asceOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
];
