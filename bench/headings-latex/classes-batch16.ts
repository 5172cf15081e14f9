/**
 * Sixteenth batch of the LaTeX-made heading set (`batch: 16`, appended after the fifteenth so
 * the first 116 papers stay byte-identical; issues #14, #20): APA's manuscript form, chosen
 * 2026-12-07 before any of its output was read by the engine. The set had apa7 in its two-column
 * journal mode only (batch 2); psychology teams mostly hold manuscripts.
 * - apa7 `man` with `floatsintext`: double-spaced 12 pt on letter paper; a title page (the title,
 *   the authors, their affiliation, the author note) and the short title with the page number
 *   as running head; the abstract on a page of its own under a centred bold "Abstract" with an
 *   indented italic "Keywords:" line; the title again over the text; level-1 heads centred bold,
 *   level 2 flush bold, level 3 flush bold italic, `\paragraph` heads indented bold and run in
 *   with a full stop; a centred bold "References" over hanging-indent entries.
 * Tuned (`heldOut: false`): the held-out classes stay the check.
 */

import { type Front, PKGS, plainAck, type TexClass } from './class-parts.ts';

const apaManOpen = (f: Front) =>
  `\\documentclass[man,floatsintext]{apa7}\n${PKGS}\\title{${f.title}}\n\\shorttitle{${f.title.split(' ').slice(0, 3).join(' ')}}\n\\authorsnames{${f.authors.join(', ')}}\n\\authorsaffiliations{${f.affiliation}}\n\\authornote{Correspondence concerning this article should be addressed to ${f.authors[0]}, ${f.affiliation}.}\n\\abstract{${f.abstract}}\n\\keywords{${f.keywords.join(', ')}}\n\\begin{document}\n\\maketitle\n`;

export const BATCH16_CLASSES: readonly TexClass[] = [
  {
    name: 'apa7-man',
    heldOut: false,
    batch: 16,
    open: apaManOpen,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
    appendix: 'both',
  },
];
