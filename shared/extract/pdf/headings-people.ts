/**
 * Author blocks printed away from the title: AMS and computational-complexity papers (and some
 * older journals) end with each author's name over an address ("Lena Nowak" in small caps over
 * "Centre for Environmental Research, Lakeside University"). The names in small capitals and the
 * address in small type look like headings; a line of names over an address, and an address
 * under such a line, are neither headings nor body text's sections.
 */
import { isAffiliationText, namesOnLine } from './front-matter-people.ts';
import type { Para } from './paragraphs.ts';

/** An address under a name takes at most this many lines (a department, a street, a city). */
const ADDRESS_MAX_LINES = 4;
/** A line of names is at most this many lines (two side-by-side author cells wrap rarely). */
const NAMES_MAX_LINES = 2;
/** A sentence inside or at the end: prose, not an address. */
const SENTENCE = /[.!?]["'”’)]?(?:\s+\p{Lu}|$)/u;

/**
 * An address names a place of work, not only a field: front-matter-people.ts's affiliation test
 * also takes "Engineering" or "Systems" ("D.2.2 [Software Engineering]: Design Tools …" under
 * "ACM Classification Keywords" is no address).
 */
const WORKPLACE =
  /\b(?:universit\p{L}*|institut\p{L}*|department|dept\.|centre|center|laborator\p{L}*|college|school|faculty|hospital|academy|observatory)\b/iu;

const names = (p: Para) => p.lines.length <= NAMES_MAX_LINES && p.lines.every((l) => namesOnLine(l) !== null);
const address = (p: Para) =>
  p.lines.length <= ADDRESS_MAX_LINES &&
  WORKPLACE.test(p.text) &&
  isAffiliationText(p.text) &&
  !SENTENCE.test(p.text.trim());

/** The paragraph is a line of names over an address, or an address under one. */
export function inAuthorBlock(p: Para, prev: Para | null, next: Para | null): boolean {
  if (p.float || (prev?.float ?? null) !== null) return false;
  return (next !== null && names(p) && address(next)) || (prev !== null && address(p) && names(prev));
}
