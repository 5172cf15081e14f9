/**
 * Publisher furniture that reads like a line of text, so class names and link density miss it:
 * - metric bars: "Accesses 1226 Citations 52 Altmetric 178 Metrics details", "3.2k views · 14 comments";
 * - citation boxes: "Cite this article: Smith J. (2020) …", or a "Cite this article" label and the
 *   citation after it;
 * - screen-reader notes inside links: "Opens in a new window", "(opens in new tab)";
 * - live-blog banners: "LIVE: updates every few minutes", "Live updates".
 * Each is matched on a whole block (or a whole inline element), never inside a sentence, and only
 * while short, so prose that mentions views or citations stays.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { descendants, hasDescendant, lineOf, removeAll, textLength } from '../markup/dom.ts';
import { looksLikeCitation } from './citations.ts';

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

/** Blocks tested whole; a div only when it holds no other block. */
const BLOCK = new Set(['p', 'li', 'ul', 'ol', 'dl', 'div', 'section', 'h2', 'h3', 'h4', 'h5', 'h6']);
const INNER_BLOCK = new Set(['p', 'div', 'li', 'ul', 'ol', 'section', 'table']);
const INLINE = new Set(['span', 'a', 'i', 'em', 'small', 'b', 'strong']);

/** Whether a whole block's text (on one line) is publisher furniture. */
export function isPublisherLine(text: string): boolean {
  if (text.length <= MAX_METRIC_BAR_CHARS && /\d/.test(text) && METRIC_BAR.test(text)) return true;
  if (text.length <= MAX_CITE_CHARS && CITE_LINE.test(text)) return true;
  return text.length <= MAX_BANNER_CHARS && LIVE_BANNER.test(text);
}

function nextBlock(el: Element): Element | null {
  for (let n: AnyNode | null = el.next; n; n = n.next) {
    if (n.type === 'tag') return n as Element;
    if (n.type === 'text' && (n as unknown as { data: string }).data.trim()) return null;
  }
  return null;
}

/** Remove publisher furniture below `roots` in place; returns how many elements went. */
export function dropPublisherChrome($: CheerioAPI, roots: AnyNode[]): number {
  const gone = new Set<Element>();
  for (const root of roots) {
    const note = (e: Element) => {
      if (!INLINE.has(e.name)) return false;
      const n = textLength(e, NEW_WINDOW_CHARS.max);
      return n >= NEW_WINDOW_CHARS.min && n <= NEW_WINDOW_CHARS.max;
    };
    for (const el of descendants(root, note)) if (NEW_WINDOW.test(lineOf($, el))) gone.add(el);
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
      } else if (isPublisherLine(text)) gone.add(el);
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
