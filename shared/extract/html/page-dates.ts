/**
 * A page's publication date when its meta tags and Article JSON-LD give none: the dates a page
 * shows rather than declares. In order of how deliberately they mark the publication date:
 * JSON-LD on any node (a `WebPage` in Yoast's @graph), microdata `itemprop="datePublished"` on a
 * visible element (its `datetime` or `content`, else its text), then the first `<time datetime>`
 * at or after the page's first `<h1>` (a post's date sits under its headline; `<time>`s before it
 * are the site header's clock or a "latest posts" rail), then a date written in the text just
 * after the headline (the byline line), the headline being the h1/h2 that holds the page's title.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { byTag, descendants, firstByTag } from '../markup/dom.ts';
import { findDate } from './date-normalize.ts';
import { readLdAnyDates } from './jsonld.ts';

/** Microdata properties naming the publication and modification dates. */
const PUBLISHED_PROP = 'datepublished';
const MODIFIED_PROP = 'datemodified';
/** A date's text is short; a longer itemprop element holds more than its date. */
const MAX_DATE_TEXT = 60;
/**
 * How much text after the headline is searched for a written date. A post's byline line ("By
 * Jane Doe • Updated on July 9, 2025 • 6 min read") sits within a few lines of its headline;
 * further down, dates are the article's own subject. Chosen on wcxb-dev's even pages.
 */
const TEXT_WINDOW_CHARS = 250;
/** Elements whose text is not shown. */
const UNSHOWN = new Set(['script', 'style', 'noscript', 'template']);

export interface PageDates {
  published: string | null;
  modified: string | null;
}

export function readPageDates($: CheerioAPI, title: string | null = null): PageDates {
  const ld = readLdAnyDates($);
  const root = $.root().get(0)!;
  return {
    published:
      ld.published ??
      itemprop($, root, PUBLISHED_PROP) ??
      timeAfterHeadline(root) ??
      findDate(textAfterHeadline(headline(root, title))),
    modified: ld.modified ?? itemprop($, root, MODIFIED_PROP),
  };
}

function itemprop($: CheerioAPI, root: AnyNode, prop: string): string | null {
  const els = descendants(
    root,
    (el) => el.name !== 'meta' && (el.attribs.itemprop ?? '').toLowerCase().split(/\s+/).includes(prop),
  );
  for (const el of els) {
    const value = el.attribs.datetime ?? el.attribs.content ?? dateText($, el);
    if (value?.trim()) return value.trim();
  }
  return null;
}

function dateText($: CheerioAPI, el: Element): string | null {
  const text = $(el).text().replace(/\s+/g, ' ').trim();
  return text && text.length <= MAX_DATE_TEXT ? text : null;
}

function timeAfterHeadline(root: AnyNode): string | null {
  let seenH1 = !byTag(root, 'h1').length;
  for (const el of byTag(root, 'h1', 'time')) {
    if (el.name === 'h1') seenH1 = true;
    else if (seenH1 && el.attribs.datetime?.trim()) return el.attribs.datetime.trim();
  }
  return null;
}

/** The shown text after the first `<h1>` (its own text excluded), text nodes joined by spaces, up to the window. */
/**
 * The element holding the page's headline: the first h1 or h2 whose text is the page's title (a
 * theme may put its logo or a section name in the first h1), else the first h1.
 */
function headline(root: AnyNode, title: string | null): Element | null {
  const key = title ? squash(title) : '';
  const match = key
    ? descendants(root, (el) => (el.name === 'h1' || el.name === 'h2') && squash(shownText(el)) === key)[0]
    : undefined;
  return match ?? firstByTag(root, 'h1');
}

const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function textAfterHeadline(h1: Element | null): string {
  if (!h1) return '';
  const parts: string[] = [];
  let chars = 0;
  // Document order from the h1 on: its next siblings, then its ancestors' next siblings.
  for (let node: AnyNode | null = h1; node && chars < TEXT_WINDOW_CHARS; node = node.parent) {
    for (let next = node.nextSibling; next && chars < TEXT_WINDOW_CHARS; next = next.nextSibling) {
      const text = shownText(next).replace(/\s+/g, ' ').trim();
      if (text) {
        parts.push(text);
        chars += text.length;
      }
    }
  }
  return parts.join(' ');
}

function shownText(node: AnyNode): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (!('children' in node) || UNSHOWN.has((node as Element).name)) return '';
  return (node as Element).children.map(shownText).join(' ');
}
