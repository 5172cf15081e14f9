/**
 * Generated article pages with exact truth, for issue #20's "generated pages" point: one article
 * (headline, byline and date, 6-15 paragraphs with links and emphasis, sub-headings, sometimes a
 * list, a quote, a figure, usually a table) in site chrome that must not be kept (layouts.ts,
 * chrome.ts). Three seeded pages per layout, built in memory at bench time: nothing is written,
 * no network, no randomness without a seed, so the same call returns the same pages.
 */
import { type Article, makeArticle, truthText } from './article.ts';
import { siteName } from './chrome.ts';
import { LAYOUTS, type Layout } from './layouts.ts';
import { MORE_LAYOUTS } from './layouts-more.ts';
import { rng, TOPICS } from './prose.ts';

/** Seeded variants per layout. */
export const PAGES_PER_LAYOUT = 3;
/** Base of the seeds; a page's seed is BASE + 100 × layout index + variant. */
const SEED_BASE = 20_261_206;

/**
 * Every layout, the first eight's seeds unchanged (a page's seed follows its layout's index), so
 * the held-out aggregate stays comparable with the numbers measured before layouts-more.ts.
 */
export const ALL_LAYOUTS: readonly Layout[] = [...LAYOUTS, ...MORE_LAYOUTS];

export interface GeneratedPage {
  id: string;
  layout: string;
  heldOut: boolean;
  html: string;
  /** The article text after the headline, blocks apart by a blank line. */
  truth: string;
  article: Article;
  /** Each chrome piece's kind and the snippets of its text that must not be kept. */
  chrome: { kind: string; snippets: string[] }[];
}

export function generatePages(): GeneratedPage[] {
  return ALL_LAYOUTS.flatMap((layout, li) =>
    Array.from({ length: PAGES_PER_LAYOUT }, (_, v) => {
      const r = rng(SEED_BASE + 100 * li + v);
      const topic = Math.floor(r() * TOPICS.length);
      const article = makeArticle(r, TOPICS[topic]);
      // The preloaded next story is on another topic, so its text cannot pass for the article's.
      const next = makeArticle(
        r,
        TOPICS[(topic + 1 + Math.floor(r() * (TOPICS.length - 1))) % TOPICS.length],
      );
      const { html, chrome } = layout.build({ r, article, next, site: siteName(r) });
      return {
        id: `${layout.name}-${v + 1}`,
        layout: layout.name,
        heldOut: layout.heldOut,
        html,
        truth: truthText(article),
        article,
        chrome: chrome.map(({ kind, snippets }) => ({ kind, snippets })),
      };
    }),
  );
}
