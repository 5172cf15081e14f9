/**
 * The content guard of the boilerplate remover: a candidate line at the page's edge that reads
 * like content stays, whatever pattern it shares with running heads. Deleting text is the
 * costliest mistake, and the cases that forced this guard were all content:
 *  - reference entries at a page's foot or head: "D. J. Lizotte. Practical Bayesian
 *    optimization. PhD thesis, …, 2008." (isolated by the gap between entries), "constant.
 *    Journal of Optimization Theory and Applications, 79(1):157–181, 1993." (a venue phrase);
 *  - a sentence carried over from the previous page ("discussed in Section 2 and we …");
 *  - a line that wraps a word ("RoboCup (www.robocup.org) is an interna-"): heads never wrap;
 *  - table and figure captions at the top of a page.
 * A line that continues a removed line (the second line of a licence notice) goes with it.
 * A footnote printed word for word on several pages ("¹ Results with the alternative definition
 * are qualitatively the same.", IEEE journals, AASTeX) repeats like a running foot but opens with
 * a note mark, and the lines under it flow from it: it stays.
 */
import type { Glyphs, Row } from './model.ts';
import { isReferenceEntry, YEAR } from './note-shape.ts';

/** A line starting like a caption belongs to a float, not to the page furniture. */
export const CAPTION = /^(?:fig(?:ure)?|table|tab|algorithm|listing|scheme|chart)\.?\s*[\dIVX]/i;
/** Running heads never break a word at their end. */
const WRAPPED = /\p{Ll}-$/u;
/** A bibliographic tail: "79(1):157–181", "(2006) 345–354", "pp. 45-68". */
const BIB_TAIL =
  /\d+\s*(?:\(\d+\))?\s*[:,]\s*\d+\s*[-–]\s*\d+|\(\d{4}\)\s*\d+\s*[-–]\s*\d+|\bpp?\.\s*\d+\s*[-–]\s*\d+/;
/** A line that goes on from the one before: it opens on a lowercase word, not an abbreviation ("vol.", "pp."). */
const CONTINUATION = /^(?:\p{Ll}{4,}\.|\p{Ll}{2,}[,;:]?)\s+\S+\s+\S+/u;
/** An e-mail address, or a bare label for one ("Email:"): an author's contact, not a notice. */
const CONTACT = /[\w.+-]*@[\w-]+(?:\.[\w-]+)*|\be-?mail\s*:/gi;
/** A sentence has at least this many tokens... */
const SENTENCE_MIN_TOKENS = 8;
/** ...at least this share of them lowercase words (heads are names, titles and numbers)... */
const SENTENCE_MIN_WORD_SHARE = 0.5;
/** Two rows flow as one paragraph when their baselines are at most this many font sizes apart (leading is 1.1–1.3). */
const FLOW_MAX_STEP_EM = 1.45;
/** Rows of one paragraph have nearly one size (points). */
const FLOW_SIZE_SLACK = 0.6;
/** A note mark is set this share of the note's size or smaller (LaTeX: 6 pt over 8 pt)... */
const MARK_MAX_SIZE_RATIO = 0.85;
/** ...and raised by at least this many of the note's font sizes (a page number sits on the baseline). */
const MARK_MIN_RISE_EM = 0.2;
/** Runs ending this many font sizes left of a segment are another column's (gutters are wider). */
const COLUMN_SLACK_EM = 0.5;
/** What a note mark prints: a number or a note symbol. */
const MARK = /^(?:\d{1,3}|[*∗†‡§¶‖])$/u;
/** A note numbered on its baseline ("2. Results with …", IEEE Computer Society): number, period, a capital. */
const NUMBERED_NOTE = /^\d{1,3}\.\s+(?=\p{Lu})/u;

/** A sentence that is not a notice: mostly lowercase words, ending like a sentence. */
function isSentence(text: string, notice: RegExp): boolean {
  const toks = text.split(/\s+/).filter(Boolean);
  if (toks.length < SENTENCE_MIN_TOKENS || !/[.?!]["'”’)]?$/u.test(text) || notice.test(text)) return false;
  const words = toks.filter((t) => /^\p{Ll}{2,}[,;:.]?$/u.test(t)).length;
  return words / toks.length >= SENTENCE_MIN_WORD_SHARE;
}

/** The segment opens with a raised, smaller note mark followed by text ("¹Results …"). */
function opensWithMark(items: readonly Glyphs[]): boolean {
  const [mark] = items;
  // A mark's closing parenthesis ("∗)") is raised with it: the note's text is the run after it.
  const next = items.slice(1).find((it) => it.str.trim() !== ')');
  if (!mark || !next || !MARK.test(mark.str.trim())) return false;
  return (
    mark.size <= MARK_MAX_SIZE_RATIO * next.size && next.base - mark.base >= MARK_MIN_RISE_EM * next.size
  );
}

/**
 * The segment opens with a note number in a font of its own on the text's baseline: superior
 * figures, a font whose digits are drawn raised (newtx's, LNI: "7" in the sups font, then "This
 * choice follows …" at the same size and baseline).
 */
function opensWithSuperiorFigure(items: readonly Glyphs[]): boolean {
  const [mark] = items;
  const next = items.slice(1).find((it) => it.str.trim());
  if (!mark || !next || !/^\d{1,3}$/.test(mark.str.trim())) return false;
  return mark.font !== next.font && Math.abs(next.base - mark.base) < MARK_MIN_RISE_EM * next.size;
}

/** A footnote, however often it repeats: a raised mark, or a number (with a period, or in superior figures) and a sentence. */
function isNote(seg: { items: readonly Glyphs[]; text: string }, notice: RegExp): boolean {
  if (opensWithMark(seg.items)) return true;
  const text = seg.text.trim();
  if (opensWithSuperiorFigure(seg.items)) return isSentence(text.replace(/^\d{1,3}\s*/, ''), notice);
  return NUMBERED_NOTE.test(text) && isSentence(text.replace(NUMBERED_NOTE, ''), notice);
}

/** The nearest row above `row` with a run over the segment's horizontal extent (its column). */
function rowAbove(rows: readonly Row[], row: Row, x0: number, x1: number): Row | undefined {
  for (let k = rows.indexOf(row) - 1; k >= 0; k--) {
    if (rows[k].items.some((it) => it.x1 > x0 && it.x0 < x1)) return rows[k];
  }
  return undefined;
}

/**
 * A reference entry's first line naming its authors by initials ("T. Keller and M. Berg. A study
 * of effect number 12. Journal of Applied", whose "Journal of" reads like a venue line), its year
 * on the next line that flows from it and carries the volume and pages ("Research, vol. 22,
 * pp. 184–194, 2010."): a list's last entry at a page's foot. A running head of names has no such
 * line under it.
 */
const INITIALS_NAMES =
  /^(?:\p{Lu}\.\s?){1,3}\s*\p{Lu}[\p{Ll}'’-]+(?:,|\s+(?:and|&)\s+(?:\p{Lu}\.\s?){1,3}\s*\p{Lu}[\p{Ll}'’-]+)/u;
/** A reference entry's label: "[6]", "6.", "6)", "(6)". */
const ENTRY_LABEL = /^(?:\[\d{1,3}\]|\d{1,3}[.)]|\(\d{1,3}\))\s*/;
/** A journal volume ("vol. 16", "Vol 3"). */
const VOLUME = /\bvol\.?\s*\d+/i;

/**
 * A reference entry's own line at a page's edge, past the first page, whose neighbours are on
 * another page: its first line naming the authors by initials up to its volume or pages ("K.
 * Sharma and M. Sharma. A study … vol. 17, pp. 149–159,", its year over the page), or its last line with pages
 * and year, ending the entry ("pp. 114–124, 2012.", "Research, vol. 11, pp. 107–117, 2011."). The
 * volume and pages read like a venue line; a running head naming them repeats (and is judged
 * as repeated), and does not end on a period.
 */
function bibliographic(text: string): boolean {
  // An entry's first line may carry its label ("6. K. Berg and M. Rossi. … vol. 16,", Nature).
  if (INITIALS_NAMES.test(text.replace(ENTRY_LABEL, '')) && (BIB_TAIL.test(text) || VOLUME.test(text)))
    return true;
  return BIB_TAIL.test(text) && YEAR.test(text) && /\.$/.test(text);
}

function entryOverBibTail(row: Row, text: string, rows: readonly Row[]): boolean {
  if (!INITIALS_NAMES.test(text)) return false;
  const below = rows[rows.indexOf(row) + 1];
  if (!below || !flows(row, below)) return false;
  const tail = below.items.map((it) => it.str).join(' ');
  return BIB_TAIL.test(tail) && YEAR.test(tail);
}

/** The text of the row above over the segment's own x range (its column's, not the next column's). */
function segmentAbove(above: Row, x0: number, x1: number): string {
  return above.items
    .filter((it) => it.x1 > x0 && it.x0 < x1)
    .map((it) => it.str)
    .join(' ')
    .trim();
}

/**
 * The segment goes on from the text above it in its own column: the sizes of its runs and of the
 * runs above it, not of the rows (a row of a note can share its baseline with the body text
 * of the next column).
 */
function segmentFlows(above: Row, row: Row, items: readonly Glyphs[], x0: number, x1: number): boolean {
  const over = above.items.filter((it) => it.x1 > x0 && it.x0 < x1);
  if (!over.length) return false;
  // The segment's smallest run against the largest above: an e-mail address is often set in a
  // larger typewriter face, a note's mark in a smaller one.
  const size = Math.min(...items.map((it) => it.size));
  const sizeAbove = Math.max(...over.map((it) => it.size));
  return Math.abs(size - sizeAbove) <= FLOW_SIZE_SLACK && row.base - above.base <= FLOW_MAX_STEP_EM * size;
}

function flows(above: Row, row: Row): boolean {
  return (
    Math.abs(above.size - row.size) <= FLOW_SIZE_SLACK && row.base - above.base <= FLOW_MAX_STEP_EM * row.size
  );
}

export interface GuardContext {
  rows: readonly Row[];
  /** Runs already removed on this page. */
  drop: ReadonlySet<Glyphs>;
  /** The first page carries the venue and licence blocks, which flow like paragraphs. */
  firstPage: boolean;
  /** What a notice says (venue, licence, download, identifiers). */
  notice: RegExp;
}

/**
 * True when a candidate segment reads like content and must stay. `repeated` candidates get only
 * the shape tests (caption, reference entry, wrapped word): a licence sentence printed on every
 * page is still boilerplate.
 */
export function readsLikeContent(
  seg: { items: readonly Glyphs[]; text: string; row: Row },
  why: 'repeated' | 'page-number' | 'phrase' | 'isolated-edge',
  ctx: GuardContext,
): boolean {
  const text = seg.text.trim();
  if (CAPTION.test(text) || WRAPPED.test(text)) return true;
  if (isReferenceEntry(text) || entryOverBibTail(seg.row, text, ctx.rows)) return true;
  if (why === 'phrase' && !ctx.firstPage && bibliographic(text)) return true;
  if (why === 'repeated' && isNote(seg, ctx.notice)) return true;
  const x0 = Math.min(...seg.items.map((it) => it.x0));
  const x1 = Math.max(...seg.items.map((it) => it.x1));
  const above = rowAbove(ctx.rows, seg.row, x0, x1);
  const aboveKept = above !== undefined && !above.items.some((it) => ctx.drop.has(it));
  const flowing = above !== undefined && aboveKept && flows(above, seg.row);
  // The second line of a kept note repeats with it ("fair." under "² We use … the comparison");
  // the note is the text above in this column (a row can hold the next column's text too).
  if (why === 'repeated') {
    // Judged on the runs over the segment as well: the row of a note's first line can hold the
    // next column's larger body text (quantumarticle's first-page note).
    if (!above || !(flowing || (aboveKept && segmentFlows(above, seg.row, seg.items, x0, x1)))) return false;
    // A reference entry's last line set in the flow of the entry above it ("Journal of Applied
    // Research, vol. 13, pp. 121–131," at two pages' feet): a running foot that names a volume
    // and pages stands apart from the text over it.
    if (BIB_TAIL.test(text)) return true;
    // The rest of a word broken at the end of the line above ("effect num-" / "ber 6. Journal of
    // Applied Research, vol. 16," at two pages' feet, TUGboat): a running foot never completes one.
    if (/^\p{Ll}/u.test(text) && WRAPPED.test(segmentAbove(above, x0, x1))) return true;
    const column = above.items.filter((it) => it.x1 > x0 - COLUMN_SLACK_EM * seg.row.size);
    return (
      column.length > 0 && isNote({ items: column, text: column.map((it) => it.str).join(' ') }, ctx.notice)
    );
  }
  // The second line of a removed notice goes with it ("… and investigate your claim.").
  if (above && !aboveKept && flows(above, seg.row)) return false;
  if (CONTINUATION.test(text)) return true;
  // …judged on the runs over the segment too: a row can hold the other column's larger text.
  if (BIB_TAIL.test(text) && (flowing || (aboveKept && segmentFlows(above, seg.row, seg.items, x0, x1))))
    return true;
  if (isSentence(text, ctx.notice)) return true;
  // An author's e-mail ending a note or affiliation that flows from kept text above is that
  // text's end, on the first page too ("…, Pullman, WA" / "99164-2752, USA a,b@c.edu"): a
  // licence or venue line carries another notice phrase.
  if (
    why === 'phrase' &&
    above !== undefined &&
    aboveKept &&
    segmentFlows(above, seg.row, seg.items, x0, x1) &&
    !ctx.notice.test(text.replace(CONTACT, ' '))
  )
    return true;
  // Past the first page, a phrase line set in the flow of the text above it is part of that
  // text (a reference's venue, a URL in a note), not a running element.
  return why === 'phrase' && flowing && !ctx.firstPage;
}
