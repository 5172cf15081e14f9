/**
 * Schema.org JSON-LD in web pages: the articles it describes (headline, body, authors, dates, DOI).
 * Publishers ship broken JSON often enough (CDATA wrappers, trailing commas, raw newlines in
 * strings, several objects in one block: 19 of the 210 blocks in our HTML corpus), so a block that
 * JSON.parse refuses gets one linear repair pass (`repairJson`; it reads 18 of those 19) before it
 * counts as invalid.
 *
 * Longer than 300 lines on purpose: JSON-LD's shapes (@graph, @id references, PropertyValue
 * identifiers, articleBody) are read by one small set of walkers; repair lives in json-repair.ts.
 */

import type { CheerioAPI } from 'cheerio';
import * as cheerio from 'cheerio';
import { BARE_DOI } from '../../lexicon/doi.ts';
import { byTag } from '../markup/dom.ts';
import { BLOCK_TAGS, SKIP_TAGS } from '../markup/to-text.ts';
import { repairJson } from './json-repair.ts';

export interface LdArticle {
  /** The schema.org type that made it an article, e.g. 'NewsArticle' ('Thing' when untyped). */
  type: string;
  headline: string | null;
  /** Plain text, paragraphs separated by a blank line. */
  articleBody: string | null;
  authors: string[];
  datePublished: string | null;
  dateModified: string | null;
  /** Bare form, `10.xxxx/...`. */
  doi: string | null;
  language: string | null;
  description: string | null;
}

export interface JsonLdResult {
  articles: LdArticle[];
  /** ld+json script blocks on the page. */
  blocks: number;
  /** Blocks nothing could be read from, even after repair (too large ones included). */
  invalid: number;
}

/** A block larger than this is not metadata; reading it would only cost time. */
const MAX_BLOCK_CHARS = 5 * 1024 * 1024;
/** Types whose objects are articles (schema.org Article and its subtypes, plus academic works). */
const ARTICLE_TYPES = new Set([
  'Article',
  'NewsArticle',
  'AnalysisNewsArticle',
  'AskPublicNewsArticle',
  'BackgroundNewsArticle',
  'OpinionNewsArticle',
  'ReportageNewsArticle',
  'ReviewNewsArticle',
  'BlogPosting',
  'LiveBlogPosting',
  'ScholarlyArticle',
  'MedicalScholarlyArticle',
  'Report',
  'TechArticle',
  'APIReference',
  'SatiricalArticle',
  'AdvertiserContentArticle',
  'Thesis',
]);
/** Keys whose values are the page's main things (not citations, publishers or related links). */
const ENTITY_KEYS = new Set(['@graph', 'mainEntity']);
/** Author lists longer than this are not bylines. */
const MAX_AUTHORS = 200;
const DOI_PREFIX = /^(?:doi:\s*|(?:https?:\/\/)?(?:www\.|dx\.)?doi\.org\/|info:doi\/)/i;
/** No real DOI is this long; the cap also keeps the regexes below on short strings. */
const MAX_DOI_CHARS = 300;
/** Looks like HTML markup (a tag opening or closing), as opposed to text that mentions '<'. */
const TAG_LIKE = /<\/?[a-z][a-z0-9-]*[\s/>]/i;
/** An entity left after one decoding: the publisher encoded twice (`&amp;#8217;`). */
const LEFT_ENTITY = /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|amp|lt|gt|quot|apos|nbsp);/i;

type Obj = Record<string, unknown>;

export function readJsonLd($: CheerioAPI): JsonLdResult {
  const roots: unknown[] = [];
  let blocks = 0;
  let invalid = 0;
  for (const el of byTag($.root().get(0)!, 'script')) {
    const type = (el.attribs.type ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/ld+json') continue;
    blocks++;
    const raw = el.children.map((c) => (c.type === 'text' ? c.data : '')).join('');
    const values = raw.length > MAX_BLOCK_CHARS ? [] : parseBlock(raw);
    if (values.length === 0) invalid++;
    roots.push(...values);
  }

  // Breadth-first over everything: @id definitions anywhere, articles only in entity positions.
  const ids = new Map<string, Obj>();
  const found: { obj: Obj; types: string[] }[] = [];
  const queue: { value: unknown; entity: boolean }[] = roots.map((value) => ({ value, entity: true }));
  for (let head = 0; head < queue.length; head++) {
    const { value, entity } = queue[head];
    if (Array.isArray(value)) {
      for (const v of value) queue.push({ value: v, entity });
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    const obj = value as Obj;
    const id = obj['@id'];
    // A bare {"@id"} is a reference, not a definition; the first definition wins unless it has no name.
    if (
      typeof id === 'string' &&
      Object.keys(obj).length > 1 &&
      (!ids.has(id) || (obj.name && !ids.get(id)!.name))
    )
      ids.set(id, obj);
    const types = typesOf(obj);
    if (entity && (types.some((t) => ARTICLE_TYPES.has(t)) || typeof obj.articleBody === 'string'))
      found.push({ obj, types });
    for (const [k, v] of Object.entries(obj)) queue.push({ value: v, entity: ENTITY_KEYS.has(k) });
  }
  return { articles: found.map(({ obj, types }) => toArticle(obj, types, ids)), blocks, invalid };
}

/** Values in one block: strict JSON first, then the repaired top-level values that parse. */
function parseBlock(raw: string): unknown[] {
  try {
    return [JSON.parse(raw)];
  } catch {
    const values: unknown[] = [];
    for (const text of repairJson(raw)) {
      try {
        values.push(JSON.parse(text));
      } catch {
        // Still broken after repair: nothing to read in this value.
      }
    }
    return values;
  }
}

/** '@type' as short names: 'http://schema.org/NewsArticle' and 'schema:NewsArticle' are 'NewsArticle'. */
function typesOf(obj: Obj): string[] {
  const t = obj['@type'];
  const list = Array.isArray(t) ? t : [t];
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.slice(lastSeparator(x) + 1));
}

function lastSeparator(s: string): number {
  return Math.max(s.lastIndexOf('/'), s.lastIndexOf(':'), s.lastIndexOf('#'));
}

function toArticle(obj: Obj, types: string[], ids: Map<string, Obj>): LdArticle {
  const body = firstString(obj.articleBody);
  let authors = names(obj.author, ids);
  if (authors.length === 0) authors = names(obj.creator, ids);
  return {
    type: types.find((t) => ARTICLE_TYPES.has(t)) ?? types[0] ?? 'Thing',
    headline: inlineText(firstString(obj.headline) ?? firstString(obj.name)),
    articleBody: body === null ? null : articleText(body) || null,
    authors,
    datePublished: firstString(obj.datePublished)?.trim() || null,
    dateModified: firstString(obj.dateModified)?.trim() || null,
    doi: doiOf(obj),
    language: languageOf(obj.inLanguage),
    description: inlineText(firstString(obj.description)),
  };
}

function firstString(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.find((x): x is string => typeof x === 'string') ?? null;
  if (v && typeof v === 'object' && typeof (v as Obj)['@value'] === 'string')
    return (v as Obj)['@value'] as string;
  return null;
}

/** Person/Organization names from a string, {name}, {givenName, familyName}, an @id reference, or a list. */
function names(value: unknown, ids: Map<string, Obj>): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const list = Array.isArray(value) ? value.flat(2) : [value];
  for (let item of list.slice(0, MAX_AUTHORS)) {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      const ref = (item as Obj)['@id'];
      if (typeof ref === 'string' && !(item as Obj).name) item = ids.get(ref) ?? item;
    }
    let name: string | null = null;
    if (typeof item === 'string') name = item;
    else if (item && typeof item === 'object') {
      const o = item as Obj;
      name =
        firstString(o.name) ??
        ([firstString(o.givenName), firstString(o.familyName)].filter(Boolean).join(' ') || null);
    }
    const clean = inlineText(name);
    if (clean && !seen.has(clean.toLowerCase())) {
      seen.add(clean.toLowerCase());
      out.push(clean);
    }
  }
  return out;
}

function languageOf(v: unknown): string | null {
  const item = Array.isArray(v) ? v[0] : v;
  if (typeof item === 'string') return item.trim() || null;
  if (item && typeof item === 'object')
    return (
      firstString((item as Obj).alternateName)?.trim() || firstString((item as Obj).name)?.trim() || null
    );
  return null;
}

/** A DOI from `doi`, `identifier` (string or PropertyValue), `sameAs`, `@id` or `url`. */
function doiOf(obj: Obj): string | null {
  const candidates: unknown[] = [obj.doi, obj.identifier, obj.sameAs, obj['@id'], obj.url].flat();
  for (const c of candidates) {
    const text =
      typeof c === 'string' ? c : c && typeof c === 'object' ? firstString((c as Obj).value) : null;
    const doi = normalizeDoi(text);
    if (doi) return doi;
  }
  return null;
}

/**
 * A DOI in bare `10.xxxx/suffix` form, from 'doi:10...', 'https://doi.org/10...' and the like;
 * null when the value is not a DOI (a publisher URL that merely contains one is not).
 */
export function normalizeDoi(value: string | null | undefined): string | null {
  if (!value) return null;
  let v = value.trim();
  if (v.length > MAX_DOI_CHARS) return null;
  v = v.replace(DOI_PREFIX, '');
  if (/%2f/i.test(v)) {
    try {
      v = decodeURIComponent(v);
    } catch {
      // Not URL-encoded after all.
    }
  }
  v = v.trim().replace(/[.,;]+$/, '');
  return BARE_DOI.test(v) ? v : null;
}

/** One line of text: entities decoded, tags dropped, spaces collapsed. */
function inlineText(s: string | null): string | null {
  if (s === null) return null;
  return articleText(s).replace(/\s+/g, ' ').trim() || null;
}

/**
 * articleBody as plain text. Some publishers put HTML in it (`<p>`, `<a href>`), some entities
 * (`&apos;`, `&#8217;`), some both. With markup, block tags and <br> end paragraphs (CMSs
 * separate paragraphs with <br><br>); without, each line break is a paragraph break (CMS exports
 * use one newline per paragraph).
 * Whitespace, no-break spaces included, collapses: in JSON-LD they are layout leftovers.
 */
export function articleText(raw: string): string {
  const marked = TAG_LIKE.test(raw) ? stripTags(raw) : raw.replace(/\r/g, '\n');
  let text = decodeEntities(marked);
  if (LEFT_ENTITY.test(text)) text = decodeEntities(text);
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(PARAGRAPH_BREAK);
}

const PARAGRAPH_BREAK = '\n\n';
/** A tag's start at the scan position: optional slash, then the name. */
const TAG_START = /<(\/?)([a-z][a-z0-9-]*)/iy;

/**
 * Markup to text with one paragraph per line, entities left for the caller. A linear scan, not a
 * DOM parse: parse5 and htmlparser2 both slow down quadratically on deep nesting, and this is
 * hostile input that the page's depth limit never saw (it is a string inside a script).
 */
function stripTags(html: string): string {
  const lines: string[] = [];
  let line = '';
  const endLine = () => {
    const clean = line.replace(/\s+/g, ' ').trim();
    if (clean) lines.push(clean);
    line = '';
  };
  // Searches that found nothing are not repeated (that would be quadratic on `<a<a<a...`).
  let noMoreGt = false;
  const unclosed = new Set<string>();
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    line += html.slice(i, lt < 0 ? html.length : lt);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    TAG_START.lastIndex = lt;
    const tag = TAG_START.exec(html);
    const gt = tag && !noMoreGt ? html.indexOf('>', lt) : -1;
    if (tag && gt < 0) noMoreGt = true;
    if (!tag || gt < 0) {
      line += '<';
      i = lt + 1;
      continue;
    }
    i = gt + 1;
    const name = tag[2].toLowerCase();
    if (BLOCK_TAGS.has(name) || name === 'br') endLine();
    if (SKIP_TAGS.has(name) && !tag[1] && html[gt - 1] !== '/' && !unclosed.has(name)) {
      // Skip to the element's end tag; void ones (<input>, <meta>) have none and skip nothing.
      const close = new RegExp(`</${name}\\s*>`, 'ig');
      close.lastIndex = i;
      const m = close.exec(html);
      if (m) i = m.index + m[0].length;
      else unclosed.add(name);
    }
  }
  endLine();
  return lines.join('\n');
}

function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  // htmlparser2 (cheerio's `xml` option) decodes entities the HTML way; escaped '<' keeps it one text node.
  return cheerio
    .load(s.replace(/</g, '&lt;'), { xml: { xmlMode: false, decodeEntities: true } }, false)
    .root()
    .text();
}

/**
 * The first `datePublished` / `dateModified` on any JSON-LD node, whatever its type: pages that
 * describe themselves as a `WebPage` (Yoast's @graph) carry the post's dates there and no Article.
 * Read only when no article gave a date.
 */
export function readLdAnyDates($: CheerioAPI): { published: string | null; modified: string | null } {
  const out = { published: null as string | null, modified: null as string | null };
  const queue: unknown[] = [];
  for (const el of byTag($.root().get(0)!, 'script')) {
    if ((el.attribs.type ?? '').split(';')[0].trim().toLowerCase() !== 'application/ld+json') continue;
    const raw = el.children.map((c) => (c.type === 'text' ? c.data : '')).join('');
    if (raw.length <= MAX_BLOCK_CHARS) queue.push(...parseBlock(raw));
  }
  for (let head = 0; head < queue.length && !(out.published && out.modified); head++) {
    const value = queue[head];
    if (Array.isArray(value)) queue.push(...value);
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const obj = value as Obj;
    out.published ??= firstString(obj.datePublished)?.trim() || null;
    out.modified ??= firstString(obj.dateModified)?.trim() || null;
    queue.push(...Object.values(obj));
  }
  return out;
}
