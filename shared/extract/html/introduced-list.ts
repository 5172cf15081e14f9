/**
 * A list the article announces: the block right before it is a sentence of the writer's that ends
 * in a colon ("Top expert recommendations:", "The tools we tested were:", "You will need:"). Its
 * items are the article's own, even when every item is a link (product picks linked to a shop,
 * tools linked to their home pages): wcxb-dev 0068 lost its 51 tool recommendations, two linked
 * names under each "Top Expert Recommendations:", to the link-density cleaning and the link-line
 * pruning. Navigation, share bars and related-story lists are not announced by a sentence of the
 * article; a bare label before links ("Related:", "Read more:", "Share:") is not a sentence, and
 * the related-section labels (related.ts) never announce one.
 */
import type { CheerioAPI } from 'cheerio';
import type { ChildNode, Element } from 'domhandler';
import { byTag, isHeading, lineOf, textLength } from '../markup/dom.ts';
import { isRelatedLabel } from './related.ts';
import { isSourcesList } from './sources-list.ts';

/**
 * A lead-in has at least this many words: "Related:", "Read more:", "Follow us:" are one- and
 * two-word labels of page furniture, a writer's lead-in says what follows ("Top Expert
 * Recommendations:").
 */
const MIN_LEAD_WORDS = 3;
/** ...and is one sentence or two, not a section (a long block ending in a colon is rare and unclear). */
const MAX_LEAD_CHARS = 300;
/** ...and is mostly the writer's text: at most this share of it is link text. */
const MAX_LEAD_LINK_SHARE = 0.5;
/** Blocks that can hold a lead-in sentence. */
const LEAD_TAGS = new Set(['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'span', 'strong', 'b']);
const LIST_TAGS = new Set(['ul', 'ol']);

function previousElement(el: Element): Element | null {
  for (let n = el.prev; n; n = n.prev) {
    if (n.type === 'tag') return n as Element;
    if (n.type === 'text' && (n as unknown as { data: string }).data.trim()) return null;
  }
  return null;
}

function isLeadIn($: CheerioAPI, el: Element): boolean {
  if (!LEAD_TAGS.has(el.name) || textLength(el, MAX_LEAD_CHARS + 1) > MAX_LEAD_CHARS) return false;
  const text = lineOf($, el);
  if (!text.endsWith(':') || text.split(' ').length < MIN_LEAD_WORDS) return false;
  let links = 0;
  for (const a of byTag(el, 'a')) links += textLength(a);
  return links <= text.length * MAX_LEAD_LINK_SHARE && !isRelatedLabel($, el);
}

/**
 * Whether `list` (a `ul`/`ol`) follows a lead-in sentence of the article ending in a colon, or
 * sits under a heading that names the article's sources (sources-list.ts).
 */
export function isIntroducedList($: CheerioAPI, list: Element): boolean {
  if (!LIST_TAGS.has(list.name)) return false;
  const prev = previousElement(list);
  return (!!prev && isLeadIn($, prev)) || isSourcesList($, list);
}

/**
 * How far above a block its list item may be (`li > h2 > a`, `li > div > p`): the walk up is
 * bounded, so a deep page costs no more than a few steps per block.
 */
const MAX_ITEM_DEPTH = 4;

/** Whether `el` is, or lies inside, an item of an introduced list below `root`. */
export function inIntroducedList(
  $: CheerioAPI,
  el: Element,
  root: Element,
  seen: Map<Element, boolean>,
): boolean {
  let e: Element | null = el;
  for (let depth = 0; e && e !== root && e.type === 'tag' && depth <= MAX_ITEM_DEPTH; depth++) {
    if (e.name === 'li') break;
    e = e.parent as Element | null;
  }
  const list = e?.name === 'li' ? (e.parent as Element | null) : null;
  if (!list || list === root || list.type !== 'tag') return false;
  let answer = seen.get(list);
  if (answer === undefined) {
    answer = isIntroducedList($, list);
    seen.set(list, answer);
  }
  return answer;
}

/** How far after its lead-in a run's paragraph may stand, in sibling elements. */
const MAX_RUN_STEPS = 60;
/** A run is this many linked paragraphs at least: one link line after a lead-in is no list. */
const MIN_RUN_ENTRIES = 3;

/**
 * The paragraph form of an introduced list: a lead-in sentence ending in a colon and, among its
 * later siblings up to the next heading, at least MIN_RUN_ENTRIES paragraphs that `isEntry`
 * accepts (a linked headline each: "Here are the most important deals announced in October:",
 * then one linked headline and a paragraph per deal, wcxb-dev 0078). Those paragraphs are the
 * article's, links and all. A single link line after a lead-in (a call to action closing the
 * section, 0368) is not a run.
 */
export function introducedRuns($: CheerioAPI, root: Element, isEntry: (p: Element) => boolean): Set<Element> {
  const out = new Set<Element>();
  for (const lead of byTag(root, 'p')) {
    if (!lead.next || !isLeadIn($, lead)) continue;
    const entries: Element[] = [];
    let steps = 0;
    for (let n: ChildNode | null = lead.next; n && steps < MAX_RUN_STEPS; n = n.next) {
      if (n.type !== 'tag') continue;
      steps++;
      const el = n as Element;
      if (isHeading(el) || (el.name === 'p' && isLeadIn($, el))) break;
      if (el.name === 'p' && isEntry(el)) entries.push(el);
    }
    if (entries.length >= MIN_RUN_ENTRIES) for (const e of entries) out.add(e);
  }
  return out;
}
