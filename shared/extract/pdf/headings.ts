/**
 * Headings from geometry. A paragraph is a heading when it is short, stands alone (the
 * paragraph builder already broke before and after it) and carries typographic evidence: a
 * larger size than the body, a font other than the body's (pdf.js font ids are opaque, but
 * bold, italic and small capitals are separate fonts), all capitals, section numbering, or a
 * section keyword ("Abstract", "References"). Run-in headings ("Participants. Forty…" in
 * another font, "METHOD We…") are the leading words of an ordinary paragraph
 * (headings-runin.ts).
 * Candidates are then judged by the document around them and given levels (headings-levels.ts);
 * numberings, section words and the limits on a heading's text are in headings-text.ts.
 */

import { unspaced } from '../../structure/labels.ts';
import { BARE_CAPTION_LABEL } from './captions.ts';
import { alignment, withIndent } from './headings-align.ts';
import type { Heading } from './headings-levels.ts';
import { allMonospace } from './headings-mono.ts';
import {
  HEADING_MAX_CHARS,
  KEYWORDS,
  LETTER_ONLY,
  leadingNumber,
  lowerCaseNumbering,
  MIN_LETTER_SHARE,
  MIN_LETTERS,
  numbering,
  OPEN_END,
  TOP_KEYWORDS,
} from './headings-text.ts';
import { dominantFont, type Line } from './model.ts';
import { INDENT_MIN_EM } from './paragraph-hanging.ts';
import { ENDS_SENTENCE } from './paragraph-heads.ts';
import type { Para } from './paragraphs.ts';
import type { Typography } from './stats.ts';

export { assignLevels, type Heading, supported } from './headings-levels.ts';
export { KEYWORDS, lowerCaseNumbering, MIN_LETTERS, numbering, OPEN_END } from './headings-text.ts';

/** A heading is at most this many lines and words (HEADING_MAX_CHARS: headings-text.ts). */
const HEADING_MAX_LINES = 3;
const HEADING_MAX_WORDS = 24;
/** Unnumbered headings are shorter: a longer line alone in italics is a sentence (an abstract's first line). */
const UNNUMBERED_MAX_WORDS = 14;
/** An unnumbered heading with commas is in heading type and has at most this many commas and words (author lists are longer). */
const MAX_COMMAS = 2;
const COMMA_MAX_WORDS = 10;
/** Abbreviations with a period inside a heading's words. */
const ABBREVIATION = /\b(?:vs|e\.g|i\.e|cf|et al|approx|resp)\.\s/gi;
/** Institution words before a comma: an affiliation line, never a section. */
const AFFILIATION =
  /\b(?:Department|Dept\.|University|Institute|Faculty|Hospital|Laboratory|Universit[éàä]\p{L}*)\b[^,]*,/u;
/** An unnumbered all-capitals heading has a word of five letters: shorter capitals are figure labels and acronyms ("FIDD", "TL EF", "OPD II"). */
const CAPS_WORD = /\p{Lu}{5}/u;
/** Larger than the body by this share counts as heading type (LaTeX \large is 1.2, 11 pt on 10 pt is 1.1; 8% clears rounding). */
const HEADING_SIZE_RATIO = 1.08;
/**
 * Lines below this share of the body size are footnotes and figure text ("1Note that any norm…")
 * unless set in capitals (IEEE small capitals are ~0.8 of the body). Headings are rarely set
 * smaller than their body; 0.9 keeps 9 pt headings over 10 pt text.
 */
const SMALL_RATIO = 0.9;
/**
 * Some journals set sub-headings smaller than the body (8 pt bold sans "2.1 Household studies"
 * over 9 pt text; bench headings latex smallheads-2col). Such a line is a heading only on strong
 * evidence: a sub-section number (two levels or more: a top-level number in small type is a
 * footnote or list mark), set wholly in a font the body does not use, at most this many lines
 * and words, with space above, and not below this share of the body size (7 pt under 9 pt is
 * 0.78; smaller still is figure text). headings-levels.ts `supported` then asks for the
 * section it belongs to among the document's other headings ("2.1" after "2 Background").
 */
const SMALL_HEAD_MAX_LINES = 2;
const SMALL_HEAD_MAX_WORDS = 12;
const SMALL_HEAD_MIN_RATIO = 0.75;
/** An all-capitals heading has at least this many letters ("METHOD"; "NASA" alone stays text). */
const CAPS_MIN_LETTERS = 4;
/** A heading numbered "Appendix A." / "APPENDIX B:" (numbering() strips the word with the letter). */
const APPENDIX_WORD = /^appendix\b/i;
/** A sub-section head in the body's own type has at most this many words ("3.1.1 Temperature correction")… */
const PLAIN_HEAD_MAX_WORDS = 10;
/** …and stands at least this many body pitches under the line above (a line of text steps one). */
const PLAIN_SPACE_ABOVE_PITCHES = 1.15;
/** "Appendix A" alone on its line: the heading is the word and its letter, not a number before nothing. */
const APPENDIX_ALONE = /^appendix\s+[a-z\d]{1,3}$/i;
/** Blank space above a body-font numbered line, in body pitches, for it to count as standing apart. */
const SPACE_ABOVE_PITCHES = 1.6;

/** Front-matter fields and float labels that look like headings ("Email:", "Keywords:", "Algorithm 3 …"). */
const NOT_HEADING =
  /@|https?:|www\.|^(?:e-?mail|keywords?|key words|index terms|received|accepted)\b|^(?:algorithm|table|figure|fig\.|listing)\s*S?\d|[·|•]\s*\d+$/i;

/** The body font: the font id with most characters among body-size lines. */
export function bodyFont(lines: readonly Line[], typo: Typography): string {
  const items = lines
    .filter((l) => Math.abs(l.size - typo.bodySize) <= 0.6 && l.items)
    .flatMap((l) => l.items ?? []);
  return dominantFont(items, true);
}

export interface HeadingContext {
  typo: Typography;
  bodyFont: string;
  /** Monospaced font ids (headings-mono.ts): a line set wholly in one is code, not a heading. */
  mono?: ReadonlySet<string>;
  /** The document numbers its sections I., A., 1. (headings-scheme.ts): an arabic "1." opens a sub-sub-section. */
  romanScheme?: boolean;
  /** The document indents its paragraphs' first lines (indentsParagraphs): a flush paragraph follows a heading. */
  indents?: boolean;
}

/** The document indents its paragraphs when this share of its paragraphs after a paragraph open indented, … */
const INDENTED_SHARE = 0.5;
/** …of at least this many such paragraphs. */
const INDENT_MIN_PARAS = 4;

/**
 * Whether the document indents its paragraphs: most paragraphs of body text that follow another
 * in the same column (a paragraph after a heading opens flush in LaTeX) open on an indented line.
 */
export function indentsParagraphs(paras: readonly Para[], typo: Typography): boolean {
  let n = 0;
  let indented = 0;
  const body = (p: Para) =>
    p.lines.length >= 2 &&
    !p.float &&
    !p.role &&
    p.lines[0].page === p.lines[1].page &&
    p.lines[0].block === p.lines[1].block &&
    Math.abs(p.lines[0].size - typo.bodySize) <= 0.1 * typo.bodySize;
  for (let i = 1; i < paras.length; i++) {
    const [prev, p] = [paras[i - 1], paras[i]];
    if (!body(prev) || !body(p) || prev.lines.at(-1)?.block !== p.lines[0].block) continue;
    const [a, b] = p.lines;
    // A hanging first line is a list's entry (a reference), not a paragraph's opening.
    if (b.x0 - a.x0 >= INDENT_MIN_EM * a.size) continue;
    n++;
    if (a.x0 - b.x0 >= INDENT_MIN_EM * a.size) indented++;
  }
  return n >= INDENT_MIN_PARAS && indented >= INDENTED_SHARE * n;
}

const norm = (s: string) => s.replace(/[.:]\s*$/, '').trim();

/** A line continues the one above when both are in one font and size and the line above had no room for its first word. */
function wrapsOnto(above: Line, first: Line, text: string): boolean {
  if (above.font !== first.font || Math.abs(above.size - first.size) > 0.05 * first.size) return false;
  if (/[.!?:;]$/.test(above.text)) return false;
  const word = /^\S+/.exec(text)?.[0] ?? '';
  const wordWidth = ((first.x1 - first.x0) * word.length) / Math.max(1, first.text.length);
  return above.colRight - above.x1 < wordWidth + WRAP_SLACK_EM * first.size;
}

/** Is this stand-alone paragraph a heading? `next`, the paragraph after it, tells an indented one (headings-align.ts). */
export function headingOf(
  p: Para,
  prev: Para | null,
  index: number,
  ctx: HeadingContext,
  next?: Para | null,
): Heading | null {
  if (p.float || p.role) return null;
  if (ctx.mono && allMonospace(p.lines, ctx.mono)) return null;
  // A section word spelled out in spaced capitals is that word ("A B S T R A C T"); other
  // spaced lines ("A R T I C L E I N F O") stay as they are and fail the word tests below.
  const spelled = unspaced(p.text);
  const text = KEYWORDS.test(spelled) ? spelled : p.text;
  if (text.length > HEADING_MAX_CHARS || p.lines.length > HEADING_MAX_LINES) return null;
  const words = text.split(/\s+/).length;
  if (words > HEADING_MAX_WORDS) return null;
  // A line ending in a comma or an open bracket runs on ("…the inverse transition matrix U: {").
  if (/[;=<>∑∫]|[,;{([]$/.test(text) || NOT_HEADING.test(text)) return null;
  if (prev?.float === 'caption' && BARE_CAPTION_LABEL.test(prev.text)) return null;
  const { bodySize, pitch } = ctx.typo;
  const size = Math.max(...p.lines.map((l) => l.size));
  const bigger = size >= HEADING_SIZE_RATIO * bodySize;
  const otherFont = p.lines.every((l) => l.font !== undefined && l.font !== ctx.bodyFont);
  // A lower-case title after a sub-section number only in heading type ("3.1. readData").
  const num = APPENDIX_ALONE.test(text.trim())
    ? null
    : (numbering(text) ?? (bigger || otherFont ? lowerCaseNumbering(text) : null));
  // Mostly letters, the section number left out: "4.1. Setup" is 5 letters of 9 characters.
  const unnumbered = text.slice(num?.length ?? 0).replace(/\s/g, '');
  const letters = (unnumbered.match(/\p{L}/gu) ?? []).length;
  if (letters < 2 || letters < MIN_LETTER_SHARE * unnumbered.length) return null;
  const title = norm(text.slice(num?.length ?? 0));
  if (!num && words > UNNUMBERED_MAX_WORDS) return null;
  // An affiliation under "Author details" ("1Department of Surgery, University of Calgary, …").
  if (AFFILIATION.test(text)) return null;
  // A word of three letters at least (math and figure labels: "ΘΨ1 ΘL", "Ψx Xx").
  if (!/\p{L}{3}/u.test(title)) return null;
  const keyword = KEYWORDS.test(title);
  if (!/^\p{Lu}/u.test(title) && !keyword && !(num && /^\p{Ll}/u.test(title))) return null;
  // Numbers that are not section numbers ("3: while …", "0.08 LT condensate").
  if (/^\d/.test(text) && !num) return null;
  if ((title.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return null;
  // A sentence boundary or initials inside ("29. Ren B. Study on …"): a reference or prose.
  // Abbreviations are not boundaries ("A. Partitioned vs. unpartitioned variable projection").
  if (/\.\s/.test(title.replace(ABBREVIATION, ''))) return null;
  // Commas: author lists and table rows, unless the line is numbered ("3.1 Carbonates, silicates
  // and soot") or a short line in heading type ("Patient flow, statistics and care", BMC).
  const commas = (text.match(/,/g) ?? []).length;
  if (
    !num &&
    commas &&
    !((bigger || otherFont) && commas <= MAX_COMMAS && words <= COMMA_MAX_WORDS && !OPEN_END.test(text))
  )
    return null;
  const titleLetters = title.match(/\p{L}/gu) ?? [];
  const caps =
    titleLetters.length >= CAPS_MIN_LETTERS &&
    !/\p{Ll}/u.test(title) &&
    (num !== null || keyword || CAPS_WORD.test(title));
  if (!/\p{Ll}/u.test(title) && !caps && !num && !keyword) return null;
  const small = size < SMALL_RATIO * bodySize && !caps && !keyword;
  const smallHead =
    num !== null &&
    num.depth >= 2 &&
    otherFont &&
    p.lines.length <= SMALL_HEAD_MAX_LINES &&
    words <= SMALL_HEAD_MAX_WORDS &&
    size >= SMALL_HEAD_MIN_RATIO * bodySize;
  if (small && !smallHead) return null;
  // A stand-alone heading does not end like a sentence (run-in headings do, but they are not alone).
  if (/[.:]$/.test(text) && !keyword) return null;
  const first = p.lines[0];
  const above = prev?.lines[prev.lines.length - 1];
  const apart = !above || above.page !== first.page || above.block !== first.block;
  const spaceAbove = apart || first.base - (above?.base ?? 0) > SPACE_ABOVE_PITCHES * pitch;
  // A sub-section number in the body's type needs less: PTP sets its "3.1.2. Missing data" 1.25
  // pitches under the text, and headings-levels.ts `supported` asks for its parent or a sibling.
  const spaceAbovePlain = apart || first.base - (above?.base ?? 0) > PLAIN_SPACE_ABOVE_PITCHES * pitch;
  // The end of a line above in the same type that was full ("…services in the Medical" over
  // "Department", a wrapped list item): the rest of a sentence, not a heading.
  if (!keyword && above && !spaceAbove && wrapsOnto(above, first, text)) return null;
  if (small && !spaceAbove) return null;
  // A sub-section number in the body's own type, one short line with space above: some journals
  // set their lowest heads so ("3.1.1 Roughness parameterization"; bench headings latex
  // zoo-wrap-2col). headings-levels.ts `supported` asks for its parent or a sibling before it.
  const plain =
    !keyword &&
    !bigger &&
    !otherFont &&
    !caps &&
    num !== null &&
    num.depth >= 2 &&
    leadingNumber(text) !== null &&
    p.lines.length === 1 &&
    words <= PLAIN_HEAD_MAX_WORDS &&
    spaceAbovePlain &&
    !small;
  // Body type, no number, no other evidence: only the space around it (looseHead).
  const loose =
    !keyword &&
    !bigger &&
    !otherFont &&
    !caps &&
    !small &&
    num === null &&
    looseHead(p, prev, next ?? null, words, ctx);
  const heading = keyword || bigger || otherFont || (caps && (num !== null || spaceAbove)) || plain || loose;
  if (!heading) return null;
  const last = p.lines[p.lines.length - 1];
  const align = withIndent(alignment(last), last, next?.lines);
  const style = `${Math.round(size * 2) / 2}|${otherFont ? (first.font ?? '') : 'body'}|${caps ? 'caps' : ''}|${align}`;
  return {
    index,
    depth: num?.depth ?? null,
    style,
    size,
    top: TOP_KEYWORDS.test(title),
    // "Appendix A. Proofs" names its section as a keyword does, so it also ends a reference list.
    strong: keyword || bigger || APPENDIX_WORD.test(text),
    keyword,
    number: num ? leadingNumber(text) : null,
    ...(num && LETTER_ONLY.test(text) ? { letter: true } : {}),
    ...(small ? { small: true } : {}),
    ...(plain ? { plain: true } : {}),
    ...(loose ? { loose: true } : {}),
  };
}

/** An unnumbered head in the body's own type has at most this many words… */
const LOOSE_HEAD_MAX_WORDS = 8;
/** …and stands this many body pitches at least under the text above and over the text below. */
const LOOSE_APART_PITCHES = 1.5;

/**
 * A head in the body's own type with no number and no other evidence (elbioimp's
 * sub-sub-sections: "Roughness parameterization" alone on a line, space above and below;
 * headingOf rules out the rest): one short line, no closing
 * punctuation, under a paragraph that ended a sentence and over one that starts with a capital,
 * set apart from both by LOOSE_APART_PITCHES. In a document that indents its paragraphs
 * (`ctx.indents`) the space above is enough when the paragraph below opens flush with the head
 * and goes on flush: OUP sets `\paragraph` so ("Sites" 6 pt under the text, then its text one
 * line below, not indented). headings-levels.ts keeps it only when another such head shares its
 * style and a heading of other evidence comes before it.
 */
function looseHead(
  p: Para,
  prev: Para | null,
  next: Para | null,
  words: number,
  ctx: HeadingContext,
): boolean {
  if (p.lines.length !== 1 || words > LOOSE_HEAD_MAX_WORDS || /[.:;,!?]$/.test(p.text)) return false;
  const line = p.lines[0];
  const above = prev?.lines[prev.lines.length - 1];
  const below = next?.lines[0];
  if (!above || !below || above.page !== line.page || below.page !== line.page) return false;
  if (above.block !== line.block || below.block !== line.block) return false;
  if (!ENDS_SENTENCE.test(prev?.text ?? '') || !/^\p{Lu}/u.test(next?.text ?? '')) return false;
  const gap = LOOSE_APART_PITCHES * ctx.typo.pitch;
  if (line.base - above.base < gap) return false;
  if (below.base - line.base >= gap) return true;
  const flush = (l: Line) => Math.abs(l.x0 - line.x0) < INDENT_MIN_EM * line.size;
  const second = next?.lines[1];
  return (
    ctx.indents === true && flush(below) && second !== undefined && second.page === line.page && flush(second)
  );
}

/** A wrapped heading's next line sits at most this many of its sizes below it. */
const WRAP_STEP_EM = 1.6;
/** …and its line leaves less room than the next word plus this many sizes (a space and rounding of the word's width estimate). */
const WRAP_SLACK_EM = 1;

/**
 * The paragraph after a heading continues it when it is its wrapped remainder: the same font
 * and size, the next baseline in the same column, unnumbered, and short. The paragraph builder
 * splits such headings because in justified text a heading's line is a short line.
 */
export function continuesHeading(h: Para, q: Para): boolean {
  const last = h.lines[h.lines.length - 1];
  const first = q.lines[0];
  if (q.float || q.role || q.lines.length > 2 || h.lines.length + q.lines.length > HEADING_MAX_LINES)
    return false;
  if (first.page !== last.page || first.block !== last.block) return false;
  if (first.font !== last.font || Math.abs(first.size - last.size) > 0.05 * last.size) return false;
  const step = first.base - last.base;
  if (step <= 0 || step > WRAP_STEP_EM * last.size) return false;
  if (numbering(q.text) || /[.:]$/.test(h.text) || q.text.length > HEADING_MAX_CHARS) return false;
  // The remainder is words ("spectroscopy", "Hybrid Data Placement"), not axis numbers.
  if (!/^\p{L}/u.test(q.text) || (q.text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return false;
  const caps = (s: string) => !/\p{Ll}/u.test(s);
  if (caps(h.text) !== caps(q.text)) return false;
  // The heading's line was full: the remainder's first word would not have fitted on it (two
  // headings in a row, "Experiment" over "Task and stimuli", are not one).
  const word = /^\S+/.exec(q.text)?.[0] ?? '';
  const wordWidth = ((first.x1 - first.x0) * word.length) / Math.max(1, first.text.length);
  const slack = last.colRight - last.colLeft - (last.x1 - last.x0);
  return slack <= wordWidth + WRAP_SLACK_EM * last.size || wrapsOnShortMeasure(h, last, first, q.text);
}

/** A hanging second line starts this many of its sizes at most from where the title starts after its number. */
const HANG_TOLERANCE_EM = 0.3;

/** Where a numbered line's title starts: the run after a number set apart, else estimated from the characters. */
function titleStart(line: Line): number | null {
  const num = numbering(line.text);
  if (!num) return null;
  const items = line.items ?? [];
  if (items.length > 1 && NUMBER_RUN.test(items[0].str.trim())) return items[1].x0;
  return line.x0 + ((line.x1 - line.x0) * num.length) / Math.max(1, line.text.length);
}
const NUMBER_RUN = /^(?:[1-9]\d?(?:\.\d{1,2}){0,3}|[IVX]{1,6}|[A-H])\.?$/;

/**
 * A heading set on a measure shorter than its column (a ragged heading with a right indent,
 * titlesec's `\titlespacing{…}[right]`, many journals' large sans heads) wraps long before the
 * column's edge, so a full line proves nothing there. The remainder is still the heading's when
 * the wrap shows in the words or the layout: the line stops on a word a title cannot end with
 * ("2 Related work and" / "background"), the remainder goes on in lower case ("4.3 Effect of
 * document" / "length on accuracy…", sentence-case titles), or it hangs under the title after
 * the section number ("3 Materials and" / "Methods" starting under "Materials"). Two headings
 * in a row begin with a capital, flush with the number, after a complete title.
 */
function wrapsOnShortMeasure(h: Para, last: Line, first: Line, rest: string): boolean {
  if (OPEN_END.test(last.text.trim()) || /^\p{Ll}/u.test(rest)) return true;
  const at = titleStart(h.lines[0]);
  return at !== null && Math.abs(first.x0 - at) <= HANG_TOLERANCE_EM * first.size;
}
