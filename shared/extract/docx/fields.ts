/**
 * Fields → what Word displays: the cached result. Complex fields (w:fldChar begin / instrText /
 * separate / result / end, nestable, may span paragraphs) lose everything before `separate`;
 * simple fields (w:fldSimple) are unwrapped to their result runs. Field codes (AUTHOR, XE,
 * INCLUDETEXT "http://...") are never shown and never fetched. Legacy form checkboxes become
 * `|X|` / `|_|` (Apache POI's rendering; Word draws a box glyph we cannot copy as text).
 */
import { child, descendants, isEl, NS, onOff, remove, textRun, unwrap, wAttr } from './xml.ts';

export const CHECKED = '|X|';
export const UNCHECKED = '|_|';

interface Frame {
  begin: Element;
  inInstruction: boolean;
  instruction: string;
  checkbox: boolean | null;
}

export interface FieldStats {
  complex: number;
  simple: number;
  unbalanced: number;
}

function fldType(el: Element): string {
  return wAttr(el, 'fldCharType') ?? '';
}

function checkboxState(begin: Element): boolean | null {
  const box = child(child(begin, NS.w, 'ffData') ?? begin, NS.w, 'checkBox');
  if (!box) return null;
  const checked = child(box, NS.w, 'checked');
  if (checked) return onOff(checked);
  const dflt = child(box, NS.w, 'default');
  return dflt ? onOff(dflt) : false;
}

/** Begins whose end exists: an unbalanced begin (damaged or half-deleted field) is ignored. */
function matchedBegins(chars: Element[]): Set<Element> {
  const stack: Element[] = [];
  const matched = new Set<Element>();
  for (const el of chars) {
    const t = fldType(el);
    if (t === 'begin') stack.push(el);
    else if (t === 'end') {
      const b = stack.pop();
      if (b) matched.add(b);
    }
  }
  return matched;
}

export function resolveFields(root: Element, stats: FieldStats): void {
  for (const el of descendants(root, NS.w, 'fldSimple')) {
    stats.simple++;
    unwrap(el);
  }
  const chars = descendants(root, NS.w, 'fldChar');
  const matched = matchedBegins(chars);
  stats.unbalanced += chars.filter((c) => fldType(c) === 'begin' && !matched.has(c)).length;
  if (!chars.length) {
    for (const el of descendants(root, NS.w, 'instrText')) remove(el);
    return;
  }
  const stack: Frame[] = [];
  const runs = descendants(root, NS.w, 'r');
  const doomed: Node[] = [];
  for (const run of runs) {
    for (let node = run.firstChild; node; node = node.nextSibling) {
      if (!isEl(node)) continue;
      const c: Element = node;
      const local = c.namespaceURI === NS.w ? c.localName : '';
      if (local === 'rPr') continue;
      if (local === 'fldChar') {
        const t = fldType(c);
        if (t === 'begin' && matched.has(c)) {
          stats.complex++;
          stack.push({ begin: c, inInstruction: true, instruction: '', checkbox: checkboxState(c) });
        } else if (t === 'separate' && stack.length) {
          stack[stack.length - 1].inInstruction = false;
        } else if (t === 'end' && stack.length) {
          const frame = stack.pop()!;
          const outerInstruction = stack.some((f) => f.inInstruction);
          if (frame.checkbox !== null && !outerInstruction && /FORMCHECKBOX/i.test(frame.instruction)) {
            run.parentNode?.insertBefore(
              textRun(run.ownerDocument!, frame.checkbox ? CHECKED : UNCHECKED),
              run,
            );
          }
        }
        doomed.push(c);
        continue;
      }
      if (local === 'instrText') {
        if (stack.length) stack[stack.length - 1].instruction += c.textContent ?? '';
        doomed.push(c);
        continue;
      }
      if (stack.some((f) => f.inInstruction)) doomed.push(c);
    }
  }
  for (const n of doomed) remove(n);
  // Content outside runs that sits inside a field instruction (rare: math, nested hyperlinks) is left.
}
