/**
 * The page's own story, when the page holds several. A page that preloads the next article
 * (infinite scroll, "up next") or runs a stream of full stories is served for one of them: its
 * `<title>` and `og:title` name that story, while the next one may be longer and outscore it.
 * When the top candidate lies in a later story, under a headline of its own that is followed by
 * a byline or a date (as a story's headline is, and a section's heading is not), the best
 * candidate of the story the title names is taken instead. That story runs from its headline to
 * the next headline in document order; a candidate holding two headlines belongs to neither.
 *
 * A title reworded for search names no headline: then the page's story is the first headline
 * with a byline or a date under it, as a stream puts the page's own story first. A page of one
 * story is left alone, and so are pages that head sections with <h1>s (no byline under them:
 * wcxb-dev 4064, "Deeper Dive: Our Top Tested Picks").
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { contains, descendants, firstByTag, hasDescendant, lineOf, textLength } from '../markup/dom.ts';
import { ancestors, type StoryBounds } from './boundaries.ts';
import type { Scores } from './score.ts';

/** A headline of fewer words is a section name or a logo more often than a story's title. */
const MIN_HEADLINE_WORDS = 3;
/**
 * The own story's best candidate must score at least this share of the top candidate's. A
 * preloaded story is seldom more than three times as long as the page's own; what scores lower
 * is a byline block or a lead-in left before an <h1> that only heads a section.
 */
const MIN_SCORE_SHARE = 0.3;
/** A story's byline or date stands within this many elements after its headline... */
const BYLINE_LOOKAHEAD_ELEMENTS = 8;
/** ...and before this much text: past it, the story's body has begun. */
const BYLINE_WINDOW_CHARS = 200;
/** Class or id words of byline and date blocks (whole words or parts of built names). */
const BYLINE_CLASS = /byline|author|dateline|posted|published|timestamp|pubdate/i;
const BYLINE_TEXT = /^(?:by|posted by|written by)\s+\p{Lu}/iu;
/** A byline ("By Ana Ruiz and Tom Hale, Science desk") is no longer than this. */
const MAX_BYLINE_CHARS = 80;
/** Class or id words of an author's byline (not a date). */
const AUTHOR_CLASS = /byline|author/i;

const norm = (s: string): string =>
  ` ${s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')} `;

const isHeadline = (text: string): boolean => norm(text).trim().split(' ').length >= MIN_HEADLINE_WORDS;

/** The titles the page declares for itself: `og:title`, `twitter:title`, `<title>` (read in <head>). */
function declaredTitles($: CheerioAPI): string[] {
  const head = firstByTag($.root().get(0)!, 'head');
  if (!head) return [];
  const found: string[] = [];
  for (const el of descendants(head, (e) => e.name === 'meta' || e.name === 'title')) {
    const a = el.attribs;
    if (el.name === 'title') found.push(lineOf($, el));
    else if ((a.property === 'og:title' || a.name === 'twitter:title') && a.content) found.push(a.content);
  }
  return found.filter((t) => t.trim()).map(norm);
}

/** Whether a declared title holds the headline's words as one run ("Headline | Site"). */
function names(titles: string[], headline: string): boolean {
  return isHeadline(headline) && titles.some((t) => t.includes(norm(headline)));
}

function marksByline(el: Element, authorOnly: boolean): boolean {
  const a = el.attribs ?? {};
  if (a.rel === 'author' || (a.itemprop && /\bauthor\b/.test(a.itemprop))) return true;
  if (authorOnly) return AUTHOR_CLASS.test(`${a.class ?? ''} ${a.id ?? ''}`);
  if (el.name === 'time' || (a.itemprop && /\bdatePublished\b/.test(a.itemprop))) return true;
  return BYLINE_CLASS.test(`${a.class ?? ''} ${a.id ?? ''}`);
}

/**
 * Whether a byline or a date (`authorOnly`: a byline) follows `headline` before its story's text
 * begins.
 */
function bylineFollows(headline: Element, authorOnly = false): boolean {
  let seen = 0;
  let chars = 0;
  const inner = (el: Element): boolean => {
    const a = el.attribs;
    if (a.rel === 'author' || (a.itemprop && /\bauthor\b/.test(a.itemprop))) return true;
    return !authorOnly && (el.name === 'time' || (!!a.itemprop && /\bdatePublished\b/.test(a.itemprop)));
  };
  // The elements after the headline in document order: its following siblings and theirs, up.
  for (let n: AnyNode | null = headline; n && n.type === 'tag'; n = n.parent) {
    for (let s = n.next; s; s = s.next) {
      if (s.type === 'text') chars += (s as unknown as { data: string }).data.trim().length;
      if (s.type !== 'tag') continue;
      const el = s as Element;
      const length = textLength(el, BYLINE_WINDOW_CHARS);
      if (length >= BYLINE_WINDOW_CHARS) return false;
      // An author's bio box under a heading ("About the author") is longer than a byline.
      if (authorOnly && length > MAX_BYLINE_CHARS) return false;
      if (marksByline(el, authorOnly) || BYLINE_TEXT.test(leadText(el))) return true;
      if (hasDescendant(el, inner)) return chars < BYLINE_WINDOW_CHARS;
      chars += length;
      if (++seen >= BYLINE_LOOKAHEAD_ELEMENTS || chars >= BYLINE_WINDOW_CHARS) return false;
    }
  }
  return false;
}

/** Story headlines below the <h1>: a sub-heading or a teaser title with a byline under it. */
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4']);
const TITLE_CLASS = /(?:^|[\s_-])(?:title|headline)(?:$|[\s_-])/i;
/** No headline is this long (a block with a title class may be a whole section). */
const MAX_HEADLINE_CHARS = 250;
/** Headings looked at per page, at most (a long listing has hundreds; the first ones decide). */
const MAX_HEADINGS = 200;
/** An element "opens with" a headline while less text than this stands before it. */
const OPENING_CHARS = 40;

/** An author card's classes: its "title" is a job title or the employer's name. */
const AUTHOR_CARD = /author|byline|contributor|profile|(?:^|[\s_-])bio(?:$|[\s_-])/i;
/** Ancestors looked at for an author card. */
const AUTHOR_CARD_DEPTH = 4;

/** Whether `el` sits in an author card ("The Wall Street Journal" as a reporter's `info-title`). */
function inAuthorCard(el: Element): boolean {
  let n: Element | null = el;
  for (let i = 0; i <= AUTHOR_CARD_DEPTH && n && n.type === 'tag'; i++, n = n.parent as Element | null)
    if (AUTHOR_CARD.test(`${n.attribs?.class ?? ''} ${n.attribs?.id ?? ''}`)) return true;
  return false;
}

/** Characters of a block's opening text that can show a byline's "By …". */
const LEAD_CHARS = 40;

/** The opening of an element's text, spaces collapsed (a cheap `lineOf` for a prefix test). */
function leadText(el: Element): string {
  let out = '';
  const stack: AnyNode[] = [el];
  while (stack.length && out.length < LEAD_CHARS) {
    const n = stack.pop()!;
    if (n.type === 'text') out += (n as unknown as { data: string }).data;
    else if (n.type === 'tag')
      for (let i = (n as Element).children.length - 1; i >= 0; i--) stack.push((n as Element).children[i]);
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** The elements `head` opens: its ancestors while little text stands before it in them. */
function openedBy(head: Element): Element[] {
  const out: Element[] = [];
  for (let n: Element = head; n.parent?.type === 'tag'; n = n.parent as Element) {
    const p = n.parent as Element;
    let before = 0;
    for (let c = p.firstChild; c && c !== n; c = c.next) before += textLength(c, OPENING_CHARS);
    if (before >= OPENING_CHARS) break;
    out.push(p);
  }
  return out;
}

export interface StoryHeads {
  /** Headings of 3+ words with an author's byline under them, in document order. */
  heads: Element[];
  /** Elements that open with one of them: a story's block. */
  blocks: Set<Element>;
  /** Every short heading (h1-h4, a title or headline class) outside author cards, in document order. */
  titled: Element[];
  /**
   * Whether `el` held the story heading `head` when the page was whole (chrome stripping may
   * have taken the heading's header block out of the tree since).
   */
  held(el: Element, head: Element): boolean;
}

/**
 * Story headlines that need not be <h1>s, and the blocks they open: a preloaded story's headline
 * may be an <h2> or a titled <div> (so no story start for boundaries.ts) in the same markup as
 * the page's own story. Read while the page is whole (a byline is stripped as chrome later).
 */
export function storyHeads($: CheerioAPI, root: AnyNode): StoryHeads {
  const blocks = new Set<Element>();
  const titled = descendants(
    root,
    (el) => HEADING_TAGS.has(el.name) || TITLE_CLASS.test(el.attribs?.class ?? ''),
  )
    .slice(0, MAX_HEADINGS)
    .filter((h) => textLength(h, MAX_HEADLINE_CHARS) < MAX_HEADLINE_CHARS && !inAuthorCard(h));
  // The byline first: most headings have none, and it is cheaper than the heading's text.
  const heads = titled.filter((h) => bylineFollows(h, true) && isHeadline(lineOf($, h)));
  for (const h of heads) for (const b of openedBy(h)) blocks.add(b);
  const above = new Map(heads.map((h) => [h, ancestors(h)]));
  return { heads, blocks, titled, held: (el, head) => above.get(head)?.has(el) ?? contains(el, head) };
}

export type OwnStory = (scores: Scores, top: Element) => Element;

/**
 * Reads the page's titles and its headlines' bylines while the page is whole (before chrome is
 * stripped: a byline block goes with it) and returns the choice to make once the page is scored.
 * `maxLater`: later story headings beyond the <h1>s count while there are at most this many (a
 * live blog's entries, a listing's posts are not preloaded stories).
 */
export function ownStory($: CheerioAPI, bounds: StoryBounds, found: StoryHeads, maxLater: number): OwnStory {
  const keep: OwnStory = (_, top) => top;
  const { position: pos } = bounds;
  if (bounds.headlines.length < 2 && !found.heads.length) return keep;
  const titles = declaredTitles($);
  const h1s = new Set(bounds.headlines);
  // The page's headline: an <h1>, else (a page without one) the first heading the title names.
  // A title reworded for search names no headline: then the first story with a byline, as a
  // stream puts the page's own story first.
  const own =
    bounds.headlines.find((h) => names(titles, lineOf($, h))) ??
    found.titled.find((h) => names(titles, lineOf($, h))) ??
    [...bounds.headlines, ...found.heads]
      .sort((a, b) => pos(a) - pos(b))
      .find((h) => isHeadline(lineOf($, h)) && bylineFollows(h));
  if (!own) return keep;
  const later = found.heads.filter((h) => !h1s.has(h) && pos(h) > pos(own) && !contains(own, h));
  const headlines = [
    ...bounds.headlines,
    ...(h1s.has(own) ? [] : [own]),
    ...(later.length <= maxLater ? later : []),
  ].sort((a, b) => pos(a) - pos(b));
  if (headlines.length < 2) return keep;
  const at = headlines.indexOf(own);
  const start = own;
  const end = headlines[at + 1] as Element | undefined;
  // Later headlines that start a story of their own: a headline's words, a byline under them.
  const stories = new Set(
    headlines
      .slice(at + 1)
      .filter((h) => isHeadline(lineOf($, h)) && !names(titles, lineOf($, h)) && bylineFollows(h)),
  );
  if (!stories.size) return keep;
  // Ancestors as they stand now: chrome stripping may take a headline's header block out later.
  const above = new Map(headlines.map((h) => [h, ancestors(h)]));
  // The blocks each later story's headline opens: the story's body is in one of them (a teaser
  // card's headline and byline, inside or before the article, open only the card).
  const opens = new Map([...stories].map((h) => [h, openedBy(h)]));
  const holds = (el: Element, h: Element) => above.get(h)?.has(el) ?? false;
  const inside = (el: Element): boolean =>
    !bounds.holdsTwo(el) &&
    !(end && (el === end || holds(el, end))) &&
    (holds(el, start) || (pos(el) > pos(start) && (!end || pos(el) < pos(end))));
  return (scores, top) => {
    if (inside(top)) return top;
    const over = headlines.find((h) => holds(top, h)) ?? headlines.findLast((h) => pos(h) < pos(top));
    if (!over || !opens.get(over)?.some((b) => b === top || contains(b, top))) return top;
    let best: Element | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const [el, s] of scores) {
      if (s > bestScore && inside(el)) {
        best = el;
        bestScore = s;
      }
    }
    return best && bestScore >= (scores.get(top) ?? 0) * MIN_SCORE_SHARE ? best : top;
  };
}
