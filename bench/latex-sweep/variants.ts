/**
 * The layout sweep (issue #20: reading order on layouts never seen): the tuned LaTeX papers of
 * bench/headings-latex (`article`, one column 11pt, and `article-2col`, two columns 10pt Times)
 * re-set with one typesetting parameter changed at a time. The words, paragraphs and footnotes
 * stay those the generator printed, so the latex-order truth holds unchanged; only the geometry
 * moves: type size, gutter width, line spacing, paragraph style, ragged right, body font,
 * footnote size, margins and paper.
 *
 * What it checks: thresholds that hold for the two tuned layouts because of their particular
 * sizes (a gap in points where an em was meant, an indent that only LaTeX's 1.5 em satisfies, a
 * footnote size ratio) and break when the same paper is set a little differently, as an unseen
 * journal would. Chosen 2026-12-06 from common LaTeX settings before any output was read.
 */

/** One change of the preamble: a class option list and lines added after \documentclass. */
export interface Variant {
  name: string;
  /** The class options of the base paper → those of the variant. */
  options?: (opts: string) => string;
  /** Preamble lines added after the \documentclass line. */
  preamble?: string;
  /** Lines added right after \begin{document}. */
  body?: string;
}

const setSize = (size: string) => (opts: string) => opts.replace(/\b\d+pt\b/, size);

export const VARIANTS: Variant[] = [
  { name: 'size-9pt', options: setSize('9pt') },
  { name: 'size-12pt', options: setSize('12pt') },
  { name: 'gutter-narrow', preamble: '\\setlength{\\columnsep}{7pt}\n' },
  { name: 'gutter-wide', preamble: '\\setlength{\\columnsep}{36pt}\n\\setlength{\\columnseprule}{0.4pt}\n' },
  { name: 'parskip', preamble: '\\usepackage{parskip}\n' },
  { name: 'indent-wide', preamble: '\\setlength{\\parindent}{3em}\n' },
  { name: 'ragged-right', body: '\\raggedright\\setlength{\\parindent}{1.5em}\n' },
  { name: 'spacing-double', preamble: '\\usepackage{setspace}\n\\doublespacing\n' },
  { name: 'spacing-tight', preamble: '\\linespread{0.93}\n' },
  { name: 'font-palatino', preamble: '\\usepackage{mathpazo}\n' },
  { name: 'font-sans', preamble: '\\usepackage{helvet}\n\\renewcommand{\\familydefault}{\\sfdefault}\n' },
  { name: 'font-lmodern', preamble: '\\usepackage{lmodern}\n' },
  { name: 'notes-large', preamble: '\\let\\footnotesize\\small\n' },
  { name: 'notes-tiny', preamble: '\\let\\footnotesize\\scriptsize\n' },
  { name: 'paper-a5', preamble: '\\usepackage[a5paper,margin=12mm]{geometry}\n' },
  { name: 'margins-wide', preamble: '\\usepackage[margin=1.8in]{geometry}\n' },
  // Second round (chosen before any of its output was read): settings that move line edges,
  // word spaces, margins' content and note shapes.
  { name: 'sloppy', body: '\\sloppy\n' },
  { name: 'microtype', preamble: '\\usepackage{microtype}\n' },
  { name: 'line-numbers', preamble: '\\usepackage{lineno}\n\\linenumbers\n' },
  { name: 'hyphen-eager', preamble: '\\hyphenpenalty=0\n\\exhyphenpenalty=0\n' },
  { name: 'parindent-zero', preamble: '\\setlength{\\parindent}{0pt}\n' },
  { name: 'notes-no-rule', preamble: '\\renewcommand{\\footnoterule}{}\n' },
  { name: 'notes-para', preamble: '\\usepackage[para]{footmisc}\n' },
  {
    name: 'watermark',
    preamble: '\\usepackage{draftwatermark}\n\\SetWatermarkText{DRAFT}\n\\SetWatermarkScale{1}\n',
  },
  {
    name: 'runin-sections',
    preamble:
      '\\usepackage{titlesec}\n\\titleformat{\\section}[runin]{\\normalfont\\bfseries}{\\thesection.}{0.5em}{}[.]\n',
  },
  { name: 'size-12pt-gutter-wide', options: setSize('12pt'), preamble: '\\setlength{\\columnsep}{24pt}\n' },
];

/** The tuned base classes the sweep re-sets (their two papers each). */
export const BASES = ['article', 'article-2col'];

/** The paper's source with one variant applied (a later geometry package call wins over the base's). */
export function applyVariant(tex: string, v: Variant): string {
  let out = tex.replace(/^\\documentclass\[([^\]]*)\]\{(\w+)\}\n/, (_m, opts: string, cls: string) => {
    const o = v.options ? v.options(opts) : opts;
    return `\\documentclass[${o}]{${cls === 'article' && /\b9pt\b/.test(o) ? 'extarticle' : cls}}\n`;
  });
  if (v.preamble) {
    // A second \usepackage{geometry} with options is an error: the variant's geometry replaces the base's.
    if (/\{geometry\}/.test(v.preamble)) out = out.replace(/\\usepackage\[[^\]]*\]\{geometry\}\n/, '');
    out = out.replace(/(\\begin\{document\}\n)/, `${v.preamble}$1`);
  }
  if (v.body) out = out.replace(/(\\begin\{document\}\n)/, `$1${v.body}`);
  return out;
}
