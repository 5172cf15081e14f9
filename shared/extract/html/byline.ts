/**
 * Authors from the page's visible byline, for pages whose meta tags and JSON-LD name nobody:
 * `rel=author` links, `itemprop=author` elements, links to an author page (`/author/…`), short
 * blocks whose class or id says byline or author (also as a part of a built class name,
 * `authorDateBlock_authorName__N6j3Y`), and the element after a label that only says "Written by". The text must read like names ("By Jane Doe and John Roe" gives both);
 * dates, counts and "Staff" labels are not names.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { descendants, lineOf } from '../markup/dom.ts';

/** A byline longer than this is a bio or a paragraph, not a byline. */
const MAX_BYLINE_CHARS = 120;
/** Names have this many words at most ("Bruno Henrique Zecchin Rodrigues"). */
const MAX_NAME_WORDS = 5;
const BYLINE_WORDS = new Set(['byline', 'author', 'authors', 'author-name', 'writer', 'contributor']);
/** "By", "Par", "Von", "Por", "Di", "Door", "Av", "Written by", with or without a colon. */
const LEAD = /^(?:written\s+by|posted\s+by|by|par|von|por|di|door|av|autor|auteur)\s*:?\s+/i;
/** Separators between several authors. */
const SEPARATORS = /\s*(?:,|;|&|\band\b|\bund\b|\bet\b|\by\b|\be\b)\s*/i;
/** Each word of a name starts with a capital (particles like "de", "van", "von" allowed). */
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|de|da|del|der|di|du|la|le|van|von|bin|al|el)$/u;

function words(el: Element): string[] {
  return `${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`.toLowerCase().split(/\s+/);
}

/**
 * The parts of a class or id: hyphen, underscore and camel-case boundaries split
 * ("authorDateBlock_authorName__N6j3Y" → author, date, block, author, name, n6j3y;
 * "wp-block-post-author" → wp, block, post, author), as CSS modules and block themes build them.
 */
function parts(el: Element): string[] {
  return `${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/);
}

/** Class parts that mark an author's name; their text must still read as names. */
const BYLINE_PARTS = new Set(['author', 'byline', 'writer']);
/** A link to an author's page: a path segment "author" or "authors" (/author/jane-doe). */
const AUTHOR_PATH = /\/authors?\//i;
/** An element that only labels the byline beside it ("Written by", "Author:"); the name is in the next element. */
const LABEL_ONLY = /^(?:written\s+by|posted\s+by|by|authors?|writer)\s*:?$/i;
/**
 * Whatever its class, an element that only says "Written by" labels the article's byline; a bare
 * "By" or "Author" is as often a teaser's byline in a list of other articles.
 */
const WRITTEN_BY = /^(?:written|posted)\s+by\s*:?$/i;
/** Longer text than this is no label (scanning stops early on long text nodes). */
const MAX_LABEL_CHARS = 20;

function isLabel(el: Element): boolean {
  let text = '';
  for (const c of el.children ?? []) {
    if (c.type !== 'text') return false;
    text += (c as unknown as { data: string }).data;
    if (text.length > MAX_LABEL_CHARS) return false;
  }
  return WRITTEN_BY.test(text.trim());
}

function isBylineElement(el: Element): boolean {
  if (el.attribs?.rel === 'author' || el.attribs?.itemprop === 'author' || isLabel(el)) return true;
  if (el.name === 'a' && AUTHOR_PATH.test(el.attribs?.href ?? '')) return true;
  if (words(el).some((w) => BYLINE_WORDS.has(w) || w.endsWith('byline'))) return true;
  return parts(el).some((w) => BYLINE_PARTS.has(w));
}

/** The next element sibling's text, for a label-only byline element. */
function nextElementText($: CheerioAPI, el: Element): string {
  let n = el.nextSibling;
  while (n && n.type !== 'tag') n = n.nextSibling;
  return n ? lineOf($, n) : '';
}

function looksLikeName(text: string): boolean {
  const parts = text.split(/\s+/);
  if (parts.length < 2 || parts.length > MAX_NAME_WORDS) return false;
  if (/\d/.test(text) || parts.filter((p) => p.replace(/\./g, '').length >= 2).length < 2) return false;
  return parts.every((p) => NAME_WORD.test(p)) && /^\p{Lu}/u.test(parts[0]);
}

export function bylineAuthors($: CheerioAPI): string[] {
  const root = $.root().get(0);
  if (!root) return [];
  for (const el of descendants(root, isBylineElement)) {
    let text = lineOf($, el);
    if (LABEL_ONLY.test(text)) text = nextElementText($, el);
    if (!text || text.length > MAX_BYLINE_CHARS) continue;
    const names = text
      .replace(LEAD, '')
      .split(SEPARATORS)
      .map((n) => n.replace(/^(?:by|par|von|por)\s+/i, '').trim())
      .filter(looksLikeName);
    if (names.length) return [...new Set(names)];
  }
  return [];
}
