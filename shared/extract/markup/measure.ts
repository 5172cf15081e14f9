/**
 * One walk that measures every element's text as it goes: the length `textLength` (dom.ts) gives,
 * that is of `text.replace(/\s+/g, ' ').trim()`, and its commas. The scorer and chrome stripping
 * asked `textLength` of each candidate in turn, so nested candidates read the same text once per
 * level (a page of a million spans: each ancestor walked two million nodes again); here a
 * subtree's measure is put together from its children's as the walk leaves it, so the whole page
 * costs one walk, iterative (hostile depth) and allocating one frame per open element.
 *
 * A measure of a stretch of text: `chars` non-space code units, `gaps` runs of space between two
 * of them (each collapses to one space), and whether the stretch starts or ends with space (an
 * all-space stretch does both when it holds any), which decides whether two stretches put side by
 * side gain a gap.
 */
import type { AnyNode, Element, ParentNode } from 'domhandler';
import { isSpace } from './dom.ts';

export interface Measure {
  chars: number;
  gaps: number;
  lead: boolean;
  trail: boolean;
  commas: number;
}

/** Commas that count as clauses in a paragraph (Latin, full-width, ideographic): the scorer's points. */
const isComma = (c: number) => c === 44 || c === 0xff0c || c === 0x3001;

export const emptyMeasure = (): Measure => ({ chars: 0, gaps: 0, lead: false, trail: false, commas: 0 });

/** Length of the collapsed, trimmed text. */
export const measuredLength = (m: Measure): number => m.chars + m.gaps;

/** Append the text `data` to `m`, in place. */
export function measureText(m: Measure, data: string): void {
  for (let i = 0; i < data.length; i++) {
    const c = data.charCodeAt(i);
    if (isSpace(c)) {
      if (m.chars) m.trail = true;
      else m.lead = m.trail = true;
    } else {
      if (m.chars && m.trail) m.gaps++;
      m.chars++;
      m.trail = false;
      if (isComma(c)) m.commas++;
    }
  }
}

/** Append the stretch `b` to `a`, in place. */
export function appendMeasure(a: Measure, b: Measure): void {
  if (!b.chars) {
    if (b.lead) a.trail = true;
    if (!a.chars && b.lead) a.lead = true;
    return;
  }
  if (!a.chars) {
    a.lead = a.lead || b.lead;
  } else if (a.trail || b.lead) a.gaps++;
  a.chars += b.chars;
  a.gaps += b.gaps;
  a.commas += b.commas;
  a.trail = b.trail;
}

export interface MeasureVisitor {
  /** An element, in document order; return false to leave its subtree out (it is not closed). */
  open?(el: Element): boolean | undefined;
  /** A text node or an element child of an open element, after it is measured. */
  child?(parent: ParentNode, node: AnyNode, m: Measure): void;
  /** An element after its subtree, with the measure of its text. */
  close?(el: Element, m: Measure): void;
}

interface Frame {
  node: ParentNode;
  i: number;
  m: Measure;
}

/**
 * Walk below `root` in document order; returns the measure of `root`'s text. Elements are the
 * nodes `$('*')` selects (tags, scripts, styles); text is counted in every node with children, as
 * cheerio's `.text()` and `textLength` count it (script text included, comments not).
 */
export function measureWalk(root: ParentNode, visitor: MeasureVisitor): Measure {
  const stack: Frame[] = [{ node: root, i: 0, m: emptyMeasure() }];
  const text = emptyMeasure();
  for (;;) {
    const top = stack[stack.length - 1];
    const kids = top.node.children;
    if (top.i < kids.length) {
      const node = kids[top.i++];
      if (node.type === 'text') {
        text.chars = text.gaps = text.commas = 0;
        text.lead = text.trail = false;
        measureText(text, (node as unknown as { data: string }).data);
        appendMeasure(top.m, text);
        visitor.child?.(top.node, node, text);
        continue;
      }
      const children = (node as ParentNode).children;
      if (!children) continue;
      const element = node.type === 'tag' || node.type === 'script' || node.type === 'style';
      if (element && visitor.open?.(node as Element) === false) continue;
      stack.push({ node: node as ParentNode, i: 0, m: emptyMeasure() });
      continue;
    }
    if (stack.length === 1) return top.m;
    stack.pop();
    const parent = stack[stack.length - 1];
    const node = top.node as unknown as AnyNode;
    if (node.type === 'tag' || node.type === 'script' || node.type === 'style')
      visitor.close?.(node as Element, top.m);
    appendMeasure(parent.m, top.m);
    visitor.child?.(parent.node, node, top.m);
  }
}
