/**
 * The readability-style scorer: paragraph-like blocks give points to their ancestors (more to
 * close ones), each ancestor starts from its tag's base score and its class/id hints, and every
 * score is discounted by the candidate's link density. `main-content.ts` picks the article from
 * these scores. Patterns follow the families Readability.js uses (class/id hints); constants are
 * named below.
 */
import type { Element, ParentNode } from 'domhandler';
import { byTag, textLength } from '../markup/dom.ts';
import { appendMeasure, emptyMeasure, type Measure, measuredLength, measureWalk } from '../markup/measure.ts';
import { isTextAnchorId } from './anchor-id.ts';

const POSITIVE = /article|body|content|entry|hentry|h-entry|main|page|post|text|blog|story/i;
/**
 * Class/id words of chrome. Readability's list without "widget": page builders call every block
 * they place a widget, the post's own text as much as the sidebar (Elementor's
 * `elementor-widget-container`, SiteOrigin's `so-panel widget`, BEM blocks such as
 * `c-product-widget__content`), and a chrome widget sits in a sidebar, footer or `<aside>` that is
 * recognised by those. With it, a footer disclaimer or a list of other posts won over the post
 * (wcxb-dev 4090, 0296), and product sections were cut from a review (0010). Checked on all three
 * sets: scrapinghub and Mozilla unchanged, wcxb-dev even and odd halves both up.
 */
const NEGATIVE =
  /-ad-|hidden|^hid$| hid$| hid |^hid |banner|combx|comment|com-|contact|footer|gdpr|masthead|media|meta|outbrain|promo|related|scroll|share|shoutbox|sidebar|skyscraper|sponsor|shopping|tags/i;
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

export type Scores = Map<Element, number>;

/**
 * Utility-CSS classes that say "hidden" of something other than the element: `overflow-hidden`
 * (Tailwind, Bootstrap's `overflow-x-hidden`; Panda CSS writes it with a prefix and an underscore,
 * `vds-overflow_hidden`) clips the box's overflow, and `hidden` beside a
 * breakpoint display class (`hidden md:block`) hides the box on small screens only. Neither is a
 * hidden block, and both wrap article text on utility-styled sites (wcxb-dev even half: a school
 * guide's description cards, a software listing's app descriptions, cut by the conditional
 * cleaning). A plain `hidden` with no breakpoint display class still counts: that element is
 * hidden at every width. Readability's word list matches "hidden" anywhere in the hint.
 */
const OVERFLOW_UTILITY = /^(?:[\w-]+:)*(?:[a-z]+-)?overflow(?:-[xy])?[-_]hidden$/i;
/**
 * A modifier saying that a part of the block is hidden, not the block: Drupal core marks every
 * field whose label is not shown `field--label-hidden` (wcxb-dev even half: 11 of 400 pages,
 * scrapinghub 8 of 181, most on the article's own fields), themes say `title-hidden`.
 */
const PART_HIDDEN = /^[\w-]*?(?:label|title)-hidden$/i;
/**
 * Tailwind's `empty:hidden` hides the box only while it has no children: a box with text in it is
 * shown. Such classes sit on the wrappers of article text on utility-styled sites (wcxb-dev even
 * half: a chat-style article's answer blocks, `flex w-full flex-col empty:hidden`, went with the
 * conditional cleaning). Other variants (`md:hidden`, `print:hidden`) do hide a box that has text,
 * often a copy of a block shown at another width, and still count.
 */
const EMPTY_HIDDEN = /^(?:[\w-]+:)*empty:hidden$/i;
const BREAKPOINT_DISPLAY =
  /^(?:sm|md|lg|xl|2xl):(?:block|flex|grid|inline|inline-block|inline-flex|table|contents)$/i;

/** The class/id hint with layout-only "hidden" tokens taken out (see OVERFLOW_UTILITY). */
function hintOf(el: Element): string {
  const cls = el.attribs?.class ?? '';
  let words = cls;
  if (/hidden/i.test(cls)) {
    const tokens = cls.split(/\s+/);
    const shownSomewhere = tokens.some((t) => BREAKPOINT_DISPLAY.test(t));
    words = tokens
      .filter(
        (t) =>
          !OVERFLOW_UTILITY.test(t) &&
          !PART_HIDDEN.test(t) &&
          !EMPTY_HIDDEN.test(t) &&
          !(shownSomewhere && t.toLowerCase() === 'hidden'),
      )
      .join(' ');
  }
  // An id that is the element's own text (a heading's anchor, anchor-id.ts) is no hint.
  const id = el.attribs?.id;
  return id && !isTextAnchorId(el) ? `${words} ${id}` : words;
}

/** Class/id hint weight: -25 for a chrome word, +25 for a content word (both can apply). */
export function classWeight(el: Element, weightClasses = true): number {
  if (!weightClasses) return 0;
  const hint = hintOf(el);
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

/**
 * For link density, an `<a>` with an `href` is a link; one without is a named anchor
 * (`<h2><a id="9-farmers" name="9-farmers">9. Farmers Insurance Group</a></h2>`), text of the
 * page that goes nowhere. Counted as links, such anchors made a ranking's entry headings all
 * link, and the conditional cleaning took each entry with its heading (wcxb-dev 0090). The
 * pruning's link lines (prune.ts) still count them: there a bare `<a>` is mostly a script's
 * control ("Show caption", "Load more"), and not counting it cost the inspected half 0.0001.
 */
function isLink(a: Element): boolean {
  return a.attribs?.href !== undefined;
}

export function linkDensity(el: Element): number {
  const total = textLength(el);
  if (!total) return 0;
  let links = 0;
  for (const a of byTag(el, 'a')) {
    if (!isLink(a)) continue;
    const href = a.attribs?.href ?? '';
    // In-page anchors (footnote markers, tables of contents) weigh less than real links.
    links += textLength(a) * (href.startsWith('#') ? 0.3 : 1);
  }
  return links / total;
}

export function isParagraphLike(el: Element): boolean {
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
function credit(scores: Scores, first: Element | null, points: number, weightClasses: boolean): void {
  let ancestor = first;
  for (let level = 0; ancestor && ancestor.type === 'tag' && level < ANCESTOR_LEVELS; level++) {
    if (!scores.has(ancestor))
      scores.set(ancestor, baseScore(ancestor) + classWeight(ancestor, weightClasses));
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
export function score(root: ParentNode, weightClasses: boolean, silent?: ReadonlySet<Element>): Scores {
  const credits: Credit[] = [];
  /** Per open element: its credit, its link's slot (-1: not a link), the first link inside it. */
  const pending: (Credit | null)[] = [];
  const slots: number[] = [];
  const from: number[] = [];
  /** Runs of loose text of open blocks that collect them (null: the block does not). */
  const runs: (Measure[] | null)[] = [];
  let bodies = 0;
  let sawBody = false;
  /** Open `silent` elements around the walk's position: blocks inside them credit nothing. */
  let hushed = 0;
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
      if (silent?.has(el)) hushed++;
      if (el.name === 'a' && isLink(el)) {
        slots.push(links.length);
        links.push(0);
      } else slots.push(-1);
      from.push(links.length);
      const paragraph = isParagraphLike(el);
      const loose =
        !paragraph &&
        (el.name === 'div' || el.name === 'section' || el.name === 'article' || el.name === 'td');
      if ((paragraph || loose) && !hushed) {
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
      if (silent?.has(el)) hushed--;
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
  for (const c of credits)
    if (c.inBody || !sawBody) for (const p of c.points) credit(scores, c.first, p, weightClasses);
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
