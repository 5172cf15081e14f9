/**
 * Scholarly landing pages: the page of a paper that shows its abstract, not its full text (arXiv's
 * /abs/ pages, a journal's abstract page, a repository's record). Their `citation_*` tags make
 * them scholarly pages, and the element that holds the article is the whole record: title,
 * authors, subject table, submission history, full-text links, browse context. The paper's text
 * on such a page is its abstract, which the page also gives in `citation_abstract` (Google
 * Scholar's tag). When an element of the record holds that abstract and the record has little
 * other prose, that element is the article (wcxb-dev 0380: an arXiv abstract page whose record
 * was taken whole, precision 0.40).
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { byTag, contains, descendants, isTag, lineOf, textLength } from '../markup/dom.ts';

/** An abstract shorter than this (in words) is a teaser line, too weak to match an element on. */
const MIN_ABSTRACT_WORDS = 30;
/** The abstract's element holds at least this share of the abstract's words... */
const MIN_COVERAGE = 0.8;
/** ...and at most this many times the abstract's length (a label, a "show more" link). */
const MAX_BLOCK_GROWTH = 1.5;
/**
 * A full-text page has paragraphs besides the abstract; a landing page has this much paragraph
 * text outside the abstract at most, as a share of the abstract's length (a "Comments:" note).
 */
const MAX_OTHER_PROSE_SHARE = 0.5;
const WORD = /[\p{L}\p{N}]+/gu;

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** The share of `want`'s words (as a multiset) found in `text`. */
function coverage(want: string[], text: string): number {
  const have = new Map<string, number>();
  for (const w of words(text)) have.set(w, (have.get(w) ?? 0) + 1);
  let hit = 0;
  for (const w of want) {
    const n = have.get(w) ?? 0;
    if (n > 0) {
      hit++;
      have.set(w, n - 1);
    }
  }
  return hit / Math.max(1, want.length);
}

function metaAbstract($: CheerioAPI): string | null {
  for (const m of byTag($.root().get(0)!, 'meta'))
    if (m.attribs.name?.toLowerCase() === 'citation_abstract') return m.attribs.content ?? null;
  return null;
}

const paragraphChars = (scope: Element, skip: Element) =>
  descendants(scope, isTag('p'))
    .filter((p) => p !== skip && !contains(skip, p))
    .reduce((n, p) => n + textLength(p), 0);

/** The abstract's element when `root` is a landing page's record, else null. Does not mutate. */
export function landingAbstract($: CheerioAPI, root: Element): Element | null {
  const abstract = metaAbstract($)?.replace(/\s+/g, ' ').trim();
  if (!abstract) return null;
  const want = words(abstract);
  if (want.length < MIN_ABSTRACT_WORDS) return null;
  const min = abstract.length * MIN_COVERAGE;
  const max = abstract.length * MAX_BLOCK_GROWTH;
  let block: Element | null = null;
  let blockLength = Number.POSITIVE_INFINITY;
  for (const el of descendants(root, () => true)) {
    const length = textLength(el, max);
    if (length < min || length > max || length >= blockLength) continue;
    if (coverage(want, lineOf($, el)) < MIN_COVERAGE) continue;
    block = el;
    blockLength = length;
  }
  if (!block) return null;
  return paragraphChars(root, block) <= abstract.length * MAX_OTHER_PROSE_SHARE ? block : null;
}
