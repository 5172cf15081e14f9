/**
 * Headings from geometry. A paragraph is a heading when it is short, stands alone (the
 * paragraph builder already broke before and after it) and carries typographic evidence: a
 * larger size than the body, a font other than the body's (pdf.js font ids are opaque, but
 * bold, italic and small capitals are separate fonts), all capitals, section numbering, or a
 * section keyword ("Abstract", "References"). Run-in headings ("Participants. Forty…" in
 * another font, "METHOD We…") are the leading words of an ordinary paragraph
 * (headings-runin.ts).
 * Candidates are then judged by the document around them (`supported`): table-of-contents runs,
 * numbering out of sequence, no text under an unnumbered one. Levels come from numbering depth
 * ("3.2.1" is 3), else from the style's rank among headings.
 *
 * Longer than 300 lines on purpose: the heading rules (numbering, size, font, stand-alone
 * lines, context, levels) share one context and their guards against each other's false hits.
 */
import { alignment, resolveAlignment } from './headings-align.ts';
import { allMonospace } from './headings-mono.ts';
import { dominantFont, type Line } from './model.ts';
import type { Para } from './paragraphs.ts';
import type { Typography } from './stats.ts';

/** A heading is at most this many characters and lines (long titles of sections wrap to 2–3 lines in narrow columns). */
const HEADING_MAX_CHARS = 160;
const HEADING_MAX_LINES = 3;
const HEADING_MAX_WORDS = 24;
/** Unnumbered headings are shorter: a longer line alone in italics is a sentence (an abstract's first line). */
const UNNUMBERED_MAX_WORDS = 14;
/** An unnumbered heading with commas is in heading type and has at most this many commas and words (author lists are longer). */
const MAX_COMMAS = 2;
const COMMA_MAX_WORDS = 10;
/** A line ending in an article, preposition or conjunction runs on ("Methods Starting in May 2009, searches of the"). */
export const OPEN_END = /\b(?:the|a|an|of|in|on|at|to|for|with|by|from|and|or|as|that|which)$/i;
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
/** Letters must be at least this share of the non-space characters (equation lines, number rows are not headings). */
const MIN_LETTER_SHARE = 0.6;
/** An all-capitals heading has at least this many letters ("METHOD"; "NASA" alone stays text). */
const CAPS_MIN_LETTERS = 4;
/** Any heading has at least this many letters: shorter stand-alone bits are figure text ("XW", "T P", "CGM"). */
export const MIN_LETTERS = 4;
/** This many consecutive candidates of one style are a list, code or table cells, not headings. */
const RUN_OF_SAME_STYLE = 3;
/** Section numbers above this are figure ticks or list counts ("40 FIDD"), not sections (papers have fewer). */
const MAX_SECTION_NUMBER = 30;
/** A heading numbered "Appendix A." / "APPENDIX B:" (numbering() strips the word with the letter). */
const APPENDIX_WORD = /^appendix\b/i;
/** Blank space above a body-font numbered line, in body pitches, for it to count as standing apart. */
const SPACE_ABOVE_PITCHES = 1.6;

/**
 * Section words that are headings when they stand alone whatever their type. The back-matter
 * ones ("Competing interests", "Authors' contributions", "Availability of data and materials")
 * are set in small type by BMC, Springer and Elsevier journals: size is no evidence for them.
 */
export const KEYWORDS =
  /^(?:abstract|summary|references|bibliography|literature cited|works cited|acknowledge?ments?|introduction|conclusions?|related work|background|discussion|general discussion|results|results and discussion|methods?|materials and methods|appendix(?:\s+[a-z\d]{1,3})?|supplementary materials?|additional files?|grant disclosures|competing interests?|conflicts? of interests?|declaration of (?:competing )?interests?|declarations|funding|authors?[’']?s?[’']? contributions?|availability of data(?: and materials?)?|data availability(?: statement)?|ethics approval(?: and consent to participate)?|consent for publication|abbreviations|author details|author information)$/i;
/**
 * The keyword headings that are always top level: front and back matter. Back-matter headings
 * set small (BMC's "Competing interests" in 7.5 pt) would otherwise rank as sub-sections of the
 * Conclusion and take its label.
 */
const TOP_KEYWORDS =
  /^(?:abstract|summary|references|bibliography|literature cited|works cited|acknowledge?ments?|appendix\b|competing interests?|conflicts? of interests?|declaration of (?:competing )?interests?|declarations|funding|authors?[’']?s?[’']? contributions?|availability of data|data availability|ethics approval|consent for publication|abbreviations|author details|author information|additional files?)/i;
/** Front-matter fields and float labels that look like headings ("Email:", "Keywords:", "Algorithm 3 …"). */
const NOT_HEADING =
  /@|https?:|www\.|^(?:e-?mail|keywords?|key words|index terms|received|accepted)\b|^(?:algorithm|table|figure|fig\.|listing)\s*S?\d|[·|•]\s*\d+$/i;
/** A caption that is only its label ("TABLE I", IEEE): the line after it is the caption's title. */
const LABEL_ONLY_CAPTION = /^(?:table|tab\.|fig(?:ure)?\.?)\s*(?:\d+|[IVXL]+)[.:]?$/i;

interface Numbering {
  re: RegExp;
  depth: (m: RegExpExecArray) => number;
}

/**
 * Section numbers: "3", "3.2", "3.2.1" (with or without a dot, "1Introduction" when the gap is
 * lost), "III." / "III", "II-A", "II-A1" (IEEE), "A." (IEEE subsections, appendices), "1)".
 */
const NUMBERINGS: Numbering[] = [
  {
    re: /^([1-9]\d?(?:\.\d{1,2}){0,3})\.?(?:\s+|(?=\p{Lu}\p{Ll}))(?=\p{Lu})/u,
    depth: (m) => m[1].split('.').length,
  },
  { re: /^[IVX]{1,6}-[A-Z](\d{1,2})?\.?\s+(?=\p{Lu})/u, depth: (m) => (m[1] ? 3 : 2) },
  { re: /^[IVX]{1,6}\.?\s+(?=\p{Lu})/u, depth: () => 1 },
  // Appendix sub-sections "A.1", "C.2.1" (JSS, Elsevier): the letter is the top level.
  { re: /^[A-H]((?:\.\d{1,2}){1,3})\.?\s+(?=\p{Lu})/u, depth: (m) => m[1].split('.').length },
  { re: /^[A-H]\.\s*(?=\p{Lu})/u, depth: () => 2 },
  { re: /^\d{1,2}\)\s+(?=\p{Lu})/u, depth: () => 3 },
  { re: /^(?:Appendix|APPENDIX)\s+[A-Z\d]{1,3}\b[.:]?\s*/u, depth: () => 1 },
  { re: /^(?:Appendix|APPENDIX)[.:—–]\s*(?=\p{Lu})/u, depth: () => 1 },
];

export function numbering(text: string): { length: number; depth: number } | null {
  for (const n of NUMBERINGS) {
    const m = n.re.exec(text);
    if (m && !(Number.parseInt(m[0], 10) > MAX_SECTION_NUMBER))
      return { length: m[0].length, depth: n.depth(m) };
  }
  return null;
}

/**
 * A sub-section number before a title that starts in lower case: a function name or a symbol
 * ("3.1. readData", JSS; "2.8. *k*-shell decomposition", Elsevier). Only for numbers of two
 * levels or more, and only where the title is in heading type (the callers check): "1. the
 * first…" is a list item, and a top-level number before a lower-case word is a count.
 */
const LOWER_TITLE = /^([1-9]\d?(?:\.\d{1,2}){1,3})\.?\s+(?=\p{Ll})/u;

export function lowerCaseNumbering(text: string): { length: number; depth: number } | null {
  const m = LOWER_TITLE.exec(text);
  if (!m || Number.parseInt(m[1], 10) > MAX_SECTION_NUMBER) return null;
  return { length: m[0].length, depth: m[1].split('.').length };
}

/** A heading numbered by a capital letter alone ("A. Partitioned…", "B Proofs"). */
const LETTER_ONLY = /^[A-H]\.?\s/;

/** The leading arabic section number ("3" of "3.2 Data"), or null for other numberings. */
function leadingNumber(text: string): number | null {
  const m = /^([1-9]\d?)(?=[.\s\p{Lu}])/u.exec(text);
  return m ? Number.parseInt(m[1], 10) : null;
}

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
}

/** One detected heading, before levels are assigned. */
export interface Heading {
  index: number;
  depth: number | null;
  /** Style key: size, font evidence, capitals and centring; headings of one style share a level. */
  style: string;
  size: number;
  top: boolean;
  /** Evidence that holds inside a reference list too: a section keyword or larger type. */
  strong: boolean;
  /** A section keyword ("References", "Competing interests"). */
  keyword: boolean;
  /** The leading arabic section number, when numbered so. */
  number: number | null;
  /** Numbered by a capital letter alone ("A. Partitioned vs. …"): an IEEE sub-section or an appendix. */
  letter?: boolean;
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

/** Is this stand-alone paragraph a heading? */
export function headingOf(p: Para, prev: Para | null, index: number, ctx: HeadingContext): Heading | null {
  if (p.float || p.role) return null;
  if (ctx.mono && allMonospace(p.lines, ctx.mono)) return null;
  const text = p.text;
  if (text.length > HEADING_MAX_CHARS || p.lines.length > HEADING_MAX_LINES) return null;
  const words = text.split(/\s+/).length;
  if (words > HEADING_MAX_WORDS) return null;
  // A line ending in a comma or an open bracket runs on ("…the inverse transition matrix U: {").
  if (/[;=<>∑∫]|[,;{([]$/.test(text) || NOT_HEADING.test(text)) return null;
  if (prev?.float === 'caption' && LABEL_ONLY_CAPTION.test(prev.text)) return null;
  const { bodySize, pitch } = ctx.typo;
  const size = Math.max(...p.lines.map((l) => l.size));
  const bigger = size >= HEADING_SIZE_RATIO * bodySize;
  const otherFont = p.lines.every((l) => l.font !== undefined && l.font !== ctx.bodyFont);
  // A lower-case title after a sub-section number only in heading type ("3.1. readData").
  const num = numbering(text) ?? (bigger || otherFont ? lowerCaseNumbering(text) : null);
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
  if (size < SMALL_RATIO * bodySize && !caps && !keyword) return null;
  // A stand-alone heading does not end like a sentence (run-in headings do, but they are not alone).
  if (/[.:]$/.test(text) && !keyword) return null;
  const first = p.lines[0];
  const above = prev?.lines[prev.lines.length - 1];
  const spaceAbove =
    !above || above.page !== first.page || above.block !== first.block
      ? true
      : first.base - above.base > SPACE_ABOVE_PITCHES * pitch;
  // The end of a line above in the same type that was full ("…services in the Medical" over
  // "Department", a wrapped list item): the rest of a sentence, not a heading.
  if (!keyword && above && !spaceAbove && wrapsOnto(above, first, text)) return null;
  const heading = keyword || bigger || otherFont || (caps && (num !== null || spaceAbove));
  if (!heading) return null;
  const align = alignment(p.lines[p.lines.length - 1]);
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
  };
}

/** Body text under a heading: a paragraph of at least this many lines… */
const FOLLOWER_MIN_LINES = 2;
/** …or this many characters (a one-line paragraph in a wide column). */
const FOLLOWER_MIN_CHARS = 100;
/** A table-of-contents entry ends in a page number after a space… */
const TOC_PAGE = /\p{L}[\s.]+\d{1,4}$/u;
/** …and comes in a run of at least this many consecutive entries. */
const TOC_RUN = 3;
/** A list item under a heading ("Main messages" over bullets; the bullet glyph often comes out as "<" or a control character). */
const LIST_ITEM = /^[^\p{L}\p{N}\s([{"'“‘]\s+\p{L}/u;
/** A display formula under a paragraph heading ("Ideal Trust Property" over "T(p) = Pr[O(p) = 1]."): looked through for the text after it. */
const DISPLAY_MATH = /[=∑∫≤≥⎧⎨⎩∀∃∈]|^\s*[{|]/u;
/** A style backs its headings without text under them when this many of its headings… */
const STYLE_BACKING_MIN = 2;
/** …and at least this share of them have text under them. */
const STYLE_BACKING_SHARE = 0.5;
/** Headings in a row looked through for the body under them ("Experiment" over "Task and stimuli" over text). */
const FOLLOWER_CHAIN = 3;

/**
 * Drop candidates that the document's other headings do not back:
 * - Table-of-contents entries: TOC_RUN or more consecutive short paragraphs ending in a page
 *   number (real-nogt grobid_0807.3577: without this its TOC's "6. Conclusions 9" also
 *   puts the body's "5. Connection…" out of sequence).
 * - Alone: the only arabic-numbered candidate, numbered 2 or more and not in larger type.
 * - Out of sequence: an arabic-numbered candidate below the highest section number so far,
 *   when the next numbered candidate goes on from that highest number, is a numbered list item
 *   or a footnote ("2. Argument Extraction: For each…" between 4.1 and 4.2, "1Note that…").
 * - No body under it: an unnumbered candidate that is not a section keyword needs text under it,
 *   possibly after a few more headings; labels of figures and unstructured tables ("FEAT NBRHD",
 *   "User Program", bold header rows) are followed by more short fragments, not by paragraphs.
 *   Floats (captions) and display formulas in between are skipped; a list item counts as text. Tuned on science-parse-weakgt and readoc-arxiv,
 *   checked on real-nogt and authored-unit-tests.
 */
const letterShare = (s: string) =>
  (s.match(/\p{L}/gu) ?? []).length / Math.max(1, s.replace(/\s/g, '').length);

export function supported(all: readonly Heading[], laid: readonly Para[]): Heading[] {
  resolveAlignment(all);
  // Table-of-contents entries ("1. Introduction 2", "References 14"): runs of consecutive short
  // paragraphs each ending in a page number, whether or not each one is a candidate.
  const entry = (p: Para) => p.text.length <= HEADING_MAX_CHARS && TOC_PAGE.test(p.text);
  const toc = new Set<number>();
  for (let i = 0; i < laid.length; ) {
    let j = i;
    while (j < laid.length && entry(laid[j])) j++;
    if (j - i >= TOC_RUN) for (let k = i; k < j; k++) toc.add(k);
    i = Math.max(j, i + 1);
  }
  const found = all.filter((h) => !toc.has(h.index));
  const at = new Map(found.map((h) => [h.index, h]));
  const numbered = found.filter((h) => h.number !== null).length;
  const keep = found.filter((h, k) => {
    if (h.number === null) return true;
    // A lone section number past the first, in body-size type, with no other numbered heading
    // around it is a count or a note ("5 Webtext" in olmOCR's handwritten mattsnotes).
    if (numbered === 1 && h.number > 1 && !h.strong) return false;
    let highest = 0;
    for (let j = 0; j < k; j++) highest = Math.max(highest, found[j].number ?? 0);
    if (h.number >= highest) return true;
    const next = found.slice(k + 1).find((g) => g.number !== null);
    return !next || (next.number as number) < highest;
  });
  // Prose is mostly letters: a long row of table numbers ("Q1 5.8 Q2 2.8 …") is not text under a heading.
  const wordy = (p: Para) => letterShare(p.text) >= MIN_LETTER_SHARE;
  const bodyLike = (p: Para) =>
    ((p.lines.length >= FOLLOWER_MIN_LINES || p.text.length >= FOLLOWER_MIN_CHARS) && wordy(p)) ||
    LIST_ITEM.test(p.text);
  const hasBody = (h: Heading) => {
    let chain = 0;
    for (let i = h.index + 1; i < laid.length; i++) {
      const p = laid[i];
      if (p.float) continue;
      if (at.has(i)) {
        if (++chain > FOLLOWER_CHAIN) return false;
        continue;
      }
      if (bodyLike(p)) return true;
      // A display formula is mostly symbols; a labelled figure row with one "=" is not one.
      if (!DISPLAY_MATH.test(p.text) || wordy(p)) return false;
    }
    return true;
  };
  // A style whose headings mostly have text under them backs its others: a paragraph heading
  // over a display formula or a code listing ("Ideal Trust Property", "Data preprocessing").
  const open = keep.filter((h) => h.depth === null && !h.keyword);
  const backed = new Map<string, { body: number; all: number }>();
  const ok = new Set<Heading>();
  for (const h of open) {
    const b = backed.get(h.style) ?? { body: 0, all: 0 };
    b.all++;
    if (hasBody(h)) {
      b.body++;
      ok.add(h);
    }
    backed.set(h.style, b);
  }
  return keep.filter((h) => {
    if (h.depth !== null || h.keyword || ok.has(h)) return true;
    const b = backed.get(h.style) as { body: number; all: number };
    return b.body >= STYLE_BACKING_MIN && b.body >= STYLE_BACKING_SHARE * b.all;
  });
}

/** Deepest level given (markdown has six; papers rarely go past four). */
const MAX_LEVEL = 6;

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
  // The heading's line was full: the remainder's first word would not have fitted on it (two
  // headings in a row, "Experiment" over "Task and stimuli", are not one).
  const word = /^\S+/.exec(q.text)?.[0] ?? '';
  const wordWidth = ((first.x1 - first.x0) * word.length) / Math.max(1, first.text.length);
  const slack = last.colRight - last.colLeft - (last.x1 - last.x0);
  if (slack > wordWidth + WRAP_SLACK_EM * last.size) return false;
  // The remainder is words ("spectroscopy", "Hybrid Data Placement"), not axis numbers.
  if (!/^\p{L}/u.test(q.text) || (q.text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return false;
  const caps = (s: string) => !/\p{Ll}/u.test(s);
  return caps(h.text) === caps(q.text);
}

/**
 * Drop runs of same-style candidates (lists, code, table cells in bold), then give levels:
 * numbering depth where there is one; a style takes the level most of its numbered headings
 * have; other styles rank below the nearest larger known style.
 */
export function assignLevels(found: Heading[]): Map<number, number> {
  resolveAlignment(found);
  const kept: Heading[] = [];
  for (let i = 0; i < found.length; ) {
    let j = i + 1;
    while (
      j < found.length &&
      found[j].index === found[j - 1].index + 1 &&
      found[j].style === found[i].style &&
      found[j].depth === null
    )
      j++;
    if (j - i < RUN_OF_SAME_STYLE || found[i].depth !== null) kept.push(...found.slice(i, j));
    else kept.push(...found.slice(i, j).filter((h) => h.top));
    i = j;
  }
  // A letter alone numbers an IEEE sub-section ("A. Algorithm structure", italic under
  // "I. INTRODUCTION") or an appendix set like the top-level sections ("A. Partitioned vs. …"
  // in the type of "1. Introduction", JSS): it is top level when all its style's arabic numbers are.
  const arabicDepths = new Map<string, Set<number>>();
  for (const h of kept)
    if (h.number !== null && h.depth !== null)
      arabicDepths.set(h.style, (arabicDepths.get(h.style) ?? new Set<number>()).add(h.depth));
  for (const h of kept) {
    const d = arabicDepths.get(h.style);
    if (h.letter && d?.size === 1 && d.has(1)) h.depth = 1;
  }
  const votes = new Map<string, Map<number, number>>();
  for (const h of kept) {
    if (h.depth === null) continue;
    const v = votes.get(h.style) ?? new Map<number, number>();
    v.set(h.depth, (v.get(h.depth) ?? 0) + 1);
    votes.set(h.style, v);
  }
  const styleLevel = new Map<string, number>();
  for (const [s, v] of votes)
    styleLevel.set(s, [...v.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0]);
  // Unknown styles by size (larger first), capitals before mixed case, centred before flush.
  const styles = [...new Set(kept.map((h) => h.style))].sort((a, b) => {
    const [sa, , ca, ea] = a.split('|');
    const [sb, , cb, eb] = b.split('|');
    return Number(sb) - Number(sa) || (cb ? 1 : 0) - (ca ? 1 : 0) || (eb ? 1 : 0) - (ea ? 1 : 0);
  });
  let above = 0;
  for (const s of styles) {
    const known = styleLevel.get(s);
    if (known !== undefined) above = Math.max(above, known);
    else {
      // Only top-keyword headings in this style ("Abstract", "References"): they say nothing
      // about rank; a style seen once takes the rank above it without using one up (a stray
      // large line must not push every heading below it a level down).
      const mine = kept.filter((h) => h.style === s);
      if (mine.every((h) => h.top)) styleLevel.set(s, 1);
      else if (mine.length === 1) styleLevel.set(s, Math.max(1, above));
      else styleLevel.set(s, ++above);
    }
  }
  const out = new Map<number, number>();
  for (const h of kept)
    out.set(h.index, h.top ? 1 : Math.min(MAX_LEVEL, h.depth ?? (styleLevel.get(h.style) as number)));
  return out;
}
