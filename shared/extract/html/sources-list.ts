/**
 * A list under a heading that names the article's sources: "References & Sources", "Sources",
 * "Works cited", "Further reading", "Additional SEO Resources". Its items are the writer's
 * sources, each a linked title ("AI's Passport Problem | Davis Wright Tremaine"), so the list is
 * as link-dense as navigation and shaped like a teaser list, and both rules took it out of the
 * article (wcxb-dev 2722 lost 374 words of sources, 2018 its "Additional SEO Resources"). The
 * heading may be followed by one sentence that introduces the list ("Use the following resources
 * to learn more."). Related-story labels ("Related posts", "More from …", related.ts) do not
 * name sources and are not matched here.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { isHeading, lineOf, textLength } from '../markup/dom.ts';

/** No sources heading is longer than this. */
const MAX_HEADING_CHARS = 60;
/** A sentence between the heading and its list is at most this long. */
const MAX_INTRO_CHARS = 300;
/** Blocks that can stand as a heading: h2–h6, or a one-line paragraph or div (often bold). */
const HEADING_BLOCKS = new Set(['p', 'div', 'strong', 'b']);
const LIST_TAGS = new Set(['ul', 'ol']);
/**
 * The heading's whole text. Words that name where the article's facts come from; "resources"
 * may carry up to two words before it ("Additional SEO Resources", "Helpful resources").
 */
const SOURCES_HEADING =
  /^(?:references?|sources?(?: cited)?|citations?|bibliography|works cited|further reading|(?:[\p{L}\d-]+ ){0,2}resources)(?:\s*(?:&|and)\s*(?:references|sources|citations|further reading|resources))?\s*:?$/iu;

function previousElement(el: Element): Element | null {
  for (let n = el.prev; n; n = n.prev) {
    if (n.type === 'tag') return n as Element;
    if (n.type === 'text' && (n as unknown as { data: string }).data.trim()) return null;
  }
  return null;
}

function isSourcesHeading($: CheerioAPI, el: Element): boolean {
  if (!isHeading(el) && !HEADING_BLOCKS.has(el.name)) return false;
  if (textLength(el, MAX_HEADING_CHARS + 1) > MAX_HEADING_CHARS) return false;
  return SOURCES_HEADING.test(lineOf($, el));
}

/** Whether `list` (a `ul`/`ol`) sits under a sources heading, right after it or after one sentence. */
export function isSourcesList($: CheerioAPI, list: Element): boolean {
  if (!LIST_TAGS.has(list.name)) return false;
  const prev = previousElement(list);
  if (!prev) return false;
  if (isSourcesHeading($, prev)) return true;
  if (prev.name !== 'p' || textLength(prev, MAX_INTRO_CHARS + 1) > MAX_INTRO_CHARS) return false;
  const before = previousElement(prev);
  return !!before && isHeading(before) && isSourcesHeading($, before);
}
