/**
 * Boilerplate inside the chosen article: bylines and datelines, photo credits and gallery
 * controls, ad slots, tag lists, share bars, short blocks that are nothing but a link
 * ("READ MORE: …", related-story lists), and publisher lines (metric bars, "Cite this
 * article", "Opens in a new window"; `publisher-chrome.ts`). Readability keeps most of these (its weakness is
 * precision); human annotators of article text leave them out.
 *
 * Every rule is bounded by size: a block is only pruned while it is a small part of the
 * article, so a container that happens to carry a chrome-like class cannot take the article
 * with it.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import {
  byTag,
  contains,
  descendants,
  hasDescendant,
  holdsQuotation,
  isHeading,
  lineOf,
  textLength,
} from '../markup/dom.ts';
import { roleHint } from './anchor-id.ts';
import { isCitationList, looksLikeCitation } from './citations.ts';
import { inIntroducedList, introducedRuns } from './introduced-list.ts';
import { pruneMeta } from './meta-prune.ts';
import { dropPublisherChrome } from './publisher-chrome.ts';
import { relatedSections } from './related.ts';
import { isSourcesList } from './sources-list.ts';
import { isTeaserList } from './teasers.ts';

/**
 * class/id words of in-article chrome. Matched as whole words of a class or id split at
 * spaces, `-` and `_` ("article__media-caption", "ap-byline", "dfp-tag-wrapper").
 */
const CHROME_WORDS = new Set([
  'ad',
  'ads',
  'advert',
  'advertisement',
  'advertising',
  'author',
  'byline',
  'bylines',
  'caption',
  'captions',
  'carousel',
  'credit',
  'credits',
  'dateline',
  'dfp',
  'gallery',
  'keywords',
  'lightbox',
  'newsletter',
  'outbrain',
  'promo',
  'recommended',
  'related',
  'share',
  'sharing',
  'signup',
  'slideshow',
  'social',
  'sponsored',
  'swiper',
  'taboola',
  'tags',
  'timestamp',
  'trending',
]);
/** A chrome-named block holding this many paragraphs of this length is prose and stays. */
const PROSE_PARAGRAPHS = 2;
const PROSE_PARAGRAPH_CHARS = 150;
/** A pruned block holds at most this share of the article's characters. */
const MAX_PRUNED_SHARE = 0.25;
/**
 * A teaser list (teasers.ts) may hold up to this share of the article's characters: its shape is
 * stronger evidence than a class word, and short stories often carry long related-story lists.
 */
const MAX_TEASER_SHARE = 0.5;
/** Link-only blocks are pruned up to this many words (longer ones may be real linked prose). */
const MAX_LINK_BLOCK_WORDS = 16;
/** ...and so this many characters at most. */
const MAX_LINK_BLOCK_CHARS = 400;
/** No furniture label is longer than this ("Story continues below advertisement": 35). */
const MAX_FURNITURE_CHARS = 40;
/** A block counts as "only a link" at this link-text share. */
const LINK_ONLY_DENSITY = 0.8;
/** A label ending in a colon before a link: "Related:", "Photo:", "Where to watch:". */
const LINK_LABEL = /^[^.!?]{1,30}:\s*$/;
/**
 * The labels whose link line is boilerplate: a pointer to another story ("Related:", "Related
 * Reading:"), a picture's credit, a paid placement. Any other label before a link is the writer's
 * ("Where to watch: <a>Netflix</a>", "Availability: <a>Check here</a>", "Learn more: <a>Solar
 * Panel Wiring Basics</a>", "Source: <a>GitHut 2.0</a>"): roundups print one under every entry and
 * guides point to their own further reading, and the annotators keep both (wcxb-dev 0106, 0332,
 * 4192, 4486; scrapinghub's news pages too). A line that is all link (80%) goes whatever its label.
 */
const DROPPED_LABEL = /^\W*(?:related|credits?|photos?|images?|sponsored|advertisement)\b/i;
/**
 * Page furniture that stands alone as a block: ad labels, "Tags", "Share", "Comments",
 * "Read more", in the languages of the pages we see most, and the labels of a table of contents
 * ("Table of Contents", "On this page", "Jump to:"), whose link list the link-density rules
 * already drop (wcxb-dev: the label was left behind on 9 of the 400 inspected pages), and a
 * caption toggle's label ("Show Caption", left when its button's caption went; wcxb-dev 0106, 0120),
 * and the label news sites put between the chunks of a story cut around ads ("Continue reading the
 * main story", "Story continues below advertisement"). Matched on the whole block only.
 */
const FURNITURE =
  /^(?:advert(?:isement)?s?|ads?|anzeige|werbung|publicidad|publicidade|publicité|pubblicità|sponsored|tags?|share(?: this)?|comments?|\d+ comments?|read more|see more|more|continue reading(?: below| the (?:main )?(?:story|article))?|(?:the )?(?:story|article) continues below(?: (?:this )?(?:ad|advertisement))?|related|trending|don'?t miss|close|caption|(?:show|hide) captions?|print|email|live|(?:table of )?contents|in this (?:article|post|guide)|on this page|jump to|skip to (?:main )?content)\s*[:.…]?$/i;

const WORD_SPLIT = /[\s_-]+/;
/** A div holding any of these is a container, not a one-line block. */
const BLOCKS_IN_DIV = new Set(['p', 'div', 'li']);

function hintWords(el: Element): string[] {
  // An id that is the element's own text (a heading's anchor, anchor-id.ts) is no hint.
  return roleHint(el).toLowerCase().split(WORD_SPLIT);
}

/** Chrome words distinctive enough to match inside a class word ("newsCaption", "photoByline"). */
const CHROME_STEMS =
  /caption|byline|gallery|slideshow|advert|newsletter|carousel|lightbox|taboola|outbrain|dateline|timestamp/;

export function hasChromeWord(el: Element): boolean {
  // Most elements carry neither (a million bare spans): no string to build and split.
  if (!el.attribs?.class && !el.attribs?.id) return false;
  return hintWords(el).some((w) => CHROME_WORDS.has(w) || CHROME_STEMS.test(w));
}

function linkTextLength(el: Element): number {
  let n = 0;
  for (const a of byTag(el, 'a')) n += textLength(a);
  return n;
}

function isFurniture($: CheerioAPI, el: Element): boolean {
  return textLength(el, MAX_FURNITURE_CHARS) <= MAX_FURNITURE_CHARS && FURNITURE.test(lineOf($, el));
}

/** A short block whose text is (almost) all link, possibly after a "LABEL:" lead-in. */
function isLinkOnly($: CheerioAPI, el: Element): boolean {
  // Cheap rejection before building the text: no 16-word line is this long.
  if (textLength(el, MAX_LINK_BLOCK_CHARS) > MAX_LINK_BLOCK_CHARS) return false;
  const text = lineOf($, el);
  if (!text || text.split(' ').length > MAX_LINK_BLOCK_WORDS) return false;
  const links = linkTextLength(el);
  if (!links) return false;
  if (links / text.length >= LINK_ONLY_DENSITY) return !looksLikeCitation(text);
  const lead = lineOf($, byTag(el, 'a')[0]);
  const before = text.slice(0, Math.max(0, text.indexOf(lead)));
  return (
    LINK_LABEL.test(before) &&
    DROPPED_LABEL.test(before) &&
    (links + before.length) / text.length >= LINK_ONLY_DENSITY
  );
}

/**
 * Two or more long paragraphs are prose, whatever the container's class says ("related-work",
 * "author-note" sections); teaser lists and credits are short lines.
 */
function holdsProse(el: Element): boolean {
  let long = 0;
  for (const p of byTag(el, 'p'))
    if (textLength(p) >= PROSE_PARAGRAPH_CHARS && ++long >= PROSE_PARAGRAPHS) return true;
  return false;
}

/**
 * A paragraph or list item this long is the article's prose, not a teaser's summary (teasers.ts
 * allows 400 per item): a "Related" section of long items is the author's notes (wcxb-dev 0406).
 */
const MAX_TEASER_PARAGRAPH_CHARS = 400;

function holdsLongParagraph(el: Element): boolean {
  const long = (p: Element) => textLength(p, MAX_TEASER_PARAGRAPH_CHARS) >= MAX_TEASER_PARAGRAPH_CHARS;
  return ((el.name === 'p' || el.name === 'li') && long(el)) || byTag(el, 'p', 'li').some(long);
}

/** The `<ul>`/`<ol>` holding `li` and its items, or null when `li` is not in such a list. */
function listOf(li: Element): { list: Element; items: Element[] } | null {
  const list = li.parent as Element | null;
  if (!list || (list.name !== 'ul' && list.name !== 'ol')) return null;
  return {
    list,
    items: list.children.filter((c) => c.type === 'tag' && (c as Element).name === 'li') as Element[],
  };
}

/** An item of a list whose items mostly read like references (a reading list is content). */
function inCitationList($: CheerioAPI, li: Element): boolean {
  const found = listOf(li);
  return !!found && isCitationList(found.items.map((i) => lineOf($, i)));
}

/**
 * A list most of whose items are plain text is the article's list even where some items link to
 * further reading ("The tools tested were: <a>Gemini CLI</a>, <a>Qwen CLI</a>, Crush CLI, ..."):
 * its link-only items are named things, not a link line. A short list of facts is a metadata line
 * whose link is the part to drop (a byline's author · date · reading time, a listing's kind · place
 * · website), hence at least MIN_PLAIN_LIST_ITEMS plain items. Judged once per list, before any of
 * its items is dropped (`seen` caches the answer for the prune pass).
 */
const MIN_PLAIN_LIST_ITEMS = 3;

function inPlainList($: CheerioAPI, li: Element, seen: Map<Element, boolean>): boolean {
  const found = listOf(li);
  if (!found) return false;
  const { list, items } = found;
  let answer = seen.get(list);
  if (answer === undefined) {
    const plain = items.filter((i) => !isLinkOnly($, i)).length;
    answer = plain >= MIN_PLAIN_LIST_ITEMS && plain * 2 > items.length;
    seen.set(list, answer);
  }
  return answer;
}

/** h2..h6 (h1 is the page title, which the article walk handles apart). */
const SECTION_HEADING = /^h[2-6]$/;

/**
 * A heading whose links all stay in the page is the section's own heading, not a link to
 * elsewhere: a permalink or table-of-contents target (`<h2><a href="#methods">Methods</a></h2>`,
 * Markdown "toc" extensions) or a named anchor (`<a name="methods">`). A bare `href="#"` is a
 * script's link (teaser lists use it) and does not count.
 */
function isAnchoredHeading(el: Element): boolean {
  if (!SECTION_HEADING.test(el.name)) return false;
  return byTag(el, 'a').every((a) => {
    const href = a.attribs.href;
    return href === undefined || (href.startsWith('#') && href.length > 1);
  });
}

/**
 * A paragraph right after a linked heading, of at least this many characters and mostly plain
 * text, makes the heading the section's own: a year-in-review or a listicle links each item's
 * heading to the story or product and writes the item under it (wcxb-dev 0428, Mozilla lwn-1).
 * A teaser card's heading and summary sit in their own item of a list and went with the list
 * (teasers.ts) before this pass, or stands alone in its card (see inFlow); a caption-length
 * line under a heading is not enough.
 */
const PARAGRAPH_AFTER_HEADING_CHARS = 100;
/** ...and at most this share of that paragraph's text is link text. */
const MAX_PARAGRAPH_LINK_SHARE = 0.5;

/**
 * A card is a heading and its summary alone in their container; in the article's flow they have
 * other blocks beside them. A heading with fewer blocks of text than this around it (itself
 * included) heads a card, kept or dropped with its list, not on its own paragraph.
 */
const MIN_FLOW_BLOCKS = 3;

function inFlow(heading: Element): boolean {
  const parent = heading.parent;
  if (!parent) return false;
  let blocks = 0;
  for (const c of parent.children)
    if (c.type === 'tag' && textLength(c) > 0 && ++blocks >= MIN_FLOW_BLOCKS) return true;
  return false;
}

/**
 * A heading that links elsewhere but opens a paragraph is the section's heading: weekly
 * editions and digests link each story's headline to the story's own page and print the story
 * under it (Mozilla's lwn-1). Either a long paragraph (over MAX_TEASER_PARAGRAPH_CHARS, in any
 * block) or a plain `<p>` of PARAGRAPH_AFTER_HEADING_CHARS follows it.
 */
function opensProse(el: Element): boolean {
  if (!SECTION_HEADING.test(el.name)) return false;
  let next = el.next;
  while (next && next.type !== 'tag') next = next.next;
  if (!next) return false;
  const after = next as Element;
  if (holdsLongParagraph(after)) return true;
  if (after.name !== 'p' || !inFlow(el)) return false;
  const chars = textLength(after);
  return chars >= PARAGRAPH_AFTER_HEADING_CHARS && linkTextLength(after) <= chars * MAX_PARAGRAPH_LINK_SHARE;
}

/**
 * A heading numbered as an item of the article ("2. <a>Stanford GSB</a>", "#3 <a>Kajabi</a>") heads
 * a ranked list's entry: listicles and rankings link each entry's name to its own page and write
 * the entry under it (wcxb-dev 0022, 0166, 0230 lost their entries' names as link lines). A
 * related-story headline is not numbered; a numbered table-of-contents line is a list item, not a
 * heading. The number is a rank: a digit or three and a stop, a bracket or a colon, or a `#`.
 */
const ITEM_NUMBER = /^(?:#\d{1,3}|\d{1,3}[.):])\s+\S/;

function isNumberedHeading($: CheerioAPI, el: Element): boolean {
  return SECTION_HEADING.test(el.name) && ITEM_NUMBER.test(lineOf($, el));
}

/**
 * A paragraph that is one linked sentence of the writer's ("Read our full review.", "Read more
 * about recent LG innovations.") points the reader on from inside the text, and the annotators
 * keep it (wcxb-dev 0010, 0224). It ends in a full stop
 * and has at least this many words; headlines, buttons and calls to action do not end in a full
 * stop ("Read more", "Who will make the Rock Hall in 2020?", "Subscribe to our channel for the
 * latest videos!", scrapinghub's news pages).
 */
const MIN_LINKED_SENTENCE_WORDS = 4;
const SENTENCE_END = /\w\.["”’)]?$/;

function isLinkedSentence($: CheerioAPI, el: Element): boolean {
  if (el.name !== 'p') return false;
  const text = lineOf($, el);
  return SENTENCE_END.test(text) && text.split(' ').length >= MIN_LINKED_SENTENCE_WORDS;
}

/**
 * A linked h2–h6 with text right after it heads an entry of the article: directories, event
 * lists and roundups link each entry's name to its own page and print the entry's details under
 * it, however short (a venue's cuisine and street, an event's dates; wcxb-dev 4340, 4362, 4452,
 * 0154, 0316). Of the link-only h2–h6 the pruning dropped on the inspected half, 371 were in the
 * reference text and 8 were not. A linked heading with nothing after it in its parent, or only
 * another heading (a teaser's headline over its sub-headline, a "Click here to subscribe" banner
 * between ad scripts: scrapinghub), is a link line and goes. Scripts and styles are not text.
 */
const SCRIPT_TAGS = new Set(['script', 'style']);

function headsEntry(el: Element): boolean {
  if (!SECTION_HEADING.test(el.name)) return false;
  for (let next = el.next; next; next = next.next) {
    if (next.type === 'text') {
      if ((next as unknown as { data: string }).data.trim()) return true;
      continue;
    }
    if (next.type !== 'tag' || SCRIPT_TAGS.has((next as Element).name)) continue;
    const after = next as Element;
    return !isHeading(after) && textLength(after) > 0;
  }
  return false;
}

/**
 * The linked headings of a run of entries below `root`: at least MIN_ENTRIES link-only headings
 * of one level, each heading an entry in the article's flow (inFlow: not a card of a heading and
 * its summary alone in their container, which is how a list of other posts is laid out). A
 * one-off linked heading over a line is a teaser or a pointer elsewhere ("Elsewhere on the site
 * this week") and stays a link line.
 */
const MIN_ENTRIES = 3;

function entryHeadings($: CheerioAPI, root: AnyNode): Set<Element> {
  const byLevel = new Map<string, Element[]>();
  for (const h of byTag(root, 'h2', 'h3', 'h4', 'h5', 'h6')) {
    if (!headsEntry(h) || !inFlow(h) || !isLinkOnly($, h)) continue;
    const level = byLevel.get(h.name) ?? [];
    level.push(h);
    byLevel.set(h.name, level);
  }
  const out = new Set<Element>();
  for (const level of byLevel.values()) if (level.length >= MIN_ENTRIES) for (const h of level) out.add(h);
  return out;
}

/** Prune in-article boilerplate from `nodes` in place; returns how many blocks went. */
export function pruneBoilerplate($: CheerioAPI, nodes: AnyNode[]): number {
  const total = nodes.reduce((s, n) => s + textLength(n), 0);
  const budget = total * MAX_PRUNED_SHARE;
  let removed = 0;
  const drop = (el: Element) => {
    $(el).remove();
    removed++;
  };
  for (const root of nodes) {
    removed += pruneMeta($, root, budget);
    // A form in the article (sign-up, search, "request our ebook") lost its fields with the chrome
    // and left their labels and notes ("First Name*", "This field is for validation purposes").
    // A form that wraps the page (ASP.NET) holds more than the budget and stays.
    for (const el of byTag(root, 'form')) if (contains(root, el) && textLength(el) <= budget) drop(el);
    for (const el of descendants(root, hasChromeWord))
      if (contains(root, el) && textLength(el) <= budget && !holdsProse(el) && !holdsQuotation(el)) drop(el);
    for (const el of byTag(root, 'ul', 'ol', 'div', 'section'))
      if (
        contains(root, el) &&
        textLength(el) <= total * MAX_TEASER_SHARE &&
        isTeaserList($, el) &&
        !isSourcesList($, el)
      )
        drop(el);
    if (root.type === 'tag')
      for (const section of relatedSections($, root as Element)) {
        if (!contains(root, section[0])) continue;
        const size = section.reduce((n, e) => n + textLength(e), 0);
        if (size <= total * MAX_TEASER_SHARE && !section.some(holdsLongParagraph))
          for (const e of section) drop(e);
      }
    const lists = new Map<Element, boolean>();
    const introduced = new Map<Element, boolean>();
    const entries = entryHeadings($, root);
    const runs =
      root.type === 'tag' ? introducedRuns($, root as Element, (p) => isLinkOnly($, p)) : new Set<Element>();
    for (const el of byTag(root, 'p', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'div')) {
      if (!contains(root, el)) continue;
      if (el.name === 'div' && hasDescendant(el, (d) => BLOCKS_IN_DIV.has(d.name))) continue;
      if (el.name === 'li' && (inCitationList($, el) || inPlainList($, el, lists))) continue;
      if (root.type === 'tag' && inIntroducedList($, el, root as Element, introduced)) continue;
      if (runs.has(el)) continue;
      const linkLine =
        isLinkOnly($, el) &&
        !entries.has(el) &&
        !isLinkedSentence($, el) &&
        !isAnchoredHeading(el) &&
        !opensProse(el) &&
        !isNumberedHeading($, el);
      if (linkLine || isFurniture($, el)) drop(el);
    }
  }
  return removed + dropPublisherChrome($, nodes, true);
}
