/**
 * Related-story and teaser lists inside the article: a list or container of three or more items,
 * each a linked headline with at most a line of summary ("More from Science: <a>Headline</a> Two
 * sentences…"). Their link density is often under the 0.5 that removes navigation, because the
 * summaries are plain text, so they are found by shape: most items open with a link (or hold a
 * linked heading) of a headline's length, and no item is long. Tables of contents (in-page
 * links) and reading lists (items that read like references) are content and stay.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { byTag, isHeading, lineOf, textLength } from '../markup/dom.ts';
import { isCitationList } from './citations.ts';

/** A list needs this many items to be a teaser list (two links in a row are often prose). */
const MIN_TEASERS = 3;
/** ...and this share of its items must be teasers. */
const TEASER_SHARE = 0.7;
/** A teaser is a headline and a line or two of summary: no longer than this. */
const MAX_TEASER_CHARS = 400;
/** A linked headline is at least this long (shorter links are "Share", "More", names). */
const MIN_HEADLINE_CHARS = 15;
const MIN_HEADLINE_WORDS = 3;

/** Items of teaser lists; paragraphs are prose even when they open with a link. */
const ITEM_TAGS = new Set(['li', 'div', 'article', 'section']);
const BLOCK_AFTER = new Set(['p', 'div', 'ul', 'ol', 'br', 'time']);

/** The first element after `a` among its siblings, when only whitespace lies between. */
function nextElement(a: Element): Element | null {
  for (let n = a.next; n; n = n.next) {
    if (n.type === 'tag') return n as Element;
    if (n.type === 'text' && (n as unknown as { data: string }).data.trim()) return null;
  }
  return null;
}

/**
 * An item opening with a headline that stands on its own line: the link is (or is in) a heading,
 * is the whole item, sits beside a thumbnail, or a block follows it. A link that runs on into the
 * item's sentence ("<a>AirPods Pro</a> ($249): the best…") is a linked name in prose, not a teaser.
 */
function linkedHeadline($: CheerioAPI, item: Element): boolean {
  if (!ITEM_TAGS.has(item.name)) return false;
  const text = lineOf($, item);
  const thumbnail = byTag(item, 'img', 'picture').length > 0;
  for (const a of byTag(item, 'a')) {
    if ((a.attribs.href ?? '#').startsWith('#')) continue;
    const headline = lineOf($, a);
    if (headline.length < MIN_HEADLINE_CHARS || headline.split(' ').length < MIN_HEADLINE_WORDS) continue;
    let inHeading = byTag(a, 'h2', 'h3', 'h4', 'h5', 'h6').length > 0;
    for (let p = a.parent as Element | null; p && p !== item; p = p.parent as Element | null)
      if (p.type === 'tag' && isHeading(p)) inHeading = true;
    if (inHeading || text === headline) return true;
    if (!text.startsWith(headline)) continue;
    const next = nextElement(a);
    if (thumbnail || (next && BLOCK_AFTER.has(next.name))) return true;
  }
  return false;
}

/** Whether `el` is a list of teasers (see above). */
export function isTeaserList($: CheerioAPI, el: Element): boolean {
  const items = el.children.filter((c): c is Element => c.type === 'tag' && textLength(c) > 0);
  if (items.length < MIN_TEASERS) return false;
  let teasers = 0;
  for (const item of items) {
    const n = textLength(item);
    if (n <= MAX_TEASER_CHARS && linkedHeadline($, item)) teasers++;
  }
  if (teasers < MIN_TEASERS || teasers / items.length < TEASER_SHARE) return false;
  return !isCitationList(items.map((i) => lineOf($, i)));
}
