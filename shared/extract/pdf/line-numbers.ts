/**
 * Line numbers of a manuscript under review (LaTeX's lineno, Word's line numbering): a column of
 * whole numbers at one x in a margin or in the gutter, one beside each text line, counting up
 * down the page. They are page furniture: left in, they split every line ("the memory use and
 * the42 3 training time") and fill the gutter the column search looks for.
 *
 * A page's number runs are grouped by their right edge (line numbers are set flush right at a
 * fixed position; flush-left ones by their left edge), and a group is line numbering when, read
 * top to bottom, at least MIN_NUMBERS of them count up by one step (1, or 5 and 10 for every
 * fifth or tenth line), at one pitch, and most of them sit beside prose. A numbered reference
 * list counts up beside prose too, but an entry of several lines apart; a table's index column
 * counts a few rows, beside short cells.
 */
import type { Removed } from './boilerplate.ts';
import type { Glyphs, Row } from './model.ts';
import { buildRows } from './rows.ts';

/**
 * Fewer numbers than this in one column of a page are no numbering: a page of a numbered
 * manuscript numbers 40 to 60 lines, while affiliation marks, a list or a table's index column
 * count a handful.
 */
const MIN_NUMBERS = 15;
/**
 * Line numbers step down the page at the line pitch: this share of the gaps between consecutive
 * numbers must lie within PITCH_SLACK of their median. A numbered reference list's numbers
 * stand one entry of several lines apart, a table's index column one row of wrapped cells apart.
 */
const PITCH_SHARE = 0.6;
const PITCH_SLACK = 0.1;
/** Numbers of one column share their right (or left) edge within this many points. */
const EDGE_PT = 1;
/** The share of a group's steps, top to bottom, that must equal its most common step. */
const STEP_SHARE = 0.8;
/** The steps line numbering uses: every line, every fifth, every tenth. */
const STEPS = new Set([1, 5, 10]);
/**
 * Numbering every line numbers every line beside it: of the rows between a group's first and
 * last number whose text starts within COVER_REACH_EM of the numbers' edge, this share must
 * carry one of them. A numbered reference list leaves its entries' second lines unnumbered.
 */
const COVER_SHARE = 0.9;
const COVER_REACH_EM = 4;
/** A number is beside a row when their baselines are within this many of the row's type sizes. */
const COVER_BASE_EM = 0.3;
/** The share of a group's numbers that must sit beside prose on their row. */
const PROSE_SHARE = 0.6;
/** Words (of two letters or more) that make a run prose. */
const PROSE_WORDS = 3;

/** Digits a line number has at most. */
const MAX_DIGITS = 5;
const SPACE = /\s/;
/** Whether the UTF-16 unit `c` is what `\s` (and so `trim`) takes; ASCII by code, the rest by the regex. */
function isSpaceCode(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return SPACE.test(String.fromCharCode(c));
}

/**
 * Whether `s`, trimmed, is 1 to MAX_DIGITS ASCII digits (`/^\d{1,5}$/` on `s.trim()`), by code and
 * without the trimmed copy: every run of every page is asked, and nearly all are words.
 */
function isWholeNumber(s: string): boolean {
  let a = 0;
  let b = s.length;
  while (a < b && isSpaceCode(s.charCodeAt(a))) a++;
  while (b > a && isSpaceCode(s.charCodeAt(b - 1))) b--;
  if (b === a || b - a > MAX_DIGITS) return false;
  for (let i = a; i < b; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return true;
}

function isProse(it: Glyphs): boolean {
  let words = 0;
  for (const w of it.str.split(/\s+/u)) if (/\p{L}.*\p{L}/u.test(w)) words++;
  return words >= PROSE_WORDS;
}

/** Groups of at least `least` of `items` whose `edge` agrees within EDGE_PT. */
function byEdge(items: Glyphs[], edge: (it: Glyphs) => number, least: number): Glyphs[][] {
  const sorted = [...items].sort((a, b) => edge(a) - edge(b));
  const out: Glyphs[][] = [];
  for (const it of sorted) {
    const g = out[out.length - 1];
    if (g && edge(it) - edge(g[0]) <= EDGE_PT) g.push(it);
    else out.push([it]);
  }
  return out.filter((g) => g.length >= least);
}

/** Whether the numbers of a group, read top to bottom, stand at one pitch. */
function evenlySpaced(group: Glyphs[]): boolean {
  const bases = group.map((it) => it.base).sort((a, b) => a - b);
  const gaps = bases.slice(1).map((b, k) => b - bases[k]);
  const median = [...gaps].sort((a, b) => a - b)[gaps.length >> 1];
  if (!(median > 0)) return false;
  return gaps.filter((g) => Math.abs(g - median) <= PITCH_SLACK * median).length >= PITCH_SHARE * gaps.length;
}

/**
 * Whether the rows beside a group's span that start near its edge carry its numbers
 * (COVER_SHARE); a group counting by five or ten leaves lines between its numbers by design.
 */
function coversLines(group: Glyphs[], rows: readonly Row[], step: number): boolean {
  if (step !== 1) return true;
  const top = Math.min(...group.map((it) => it.base));
  const bottom = Math.max(...group.map((it) => it.base));
  const edge = Math.max(...group.map((it) => it.x1));
  const mine = new Set(group);
  let near = 0;
  let numbered = 0;
  for (const r of rows) {
    if (r.base < top || r.base > bottom) continue;
    const first = r.items.find((it) => !mine.has(it) && it.x0 >= edge);
    if (!first || first.x0 - edge > COVER_REACH_EM * first.size) continue;
    near++;
    // The number beside a line, on its baseline (the row builder may have set a tiny number apart).
    if (group.some((it) => Math.abs(it.base - r.base) <= COVER_BASE_EM * first.size)) numbered++;
  }
  return numbered >= COVER_SHARE * near;
}

/** The step a group of numbers counts up by, read top to bottom (one of STEPS), or 0. */
function countsUp(group: Glyphs[]): number {
  const values = [...group].sort((a, b) => a.base - b.base).map((it) => Number(it.str.trim()));
  const steps = new Map<number, number>();
  for (let k = 1; k < values.length; k++) {
    const d = values[k] - values[k - 1];
    steps.set(d, (steps.get(d) ?? 0) + 1);
  }
  let best = 0;
  let bestStep = 0;
  for (const [d, n] of steps)
    if (n > best) {
      best = n;
      bestStep = d;
    }
  return STEPS.has(bestStep) && best >= STEP_SHARE * (values.length - 1) ? bestStep : 0;
}

/** Fewer numbers than this are no column of numbers even at a known line-number edge. */
const MIN_AT_KNOWN_EDGE = 3;

/** Where a document's line numbers stand: the edge a confirmed group shares, right or left. */
interface Edge {
  side: 'x0' | 'x1';
  at: number;
}

/**
 * Line numbering over a document, page by page in reading order. A page confirms numbering on
 * the full evidence (MIN_NUMBERS counting up at one pitch beside prose); later pages then also
 * lose the numbers at that edge that count up, however few and however spaced: a reference
 * list's entries and a short last page are numbered line by line too, at the same place.
 */
export class LineNumbering {
  private readonly edges: Edge[] = [];
  /** Pages read before any edge was known, to be read again once one is (`revisit`). */
  private readonly early: { items: readonly Glyphs[]; page: number; index: number }[] = [];
  private pages = 0;

  /** The line-number runs of one page's rows (none when the page has no numbering). */
  numbers(rows: readonly Row[]): Set<Glyphs> {
    const numbers: Glyphs[] = [];
    const rowOf = new Map<Glyphs, Row>();
    for (const r of rows)
      for (const it of r.items)
        if (isWholeNumber(it.str)) {
          numbers.push(it);
          rowOf.set(it, r);
        }
    const out = new Set<Glyphs>();
    const least = this.edges.length ? MIN_AT_KNOWN_EDGE : MIN_NUMBERS;
    if (numbers.length < least) return out;
    const besideProse = (it: Glyphs) => (rowOf.get(it)?.items ?? []).some((o) => o !== it && isProse(o));
    for (const side of ['x1', 'x0'] as const)
      for (const group of byEdge(numbers, (it) => it[side], least)) {
        const step = countsUp(group);
        if (group.some((it) => out.has(it)) || !step) continue;
        const at = group[0][side];
        // At a known edge, counting up is enough (a boxed abstract between numbered lines);
        // a new edge needs the whole evidence.
        const known = this.edges.some((e) => e.side === side && Math.abs(e.at - at) <= EDGE_PT);
        const confirmed =
          group.length >= MIN_NUMBERS &&
          evenlySpaced(group) &&
          group.filter(besideProse).length >= PROSE_SHARE * group.length &&
          coversLines(group, rows, step);
        if (!known && !confirmed) continue;
        if (!known) this.edges.push({ side, at });
        for (const it of group) out.add(it);
        if (!known) this.widen(group, side, numbers, out);
      }
    return out;
  }

  /**
   * Numbers of another width set flush with a confirmed group on its other edge go with it: a
   * group confirmed by its left edge holds only the numbers of one width (10–24 of right-aligned
   * numbers), while 1–9 beside the title lines share its right edge; that edge is then known too.
   */
  private widen(group: Glyphs[], side: 'x0' | 'x1', numbers: Glyphs[], out: Set<Glyphs>): void {
    const other = side === 'x1' ? 'x0' : 'x1';
    const mine = new Set(group);
    const flush = byEdge(numbers, (it) => it[other], MIN_AT_KNOWN_EDGE).find((g) =>
      group.every((it) => g.includes(it)),
    );
    if (!flush || flush.length === group.length || !countsUp(flush)) return;
    for (const it of flush) if (!mine.has(it)) out.add(it);
    this.edges.push({ side: other, at: flush[0][other] });
  }

  /**
   * A page's rows without its line numbers, and their removal records. The rows are built again
   * from the other runs when there were numbers: a number beside a line changes how the row
   * builder groups that line's scripts, so taking the numbers out of built rows is not enough.
   */
  page(items: readonly Glyphs[], page: number): { rows: Row[]; removed: Removed[] } {
    const index = this.pages++;
    const rows = buildRows(items);
    const numbers = this.numbers(rows);
    if (!this.edges.length) this.early.push({ items, page, index });
    if (!numbers.size) return { rows, removed: [] };
    const removed: Removed[] = [...numbers].map((it) => ({
      page,
      text: it.str.trim(),
      why: 'line-number',
      bbox: [it.x0, it.top, it.x1, it.bottom],
    }));
    return { rows: buildRows(items.filter((it) => !numbers.has(it))), removed };
  }

  /**
   * The pages read before numbering was confirmed, read again at the edges known now: a title
   * page whose abstract is not numbered falls short of the evidence on its own (elsarticle's
   * boxed abstract leaves 7 unnumbered lines among 19 numbered ones). Returns, by page index, the
   * rebuilt rows and removals of those that had numbers; nothing when no page confirmed any.
   */
  revisit(): Map<number, { rows: Row[]; removed: Removed[] }> {
    const out = new Map<number, { rows: Row[]; removed: Removed[] }>();
    if (!this.edges.length) return out;
    for (const e of this.early.splice(0)) {
      const again = this.page(e.items, e.page);
      this.pages--;
      if (again.removed.length) out.set(e.index, again);
    }
    return out;
  }
}
