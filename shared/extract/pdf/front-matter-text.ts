/**
 * Line-level text rules for the first page's front matter (front-matter.ts reads the geometry,
 * front-matter-people.ts the names and affiliations): what is never a title (stamps, labels,
 * journal lines), where the front matter ends, contacts, dates and prose, superscript markers
 * and side-by-side blocks in a line's runs, TeX's spacing accents, and the title comparison
 * metadata.ts uses to weigh a declared title against the page's.
 */
import { DOI_PREFIX } from '../../lexicon/doi.ts';
import { type Glyphs, joinItems, type Line } from './model.ts';

/**
 * A run this much smaller than its line and raised by this share of the line's size is a
 * superscript marker (affiliation 1,2 or footnote ∗). TeX sets markers at 70% and raises them
 * ~35%; 0.85 and 0.15 leave room for rounding without catching subscripts or small caps.
 */
const SUP_SIZE_RATIO = 0.85;
const SUP_RISE_EM = 0.15;
/**
 * A gap between runs wider than this many font sizes separates side-by-side author or
 * affiliation blocks ("Hua Wang      Heng Huang"). Word spaces are ~0.3 em and justified lines
 * stretch them to ~1 em at worst; the tabular author blocks in the corpora leave 3–13 em.
 */
export const BLOCK_GAP_EM = 2;

/** Spacing accents as PDF text layers emit them (`J¨ager`, `Franc¸ois`) and their combining marks. */
const SPACING_ACCENT: Record<string, string> = {
  '\u00A8': '\u0308',
  '\u00B4': '\u0301',
  '\u02C6': '\u0302',
  '\u02DC': '\u0303',
  '\u00B8': '\u0327',
  '\u02C7': '\u030C',
  '\u02DA': '\u030A',
  '\u02DD': '\u030B',
  '\u00AF': '\u0304',
  '\u0060': '\u0300',
};

/**
 * Recombine spacing accents in a name or title. TeX draws an accent before the letter it sits
 * on, except the cedilla, which hangs under the letter before it: `J¨ager` → Jäger, `Franc¸ois`
 * → François. (The body text gets the normalization pipeline's more careful unicode_nfc step;
 * metadata does not go through it, and names are where accents matter most.)
 */
export function recombineAccents(s: string): string {
  return s
    .replace(/(\p{L})\s?\u00B8/gu, (_, l: string) => `${l}\u0327`)
    .replace(
      /([\u00A8\u00B4\u02C6\u02DC\u02C7\u02DA\u02DD\u00AF`])\s?(\p{L})/gu,
      (m, a: string, l: string) => (a === '`' && !/[aeiouAEIOU]/.test(l) ? m : `${l}${SPACING_ACCENT[a]}`),
    )
    .replace(/[\u00A8\u00B4\u02C6\u02DC\u02C7\u02DA\u02DD\u00AF]/g, '')
    .normalize('NFC');
}

/**
 * Lines that are never a title even when set large: arXiv stamps, preprint and acceptance
 * notes, article-type labels ("Research Article", letter-spaced "R E V I E W"), journal names
 * and issue lines, section headings, abstract openers, copyright and links.
 */
const LABELS = [
  /arxiv:\s*\d{4}\.\d{4,5}|^arxiv\b/i,
  /^(?:a\s+)?pre-?print\b|^(?:accepted|submitted|to appear|appear(?:s|ed|ing) in|published|under review|in press|draft|camera[- ]ready|manuscript|preliminary version)\b/i,
  /^(?:research|original|review|short|brief|regular|full|technical|invited)?\s*(?:article|paper|communication|report|letter|note|review)s?(?:\s+open access)?$/i,
  /^open access$/i,
  /^(?:\p{L}\s){3,}/u,
  /^(?:the\s+)?(?:journal|proceedings|transactions|annals|bulletin|letters|advances|acta)\s+(?:of|on|in)\b/i,
  /\b(?:vol\.?|volume|issue|no\.)\s*\d/i,
  new RegExp(String.raw`\bdoi\b|\b${DOI_PREFIX}\/|©|\bcopyright\b|https?:\/\/|www\.`, 'i'),
  /^(?:abstract|summary|keywords|key words|index terms|(?:table of )?contents|introduction)\b/i,
];
/** A numbered section heading ("1 Introduction", "II. METHODS"): large, but not a title. */
const SECTION_HEADING = /^(?:\d+(?:\.\d+)*\.?|[IVX]+\.)\s+\p{L}[\p{L}\s]{0,40}$/u;

/** The bar between a journal's short name and the article type in a banner ("IJDC | Research Paper"). */
const BANNER_BAR = /\s+[|│]\s+/;

/**
 * A stamp, label, journal line or abstract opener: never a title, an author or an affiliation. A
 * banner of parts between bars is one when any part is ("IJDC | Research Paper", set larger than
 * the title over it on every page).
 */
export function isLabel(text: string): boolean {
  const parts = text.trim().split(BANNER_BAR);
  return parts.some((part) => LABELS.some((re) => re.test(part)));
}

export function notATitle(text: string): boolean {
  return isLabel(text) || SECTION_HEADING.test(text.trim());
}

/** Where the abstract or the body starts: the front matter ends here. */
export const FRONT_END =
  /^(?:abstract|a\s?b\s?s\s?t\s?r\s?a\s?c\t?\s?t|summary|keywords|key\s?words|index terms|(?:1|I)\.?\s+introduction|introduction)\b/i;

/** E-mail addresses (with `{a,b}@` and `(a|b)@` groups), ORCID ids and URLs. */
const CONTACT =
  /(?:[{(][^})]*[})]|[\w.+-]+)@[\w-]+(?:\.[\w-]+)+|\[?\b\d{4}[-−]\d{4}[-−]\d{4}[-−]\d{3}[\dX]\]?|\[\d{4}\b|https?:\/\/\S+/gu;

export function withoutContacts(text: string): string {
  return text.replace(CONTACT, ' ').replace(/\s+/g, ' ').trim();
}

/** A line that is only contact details (e-mails, ORCID, URL) or marks: nothing else on it. */
export function isContactOnly(text: string): boolean {
  return !/\p{L}{2}/u.test(withoutContacts(text).replace(/\b(?:e-?mail|email address(?:es)?)\s*:?/gi, ''));
}

/** Dates printed under the authors ("June 14, 2017", "13 June 2020", "February 2, 2022"). */
const DATE_LINE =
  /^\(?(?:\d{1,2}\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\.?\s+(?:\d{1,2},?\s+)?\d{4}\)?$|^\(?\d{4}-\d{2}-\d{2}\)?$/iu;

/** What a manuscript's dates are for ("Received", "Accepted 4 August 2026", "Published online"). */
const DATE_EVENT =
  /^(?:received|accepted|submitted|revised|published(?: online)?|available online|first published|online)(?: in (?:final|revised) form)?\s*:?\s*/i;

/**
 * A line of dates alone: one date, or several with what each is for, apart by semicolons or
 * other separators ("(Received June 2, 2026)", "Received 9 November 2010; Accepted 25 December
 * 2010", "Submitted 2 June 2026 ∼ Accepted 4 August 2026").
 */
export function isDateLine(text: string): boolean {
  const parts = text
    .trim()
    .replace(/^\((.*)\)$/, '$1')
    .split(/\s*[;∼~·|•]\s*/)
    .filter(Boolean);
  return (
    parts.length > 0 && parts.every((p) => DATE_LINE.test(p.replace(DATE_EVENT, '').replace(/[.,]$/, '')))
  );
}

/** A line's text without superscript runs (affiliation and note markers), when its runs are known. */
export function textWithoutSuperscripts(l: Line): string {
  if (!l.items?.length) return l.text;
  const kept = l.items.filter((it) => !isSuperscript(it, l));
  return kept.length ? joinItems(kept) : '';
}

export function isSuperscript(it: Glyphs, l: Line): boolean {
  return it.size < SUP_SIZE_RATIO * l.size && it.base < l.base - SUP_RISE_EM * l.size;
}

/** Does the line start with a marker (a superscript run, or ∗ † ‡ / a digit glued to a capital)? */
export function startsWithMarker(l: Line): boolean {
  const first = l.items?.[0];
  if (first && isSuperscript(first, l) && /\S/.test(first.str)) return true;
  return /^(?:[∗*†‡§¶◦#]|\d{1,2}(?=\s?\p{Lu}))/u.test(l.text);
}

/** Split a line into side-by-side blocks at wide gaps between its runs. */
export function blocksOf(l: Line, stripSuperscripts: boolean): string[] {
  const items = (l.items ?? []).filter((it) => !stripSuperscripts || !isSuperscript(it, l));
  if (!items.length) return [stripSuperscripts ? textWithoutSuperscripts(l) : l.text];
  const out: Glyphs[][] = [[]];
  items.forEach((it, i) => {
    if (i && it.x0 - items[i - 1].x1 > BLOCK_GAP_EM * l.size) out.push([]);
    out[out.length - 1].push(it);
  });
  return out.map((g) => joinItems(g)).filter(Boolean);
}

/** Lower-case function words that institution lines carry ("University of Texas at Austin"). */
const FUNCTION_WORDS = new Set([
  'of',
  'and',
  'the',
  'at',
  'in',
  'for',
  'de',
  'la',
  'du',
  'des',
  'di',
  'der',
  'und',
  'y',
  'e',
  'et',
  'on',
  'to',
  'für',
  'voor',
]);
/** Prose has at least this many lower-case content words and this share of them. */
const PROSE_MIN_WORDS = 3;
const PROSE_SHARE = 0.3;

/** Running prose (an unlabelled abstract, the body): the front matter has ended. */
export function isProse(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const lower = words.filter((w) => /^\p{Ll}/u.test(w) && !FUNCTION_WORDS.has(w.replace(/\W+$/, '')));
  return lower.length >= PROSE_MIN_WORDS && lower.length / words.length >= PROSE_SHARE;
}

/** A title reduced for comparison: lower case, accents and everything but letters and digits gone. */
export function titleKey(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** 1 − edit distance / longer length, on two keys (titleKey). */
export function titleSimilarity(a: string, b: string): number {
  if (!a.length || !b.length) return a === b ? 1 : 0;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return 1 - prev[b.length] / Math.max(a.length, b.length);
}
