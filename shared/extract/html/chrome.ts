/**
 * Page chrome removed before scoring: scripts and form controls, hidden blocks, reader comments
 * and, in the strict attempts, blocks whose class, id or role says navigation, banner, sidebar
 * and the like (Readability's "unlikely candidates"). Embedded quotations are kept.
 *
 * Two walks over the page, whatever its size: cheerio selectors (four scans, one per rule) and a
 * text length per unlikely block were each a pass over a page of a million spans.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element, ParentNode } from 'domhandler';
import { byTag, contains, descendants, removeAll, textLength } from '../markup/dom.ts';
import { measuredLength, measureWalk } from '../markup/measure.ts';
import { roleHint } from './anchor-id.ts';
import { linkDensity } from './score.ts';
import { isTeaserList } from './teasers.ts';

/** class/id hints of page chrome. */
const UNLIKELY =
  /-ad-|ai2html|banner|breadcrumb|combx|comment|community|cookie|cover-wrap|disqus|extra|footer|gdpr|header|legends|menu|newsletter|pager|pagination|popup|promo|related|remark|replies|rss|share|shoutbox|sidebar|skyscraper|social|sponsor|subscribe|supplemental|yom-remote/i;
/** Reader comments: never the article, in any attempt. */
const COMMENTS = /(^|\s)(comments?|comment-list|commentlist|comments-area|disqus_thread)(\s|$)/i;
/** ...unless they also say they hold the content. */
const MAYBE_CONTENT = /and|article|body|column|content|main|mathjax|shadow/i;
const CHROME_ROLES = new Set([
  'menu',
  'menubar',
  'complementary',
  'navigation',
  'alert',
  'alertdialog',
  'dialog',
]);
/**
 * A sidenote is no longer than this (the two kept on wcxb-dev hold 1,400 characters): a longer
 * aside is not weighed, so the teaser test's walks stay bounded on a hostile page.
 */
const MAX_SIDENOTE_CHARS = 20_000;
/** A disclosure label kept as a heading is a phrase: this many characters and words at least, and at most this long. */
const MIN_LABEL_CHARS = 15;
const MIN_LABEL_WORDS = 3;
const MAX_LABEL_CHARS = 200;
/** At most this many asides of a page are weighed as sidenotes (a page has one or two). */
const MAX_ASIDES_WEIGHED = 20;
/** An aside with more candidate containers than this is a sidebar of widgets, not a note. */
const MAX_TEASER_CHECKS = 50;
/** Fewer element children than this is no teaser list (teasers.ts asks three items). */
const MIN_TEASER_ITEMS = 3;
/**
 * Looks into a panel or a toggle (for a loading message, a label's length) per page, at most:
 * each reads the element's subtree until it has enough characters, and a hostile page of nested
 * empty elements has none to stop it. An FAQ has a few dozen toggles; past the budget a named
 * panel counts as content and a toggle as a control.
 */
const MAX_LOOKS = 200;
/** Nodes one look reads at most: a label or a loading message is a line of text, not a subtree. */
const MAX_LOOK_NODES = 400;

/** The looks a page has left (see MAX_LOOKS). */
interface Budget {
  looks: number;
}
// <form> is not chrome: ASP.NET pages wrap the whole page in one.
const CHROME_TAGS = new Set([
  'nav',
  'aside',
  'footer',
  'button',
  'select',
  'textarea',
  'input',
  'iframe',
  'noscript',
  'script',
  'style',
  'svg',
  'template',
]);
/** Blocks inside which class names are not trusted to mean chrome (`closest('table, code, pre')`). */
const LITERAL_TAGS = new Set(['table', 'code', 'pre']);
/** Never candidates for removal by class. */
const KEPT_TAGS = new Set(['html', 'body', 'article', 'main']);
/**
 * A heading's class that says "header" describes the heading, not a page header: Substack gives
 * every section heading of a post `class="header-anchor-post"`, and the chrome word `header` took
 * them out of the article (wcxb-dev 0434, 0472, 4440). Only that word is forgiven on a heading;
 * any other chrome word ("sidebar-title", "related-heading") still counts.
 */
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const HEADER_WORD = /header/gi;

/**
 * A block holding this share of the page's text is the page's wrapper, whatever its class says:
 * themes wrap the article and its sidebar in one "sidebar-container" (wcxb-dev 0390 lost its article).
 */
const WRAPPER_SHARE = 0.5;
/** The share is weighed for this many unlikely blocks per page at most, so hostile pages stay linear. */
const MAX_WEIGHED = 200;
/** A quotation this long is content the article quotes (as `holdsQuotation` in dom.ts). */
const MIN_QUOTATION_CHARS = 40;
/**
 * A block holding this many paragraphs of this length, each under this share of link text, is
 * prose, whatever its class says (as the pruning's guard, prune.ts): a listicle's intro in a
 * `listicle-header` section, an accordion of the article's own sections whose wrapper's class
 * names its panes' header alignment (`kt-pane-header-alignment-left`). Class words are a guess;
 * page headers, sidebars and footers hold links and short lines, not runs of long paragraphs. Not
 * for a block that is chrome by its role (a dialog, an alert).
 */
const PROSE_PARAGRAPHS = 2;
const PROSE_PARAGRAPH_CHARS = 150;
const MAX_PROSE_LINK_SHARE = 0.25;

/**
 * A pane that only says it is loading: the script fills it in the browser, so hidden it holds no
 * content yet ("Loading specifications…" in a product's spec tab).
 */
const LOADING = /^(?:loading\b[^.!?]*(?:…|\.\.\.)?\s*)+$/i;
/**
 * No loading message is longer than this: a longer pane is read no further, so nested panels
 * (each named by a control) cost a bounded look each, not a walk of all they hold.
 */
const MAX_LOADING_CHARS = 120;

function loadingPane(el: Element, budget: Budget): boolean {
  if (budget.looks <= 0) return false;
  budget.looks--;
  const text = shortText(el, MAX_LOADING_CHARS);
  return text !== null && LOADING.test(text);
}

/**
 * The text of `el`, whitespace collapsed, when it holds at most `maxChars` characters in at most
 * MAX_LOOK_NODES nodes; null otherwise (a long pane, or a subtree too big to be a label). Text
 * nodes only: the walk reads what a <button> holds, which the text walk would skip.
 */
function shortText(el: Element, maxChars: number): string | null {
  let out = '';
  let nodes = 0;
  const stack: AnyNode[] = [...el.children].reverse();
  while (stack.length) {
    const n = stack.pop()!;
    if (++nodes > MAX_LOOK_NODES) return null;
    if (n.type === 'text') {
      out += ` ${(n as unknown as { data: string }).data}`;
      if (out.length > maxChars * 4) return null;
    } else if (n.type === 'tag') {
      const kids = (n as Element).children;
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
    }
  }
  const text = out.replace(/\s+/g, ' ').trim();
  return text.length <= maxChars ? text : null;
}

/**
 * `[hidden], [aria-hidden=true], [style*="display:none"], [style*="display: none"]` (case-sensitive,
 * as css-select reads them), and a `<dialog>` that is not open.
 */
function isHidden(el: Element, panels: ReadonlySet<string>, budget: Budget): boolean {
  const a = el.attribs;
  if (!a) return false;
  if (a.id && panels.has(a.id) && el.name !== 'dialog' && !loadingPane(el, budget)) return false;
  if (Object.hasOwn(a, 'hidden') && a.hidden != null) return true;
  if (a['aria-hidden'] === 'true') return true;
  // A <dialog> is shown only when open (the browser's own style hides it otherwise): glossary
  // pop-ups and sign-up modals wait there, repeated through the text (wcxb-dev 4506).
  if (el.name === 'dialog' && !Object.hasOwn(a, 'open')) return true;
  const style = a.style;
  return style != null && (style.includes('display:none') || style.includes('display: none'));
}

/**
 * An `<aside>` that is the article's own sidenote, not the page's sidebar: it holds
 * PROSE_PARAGRAPHS long plain paragraphs (as an unlikely-classed block must to stay) and no list
 * of teasers. Essays and technical posts set a digression with its own heading in an `<aside>`
 * beside the paragraph it glosses, and the annotators keep it (wcxb-dev 0453, 0428: one aside of
 * 1,400 chars each); a sidebar of deals or "more posts" has excerpts as long, under linked
 * headlines, and is a teaser list (scrapinghub's mspoweruser page lost 0.42 of its F1 without
 * that test). The aside must be plain text as a whole too (link share under MAX_PROSE_LINK_SHARE):
 * a sidebar's live feed of other stories has long paragraphs between its links (Mozilla's
 * liberation-1, 0.37). The tests are those an unlikely-classed block passes to stay (prose), with
 * the teaser and link tests a sidebar needs on top; where the aside sits (inside `<article>` or
 * `<main>` or not) is not asked: themes put real sidebars inside `<main>`. Weighed for the first MAX_ASIDES_WEIGHED asides of a page only, and the teaser test
 * for MAX_TEASER_CHECKS containers at most, so a hostile page stays linear.
 */
function isProseAside($: CheerioAPI, el: Element): boolean {
  if (textLength(el, MAX_SIDENOTE_CHARS) > MAX_SIDENOTE_CHARS) return false;
  if (linkDensity(el) >= MAX_PROSE_LINK_SHARE) return false;
  const paragraphs = byTag(el, 'p').filter(
    (p) => textLength(p) >= PROSE_PARAGRAPH_CHARS && linkDensity(p) < MAX_PROSE_LINK_SHARE,
  );
  if (paragraphs.length < PROSE_PARAGRAPHS) return false;
  // Teaser lists are containers of several items: only those are tried, and only so many.
  const containers = [el, ...descendants(el, (d) => d.name !== 'p')].filter(
    (d) => d.children.filter((c) => c.type === 'tag').length >= MIN_TEASER_ITEMS,
  );
  if (containers.length > MAX_TEASER_CHECKS) return false;
  const teasers = containers.filter((d) => isTeaserList($, d));
  return paragraphs.filter((p) => !teasers.some((t) => contains(t, p))).length >= PROSE_PARAGRAPHS;
}

/**
 * A disclosure toggle's label is the heading of the panel it opens: an FAQ accordion sets each
 * question in a `<button aria-expanded>` over its answer (wcxb-dev 0273 lost every question and
 * kept the answers). Only a label of a phrase's length stays ("Menu", "Show more", "Open search"
 * are controls, not headings), and only over a panel that stays: the element after it, shown
 * or named by a control.
 */
function isDisclosureLabel(el: Element, panels: ReadonlySet<string>, budget: Budget): boolean {
  if (el.attribs?.['aria-expanded'] == null || budget.looks <= 0) return false;
  budget.looks--;
  // The panel it opens follows it and is shown, or named by a control (kept above): a question
  // whose answer goes with the hidden blocks would stand alone.
  const next = nextElement(el);
  if (!next || isHidden(next, panels, budget)) return false;
  const text = shortText(el, MAX_LABEL_CHARS);
  if (text === null || text.length < MIN_LABEL_CHARS) return false;
  return text.split(' ').length >= MIN_LABEL_WORDS;
}

function nextElement(el: Element): Element | null {
  for (let n = el.next; n; n = n.next) if (n.type === 'tag') return n as Element;
  return null;
}

/**
 * Ids named by an `aria-controls`: the panels a disclosure control shows and hides. An accordion
 * or tab set ships its closed panels hidden (`display:none`, `hidden`, `aria-hidden`), and they are
 * the page's content all the same: a reader opens them with one click, a search engine indexes
 * them (wcxb-dev 4193, a step-by-step guide whose steps are all accordion panels, lost four fifths
 * of its text). A hidden block that no control names is still hidden chrome (a cookie notice, a
 * sign-up modal, a template); a closed `<dialog>` stays hidden whoever names it.
 */
function disclosurePanels(root: ParentNode): Set<string> {
  const ids = new Set<string>();
  for (const el of descendants(root, (e) => e.attribs?.['aria-controls'] != null))
    for (const id of el.attribs['aria-controls'].split(/\s+/)) if (id) ids.add(id);
  return ids;
}

const hint = (el: Element) => `${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`;

/**
 * Scripts, chrome tags and hidden blocks go whole; reader comments go too, counted each (a
 * comment inside a comment list counts as well). One walk that does not enter what goes.
 */
function stripHiddenAndComments($: CheerioAPI, root: ParentNode): number {
  const panels = disclosurePanels(root);
  const budget: Budget = { looks: MAX_LOOKS };
  let asides = 0;
  let removed = 0;
  const gone: Element[] = [];
  /** Open comment blocks around the walk's position: what lies inside goes with them. */
  let inComments = 0;
  const commentOpen: boolean[] = [];
  measureWalk(root, {
    open(el) {
      // A disclosure label is read as a block of text, which a <button> never is (to-text.ts skips them).
      if (el.name === 'button' && isDisclosureLabel(el, panels, budget)) el.name = 'div';
      const chrome =
        CHROME_TAGS.has(el.name) &&
        !(el.name === 'aside' && asides++ < MAX_ASIDES_WEIGHED && isProseAside($, el));
      if (chrome || isHidden(el, panels, budget)) {
        if (!inComments) gone.push(el);
        return false;
      }
      const comments = COMMENTS.test(hint(el));
      if (comments) {
        removed++;
        if (!inComments) gone.push(el);
        inComments++;
      }
      commentOpen.push(comments);
      return true;
    },
    close() {
      if (commentOpen.pop()) inComments--;
    },
  });
  removeAll(gone);
  return removed;
}

interface Unlikely {
  el: Element;
  length: number;
  quotation: boolean;
  /** Chrome by its class or id only (not by its role). */
  byClass: boolean;
  /** Holds PROSE_PARAGRAPHS long plain paragraphs. */
  prose: boolean;
}

/**
 * Blocks whose class, id or role says chrome, outside tables and code, unless they hold a
 * quotation or most of the page's text, or (chrome by class only) prose. Decided in document order after one measuring walk
 * (the "most of the page" test is weighed for the first MAX_WEIGHED of them only).
 */
function stripUnlikely(root: ParentNode): number {
  const found: Unlikely[] = [];
  const byElement = new Map<Element, Unlikely>();
  let literal = 0;
  let pageChars = 0;
  let body: Element | null = null;
  // Per open element: whether it holds a quotation so far, and how many long plain paragraphs
  // (capped); per open <p>, its link text so far.
  const quotations: boolean[] = [];
  const paragraphs: number[] = [];
  const linkChars: number[] = [];
  measureWalk(root, {
    open(el) {
      if (LITERAL_TAGS.has(el.name)) literal++;
      if (el.name === 'body') body ??= el;
      quotations.push(false);
      paragraphs.push(0);
      if (el.name === 'p') linkChars.push(0);
      if (literal || KEPT_TAGS.has(el.name)) return true;
      const role = el.attribs?.role;
      const h = hint(el);
      // An id that is the element's own text (a heading's anchor) is no hint: read only on a match.
      const heading = HEADING_TAGS.has(el.name);
      const words = heading ? h.replace(HEADER_WORD, ' ') : h;
      const chrome =
        UNLIKELY.test(words) &&
        !MAYBE_CONTENT.test(words) &&
        UNLIKELY.test(heading ? roleHint(el).replace(HEADER_WORD, ' ') : roleHint(el));
      const byRole = !!role && CHROME_ROLES.has(role);
      if (byRole || chrome) {
        const u = { el, length: 0, quotation: false, byClass: !byRole, prose: false };
        found.push(u);
        byElement.set(el, u);
      }
      return true;
    },
    close(el, m) {
      if (LITERAL_TAGS.has(el.name)) literal--;
      const length = measuredLength(m);
      const quotation = quotations.pop()!;
      if (quotations.length && (quotation || (el.name === 'blockquote' && length >= MIN_QUOTATION_CHARS)))
        quotations[quotations.length - 1] = true;
      let long = paragraphs.pop()!;
      if (el.name === 'a' && el.attribs?.href !== undefined && linkChars.length)
        linkChars[linkChars.length - 1] += length;
      if (el.name === 'p') {
        const links = linkChars.pop()!;
        if (length >= PROSE_PARAGRAPH_CHARS && links < length * MAX_PROSE_LINK_SHARE) long++;
      }
      if (paragraphs.length)
        paragraphs[paragraphs.length - 1] = Math.min(
          PROSE_PARAGRAPHS,
          paragraphs[paragraphs.length - 1] + long,
        );
      if (el === body) pageChars = length;
      const u = byElement.get(el);
      if (u) {
        u.length = length;
        u.quotation = quotation;
        u.prose = long >= PROSE_PARAGRAPHS;
      }
    },
  });
  let removed = 0;
  let weighed = 0;
  const gone: Element[] = [];
  for (const u of found) {
    if (u.quotation || (u.byClass && u.prose)) continue;
    if (weighed++ < MAX_WEIGHED && pageChars > 0 && u.length >= pageChars * WRAPPER_SHARE) continue;
    gone.push(u.el);
    removed++;
  }
  // Each one leaves its parent, nested ones too (as one `.remove()` each did), in one pass per parent.
  removeAll(gone);
  return removed;
}

/** Remove scripts, chrome elements and hidden or unlikely blocks, in place. */
export function stripChrome($: CheerioAPI, unlikely: boolean): number {
  const root = $.root().get(0) as unknown as ParentNode;
  const removed = stripHiddenAndComments($, root);
  return unlikely ? removed + stripUnlikely(root) : removed;
}
