/**
 * Hanging indents: a reference list whose entries start flush left and go on indented (APA,
 * JMLR, OUP, natbib's `\bibhang`). The paragraph rules read an indented line as a paragraph's
 * first line, which split every entry after its first line and joined each entry's first line
 * to the one before. A run of lines of one block, each either at the list's own edge or at one
 * common indent from it, is a hanging list when its lines at the edge open like reference entries
 * and almost none of its indented lines do: there every line at the edge starts an entry and every
 * indented line continues one. Body text with first-line indents fails the test: its flush lines
 * go on sentences, its indented lines start them.
 */
import type { Line } from './model.ts';
import { REFERENCES_HEADING } from './note-shape.ts';

/** Indents between these many font sizes mark a first line (LaTeX 1–1.5 em, Word 0.5 in ≈ 3.6 em at 10pt), or a hanging one. */
export const INDENT_MIN_EM = 0.8;
export const INDENT_MAX_EM = 6;

/** Lines within this many of their sizes of an edge are at it. */
const EDGE_EM = 0.5;
/** A lone entry's first line ends within this many of its sizes of the list's right edge (it wraps). */
const WRAP_SLACK_EM = 3;
/** A line in another size than the list's (by more than this many points)… */
const SAME_SIZE_PT = 0.5;
/** …more than this many of its sizes under the line before it (leading is about 1.2) is no continuation. */
const CONTINUATION_STEP_EM = 1.8;
/** A hanging list has at least this many flush lines and this many indented lines… */
const MIN_EACH = 2;
/**
 * …or, right under the list's heading or at the top of a block when the block before ended in
 * a hanging list, this many: a list that opens at a column's foot with one entry ("References" /
 * "[1] K. Tanaka … vol. 11," / "pp. 107–117, 2011." and the page ends), or ends with one at the
 * next column's top ("[12] E. Nowak … number 12." / "Journal of Applied Research, …", REVTeX).
 */
const MIN_EACH_UNDER_HEADING = 1;
/** A contents page's entries end in a page number after a word ("6. Conclusions 9", "References ..... 14")… */
const CONTENTS_LINE = /\p{L}[\s.]+\d{1,4}$/u;
/** …and a run this share of whose lines do so is a table of contents, whose levels are indents, not a hanging list. */
const CONTENTS_SHARE = 0.5;
/** At most this share of its indented lines open like entries (every flush line does). */
const CONTINUATION_ENTRY_SHARE = 0.2;

/**
 * How a reference entry opens: "[12] …", "12. Surname", "12) I. Surname" / "(12) Surname" (JPSJ,
 * PTP and other physics journals), "Surname, I.", "I. Surname" / "I. J. Surname", "Surname I,"
 * (Vancouver), "Organisation. (2009)". Looser than note-shape.ts's
 * `startsLikeReference` (a superset of it: "E. Rossi and …", "12. Word"), which the boilerplate
 * guard also uses; here the layout, not the text alone, carries the evidence.
 */
const ENTRY_START =
  /^(?:\[\d{1,3}\]\s*\S|\d{1,3}[.)]\s+\p{Lu}|\(\d{1,3}\)\s+\p{Lu}|(?:\p{Lu}\.\s?(?:-\p{Lu}\.\s?)?){1,3}\s*\p{Lu}[\p{Ll}'’-]+\b|\p{Lu}[\p{Ll}'’-]+(?:[- ]\p{Lu}[\p{Ll}'’-]+)?,\s+(?:\p{Lu}\.|\p{Lu}[\p{Ll}'’-]+)|\p{Lu}[\p{Ll}'’-]+\s+\p{Lu}{1,3},|\p{Lu}[^()\d]{1,120}\.?\s\(\d{4}[a-z]?\))/u;

/**
 * The block's lines (in reading order) that belong to a hanging list: true for an entry's first
 * line, false for a continuation. A run starts at a line that opens like an entry, whose left
 * edge is the list's (LNCS right-aligns its labels half an em in from the text's edge), and goes
 * on over such lines at that edge and lines at one common indent from it; any other line ends it
 * (body text above a reference list: its paragraphs' indents are often the list's).
 */
export function hangingLines(lines: readonly Line[], goesOn = false): Map<Line, boolean> {
  const out = new Map<Line, boolean>();
  let run: Line[] = [];
  let edge = 0;
  let indent: number | null = null;
  let oneEntryEnough = false;
  let prev: Line | undefined;
  const close = () => {
    judge(run, out, edge, oneEntryEnough ? MIN_EACH_UNDER_HEADING : MIN_EACH);
    run = [];
    indent = null;
  };
  for (const l of lines) {
    const above = prev;
    prev = l;
    const entry = ENTRY_START.test(l.text.trim());
    if (run.length && (Math.abs(l.x0 - edge) <= EDGE_EM * l.size || (entry && widerLabel(run[0], l, edge)))) {
      if (entry) run.push(l);
      else close();
      continue;
    }
    const d = l.x0 - edge;
    const inRange = d > INDENT_MIN_EM * l.size && d < INDENT_MAX_EM * l.size;
    // A line in other type under a blank band (the authors' addresses printed after the list,
    // AMS) is no continuation. Either alone is no evidence: continuations cross columns and
    // pages, and carry formulas and other fonts.
    const apart =
      above !== undefined &&
      run.length > 0 &&
      Math.abs(l.size - run[0].size) > SAME_SIZE_PT &&
      l.base - above.base > CONTINUATION_STEP_EM * l.size;
    if (run.length && inRange && !apart && (indent === null || Math.abs(l.x0 - indent) <= EDGE_EM * l.size)) {
      indent ??= l.x0;
      run.push(l);
      continue;
    }
    if (run.length) close();
    if (entry) {
      run.push(l);
      edge = l.x0;
      oneEntryEnough = above === undefined ? goesOn : REFERENCES_HEADING.test(above.text.trim());
    }
  }
  close();
  if (goesOn) carriedOver(lines, out);
  return out;
}

/** Digits of a numbered entry's label ("[10]" 2), 0 for an entry led by a name. */
const labelDigits = (l: Line) => /^[[(]?(\d{1,3})[\].)]/.exec(l.text.trim())?.[1].length ?? 0;

/**
 * Labels set right-aligned in a box ("[9]" a digit's width right of "[10]", LaTeX's
 * thebibliography) put an entry with a longer label up to this many of its sizes left of the
 * list's edge.
 */
const WIDER_LABEL_EM = 1.2;

/** An entry whose label has more digits than the run's first one, left of the edge by those digits. */
function widerLabel(first: Line, l: Line, edge: number): boolean {
  const d = edge - l.x0;
  return (
    d > 0 && d <= WIDER_LABEL_EM * l.size && labelDigits(l) > labelDigits(first) && labelDigits(first) > 0
  );
}

/**
 * The block's first line goes on the entry the block before ended in when it stands at the
 * indent of the list that follows it here: the entry was cut by the column or page break ("[7]
 * K. Rossi … Journal of" / "Applied Research, vol. 17, …" at the next column's top).
 */
function carriedOver(lines: readonly Line[], out: Map<Line, boolean>): void {
  const [first, entry] = lines;
  if (!first || !entry || out.has(first) || out.get(entry) !== true) return;
  const d = first.x0 - entry.x0;
  if (d <= INDENT_MIN_EM * first.size || d >= INDENT_MAX_EM * first.size) return;
  // The list's own continuation lines here, if any, share that indent.
  const indented = lines.filter((l) => out.get(l) === false);
  if (indented.some((l) => Math.abs(l.x0 - first.x0) > EDGE_EM * l.size)) return;
  out.set(first, false);
}

/** The form of an entry's opening: a bracketed label, a numbered one, or a name. */
function form(text: string): 'bracket' | 'number' | 'name' {
  return /^\[\d/.test(text) ? 'bracket' : /^\d/.test(text) ? 'number' : 'name';
}

/** Mark `run` as a hanging list when it has enough entries and continuations, and its indented lines do not open like entries. */
function judge(run: readonly Line[], out: Map<Line, boolean>, edge: number, min: number): void {
  const indented = new Set(run.filter((l) => l.x0 > edge + EDGE_EM * l.size));
  const entries = run.length - indented.size;
  if (entries < min || indented.size < min) return;
  // A lone entry wraps: its first line runs to the list's right edge. A heading over a paragraph
  // with a first-line indent ("A. System Delay: …" over "In this section, …") stops short.
  if (entries < MIN_EACH) {
    const right = Math.max(...run.map((l) => l.x1));
    if (run.some((l) => !indented.has(l) && l.x1 < right - WRAP_SLACK_EM * l.size)) return;
  }
  if (run.filter((l) => CONTENTS_LINE.test(l.text.trim())).length >= CONTENTS_SHARE * run.length) return;
  // An indented line that opens like the list's own entries is another entry (a nested list),
  // not a continuation; a continuation may open otherwise ("1. Journal …" under "[1] … number").
  const own = form(run.find((l) => !indented.has(l))?.text.trim() ?? '');
  const opening = [...indented].filter(
    (l) => ENTRY_START.test(l.text.trim()) && form(l.text.trim()) === own,
  ).length;
  if (opening > CONTINUATION_ENTRY_SHARE * indented.size) return;
  for (const l of run) out.set(l, !indented.has(l));
}
