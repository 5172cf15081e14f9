/**
 * More tuned layouts for the generated-page bench, each modelled on markup that millions of real
 * pages share: a classic WordPress theme, a newsletter platform's post, a Drupal news node, a
 * Blogger (hAtom) post, an AMP article, an old news CMS whose story is text and `<br>`s in
 * `<div>`s, and a story cut into sibling chunks around ads. Added 2026-12-06 after the three
 * held-out layouts showed the extractor missing kinds of page structure; they are appended after
 * the layouts of layouts.ts, so those keep their seeds.
 */
import { type Article, esc, makeArticle, renderBody } from './article.ts';
import {
  adSlot,
  archiveWidget,
  authorBio,
  authorCard,
  bloggerPostFooter,
  blogPager,
  breadcrumbs,
  type Chrome,
  comments,
  continueReading,
  cookieBanner,
  footer,
  likeBar,
  mostRead,
  nav,
  newsletter,
  nextArticle,
  postNavigation,
  readMoreLine,
  related,
  shareButtons,
  subscribeBox,
  tagList,
} from './chrome.ts';
import type { Layout } from './layouts.ts';
import { between, TOPICS } from './prose.ts';

function doc(title: string, head: string, body: string, htmlAttrs = ' lang="en"'): string {
  return `<!DOCTYPE html>\n<html${htmlAttrs}><head><meta charset="utf-8"><title>${esc(title)}</title><meta name="viewport" content="width=device-width, initial-scale=1">${head}</head>\n<body>\n${body}\n</body></html>\n`;
}

function collector(): { chrome: Chrome[]; use: (c: Chrome) => string } {
  const chrome: Chrome[] = [];
  return {
    chrome,
    use: (c) => {
      chrome.push(c);
      return c.html;
    },
  };
}

const ogTags = (a: Article, site: string) =>
  `<meta property="og:type" content="article"><meta property="og:title" content="${esc(a.headline)}"><meta property="og:site_name" content="${esc(site)}"><meta property="article:published_time" content="${a.date}T08:00:00+00:00">`;

/** The body's blocks as separate HTML strings (renderBody puts one block per line). */
const blocksOf = (html: string): string[] => html.split('\n');

/** `blocks` cut into `n` runs of about equal length. */
function chunks<T>(blocks: T[], n: number): T[][] {
  const size = Math.ceil(blocks.length / n);
  return Array.from({ length: n }, (_, i) => blocks.slice(i * size, (i + 1) * size)).filter((c) => c.length);
}

/** Blogger's image with its caption in a table (`tr-caption-container`) instead of a <figure>. */
const bloggerFigure = (html: string): string =>
  html.replace(
    /<figure><img src="([^"]+)"[^>]*><figcaption>(.*?)<\/figcaption><\/figure>/,
    '<table align="center" cellpadding="0" cellspacing="0" class="tr-caption-container" style="margin-left: auto; margin-right: auto;"><tbody><tr><td style="text-align: center;"><a href="$1" style="margin-left: auto; margin-right: auto;"><img border="0" data-original-height="800" data-original-width="1200" height="426" src="$1" width="640" /></a></td></tr><tr><td class="tr-caption" style="text-align: center;">$2</td></tr></tbody></table>',
  );

const tagsHtml = (label: string, tags: string[]) =>
  `<div class="field field--name-field-tags field--type-entity-reference field--label-above"><div class="field__label">${label}</div><div class="field__items">${tags.map((t) => `<div class="field__item"><a href="/tags/${t.toLowerCase().replace(/ /g, '-')}" hreflang="en">${t}</a></div>`).join('')}</div></div>`;

/** A preloaded story in the page's own story markup: header with headline and byline, then body. */
function streamed(r: Parameters<typeof nextArticle>[0], next: Article, n: number): Chrome {
  return nextArticle(r, next, (inner) => {
    const head = inner.match(/^<h1>.*?<\/h1><p class="byline">.*?<\/p><time[^>]*>.*?<\/time>/)?.[0] ?? '';
    return `<article class="article" data-story="${n}"><header class="article-header">${head}</header><div class="article-body">${inner.slice(head.length)}</div></article>`;
  });
}

export const MORE_LAYOUTS: readonly Layout[] = [
  {
    // A classic WordPress theme (Kubrick and its many descendants): the site's name is the page's
    // <h1>, the post title an <h2> link, Jetpack's share buttons and related posts inside
    // `div.entry`, "Posted in" metadata, comment list and reply form after the post.
    name: 'wp-classic',
    heldOut: false,
    build: ({ r, article: a, site }) => {
      const { chrome, use } = collector();
      const id = between(r, 100, 9999);
      const tags = use(
        tagList(
          r,
          'Tags:',
          (l, ts) =>
            `<p class="postmetadata">${l} ${ts.map((t) => `<a href="/tag/x" rel="tag">${t}</a>`).join(', ')}</p>`,
        ),
      );
      const body = `<div id="page"><div id="header" role="banner"><div id="headerimg"><h1><a href="/">${esc(site)}</a></h1><div class="description">Notes from the newsroom</div></div></div>
${use(nav(r, 'div', 'menu'))}
<div id="content" class="narrowcolumn" role="main">
<div class="post-${id} post type-post status-publish format-standard hentry category-news" id="post-${id}">
<h2><a href="/2026/${id}/" rel="bookmark" title="Permanent Link to ${esc(a.headline)}">${esc(a.headline)}</a></h2>
<small>${a.dateText} <!-- by ${esc(a.author)} --></small>
<div class="entry">
${renderBody(r, a, { linkRate: 0.4, inserts: new Map([[between(r, 2, 4), use(adSlot(r))]]) })}
<div class="sharedaddy sd-sharing-enabled">${use(shareButtons(r))}</div>
<div id="jp-relatedposts" class="jp-relatedposts">${use(related(r, 'jp-relatedposts-items'))}</div>
</div>
${tags}
</div>
${use(postNavigation(r))}
${use(comments(r))}
</div>
<div id="sidebar" role="complementary"><ul><li class="widget">${use(newsletter(r, site))}</li><li class="widget">${use(mostRead(r, 'widget_recent_entries'))}</li></ul></div>
${use(footer(r, site, 'div'))}</div>
${use(cookieBanner(r, site))}`;
      return { html: doc(a.headline, ogTags(a, site), body), chrome };
    },
  },
  {
    // A newsletter platform's post (Substack's markup): title block with likes bar, the body in
    // `div.available-content > div.body.markup`, a subscribe box between paragraphs and after the
    // post, an author card, the discussion and the archive below.
    name: 'newsletter-post',
    heldOut: false,
    build: ({ r, article: a, site }) => {
      const { chrome, use } = collector();
      const inserts = new Map([[between(r, 2, 3), use(subscribeBox(r, site))]]);
      const body = `<div id="entry"><div class="main-menu"><div class="navbar-title"><a href="/">${esc(site)}</a></div>${use(nav(r, 'div', 'main-menu-content'))}</div>
<div class="container"><div class="single-post"><article class="typography newsletter-post post">
<div class="post-header"><h1 dir="auto" class="post-title">${esc(a.headline)}</h1>
<div class="post-meta"><div class="profile-hover-card-target"><a href="/@author">${esc(a.author)}</a></div><div class="post-date">${a.dateText}</div></div>
${use(likeBar(r))}</div>
<div class="available-content"><div dir="auto" class="body markup">${renderBody(r, a, { inserts })}</div></div>
${use(authorCard(r, a))}
</article>
${use(subscribeBox(r, site))}
<div class="comments-page">${use(comments(r))}</div>
<div class="portable-archive">${use(related(r, 'portable-archive-list'))}</div>
</div></div>
${use(footer(r, site))}</div>
${use(cookieBanner(r, site))}`;
      return { html: doc(a.headline, ogTags(a, site), body), chrome };
    },
  },
  {
    // A Drupal news node: `div.node__content > div.field--name-body`, "Read more:" links to other
    // stories and an ad between paragraphs, a tag field and the author's bio after the body.
    name: 'drupal-node',
    heldOut: false,
    build: ({ r, article: a, site }) => {
      const { chrome, use } = collector();
      const inserts = new Map([
        [between(r, 1, 2), use(readMoreLine(r))],
        [between(r, 3, 4), use(adSlot(r))],
        [between(r, 5, 6), use(readMoreLine(r))],
      ]);
      const body = `<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div class="layout-container">
<header role="banner"><div class="region region-header"><a href="/" rel="home" class="site-logo">${esc(site)}</a></div><div class="region region-primary-menu">${use(nav(r, 'nav', 'menu--main'))}</div></header>
<div class="region region-breadcrumb">${use(breadcrumbs(r))}</div>
<main role="main"><div class="layout-content"><div class="region region-content"><div id="block-site-content" class="block block-system block-system-main-block">
<article role="article" class="node node--type-article node--promoted node--view-mode-full">
<h1 class="page-title"><span class="field field--name-title field--type-string">${esc(a.headline)}</span></h1>
<div class="node__meta"><span class="field field--name-uid"><span>${esc(a.author)}</span></span> <span class="field field--name-created">${a.dateText}</span></div>
<div class="node__content">
<div class="clearfix text-formatted field field--name-body field--type-text-with-summary field--label-hidden field__item">${renderBody(r, a, { inserts })}</div>
${use(tagList(r, 'Tags', tagsHtml))}
<div class="field field--name-field-author-bio">${use(authorBio(r, a))}</div>
</div></article></div></div></div>
<aside class="layout-sidebar-second" role="complementary">${use(mostRead(r, 'block-views-block-most-read'))}${use(newsletter(r, site))}</aside>
</main>
${use(footer(r, site))}</div></div>
${use(cookieBanner(r, site))}`;
      return { html: doc(a.headline, ogTags(a, site), body), chrome };
    },
  },
  {
    // A Blogger post (hAtom): the date header above the post, `div.post-outer > div.post.hentry >
    // div.post-body.entry-content` whose paragraphs are text and `<br>`s, the image caption in a
    // `tr-caption-container` table, the post footer (author, time, share links, labels), the
    // comments, the pager and sidebar widgets.
    name: 'blogger-hatom',
    heldOut: false,
    build: ({ r, article: a, site }) => {
      const { chrome, use } = collector();
      const inner = renderBody(r, a, { p: (s) => `${s}<br /><br />`, h2: (s) => `<h3>${s}</h3>` });
      const body = `<div class="content"><div class="content-outer"><header><div class="header-outer"><div class="Header widget" id="Header1"><h1 class="title"><a href="/">${esc(site)}</a></h1><p class="description">Stories from the valley</p></div></div></header>
${use(nav(r, 'div', 'tabs-inner PageList widget'))}
<div class="main-outer"><div class="columns"><div class="main-inner"><div class="column-center-inner"><div class="main section" id="main"><div class="widget Blog" id="Blog1">
<div class="blog-posts hfeed"><div class="date-outer"><h2 class="date-header"><span>${a.dateText}</span></h2><div class="date-posts">
<div class="post-outer"><div class="post hentry uncustomized-post-template" itemprop="blogPost" itemscope itemtype="http://schema.org/BlogPosting">
<a name="${between(r, 1000, 9999)}"></a><h3 class="post-title entry-title" itemprop="name">${esc(a.headline)}</h3>
<div class="post-header"><div class="post-header-line-1"></div></div>
<div class="post-body entry-content" id="post-body-${between(r, 10000, 99999)}" itemprop="description articleBody">${bloggerFigure(inner)}
<div style="clear: both;"></div></div>
${use(bloggerPostFooter(r, a))}
</div>
<div class="comments" id="comments">${use(comments(r))}</div>
</div></div></div></div>
${use(blogPager())}
</div></div></div></div>
<div class="column-right-inner"><aside><div class="sidebar section" id="sidebar-right-1">${use(mostRead(r, 'widget PopularPosts'))}${use(archiveWidget(r))}</div></aside></div>
</div></div>
${use(footer(r, site, 'div'))}</div></div>
${use(cookieBanner(r, site))}`;
      return { html: doc(a.headline, ogTags(a, site), body), chrome };
    },
  },
  {
    // An AMP article: `<html ⚡>`, the menu in <amp-sidebar>, the consent banner in <amp-consent>,
    // images and ads as <amp-img>/<amp-ad>, share buttons as <amp-social-share>; the AMP plugin's
    // `amp-wp-article-content` wrapper.
    name: 'amp-article',
    heldOut: false,
    build: ({ r, article: a, site }) => {
      const { chrome, use } = collector();
      const amp = (html: string) =>
        html.replace(
          /<img src="([^"]+)"[^>]*>/g,
          '<amp-img src="$1" width="1200" height="800" layout="responsive"></amp-img>',
        );
      const ad = adSlot(r);
      chrome.push(ad);
      const adHtml = `<div class="amp-ad-wrapper"><span class="ad-label">Advertisement</span><amp-ad width="300" height="250" type="doubleclick" data-slot="/1234/article"></amp-ad></div>`;
      const share = shareButtons(r);
      chrome.push(share);
      const shareHtml = `<div class="social-share"><span>Share this article</span>${share.snippets
        .slice(1)
        .map(
          (s) =>
            `<amp-social-share type="${s.split(' ').pop()?.toLowerCase()}" aria-label="${s}">${s}</amp-social-share>`,
        )
        .join('')}</div>`;
      const cookie = cookieBanner(r, site);
      chrome.push(cookie);
      const body = `<amp-sidebar id="sidebar" layout="nodisplay" side="left">${use(nav(r))}</amp-sidebar>
<header id="top" class="amp-wp-header"><div><a href="/">${esc(site)}</a></div><button on="tap:sidebar.toggle" class="menu-button">Menu</button></header>
<article class="amp-wp-article">
<header class="amp-wp-article-header"><h1 class="amp-wp-title">${esc(a.headline)}</h1>
<div class="amp-wp-meta amp-wp-byline"><span class="amp-wp-author author vcard">${esc(a.author)}</span></div>
<div class="amp-wp-meta amp-wp-posted-on"><time datetime="${a.date}">${a.dateText}</time></div></header>
${shareHtml}
<div class="amp-wp-article-content">${amp(renderBody(r, a, { inserts: new Map([[between(r, 2, 4), adHtml]]) }))}</div>
<footer class="amp-wp-article-footer">${use(related(r, 'amp-related-posts'))}</footer>
</article>
<aside class="amp-wp-sidebar">${use(mostRead(r))}${use(newsletter(r, site))}</aside>
${use(footer(r, site))}
<amp-consent id="consent" layout="nodisplay"><div class="consent-ui">${cookie.html}</div></amp-consent>`;
      const head = `<link rel="canonical" href="https://example.org/story/${between(r, 1000, 9999)}"><script async src="https://cdn.ampproject.org/v0.js"></script><style amp-custom>body{font-family:serif}</style>${ogTags(a, site)}`;
      return { html: doc(a.headline, head, body, ' ⚡ lang="en"'), chrome };
    },
  },
  {
    // An older news CMS: no <p> at all, each paragraph a <div> (or text ended by <br><br>),
    // sub-headings as bold divs, ads and the share bar in sibling divs, the page a table-free
    // div soup with generic class names.
    name: 'div-br-story',
    heldOut: false,
    build: ({ r, article: a, site }) => {
      const { chrome, use } = collector();
      const asDiv = r() < 0.5;
      const inner = renderBody(r, a, {
        p: asDiv ? (s) => `<div class="txt">${s}</div>` : (s) => `${s}<br><br>`,
        h2: (s) => `<div class="subhead"><b>${s}</b></div>`,
        inserts: new Map([[between(r, 2, 4), use(adSlot(r))]]),
      });
      const body = `${use(cookieBanner(r, site))}
<div id="container"><div id="top"><div class="logo">${esc(site)}</div>${use(nav(r, 'div', 'topmenu'))}</div>
<div id="middle"><div id="left">
<div class="headline">${esc(a.headline)}</div>
<div class="info">${esc(a.author)} | ${a.dateText}</div>
${use(shareButtons(r))}
<div id="storytext">${inner}</div>
${use(related(r, 'morenews'))}
${use(comments(r))}
</div>
<div id="right">${use(mostRead(r, 'box'))}${use(newsletter(r, site))}</div></div>
${use(footer(r, site, 'div'))}</div>`;
      return { html: doc(a.headline, ogTags(a, site), body), chrome };
    },
  },
  {
    // A story cut into sibling chunks (the companion-column markup of large news sites): each run
    // of paragraphs in its own `div.story-chunk`, an ad, a "Story continues" label or a related
    // box between chunks, inside a `<section name="articleBody">`.
    name: 'chunked-story',
    heldOut: false,
    build: ({ r, article: a, site }) => {
      const { chrome, use } = collector();
      const parts = chunks(blocksOf(renderBody(r, a)), between(r, 3, 4));
      const breaks = [
        () => use(adSlot(r)),
        () => use(continueReading()),
        () => use(related(r, 'inline-related')),
      ];
      const story = parts
        .map(
          (c, i) =>
            `<div class="story-chunk"><div class="story-chunk__inner">${c.join('\n')}</div></div>${i < parts.length - 1 ? `<div class="story-break">${breaks[i % breaks.length]()}</div>` : ''}`,
        )
        .join('\n');
      const body = `<div id="app"><header class="site-header">${use(nav(r, 'nav', 'site-header__menu'))}</header>
<main id="site-content"><article id="story">
<header class="story-header"><h1>${esc(a.headline)}</h1><p class="story-byline">By <span class="author">${esc(a.author)}</span> <time datetime="${a.date}">${a.dateText}</time></p></header>
${use(shareButtons(r))}
<section name="articleBody" class="story-body">${story}</section>
${use(authorBio(r, a))}
</article>
<div class="below-story">${use(mostRead(r))}</div>
</main>
${use(footer(r, site))}</div>
${use(cookieBanner(r, site))}`;
      return { html: doc(a.headline, ogTags(a, site), body), chrome };
    },
  },
  {
    // A news site's article stream (infinite scroll): the page's story and the next ones in the
    // same `<article>` markup one after another, each with its headline, byline and date; a
    // preloaded story may be longer than the page's own. The <title> names the page's story.
    name: 'article-stream',
    heldOut: false,
    build: ({ r, article: a, next, site }) => {
      const { chrome, use } = collector();
      // A third story, on a topic of neither of the others (so no sentence of it can be the page's).
      const topicOf = (x: Article) =>
        TOPICS.findIndex((t) => t.headlines.some((h) => x.headline.startsWith(h)));
      const others = TOPICS.filter((_, i) => i !== topicOf(a) && i !== topicOf(next));
      const third = makeArticle(r, others[between(r, 0, others.length - 1)]);
      const stories = [use(streamed(r, next, 2)), use(streamed(r, third, 3))];
      const body = `<header class="site-header"><a class="logo" href="/">${esc(site)}</a>${use(nav(r))}</header>
<main class="article-stream">
<article class="article" data-story="1"><header class="article-header"><h1>${esc(a.headline)}</h1><p class="byline">By <a href="/authors/x" rel="author">${esc(a.author)}</a></p><time datetime="${a.date}">${a.dateText}</time></header>
<div class="article-body">${renderBody(r, a, { inserts: new Map([[between(r, 2, 4), use(adSlot(r))]]) })}</div>
${use(shareButtons(r))}
</article>
${stories.join('\n')}
</main>
<aside class="rail">${use(mostRead(r))}${use(newsletter(r, site))}</aside>
${use(footer(r, site))}
${use(cookieBanner(r, site))}`;
      return { html: doc(`${a.headline} | ${site}`, ogTags(a, site), body), chrome };
    },
  },
  {
    // A blog's "load next post" stream: the next posts follow the page's own in the same
    // `article > header.entry-header + div.entry-content` markup, their titles an <h2> (or, in
    // a theme without headings, a `div.headline` for every title, the page's own included).
    name: 'next-post-h2',
    heldOut: false,
    build: ({ r, article: a, next, site }) => {
      const { chrome, use } = collector();
      const divTitles = r() < 0.5;
      const title = (text: string, own: boolean) =>
        divTitles
          ? `<div class="headline">${text}</div>`
          : own
            ? `<h1 class="entry-title">${text}</h1>`
            : `<h2 class="entry-title">${text}</h2>`;
      const meta = (x: Article) =>
        `<div class="entry-meta"><span class="byline">By <span class="author vcard"><a class="url fn n" href="/author/x">${esc(x.author)}</a></span></span> <span class="posted-on"><time class="entry-date published" datetime="${x.date}">${x.dateText}</time></span></div>`;
      const post = (x: Article, own: boolean, body: string) =>
        `<article class="post type-post hentry"><header class="entry-header">${title(esc(x.headline), own)}${meta(x)}</header><div class="entry-content">${body}</div></article>`;
      const preloaded = nextArticle(r, next, (inner) => {
        const body = inner.replace(/^<h1>.*?<\/h1><p class="byline">.*?<\/p><time[^>]*>.*?<\/time>/, '');
        return `<div class="auto-load-next-post">${post(next, false, body)}</div>`;
      });
      const body = `${use(cookieBanner(r, site))}
<div id="page" class="site"><header id="masthead" class="site-header"><p class="site-title"><a href="/">${esc(site)}</a></p>${use(nav(r, 'nav', 'main-navigation'))}</header>
<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">
${post(a, true, renderBody(r, a, { inserts: new Map([[between(r, 2, 4), use(adSlot(r))]]) }))}
${use(shareButtons(r))}
${use(preloaded)}
</main></div>
<aside id="secondary" class="widget-area">${use(mostRead(r, 'widget widget_recent_entries'))}${use(newsletter(r, site))}</aside></div>
${use(footer(r, site))}</div>`;
      return { html: doc(`${a.headline} – ${site}`, ogTags(a, site), body), chrome };
    },
  },
];
