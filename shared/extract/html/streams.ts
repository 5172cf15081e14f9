/**
 * Footnotes and figure captions out of the web page's body, into their own streams, as the PDF
 * path keeps floats and notes out of the reading flow.
 *
 * Ordinary pages: only markup that says what it is (DPUB-ARIA roles, EPUB types, the `footnotes`
 * container that Markdown renderers write, `<figure><figcaption>`). Publisher pages (see
 * academic.ts) add their conventions: LaTeXML `.ltx_note`, JATS `.fn-group`/`.fn`, and whole
 * figure/table floats with their labels.
 *
 * Walks are iterative and linear, and removals are batched per parent (the helpers in
 * markup/dom.ts): cheerio's `find` and `remove` are quadratic in the number of siblings.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import {
  adopt,
  descendants,
  hasClass,
  hasDescendant,
  hasRole,
  isHeading,
  isTag,
  lineText,
  outermost,
  removeAll,
  spaceAfter,
  type Test,
  tokens,
} from '../markup/dom.ts';
import type { AcademicKind } from './academic.ts';

export interface Streams {
  footnotes: string[];
  captions: string[];
}

/** EPUB's `epub:type`, and `data-type` of O'Reilly's HTMLBook, which mirrors it. */
const epubTypes = (el: Element) => [...tokens(el.attribs['epub:type']), ...tokens(el.attribs['data-type'])];
/** A note on its own (DPUB-ARIA, EPUB, HTMLBook). */
const isNoteRole = hasRole('doc-footnote', 'doc-endnote');
const isSingleNote: Test = (el) =>
  isNoteRole(el) || epubTypes(el).some((t) => /^(foot|end|rear)note$/.test(t));
const isFootnotesClass = hasClass('footnotes');
/** Note containers on any page; `footnotes` is the class Markdown renderers (kramdown, GFM, pandoc) write. */
const isNoteContainer: Test = (el) => {
  const a = el.attribs;
  // Every test below reads one of these attributes: most elements carry none (a page of a million spans).
  if (!a.role && !a['epub:type'] && !a['data-type'] && !a.class && !('data-footnotes' in a)) return false;
  return (
    isSingleNote(el) ||
    a.role === 'doc-endnotes' ||
    epubTypes(el).some((t) => /^(foot|end|rear)notes$/.test(t)) ||
    (el.name === 'section' && 'data-footnotes' in a) ||
    isFootnotesClass(el)
  );
};
/** "Back to the text" links at the end of a note. */
const ARROW_ONLY = /^[\s↩↑⤴^\uFE0E\uFE0F]+$/;
const isBacklink = ($: CheerioAPI, el: Element) =>
  el.attribs.role === 'doc-backlink' ||
  'data-footnote-backref' in el.attribs ||
  hasClass('footnote-backref', 'footnote-back', 'reversefootnote')(el) ||
  (el.name === 'a' && ((el.attribs.href ?? '').includes('fnref') || ARROW_ONLY.test($(el).text())));
/** LaTeXML: the note sits inline after its marker, shown on hover. */
const isLatexmlNote = hasClass('ltx_note');
/** JATS `fn`; PMC's classic pages also put class `fn` on the in-text link to a note, which stays. */
const isJatsNote: Test = (el) => hasClass('fn')(el) && !isTag('a', 'sup', 'span')(el);
const isJatsNotes: Test = (el) => hasClass('fn-group')(el) || isJatsNote(el);
/** Left by `shelterStreams`: a placeholder holding notes' text; a mark on a recorded caption. */
const SHELTERED_NOTES = 'data-gleaner-notes';
const SHELTERED_CAPTION = 'data-gleaner-caption';

const FLOATS: Record<AcademicKind, Test> = {
  arxiv: isTag('figure'),
  jats: (el) => el.name === 'figure' || hasClass('fig', 'table-wrap', 'tw')(el),
  scholarly: (el) => el.name === 'figure' || hasClass('fig', 'table-wrap')(el),
};
const isCaption: Test = (el) => isTag('figcaption', 'caption')(el) || hasClass('caption', 'ltx_caption')(el);
/**
 * A float whose own text (outside its caption) is longer than this is content (an algorithm
 * listing, a text box), not a picture: only its caption leaves the body.
 */
const MAX_FIGURE_TEXT = 200;

const MARKER_DEPTH = 3;

/** A note's text; a leading marker (`<sup>1</sup>Text`) is kept and set off by a space. */
function noteText($: CheerioAPI, el: Element): string {
  removeAll(descendants(el, (d) => isBacklink($, d)));
  // The marker may sit inside the note's first paragraph: look a few levels down the first child.
  let node: Element = el;
  for (let depth = 0; depth < MARKER_DEPTH; depth++) {
    const first = node.children.find((c) => c.type === 'tag' || (c.type === 'text' && c.data.trim()));
    if (first?.type !== 'tag') break;
    if (isTag('sup', 'label')(first) || hasClass('label')(first)) {
      spaceAfter($, first);
      break;
    }
    node = first;
  }
  return lineText(el);
}

/** A list of notes, one text per item; an ordered list's number is prefixed when the text lacks it. */
function listedNotes($: CheerioAPI, container: Element, isItem: Test): string[] {
  removeAll(descendants(container, isHeading));
  let items: Element[] = [];
  for (const test of [isItem, isTag('li'), isTag('p')])
    if (!items.length) items = outermost(container.children, test);
  if (!items.length) items = [container];
  const numbers = new Map<Element, number>();
  for (const list of new Set(items.map((i) => i.parent as Element).filter((l) => l?.name === 'ol'))) {
    const start = Number.parseInt(list.attribs.start ?? '1', 10) || 1;
    let n = start;
    for (const c of list.children) if (c.type === 'tag') numbers.set(c as Element, n++);
  }
  const notes: string[] = [];
  for (const item of items) {
    let text = noteText($, item);
    const number = numbers.get(item);
    if (text && number !== undefined && !text.startsWith(String(number))) text = `${number} ${text}`;
    if (text) notes.push(text);
  }
  return notes;
}

function genericNotes($: CheerioAPI, container: Element): string[] {
  if (!isSingleNote(container)) return listedNotes($, container, isSingleNote);
  removeAll(descendants(container, isHeading));
  const text = noteText($, container);
  return text ? [text] : [];
}

/** A LaTeXML note becomes its marker in the text; returns the note as "mark text". */
function latexmlNote($: CheerioAPI, note: Element): string {
  const mark = outermost(note.children, hasClass('ltx_note_mark'))[0];
  const markText = mark ? $(mark).text().replace(/\s+/g, ' ').trim() : '';
  const content = outermost(note.children, hasClass('ltx_note_content'))[0];
  let text = '';
  if (content) {
    removeAll(descendants(content, hasClass('ltx_note_mark', 'ltx_tag_note', 'ltx_note_type')));
    text = lineText(content);
  }
  const keep = mark && !hasClass('ltx_role_footnotetext')(note) ? mark.children : [];
  if (mark) mark.children = [];
  adopt(note, keep);
  return text && markText ? `${markText} ${text}` : text;
}

/** Turn an element into an empty placeholder holding `value` in `attr` (in place: no sibling splice). */
function toPlaceholder(el: Element, attr: string, value: string): void {
  el.name = 'span';
  el.attribs = { [attr]: value };
  el.children = [];
}

/** Captions sheltered before the article was chosen, per document, in document order. */
interface ShelteredCaption {
  figure: Element;
  parent: AnyNode | null;
  text: string;
}
const shelteredCaptions = new WeakMap<AnyNode, ShelteredCaption[]>();

/**
 * Before the article is chosen: replace note containers by placeholders holding their notes
 * (chrome stripping drops every `<aside>`, link-density cleaning drops link-heavy note lists),
 * and record each figure's caption with the figure's parent (boilerplate pruning drops every
 * `<figure>`). Captions are only marked, not moved, so the article is scored on the same DOM and
 * no sibling is added. `takeStreams` keeps what lies inside the chosen article.
 */
export function shelterStreams($: CheerioAPI, captions = true): void {
  const root = $.root().get(0);
  if (!root) return;
  for (const container of outermost([root], isNoteContainer))
    toPlaceholder(container, SHELTERED_NOTES, JSON.stringify(genericNotes($, container)));
  if (!captions) return;
  const sheltered: ShelteredCaption[] = [];
  for (const figure of outermost([root], isTag('figure'))) {
    // A figure holding a quotation is captioned by its attribution, which is part of the text.
    if (hasDescendant(figure, isTag('blockquote'))) continue;
    for (const caption of outermost(figure.children, isTag('figcaption'))) {
      caption.attribs[SHELTERED_CAPTION] = '';
      const text = lineText(caption);
      if (text) sheltered.push({ figure, parent: figure.parent, text });
    }
  }
  shelteredCaptions.set(root, sheltered);
}

function takeFootnotes($: CheerioAPI, nodes: AnyNode[], kind: AcademicKind | null): string[] {
  const jats = kind === 'jats';
  const test: Test = (el) =>
    SHELTERED_NOTES in el.attribs || isNoteContainer(el) || isLatexmlNote(el) || (jats && isJatsNotes(el));
  const notes: string[] = [];
  const taken: Element[] = [];
  for (const el of outermost(nodes, test)) {
    if (SHELTERED_NOTES in el.attribs) notes.push(...(JSON.parse(el.attribs[SHELTERED_NOTES]) as string[]));
    else if (isLatexmlNote(el)) {
      const text = latexmlNote($, el);
      if (text) notes.push(text);
      continue;
    } else if (jats && isJatsNotes(el))
      notes.push(...(isJatsNote(el) ? [noteText($, el)] : listedNotes($, el, isJatsNote)));
    else notes.push(...genericNotes($, el));
    taken.push(el);
  }
  const parents = new Set(
    taken
      .filter((el) => !nodes.includes(el))
      .map((el) => el.parent)
      .filter((p): p is Element => p?.type === 'tag'),
  );
  removeAll(taken);
  // A "Footnotes" section whose notes are gone keeps only its heading: it goes too.
  const bare = new Set<Element>();
  for (let parent of parents) {
    while (parent && parent.type === 'tag' && !nodes.includes(parent) && !bare.has(parent)) {
      const text = $(parent).text().replace(/\s+/g, '');
      if (
        text !==
        descendants(parent, isHeading)
          .map((h) => $(h).text().replace(/\s+/g, ''))
          .join('')
      )
        break;
      bare.add(parent);
      parent = parent.parent as Element;
    }
  }
  removeAll([...bare].filter((el) => !bare.has(el.parent as Element)));
  return notes.filter(Boolean);
}

/** An academic float: all of it goes to the captions unless it holds a table or much text of its own. */
function floatCaption(float: Element, taken: Element[]): string {
  const isLabel: Test = (el) => el.parent === float && (isHeading(el) || hasClass('label')(el));
  const parts = outermost(float.children, (el) => isCaption(el) || isLabel(el));
  const captionChars = parts.reduce((n, el) => n + lineText(el).length, 0);
  if (hasDescendant(float, isTag('table')) || lineText(float).length - captionChars > MAX_FIGURE_TEXT) {
    taken.push(...parts);
    return parts.map(lineText).filter(Boolean).join(' ');
  }
  taken.push(float);
  return lineText(float);
}

function takeCaptions($: CheerioAPI, nodes: AnyNode[], kind: AcademicKind | null): string[] {
  const captions: string[] = [];
  const taken: Element[] = [];
  if (kind) {
    for (const float of outermost(nodes, FLOATS[kind])) captions.push(floatCaption(float, taken));
  } else {
    const root = $.root().get(0)!;
    const article = new Set(nodes);
    const inArticle = (node: AnyNode | null) => {
      for (let n = node; n; n = n.parent) if (article.has(n)) return true;
      return false;
    };
    // A pruned figure is detached: its parent at sheltering time tells where it was.
    for (const c of shelteredCaptions.get(root) ?? [])
      if (inArticle(c.figure) || inArticle(c.parent)) captions.push(c.text);
    shelteredCaptions.delete(root);
    for (const figure of outermost(nodes, isTag('figure'))) {
      if (hasDescendant(figure, isTag('blockquote'))) continue;
      const inside = outermost(figure.children, isTag('figcaption'));
      captions.push(...inside.filter((c) => !(SHELTERED_CAPTION in c.attribs)).map(lineText));
      taken.push(...inside);
    }
  }
  removeAll(taken);
  return captions.filter(Boolean);
}

/**
 * Take the footnotes and figure captions out of `nodes` (removing them from the DOM), each in
 * document order. Notes first, so that a note inside a caption is a note. `kind` switches on
 * the conventions of a publisher page found by `findAcademicArticle`.
 */
export function takeStreams($: CheerioAPI, nodes: AnyNode[], kind: AcademicKind | null = null): Streams {
  const footnotes = takeFootnotes($, nodes, kind);
  const captions = takeCaptions($, nodes, kind);
  return { footnotes, captions };
}
