/**
 * Where one story ends and the next begins. Pages that preload the next article (infinite scroll)
 * and pages that list several stories put two headlines, or two `<article>` elements, in one
 * container. The scorer's merges (a common ancestor of rival candidates, siblings of the top
 * candidate, chunks with the same tag and class elsewhere) must not cross from one story into the
 * next: whatever they merge must lie below an element that holds one story start at most.
 *
 * A story start is an `<h1>` (the headline) or an `<article>` holding an `<h1>` and at least
 * `MIN_STORY_CHARS` of text. Two `<h1>`s in one parent are section headings (some pages use `<h1>`
 * for every section) and start nothing. Teaser cards and related-story lists in `<article>` elements have no
 * headline of their own and do not count (scrapinghub b3c19dd5: a post and its "you may like" box,
 * an `<article>` of `<article>`s, side by side). Counts are kept per element,
 * capped at two, in one pass: a walk up from each start stops at the first ancestor that already
 * counts two, so the work is linear in the page.
 */
import type { AnyNode, Element } from 'domhandler';

/** An `<article>` with less text than this is a teaser card, not a story. */
const MIN_STORY_CHARS = 500;
const CAP = 2;

export interface StoryBounds {
  /** Whether `el` holds two or more story starts of one kind (headlines, or stories). */
  holdsTwo(el: Element): boolean;
  /** Whether `el` is or holds a story start. */
  holdsStart(el: Element): boolean;
  /** The headlines (story-starting `<h1>`s), in document order. */
  headlines: readonly Element[];
  /**
   * An element's place in the page as it stood when the bounds were counted (before chrome was
   * stripped: a headline in a stripped header block keeps its place); -1 for one added later.
   */
  position(el: AnyNode): number;
}

function counter(starts: Element[]): Map<AnyNode, number> {
  const counts = new Map<AnyNode, number>();
  for (const start of starts) {
    for (let n: AnyNode | null = start; n && n.type === 'tag'; n = n.parent) {
      const c = counts.get(n) ?? 0;
      if (c >= CAP) break;
      counts.set(n, c + 1);
    }
  }
  return counts;
}

/**
 * Headlines and stories below `root`, in one walk: a running count of non-space characters, read
 * when an `<article>` opens and when it closes, gives each article's text length (nested ones too).
 */
function starts(root: AnyNode): { headlines: Element[]; stories: Element[]; order: Map<AnyNode, number> } {
  const headlines: Element[] = [];
  const order = new Map<AnyNode, number>();
  const stories: Element[] = [];
  let chars = 0;
  const opened = new Map<Element, number>();
  // Articles open around the walk's position, and those that hold a headline.
  const open: Element[] = [];
  const withHeadline = new Set<Element>();
  // h1s side by side in one parent are section headings of one page, not headlines of stories.
  const sectionHeads = new Set<Element>();
  // A node, or the article to close once its subtree is done.
  const stack: (AnyNode | { close: Element })[] = [root];
  while (stack.length) {
    const item = stack.pop()!;
    if ('close' in item) {
      open.pop();
      const own = withHeadline.has(item.close);
      // The article around this one holds its headline too.
      if (own && open.length) withHeadline.add(open[open.length - 1]);
      if (own && chars - (opened.get(item.close) ?? chars) >= MIN_STORY_CHARS) stories.push(item.close);
      continue;
    }
    if (item.type === 'text') {
      const data = (item as unknown as { data: string }).data;
      for (let i = 0; i < data.length; i++) if (data.charCodeAt(i) > 32) chars++;
      continue;
    }
    if (item.type !== 'tag' && item.type !== 'root') continue;
    const el = item as Element;
    order.set(el, order.size);
    let h1s = 0;
    for (const c of el.children) if (c.type === 'tag' && (c as Element).name === 'h1') h1s++;
    if (h1s > 1) for (const c of el.children) if (c.type === 'tag') sectionHeads.add(c as Element);
    if (el.name === 'h1' && !sectionHeads.has(el)) {
      headlines.push(el);
      if (open.length) withHeadline.add(open[open.length - 1]);
    }
    if (el.name === 'article') {
      opened.set(el, chars);
      open.push(el);
      stack.push({ close: el });
    }
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]);
  }
  return { headlines, stories, order };
}

export function storyBounds(root: AnyNode): StoryBounds {
  const { headlines, stories, order } = starts(root);
  const byHeadline = counter(headlines);
  const byStory = counter(stories);
  return {
    holdsTwo: (el) => (byHeadline.get(el) ?? 0) >= CAP || (byStory.get(el) ?? 0) >= CAP,
    holdsStart: (el) => byHeadline.has(el) || byStory.has(el),
    headlines,
    position: (el) => order.get(el) ?? -1,
  };
}

export function ancestors(el: Element): Set<AnyNode> {
  const out = new Set<AnyNode>();
  for (let n = el.parent; n; n = n.parent) out.add(n);
  return out;
}

/** Whether the smallest element holding both `el` and the top candidate (its `above`) holds two stories. */
export function crossesStories(el: Element, above: Set<AnyNode>, bounds: StoryBounds): boolean {
  let n = el.parent;
  while (n && !above.has(n)) n = n.parent;
  return !!n && n.type === 'tag' && bounds.holdsTwo(n as Element);
}

/**
 * Siblings of the top candidate that may join it: when their parent holds two stories, only those
 * between the story start before the top (its own headline) and the next story start.
 */
export function sameStorySiblings(
  siblings: Element[],
  top: Element,
  parent: Element | null,
  bounds: StoryBounds,
): Element[] {
  if (parent?.type !== 'tag' || !bounds.holdsTwo(parent)) return siblings;
  const at = siblings.indexOf(top);
  let first = 0;
  let startsBefore = bounds.holdsStart(top) ? 1 : 0;
  for (let i = at - 1; i >= 0; i--) {
    if (bounds.holdsStart(siblings[i]) && ++startsBefore > 1) {
      first = i + 1;
      break;
    }
  }
  let end = siblings.length;
  for (let i = at + 1; i < siblings.length; i++) {
    if (bounds.holdsStart(siblings[i])) {
      end = i;
      break;
    }
  }
  return siblings.slice(first, end);
}
