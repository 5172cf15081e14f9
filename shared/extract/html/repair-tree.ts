/**
 * Repairs of the parsed tree so that it holds what a browser shows, done once per parse and in
 * linear time:
 * - A document pasted inside the page is part of the page: its `<html>`, `<head>` and `<body>`
 *   give way to their content, as the HTML5 tree builder ignores them (`unwrapInnerFrames`).
 * - Content after `</body>` or `</html>` goes into the body, as the HTML5 tree builder puts it
 *   ("after body" insertion mode). htmlparser2 leaves it beside the body, where the scorer (which
 *   reads the body) never sees it: themes that close the body after the site header and print the
 *   article after it lost their whole article (wcxb-dev 0310).
 * - React's streamed server rendering sends a page's slow parts (often the whole article) at the end
 *   of the body in `<div hidden id="S:n">`, with a script call that moves each into its placeholder:
 *   `$RC("B:0","S:0")` fills `<template id="B:0">`, `$RS("S:7","P:9")` fills `<template id="P:9">`.
 *   Without scripts the article stays hidden and was dropped with the other hidden blocks
 *   (wcxb-dev 4416, 0384). The calls are read from the scripts and done here; a segment no call
 *   places is shown where it stands.
 * - Soft hyphens and zero-width characters leave the text nodes (`invisible.ts`).
 */
import type { AnyNode, Document, Element, ParentNode, Text } from 'domhandler';
import { adopt, rewrite } from '../markup/dom.ts';
import { dropInvisibles, INVISIBLE, mayHoldInvisibles } from './invisible.ts';

/** React Fizz ids: `S:` segments (the content), `B:` boundary and `P:` placeholder templates. */
const STREAM_ID = /^[BPS]:\d+$/;
/** `$RC("B:0","S:0")` (complete a boundary) and `$RS("S:7","P:9")` (place a segment). */
const STREAM_CALL = /\$R([CS])\("([BPS]:\d+)","([BPS]:\d+)"\)/g;
/**
 * Each placement splices its parent's children; React pages make a few (at most 11 on wcxb-dev). A hostile page with
 * many thousands is left as it is after this many, so the repair stays linear.
 */
export const MAX_STREAM_CALLS = 100;
/** Cheap test on the source before any walk: pages without streamed segments pay nothing. */
const STREAM_MARK = '"S:';

const childTag = (parent: ParentNode, name: string): Element | undefined =>
  parent.children.find((c): c is Element => c.type === 'tag' && (c as Element).name === name);

/** The tags of a document's frame, which a page holds once. */
const FRAME_TAGS = new Set(['html', 'head', 'body']);
/** Cheap test on the source: a page with one `<html>` and one `<body>` pays nothing. */
const FRAME_START = /<(?:html|body)[\s>]/gi;

/**
 * A document inside the document (a whole page pasted into a head or a body by a tag manager or a
 * CMS snippet) is no second document in a browser: the tree builder ignores the inner `<html>` and
 * `<head>` and adds the inner `<body>`'s attributes to the body, and the content stays where it
 * stands. htmlparser2 nested the frame, so the first `<body>` of the page was the snippet's, and
 * the chrome guard weighed every block against its text (wcxb-dev 0228: a pasted
 * `<html><head></head><body>` in the head, and the article went as a "newsletter" block). The inner
 * frame elements are replaced by their children.
 */
function unwrapInnerFrames(root: Document): void {
  const inner = new Set<Element>();
  const stack: AnyNode[] = [...root.children];
  // The page's frame: the root's first html and that html's first head and body. Any other is inner.
  const top = new Set<AnyNode | undefined>();
  const html = childTag(root, 'html');
  if (html) top.add(html).add(childTag(html, 'head')).add(childTag(html, 'body'));
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type !== 'tag') continue;
    const el = node as Element;
    if (FRAME_TAGS.has(el.name) && !top.has(el)) inner.add(el);
    for (const c of el.children) stack.push(c);
  }
  if (!inner.size) return;
  // Each outermost run of frames gives way to its content, frames directly inside it unwrapped too;
  // one rewrite of each parent, however many frames a hostile page holds.
  const content = (el: Element): AnyNode[] =>
    el.children.flatMap((c) => (inner.has(c as Element) ? content(c as Element) : [c]));
  const edits = new Map<AnyNode, AnyNode[]>();
  for (const el of inner) if (!inner.has(el.parent as Element)) edits.set(el, content(el));
  rewrite(edits);
}

function adoptStrays(root: Document): void {
  const html = childTag(root, 'html');
  const body = html && childTag(html, 'body');
  if (!html || !body) return;
  const bodyAt = html.children.indexOf(body);
  const htmlAt = root.children.indexOf(html);
  const strays = [...html.children.slice(bodyAt + 1), ...root.children.slice(htmlAt + 1)];
  if (!strays.some((n) => n.type === 'tag')) return;
  adopt(html, html.children.slice(0, bodyAt + 1));
  adopt(root, root.children.slice(0, htmlAt + 1));
  adopt(body, [...body.children, ...strays]);
}

function replaceWith(target: AnyNode, nodes: AnyNode[]): void {
  const parent = target.parent;
  if (!parent) return;
  const at = parent.children.indexOf(target);
  for (const n of nodes) if (n.parent) n.parent.children.splice(n.parent.children.indexOf(n), 1);
  adopt(parent, [...parent.children.slice(0, at), ...nodes, ...parent.children.slice(at + 1)]);
  target.parent = target.prev = target.next = null;
}

function revealStreamed(root: Document): void {
  const byId = new Map<string, Element>();
  let calls = '';
  const stack: AnyNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'script') {
      for (const c of (node as Element).children) if (c.type === 'text') calls += `${c.data}\n`;
      continue;
    }
    if (node.type !== 'tag' && node.type !== 'root') continue;
    const id = node.type === 'tag' ? (node as Element).attribs.id : undefined;
    if (id && STREAM_ID.test(id)) byId.set(id, node as Element);
    for (const c of (node as ParentNode).children) stack.push(c);
  }
  let done = 0;
  for (const [, kind, a, b] of calls.matchAll(STREAM_CALL)) {
    if (++done > MAX_STREAM_CALLS) break;
    const [place, segment] = kind === 'C' ? [byId.get(a), byId.get(b)] : [byId.get(b), byId.get(a)];
    if (!place || !segment?.parent) continue;
    replaceWith(place, [...segment.children]);
    replaceWith(segment, []);
  }
  for (const [id, el] of byId)
    if (id.startsWith('S:') && el.parent && 'hidden' in el.attribs) delete el.attribs.hidden;
}

function cleanTextNodes(root: Document): void {
  const stack: AnyNode[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'text') {
      const t = node as Text;
      INVISIBLE.lastIndex = 0;
      if (INVISIBLE.test(t.data)) t.data = dropInvisibles(t.data);
    } else if (node.type === 'tag' || node.type === 'root')
      for (const c of (node as ParentNode).children) stack.push(c);
  }
}

/** Repair the tree `root` parsed from `html` in place (see above). */
export function repairTree(root: Document, html: string): void {
  if ((html.match(FRAME_START)?.length ?? 0) > 2) unwrapInnerFrames(root);
  adoptStrays(root);
  if (html.includes(STREAM_MARK)) revealStreamed(root);
  if (mayHoldInvisibles(html)) cleanTextNodes(root);
}
