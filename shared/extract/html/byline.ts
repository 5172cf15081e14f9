/**
 * Authors from the page's visible byline, for pages whose meta tags and JSON-LD name nobody:
 * `rel=author` links, `itemprop=author` elements, and short blocks whose class or id says
 * byline or author. The text must read like names ("By Jane Doe and John Roe" gives both);
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

function isBylineElement(el: Element): boolean {
  if (el.attribs?.rel === 'author' || el.attribs?.itemprop === 'author') return true;
  return words(el).some((w) => BYLINE_WORDS.has(w) || w.endsWith('byline'));
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
    const text = lineOf($, el);
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
