/**
 * Eight page layouts for the generated-page bench: the same article parts and chrome pieces in
 * different markup (semantic `<article>`/`<main>` or div soup with CMS class names, JSON-LD with
 * or without `articleBody`, schema.org microdata) and in different orders.
 *
 * Held out (decided 2026-12-06 before Gleaner was run on any generated page, as the LaTeX
 * benches do): `c-entry`, `microdata-blog` and `div-soup-stream`. Only their aggregate row is
 * ever printed; rules are not to be tuned on them.
 */
import { type Article, esc, renderBody, truthText } from './article.ts';
import {
  adSlot,
  authorBio,
  breadcrumbs,
  type Chrome,
  citeBox,
  comments,
  cookieBanner,
  footer,
  liveTicker,
  metricBar,
  mostRead,
  nav,
  newsletter,
  nextArticle,
  related,
  shareButtons,
} from './chrome.ts';
import { between, type Rand } from './prose.ts';

export interface LayoutInput {
  r: Rand;
  article: Article;
  /** The story a layout with infinite scroll preloads below the first. */
  next: Article;
  site: string;
}

export interface Layout {
  name: string;
  heldOut: boolean;
  /** The page's HTML and the chrome pieces on it. */
  build: (x: LayoutInput) => { html: string; chrome: Chrome[] };
}

function doc(title: string, head: string, body: string, bodyAttrs = ''): string {
  return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><meta name="viewport" content="width=device-width, initial-scale=1">${head}</head>\n<body${bodyAttrs}>\n${body}\n</body></html>\n`;
}

function jsonLd(a: Article, site: string, type: string, withBody: boolean): string {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    headline: a.headline,
    datePublished: a.date,
    author: { '@type': 'Person', name: a.author },
    publisher: { '@type': 'Organization', name: site },
  };
  if (withBody) ld.articleBody = truthText(a);
  return `<script type="application/ld+json">${JSON.stringify(ld).replace(/</g, '\\u003c')}</script>`;
}

/** Collects the chrome pieces a layout places and returns their HTML. */
function collector(): { chrome: Chrome[]; use: (c: Chrome) => string } {
  const chrome: Chrome[] = [];
  const use = (c: Chrome): string => {
    chrome.push(c);
    return c.html;
  };
  return { chrome, use };
}

const byline = (a: Article, cls = 'byline') =>
  `<div class="${cls}">By <a href="/authors/x" rel="author">${esc(a.author)}</a> <time datetime="${a.date}">${a.dateText}</time></div>`;

export const LAYOUTS: readonly Layout[] = [
  {
    // A news site with semantic markup and JSON-LD holding the whole articleBody.
    name: 'semantic-news',
    heldOut: false,
    build: ({ r, article: a, site }) => {
      const { chrome, use } = collector();
      const inserts = new Map([[between(r, 2, 4), use(adSlot(r))]]);
      const body = `<header class="masthead"><a class="logo" href="/">${esc(site)}</a>${use(nav(r))}</header>
${use(breadcrumbs(r))}
<main id="main"><article>
<header><h1>${esc(a.headline)}</h1>${byline(a)}</header>
${use(shareButtons(r))}
<div class="article-body">${renderBody(r, a, { inserts })}</div>
${use(authorBio(r, a))}
</article>
<aside class="sidebar">${use(mostRead(r))}${use(newsletter(r, site))}</aside>
${use(related(r))}
${use(comments(r))}
</main>
${use(footer(r, site))}
${use(cookieBanner(r, site))}`;
      return { html: doc(a.headline, jsonLd(a, site, 'NewsArticle', true), body), chrome };
    },
  },
  {
    // A WordPress-style blog: div soup, `post-body`, soft hyphens and zero-width spaces in words.
    name: 'blog-post-body',
    heldOut: false,
    build: ({ r, article: a, site }) => {
      const { chrome, use } = collector();
      const body = `<div id="wrapper"><div class="header"><div class="site-title">${esc(site)}</div>${use(nav(r, 'div', 'menu-primary'))}</div>
<div class="content-area"><div class="post">
<h1 class="entry-title">${esc(a.headline)}</h1>${byline(a, 'post-meta')}
<div class="post-body entry-content">${renderBody(r, a, { invisibles: true, linkRate: 0.4, inserts: new Map([[between(r, 3, 5), use(adSlot(r))]]) })}</div>
${use(shareButtons(r))}
${use(authorBio(r, a))}
${use(related(r, 'jp-relatedposts'))}
</div>
${use(comments(r))}
</div>
<div class="sidebar widget-area">${use(newsletter(r, site))}${use(mostRead(r, 'widget popular-posts'))}</div>
${use(footer(r, site, 'div'))}</div>
${use(cookieBanner(r, site))}`;
      return { html: doc(a.headline, '', body), chrome };
    },
  },
  {
    // BEM class names (`story__content`), the cookie dialog first, a sign-up box in the middle of
    // the story, and the next story preloaded below (infinite scroll). JSON-LD without a body.
    name: 'story-infinite',
    heldOut: false,
    build: ({ r, article: a, next, site }) => {
      const { chrome, use } = collector();
      const inserts = new Map([
        [between(r, 1, 2), use(adSlot(r))],
        [between(r, 4, 5), use(newsletter(r, site))],
      ]);
      const body = `${use(cookieBanner(r, site))}
<div class="page"><div class="site-header">${use(nav(r, 'nav', 'site-header__nav'))}</div>
<div class="story" data-story-id="1"><div class="story__header"><h1 class="story__headline">${esc(a.headline)}</h1>${byline(a, 'story__byline')}</div>
${use(shareButtons(r))}
<div class="story__content">${renderBody(r, a, { inserts, p: (s) => `<p class="story__paragraph">${s}</p>` })}</div>
${use(related(r, 'story__related'))}</div>
${use(nextArticle(r, next, (inner) => `<div class="story" data-story-id="2"><div class="story__content">${inner}</div></div>`))}
${use(mostRead(r))}
${use(footer(r, site))}</div>`;
      return { html: doc(a.headline, jsonLd(a, site, 'NewsArticle', false), body), chrome };
    },
  },
  {
    // A journal's article page: metric bar, "Cite this article", microdata articleBody.
    name: 'journal-article',
    heldOut: false,
    build: ({ r, article: a, site }) => {
      const { chrome, use } = collector();
      const body = `<header class="c-header">${use(nav(r, 'nav', 'c-header__nav'))}</header>
${use(breadcrumbs(r))}
<main class="c-article-main"><article itemscope itemtype="https://schema.org/ScholarlyArticle">
<div class="c-article-header"><h1 class="c-article-title" itemprop="headline">${esc(a.headline)}</h1>
<ul class="c-article-author-list"><li itemprop="author">${esc(a.author)}</li></ul><p>Published: <time itemprop="datePublished" datetime="${a.date}">${a.dateText}</time></p>
${use(metricBar(r))}</div>
<div class="c-article-body" itemprop="articleBody">${renderBody(r, a, { h2: (s) => `<h2 class="c-article-section__title">${s}</h2>` })}</div>
${use(citeBox(r, a, site))}
${use(shareButtons(r))}
</article>
${use(related(r, 'c-article-recommendations'))}
</main>
${use(footer(r, site))}
${use(cookieBanner(r, site))}`;
      return { html: doc(a.headline, '', body), chrome };
    },
  },
  {
    // A live page: ticker above the headline, <main> with no <article>, zero-width characters.
    name: 'live-main',
    heldOut: false,
    build: ({ r, article: a, site }) => {
      const { chrome, use } = collector();
      const body = `<div class="top">${use(nav(r))}</div>
<main>${use(liveTicker())}
<h1>${esc(a.headline)}</h1>${byline(a, 'meta')}
<div class="article-text">${renderBody(r, a, { invisibles: true, inserts: new Map([[between(r, 2, 3), use(adSlot(r))]]) })}</div>
${use(shareButtons(r))}
${use(mostRead(r))}
${use(comments(r))}
</main>
${use(newsletter(r, site))}
${use(footer(r, site))}
${use(cookieBanner(r, site))}`;
      return { html: doc(a.headline, jsonLd(a, site, 'LiveBlogPosting', false), body), chrome };
    },
  },
  {
    // Held out. Vox-style `c-entry-content`, a related list inside the story, JSON-LD with body.
    name: 'c-entry',
    heldOut: true,
    build: ({ r, article: a, site }) => {
      const { chrome, use } = collector();
      const inserts = new Map([
        [between(r, 2, 3), use(related(r, 'c-related-list'))],
        [between(r, 4, 5), use(adSlot(r))],
      ]);
      const body = `<div class="l-root"><header class="c-global-header">${use(nav(r, 'nav', 'c-global-header__links'))}</header>
<div class="l-wrapper"><div class="l-col__main">
<div class="c-entry-hero"><h1 class="c-page-title">${esc(a.headline)}</h1>${byline(a, 'c-byline')}</div>
${use(shareButtons(r))}
<div class="c-entry-content">${renderBody(r, a, { inserts, linkRate: 0.5 })}</div>
${use(newsletter(r, site))}
${use(authorBio(r, a))}
${use(comments(r))}
</div><div class="l-col__sidebar">${use(mostRead(r, 'c-rock-list'))}</div></div>
${use(footer(r, site, 'div'))}</div>
${use(cookieBanner(r, site))}`;
      return { html: doc(a.headline, jsonLd(a, site, 'NewsArticle', true), body), chrome };
    },
  },
  {
    // Held out. Microdata BlogPosting, the sidebar before the post, invisibles, a metric bar.
    name: 'microdata-blog',
    heldOut: true,
    build: ({ r, article: a, site }) => {
      const { chrome, use } = collector();
      const body = `${use(nav(r, 'div', 'topbar'))}
<div class="container"><div class="col-side">${use(mostRead(r, 'widget'))}${use(newsletter(r, site))}</div>
<div class="col-main" itemscope itemtype="https://schema.org/BlogPosting">
${use(breadcrumbs(r))}
<h1 itemprop="headline">${esc(a.headline)}</h1><div class="entry-meta">Posted by <span itemprop="author">${esc(a.author)}</span> on <time itemprop="datePublished" datetime="${a.date}">${a.dateText}</time></div>
${use(metricBar(r))}
<div itemprop="articleBody">${renderBody(r, a, { invisibles: true, inserts: new Map([[between(r, 3, 4), use(adSlot(r))]]) })}</div>
${use(shareButtons(r))}
${use(authorBio(r, a))}
${use(related(r, 'related-posts'))}
${use(comments(r))}
</div></div>
${use(footer(r, site, 'div'))}
${use(cookieBanner(r, site))}`;
      return { html: doc(a.headline, '', body), chrome };
    },
  },
  {
    // Held out. Div soup with terse class names, a live ticker, a cite box and the next story
    // preloaded in the same soup.
    name: 'div-soup-stream',
    heldOut: true,
    build: ({ r, article: a, next, site }) => {
      const { chrome, use } = collector();
      const body = `${use(cookieBanner(r, site))}<div id="app"><div class="hdr">${use(nav(r, 'div', 'hdr-links'))}</div>
<div class="cnt"><div class="art">${use(liveTicker())}
<div class="art-hd"><h1>${esc(a.headline)}</h1>${byline(a, 'art-au')}</div>
<div class="art-txt">${renderBody(r, a, { p: (s) => `<div class="para">${s}</div>`, inserts: new Map([[between(r, 2, 4), use(adSlot(r))]]) })}</div>
${use(citeBox(r, a, site))}
${use(shareButtons(r))}</div>
${use(nextArticle(r, next, (inner) => `<div class="art art-next"><div class="art-txt">${inner}</div></div>`))}
<div class="rail">${use(related(r, 'rail-list'))}${use(mostRead(r, 'rail-list'))}</div></div>
${use(footer(r, site, 'div'))}</div>`;
      return { html: doc(a.headline, jsonLd(a, site, 'Article', false), body), chrome };
    },
  },
];
