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
 */

import {
  andAuthors,
  articleOpen,
  authblk,
  HERE_FLOATS,
  PKGS,
  plainAck,
  revtexOpen,
  type TexClass,
} from './class-parts.ts';

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
];
