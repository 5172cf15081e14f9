/**
 * Thirteenth batch of the LaTeX-made heading set (`batch: 13`, appended after the twelfth so the
 * first 102 papers stay byte-identical; issues #14, #20): two real classes installed with TeX
 * Live that no earlier batch used, each opened the way its own class file (read, not guessed)
 * expects, chosen 2026-12-07 before any of their output was read by the engine. (jourcl, ijsra,
 * gzt and sibjnm were tried and dropped unbuilt: fontawesome5, XeTeX, kpfonts and babel's
 * Russian are missing from this TeX Live; ijmart is amsart's child, and amsart is held out.)
 * - quantumarticle (Quantum): two columns on A4 in sans-serif headings; the title flush left,
 *   authors in one line with superscript affiliation numbers, the affiliations listed under
 *   them; the abstract in bold with no name. hyperref is loaded in the preamble, as Quantum's
 *   template does: left to the class, it comes too late for this LaTeX's hooks (a build error).
 *   `nopdfoutputerror`: the class's arXiv check misreads `\pdfoutput=1` under this pdfTeX.
 * - asaetr (Transactions of the ASAE, LaTeX 2.09 style): two columns; a centred small-caps
 *   title over a tabular of authors; the abstract as a numbered section ("1 Abstract") with
 *   run-in "Keywords."; small-caps section heads in three sizes; numbered "References".
 * Both are tuned (`heldOut: false`): the held-out classes stay the check.
 */

import { affilOf, andAuthors, type Front, PKGS, type TexClass } from './class-parts.ts';

const quantumOpen = (f: Front) =>
  `\\pdfoutput=1\n\\documentclass[a4paper,twocolumn,nopdfoutputerror]{quantumarticle}\n${PKGS}\\usepackage{hyperref}\n\\begin{document}\n\\title{${f.title}}\n${f.authors.map((a, k) => `\\author{${a}}\n${k === 0 ? `\\email{${a.split(' ').pop()?.toLowerCase()}@example.org}\n` : ''}\\affiliation{${f.affiliations[affilOf(f, k) - 1]}}`).join('\n')}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`;

const asaeOpen = (f: Front) =>
  `\\documentclass{asaetr}\n${PKGS}\\title{${f.title}}\n\\author{${andAuthors(f)}\\\\ ${f.affiliation}}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract} \\keywords{${f.keywords.join(', ')}}\n\\end{abstract}\n`;

export const BATCH13_CLASSES: readonly TexClass[] = [
  {
    name: 'quantumarticle',
    heldOut: false,
    batch: 13,
    open: quantumOpen,
    abstractNamed: false,
    ack: (text) => `\\acknowledgments{${text}}\n`,
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'asaetr',
    heldOut: false,
    batch: 13,
    open: asaeOpen,
    abstractNamed: true,
    // Numbered, as the class numbers its abstract and references: its `\section*` prints a
    // stray "*" and runs the title into the text (a 2.09 style under LaTeX2e).
    ack: (text) => `\\section{Acknowledgements}\n${text}\n`,
    ackName: 'Acknowledgements',
    refsName: 'References',
    star: false,
  },
];
