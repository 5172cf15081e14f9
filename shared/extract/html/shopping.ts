/**
 * The shopping buttons of review and buying-guide pages: "Check Price at Backcountry", "See price at
 * Amazon", "View Deal", "Best Prices Today:", "Where to buy", "Buy now", "Get It Now", "See Details &
 * Buying Options", "Read full review". They stand apart from the text (a button-styled link, a label
 * over a price widget, a heading over a retailer's link) and annotators of article text leave them
 * out: on wcxb-dev's even half, 59 lines of the extracted text match, none of them in the annotated
 * article (whose "See Review & Buying Options" and "View Plans" lines are not matched).
 * Matched on a whole short line only, so a sentence that says "buy now while stocks last" stays, and
 * never on one that ends in a full stop: "Read our full review." is the writer's pointer, which the
 * annotators keep (wcxb-dev 0010).
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { lineOf, textLength } from '../markup/dom.ts';

/** No shopping button is longer than this. */
const MAX_SHOPPING_CHARS = 40;
/** The retailer or store a price button names ("at REI", "on Amazon"): a few words. */
const STORE = String.raw`(?:\s+(?:at|on)\s+[^.!?:]{1,25})?`;
const SHOPPING_LINE = new RegExp(
  [
    String.raw`(?:check|see|view|compare|get)(?: the)?(?: (?:latest|current|today'?s|best))? (?:price|prices|deals?|offers?)${STORE}`,
    String.raw`best prices? today`,
    String.raw`where to buy`,
    String.raw`(?:buy|shop|order|get it) now${STORE}`,
    String.raw`see details (?:&|and) buying options`,
    String.raw`(?:read|see) (?:our |the )?full review`,
  ]
    .map((p) => `(?:${p})`)
    .join('|')
    .replace(/^/, String.raw`^\W*(?:`)
    .concat(String.raw`)\s*[:›»>→]*$`),
  'i',
);

/** Whether a whole line (on one line) is a shopping button's text. */
export function isShoppingLine(text: string): boolean {
  return text.length <= MAX_SHOPPING_CHARS && SHOPPING_LINE.test(text);
}

/**
 * Siblings looked at on each side for words beside an element: a bound, so a parent of a million
 * spans is read in linear time (a hostile page; html-hostile bench).
 */
const MAX_NEIGHBOURS = 8;

function hasWords(n: AnyNode): boolean {
  return n.type === 'text' && !!(n as unknown as { data: string }).data.trim();
}

/**
 * Whether an inline element stands apart from running text: no words beside it among its nearest
 * siblings ("…you can <a>buy now</a> from…" is a sentence, and its link stays).
 */
function standsAlone(el: Element): boolean {
  let before: AnyNode | null = el.prev;
  let after: AnyNode | null = el.next;
  for (let i = 0; i < MAX_NEIGHBOURS && (before || after); i++) {
    if ((before && hasWords(before)) || (after && hasWords(after))) return false;
    before = before?.prev ?? null;
    after = after?.next ?? null;
  }
  return true;
}

/** An inline element (a link, a label) that stands apart and is a shopping button. */
export function isShoppingButton($: CheerioAPI, el: Element): boolean {
  const n = textLength(el, MAX_SHOPPING_CHARS + 1);
  return n > 0 && n <= MAX_SHOPPING_CHARS && standsAlone(el) && isShoppingLine(lineOf($, el));
}
