/**
 * "Related" sections inside the article: a block headed "Related Posts", "Recommended Reading",
 * "More from <site>", "You may also like", "Also in the news"… holds other pages' headlines and
 * teasers, whatever shape they take (the teaser-list rule in teasers.ts needs linked headlines
 * in list items; these sections are often cards of a title, an excerpt and a date). The label is
 * read on its whole text, so "Related work" or a sentence starting "Related:" is not one.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { descendants, isHeading, lineOf, textLength } from '../markup/dom.ts';

/** No section label is longer than this. */
const MAX_LABEL_CHARS = 60;
/**
 * Labels of sections that point to other pages, on their whole text. Kept narrow: "Related work",
 * "Further reading" and "Latest updates" head content and are not here.
 */
const RELATED_LABEL =
  /^(?:related(?: (?:articles?|posts?|stories|reads?|content|news|reading|links|pages))?(?: (?:and links|that may interest you))?|recommended(?: (?:reading|articles?|posts?|stories|for you))?|more (?:from|on|in) [^.!?]{1,40}|more (?:articles|stories|posts)(?: you (?:might|may) (?:enjoy|like))?|you (?:may|might) also (?:like|enjoy|check|be interested in)|also in the news|read next|up next|latest (?:news|posts|articles|stories)|popular (?:posts|articles|stories)|most read)\s*[:.…]?$/i;
/** Tags a label may be: a heading or a one-line block (not inline tags: a page of a million spans would read each). */
const LABEL_TAGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div']);

export function isRelatedLabel($: CheerioAPI, el: Element): boolean {
  if (!LABEL_TAGS.has(el.name) || textLength(el, MAX_LABEL_CHARS + 1) > MAX_LABEL_CHARS) return false;
  return RELATED_LABEL.test(lineOf($, el));
}

/**
 * What a related label heads: its parent when the label opens it (the section is the parent's
 * whole content), else the label and the siblings after it up to the next heading. The parent
 * must not be the article root itself.
 */
export function relatedSection(label: Element, root: Element): Element[] {
  // A label wrapped in inline tags (<p><strong>Related</strong></p>) stands for its block.
  let head = label;
  while (head.parent && head.parent !== root && (head.parent as Element).type === 'tag') {
    const p = head.parent as Element;
    const only = p.children.filter((c) => c.type === 'tag' || (c.type === 'text' && c.data.trim()));
    if (only.length !== 1 || !LABEL_TAGS.has(p.name)) break;
    head = p;
  }
  const parent = head.parent as Element | null;
  if (parent?.type !== 'tag') return [head];
  const elements = parent.children.filter((c) => c.type === 'tag') as Element[];
  if (parent !== root && elements[0] === head) return [parent];
  const section = [head];
  for (let n = elements.indexOf(head) + 1; n < elements.length; n++) {
    if (isHeading(elements[n])) break;
    section.push(elements[n]);
  }
  return section;
}

/** Related sections under `root`, each as the elements to drop. */
export function relatedSections($: CheerioAPI, root: Element): Element[][] {
  return descendants(root, (el) => isRelatedLabel($, el)).map((label) => relatedSection(label, root));
}
