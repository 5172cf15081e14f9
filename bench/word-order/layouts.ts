/**
 * What the reading-order set (bench/word-order/build.ts) adds to each heading layout of
 * bench/headings-word/styles.ts (imported, not changed): how its footnotes are set, its running
 * header and footer, a report-number line, how its two columns are made, auto-hyphenation.
 * Chosen to reproduce issue #20's failures on Word/LibreOffice papers: footnotes only 1 pt
 * smaller than the body, footnotes at the foot of a column (LibreOffice puts a multi-column page
 * style's notes under each column), running furniture with page numbers, compounds broken at
 * their hyphen at a line end.
 */

export interface OrderLayout {
  /** Footnote text size below the body size, in points (1 and 0.5 = the "only slightly smaller"; Word sizes go in half points). */
  noteDelta: 0.5 | 1 | 2;
  /** Running header text on every page after the first ('' for none). */
  header: string;
  /** Footer: a bare page number, "Page N", or "Page N of M". */
  footer: 'number' | 'page' | 'page-of';
  /** A report-number line in page 1's own header. */
  reportLine?: string;
  /**
   * Two-column layouts only. 'page': the whole document in two columns (LibreOffice makes it a
   * page style's columns: notes sit at the foot of each column). 'section': title block in one
   * column, then a continuous section break into two (a Writer section: notes at the page foot).
   */
  twoColumn?: 'page' | 'section';
  /** Footnotes in each paper (build.ts NOTES_PER_PAPER when not given): a paper with one or two short notes gives little evidence of its note size. */
  notes?: number;
  /** Word's auto-hyphenation setting (LibreOffice hyphenates only with a hyphenation dictionary installed). */
  hyphenate?: boolean;
}

/** Per heading layout (styles.ts name). */
export const ORDER_LAYOUTS: Record<string, OrderLayout> = {
  'manuscript-double': { noteDelta: 2, header: 'SLEEP AND WORD PAIRS', footer: 'number' },
  'springer-sans-heads': {
    noteDelta: 1,
    header: 'Keller et al.: Sleep and word pair memory',
    footer: 'number',
    hyphenate: true,
  },
  'mdpi-ragged': { noteDelta: 0.5, header: 'J. Sleep Mem. Stud. 2026, 14, 1-12', footer: 'page-of' },
  // A technical report with one short note in type half a point smaller: too few note rows for
  // the note size to be learned from the document.
  'onecol-numbered': {
    noteDelta: 0.5,
    notes: 1,
    header: 'Sleep and word pair memory',
    footer: 'page',
    reportLine: 'Technical Report TR-2026-041, Institute for Memory Research',
  },
  'ieee-roman-caps': {
    noteDelta: 1,
    header: 'IEEE TRANSACTIONS ON MEMORY RESEARCH, VOL. 14, NO. 2',
    footer: 'number',
    twoColumn: 'section',
    hyphenate: true,
  },
  'apa-unnumbered': { noteDelta: 2, header: 'SLEEP AND WORD PAIRS', footer: 'number' },
  'acm-dotted-caps': {
    noteDelta: 1,
    header: 'Proceedings of the Workshop on Memory, 2026',
    footer: 'page',
    twoColumn: 'page',
  },
  'twocol-allcaps-unnumbered': {
    noteDelta: 1,
    header: 'Keller et al.: Sleep and word pair memory',
    footer: 'page-of',
    twoColumn: 'page',
    hyphenate: true,
  },
  'onecol-italic-subs': { noteDelta: 0.5, header: 'Sleep and word pair memory', footer: 'page' },
};

/**
 * Held out (one third of the nine layouts, chosen before the set was first run): one
 * two-column and two one-column layouts. They print one aggregate row only; their per-paper
 * errors are never listed.
 */
export const HELD_OUT = new Set(['springer-sans-heads', 'apa-unnumbered', 'twocol-allcaps-unnumbered']);
