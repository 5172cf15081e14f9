/**
 * People and places in the first page's front matter: which words make a line an affiliation,
 * what a person's name looks like, how names are cut out of a line of names, markers and
 * e-mails, and how the lines of one author list or affiliation block are joined. The page
 * geometry that decides which lines to read is in front-matter.ts.
 */

import { blocksOf, recombineAccents, textWithoutSuperscripts, withoutContacts } from './front-matter-text.ts';
import type { Line } from './model.ts';

/** A name has at most this many words ("Josephine Nana Afrakoma Agyeman-Duah" has four). */
const MAX_NAME_WORDS = 6;

/**
 * Institution words, postcodes and countries: a line with one is an affiliation. Names never
 * hold them; a bias we accept: a person called "Paris Hilton" reads as an affiliation.
 */
const INSTITUTION =
  /\b(?:univ\.|universit\p{L}*|universidad\w*|universit[àäé]\p{L}*|institu\p{L}*|college|school|department|dept\.?|departamento|dipartimento|d[ée]partement|faculty|facult[ée]|fakult[äa]t|laborator\p{L}*|labs?|hospital|clinic\w*|centre|center|centro|zentrum|academy|acad[ée]mie|research|inc\.?|ltd\.?|gmbh|s\.a\.|corporation|corp\.?|company|foundation|observatory|division|group|ministry|council|agency|cnrs|inria|csic|cnr|max[- ]planck|nasa|google|microsoft|ibm|street|avenue|road|str\.|stra(?:ss|ß)e|platz|box|campus|polytechnic\w*|politecnico|sciences|engineering|association|society)\b/iu;
const POSTCODE =
  /\b(?:\d{5}(?:-\d{4})?|[A-Z]{1,2}-\d{4,5}|[A-Z]{2},?\s\d{5}|\d{3}-\d{3,4}|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|p\.\s?o\.\s?box)\b/i;
const COUNTRY =
  /\b(?:USA|U\.S\.A\.|UK|U\.K\.|United States|United Kingdom|Germany|France|Italy|Spain|Portugal|Netherlands|Belgium|Switzerland|Austria|Sweden|Norway|Denmark|Finland|Poland|Czech Republic|Hungary|Greece|Turkey|Israel|Russia|China|Japan|Korea|Taiwan|India|Pakistan|Iran|Singapore|Malaysia|Thailand|Vietnam|Indonesia|Australia|New Zealand|Canada|Mexico|Brazil|Argentina|Chile|Colombia|South Africa|Egypt|Nigeria|Kenya|Ghana|Malawi|Lebanon|Saudi Arabia|Ireland|Scotland|England|Slovenia|Croatia|Serbia|Romania|Bulgaria|Ukraine|Estonia|Latvia|Lithuania|Luxembourg|Iceland)\b/;

/** Lines that look like an affiliation but are template defaults or contact notes. */
const NOT_AN_AFFILIATION = /^no institute given$|^(?:e-?mail|correspondence|corresponding author)\b/i;

export function isAffiliationText(text: string): boolean {
  const t = withoutContacts(text);
  if (!/\p{L}{2}/u.test(t) || NOT_AN_AFFILIATION.test(t.trim())) return false;
  return INSTITUTION.test(t) || POSTCODE.test(t) || COUNTRY.test(t);
}

/**
 * Job titles and roles printed under a name ("Assistant Professor"): not names themselves.
 * Words that are also surnames (Dean, Head, Chair) are left out: "Jeffrey Dean" is a name.
 */
const ROLE_WORD =
  /\b(?:professor|lecturer|student|researcher|fellow|director|engineer|scientist|candidate|postdoc\w*|member|editor|intern)\b/i;
/** Honorifics and degrees around names. */
const HONORIFIC = /\b(?:dr|prof|mr|mrs|ms|ph\.?\s?d|m\.?\s?d|msc|bsc)\.?(?=\s|,|$)/gi;
/** IEEE-style membership after a name list ("Ed Chang and Avideh Zakhor, Member, IEEE"). */
const MEMBERSHIP = /,?\s*(?:(?:senior|student|life)\s+)?(?:member|fellow)\s*,?\s*(?:ieee|acm|siam)\b/gi;
/** Marks tying a name to an affiliation or a note: ∗ † ‡ § ¶ # $ ◦ + and stray digits. */
const MARKS = /[∗*†‡§¶‖#$◦⋆♯♭+⊥⊤]|\d+/g;
/** Lower-case particles of names (de Vries, van Stokkum, von Neumann, bin Ahmad). */
const PARTICLE =
  /^(?:de|da|das|del|della|der|den|di|do|dos|du|la|le|van|von|ter|ten|bin|binti|ibn|al|el|y|zu|af|av|e)$/;
/** One word of a name: capitalised (any script with case), an initial, an all-caps surname, a particle. */
const NAME_WORD = /^(?:\p{Lu}[\p{L}\p{M}'’`-]*\.?|\p{Lu}\.(?:-?\p{Lu}\.)*)$/u;
/** Suffixes that belong to the name before them. */
const SUFFIX = /^(?:jr\.?|sr\.?|ii|iii|iv)$/i;

/** Is this one person's name (markers and contacts already removed)? */
export function isName(part: string): boolean {
  const words = part.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > MAX_NAME_WORDS) return false;
  if (INSTITUTION.test(part) || ROLE_WORD.test(part) || COUNTRY.test(part)) return false;
  if (!words.some((w) => /\p{L}{2}/u.test(w))) return false;
  return words.every((w) => NAME_WORD.test(w) || PARTICLE.test(w));
}

/**
 * Names in a stretch of author text: contacts, memberships, honorifics and marks removed; split
 * at commas, semicolons, "and"/"&" and marks (a mark between two names separates them:
 * "Berardi 1 Michele Lapi"). Returns null when any part is not a name: the text is not an
 * author line.
 */
export function namesIn(text: string): string[] | null {
  const cleaned = recombineAccents(withoutContacts(text))
    .replace(MEMBERSHIP, ' ')
    .replace(HONORIFIC, ' ')
    .replace(/(?<=\p{L})['’]+(?=\s|,|$)/gu, '')
    .replace(/[[\]{}()"“”]/g, ' ')
    .replace(MARKS, '|');
  const parts = cleaned
    .split(/\s*(?:[|,;:]|\s(?:and|AND|And|&)\s)\s*/)
    .map((p) => p.replace(/^(?:and|AND)\s+/, '').trim())
    .filter((p) => p && !/^[.\-–—]+$/.test(p));
  const names: string[] = [];
  for (const p of parts) {
    if (SUFFIX.test(p) && names.length) names[names.length - 1] += `, ${p}`;
    else if (isName(p)) names.push(p);
    else return null;
  }
  // One-word names ("Mausam") are believed only beside a full name: alone, a word is a label.
  return names.some((n) => /\s/.test(n)) ? names : null;
}

/** Cleaned affiliation text: contacts and leading markers gone, accents recombined. */
export function cleanAffiliation(text: string): string {
  return (
    recombineAccents(withoutContacts(text))
      .replace(/^(?:[∗*†‡§¶◦#]+|\d{1,2}(?=\s?\p{Lu}))\s*/u, '')
      // A form's field name before the address ("Address School of …", pracjourn; "Affiliation: …").
      // Case spelt out: with the i flag \p{Lu} matches lower case too ("address of the lab").
      .replace(
        /^(?:(?:[Pp]ostal |[Mm]ailing )?[Aa]ddress(?:es)?|ADDRESS(?:ES)?|[Aa]ffiliations?|AFFILIATIONS?)\s*:?\s+(?=\p{Lu})/u,
        '',
      )
      .replace(/[;,]?\s*\be-?\s?mail\s*:?\s*[.;,]?(?=\s|$)/gi, '')
      .replace(/(\p{Ll})- (\p{Ll})/gu, '$1$2')
      .replace(/,?\s*\(\s*\)/g, '')
      .replace(/[,;\s]+$/, '')
      .trim()
  );
}

/**
 * A line that ends on a word which cannot end an address part ("University of" / "Northfield",
 * "Centre for" / "Research", "Science and" / "Technology"): the name wrapped there.
 */
const OPEN_END = /\b(?:of|for|and|the|de|des|du|di|del|della|der|für|und|et|y|at|in|on|&)$/i;

/** Join wrapped or stacked lines of one affiliation: "D-" + "07745 Jena", "Department" + ", " + "University". */
export function joinAffiliation(a: string, b: string): string {
  if (!a) return b;
  if (/-$/.test(a)) return a + b;
  if (/[,;]$/.test(a) || /^\p{Ll}/u.test(b) || OPEN_END.test(a)) return `${a} ${b}`;
  return `${a}, ${b}`;
}

/** Affiliation entries of one block of lines: side-by-side columns read column by column. */
export function affiliationsOf(group: readonly Line[]): string[] {
  const split = group.map((l) => blocksOf(l, false));
  const k = split[0].length;
  if (k >= 2 && split.every((s) => s.length === k))
    return Array.from({ length: k }, (_, i) =>
      split.map((s) => cleanAffiliation(s[i])).reduce(joinAffiliation, ''),
    );
  return [group.map((l) => cleanAffiliation(l.text)).reduce(joinAffiliation, '')];
}

export function authorsOf(group: readonly Line[]): string[] {
  // Names broken over lines ("Paulo Ro-" / "cha9") are joined first, when no line is tabular.
  if (group.every((l) => blocksOf(l, true).length === 1)) {
    const joined = group.map(textWithoutSuperscripts).reduce(joinNames);
    const names = namesIn(joined);
    if (names) return names;
  }
  return group.flatMap((l) => blocksOf(l, true).flatMap((b) => namesIn(b) ?? []));
}

/** Names on one line, side-by-side blocks read left to right; null when it is not a line of names. */
export function namesOnLine(l: Line): string[] | null {
  const out: string[] = [];
  for (const b of blocksOf(l, true)) {
    const names = namesIn(b);
    if (!names) return null;
    out.push(...names);
  }
  return out.length ? out : null;
}

/** Two lines of a name list as one: a name hyphenated at the line end is rejoined ("Ro-" + "cha"). */
export function joinNames(a: string, b: string): string {
  if (/-$/.test(a) && /^\p{Ll}/u.test(b)) return a.slice(0, -1) + b;
  return /-$/.test(a) ? a + b : `${a} ${b}`;
}
