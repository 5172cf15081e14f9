/**
 * Document metadata of a web page. Each field takes the first source that has it, most
 * deliberate first: Highwire `citation_*` tags (what Google Scholar reads; publishers fill them
 * carefully), Dublin Core (`DC.*`, `DCTERMS.*`), JSON-LD, OpenGraph / `article:*` (Parse.ly's
 * `parsely-*` with them), then the generic `<meta name=author>`, `<title>` and `<html lang>`.
 * Authors come from one source, not a merge: sources spell names differently ("Smith, J." /
 * "John Smith") and a merge would repeat people. Dates: a page that declares none is searched for
 * the dates it shows (`page-dates.ts`), and every date is given in ISO 8601 when its spelling is
 * unambiguous (`date-normalize.ts`); one that is not (`03-09-2026`) is kept as the page gives it.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { byTag, firstByTag } from '../markup/dom.ts';
import { type DocMetadata, emptyMetadata } from '../types.ts';
import { normalizeDate } from './date-normalize.ts';
import { headlineH1 } from './headline.ts';
import { type LdArticle, normalizeDoi } from './jsonld.ts';
import { readPageDates } from './page-dates.ts';
import { chooseTitle } from './title.ts';

type MetaIndex = Map<string, string[]>;
type LdTextField = 'headline' | 'datePublished' | 'dateModified' | 'doi' | 'language';

/** Attributes that name a <meta>: `name` (Highwire, DC), `property` (OpenGraph), `itemprop`, `http-equiv`. */
const NAME_ATTRIBUTES = ['name', 'property', 'itemprop', 'http-equiv'];
const URL_LIKE = /^(?:https?:)?\/\//i;
const BY_PREFIX = /^\s*by\s+/i;

const SCHOLARLY_TITLE_TAGS = ['citation_title'];
const TITLE_TAGS = ['dc.title', 'dcterms.title'];
const SOCIAL_TITLE_TAGS = ['og:title', 'twitter:title', 'parsely-title'];
/** Names a site gives itself, which it may append to its titles. */
const SITE_NAME_TAGS = ['og:site_name', 'application-name', 'apple-mobile-web-app-title'];
const CREATED_TAGS = [
  'citation_publication_date',
  'citation_date',
  'citation_online_date',
  'dc.date',
  'dc.date.issued',
  'dcterms.issued',
  'dcterms.date',
  'dcterms.created',
];
const SOCIAL_CREATED_TAGS = [
  'article:published_time',
  'og:article:published_time',
  'datepublished',
  'parsely-pub-date',
];
const MODIFIED_TAGS = ['dcterms.modified', 'dc.date.modified'];
const SOCIAL_MODIFIED_TAGS = ['article:modified_time', 'og:updated_time', 'datemodified'];
const DOI_TAGS = [
  'citation_doi',
  'bepress_citation_doi',
  'prism.doi',
  'dc.identifier',
  'dc.identifier.doi',
  'dcterms.identifier',
];
const LANGUAGE_TAGS = ['citation_language', 'dc.language', 'dcterms.language'];

/** An element's text (`''` for none), as `$(selector).first().text()` gives it. */
const text = ($: CheerioAPI, el: Element | null) => (el ? $(el).text() : '');

export function readHtmlMetadata($: CheerioAPI, ld: LdArticle[]): DocMetadata {
  const meta = indexMeta($);
  const first = (keys: string[]) => firstOf(meta, keys);
  const fromLd = (key: LdTextField) => ld.find((a) => a[key])?.[key] ?? null;
  const metadata = emptyMetadata();

  // citation_title is the paper's title as the publisher filed it for Scholar; any other declared
  // title (Dublin Core included: SEO plugins fill dc.title with "Title | Site") is weighed against
  // the visible headline (title.ts).
  metadata.title =
    first(SCHOLARLY_TITLE_TAGS) ??
    chooseTitle(
      first(TITLE_TAGS) ??
        fromLd('headline') ??
        first(SOCIAL_TITLE_TAGS) ??
        oneLine(text($, firstByTag($.root().get(0)!, 'title'))),
      {
        h1: oneLine(text($, headlineH1($.root().get(0)!))),
        siteNames: SITE_NAME_TAGS.flatMap((k) => meta.get(k) ?? []),
        urls: [...canonicalUrls($), ...(meta.get('og:url') ?? [])],
      },
    );

  metadata.authors = readAuthors(meta, ld);

  const created = first(CREATED_TAGS) ?? fromLd('datePublished') ?? first(SOCIAL_CREATED_TAGS);
  const modified = first(MODIFIED_TAGS) ?? fromLd('dateModified') ?? first(SOCIAL_MODIFIED_TAGS);
  // Only a page that declares no date is searched for the dates it shows.
  const shown = created && modified ? null : readPageDates($, metadata.title);
  metadata.created = normalizeDate(created ?? shown?.published ?? null);
  metadata.modified = normalizeDate(modified ?? shown?.modified ?? null);

  metadata.doi =
    DOI_TAGS.flatMap((k) => meta.get(k) ?? [])
      .map(normalizeDoi)
      .find(Boolean) ??
    fromLd('doi') ??
    null;

  metadata.language =
    first(LANGUAGE_TAGS) ??
    fromLd('language') ??
    oneLine(firstByTag($.root().get(0)!, 'html')?.attribs.lang ?? '') ??
    oneLine(meta.get('content-language')?.[0]?.split(',')[0] ?? '') ??
    first(['og:locale'])?.replace('_', '-') ??
    null;

  metadata.producer = first(['generator']);
  return metadata;
}

/** `<link rel=canonical>` addresses. */
function canonicalUrls($: CheerioAPI): string[] {
  return byTag($.root().get(0)!, 'link')
    .filter(
      (el) => (el.attribs.rel ?? '').toLowerCase().split(/\s+/).includes('canonical') && el.attribs.href,
    )
    .map((el) => el.attribs.href);
}

/** <meta> contents by lower-cased name, in document order; `DC:title` is filed as `dc.title`. */
function indexMeta($: CheerioAPI): MetaIndex {
  const index: MetaIndex = new Map();
  for (const el of byTag($.root().get(0)!, 'meta')) {
    const content = oneLine(el.attribs.content ?? '');
    if (!content) continue;
    for (const attr of NAME_ATTRIBUTES) {
      // RDFa allows several names in one attribute: property="dc:title og:title".
      for (const raw of (el.attribs[attr] ?? '').toLowerCase().split(/\s+/)) {
        if (!raw) continue;
        const key = raw.replace(/^(dc|dcterms):/, '$1.');
        const list = index.get(key);
        if (list) list.push(content);
        else index.set(key, [content]);
      }
    }
  }
  return index;
}

function firstOf(meta: MetaIndex, keys: string[]): string | null {
  for (const k of keys) {
    const v = meta.get(k)?.[0];
    if (v) return v;
  }
  return null;
}

function readAuthors(meta: MetaIndex, ld: LdArticle[]): string[] {
  const all = (keys: string[]) => keys.flatMap((k) => meta.get(k) ?? []);
  const sources: (() => string[])[] = [
    () => all(['citation_author']),
    // The older plural tag holds the whole list, separated by semicolons.
    () => all(['citation_authors']).flatMap((v) => v.split(';')),
    () => all(['dc.creator', 'dcterms.creator']),
    () => ld.find((a) => a.authors.length > 0)?.authors ?? [],
    // article:author is often a profile URL, which names nobody.
    () => all(['article:author']).filter((v) => !URL_LIKE.test(v)),
    () => all(['parsely-author', 'author']).filter((v) => !URL_LIKE.test(v)),
  ];
  for (const source of sources) {
    const authors = dedupe(source());
    if (authors.length) return authors;
  }
  return [];
}

/**
 * Author values that name nobody: a template's unfilled variable ("undefined", "null"), a
 * label left alone ("Written By"), a number (a user id), or what is left of "Name, Outlet" once
 * the name is gone (", USA TODAY").
 */
const NOT_A_NAME = /^(?:undefined|null|none|n\/a|written\s+by|posted\s+by|by|author)$|^[^\p{L}]*$|^[,;:|]/iu;

function dedupe(names: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of names) {
    // Bylines often keep their "By ".
    const clean = oneLine(name.replace(BY_PREFIX, ''));
    const key = clean?.toLowerCase();
    if (!clean || !key || seen.has(key) || NOT_A_NAME.test(clean)) continue;
    seen.add(key);
    out.push(clean);
  }
  return out;
}

function oneLine(s: string): string | null {
  return s.replace(/\s+/g, ' ').trim() || null;
}
