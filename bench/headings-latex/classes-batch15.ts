/**
 * Fifteenth batch of the LaTeX-made heading set (`batch: 15`, appended after the fourteenth so
 * the first 112 papers stay byte-identical; issues #14, #20): two real classes installed with
 * TeX Live that no earlier batch used, each opened the way its own class file (read, not
 * guessed) expects, chosen 2026-12-07 before any of their output was read by the engine.
 * (smfart is AMS's article style in the SMF's dress, and amsart is held out; nwejmart, tudapub,
 * hcart, bfhpub and unigrazpub need fonts this TeX Live lacks.)
 * - pracjourn (The PracTeX Journal): one column; a title-page head with the issue and the
 *   revision; the title block flush left, then side-by-side "label | text" boxes for the e-mail,
 *   the address and the abstract (the abstract is given with `\abstract{…}` before the title);
 *   section heads in roman (not bold) type at three sizes, numbered.
 * - artikel3 (the NTG's Dutch article style): paragraphs with no first-line indent, set apart by
 *   half a line of space; numbered bold heads.
 * Both tuned (`heldOut: false`): the held-out classes stay the check.
 */

import { andAuthors, type Front, PKGS, plainAck, type TexClass } from './class-parts.ts';

const pracOpen = (f: Front) =>
  `\\documentclass{pracjourn}\n${PKGS}\\TPJissue{2026}{2}\\TPJrevision{2026}{06}{02}\n\\title{${f.title}}\n\\author{${f.authors.join(', ')}}\n\\email{${f.authors[0].split(' ').pop()?.toLowerCase()}@example.org}\n\\address{${f.affiliation}}\n\\abstract{${f.abstract}}\n\\begin{document}\n\\maketitle\n`;

const artikelOpen = (f: Front) =>
  `\\documentclass{artikel3}\n\\usepackage[T1]{fontenc}\n${PKGS}\\title{${f.title}}\n\\author{${andAuthors(f)}\\\\ ${f.affiliation}}\n\\date{}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`;

export const BATCH15_CLASSES: readonly TexClass[] = [
  {
    name: 'pracjourn',
    heldOut: false,
    batch: 15,
    open: pracOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'artikel3',
    heldOut: false,
    batch: 15,
    open: artikelOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgements'),
    ackName: 'Acknowledgements',
    refsName: 'References',
    star: false,
  },
];
