/**
 * Main-content choice for web pages: a readability-style scorer over the cheerio DOM.
 * Paragraph-like blocks give points to their ancestors (more to close ones); the best ancestor,
 * discounted by its link density, is the article; siblings that look like its continuation join.
 * Patterns follow the families Readability.js uses (class/id hints); constants are named below.
 *
 * Longer than 300 lines on purpose: scoring, the relaxation cascade and the same-class merge
 * read one candidate set in one pass; split apart they would pass it around or rebuild it. The
 * scoring is one measuring walk (markup/measure.ts) that gathers the credits, lengths and link
 * weights of every candidate at once, which takes more lines than a selector scan and one text
 * build per block did, but stays linear on a page of a million spans.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element, ParentNode } from 'domhandler';
import {
  byTag,
  contains,
  descendants,
  firstByTag,
  holdsQuotation,
  lineOf,
  textLength,
} from '../markup/dom.ts';
import { appendMeasure, emptyMeasure, type Measure, measuredLength, measureWalk } from '../markup/measure.ts';
import { ancestors, crossesStories, type StoryBounds, sameStorySiblings, storyBounds } from './boundaries.ts';
import { stripChrome } from './chrome.ts';
import { isCitationList as citationTexts } from './citations.ts';
import { pruneBoilerplate } from './prune.ts';

const POSITIVE = /article|body|content|entry|hentry|h-entry|main|page|post|text|blog|story/i;
const NEGATIVE =
  /-ad-|hidden|^hid$| hid$| hid |^hid |banner|combx|comment|com-|contact|footer|gdpr|masthead|media|meta|outbrain|promo|related|scroll|share|shoutbox|sidebar|skyscraper|sponsor|shopping|tags|widget/i;
/** Tags whose text counts as a paragraph. */
const SCORED_TAGS = new Set(['p', 'pre', 'td', 'section', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'li']);
const BLOCK_CHILD =
  /^(address|article|aside|blockquote|dl|div|fieldset|figure|footer|form|h[1-6]|header|hr|main|nav|ol|p|pre|section|table|ul)$/;
/** A block shorter than this is a caption, byline or button, not a paragraph (Readability uses 25). */
const MIN_PARAGRAPH_CHARS = 25;
/** Points per 100 characters of a paragraph, capped (long paragraphs should not dominate). */
const MAX_LENGTH_POINTS = 3;
/** Ancestors that receive a paragraph's score; farther ones get less. */
const ANCESTOR_LEVELS = 5;
/** Siblings join the article when they score at least this share of the top candidate. */
const SIBLING_SHARE = 0.2;
const SIBLING_MIN_SCORE = 10;
/** Rival candidates (within this share of the best score) that share an ancestor promote it (Readability: 0.75, 3 of top 5). */
const RIVAL_SHARE = 0.75;
const MIN_RIVALS = 3;
const MAX_RIVALS = 5;
/** Conditional cleaning: blocks mostly made of links are navigation, unless they are references. */
const MAX_LINK_DENSITY = 0.5;

type Scores = Map<Element, number>;

let useClassWeights = true;

function classWeight(el: Element): number {
  if (!useClassWeights) return 0;
  const hint = `${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`;
  if (!hint.trim()) return 0;
  let w = 0;
  if (NEGATIVE.test(hint)) w -= 25;
  if (POSITIVE.test(hint)) w += 25;
  return w;
}

function baseScore(el: Element): number {
  switch (el.name) {
    case 'div':
    case 'article':
    case 'main':
      return 5;
    case 'pre':
    case 'td':
    case 'blockquote':
      return 3;
    case 'address':
    case 'ol':
    case 'ul':
    case 'dl':
    case 'dd':
    case 'dt':
    case 'li':
    case 'form':
      return -3;
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
    case 'th':
      return -5;
    default:
      return 0;
  }
}

export function linkDensity(el: Element): number {
  const total = textLength(el);
  if (!total) return 0;
  let links = 0;
  for (const a of byTag(el, 'a')) {
    const href = a.attribs?.href ?? '';
    // In-page anchors (footnote markers, tables of contents) weigh less than real links.
    links += textLength(a) * (href.startsWith('#') ? 0.3 : 1);
  }
  return links / total;
}

function isParagraphLike(el: Element): boolean {
  if (SCORED_TAGS.has(el.name)) return true;
  // A div with no block children is a paragraph in disguise.
  return (
    el.name === 'div' && !el.children.some((c) => c.type === 'tag' && BLOCK_CHILD.test((c as Element).name))
  );
}

function paragraphPoints(m: Measure): number {
  return 1 + m.commas + Math.min(Math.floor(measuredLength(m) / 100), MAX_LENGTH_POINTS);
}

/** Give a paragraph's points to its ancestors, starting at `first` (the paragraph's parent). */
function credit(scores: Scores, first: Element | null, points: number): void {
  let ancestor = first;
  for (let level = 0; ancestor && ancestor.type === 'tag' && level < ANCESTOR_LEVELS; level++) {
    if (!scores.has(ancestor)) scores.set(ancestor, baseScore(ancestor) + classWeight(ancestor));
    const divider = level === 0 ? 1 : level === 1 ? 2 : level * 3;
    scores.set(ancestor, (scores.get(ancestor) ?? 0) + points / divider);
    ancestor = ancestor.parent as Element | null;
  }
}

/** Elements `credit` may reach from `first`, to be measured when they close. */
function markCreditable(marked: Set<Element>, first: Element | null): void {
  let ancestor = first;
  for (let level = 0; ancestor && ancestor.type === 'tag' && level < ANCESTOR_LEVELS; level++) {
    marked.add(ancestor);
    ancestor = ancestor.parent as Element | null;
  }
}

/** Points a block gives, in document order: a paragraph's to its parent, loose text runs' to the block. */
interface Credit {
  first: Element | null;
  points: number[];
  /** Inside a <body>: the scorer reads the body (the whole page when it has none). */
  inBody: boolean;
}

/** A candidate's text length and the range of its links in the page's list of link weights. */
interface Measured {
  length: number;
  from: number;
  to: number;
}

/**
 * Paragraph-like blocks credit their ancestors; the best ancestor is the article. One measuring
 * walk gives every block's text length and commas (paragraph points), the loose text runs of
 * blocks that also hold blocks (Readability wraps those in paragraphs; crediting the block itself
 * is the same), and each candidate's link density; the credits are then given in document order,
 * as a scan of `body *` gave them (the order decides ties and the sums' rounding).
 */
function score(root: ParentNode): Scores {
  const credits: Credit[] = [];
  /** Per open element: its credit, its link's slot (-1: not a link), the first link inside it. */
  const pending: (Credit | null)[] = [];
  const slots: number[] = [];
  const from: number[] = [];
  /** Runs of loose text of open blocks that collect them (null: the block does not). */
  const runs: (Measure[] | null)[] = [];
  let bodies = 0;
  let sawBody = false;
  const marked = new Set<Element>();
  const measured = new Map<Element, Measured>();
  /** Weight of each link's text, in document order; `from` of each open element. */
  const links: number[] = [];
  measureWalk(root, {
    open(el) {
      const inBody = bodies > 0;
      if (el.name === 'body') {
        bodies++;
        sawBody = true;
      }
      if (el.name === 'a') {
        slots.push(links.length);
        links.push(0);
      } else slots.push(-1);
      from.push(links.length);
      const paragraph = isParagraphLike(el);
      const loose =
        !paragraph &&
        (el.name === 'div' || el.name === 'section' || el.name === 'article' || el.name === 'td');
      if (paragraph || loose) {
        const c: Credit = { first: paragraph ? (el.parent as Element | null) : el, points: [], inBody };
        credits.push(c);
        pending.push(c);
      } else pending.push(null);
      runs.push(loose ? [emptyMeasure()] : null);
      return true;
    },
    child(parent, node, m) {
      const open = runs.length ? runs[runs.length - 1] : null;
      // Only an element's own children make its runs (not those of a CDATA node inside it).
      if (!open || parent.type !== 'tag') return;
      if (node.type === 'tag' && BLOCK_CHILD.test((node as Element).name)) open.push(emptyMeasure());
      else if (node.type === 'text' || node.type === 'tag') appendMeasure(open[open.length - 1], m);
    },
    close(el, m) {
      if (el.name === 'body') bodies--;
      const start = from.pop()!;
      const length = measuredLength(m);
      const slot = slots.pop()!;
      if (slot >= 0) {
        const href = el.attribs?.href ?? '';
        // In-page anchors (footnote markers, tables of contents) weigh less than real links.
        links[slot] = length * (href.startsWith('#') ? 0.3 : 1);
      }
      const c = pending.pop();
      const blockRuns = runs.pop();
      if (c) {
        if (blockRuns) {
          for (const r of blockRuns)
            if (measuredLength(r) >= MIN_PARAGRAPH_CHARS) c.points.push(paragraphPoints(r));
        } else if (length >= MIN_PARAGRAPH_CHARS) c.points.push(paragraphPoints(m));
        if (c.points.length) markCreditable(marked, c.first);
      }
      if (marked.has(el)) measured.set(el, { length, from: start, to: links.length });
    },
  });
  const scores: Scores = new Map();
  // A fragment without <body> (htmlparser2 does not invent one) is scored whole.
  for (const c of credits) if (c.inBody || !sawBody) for (const p of c.points) credit(scores, c.first, p);
  for (const [el, s] of scores) {
    const m = measured.get(el)!;
    let density = 0;
    if (m.length) {
      let sum = 0;
      for (let i = m.from; i < m.to; i++) sum += links[i];
      density = sum / m.length;
    }
    scores.set(el, s * (1 - density));
  }
  return scores;
}

/** Drop blocks inside the article that are mostly links or flagged as chrome. */
function cleanConditionally($: CheerioAPI, root: Element): void {
  for (const el of byTag(root, 'div', 'section', 'ul', 'ol', 'table', 'header')) {
    // An embedded post or pull quote is quoted content, whatever its container's class and links.
    if (!el.parent || !contains(root, el) || holdsQuotation(el)) continue;
    const text = lineOf($, el);
    const density = linkDensity(el);
    if (classWeight(el) < 0 && text.length < 1000) $(el).remove();
    else if (density > MAX_LINK_DENSITY && text.length < 2000 && !isCitationList($, el)) $(el).remove();
  }
}

/** A list (or block of paragraphs) most of whose items read like literature references. */
function isCitationList($: CheerioAPI, el: Element): boolean {
  return citationTexts(byTag(el, 'li', 'p').map((i) => lineOf($, i)));
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
  return found;
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
function promoteCommonAncestor(scores: Scores, top: Element, best: number, bounds: StoryBounds): Element {
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
    if (bounds.holdsTwo(anc)) return top;
    const inside = rivals.filter((r) => contains(anc as Element, r)).length;
    if (inside >= MIN_RIVALS) return anc;
  }
  return top;
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
  useClassWeights = attempt.weightClasses;
  try {
    return choose($, attempt);
  } finally {
    useClassWeights = true;
  }
}

function choose($: CheerioAPI, attempt: Attempt): MainContent {
  const chromeRemoved = stripChrome($, attempt.stripUnlikely);
  const scores = score($.root().get(0) as unknown as ParentNode);
  let top: Element | null = null;
  let best = Number.NEGATIVE_INFINITY;
  for (const [el, s] of scores) {
    if (s > best) {
      best = s;
      top = el;
    }
  }
  const body = firstByTag($.root().get(0)!, 'body') ?? undefined;
  const bounds = storyBounds(body ?? $.root().get(0)!);
  if (top) top = promoteCommonAncestor(scores, top, best, bounds);
  if (top) best = Math.max(best, scores.get(top) ?? best);
  if (!top)
    return {
      nodes: body ? [body] : [$.root().get(0)!],
      chosen: 'body',
      topScore: 0,
      chromeRemoved,
      pruned: 0,
    };
  const parent = top.parent as Element | null;
  const nodes: AnyNode[] = [];
  const threshold = Math.max(SIBLING_MIN_SCORE, best * SIBLING_SHARE);
  const siblings = sameStorySiblings(
    parent && parent.type === 'tag' ? (parent.children.filter((c) => c.type === 'tag') as Element[]) : [top],
    top,
    parent,
    bounds,
  );
  for (const sib of siblings as Element[]) {
    if (sib === top) {
      nodes.push(sib);
      continue;
    }
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
  nodes.push(...chunksLike(top, nodes, scores, threshold, bounds));
  sortInDocumentOrder($, nodes);
  let pruned = 0;
  if (attempt.cleanConditionally) {
    for (const n of nodes) cleanConditionally($, n as Element);
    pruned = pruneBoilerplate($, nodes);
  }
  return { nodes, chosen: describe(top), topScore: Math.round(best * 10) / 10, chromeRemoved, pruned };
}
