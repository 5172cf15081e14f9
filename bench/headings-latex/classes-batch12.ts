/**
 * Twelfth batch of the LaTeX-made heading set (`batch: 12`, appended after the eleventh so the
 * first 106 papers stay byte-identical; issues #14, #20): two real classes installed with TeX
 * Live that no earlier batch used, each opened the way its own class file (read, not guessed)
 * expects, chosen 2026-12-07 before any of their output was read by the engine. (jacow and
 * asmeconf were chosen too and dropped unbuilt: both need the newtx fonts, which this machine's
 * TeX Live lacks; aguplus needs AGU's own package.)
 * - cje (Canadian Journal of Economics): one column; an italic title, each author centred over
 *   an italic address, then run-in "Abstract." and "Résumé." (the French abstract) and "JEL
 *   classification:", the journal's notice in the first page's foot; "1. Introduction" with
 *   a full stop after the number; the short title and page number as running heads.
 * - ijdc-v14 (International Journal of Digital Curation): one column in Baskerville, A4; "IJDC |
 *   Research Paper" over the title, authors in blocks beside one another with their
 *   affiliations under them; the abstract on the first page with the dates, the correspondence
 *   line, the journal's notice and its licence at the foot, the body from the second page;
 *   unnumbered centred sections, bold sub-sections, `\paragraph` heads on a line of their own.
 * Both are tuned (`heldOut: false`): the held-out classes stay the check.
 */

import { affilOf, type Front, PKGS, PKGS_UNLESS_NEWTX, plainAck, type TexClass } from './class-parts.ts';

const FRENCH = 'Cette étude compare les mesures obtenues dans plusieurs conditions et discute leurs limites.';

const initials = (a: string) => `${a.split(' ')[0][0]}. ${a.split(' ').pop()}`;

/** cje's ten author slots: `\authorone{name}{address}` and so on. */
const SLOTS = ['one', 'two', 'three', 'four', 'five'];

const cjeOpen = (f: Front) =>
  `\\documentclass{cje}\n\\usepackage{amsthm}\n${PKGS}\\title{${f.title}}\n${f.authors.map((a, k) => `\\author${SLOTS[k]}{${a}}{${f.affiliations[affilOf(f, k) - 1]}}`).join('\n')}\n\\authors{${f.authors.map(initials).join(', ')}}\n\\shorttitle{${f.title.split(' ').slice(0, 4).join(' ')}}\n\\abstract{${f.abstract}}\n\\resume{${FRENCH}}\n\\JEL{C45, D83}\n\\begin{document}\n\\maketitle\n`;

const ijdcOpen = (f: Front) =>
  `\\documentclass[paper]{ijdc-v14}\n${PKGS_UNLESS_NEWTX}\\title{${f.title}}\n${f.authors.map((a, k) => `\\author{${a}}\n\\affil{${f.affiliations[affilOf(f, k) - 1]}}`).join('\n')}\n\\correspondence{${f.authors[0]}. Email: ${f.authors[0].split(' ').pop()?.toLowerCase()}@example.org}\n\\volume{14}\\issue{1}\\subno{7}\n\\submitted{2 June 2026}\\accepted{4 August 2026}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`;

export const BATCH12_CLASSES: readonly TexClass[] = [
  {
    name: 'cje',
    heldOut: false,
    batch: 12,
    open: cjeOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgements'),
    ackName: 'Acknowledgements',
    refsName: 'References',
    star: false,
  },
  {
    name: 'ijdc',
    heldOut: false,
    batch: 12,
    open: ijdcOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgements'),
    ackName: 'Acknowledgements',
    refsName: 'References',
    star: false,
  },
];
