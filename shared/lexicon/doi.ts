/**
 * DOI syntax, defined once. Crossref's recommended pattern (`10.` + a 4–9 digit registrant code +
 * `/` + suffix), with the suffix widened for DOIs printed in running text: it runs to whitespace,
 * a quote or an angle bracket. Callers trim sentence punctuation themselves where text follows.
 */

/** `10.` and the registrant code, as regex source. */
export const DOI_PREFIX = String.raw`10\.\d{4,9}`;

/** A DOI somewhere in text (first match; make a global copy with `new RegExp(DOI_IN_TEXT, 'g')`). */
export const DOI_IN_TEXT = new RegExp(String.raw`\b${DOI_PREFIX}\/[^\s"'<>]+`);

/** A value that is a DOI and nothing else. */
export const BARE_DOI = new RegExp(String.raw`^${DOI_PREFIX}\/\S+$`);
