/**
 * The article's own wrapper, when the scorer's choice leaves much of its prose out. A page that
 * says where its story is (`<article>`, `<main>`) sometimes cuts the story into blocks the scorer
 * cannot join: one rich-text module per section with its own id (HubSpot), one layout row per
 * paragraph with headings in rows of their own, a rich-text block followed by a carousel of
 * quotations in list items. The top candidate is then one block of several, and the siblings and
 * same-class chunks do not reach the rest. When, after those merges, the nearest `<article>` or
 * `<main>` around the choice still holds a good deal of prose outside it (paragraphs and list
 * items of a sentence's length and nearly no links), the wrapper is the article; the cleaning
 * and pruning that follow run on it as on any choice.
 *
 * Quotations (`<blockquote>`) are not counted: a testimonials carousel beside a newsletter's
 * issue is a page's furniture that reads like prose. A few stray paragraphs (an author's bio, a
 * disclaimer, a teaser's summary) are not enough either: the prose left out must reach
 * MIN_OUTSIDE_CHARS and half of what was chosen.
 */
import type { AnyNode, Element } from 'domhandler';
import { byTag, contains, textLength } from '../markup/dom.ts';
import type { StoryBounds } from './boundaries.ts';
import { linkDensity } from './score.ts';

/** Elements that say they hold the page's story. */
const WRAPPER_TAGS = new Set(['article', 'main']);
/** A paragraph or list item this long, with links under this share of its text, is prose. */
export const PROSE_CHARS = 80;
export const PROSE_LINK_DENSITY = 0.25;
/** Prose left outside the choice must reach this many characters... */
const MIN_OUTSIDE_CHARS = 1000;
/** ...and this share of the chosen text. */
const MIN_OUTSIDE_SHARE = 0.5;
/** A wrapper this link-heavy is a listing's (as declared-body.ts has it). */
const MAX_WRAPPER_LINK_DENSITY = 0.35;

function within(nodes: AnyNode[], el: AnyNode): boolean {
  return nodes.some((n) => n === el || contains(n, el));
}

/** Characters of prose in `wrapper` outside the chosen `nodes` (innermost paragraphs and items). */
function proseOutside(wrapper: Element, nodes: AnyNode[]): number {
  let chars = 0;
  for (const el of byTag(wrapper, 'p', 'li')) {
    if (within(nodes, el) || nodes.some((n) => contains(el, n))) continue;
    const length = textLength(el);
    if (length < PROSE_CHARS || byTag(el, 'p', 'li', 'blockquote').length) continue;
    if (linkDensity(el) < PROSE_LINK_DENSITY) chars += length;
  }
  return chars;
}

/**
 * The nearest `<article>` or `<main>` around `top` that holds every chosen node and one story at
 * most, when it holds much more prose than the choice; null otherwise.
 */
export function storyWrapper(top: Element, nodes: AnyNode[], bounds: StoryBounds): Element | null {
  let wrapper: Element | null = null;
  for (let p = top.parent as Element | null; p && p.type === 'tag'; p = p.parent as Element | null) {
    if (p.name === 'body' || bounds.holdsTwo(p)) return null;
    if (WRAPPER_TAGS.has(p.name)) {
      wrapper = p;
      break;
    }
  }
  if (!wrapper || !nodes.every((n) => contains(wrapper, n))) return null;
  const chosen = nodes.reduce((n, el) => n + textLength(el), 0);
  const needed = Math.max(MIN_OUTSIDE_CHARS, MIN_OUTSIDE_SHARE * chosen);
  // Most wrappers hold little besides the choice: one count of their text settles those.
  if (textLength(wrapper) - chosen < needed) return null;
  if (linkDensity(wrapper) > MAX_WRAPPER_LINK_DENSITY) return null;
  return proseOutside(wrapper, nodes) >= needed ? wrapper : null;
}
