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
 * Batches 3 and later are in classes-late.ts; the types and the shared openings in
 * class-parts.ts.
 */

import { andAuthors, articleOpen, PKGS, plainAck, type TexClass } from './class-parts.ts';
import { LATE_CLASSES } from './classes-late.ts';

export type { Front, TexClass } from './class-parts.ts';

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
  ...LATE_CLASSES,
];
