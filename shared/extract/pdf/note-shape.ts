/**
 * What a line's text says about its role, for the two stages that move lines out of the body:
 * the boilerplate remover (a reference entry at a page's edge is content) and the footnote
 * splitter (a reference list or a table row in small type at a column's foot is body text).
 */
import type { Line } from './model.ts';

/**
 * The start of a reference entry: "[11] …", "55. Stepansky A, …", "D. J. Lizotte. …",
 * "Green, K. N., …", "Alzheimer's Disease International. (2009). …". Only counted together with
 * a year (a running head "A. Sundström et al." has none).
 */
const REFERENCE_START =
  /^(?:\[\d{1,3}\]\s|\d{1,3}\.\s+\p{Lu}[\p{Ll}'’-]+,?\s+\p{Lu}|(?:\p{Lu}\.\s?(?:-\p{Lu}\.\s?)?){1,3}\s*\p{Lu}[\p{Ll}'’-]+(?:,|\.\s)|\p{Lu}[\p{Ll}'’-]+,\s+(?:\p{Lu}\.\s?){1,3}[,.]|\p{Lu}[^()\d]{1,120}\.\s\(\d{4}[a-z]?\)\.)/u;
/** "[1]": IEEE and ACM number their references so; footnotes never start so. */
const BRACKET_ENTRY = /^\[\d{1,3}\]\s*\S/;
/** A year in a reference ("2019", "2019a"). */
export const YEAR = /\b(?:1[89]|20)\d\d[a-z]?\b/;
/** The heading of a reference list, numbered or not ("REFERENCES", "7. References", "Literature Cited"). */
export const REFERENCES_HEADING =
  /^(?:[\dIVX]+\.?\s+)?(?:references?(?: and notes)?|bibliography|literature cited|works cited|cited literature)\s*:?$/i;
/**
 * A note reads as words: at least this share of its tokens are words with a lowercase letter
 * ("Abbreviations: ASH, Action on Smoking and Health; …" passes) or links. Table headers
 * ("A L L D E M E N T I A") and rows of numbers fall far below.
 */
const NOTE_MIN_WORD_SHARE = 0.4;
const WORD = /^[(“"'∗*†‡]?\p{L}*\p{Ll}\p{L}*[\p{L}'’-]*[.,;:)”"']*$/u;
const LINK = /^(?:<?https?:|www\.|\S+@\S+\.\S+|\S+\.(?:com|org|net|edu|io|gov)\b)/i;

/**
 * A raised mark's glyphs are at most this share of its line's size (LaTeX's superscripts 70%,
 * Word and LibreOffice about 58%), their baseline above the line's.
 */
export const RAISED_MARK_RATIO = 0.8;

/** The line opens on a run of its own whose text is `glyphs`, set smaller and raised over the line's baseline. */
export function opensOnRaisedRun(l: Line, glyphs: RegExp): boolean {
  const first = l.items?.[0];
  return (
    !!first &&
    glyphs.test(first.str.trim()) &&
    first.size <= RAISED_MARK_RATIO * l.size &&
    first.base < l.base
  );
}

/** A raised entry number's run: a reference list numbered in superscripts (AIAA, Nature, ACS). */
const RAISED_NUMBER = /^\d{1,3}$/;
/** After its raised number, an entry opens on a name: an initial ("S. Mensah") or a surname ("Keller, T."), not an isotope ("13C NMR"). */
const ENTRY_AFTER_NUMBER = /^\d{1,3}\s?\p{Lu}(?:\.|\p{Ll}+)/u;

/** The line opens on a raised entry number followed by a name: a reference entry numbered in superscripts. */
export function opensOnRaisedEntryNumber(l: Line): boolean {
  return ENTRY_AFTER_NUMBER.test(l.text) && opensOnRaisedRun(l, RAISED_NUMBER);
}

/** A line opening on a bracketed entry number ("[8] A. Rossi…"). */
export function opensBracketEntry(text: string): boolean {
  return BRACKET_ENTRY.test(text.trim());
}

/** A line shaped like a reference entry's start, year or not (only with other evidence: a running head "A. Sundström et al." is shaped so). */
export function startsLikeReference(text: string): boolean {
  const t = text.trim();
  return BRACKET_ENTRY.test(t) || REFERENCE_START.test(t);
}

/** A reference entry's first line: its shape and a year within it. */
export function isReferenceEntry(text: string): boolean {
  const t = text.trim();
  return BRACKET_ENTRY.test(t) || (REFERENCE_START.test(t) && YEAR.test(t));
}

/**
 * A small-type tail that is a reference list: it follows or starts with a References heading,
 * or its first line is an entry ("[1] …", "Surname, I. … 2009").
 */
export function looksLikeReferences(tail: readonly Line[], above: Line | undefined): boolean {
  if (above && REFERENCES_HEADING.test(above.text.trim())) return true;
  if (REFERENCES_HEADING.test(tail[0].text.trim())) return true;
  const first = tail.length > 1 ? `${tail[0].text} ${tail[1].text}` : tail[0].text;
  return (
    BRACKET_ENTRY.test(tail[0].text.trim()) || (REFERENCE_START.test(tail[0].text.trim()) && YEAR.test(first))
  );
}

/**
 * A note marker strict enough to open a block of small type standing alone in its region
 * ("1 The …", "∗Corresponding …", "∗) This …"): list and section numbers ("1. ", "4.1 ") do not.
 */
export const STRICT_MARKER = /^(?:\d{1,2}|[*∗†‡§¶])\)?\s?\p{L}/u;

/** Notes are sentences or links, not table rows ("ALL DEMENTIA", "0.99 (0.96–1.03)"). */
export function readsAsNote(text: string): boolean {
  const toks = text.split(/\s+/).filter(Boolean);
  if (!toks.length) return false;
  const words = toks.filter((t) => (t.length > 1 && WORD.test(t)) || LINK.test(t)).length;
  return words / toks.length >= NOTE_MIN_WORD_SHARE || toks.some((t) => LINK.test(t));
}

/** Rows of one note block share a size: a step of this many points is another kind of small type. */
export const NOTE_SIZE_STEP = 0.5;
/** Runs of one line of running text are never this many font sizes apart; table cells are (LaTeX puts 1.2 em between columns). */
const CELL_GAP_EM = 1.2;
/** What a raised note mark's own run holds: a number or a note symbol, nothing else. */
const MARK_GLYPHS = /^(?:\d{1,2}|[*∗†‡§¶])$/u;

/** A line of running text has no gap of a table's cell spacing between its runs. */
export function runningText(l: Line): boolean {
  const items = l.items ?? [];
  for (let k = 1; k < items.length; k++)
    if (items[k].x0 - items[k - 1].x1 >= CELL_GAP_EM * l.size) return false;
  return true;
}

/** The line opens on a note mark (digits or a note symbol, then a letter) raised over its baseline in smaller type. */
export function raisedMark(l: Line): boolean {
  return STRICT_MARKER.test(l.text) && opensOnRaisedRun(l, MARK_GLYPHS);
}
