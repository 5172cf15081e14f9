/**
 * Publisher full-text pages, where the generator marks the article up and the readability-style
 * scorer would do worse: arXiv HTML (LaTeXML), PubMed Central and other JATS renderings, and
 * scholarly pages with Google Scholar `citation_*` tags. The article root is found by its markup,
 * the references (link-dense as they are) are kept as one section at the end, and in-article
 * chrome goes. Walks and removals are linear (see markup/dom.ts).
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import {
  adopt,
  byTag,
  contains,
  descendants,
  hasClass,
  hasRole,
  isHeading,
  isTag,
  lineOf,
  lineText,
  outermost,
  removeAll,
  rewrite,
  spaceAfter,
  type Test,
  textLength,
  tokens,
} from '../markup/dom.ts';
import { REFS_HEADING } from '../markup/roles.ts';
import { landingAbstract } from './abstract-page.ts';
import { stripChrome } from './chrome.ts';
import type { MainContent } from './main-content.ts';
import { dropPublisherChrome } from './publisher-chrome.ts';

export type AcademicKind = 'arxiv' | 'jats' | 'scholarly';

export interface AcademicArticle {
  root: Element;
  kind: AcademicKind;
}

/** Fewer characters than this and the marked-up root is a teaser or a stub: let the scorer choose. */
const MIN_ARTICLE_CHARS = 500;
/** A JATS or scholarly root must hold at least this share of the page's paragraph text. */
const MIN_PARAGRAPH_SHARE = 0.5;
const isArticleOrDiv = isTag('article', 'div');
const isLatexmlDocument = hasClass('ltx_document');
const isLatexmlRoot: Test = (el) => isArticleOrDiv(el) && isLatexmlDocument(el);
/** Classes that JATS renderings (PMC current and classic, publisher platforms) put on an article's parts. */
const JATS_MARKERS = [
  'tsec',
  'main-article-body',
  'ref-list',
  'fn-group',
  'fig',
  'table-wrap',
  'pmc_sec_title',
];
/** JATS-like: two kinds of marker, or several PMC sections (`div.tsec`). */
const MIN_JATS_MARKERS = 2;
const MIN_TSECS = 2;
/** The parts whose common ancestor is the article. */
const isJatsContainer = hasClass('main-article-body', 'tsec', 'ref-list', 'fn-group');

/** Never shown, or page furniture that LaTeXML and publishers put inside the article. */
const isAcademicChrome: Test = (el) =>
  hasClass('ltx_page_header', 'ltx_page_footer', 'ltx_page_navbar', 'ltx_page_logo', 'ltx_TOC')(el) ||
  isTag('annotation', 'annotation-xml')(el) ||
  hasRole('navigation', 'menu', 'menubar', 'toolbar', 'tablist', 'dialog', 'alertdialog', 'search')(el);
/** Links and buttons that are page furniture, matched on their whole text. */
const CHROME_LINK =
  /^(?:go to:?|open in (?:a )?new tab|open in a separate window|download pdf|view pdf|download:? download (?:high-res|full-size) image\b.*|full size image|view (?:large|larger|full[- ]size) (?:image|version)|download slide|open in figure viewer|report (?:an )?issue(?: for preceding element)?|back to top|cite this article|copy link|author information|article notes|copyright and license information|(?:pmc )?disclaimer)$/i;
const MAX_CHROME_LINK_CHARS = 80;
const isControl: Test = (el) => isTag('a', 'button')(el) || el.attribs.role === 'button';
/** Sections that publishers append to the article and the printed paper does not have. */
const CHROME_SECTION =
  /^(?:rights and permissions|about this article|cite this article|share this article|similar articles|recommended articles|related articles|cited by(?: \(\d+\))?|citing literature|associated content|access options|article metrics|metrics|author information)$/i;

/** Reference lists by class, role or id; sections headed "References" and the like are found too. */
const isRefSection: Test = (el) =>
  hasClass('ltx_bibliography', 'ref-list', 'ref-list-sec')(el) ||
  el.attribs.role === 'doc-bibliography' ||
  (isTag('section', 'div')(el) && (hasClass('references')(el) || el.attribs.id === 'references'));
/** One entry each, tried in turn. */
const REF_ITEMS: Test[] = [
  isTag('li'),
  (el) => el.attribs.role === 'doc-biblioentry' || hasClass('ref-cit-blk', 'ref')(el),
  isTag('p'),
];
/** Look-up links after a reference ("[PubMed] [Google Scholar]"), not part of it. */
const LOOKUP_LINK =
  /^(?:doi|cross ?ref|pub ?med|pub ?med central|pmc free article|free pmc article|europe pmc|google scholar|scholar|web of science|isi|scopus|cas|medline|math ?sci ?net|zbmath|ads|nasa ads|semantic scholar|article|view article|full text|free full text|abstract|publisher site|open ?url|sfx|find it|links|ref list)$/i;
/** A hostile page with thousands of "References" headings costs no more than this many. */
const MAX_SECTIONS = 20;
/** A heading leads its parent when at most this many (empty) nodes come before it. */
const MAX_LEAD_NODES = 8;

/** Inline elements: a div holding only these (and text) is a paragraph (MDPI's `div.html-p`). */
const INLINE = new Set(['a', 'b', 'i', 'em', 'strong', 'span', 'sup', 'sub', 'br', 'code', 'small', 'cite']);
const isParagraph = (el: Element) =>
  el.name === 'p' ||
  (el.name === 'div' &&
    el.children.some((c) => c.type === 'text' && (c as unknown as { data: string }).data.trim()) &&
    el.children.every((c) => c.type !== 'tag' || INLINE.has((c as Element).name)));
const paragraphChars = (scope: AnyNode) =>
  descendants(scope, isParagraph).reduce((n, p) => n + textLength(p), 0);

function largest(els: Element[]): Element | null {
  let best: Element | null = null;
  let bestLength = -1;
  for (const el of els) {
    const length = textLength(el);
    if (length > bestLength) [best, bestLength] = [el, length];
  }
  return best;
}

function commonAncestor(a: Element, b: Element): Element | null {
  const seen = new Set<AnyNode>();
  for (let p: AnyNode | null = a; p; p = p.parent) seen.add(p);
  for (let p: AnyNode | null = b; p; p = p.parent) if (seen.has(p) && p.type === 'tag') return p as Element;
  return null;
}

/** The root holds the article: enough text, and most of the page's paragraph text. */
function holdsArticle($: CheerioAPI, root: Element): boolean {
  if (isTag('body', 'html')(root) || textLength(root) < MIN_ARTICLE_CHARS) return false;
  const all = paragraphChars($.root().get(0)!);
  return all === 0 || paragraphChars(root) >= all * MIN_PARAGRAPH_SHARE;
}

function jatsRoot($: CheerioAPI): Element | null {
  const seen = new Map<string, number>();
  descendants($.root().get(0)!, (el) => {
    // The class split once per element, not once per marker (and no test built per element).
    if (!el.attribs.class) return false;
    const classes = tokens(el.attribs.class);
    for (const c of JATS_MARKERS) if (classes.includes(c)) seen.set(c, (seen.get(c) ?? 0) + 1);
    return false;
  });
  if (seen.size < MIN_JATS_MARKERS && (seen.get('tsec') ?? 0) < MIN_TSECS) return null;
  const [first, ...rest] = outermost([$.root().get(0)!], isJatsContainer);
  let root: Element | null = first ?? null;
  for (const el of rest) if (root) root = commonAncestor(root, el);
  return root;
}

function scholarlyRoot($: CheerioAPI): Element | null {
  // `meta[name="citation_title" i]` and `meta[name^="citation_" i]`, in one walk.
  let title = false;
  let citation = 0;
  for (const m of byTag($.root().get(0)!, 'meta')) {
    const name = m.attribs.name?.toLowerCase();
    if (name === 'citation_title') title = true;
    if (name?.startsWith('citation_')) citation++;
  }
  if (!title || citation < 2) return null;
  const doc = $.root().get(0)!;
  return (
    largest(outermost([doc], isTag('article'))) ??
    largest(outermost([doc], (el) => el.name === 'main' || el.attribs.role === 'main'))
  );
}

/** The article root of a publisher full-text page, or null for any other page. Does not mutate. */
export function findAcademicArticle($: CheerioAPI): AcademicArticle | null {
  const latexml = largest(outermost([$.root().get(0)!], isLatexmlRoot));
  if (latexml && textLength(latexml) >= MIN_ARTICLE_CHARS) return { root: latexml, kind: 'arxiv' };
  const jats = jatsRoot($);
  if (jats && holdsArticle($, jats)) return { root: jats, kind: 'jats' };
  const scholarly = scholarlyRoot($);
  // A landing page's record holds the paper's abstract and the page's furniture: the abstract is the article.
  if (scholarly && holdsArticle($, scholarly))
    return { root: landingAbstract($, scholarly) ?? scholarly, kind: 'scholarly' };
  return null;
}

/**
 * The section a heading opens: its parent when the heading leads it (only empty nodes before
 * it), otherwise the heading and its following siblings up to the next heading of the same or a
 * higher level, moved into a new `<section>`.
 */
function sectionOf($: CheerioAPI, heading: Element, root: Element): Element {
  const parent = heading.parent as Element | null;
  if (parent && parent !== root && parent.type === 'tag') {
    const before: AnyNode[] = [];
    for (let n = heading.prev; n && before.length <= MAX_LEAD_NODES; n = n.prev) before.push(n);
    if (before.length <= MAX_LEAD_NODES && before.every((n) => !$(n).text().trim())) return parent;
  }
  const level = Number(heading.name[1]);
  const nodes: AnyNode[] = [heading];
  for (let n = heading.next; n; n = n.next) {
    if (n.type === 'tag' && isHeading(n as Element) && Number((n as Element).name[1]) <= level) break;
    nodes.push(n);
  }
  const wrap = $('<section></section>').get(0) as Element;
  rewrite(new Map<AnyNode, AnyNode[]>(nodes.map((n, i) => [n, i === 0 ? [wrap] : []])));
  adopt(wrap, nodes);
  return wrap;
}

function headedSections($: CheerioAPI, root: Element, pattern: RegExp): Element[] {
  return descendants(root, isHeading)
    .filter((h) => pattern.test(lineText(h)))
    .slice(0, MAX_SECTIONS)
    .map((h) => sectionOf($, h, root));
}

/** Remove page furniture inside the article root; returns how many elements went. */
function dropChrome($: CheerioAPI, root: Element): number {
  const chrome = outermost(root.children, isAcademicChrome);
  removeAll(chrome);
  const links = descendants(root, isControl).filter((el) => {
    const text = lineOf($, el);
    return text.length <= MAX_CHROME_LINK_CHARS && CHROME_LINK.test(text);
  });
  removeAll(links);
  const sections = headedSections($, root, CHROME_SECTION);
  removeAll(sections);
  return chrome.length + links.length + sections.length + dropPublisherChrome($, [root]);
}

/** Each entry of a reference list as one line, without its look-up links and the brackets they leave. */
function referenceEntries($: CheerioAPI, section: Element): string[] {
  removeAll(descendants(section, isHeading));
  let items: Element[] = [];
  for (const isItem of REF_ITEMS) if (!items.length) items = outermost(section.children, isItem);
  if (!items.length) items = [section];
  removeAll(
    items.flatMap((item) => descendants(item, (a) => a.name === 'a' && LOOKUP_LINK.test(lineOf($, a)))),
  );
  // A label ("1.") often abuts the citation, set apart only by CSS.
  for (const item of items)
    for (const label of descendants(item, hasClass('label', 'ltx_tag'))) spaceAfter($, label);
  return items
    .map((item) =>
      lineText(item)
        .replace(/\[[\s,;|]*\]/g, ' ')
        .replace(/\s+/g, ' ')
        .replace(/\s+([.,;])/g, '$1')
        .trim(),
    )
    .filter(Boolean);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Gather the reference lists into one section at the end of the root: their heading, then one
 * paragraph per entry (so an appendix printed after the bibliography comes before it).
 */
function moveReferencesLast($: CheerioAPI, root: Element): void {
  const candidates = new Set([
    ...outermost(root.children, isRefSection).slice(0, MAX_SECTIONS),
    ...headedSections($, root, REFS_HEADING),
  ]);
  const sections = descendants(root, (el) => candidates.has(el)).filter(
    (el) => ![...candidates].some((other) => contains(other, el)),
  );
  if (!sections.length) return;
  const heading = outermost(sections[0].children, isHeading)[0];
  const title = (heading && lineText(heading)) || 'References';
  const entries = sections.flatMap((s) => referenceEntries($, s));
  removeAll(sections);
  const paragraphs = entries.map((e) => `<p>${escapeHtml(e)}</p>`).join('');
  // The heading keeps its tag and class: they give its level (LaTeXML's class, the page's h-tag).
  const tag = heading?.name ?? 'h2';
  const cls = heading?.attribs.class
    ? ` class="${escapeHtml(heading.attribs.class).replace(/"/g, '&quot;')}"`
    : '';
  $(root).append(
    `<section data-gleaner-references><${tag}${cls}>${escapeHtml(title)}</${tag}>${paragraphs}</section>`,
  );
}

function describe(el: Element): string {
  const id = el.attribs.id ? `#${el.attribs.id}` : '';
  const cls = el.attribs.class ? `.${el.attribs.class.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
  return `${el.name}${id}${cls}`;
}

/**
 * The article nodes of a publisher page, ready for `takeStreams` and the text walk (the caller
 * shelters the notes first, `shelterStreams($, false)`): chrome stripped (scripts, navigation, buttons, hidden blocks and in-article
 * furniture, but not the class-name guesses that would drop "Related work" or a LaTeX
 * "remark"), the references moved to the end. Mutates `$`.
 */
export function academicContent($: CheerioAPI, article: AcademicArticle): MainContent {
  let removed = stripChrome($, false);
  removed += dropChrome($, article.root);
  moveReferencesLast($, article.root);
  return {
    nodes: [article.root],
    chosen: `${article.kind}:${describe(article.root)}`,
    topScore: 0,
    chromeRemoved: removed,
    pruned: 0,
  };
}
