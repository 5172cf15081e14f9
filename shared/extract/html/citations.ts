/**
 * Does a block of text read like a literature reference? Reading lists and reference lists
 * are link-dense (every title links to the paper), so link density alone would throw them
 * out with the navigation; these cues keep them.
 */
import { DOI_IN_TEXT } from '../../lexicon/doi.ts';

/** A year in parentheses or after a comma/period, as reference styles print it. */
const YEAR = /(?:^|[\s(,.])(1[6-9]\d\d|20\d\d)[a-z]?(?:[).,;:]|$|\s)/;
const ET_AL = /\bet al\b/i;
/** "Smith, J." / "Smith J," / "J. Smith," — an author with initials. */
const AUTHOR_INITIALS = /\p{Lu}[\p{L}'’-]+,? (?:\p{Lu}\.\s?){1,3}|(?:\p{Lu}\.\s?){1,3}\p{Lu}[\p{L}'’-]+,/u;
/** Volume(issue), optionally with pages, or pp. 12-34. */
const PAGES = /\b\d+\s?\(\d+\)|\bpp?\.\s*\d+/;

/** At least two independent cues: a lone year or name is common in headlines. */
export function looksLikeCitation(text: string): boolean {
  if (DOI_IN_TEXT.test(text)) return true;
  let cues = 0;
  if (YEAR.test(text)) cues++;
  if (ET_AL.test(text)) cues++;
  if (AUTHOR_INITIALS.test(text)) cues++;
  if (PAGES.test(text)) cues++;
  return cues >= 2;
}

/** Most of these texts (and at least two) read like references: a reading or reference list. */
export function isCitationList(items: string[]): boolean {
  if (items.length < MIN_LIST_ITEMS) return false;
  return items.filter(looksLikeCitation).length / items.length >= LIST_SHARE;
}

const MIN_LIST_ITEMS = 2;
const LIST_SHARE = 0.6;
