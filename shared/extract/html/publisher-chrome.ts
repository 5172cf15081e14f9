/**
 * Publisher furniture that reads like a line of text, so class names and link density miss it:
 * - metric bars: "Accesses 1226 Citations 52 Altmetric 178 Metrics details", "3.2k views · 14 comments";
 * - citation boxes: "Cite this article: Smith J. (2020) …", or a "Cite this article" label and the
 *   citation after it;
 * - screen-reader notes inside links: "Opens in a new window", "(opens in new tab)";
 * - live-blog banners: "LIVE: updates every few minutes", "Live updates";
 * - reading-time lines: "11 min read", "Bridgestone Team | 5 min read", "Reading Time: 8 minutes";
 * - byline lines: "Written by Paulinho Giovannini", "Posted by David at December 16, 2025 11:15 AM";
 * - date lines: "Updated on July 9, 2025", "Last Updated: September 26, 2024", "Published on: 2025-02-14";
 * - shopping buttons of review pages: "Check Price at REI", "See price at Amazon", "Best Prices Today:",
 *   "Where to buy", "Read full review" (shopping.ts).
 * Each is matched on a whole block (or a whole inline element), never inside a sentence, and only
 * while short, so prose that mentions views or citations stays.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { descendants, hasDescendant, lineOf, removeAll, textLength } from '../markup/dom.ts';
import { looksLikeCitation } from './citations.ts';
import { isShoppingButton, isShoppingLine } from './shopping.ts';

/** Counters publishers print in metric bars. */
const METRIC = String.raw`(?:accesses|downloads?|citations?|cited by|altmetric(?: score)?|views?|page views|reads|readers|mentions|shares|saves|comments?|likes)`;
const COUNT = String.raw`\d[\d.,]*\s?[kKM]?`;
/** One or more "Label 123" or "123 label" pairs and nothing else ("Metrics details" may close it). */
const METRIC_BAR = new RegExp(
  String.raw`^(?:(?:${COUNT}\s*${METRIC}|${METRIC}\s*:?\s*${COUNT})[\s|·•,/]*)+(?:metrics(?: details)?)?$`,
  'i',
);
/** A metric bar is one line: no longer than this. */
const MAX_METRIC_BAR_CHARS = 160;
/** A citation box: the label, then the citation, in one block. */
const CITE_LINE =
  /^(?:cite this (?:article|paper|chapter|page|entry|post|as)|how to cite(?: this (?:article|paper))?)\b/i;
/** The label alone (a heading or a line), whose next block is the citation. */
const CITE_LABEL =
  /^(?:cite this (?:article|paper|chapter|page|entry|post)|how to cite(?: this (?:article|paper))?)\s*:?$/i;
/** No citation box is longer than this (a long paragraph opening "How to cite" is prose about citing). */
const MAX_CITE_CHARS = 600;
const NEW_WINDOW = /^\(?\s*(?:opens?|will open|link opens) in (?:a )?new (?:window|tab)\s*\)?\.?$/i;
/** The lengths "opens in new tab" notes come in: most inline elements are skipped before their text is built. */
const NEW_WINDOW_CHARS = { min: 16, max: 36 };
const LIVE_BANNER = /^live(?:\s*[:|–—-])?\s*(?:(?:blog\s*)?updates?|updated|updating)\b[^.!?]{0,50}$/i;
const MAX_BANNER_CHARS = 80;
/**
 * A reading-time estimate, alone or beside a name or a date ("Oct 11, 2023 2 min read"). wcxb-dev
 * even half: 10 such lines kept in the article text, 2 of them in the annotated article (which
 * often cuts above the header the estimate sits in).
 */
const READING_TIME =
  /^(?:[^.!?]{0,40}?[\s|·•–—-]\s*)?\d+\s*(?:min|mins|minutes?)\.?\s*read\b[^.!?]{0,40}$|^(?:estimated )?reading time\s*:?\s*\d+\s*(?:min|mins|minutes?)\.?$/i;
/**
 * A byline standing as its own line: "Written by" or "Posted by" and a name, perhaps a date. Not
 * "Published by" (a game's or a book's publisher is content) nor "Reviewed by" (medical reviews
 * name their reviewer in the article). A bare "By" opens too many sentences and teaser bylines.
 */
const BYLINE_LINE = /^(?:written|posted) by\s+[^.!?]{1,60}$/i;
/**
 * A date line: "Updated" / "Published" / "Posted" / "Modified" and a date, nothing else (a `<time>`
 * element goes already; these are written out in text). wcxb-dev even half: 7 kept in the article
 * text, none in the annotated article.
 */
const DATE = String.raw`(?:[a-z]{3,9}\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}|\d{1,2}(?:st|nd|rd|th)? [a-z]{3,9}\.?,? \d{4}|\d{4}-\d\d-\d\d|\d{1,2}[/.]\d{1,2}[/.]\d{2,4})`;
const DATE_LINE = new RegExp(
  String.raw`^(?:last )?(?:updated|published|posted|modified)(?: on)?\s*:?\s*${DATE}(?:,? (?:at )?\d{1,2}:\d\d(?: ?[ap]\.?m\.?)?)?\.?$`,
  'i',
);
/** No reading-time, byline or date line is longer than this. */
const MAX_BYLINE_CHARS = 80;

/** Blocks tested whole; a div only when it holds no other block. */
const BLOCK = new Set(['p', 'li', 'ul', 'ol', 'dl', 'div', 'section', 'h2', 'h3', 'h4', 'h5', 'h6']);
const INNER_BLOCK = new Set(['p', 'div', 'li', 'ul', 'ol', 'section', 'table']);
const INLINE = new Set(['span', 'a', 'i', 'em', 'small', 'b', 'strong']);

/**
 * Whether a whole block's text (on one line) is publisher furniture. `bylines`: also reading-time,
 * byline and date lines, on web pages; a scholarly page's "Published: 15 January 2025" is part of
 * the paper's record, which academic.ts keeps.
 */
export function isPublisherLine(text: string, bylines = false): boolean {
  if (text.length <= MAX_METRIC_BAR_CHARS && /\d/.test(text) && METRIC_BAR.test(text)) return true;
  if (text.length <= MAX_CITE_CHARS && CITE_LINE.test(text)) return true;
  if (text.length <= MAX_BANNER_CHARS && LIVE_BANNER.test(text)) return true;
  return (
    bylines &&
    text.length <= MAX_BYLINE_CHARS &&
    (READING_TIME.test(text) || BYLINE_LINE.test(text) || DATE_LINE.test(text) || isShoppingLine(text))
  );
}

function nextBlock(el: Element): Element | null {
  for (let n: AnyNode | null = el.next; n; n = n.next) {
    if (n.type === 'tag') return n as Element;
    if (n.type === 'text' && (n as unknown as { data: string }).data.trim()) return null;
  }
  return null;
}

/**
 * Remove publisher furniture below `roots` in place; returns how many elements went. `bylines`
 * as in isPublisherLine.
 */
export function dropPublisherChrome($: CheerioAPI, roots: AnyNode[], bylines = false): number {
  const gone = new Set<Element>();
  for (const root of roots) {
    const note = (e: Element) => {
      if (!INLINE.has(e.name)) return false;
      const n = textLength(e, NEW_WINDOW_CHARS.max);
      return n >= NEW_WINDOW_CHARS.min && n <= NEW_WINDOW_CHARS.max;
    };
    for (const el of descendants(root, note)) if (NEW_WINDOW.test(lineOf($, el))) gone.add(el);
    // A shopping button is a link or a label set apart from any sentence, in a block of its own or not.
    if (bylines)
      for (const el of descendants(root, (e) => INLINE.has(e.name) && isShoppingButton($, e))) gone.add(el);
    for (const el of descendants(root, (e) => BLOCK.has(e.name))) {
      const len = textLength(el, MAX_CITE_CHARS);
      if (len > MAX_CITE_CHARS || !len) continue;
      if ((el.name === 'div' || el.name === 'section') && hasDescendant(el, (d) => INNER_BLOCK.has(d.name)))
        continue;
      const text = lineOf($, el);
      if (CITE_LABEL.test(text)) {
        gone.add(el);
        const next = nextBlock(el);
        if (next && textLength(next) <= MAX_CITE_CHARS && looksLikeCitation(lineOf($, next))) gone.add(next);
      } else if (isPublisherLine(text, bylines)) gone.add(el);
    }
  }
  // Inner matches of an element that goes anyway need no removal of their own.
  const outer = [...gone].filter((el) => {
    for (let p = el.parent; p; p = p.parent) if (gone.has(p as Element)) return false;
    return true;
  });
  removeAll(outer);
  return outer.length;
}
