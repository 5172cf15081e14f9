/**
 * What a heading's words can be, shared by the stand-alone rules (headings.ts), the run-in rules
 * (headings-runin.ts) and the document-level checks (headings-levels.ts): section numberings and
 * their depth, the section words, and the limits on a heading's text.
 */

/** A heading is at most this many characters (long titles of sections wrap to 2–3 lines in narrow columns). */
export const HEADING_MAX_CHARS = 160;
/** A line ending in an article, preposition or conjunction runs on ("Methods Starting in May 2009, searches of the"). */
export const OPEN_END = /\b(?:the|a|an|of|in|on|at|to|for|with|by|from|and|or|as|that|which)$/i;
/** Letters must be at least this share of the non-space characters (equation lines, number rows are not headings). */
export const MIN_LETTER_SHARE = 0.6;
/** Any heading has at least this many letters: shorter stand-alone bits are figure text ("XW", "T P", "CGM"). */
export const MIN_LETTERS = 4;
/** Section numbers above this are figure ticks or list counts ("40 FIDD"), not sections (papers have fewer). */
const MAX_SECTION_NUMBER = 30;

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
export const TOP_KEYWORDS =
  /^(?:abstract|summary|references|bibliography|literature cited|works cited|acknowledge?ments?|appendix\b|competing interests?|conflicts? of interests?|declaration of (?:competing )?interests?|declarations|funding|authors?[’']?s?[’']? contributions?|availability of data|data availability|ethics approval|consent for publication|abbreviations|author details|author information|additional files?)/i;

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
    re: /^([1-9]\d?(?:\.\d{1,2}){0,4})\.?(?:\s+|(?=\p{Lu}\p{Ll}))(?=\p{Lu})/u,
    // A zero part is a level the document skipped ("2.0 Methods" over "2.1 …"; NRC's
    // paragraph heads "3.1.0.0.1" right under 3.1): the depth counts the other parts.
    depth: (m) => m[1].split('.').filter((n) => Number(n) !== 0).length,
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

/** The section sign some journals set before section numbers ("§1. Introduction", Progress of Theoretical Physics). */
const SECTION_SIGN = /^§\s*(?=\d)/u;

export function numbering(text: string): { length: number; depth: number } | null {
  const sign = SECTION_SIGN.exec(text)?.[0] ?? '';
  const rest = text.slice(sign.length);
  for (const n of sign ? NUMBERINGS.slice(0, 1) : NUMBERINGS) {
    const m = n.re.exec(rest);
    if (m && !(Number.parseInt(m[0], 10) > MAX_SECTION_NUMBER))
      return { length: sign.length + m[0].length, depth: n.depth(m) };
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
export const LETTER_ONLY = /^[A-H]\.?\s/;

/** The leading arabic section number ("3" of "3.2 Data"), or null for other numberings. */
export function leadingNumber(text: string): number | null {
  const m = /^(?:§\s*)?([1-9]\d?)(?=[.\s\p{Lu}])/u.exec(text);
  return m ? Number.parseInt(m[1], 10) : null;
}
