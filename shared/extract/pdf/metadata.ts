/**
 * Document metadata from the info dictionary and XMP, plus what the first page prints: its DOI,
 * and its title, authors and affiliations (front-matter.ts). Declared values are often stale or
 * junk ("Microsoft Word - draft3.docx", "main.tex", an empty Author), so each declared field is
 * checked, not trusted, and the first page fills in or overrules it (see readPdfMetadata).
 *
 * Longer than 300 lines on purpose: info, XMP, the first page and their precedence are one
 * decision per field (title, authors, DOI, dates), kept side by side so the precedence reads in one place.
 */
import { BARE_DOI, DOI_IN_TEXT, DOI_PREFIX } from '../../lexicon/doi.ts';
import { type DocMetadata, emptyMetadata } from '../types.ts';
import type { FrontMatter } from './front-matter.ts';
import { titleKey, titleSimilarity } from './front-matter-text.ts';
import { clean, xmpRawList, xmpRawValue } from './metadata-xmp.ts';
import type { PdfDocument } from './pdfjs.ts';

/**
 * XMP packets are a few KB; only this much of a hostile one is scanned by the hand parser in
 * metadata-xmp.ts (it is linear, but there is no reason to walk megabytes of padding).
 */
const MAX_XMP_CHARS = 256 * 1024;
/** Plausible years for a document date; outside this a date field is garbage (0000, 9999). */
const MIN_YEAR = 1900;
const MAX_YEAR = 2200;

/**
 * Titles that producers write instead of the real one. Seen in the wild: Word's
 * "Microsoft Word - name.docx", LaTeX's DVI file names, "untitled", placeholder dashes.
 */
const JUNK_TITLE = [
  /^microsoft (word|powerpoint) - /i,
  /\.(docx?|dvi|pdf|tex|rtf|odt|ps|indd|qxd)$/i,
  /^(untitled|title|no title|unknown|none|null|document\d*|paper)$/i,
  /^[\W_]*$/,
  // One token ("example", "doi:", "ipg1300180a"): an id or a label, not a paper's title.
  /^\S+$/,
  // Page-range and job-number strings from typesetting systems ("6489122611071476 1..10").
  /^[^A-Za-z]*\d[^A-Za-z]*\d[\d\s.]*$|^\d{6,}\b/,
  // Truncated templates ("Proceedings of the...").
  /(\.\.\.|\u2026)$/,
  // A DOI or an identifier instead of a title ("doi: 10.1145/3292500.3330701").
  new RegExp(String.raw`^(?:doi\s*:?\s*)?${DOI_PREFIX}\/\S+$|^(?:arxiv|doi|pmid|isbn|issn)\s*:`, 'i'),
  // The journal or the proceedings, not the paper ("Journal of Statistical Software", "IEEE Transactions on …").
  /^(?:the\s+)?(?:journal|proceedings|transactions|annals|bulletin|letters|advances|acta)\s+(?:of|on|in)\b|^(?:ieee|acm|siam|ieice|iop)\s+(?:\w+\s+){0,3}(?:transactions|journal|letters|magazine|proceedings)\b/i,
  // Office and template placeholders.
  /^(?:powerpoint presentation|slide \d+|untitled[\s-]*\d*|new document|paper title\b.*|title of (?:the )?(?:paper|article)|insert title here|type title here)$/i,
];
/**
 * Author fields that name the machine's account or a body, not a person ("Microsoft Office
 * User"; ACL's Anthology writes "Association for Computational Linguistics" as the Author).
 */
const JUNK_AUTHOR =
  /^(?:microsoft office user|windows user|office user|author name|first author|unknown author|the authors?|admin(?:istrator)?|user name|owner)$|\b(?:association|society|organi[sz]ation|committee|consortium|press|publish\w*|journals?|proceedings|conference|workshop|ieee|acm|springer|elsevier)\b/i;
/** Separators before a journal or site name appended to a declared title ("Title - IEEE Transactions on …"). */
const TITLE_TAIL = /\s+[-–—|]\s+/g;
/**
 * A declared title and the first page's disagree badly below this similarity (1 − edit
 * distance / length, on letters and digits), unless one contains the other (a title declared
 * without its subtitle is the same title).
 */
const TITLES_DISAGREE_BELOW = 0.5;

/** DOIs in running text (shared/lexicon/doi.ts), every match. */
const DOI = new RegExp(DOI_IN_TEXT, 'g');
/** A label right before a DOI marks it as the paper's own rather than a cited one. */
const DOI_LABEL = /(doi\s*[:.]?\s*|doi\.org\/)$/i;
/** Sentence punctuation and closing quotes (ASCII and typographic) that end a printed DOI. */
const TRAILING_PUNCT = '.,;:!?\'"\u2019\u201D\u00BB\u203A\u2013\u2014';
/** How far before a match to look for its label. */
const DOI_LABEL_WINDOW = 12;

type InfoDict = Record<string, unknown>;
interface XmpLike {
  get(name: string): unknown;
  getRaw(): string;
}

/** The value, when it can be a paper's title; null for the junk producers write instead. */
export function plausibleTitle(value: unknown): string | null {
  const s = clean(value);
  if (!s || JUNK_TITLE.some((re) => re.test(s))) return null;
  return s;
}

/**
 * Author names from one metadata string. Split on ';' when present; on ',' / ' and ' (outside
 * parentheses, so affiliations like "(Yahoo, Inc.)" stay attached) only when every part looks
 * like a full name, so "Smith, John" stays one author but "Ann Lee, Bo Chen and Cy Diaz" becomes
 * three. Single-token names are dropped: they are logins and defaults ("admin", "chrisq",
 * "Proprietario", "IEEE"), not authors; the rare real mononym is lost, a bias we accept.
 */
export function splitAuthors(value: string): string[] {
  const s = clean(value);
  if (!s) return [];
  let parts: string[];
  if (s.includes(';')) parts = s.split(';');
  else {
    const split = splitOutsideParens(s);
    // Surnames alone ("Sato, Mensah, Sato", "Sato and Mensah": LNI's short author list in the
    // info dictionary) are no author names: dropped as single tokens are, so the first page's
    // names are used. Two parts split at a comma are one name ("Smith, John").
    const single = split.every((p) => !/\S\s+\S/.test(p.trim()));
    if (single && (split.length >= 3 || (split.length === 2 && /\s(?:and|&)\s/i.test(s)))) return [];
    parts = split.length > 1 && split.every((p) => /\S\s+\S/.test(p.trim())) ? split : [s];
  }
  return parts.map((p) => p.trim()).filter((p) => /\S\s+\S/.test(p) && !JUNK_AUTHOR.test(p));
}

/** Split on ',' / ' and ' / ' & ' at parenthesis depth 0. */
function splitOutsideParens(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (depth) continue;
    const sep =
      ch === ',' ? /^,\s*(?:and\s+)?/i.exec(s.slice(i)) : /^\s+(?:and|&)\s+/i.exec(s.slice(i, i + 6));
    if (sep) {
      parts.push(s.slice(start, i));
      start = i + sep[0].length;
      i = start - 1;
    }
  }
  parts.push(s.slice(start));
  return parts.filter((p) => p.trim());
}

function validDate(y: number, mo: number, d: number, h: number, mi: number, s: number): boolean {
  return (
    y >= MIN_YEAR &&
    y <= MAX_YEAR &&
    mo >= 1 &&
    mo <= 12 &&
    d >= 1 &&
    d <= new Date(Date.UTC(y, mo, 0)).getUTCDate() &&
    h <= 23 &&
    mi <= 59 &&
    s <= 59
  );
}

/**
 * Regex groups year, month, day, hour, minute, second (missing ones default to the start of
 * the period) at a zone offset in minutes, as ISO 8601 in UTC; null for an impossible date.
 */
function utcIso(parts: (string | undefined)[], offsetMin: number): string | null {
  const [y, mo, d, h, mi, s] = [
    parts[0],
    parts[1] ?? '01',
    parts[2] ?? '01',
    parts[3] ?? '0',
    parts[4] ?? '0',
    parts[5] ?? '0',
  ].map(Number);
  if (!validDate(y, mo, d, h, mi, s)) return null;
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s) - offsetMin * 60_000).toISOString();
}

/**
 * A PDF date string (`D:YYYYMMDDHHmmSS+HH'mm'`, every part after the year optional) as ISO 8601
 * in UTC. Without a zone the time is taken as UTC (the spec says "unknown"; UTC is the least
 * surprising reading and keeps output machine-independent).
 */
export function parsePdfDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m =
    /^\s*(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?\s*(?:([Zz])|([+-])(\d{2})'?(\d{2})?'?)?/.exec(
      value,
    );
  if (!m) return null;
  const offsetMin = m[8] ? (m[8] === '-' ? -1 : 1) * (Number(m[9]) * 60 + Number(m[10] ?? 0)) : 0;
  return utcIso(m.slice(1, 7), offsetMin);
}

/** An XMP date (ISO 8601, possibly date-only or without a zone) as ISO 8601 in UTC. */
export function parseXmpDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m =
    /^\s*(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?)?)?)?\s*$/i.exec(
      value,
    );
  if (!m) return null;
  let offsetMin = 0;
  const zone = m[7];
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    offsetMin = (digits[0] === '-' ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  }
  return utcIso(m.slice(1, 7), offsetMin);
}

function trimDoi(raw: string): string {
  let doi = raw;
  // Trailing sentence punctuation is never part of a printed DOI; a closing bracket is only
  // when it has a partner inside (10.1016/S0140-6736(20)30183-5).
  for (;;) {
    const last = doi.at(-1) ?? '';
    if (TRAILING_PUNCT.includes(last)) doi = doi.slice(0, -1);
    else if (last === ')' && count(doi, '(') < count(doi, ')')) doi = doi.slice(0, -1);
    else if (last === ']' && count(doi, '[') < count(doi, ']')) doi = doi.slice(0, -1);
    else if (last === '}' && count(doi, '{') < count(doi, '}')) doi = doi.slice(0, -1);
    else return doi;
  }
}

function count(s: string, ch: string): number {
  return s.split(ch).length - 1;
}

/** The paper's DOI in first-page text: a labelled one ("doi:", "doi.org/") wins over a bare one. */
export function findDoi(text: string): string | null {
  let bare: string | null = null;
  for (const m of text.matchAll(DOI)) {
    const doi = trimDoi(m[0]);
    if (!BARE_DOI.test(doi)) continue;
    const before = text.slice(Math.max(0, m.index - DOI_LABEL_WINDOW), m.index);
    if (DOI_LABEL.test(before)) return doi;
    bare ??= doi;
  }
  return bare;
}

/** Language as declared: the catalog's /Lang, else XMP dc:language. Tags are kept as written. */
function language(info: InfoDict, xmpRaw: string | null): string | null {
  const declared = clean(info.Language) ?? (xmpRaw ? (xmpRawList(xmpRaw, 'dc:language')[0] ?? null) : null);
  return declared && /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(declared) ? declared : null;
}

/**
 * The title to keep and where it came from. A plausible declared title wins over the one read
 * from the page layout (it has no line breaks, markers or lost math), unless the two disagree
 * badly: then the one printed on page 1 is kept. The layout's title is printed there by
 * construction, so a declared title survives only when page 1 also prints it (the layout pass
 * may have picked a wrong line); otherwise it is stale (a previous paper's, a template's).
 */
export function chooseTitle(
  declared: { title: string; source: 'info' | 'xmp' } | null,
  firstPage: string | null,
  firstPageText: string,
): { title: string | null; source: DocMetadata['title_source'] } {
  if (!declared)
    return firstPage ? { title: firstPage, source: 'first_page' } : { title: null, source: null };
  if (!firstPage) return { title: declared.title, source: declared.source };
  const b = titleKey(firstPage);
  // "Disk-Based Storage for Scalable Video - Circuits and Systems …, IEEE Transactions on": the
  // part before the separator is the printed title; the tail names the journal.
  for (const m of declared.title.matchAll(TITLE_TAIL)) {
    const head = declared.title.slice(0, m.index).trim();
    if (titleKey(head) === b) return { title: head, source: declared.source };
  }
  const a = titleKey(declared.title);
  const related = a.includes(b) || b.includes(a) || titleSimilarity(a, b) >= TITLES_DISAGREE_BELOW;
  if (related || (a && titleKey(firstPageText).includes(a)))
    return { title: declared.title, source: declared.source };
  return { title: firstPage, source: 'first_page' };
}

/**
 * Title, authors, affiliations, dates, producer, DOI and language of an open document. XMP is
 * preferred for title/authors/dates (it is what current tools keep up to date), the info
 * dictionary fills gaps, and `front` (the first page's title block) fills what both lack
 * (see chooseTitle for a disagreement); the DOI printed on the first page wins over any
 * declared one. Never throws: a document with broken metadata simply has less of it.
 */
export async function readPdfMetadata(
  doc: PdfDocument,
  firstPageText: string,
  front?: Pick<FrontMatter, 'title' | 'authors' | 'affiliations'> | null,
): Promise<DocMetadata> {
  const out = emptyMetadata();
  const got = await doc.getMetadata().catch(() => null);
  const info = (got?.info ?? {}) as InfoDict;
  const xmp = (got?.metadata ?? null) as XmpLike | null;
  let xmpRaw: string | null = null;
  try {
    xmpRaw = xmp ? xmp.getRaw().slice(0, MAX_XMP_CHARS) : null;
  } catch {
    xmpRaw = null;
  }
  const fromXmp = (name: string): string | null => {
    if (!xmp) return null;
    // pdf.js lower-cases element names and returns arrays for dc:creator/dc:subject.
    const parsed = xmp.get(name.toLowerCase());
    if (name !== 'dc:title' && typeof parsed === 'string' && clean(parsed)) return clean(parsed);
    return xmpRaw ? xmpRawValue(xmpRaw, name) : null;
  };

  const xmpTitle = plausibleTitle(fromXmp('dc:title'));
  const infoTitle = plausibleTitle(info.Title);
  const declared = xmpTitle
    ? { title: xmpTitle, source: 'xmp' as const }
    : infoTitle
      ? { title: infoTitle, source: 'info' as const }
      : null;
  const chosen = chooseTitle(declared, front?.title ?? null, firstPageText);
  out.title = chosen.title;
  out.title_source = chosen.source;

  // Producers often put every name into one dc:creator entry: split each entry like Author.
  // When XMP holds only logins (dropped by splitAuthors), the info dictionary gets its turn.
  const xmpAuthors = xmpRaw ? xmpRawList(xmpRaw, 'dc:creator').flatMap(splitAuthors) : [];
  const infoAuthors = typeof info.Author === 'string' ? splitAuthors(info.Author) : [];
  const declaredAuthors = xmpAuthors.length ? xmpAuthors : infoAuthors;
  // "Nuala E. Tully {et al.}": a declared list cut short loses to the page's full list.
  const truncated = declaredAuthors.some((a) => /\bet\.?\s?al\b/i.test(a));
  out.authors =
    declaredAuthors.length && !(truncated && front?.authors.length)
      ? declaredAuthors
      : [...(front?.authors ?? [])];
  out.affiliations = [...(front?.affiliations ?? [])];

  out.created = parseXmpDate(fromXmp('xmp:CreateDate')) ?? parsePdfDate(info.CreationDate);
  out.modified = parseXmpDate(fromXmp('xmp:ModifyDate')) ?? parsePdfDate(info.ModDate);
  out.producer = clean(info.Producer) ?? fromXmp('pdf:Producer');

  const custom = (info.Custom ?? {}) as InfoDict;
  const declaredDoi = [fromXmp('prism:doi'), fromXmp('dc:identifier'), clean(custom.doi), clean(custom.DOI)]
    .map((v) => (v ? findDoi(v) : null))
    .find(Boolean);
  out.doi = findDoi(firstPageText) ?? declaredDoi ?? null;
  out.language = language(info, xmpRaw);
  return out;
}
