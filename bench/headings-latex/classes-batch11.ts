/**
 * Eleventh batch of the LaTeX-made heading set (`batch: 11`, appended after the tenth so the
 * first 94 papers stay byte-identical; issues #14, #20): two real classes installed with TeX
 * Live that no earlier batch used, each opened the way its own class file (read, not guessed)
 * expects, chosen 2026-12-06 (night) before any of their output was read by the engine. (lni
 * was chosen too and dropped unbuilt: it needs babel's ngerman and ccicons; ijmart was left as
 * an AMS-derived class, the held-out amsart's kin.)
 * - ptptex (Progress of Theoretical Physics): one column; the journal, volume and month over
 *   the title, "(Received …)" under the addresses, the abstract (`\abst`) without a name; sections "§1. Introduction" centred, with
 *   the section sign; notes marked "∗)"; references numbered "1)"; "Appendix A" over the
 *   appendix's title; "typeset using PTPTEX.cls" in the first page's foot. The class leaves
 *   `\paragraph` undefined; it is given as an italic run-in head.
 * - IEEEconf (IEEE Computer Society conference proceedings): two columns in Times, no page
 *   numbers or running heads; authors stacked one over another with their addresses; "1.
 *   Introduction" bold, sub-sub-sections run in.
 * Both are tuned (`heldOut: false`): the held-out classes stay the check.
 */

import { affilOf, type Front, PKGS, plainAck, type TexClass } from './class-parts.ts';

/** ptptex defines no `\paragraph`: an italic run-in head in article's manner. */
const PTP_PARAGRAPH =
  '\\providecommand\\paragraph[1]{\\par\\smallskip\\noindent\\textit{#1}\\quad\\ignorespaces}\n';

const surnames = (f: Front) =>
  f.authors.map((a) => `${a.split(' ')[0][0]}. ${a.split(' ').pop()}`).join(', ');

const ptpOpen = (f: Front) =>
  `\\documentclass{ptptex}\n${PKGS}${PTP_PARAGRAPH}\\markboth{${surnames(f)}}{${f.title.split(' ').slice(0, 4).join(' ')}}\n\\pubinfo{Vol. 126, No. 3, September 2026}\n\\recdate{June 2, 2026}\n\\title{${f.title}}\n\\author{${f.authors.map((a, k) => `${a}$^{${affilOf(f, k)}}$`).join(', ')}}\n\\inst{${f.affiliations.map((a, k) => `$^{${k + 1}}$${a}`).join('\\\\ ')}}\n\\abst{${f.abstract}}\n\\begin{document}\n\\maketitle\n`;

const ieeeConfOpen = (f: Front) =>
  `\\documentclass{IEEEconf}\n${PKGS}\\title{${f.title}}\n\\author{${f.authors.map((a) => `${a}\\\\ ${f.affiliation}`).join(' \\and ')}}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`;

export const BATCH11_CLASSES: readonly TexClass[] = [
  {
    name: 'ptptex',
    heldOut: false,
    batch: 11,
    open: ptpOpen,
    abstractNamed: false,
    ack: plainAck('Acknowledgements'),
    ackName: 'Acknowledgements',
    refsName: 'References',
    star: false,
    appendix: 'both',
  },
  {
    name: 'IEEEconf',
    heldOut: false,
    batch: 11,
    open: ieeeConfOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgements'),
    ackName: 'Acknowledgements',
    refsName: 'References',
    star: false,
  },
];
