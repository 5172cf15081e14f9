/**
 * Metadata inside the article: dates (`<time>`), author marks (`rel="author"`, `itemprop` author
 * and dates) and pictures (`<figure>` without a table or code listing) are about the article, not
 * of it, and go; the label a date line is left with goes with its date. A date inside a sentence
 * is the sentence's and stays. Used by prune.ts.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { contains, descendants, hasDescendant, lineOf, textLength } from '../markup/dom.ts';

/**
 * What a date or byline line is left with once its `<time>` or author element goes: labels and
 * separators only ("Published:", "Updated: |", "By"), nothing of the article.
 */
const META_LABEL =
  /^(?:\s*(?:(?:first |last )?(?:published|updated|posted|modified|created|dated?|by|written by)(?: on)?\s*:?|[|·•,–—-]))+\s*$/i;
/** Words of running text around a `<time>` that make it part of a sentence ("first issued on <time>, was revised"). */
const SENTENCE_WORDS = 6;

/** Blocks of running text a `<time>` can sit in as part of a sentence (not an `<article>` or a header `<div>`). */
const TEXT_BLOCKS = new Set(['p', 'li', 'dd', 'td', 'blockquote', 'figcaption']);

/** Whether a `<time>` sits inside a sentence of its block: its block holds many words besides it and a sentence end. */
function inSentence($: CheerioAPI, el: Element): boolean {
  const block = el.parent;
  if (block?.type !== 'tag' || !TEXT_BLOCKS.has((block as Element).name)) return false;
  const all = lineOf($, block as Element);
  const own = lineOf($, el);
  const rest = all.replace(own, ' ');
  return (
    rest.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length >= SENTENCE_WORDS &&
    /[.!?]["'”’)]?\s*$/.test(all)
  );
}

/** Elements whose role is metadata about the article, not the article. */
const META_TAGS = new Set(['figure', 'time']);
const META_ITEMPROPS = new Set(['author', 'datePublished', 'dateModified']);

/**
 * What a `<figure>` may hold and still be content: WordPress's table block is
 * `<figure class="wp-block-table"><table>`, and static-site code highlighters write
 * `<figure class="highlight"><pre>`. A data table or a code listing is the article's own text;
 * only pictures and their credits are metadata (wcxb-dev: 18 of 793 pages hold a table in a figure).
 */
const FIGURE_CONTENT_TAGS = new Set(['table', 'pre']);

/**
 * A `<figure>` holding a `<blockquote>` is a pull quote (WordPress's pullquote block, many themes'
 * "pull-quote" figure): a sentence of the article set large, with its speaker; annotators keep it
 * (wcxb-dev 4258). An embedded post (`figure.wp-block-embed` around a tweet's or an Instagram
 * post's blockquote) is another page's and still goes (4682, 4704: left out of the annotated article).
 */
const EMBED_CLASS = /embed/i;

function isPullQuote(el: Element): boolean {
  return !EMBED_CLASS.test(el.attribs.class ?? '') && hasDescendant(el, (d) => d.name === 'blockquote');
}

function isMeta(el: Element): boolean {
  if (el.name === 'figure')
    return !hasDescendant(el, (d) => FIGURE_CONTENT_TAGS.has(d.name)) && !isPullQuote(el);
  return META_TAGS.has(el.name) || el.attribs.rel === 'author' || META_ITEMPROPS.has(el.attribs.itemprop);
}
/**
 * Remove the metadata elements of `root` no longer than `budget` characters, and a date line's
 * label left alone ("Published: <time>"); returns how many elements went.
 */
export function pruneMeta($: CheerioAPI, root: AnyNode, budget: number): number {
  let removed = 0;
  const drop = (el: Element) => {
    $(el).remove();
    removed++;
  };
  for (const el of descendants(root, isMeta)) {
    if (!contains(root, el) || textLength(el) > budget) continue;
    const parent = el.parent;
    if (el.name === 'time' && inSentence($, el)) continue;
    drop(el);
    if (
      parent?.type === 'tag' &&
      contains(root, parent as Element) &&
      META_LABEL.test(lineOf($, parent as Element))
    )
      drop(parent as Element);
  }
  return removed;
}
