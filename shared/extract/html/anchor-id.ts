/**
 * Ids that name a place, not a role. MediaWiki gives each section heading's text span the
 * heading's text as id (`<span class="mw-headline" id="Eich_CEO_promotion_controversy">`), and
 * Markdown renderers and CMSs slug headings the same way (`<h2 id="related-work">Related work</h2>`).
 * Such an id is the element's own text, so the chrome words in it ("promo", "related", "share")
 * say nothing about the element: read as a class hint, they took the heading out of the article
 * (Mozilla's wikipedia page lost a section heading; any "Related work" or "Sharing data"
 * section of a paper lost its heading).
 */
import type { AnyNode, Element } from 'domhandler';
import { textLength } from '../markup/dom.ts';

/** Ids and texts longer than this are not heading anchors (and are not read: hostile pages). */
const MAX_ANCHOR_CHARS = 200;
/** Characters slugging drops or turns into `-`/`_`: all but letters and digits. */
const NOT_ALNUM = /[^\p{L}\p{N}]+/gu;
/**
 * WordPress's block editor anchors each heading as `h-` and its slug, cut after a few words
 * (`<h2 id="h-setting-up-instagram-social-shopping-invo">Setting Up Instagram Social Shopping
 * Involves:</h2>`): the chrome word "social" in it took eight headings of wcxb-dev 0100 out of the
 * article. The prefix is dropped, and an id that is the start of the text counts when it is
 * this long at least: a short id that only starts the text ("share" on "Share this post") is a
 * role, not an anchor.
 */
const ANCHOR_PREFIX = /^h-/;
const MIN_CUT_SLUG_CHARS = 24;
/** Section numbers before the heading text ("2.1 Related work") are not in its slug. */
const LEADING_NUMBER = /^\p{N}+/u;

function slug(s: string): string {
  return s.toLowerCase().replace(NOT_ALNUM, '');
}

function textOf(root: AnyNode): string {
  let out = '';
  const stack: AnyNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'text') out += (node as unknown as { data: string }).data;
    const kids = (node as Element).children;
    if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  return out;
}

/** Whether `el`'s id is its own text, slugged (see above). */
export function isTextAnchorId(el: Element): boolean {
  const id = el.attribs?.id;
  if (!id || id.length > MAX_ANCHOR_CHARS || textLength(el, MAX_ANCHOR_CHARS) > MAX_ANCHOR_CHARS)
    return false;
  const text = slug(textOf(el));
  const bare = text.replace(LEADING_NUMBER, '');
  for (const name of [slug(id), slug(id.replace(ANCHOR_PREFIX, ''))]) {
    if (!name) continue;
    if (text === name || bare === name) return true;
    if (name.length >= MIN_CUT_SLUG_CHARS && (text.startsWith(name) || bare.startsWith(name))) return true;
  }
  return false;
}

/** The class and id words that may say what the element is: an anchor id is left out. */
export function roleHint(el: Element): string {
  const cls = el.attribs?.class ?? '';
  const id = el.attribs?.id;
  if (!id) return cls;
  return isTextAnchorId(el) ? cls : `${cls} ${id}`;
}
