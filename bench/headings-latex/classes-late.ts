/**
 * The later batches of the LaTeX-made heading set (classes.ts holds the first two and the
 * rules of the set).
 *
 * Third batch (`batch: 3`, appended so the first 40 papers stay byte-identical): six layouts the
 * unseen journal set is known to contain (issues #14, #20), chosen 2026-12-06 before any of their
 * output was read by the engine. Tuned: micro-2col (extarticle 8pt on A5, two narrow columns,
 * small margins), authors-2col (article two columns, a title block over both columns with
 * fourteen authors and superscript affiliations by authblk), multicol-3col (extarticle 9pt,
 * three columns by multicol under a full-width title block and abstract). Held out: revtex-prl
 * (revtex4-2 PRL reprint, twelve authors with superscript addresses), revtex-preprint (revtex4-2
 * preprint, one column, 12pt), tricol-micro (extarticle 8pt on A4, three columns by multicol,
 * twelve authors by authblk, titlesec sans-serif headings). Footnotes come from the prose as in
 * every class (revtex sets them as endnotes in the bibliography).
 *
 * Re-designation (2026-12-06, issues #14, #20): revtex-prl moved from held out to tuned. The
 * unseen journal set that decides the issue is known to contain REVTeX preprint and PRL papers,
 * so the engine has to learn REVTeX's heading styles, and the only honest way to do that here is
 * to tune on one REVTeX layout and check on the others: revtex-preprint, tricol-micro and the
 * first batch's revtex stay held out and are that check. Held-out scores before the change
 * (engine of a77d9a8 plus uncommitted column work in the checkout; `npm run bench -- headings`,
 * aggregate rows only, taken before any revtex-prl output was read):
 *   HELD-OUT-3, all three (6 papers, 115 headings) recall 0.730 precision 0.977 levels 0.940 labels 0.929 titles 6/6
 *   HELD-OUT-3, the two that stay held out, revtex-preprint + tricol-micro
 *                         (4 papers, 78 headings)  recall 0.654 precision 0.962 levels 0.902 labels 0.882 titles 4/4
 *   revtex-prl alone      (2 papers, 37 headings)  recall 0.892 precision 1.000 levels 1.000 labels 1.000 titles 2/2
 *   revtex (batch 1, held out)                      recall 0.919 precision 1.000 levels 0.941 labels 0.853 titles 2/2
 * From then on HELD-OUT-3 is the two layouts and TUNED-3 the four (TUNED-3 with revtex-prl:
 * 160 headings, recall 0.975 precision 1.000 levels 1.000 labels 1.000 titles 8/8).
 * Then, tuning on revtex-prl: its truth lost the Acknowledgments heading PRL never prints (37 ->
 * 35 headings); a heading at a column's top under a sentence end (paragraph-heads.ts) and the
 * first heading after a bracketed reference list at the top level (blocks.ts). After them:
 *   TUNED-3 (8 papers, 158 headings) recall 1.000 precision 1.000 levels 1.000 labels 1.000 titles 8/8
 *   HELD-OUT-3 (the two, 78 headings) recall 0.654 precision 0.962 levels 0.902 labels 0.882 titles 4/4 (unchanged)
 *   revtex (batch 1, held out)        recall 0.919 precision 1.000 levels 0.941 labels 0.853 (unchanged)
 * The fixes change no held-out score (the held-out misses stay unread): tuning on one REVTeX
 * layout has not, so far, carried over to the other two.
 *
 * Fourth batch (`batch: 4`, appended so the first 52 papers stay byte-identical; issue #14),
 * chosen 2026-12-06: one tuned layout, smallheads-2col (extarticle 9pt, two columns, titlesec:
 * \section bold at body size, \subsection bold sans \small and \subsubsection bold sans
 * \footnotesize, both smaller than the body). Some journals set sub-headings smaller than the
 * text and no tuned layout did; a held-out one is suspected to, so the rule has to be learnt on
 * a tuned one. No held-out class is added.
 *
 * Fifth batch (`batch: 5`, appended so the first 54 papers stay byte-identical; issue #20),
 * chosen 2026-12-06 before any of their output was read by the engine: two tuned layouts with
 * the page furniture no earlier tuned layout prints (the unseen set leaks a page-number line
 * pattern and a preprint's report-number line; the held-out classes here leak 11 lines whose
 * kind stays unread). fancy-twoside: article twoside, fancyhdr heads that alternate (even: page
 * number and an abbreviated title; odd: the authors' surnames in small caps and the page number),
 * a preprint line in every foot, a report number over the first page and "Page N of M" under it.
 * journal-2col: two columns, a journal line and a DOI over a rule in every head, a licence line
 * and "Page N of M" in every foot, the first page included. No held-out class is added.
 *
 * Sixth batch (`batch: 6`, appended so the first 58 papers stay byte-identical; issue #14): four
 * tuned layouts of heading styles the set lacked, in classes-zoo.ts.
 *
 * Seventh batch (`batch: 7`, appended so the first 68 papers stay byte-identical; issues #14,
 * #20): four real journal classes (nature, cas-dc, aomart, ltugboat), in classes-batch7.ts.
 *
 * Eighth batch (`batch: 8`, appended so the first 76 papers stay byte-identical): three real
 * classes with page furniture and heading forms the set lacked (nrc2, aiaa-tc, ascelike), in
 * classes-batch8.ts.
 *
 * Ninth batch (`batch: 9`, appended so the first 82 papers stay byte-identical): two more real
 * classes (oup-authoring-template, sageep), in classes-batch9.ts.
 *
 * Tenth batch (`batch: 10`, appended so the first 86 papers stay byte-identical): four more real
 * classes (emulateapj, kluwer, jpsj2, cc), in classes-batch10.ts.
 *
 * Eleventh batch (`batch: 11`, appended so the first 94 papers stay byte-identical): two more
 * real classes (ptptex, IEEEconf), in classes-batch11.ts.
 *
 * Twelfth batch (`batch: 12`, appended so the first 98 papers stay byte-identical): two more
 * real classes (cje, ijdc-v14), in classes-batch12.ts.
 *
 * Thirteenth batch (`batch: 13`, appended so the first 102 papers stay byte-identical): two more
 * real classes (quantumarticle, asaetr), in classes-batch13.ts.
 *
 * Fourteenth batch (`batch: 14`, appended so the first 106 papers stay byte-identical): three
 * more real classes (philosophersimprint, elbioimp, iagproc), in classes-batch14.ts.
 *
 * Fifteenth batch (`batch: 15`, appended so the first 112 papers stay byte-identical): two more
 * real classes (pracjourn, artikel3), in classes-batch15.ts.
 *
 * Sixteenth batch (`batch: 16`, appended so the first 116 papers stay byte-identical): apa7's
 * manuscript mode, in classes-batch16.ts.
 */

import {
  andAuthors,
  articleOpen,
  authblk,
  type Front,
  HERE_FLOATS,
  PKGS,
  plainAck,
  revtexOpen,
  type TexClass,
} from './class-parts.ts';
import { BATCH7_CLASSES } from './classes-batch7.ts';
import { BATCH8_CLASSES } from './classes-batch8.ts';
import { BATCH9_CLASSES } from './classes-batch9.ts';
import { BATCH10_CLASSES } from './classes-batch10.ts';
import { BATCH11_CLASSES } from './classes-batch11.ts';
import { BATCH12_CLASSES } from './classes-batch12.ts';
import { BATCH13_CLASSES } from './classes-batch13.ts';
import { BATCH14_CLASSES } from './classes-batch14.ts';
import { BATCH15_CLASSES } from './classes-batch15.ts';
import { BATCH16_CLASSES } from './classes-batch16.ts';
import { BATCH17_CLASSES } from './classes-batch17.ts';
import { BATCH18_CLASSES } from './classes-batch18.ts';
import { BATCH19_CLASSES } from './classes-batch19.ts';
import { ZOO_CLASSES } from './classes-zoo.ts';

/** The report number a preprint prints on its first page and in its feet. */
const REPORT = 'GLN-2026-017';
/** Words of the title a running head keeps before it abbreviates. */
const SHORT_TITLE_WORDS = 5;

/** fancyhdr: heads alternating between an abbreviated title and the authors, a preprint foot; the first page its own. */
const fancyTwoside = (f: Front) => {
  const short = `${f.title.split(' ').slice(0, SHORT_TITLE_WORDS).join(' ')}\\ldots`;
  const names = f.authors.map((a) => a.split(' ').pop());
  const surnames = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `\\usepackage{fancyhdr}\n\\pagestyle{fancy}\n\\fancyhf{}\n\\fancyhead[LE]{\\small\\thepage\\quad\\textit{${short}}}\n\\fancyhead[RO]{\\small\\textsc{${surnames}}\\quad\\thepage}\n\\fancyfoot[C]{\\footnotesize Preprint ${REPORT}, submitted to the Journal of Imaging Science}\n\\fancypagestyle{plain}{\\fancyhf{}\\fancyhead[R]{\\small Report No.\\ ${REPORT}}\\fancyfoot[C]{\\footnotesize Page \\thepage\\ of \\pageref{lastpage}}\\renewcommand{\\headrulewidth}{0pt}}\n`;
};

/** fancyhdr: a journal line and a DOI over a rule, a licence line and "Page N of M" below, on every page. */
const JOURNAL_STYLE =
  '\\fancyhf{}\\fancyhead[L]{\\footnotesize\\textit{J. Imaging Sci.} \\textbf{12} (2026) 101--118}\\fancyhead[R]{\\footnotesize doi:10.5555/jis.2026.0417}\\fancyfoot[L]{\\scriptsize \\copyright{} 2026 The Authors. Published under CC BY 4.0.}\\fancyfoot[R]{\\footnotesize Page \\thepage\\ of \\pageref{lastpage}}\\renewcommand{\\headrulewidth}{0.4pt}';
const JOURNAL_HEADS = `\\usepackage{fancyhdr}\n\\pagestyle{fancy}\n${JOURNAL_STYLE}\n\\fancypagestyle{plain}{${JOURNAL_STYLE}}\n`;

export const LATE_CLASSES: readonly TexClass[] = [
  {
    name: 'micro-2col',
    heldOut: false,
    batch: 3,
    open: articleOpen(
      '8pt,twocolumn',
      '\\usepackage[a5paper,margin=0.35in,columnsep=0.15in]{geometry}\n\\usepackage{mathptmx}\n',
      'extarticle',
    ),
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'authors-2col',
    heldOut: false,
    batch: 3,
    authors: 14,
    open: (f) =>
      `\\documentclass[10pt,twocolumn]{article}\n\\usepackage[T1]{fontenc}\n\\usepackage[margin=0.7in]{geometry}\n\\usepackage{mathptmx}\n\\usepackage{authblk}\n${PKGS}\\title{${f.title}}\n${authblk(f)}\\date{}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: true,
  },
  {
    name: 'multicol-3col',
    heldOut: false,
    batch: 3,
    open: (f) =>
      `\\documentclass[9pt]{extarticle}\n\\usepackage[T1]{fontenc}\n\\usepackage[letterpaper,margin=0.5in]{geometry}\n\\usepackage{multicol}\n\\setlength{\\columnsep}{0.2in}\n${HERE_FLOATS}${PKGS}\\title{${f.title}}\n\\author{${andAuthors(f)}\\\\ ${f.affiliation}}\n\\date{}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\begin{multicols}{3}\n`,
    close: '\\end{multicols}',
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'revtex-prl',
    heldOut: false,
    batch: 3,
    authors: 12,
    open: revtexOpen('aps,prl,twocolumn,reprint,superscriptaddress'),
    abstractNamed: false,
    ack: (text) => `\\begin{acknowledgments}\n${text}\n\\end{acknowledgments}\n`,
    // PRL prints no heading over the acknowledgments (aps4-2.rtx \rtx@apsprl sets
    // \acknowledgments@sw false; PRB and PRA keep it): the truth had one the page never shows.
    ackName: null,
    refsName: null,
    star: false,
  },
  {
    name: 'revtex-preprint',
    heldOut: true,
    batch: 3,
    open: revtexOpen('aps,pra,preprint,12pt'),
    abstractNamed: false,
    ack: (text) => `\\begin{acknowledgments}\n${text}\n\\end{acknowledgments}\n`,
    ackName: 'Acknowledgments',
    refsName: null,
    star: false,
  },
  {
    name: 'tricol-micro',
    heldOut: true,
    batch: 3,
    authors: 12,
    open: (f) =>
      `\\documentclass[8pt]{extarticle}\n\\usepackage[T1]{fontenc}\n\\usepackage[a4paper,margin=0.45in]{geometry}\n\\usepackage{helvet}\n\\usepackage{multicol}\n\\usepackage{authblk}\n\\usepackage{titlesec}\n\\titleformat{\\section}{\\normalfont\\sffamily\\bfseries}{\\thesection}{0.5em}{}\n\\titleformat{\\subsection}{\\normalfont\\sffamily\\bfseries\\small}{\\thesubsection}{0.5em}{}\n\\titleformat{\\subsubsection}{\\normalfont\\sffamily\\itshape\\small}{\\thesubsubsection}{0.5em}{}\n\\setlength{\\columnsep}{0.18in}\n${HERE_FLOATS}${PKGS}\\title{${f.title}}\n${authblk(f)}\\date{}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\begin{multicols}{3}\n`,
    close: '\\end{multicols}',
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'smallheads-2col',
    heldOut: false,
    batch: 4,
    open: articleOpen(
      '9pt,twocolumn',
      '\\usepackage[letterpaper,margin=0.7in]{geometry}\n\\usepackage{mathptmx}\n\\usepackage{helvet}\n\\usepackage{titlesec}\n\\titleformat{\\section}{\\normalfont\\normalsize\\bfseries}{\\thesection}{0.5em}{}\n\\titleformat{\\subsection}{\\normalfont\\small\\sffamily\\bfseries}{\\thesubsection}{0.5em}{}\n\\titleformat{\\subsubsection}{\\normalfont\\footnotesize\\sffamily\\bfseries}{\\thesubsubsection}{0.5em}{}\n',
      'extarticle',
    ),
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'fancy-twoside',
    heldOut: false,
    batch: 5,
    open: (f) => articleOpen('10pt,twoside', `\\usepackage[margin=1in]{geometry}\n${fancyTwoside(f)}`)(f),
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: true,
  },
  {
    name: 'journal-2col',
    heldOut: false,
    batch: 5,
    open: articleOpen(
      '10pt,twocolumn',
      `\\usepackage[margin=0.75in]{geometry}\n\\usepackage{mathptmx}\n${JOURNAL_HEADS}`,
    ),
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  ...ZOO_CLASSES,
  ...BATCH7_CLASSES,
  ...BATCH8_CLASSES,
  ...BATCH9_CLASSES,
  ...BATCH10_CLASSES,
  ...BATCH11_CLASSES,
  ...BATCH12_CLASSES,
  ...BATCH13_CLASSES,
  ...BATCH14_CLASSES,
  ...BATCH15_CLASSES,
  ...BATCH16_CLASSES,
  ...BATCH17_CLASSES,
  ...BATCH18_CLASSES,
  ...BATCH19_CLASSES,
];
