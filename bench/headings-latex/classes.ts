/**
 * The document classes of the LaTeX-made heading set (generate.ts): how each one opens a paper
 * (class options, title block, abstract), what it prints for the abstract, the acknowledgments
 * and the bibliography, and which section commands it is given. Chosen to cover the classes
 * held-out journal and conference papers are likely typeset with.
 *
 * `heldOut` classes were set aside before any output was looked at: their per-heading misses are
 * never read while fixing the engine; their score before and after is the check that fixes
 * generalize (amsart, revtex, elsarticle 5p, acmart, mnras: five of fourteen).
 *
 * Second batch (`batch: 2`, added at the end so the first 28 papers stay byte-identical): six
 * more classes, chosen 2026-12-06 before any of their output was read by the engine: IEEEtran
 * compsoc (small-caps headings), jmlr (PMLR proceedings), apa7 (journal mode, unnumbered
 * centred headings) tuned; achemso (ACS, unnumbered headings), spie (capitals section
 * headings), memoir (article mode) held out. The held-out three are scored only in aggregate,
 * like the first five.
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

export interface Front {
  title: string;
  authors: readonly string[];
  affiliation: string;
  abstract: string;
  keywords: readonly string[];
  /** Every affiliation, the paper's own (`affiliation`) first: for classes listing several. */
  affiliations: readonly string[];
}

export interface TexClass {
  name: string;
  heldOut: boolean;
  /** From `\documentclass` to the end of the title block and the abstract. */
  open: (f: Front) => string;
  /** The abstract's printed name ("Abstract", "Abstract—", "ABSTRACT"): a heading of the truth; false when nothing is printed (revtex). */
  abstractNamed: boolean;
  /** The acknowledgments as this class writes them. */
  ack: (text: string) => string;
  /** The acknowledgments' printed heading text (IEEE's singular), or null when the class prints none (aastex). */
  ackName: string | null;
  /** The bibliography's printed heading, or null when the class prints none. */
  refsName: string | null;
  /** Unnumbered `\section*` headings are plausible in this class (one variant uses them). */
  star: boolean;
  /**
   * What an appendix `\section` prints: its title (the default), the word "Appendix" alone
   * (IEEEtran drops the title of a single appendix), or "APPENDIX" over the title (aastex).
   */
  appendix?: 'word' | 'both';
  /** Bibliography items need author-year labels (natbib in author-year mode: aastex, jmlr). */
  authorYear?: boolean;
  /** The batch the class was added in (1 when absent): each batch has its own tuned and held-out rows. */
  batch?: 2 | 3 | 4;
  /** How many authors the paper lists (3 when absent); with it every affiliation is printed. */
  authors?: number;
  /** What closes the body before `\end{document}` (a multicols environment), when anything does. */
  close?: string;
}

const PKGS = '\\usepackage{amsmath,amssymb}\n\\usepackage{graphicx}\n';
const plainAck = (name: string) => (text: string) => `\\section*{${name}}\n${text}\n`;
const andAuthors = (f: Front) => f.authors.join(' \\and ');

/** Author k's affiliation number (1-based), the affiliations taken in turn. */
const affilOf = (f: Front, k: number) => (k % f.affiliations.length) + 1;
/** An authblk author list: each author with a superscript affiliation number, then the affiliations. */
const authblk = (f: Front) =>
  `${f.authors.map((a, k) => `\\author[${affilOf(f, k)}]{${a}}`).join('\n')}\n${f.affiliations.map((a, k) => `\\affil[${k + 1}]{${a}}`).join('\n')}\n`;
/** Figures and tables set where they stand (multicol cannot float a one-column figure), as multicol papers do. */
const HERE_FLOATS =
  '\\makeatletter\n\\renewenvironment{figure}[1][]{\\par\\medskip\\def\\@captype{figure}\\centering}{\\par\\medskip}\n\\renewenvironment{table}[1][]{\\par\\medskip\\def\\@captype{table}\\centering}{\\par\\medskip}\n\\makeatother\n';
/** revtex4-2 opening with each author followed by the affiliation it belongs to. */
const revtexOpen = (opts: string) => (f: Front) =>
  `\\documentclass[${opts}]{revtex4-2}\n${PKGS}\\begin{document}\n\\title{${f.title}}\n${f.authors.map((a, k) => `\\author{${a}}\n\\affiliation{${f.affiliations[affilOf(f, k) - 1]}}`).join('\n')}\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\maketitle\n`;

const articleOpen =
  (opts: string, extra = '', cls = 'article') =>
  (f: Front) =>
    `\\documentclass[${opts}]{${cls}}\n\\usepackage[T1]{fontenc}\n${extra}${PKGS}\\title{${f.title}}\n\\author{${andAuthors(f)}\\\\ ${f.affiliation}}\n\\date{}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`;

export const CLASSES: readonly TexClass[] = [
  {
    name: 'article',
    heldOut: false,
    open: articleOpen('11pt', '\\usepackage[margin=1in]{geometry}\n'),
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: true,
  },
  {
    name: 'article-2col',
    heldOut: false,
    open: articleOpen('10pt,twocolumn', '\\usepackage[margin=0.75in]{geometry}\n\\usepackage{mathptmx}\n'),
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'article-titlesec',
    heldOut: false,
    open: articleOpen(
      '10pt',
      '\\usepackage[margin=1in]{geometry}\n\\usepackage{helvet}\n\\usepackage{titlesec}\n\\titleformat{\\section}{\\normalfont\\sffamily\\large\\bfseries}{\\thesection.}{0.6em}{\\MakeUppercase}\n\\titleformat{\\subsection}{\\normalfont\\sffamily\\bfseries}{\\thesubsection.}{0.6em}{}\n\\titleformat{\\subsubsection}{\\normalfont\\itshape}{\\thesubsubsection.}{0.5em}{}\n',
    ),
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'amsart',
    heldOut: true,
    open: (f) =>
      `\\documentclass{amsart}\n${PKGS}\\title{${f.title}}\n${f.authors.map((a) => `\\author{${a}}`).join('\n')}\n\\address{${f.affiliation}}\n\\begin{document}\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\maketitle\n`,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'scrartcl',
    heldOut: false,
    open: (f) =>
      `\\documentclass[11pt,abstract=true]{scrartcl}\n\\usepackage[T1]{fontenc}\n${PKGS}\\title{${f.title}}\n\\author{${andAuthors(f)}\\\\ ${f.affiliation}}\n\\date{}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: true,
  },
  {
    name: 'ieee-conf',
    heldOut: false,
    open: (f) =>
      `\\documentclass[conference]{IEEEtran}\n${PKGS}\\begin{document}\n\\title{${f.title}}\n\\author{${f.authors.map((a) => `\\IEEEauthorblockN{${a}}\\IEEEauthorblockA{${f.affiliation}}`).join('\n\\and\n')}}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\begin{IEEEkeywords}\n${f.keywords.join(', ')}\n\\end{IEEEkeywords}\n`,
    abstractNamed: true,
    ack: plainAck('Acknowledgment'),
    ackName: 'Acknowledgment',
    refsName: 'References',
    star: false,
    appendix: 'word',
  },
  {
    name: 'ieee-journal',
    heldOut: false,
    open: (f) =>
      `\\documentclass[journal]{IEEEtran}\n${PKGS}\\begin{document}\n\\title{${f.title}}\n\\author{${f.authors.join(', ')}\\thanks{The authors are with the ${f.affiliation}.}}\n\\markboth{IEEE Transactions on Geoscience and Remote Sensing}{Author \\MakeLowercase{\\textit{et al.}}}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\begin{IEEEkeywords}\n${f.keywords.join(', ')}\n\\end{IEEEkeywords}\n`,
    abstractNamed: true,
    ack: plainAck('Acknowledgment'),
    ackName: 'Acknowledgment',
    refsName: 'References',
    star: false,
    appendix: 'word',
  },
  {
    name: 'revtex',
    heldOut: true,
    open: (f) =>
      `\\documentclass[aps,prb,twocolumn,reprint]{revtex4-2}\n${PKGS}\\begin{document}\n\\title{${f.title}}\n${f.authors.map((a) => `\\author{${a}}`).join('\n')}\n\\affiliation{${f.affiliation}}\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\maketitle\n`,
    abstractNamed: false,
    ack: (text) => `\\begin{acknowledgments}\n${text}\n\\end{acknowledgments}\n`,
    ackName: 'Acknowledgments',
    refsName: null,
    star: false,
  },
  {
    name: 'elsarticle',
    heldOut: false,
    open: (f) =>
      `\\documentclass[preprint,12pt]{elsarticle}\n${PKGS}\\begin{document}\n\\begin{frontmatter}\n\\title{${f.title}}\n${f.authors.map((a) => `\\author{${a}}`).join('\n')}\n\\affiliation{organization={${f.affiliation}}}\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\begin{keyword}\n${f.keywords.join(' \\sep ')}\n\\end{keyword}\n\\end{frontmatter}\n`,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: true,
  },
  {
    name: 'elsarticle-5p',
    heldOut: true,
    open: (f) =>
      `\\documentclass[5p,times]{elsarticle}\n${PKGS}\\begin{document}\n\\begin{frontmatter}\n\\title{${f.title}}\n${f.authors.map((a) => `\\author{${a}}`).join('\n')}\n\\affiliation{organization={${f.affiliation}}}\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\begin{keyword}\n${f.keywords.join(' \\sep ')}\n\\end{keyword}\n\\end{frontmatter}\n`,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'acmart',
    heldOut: true,
    open: (f) =>
      `\\documentclass[sigconf,nonacm]{acmart}\n\\settopmatter{printacmref=false}\n\\begin{document}\n\\title{${f.title}}\n${f.authors.map((a) => `\\author{${a}}\\affiliation{\\institution{${f.affiliation}}\\country{}}`).join('\n')}\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\keywords{${f.keywords.join(', ')}}\n\\maketitle\n`,
    abstractNamed: true,
    ack: (text) => `\\begin{acks}\n${text}\n\\end{acks}\n`,
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'llncs',
    heldOut: false,
    open: (f) =>
      `\\documentclass{llncs}\n\\usepackage[T1]{fontenc}\n${PKGS}\\begin{document}\n\\title{${f.title}}\n\\author{${f.authors.join(' \\and ')}}\n\\institute{${f.affiliation}}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\keywords{${f.keywords.join(' \\and ')}}\n\\end{abstract}\n`,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'mnras',
    heldOut: true,
    open: (f) =>
      `\\documentclass[fleqn]{mnras}\n\\usepackage[T1]{fontenc}\n${PKGS}\\title{${f.title}}\n\\author{${f.authors.join(', ')}\\\\ ${f.affiliation}}\n\\date{}\n\\begin{document}\n\\label{firstpage}\n\\pagerange{\\pageref{firstpage}--\\pageref{lastpage}}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\begin{keywords}\n${f.keywords.join(' -- ')}\n\\end{keywords}\n`,
    abstractNamed: true,
    ack: plainAck('Acknowledgements'),
    ackName: 'Acknowledgements',
    refsName: 'References',
    star: false,
  },
  {
    name: 'aastex',
    heldOut: false,
    open: (f) =>
      `\\documentclass[twocolumn]{aastex631}\n\\begin{document}\n\\title{${f.title}}\n${f.authors.map((a) => `\\author{${a}}\\affiliation{${f.affiliation}}`).join('\n')}\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\keywords{${f.keywords.join(' --- ')}}\n`,
    abstractNamed: true,
    ack: (text) => `\\begin{acknowledgments}\n${text}\n\\end{acknowledgments}\n`,
    ackName: null,
    refsName: 'References',
    star: false,
    appendix: 'both',
    authorYear: true,
  },
  {
    name: 'ieee-compsoc',
    heldOut: false,
    batch: 2,
    open: (f) =>
      `\\documentclass[10pt,journal,compsoc]{IEEEtran}\n${PKGS}\\begin{document}\n\\title{${f.title}}\n\\author{${f.authors.join(', ')}\\IEEEcompsocitemizethanks{\\IEEEcompsocthanksitem The authors are with the ${f.affiliation}.}}\n\\markboth{IEEE Transactions on Knowledge and Data Engineering}{Author \\MakeLowercase{\\textit{et al.}}}\n\\IEEEtitleabstractindextext{\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\begin{IEEEkeywords}\n${f.keywords.join(', ')}\n\\end{IEEEkeywords}}\n\\maketitle\n\\IEEEdisplaynontitleabstractindextext\n`,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
    appendix: 'word',
  },
  {
    name: 'jmlr',
    heldOut: false,
    batch: 2,
    open: (f) =>
      `\\documentclass[wcp]{jmlr}\n\\usepackage{amsmath,amssymb}\n\\jmlrvolume{1}\n\\jmlryear{2024}\n\\jmlrproceedings{PMLR}{Proceedings of Machine Learning Research}\n\\title{${f.title}}\n\\author{${f.authors.map((a) => `\\Name{${a}}`).join(' \\and ')}\\\\ \\addr ${f.affiliation}}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\begin{keywords}\n${f.keywords.join(', ')}\n\\end{keywords}\n`,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
    authorYear: true,
  },
  {
    name: 'apa7',
    heldOut: false,
    batch: 2,
    open: (f) =>
      `\\documentclass[jou]{apa7}\n${PKGS}\\title{${f.title}}\n\\shorttitle{${f.title.split(' ').slice(0, 3).join(' ')}}\n\\authorsnames{${f.authors.join(', ')}}\n\\authorsaffiliations{${f.affiliation}}\n\\leftheader{${f.authors[0].split(' ').pop()}}\n\\abstract{${f.abstract}}\n\\keywords{${f.keywords.join(', ')}}\n\\begin{document}\n\\maketitle\n`,
    abstractNamed: false,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
    appendix: 'both',
  },
  {
    name: 'achemso',
    heldOut: true,
    batch: 2,
    open: (f) =>
      `\\documentclass[journal=jacsat,manuscript=article]{achemso}\n${PKGS}\\title{${f.title}}\n${f.authors.map((a) => `\\author{${a}}`).join('\n')}\n\\email{${f.authors[0].split(' ')[0].toLowerCase()}@example.org}\n\\affiliation{${f.affiliation}}\n\\begin{document}\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'spie',
    heldOut: true,
    batch: 2,
    open: (f) =>
      `\\documentclass[]{spie}\n${PKGS}\\title{${f.title}}\n\\author{${f.authors.map((a) => `${a}\\supit{a}`).join(', ')}\\skiplinehalf\\supit{a}${f.affiliation}}\n\\authorinfo{}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n\\keywords{${f.keywords.join(', ')}}\n`,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'References',
    star: false,
  },
  {
    name: 'memoir',
    heldOut: true,
    batch: 2,
    open: (f) =>
      `\\documentclass[article,11pt,oneside]{memoir}\n${PKGS}\\counterwithout{section}{chapter}\n\\setsecnumdepth{subsubsection}\n\\title{${f.title}}\n\\author{${andAuthors(f)}\\\\ ${f.affiliation}}\n\\date{}\n\\begin{document}\n\\maketitle\n\\begin{abstract}\n${f.abstract}\n\\end{abstract}\n`,
    abstractNamed: true,
    ack: plainAck('Acknowledgments'),
    ackName: 'Acknowledgments',
    refsName: 'Bibliography',
    star: true,
  },
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
