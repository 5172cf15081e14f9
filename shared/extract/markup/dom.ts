/**
 * Linear DOM helpers. Cheerio's `$(el).find(selector)` hands css-select the element's children
 * as the search context and de-duplicates that context pairwise, which is quadratic in the
 * number of children: an <article> with 60,000 paragraphs took 30 s in `find` alone. These
 * walks are iterative (no recursion on hostile depth) and linear.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element, ParentNode } from 'domhandler';
import { htmlToText } from './to-text.ts';

/** Elements below `root` (not `root` itself) that pass `test`, in document order. */
export function descendants(root: AnyNode, test: (el: Element) => boolean): Element[] {
  const out: Element[] = [];
  const stack: Element[] = [];
  // Only elements go on the stack: text nodes are half of a page's nodes and never match.
  const pushElements = (kids: AnyNode[]) => {
    for (let i = kids.length - 1; i >= 0; i--) {
      const type = kids[i].type;
      if (type === 'tag' || type === 'script' || type === 'style') stack.push(kids[i] as Element);
    }
  };
  pushElements((root as Element).children ?? []);
  while (stack.length) {
    const el = stack.pop()!;
    if (test(el)) out.push(el);
    pushElements(el.children);
  }
  return out;
}

/** The first element below `root` named `name`, in document order (`$(name).first()`), stopping there. */
export function firstByTag(root: AnyNode, name: string): Element | null {
  const stack: AnyNode[] = [];
  const kids = (root as Element).children ?? [];
  for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
    const el = node as Element;
    if (el.name === name) return el;
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]);
  }
  return null;
}

/** Elements below `root` whose tag is one of `names`. */
export function byTag(root: AnyNode, ...names: string[]): Element[] {
  const set = new Set(names);
  return descendants(root, (el) => set.has(el.name));
}

/** Whether any element below `root` passes `test` (stops at the first). */
export function hasDescendant(root: AnyNode, test: (el: Element) => boolean): boolean {
  const stack: AnyNode[] = [...((root as Element).children ?? [])];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type !== 'tag') continue;
    const el = node as Element;
    if (test(el)) return true;
    for (const c of el.children) stack.push(c);
  }
  return false;
}

/** JavaScript's `\s`, by character code (a regex test per character was a third of the walk). */
export function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return (
    c === 160 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * Length of the element's text as `text.replace(/\s+/g, ' ').trim()` would give it, counted
 * without building the string (a 10 MB article's link density asked for 60,000 link texts).
 * With `limit`, counting stops past it: a number above `limit`, for tests that only compare
 * ("is this block short?" of a paragraph of a million spans reads a few of them).
 */
export function textLength(root: AnyNode, limit = Number.POSITIVE_INFINITY): number {
  let n = 0;
  let started = false;
  let pending = false;
  const stack: AnyNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'text') {
      const data = (node as unknown as { data: string }).data;
      for (let i = 0; i < data.length; i++) {
        if (isSpace(data.charCodeAt(i))) pending = started;
        else {
          n += pending ? 2 : 1;
          if (n > limit) return n;
          pending = false;
          started = true;
        }
      }
      continue;
    }
    const kids = (node as Element).children;
    if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
  }
  return n;
}

/** A quotation this long is content the article quotes (an embedded post, a pull quote). */
const MIN_QUOTATION_CHARS = 40;

/**
 * Whether `el` holds a quotation: embedded posts (`blockquote.twitter-tweet`,
 * `.instagram-media`) sit in "social-embed" containers that chrome rules would drop.
 */
export function holdsQuotation(el: Element): boolean {
  return hasDescendant(el, (d) => d.name === 'blockquote' && textLength(d) >= MIN_QUOTATION_CHARS);
}

/** Whether `el` lies below `ancestor` (still attached to it). */
export function contains(ancestor: AnyNode, el: AnyNode): boolean {
  for (let p = el.parent; p; p = p.parent) if (p === ancestor) return true;
  return false;
}

/** An element's text on one line: whitespace runs collapsed, ends trimmed. */
export function lineOf($: CheerioAPI, el: AnyNode): string {
  return $(el).text().replace(/\s+/g, ' ').trim();
}

/** A test on an element, for the walks below. */
export type Test = (el: Element) => boolean;

/** Whitespace-separated tokens of an attribute (class, role, epub:type). */
export const tokens = (value: string | undefined): string[] => (value ?? '').split(/\s+/).filter(Boolean);
export function isTag(...names: string[]): Test {
  return (el) => names.includes(el.name);
}
export function hasClass(...names: string[]): Test {
  return (el) => tokens(el.attribs.class).some((c) => names.includes(c));
}
export function hasRole(...roles: string[]): Test {
  return (el) => roles.includes(el.attribs.role ?? '');
}
export const isHeading: Test = (el) => /^h[1-6]$/.test(el.name);

/** Elements passing `test` at or below `roots`, in document order, not looking inside a match. */
export function outermost(roots: AnyNode[], test: Test): Element[] {
  const out: Element[] = [];
  const stack = [...roots].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type !== 'tag' && node.type !== 'root') continue;
    if (node.type === 'tag' && test(node as Element)) out.push(node as Element);
    else
      for (let i = (node as ParentNode).children.length - 1; i >= 0; i--)
        stack.push((node as ParentNode).children[i]);
  }
  return out;
}

/** Make `nodes` the children of `parent`, with consistent sibling links. */
export function adopt(parent: ParentNode, nodes: AnyNode[]): void {
  nodes.forEach((c, i) => {
    c.parent = parent;
    c.prev = nodes[i - 1] ?? null;
    c.next = nodes[i + 1] ?? null;
  });
  parent.children = nodes;
}

/** Replace each key node by its list of nodes (empty: remove it), in one pass over each parent. */
export function rewrite(edits: Map<AnyNode, AnyNode[]>): void {
  const parents = new Set<ParentNode>();
  for (const node of edits.keys()) if (node.parent) parents.add(node.parent);
  for (const node of edits.keys()) node.parent = node.prev = node.next = null;
  for (const parent of parents)
    adopt(
      parent,
      parent.children.flatMap((c) => edits.get(c) ?? [c]),
    );
}

export function removeAll(nodes: Iterable<AnyNode>): void {
  rewrite(new Map([...nodes].map((n) => [n, []])));
}

/** Text of an element as one line: blocks joined by a space, whitespace collapsed. */
export function lineText(el: AnyNode): string {
  return htmlToText(el).replace(/\s+/g, ' ').trim();
}

/** Set a label off from the text after it with a space (without a parse: on hostile pages there are 100,000). */
export function spaceAfter($: CheerioAPI, label: Element): void {
  const last = label.children.at(-1);
  if (last?.type === 'text') last.data += ' ';
  else $(label).append(' ');
}
