/**
 * Nineteenth batch of the LaTeX heading set (`batch: 19`, appended after the eighteenth so the
 * first 132 papers stay byte-identical; issues #14, #20): one real class installed with TeX Live
 * (texlive-publishers) that no earlier batch used, opened the way its class file (read, not
 * guessed) expects, chosen 2026-12-07 before any of its output was read by the engine. It needs
 * babel's German (Debian texlive-lang-german), which the class loads whatever the language,
 * and loads newtxmath when texlive-fonts-extra is installed (PKGS_UNLESS_NEWTX).
 * - lni (Lecture Notes in Informatics, Gesellschaft für Informatik): one column in Times, the
 *   title flush left in large bold, the authors on one line with numbered footnotes that hold
 *   their affiliations and e-mail addresses, "Abstract:" and "Keywords:" run in and in small
 *   type, numbered bold sections without indent and with space between paragraphs; running heads
 *   with the page number and the authors (even pages) or the short title (odd pages), the first
 *   page's head "Lecture Notes in Informatics (LNI), Gesellschaft für Informatik, Bonn 2026"
 *   under the editors' line, and a Creative Commons logo at the first page's foot; captions in
 *   small type, "Fig. 1:"; the bibliography titled "Bibliography".
 * Tuned (`heldOut: false`): the held-out classes stay the check.
 */

import { type Front, PKGS_UNLESS_NEWTX, plainAck, type TexClass } from './class-parts.ts';

const email = (a: string) => `${a.split(' ').pop()?.toLowerCase()}@example.org`;

const lniOpen = (f: Front) => {
  const names = f.authors.map((a) => a.split(' ').pop());
  const short = f.title.split(' ').slice(0, 5).join(' ');
  return `\\documentclass[english]{lni}\n${PKGS_UNLESS_NEWTX}\\title[${short}]{${f.title}}\n\\author[${names.join(' \\and ')}]{${f.authors.map((a, k) => `${a}\\footnote{${f.affiliations[k % f.affiliations.length]}, \\email{${email(a)}}}`).join(' \\and ')}}\n\\startpage{11}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\begin{keywords}\n${f.keywords.join(' \\and ')}\n\\end{keywords}\n`;
};

export const BATCH19_CLASSES: readonly TexClass[] = [
  {
    name: 'lni',
    heldOut: false,
    batch: 19,
    open: lniOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgements'),
    ackName: 'Acknowledgements',
    refsName: 'Bibliography',
    star: false,
  },
];
