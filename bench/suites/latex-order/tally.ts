/**
 * Sums and rows of the reading-order benches (latex-order.ts, word-order.ts): one paper's scores
 * (order, breaks, footnotes, leaks, hyphens, and pdftotext's order and splices) added into a
 * tally per class or layout, per tuned/held-out group and overall, and a tally printed as one
 * row. The columns are described in latex-order.ts.
 */
import type { Cell } from '../../report.ts';
import type { scoreNotes } from './notes.ts';
import type { OrderScore } from './order.ts';

/** What one paper scored, as both suites compute it. */
export interface PaperScore {
  /** Gleaner's order and paragraph breaks. */
  gl: OrderScore;
  /** pdftotext's, the baseline. */
  pt: OrderScore;
  /** Gleaner's footnotes (scoreNotes against its body and footnote stream). */
  notes: ReturnType<typeof scoreNotes>;
  /** Footnotes spliced into a paragraph of pdftotext's text. */
  ptSpliced: number;
  /** Furniture lines kept in the body. */
  leaks: number;
  /** Hyphenation errors. */
  hyphen: number;
  /** Bibliography entries, and those one paragraph of the body holds exactly (refs.ts); absent where not scored. */
  refs?: { total: number; whole: number };
}

export interface Tally {
  papers: number;
  gl: OrderScore;
  pt: OrderScore;
  notes: number;
  spliced: number;
  alone: number;
  found: number;
  whole: number;
  ptSpliced: number;
  leaks: number;
  hyphen: number;
  refs: number;
  refsWhole: number;
}

const zeroOrder = (): OrderScore => ({
  anchors: 0,
  anchorsInOrder: 0,
  pairs: 0,
  pairsInOrder: 0,
  tp: 0,
  fp: 0,
  fn: 0,
  wrong: [],
});

export const zeroTally = (): Tally => ({
  papers: 0,
  gl: zeroOrder(),
  pt: zeroOrder(),
  notes: 0,
  spliced: 0,
  alone: 0,
  found: 0,
  whole: 0,
  ptSpliced: 0,
  leaks: 0,
  hyphen: 0,
  refs: 0,
  refsWhole: 0,
});

function addOrder(into: OrderScore, s: OrderScore): void {
  for (const k of ['anchors', 'anchorsInOrder', 'pairs', 'pairsInOrder', 'tp', 'fp', 'fn'] as const)
    into[k] += s[k];
}

/** Count one paper into `into`. */
export function addPaper(into: Tally, s: PaperScore): void {
  into.papers++;
  addOrder(into.gl, s.gl);
  addOrder(into.pt, s.pt);
  into.notes += s.notes.notes;
  into.spliced += s.notes.spliced;
  into.alone += s.notes.alone;
  into.found += s.notes.found ?? 0;
  into.whole += s.notes.whole ?? 0;
  into.ptSpliced += s.ptSpliced;
  into.leaks += s.leaks;
  into.hyphen += s.hyphen;
  into.refs += s.refs?.total ?? 0;
  into.refsWhole += s.refs?.whole ?? 0;
}

/** A tally of one paper, for its own row. */
export function paperTally(s: PaperScore): Tally {
  const t = zeroTally();
  addPaper(t, s);
  return t;
}

const ratio = (a: number, b: number): Cell => (b ? a / b : null);

/** The printed row of tally `t`, named `name`. */
export function row(name: string, t: Tally): Record<string, Cell> {
  const p = t.gl.tp / (t.gl.tp + t.gl.fp);
  const r = t.gl.tp / (t.gl.tp + t.gl.fn);
  return {
    doc: name,
    papers: t.papers,
    order: ratio(t.gl.anchorsInOrder, t.gl.anchors),
    'para order': ratio(t.gl.pairsInOrder, t.gl.pairs),
    'breaks P': Number.isFinite(p) ? p : null,
    'breaks R': Number.isFinite(r) ? r : null,
    'breaks F1': p + r > 0 ? (2 * p * r) / (p + r) : null,
    spliced: `${t.spliced}/${t.notes}`,
    'alone in body': t.alone,
    'in stream': `${t.found}/${t.notes}`,
    'notes whole': `${t.whole}/${t.notes}`,
    leaks: t.leaks,
    hyphen: t.hyphen,
    'refs whole': t.refs ? `${t.refsWhole}/${t.refs}` : '—',
    'pdftotext order': ratio(t.pt.anchorsInOrder, t.pt.anchors),
    'pdftotext para order': ratio(t.pt.pairsInOrder, t.pt.pairs),
    'pdftotext spliced': `${t.ptSpliced}/${t.notes}`,
  };
}
