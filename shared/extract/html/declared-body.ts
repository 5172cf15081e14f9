/**
 * The container a page declares to hold the article's body, by conventions shared across sites:
 * schema.org's `itemprop="articleBody"`, WordPress's `entry-content` (every theme that follows
 * the theme handbook), Drupal's body field (`field--name-body`), and the few class names most
 * CMS templates give the body (`post-content`, `article-body`, ...; trafilatura's content
 * selectors start from the same ones). When the scorer's top candidate lies inside such a
 * container, it is one block of the body (a tab panel, one page-builder section), and the body's
 * other blocks are the article too: wcxb-dev 4114, a WordPress page built of Divi sections, gave
 * only its tab panel (recall 0.35). The cleaning and pruning that follow still run on the wider
 * choice. Its cost: a FAQ or product cards inside the body are taken with it (0336, 4810), which
 * some annotators leave out.
 */
import type { Element } from 'domhandler';
import type { StoryBounds } from './boundaries.ts';
import { linkDensity } from './score.ts';

/** Whole class words (not substrings: `post-content-sidebar` is not one). */
const BODY_CLASSES = new Set([
  'entry-content',
  'field--name-body',
  'post-content',
  'article-content',
  'article-body',
  'post-body',
  'story-body',
]);
/** A declared body this link-heavy is a listing (an archive page's entries), not an article. */
const MAX_BODY_LINK_DENSITY = 0.35;

function declaresBody(el: Element): boolean {
  if (el.attribs?.itemprop?.split(/\s+/).includes('articleBody')) return true;
  const cls = el.attribs?.class;
  return !!cls && cls.split(/\s+/).some((c) => BODY_CLASSES.has(c));
}

/** The outermost declared body above `top` holding one story, or `top` itself. */
export function widenToDeclaredBody(top: Element, bounds: StoryBounds): Element {
  let found = top;
  for (
    let p = top.parent as Element | null;
    p && p.type === 'tag' && p.name !== 'body';
    p = p.parent as Element | null
  ) {
    if (bounds.holdsTwo(p)) break;
    if (declaresBody(p)) found = p;
  }
  return found !== top && linkDensity(found) <= MAX_BODY_LINK_DENSITY ? found : top;
}
