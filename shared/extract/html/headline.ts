/**
 * Which `<h1>` is the page's headline. A page saved from a word processor (an Open Journal
 * Systems galley, a LibreOffice or Word "Save as HTML") sets every section in `<h1>` and its
 * title in a styled paragraph: its first `<h1>` is "Abstract" or "1. Introduction", a section
 * heading, and so are the `<h1>`s after it ("2. Study 1" names no section but heads one). So on a
 * page with several `<h1>`s whose first names a section by itself (shared/structure/labels.ts:
 * "Abstract", "References", "2. Methods"), no `<h1>` is the headline and all stay in the body.
 * A page with one `<h1>`, or whose first `<h1>` names no section, keeps the first as its headline.
 */
import type { AnyNode, Element } from 'domhandler';
import { labelOf } from '../../structure/labels.ts';
import { descendants } from '../markup/dom.ts';

/** The text of an element, its descendants' text nodes joined. */
function textOf(el: AnyNode): string {
  if (el.type === 'text') return (el as unknown as { data: string }).data;
  return ((el as Element).children ?? []).map(textOf).join('');
}

/** True when every `<h1>` under `root` heads a section (see above). */
function h1sAreSections(root: AnyNode): boolean {
  const h1s = descendants(root, (el) => el.name === 'h1');
  return h1s.length > 1 && labelOf(textOf(h1s[0]).replace(/\s+/g, ' ').trim()) !== null;
}

/** A predicate true of the `<h1>`s under `root` that head sections (of none, on most pages). */
export function sectionH1s(root: AnyNode): (el: Element) => boolean {
  return h1sAreSections(root) ? (el) => el.name === 'h1' : () => false;
}

/** The page's headline `<h1>`: the first, unless the page's `<h1>`s head sections. */
export function headlineH1(root: AnyNode): Element | null {
  return h1sAreSections(root) ? null : (descendants(root, (el) => el.name === 'h1')[0] ?? null);
}
