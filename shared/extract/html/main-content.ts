/**
 * Main-content choice for web pages. The scorer (`score.ts`) rates every candidate; the best,
 * or the common ancestor of several close rivals, is the article; siblings that look like its
 * continuation and same-class chunks elsewhere join, never across a story boundary; then the
 * article is cleaned of link lists and chrome-classed blocks and pruned of boilerplate.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element, ParentNode } from 'domhandler';
import {
  byTag,
  contains,
  descendants,
  firstByTag,
  holdsQuotation,
  isTag,
  lineOf,
  outermost,
  textLength,
} from '../markup/dom.ts';
import { ancestors, crossesStories, type StoryBounds, sameStorySiblings, storyBounds } from './boundaries.ts';
import { stripChrome } from './chrome.ts';
import { isCitationList as citationTexts } from './citations.ts';
import { climbWhileRising } from './climb.ts';
import { holdsDataTable } from './data-table.ts';
import { widenToDeclaredBody } from './declared-body.ts';
import { isIntroducedList } from './introduced-list.ts';
import { ownStory, type StoryHeads, storyHeads } from './own-story.ts';
import { pruneBoilerplate } from './prune.ts';
import { classWeight, isParagraphLike, linkDensity, type Scores, score } from './score.ts';
import { storyWrapper } from './story-wrapper.ts';

/**
 * Same-class chunks after the top that open with their own headline and byline are left out when
 * there are at most this many: a page preloads one or two stories; a live blog has many entries.
 */
const MAX_HEADED_CHUNKS = 2;
/** Siblings join the article when they score at least this share of the top candidate. */
const SIBLING_SHARE = 0.2;
const SIBLING_MIN_SCORE = 10;
/** Rival candidates (within this share of the best score) that share an ancestor promote it (Readability: 0.75, 3 of top 5). */
const RIVAL_SHARE = 0.75;
const MIN_RIVALS = 3;
const MAX_RIVALS = 5;
/** Conditional cleaning: blocks mostly made of links are navigation, unless they are references. */
const MAX_LINK_DENSITY = 0.5;
/**
 * ...but a data table is the article's whatever its links, while some of its text is plain: a
 * ranking links each company's name and prints its revenue beside it (wcxb-dev 0358 lost 30 of
 * its 39 rows). A grid whose every cell is a link (this share or more) is a link directory laid
 * out as a table ("Hire an SEO | Hire a Web Designer", 1396) and still goes.
 */
const MAX_TABLE_LINK_DENSITY = 0.9;
/**
 * A list in the article goes by its links only when nearly all of its text is link text, as a
 * table does: items that name a thing and link it with a word or a line of their own ("Official
 * website: <a>Six Senses</a>", "Plan to spend: $15-$70" over a sub-list of linked shops, a resource
 * list, a changelog of linked patches) are the article's, and the annotators keep them (wcxb-dev
 * 0189, 0069, 4161, 0389). Of the words in lists that the link-density cleaning dropped on the
 * inspectable pages, 94% were in the reference text below 0.75 and 90% below 0.9. A list of other
 * posts is all link and still goes (here, or item by item as link lines and teaser lists in the
 * pruning). A block whose text lies nearly all in lists counts as a list (Readability's test: an
 * AsciiDoc `div.ulist` around its `<ul>`).
 */
const MAX_LIST_LINK_DENSITY = 0.9;
const LIST_TEXT_SHARE = 0.9;
const isListTag = isTag('ul', 'ol');

function isListBlock(el: Element): boolean {
  if (isListTag(el)) return true;
  const total = textLength(el);
  let inLists = 0;
  for (const list of outermost(el.children, isListTag)) inLists += textLength(list);
  return total > 0 && inLists > total * LIST_TEXT_SHARE;
}

/** Drop blocks inside the article that are mostly links or flagged as chrome. */
function cleanConditionally($: CheerioAPI, root: Element, weightClasses: boolean): void {
  for (const el of byTag(root, 'div', 'section', 'ul', 'ol', 'table', 'header')) {
    // An embedded post or pull quote is quoted content, whatever its container's class and links.
    if (!el.parent || !contains(root, el) || holdsQuotation(el)) continue;
    const text = lineOf($, el);
    const density = linkDensity(el);
    // A class word does not outweigh a data table ("scrollable-table" wrappers).
    if (classWeight(el, weightClasses) < 0 && text.length < 1000 && !holdsDataTable(el)) $(el).remove();
    // A list the article announces ("Top picks:") is its own, links and all (introduced-list.ts).
    else if (
      density > MAX_LINK_DENSITY &&
      text.length < 2000 &&
      !(density <= MAX_LIST_LINK_DENSITY && isListBlock(el)) &&
      !isCitationList($, el) &&
      !isIntroducedList($, el) &&
      !(density < MAX_TABLE_LINK_DENSITY && holdsDataTable(el))
    )
      $(el).remove();
  }
}

/** A list (or block of paragraphs) most of whose items read like literature references. */
function isCitationList($: CheerioAPI, el: Element): boolean {
  return citationTexts(byTag(el, 'li', 'p').map((i) => lineOf($, i)));
}

/**
 * Reference lists on the page. They stay in the article, but they do not make it: an entry is
 * full of commas (authors, journal, volume, pages), so a list of references outscored the prose it
 * closes when the article's sections sit in separate deep containers (wcxb-dev 0348, a health
 * page whose "Key references" list was taken for the article).
 */
function citationLists($: CheerioAPI, root: Element): Set<Element> {
  const found = new Set<Element>();
  for (const list of byTag(root, 'ul', 'ol')) {
    const items = list.children.filter((c) => c.type === 'tag' && (c as Element).name === 'li') as Element[];
    if (citationTexts(items.map((i) => lineOf($, i)))) found.add(list);
  }
  return found;
}

/**
 * The article's other chunks: pages that cut an article into several containers (one per
 * section, or between ad slots) give each the same tag and class. Any such element elsewhere
 * on the page that scores like a sibling would is part of the article.
 */
function chunksLike(
  top: Element,
  taken: AnyNode[],
  scores: Scores,
  threshold: number,
  bounds: StoryBounds,
  headed: Set<Element>,
): Element[] {
  const cls = top.attribs?.class?.trim();
  if (!cls) return [];
  const found: Element[] = [];
  let above: Set<AnyNode> | null = null;
  for (const [el, s] of scores) {
    if (el === top || el.name !== top.name || el.attribs?.class?.trim() !== cls || s < threshold) continue;
    if (taken.some((n) => n === el || contains(n as Element, el) || contains(el, n as Element))) continue;
    // A chunk of the next story (a preloaded article repeats the same markup) is not this one's.
    above ??= ancestors(top);
    if (crossesStories(el, above, bounds)) continue;
    if (found.some((f) => contains(f, el) || contains(el, f))) continue;
    found.push(el);
  }
  // A later chunk that opens with a headline and a byline of its own is the next story in the
  // same markup (its headline an <h2>, so no story start); unless many do, as a live blog's
  // entries or a listing's posts do.
  const after = (el: Element) => bounds.position(el) > bounds.position(top);
  const opened = [...headed].filter((b) => b !== top && !contains(b, top));
  const stories = found.filter((el) => after(el) && (headed.has(el) || opened.some((b) => contains(b, el))));
  return stories.length && stories.length <= MAX_HEADED_CHUNKS
    ? found.filter((el) => !stories.includes(el))
    : found;
}

function sortInDocumentOrder($: CheerioAPI, nodes: AnyNode[]): void {
  if (nodes.length < 2) return;
  // Each node's index among the page's elements (as `$('*')` numbers them), without a map of them all.
  const wanted = new Set(nodes);
  const order = new Map<AnyNode, number>();
  let i = 0;
  descendants($.root().get(0)!, (el) => {
    if (wanted.has(el)) order.set(el, i);
    i++;
    return false;
  });
  nodes.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

export interface MainContent {
  nodes: AnyNode[];
  /** What was chosen, for diagnostics: a short CSS-like path of the top candidate. */
  chosen: string;
  topScore: number;
  chromeRemoved: number;
  /** In-article boilerplate blocks removed (bylines, credits, link-only lines). */
  pruned: number;
}

function describe(el: Element): string {
  const id = el.attribs?.id ? `#${el.attribs.id}` : '';
  const cls = el.attribs?.class ? `.${el.attribs.class.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
  return `${el.name}${id}${cls}`;
}

/**
 * An article split into several containers (between ads, or one per section) shows up as several
 * candidates of similar score. When enough of them share an ancestor, that ancestor is the article.
 */
function promoteCommonAncestor(
  scores: Scores,
  top: Element,
  best: number,
  bounds: StoryBounds,
  later: Element[],
  held: StoryHeads['held'],
): Element {
  const rivals = [...scores.entries()]
    .filter(([el, sc]) => el !== top && sc >= best * RIVAL_SHARE)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_RIVALS)
    .map(([el]) => el);
  if (rivals.length < MIN_RIVALS) return top;
  for (
    let anc = top.parent as Element | null;
    anc && anc.type === 'tag' && anc.name !== 'body';
    anc = anc.parent as Element | null
  ) {
    // Rivals in the next story (a preloaded article) do not make the page one article.
    if (bounds.holdsTwo(anc) || later.some((h) => held(anc as Element, h))) return top;
    const inside = rivals.filter((r) => contains(anc as Element, r)).length;
    if (inside >= MIN_RIVALS) return anc;
  }
  return top;
}

/**
 * Headlines of later stories (a heading with its author's byline, after the top candidate and
 * outside it), when there are one or two: rivals under them are the next story's blocks, and no
 * ancestor holding them is the article. Many are a live blog's entries or a listing: none count.
 */
function laterStories(top: Element, found: StoryHeads, bounds: StoryBounds): Element[] {
  const later = found.heads.filter((h) => !found.held(top, h) && bounds.position(h) > bounds.position(top));
  return later.length <= MAX_HEADED_CHUNKS ? later : [];
}

/** Elements that say they hold the story: what stands beside them is not the article. */
const STORY_TAGS = new Set(['article', 'main']);

/**
 * The outermost shell of the top candidate: its parent while the parent holds no other element,
 * and so on up (Readability takes the parent of an only child too). Page builders wrap each text
 * block in several single-child shells (SiteOrigin's panel > widget > editor > text), and the
 * article's other blocks are siblings of the outermost shell, out of the sibling merge's sight
 * (wcxb-dev 0226 kept one price block of five). Siblings are looked for beside the shell, but the
 * top candidate itself is kept, not the shell: the shells' own class words stay out of the
 * cleaning. The walk stops below an `<article>` or `<main>` (blocks beside the story are
 * outside it) and at an element holding two stories.
 */
function widenOnlyChild(top: Element, bounds: StoryBounds): Element {
  let el = top;
  for (
    let p = el.parent as Element | null;
    p && p.type === 'tag' && p.name !== 'body';
    p = p.parent as Element | null
  ) {
    if (STORY_TAGS.has(p.name) || p.children.some((c) => c.type === 'tag' && c !== el)) break;
    if (bounds.holdsTwo(p)) break;
    el = p;
  }
  return el;
}

/** How hard an attempt filters; later attempts relax (Readability's flag cascade). */
export interface Attempt {
  stripUnlikely: boolean;
  weightClasses: boolean;
  cleanConditionally: boolean;
}

export const ATTEMPTS: Attempt[] = [
  { stripUnlikely: true, weightClasses: true, cleanConditionally: true },
  { stripUnlikely: false, weightClasses: true, cleanConditionally: true },
  { stripUnlikely: false, weightClasses: false, cleanConditionally: true },
  { stripUnlikely: false, weightClasses: false, cleanConditionally: false },
];

/** Choose the article nodes of a page. Mutates `$` (removes chrome). */
export function findMainContent($: CheerioAPI, attempt: Attempt = ATTEMPTS[0]): MainContent {
  const body = firstByTag($.root().get(0)!, 'body') ?? undefined;
  // Story starts are counted before chrome goes: a story's header block ("story__header") is
  // stripped as chrome with its headline, and the preloaded next story, whose headline sits in
  // its body, would then be the page's only story and merge with the first.
  const bounds = storyBounds(body ?? $.root().get(0)!);
  const heads = storyHeads($, body ?? $.root().get(0)!);
  const ownStoryTop = ownStory($, bounds, heads, MAX_HEADED_CHUNKS);
  const chromeRemoved = stripChrome($, attempt.stripUnlikely);
  const scores = score(
    $.root().get(0) as unknown as ParentNode,
    attempt.weightClasses,
    citationLists($, $.root().get(0) as unknown as Element),
  );
  let top: Element | null = null;
  let best = Number.NEGATIVE_INFINITY;
  for (const [el, s] of scores) {
    if (s > best) {
      best = s;
      top = el;
    }
  }
  // The story the page's title names, not the longer next one it preloads.
  if (top) {
    const own = ownStoryTop(scores, top);
    if (own !== top) best = scores.get(own) ?? best;
    top = own;
  }
  if (top)
    top = promoteCommonAncestor(scores, top, best, bounds, laterStories(top, heads, bounds), heads.held);
  if (top) top = climbWhileRising(scores, top, bounds, laterStories(top, heads, bounds), heads.held);
  // The best block of a body the page declares (articleBody, entry-content) stands for the whole body.
  if (top) top = widenToDeclaredBody(top, bounds);
  if (top) best = Math.max(best, scores.get(top) ?? best);
  if (!top)
    return {
      nodes: body ? [body] : [$.root().get(0)!],
      chosen: 'body',
      topScore: 0,
      chromeRemoved,
      pruned: 0,
    };
  const later = laterStories(top, heads, bounds);
  // Siblings are looked for beside the outermost shell that holds only the top candidate.
  const shell = widenOnlyChild(top, bounds);
  const parent = shell.parent as Element | null;
  const nodes: AnyNode[] = [];
  const threshold = Math.max(SIBLING_MIN_SCORE, best * SIBLING_SHARE);
  const siblings = sameStorySiblings(
    parent && parent.type === 'tag'
      ? (parent.children.filter((c) => c.type === 'tag') as Element[])
      : [shell],
    shell,
    parent,
    bounds,
  );
  for (const sib of siblings as Element[]) {
    if (sib === shell) {
      nodes.push(top);
      continue;
    }
    // A later story under its own headline and byline (the same markup, an <h2> headline).
    if (later.some((h) => heads.held(sib, h))) continue;
    const bonus = sib.attribs?.class && sib.attribs.class === top.attribs?.class ? best * 0.2 : 0;
    const s = (scores.get(sib) ?? Number.NEGATIVE_INFINITY) + bonus;
    let keep = s >= threshold;
    if (!keep && (sib.name === 'p' || (sib.name === 'div' && isParagraphLike(sib)))) {
      const text = lineOf($, sib);
      const density = linkDensity(sib);
      keep =
        (text.length > 80 && density < 0.25) || (text.length > 0 && density === 0 && /\.( |$)/.test(text));
    }
    if (keep) nodes.push(sib);
  }
  nodes.push(...chunksLike(top, nodes, scores, threshold, bounds, heads.blocks));
  sortInDocumentOrder($, nodes);
  // The story's wrapper when much of its prose is still left out (story-wrapper.ts).
  const wrapper = storyWrapper(top, nodes, bounds);
  if (wrapper && !later.some((h) => heads.held(wrapper, h))) nodes.splice(0, nodes.length, wrapper);
  let pruned = 0;
  if (attempt.cleanConditionally) {
    for (const n of nodes) cleanConditionally($, n as Element, attempt.weightClasses);
    pruned = pruneBoilerplate($, nodes);
  }
  return { nodes, chosen: describe(top), topScore: Math.round(best * 10) / 10, chromeRemoved, pruned };
}
