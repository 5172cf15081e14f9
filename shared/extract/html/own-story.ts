/**
 * The page's own story, when the page holds several. A page that preloads the next article
 * (infinite scroll, "up next") or runs a stream of full stories is served for one of them: its
 * `<title>` and `og:title` name that story, while the next one may be longer and outscore it.
 * When the top candidate lies in a later story, under a headline of its own that is followed by
 * a byline or a date (as a story's headline is, and a section's heading is not), the best
 * candidate of the story the title names is taken instead. That story runs from its headline to
 * the next headline in document order; a candidate holding two headlines belongs to neither.
 *
 * Nothing changes when the title names no headline (a title reworded for search, a page of one
 * story), so the rule costs nothing on ordinary pages. Pages that head sections with <h1>s have
 * no byline under them and are left alone (wcxb-dev 4064: "Deeper Dive: Our Top Tested Picks").
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { contains, lineOf } from '../markup/dom.ts';
import type { StoryBounds } from './boundaries.ts';
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

const norm = (s: string): string =>
  ` ${s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')} `;

const isHeadline = (text: string): boolean => norm(text).trim().split(' ').length >= MIN_HEADLINE_WORDS;

/** The titles the page declares for itself: `og:title`, `twitter:title`, `<title>`. */
function declaredTitles($: CheerioAPI): string[] {
  const found = [
    $('meta[property="og:title"]').attr('content'),
    $('meta[name="twitter:title"]').attr('content'),
    $('head title').first().text(),
  ];
  return found.filter((t): t is string => !!t?.trim()).map(norm);
}

/** Whether a declared title holds the headline's words as one run ("Headline | Site"). */
function names(titles: string[], headline: string): boolean {
  return isHeadline(headline) && titles.some((t) => t.includes(norm(headline)));
}

function marksByline(el: Element): boolean {
  const a = el.attribs ?? {};
  if (el.name === 'time' || a.rel === 'author') return true;
  if (a.itemprop && /\b(?:author|datePublished)\b/.test(a.itemprop)) return true;
  return BYLINE_CLASS.test(`${a.class ?? ''} ${a.id ?? ''}`);
}

/** Whether a byline or a date follows `headline` before its story's text begins. */
function bylineFollows($: CheerioAPI, headline: Element): boolean {
  let seen = 0;
  let chars = 0;
  // The elements after the headline in document order: its following siblings and theirs, up.
  for (let n: AnyNode | null = headline; n && n.type === 'tag'; n = n.parent) {
    for (let s = n.next; s; s = s.next) {
      if (s.type === 'text') chars += (s as unknown as { data: string }).data.trim().length;
      if (s.type !== 'tag') continue;
      const el = s as Element;
      const text = lineOf($, el);
      if (marksByline(el) || BYLINE_TEXT.test(text)) return true;
      if ($(el).find('time, [rel="author"], [itemprop~="author"], [itemprop~="datePublished"]').length)
        return chars < BYLINE_WINDOW_CHARS;
      chars += text.length;
      if (++seen >= BYLINE_LOOKAHEAD_ELEMENTS || chars >= BYLINE_WINDOW_CHARS) return false;
    }
  }
  return false;
}

export type OwnStory = (scores: Scores, top: Element) => Element;

/**
 * Reads the page's titles and its headlines' bylines while the page is whole (before chrome is
 * stripped: a byline block goes with it) and returns the choice to make once the page is scored.
 */
export function ownStory($: CheerioAPI, bounds: StoryBounds): OwnStory {
  const keep: OwnStory = (_, top) => top;
  const { headlines, position: pos } = bounds;
  if (headlines.length < 2) return keep;
  const titles = declaredTitles($);
  const at = titles.length ? headlines.findIndex((h) => names(titles, lineOf($, h))) : -1;
  if (at < 0) return keep;
  const start = headlines[at];
  const end = headlines[at + 1] as Element | undefined;
  // Later headlines that start a story of their own: a headline's words, a byline under them.
  const stories = new Set(
    headlines
      .slice(at + 1)
      .filter((h) => isHeadline(lineOf($, h)) && !names(titles, lineOf($, h)) && bylineFollows($, h)),
  );
  if (!stories.size) return keep;
  const inside = (el: Element): boolean =>
    !bounds.holdsTwo(el) &&
    (contains(el, start) || (pos(el) > pos(start) && (!end || (pos(el) < pos(end) && !contains(el, end)))));
  return (scores, top) => {
    if (inside(top)) return top;
    const over = headlines.find((h) => contains(top, h)) ?? headlines.findLast((h) => pos(h) < pos(top));
    if (!over || !stories.has(over)) return top;
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
