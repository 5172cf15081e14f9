/**
 * Site chrome for the generated pages: each piece's HTML and the snippets of its text that
 * must not reach the article text (a piece counts as leaked when any of its snippets is found in
 * the output, as a run of words). Markup varies by layout through the `tag`/`cls` arguments; the
 * texts are what real news and journal sites print.
 */
import { type Article, esc, renderBody } from './article.ts';
import { between, pick, type Rand } from './prose.ts';

export interface Chrome {
  kind: string;
  html: string;
  snippets: string[];
}

const SECTIONS = [
  'World',
  'Politics',
  'Business',
  'Technology',
  'Science',
  'Health',
  'Culture',
  'Sport',
  'Opinion',
  'Podcasts',
];
const SITES = [
  'The Daily Ledger',
  'Northern Courier',
  'The Evening Dispatch',
  'Civic Review',
  'Harbour Herald',
];
const TEASERS = [
  'Why the price of coffee keeps climbing this winter',
  'Ten years on, the stadium that never filled its seats',
  'The quiet return of the neighbourhood bakery',
  'Inside the race to build a cheaper battery',
  'What the election result means for renters',
  'A marathon runner at ninety shares her routine',
  'The island where every house is painted blue',
  'How a small library became a town’s lifeline',
  'Five films to watch before the awards season',
  'The scientists counting whales from space',
  'A forgotten composer finds a new audience online',
  'Why your tomatoes split and how to stop it',
];
const COMMENTERS = ['riverwatcher', 'J. Pemberton', 'oldtownfan', 'Greta_K', 'Marcus T.', 'nightowl77'];
const COMMENT_TEXTS = [
  'Been saying this for years and nobody listened until now.',
  'Great piece, but the figures for last spring look wrong to me.',
  'My grandparents lived through the same thing in the sixties.',
  'Who is actually going to pay for all of this in the end?',
  'Thanks for covering this, the national papers ignored it completely.',
  'I drove past there yesterday and nothing has changed at all.',
];

export const siteName = (r: Rand): string => pick(r, SITES);

export function nav(r: Rand, tag = 'nav', cls = 'site-nav'): Chrome {
  const items = SECTIONS.slice(0, between(r, 6, SECTIONS.length));
  return {
    kind: 'nav',
    html: `<${tag} class="${cls}"><ul>${items.map((s) => `<li><a href="/${s.toLowerCase()}">${s}</a></li>`).join('')}</ul></${tag}>`,
    snippets: [items.join(' ')],
  };
}

export function breadcrumbs(r: Rand): Chrome {
  const section = pick(r, SECTIONS);
  const sub = pick(r, ['Environment', 'Transport', 'Local', 'Features', 'Analysis']);
  return {
    kind: 'breadcrumbs',
    html: `<ol class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/${section.toLowerCase()}">${section}</a></li><li><a href="/${sub.toLowerCase()}">${sub}</a></li></ol>`,
    snippets: [`Home ${section} ${sub}`],
  };
}

export function cookieBanner(r: Rand, site: string): Chrome {
  const text = pick(r, [
    `We use cookies to improve your experience on our site. By continuing to browse you agree to our use of cookies.`,
    `${site} and our partners use cookies to personalise content and measure audiences. You can change your choices at any time.`,
  ]);
  return {
    kind: 'cookie banner',
    html: `<div class="cookie-consent" role="dialog"><p>${esc(text)}</p><button>Accept all</button><button>Manage preferences</button></div>`,
    snippets: [text, 'Manage preferences'],
  };
}

export function newsletter(r: Rand, site: string): Chrome {
  const name = pick(r, ['Morning Briefing', 'Weekend Reads', 'The Download']);
  const text = `Get the ${name} in your inbox. Sign up for our free newsletter from ${site}.`;
  return {
    kind: 'newsletter',
    html: `<div class="newsletter-signup"><h3>${name}</h3><p>${esc(text)}</p><form><input type="email" placeholder="Enter your email address"><button type="submit">Sign up</button></form><p class="small">By signing up you agree to our privacy policy.</p></div>`,
    snippets: [text, 'By signing up you agree to our privacy policy'],
  };
}

export function shareButtons(r: Rand): Chrome {
  const nets = ['Facebook', 'X', 'LinkedIn', 'WhatsApp', 'Email'].slice(0, between(r, 3, 5));
  return {
    kind: 'share',
    html: `<div class="share-tools"><span>Share this article</span>${nets.map((n) => `<a href="#" class="share-${n.toLowerCase()}">Share on ${n}</a>`).join('')}<button>Copy link</button></div>`,
    snippets: ['Share this article', ...nets.map((n) => `Share on ${n}`)],
  };
}

function teaserList(
  r: Rand,
  kind: string,
  label: string,
  count: number,
  tag: 'ul' | 'ol',
  cls: string,
): Chrome {
  const start = between(r, 0, TEASERS.length - 1);
  const items = Array.from({ length: count }, (_, i) => TEASERS[(start + i * 5) % TEASERS.length]);
  return {
    kind,
    html: `<div class="${cls}"><h2>${label}</h2><${tag}>${items.map((t) => `<li><a href="/story/${between(r, 10000, 99999)}"><img src="/thumb.jpg" alt="">${esc(t)}</a><span class="time">${between(r, 2, 23)} hours ago</span></li>`).join('')}</${tag}></div>`,
    snippets: [label, ...items],
  };
}

export const related = (r: Rand, cls = 'related-articles'): Chrome =>
  teaserList(
    r,
    'related',
    pick(r, ['Related articles', 'More on this story', 'You might also like']),
    4,
    'ul',
    cls,
  );

export const mostRead = (r: Rand, cls = 'most-read'): Chrome =>
  teaserList(r, 'most read', pick(r, ['Most read', 'Most popular', 'Trending now']), 5, 'ol', cls);

export function adSlot(r: Rand): Chrome {
  return {
    kind: 'ad',
    html: `<div class="ad-slot ad-slot--inline" data-ad-unit="${between(r, 100, 999)}"><span class="ad-label">Advertisement</span><div id="div-gpt-ad-${between(r, 1000, 9999)}"></div></div>`,
    snippets: ['Advertisement'],
  };
}

export function authorBio(r: Rand, a: Article): Chrome {
  const beat = pick(r, [
    'science correspondent',
    'transport editor',
    'senior reporter',
    'regional affairs writer',
  ]);
  const text = `${a.author} is a ${beat} who joined the newsroom in ${between(r, 2005, 2020)} after a decade in local radio.`;
  return {
    kind: 'author bio',
    html: `<div class="author-bio"><img src="/authors/a.jpg" alt=""><p>${esc(text)}</p><a href="/authors/x">More by this author</a></div>`,
    snippets: [text, 'More by this author'],
  };
}

export function comments(r: Rand): Chrome {
  const n = between(r, 2, 4);
  const start = between(r, 0, COMMENT_TEXTS.length - 1);
  const list = Array.from({ length: n }, (_, i) => ({
    who: COMMENTERS[(start + i) % COMMENTERS.length],
    text: COMMENT_TEXTS[(start + i) % COMMENT_TEXTS.length],
  }));
  const count = between(r, 12, 240);
  return {
    kind: 'comments',
    html: `<section id="comments" class="comments"><h2>${count} Comments</h2>${list
      .map(
        (c) =>
          `<div class="comment"><div class="comment-author">${esc(c.who)}</div><div class="comment-body"><p>${esc(c.text)}</p></div><a href="#" class="reply">Reply</a></div>`,
      )
      .join(
        '',
      )}<form class="comment-form"><textarea placeholder="Join the conversation"></textarea><button>Post comment</button></form></section>`,
    snippets: [`${count} Comments`, ...list.map((c) => c.text)],
  };
}

export function footer(r: Rand, site: string, tag = 'footer'): Chrome {
  const cols = [
    ['About us', 'Contact the newsroom', 'Work for us', 'Advertise with us'],
    ['Terms of use', 'Privacy policy', 'Cookie settings', 'Accessibility statement'],
  ];
  const copy = `© ${between(r, 2025, 2026)} ${site}. All rights reserved.`;
  return {
    kind: 'footer',
    html: `<${tag} class="site-footer">${cols.map((c) => `<ul class="footer-col">${c.map((l) => `<li><a href="#">${l}</a></li>`).join('')}</ul>`).join('')}<p class="copyright">${esc(copy)}</p></${tag}>`,
    snippets: [...cols.map((c) => c.join(' ')), 'All rights reserved'],
  };
}

export function metricBar(r: Rand): Chrome {
  const text = `Accesses ${between(r, 300, 9000)} Citations ${between(r, 2, 90)} Altmetric ${between(r, 5, 400)}`;
  return {
    kind: 'metric bar',
    html: `<ul class="c-article-metrics-bar"><li><p>Accesses</p><p>${text.split(' ')[1]}</p></li><li><p>Citations</p><p>${text.split(' ')[3]}</p></li><li><p>Altmetric</p><p>${text.split(' ')[5]}</p></li><li><a href="#metrics">Metrics details</a></li></ul>`,
    snippets: [text, 'Metrics details'],
  };
}

export function citeBox(r: Rand, a: Article, site: string): Chrome {
  const [first, last] = a.author.split(' ');
  const ref = `${last}, ${first[0]}. ${a.headline}. ${site} ${between(r, 10, 60)}, ${between(r, 100, 900)} (2026). https://doi.org/10.5555/gl.${between(r, 10000, 99999)}`;
  return {
    kind: 'cite',
    html: `<section class="cite-this"><h3>Cite this article</h3><p class="citation">${esc(ref)}</p><a href="#">Download citation</a></section>`,
    snippets: ['Cite this article', 'Download citation'],
  };
}

export function liveTicker(): Chrome {
  return {
    kind: 'live ticker',
    html: `<div class="live-banner"><span class="live-dot"></span><strong>LIVE</strong>: updates every few minutes</div>`,
    snippets: ['updates every few minutes'],
  };
}

/** The next story, preloaded below the first (infinite scroll); all of its text is chrome here. */
export function nextArticle(r: Rand, next: Article, wrap: (inner: string) => string): Chrome {
  const body = renderBody(r, next, { linkRate: 0.2 });
  const paras = next.blocks.flatMap((b) => (b.kind === 'p' ? [b.sentences.join(' ')] : []));
  return {
    kind: 'next article',
    html: wrap(
      `<h1>${esc(next.headline)}</h1><p class="byline">By ${esc(next.author)}</p><time datetime="${next.date}">${next.dateText}</time>${body}`,
    ),
    // Every paragraph is a snippet: the boundary may fall anywhere in the next story.
    snippets: [next.headline, ...paras],
  };
}

/*
 * Chrome of the layouts in layouts-more.ts (blog engines, newsletters, CMS nodes, AMP). The words
 * are the ones those platforms print.
 */
const TAGS = ['Local news', 'Environment', 'Public services', 'Weather', 'Infrastructure', 'Council'];

/** A tag or label list under a post ("Tags:", Blogger's "Labels:", Drupal's `field--name-field-tags`). */
function pickTags(r: Rand): string[] {
  const start = between(r, 0, TAGS.length - 1);
  return Array.from({ length: between(r, 2, 4) }, (_, i) => TAGS[(start + i) % TAGS.length]);
}

export function tagList(r: Rand, label: string, html: (label: string, tags: string[]) => string): Chrome {
  const tags = pickTags(r);
  return { kind: 'tags', html: html(label, tags), snippets: [`${label} ${tags.join(' ')}`] };
}

/** An in-body "Read more:" line linking another story (news CMSs put them between paragraphs). */
export function readMoreLine(r: Rand, label = 'Read more:'): Chrome {
  const t = pick(r, TEASERS);
  return {
    kind: 'read more',
    html: `<p class="read-more"><strong>${label}</strong> <a href="/story/${between(r, 10000, 99999)}">${esc(t)}</a></p>`,
    snippets: [t],
  };
}

/** WordPress's previous/next post links. */
export function postNavigation(r: Rand): Chrome {
  const start = between(r, 0, TEASERS.length - 1);
  const [prev, next] = [TEASERS[start], TEASERS[(start + 7) % TEASERS.length]];
  return {
    kind: 'post navigation',
    html: `<nav class="navigation post-navigation" aria-label="Posts"><h2 class="screen-reader-text">Post navigation</h2><div class="nav-links"><div class="nav-previous"><a href="/p/${between(r, 100, 999)}" rel="prev"><span class="meta-nav">Previous post</span> ${esc(prev)}</a></div><div class="nav-next"><a href="/p/${between(r, 100, 999)}" rel="next"><span class="meta-nav">Next post</span> ${esc(next)}</a></div></div></nav>`,
    snippets: ['Previous post', prev, next],
  };
}

/** A newsletter platform's subscribe box, inside the post and again after it. */
export function subscribeBox(r: Rand, site: string): Chrome {
  const text = pick(r, [
    `Thanks for reading ${site}! Subscribe for free to receive new posts and support my work.`,
    `${site} is a reader-supported publication. To receive new posts and support my work, consider becoming a free or paid subscriber.`,
  ]);
  return {
    kind: 'subscribe',
    html: `<div class="subscription-widget-wrap"><div class="subscription-widget show-subscribe"><div class="preamble"><p class="cta-caption">${esc(text)}</p></div><form class="subscription-widget-subscribe"><input type="email" name="email" placeholder="Type your email…"><input type="submit" value="Subscribe"></form></div></div>`,
    snippets: [text],
  };
}

/** Likes, restacks and the share button of a newsletter or Medium-style post. */
export function likeBar(r: Rand): Chrome {
  const likes = between(r, 12, 900);
  return {
    kind: 'like bar',
    html: `<div class="post-ufi"><a class="post-ufi-button like-button" role="button"><span class="label">${likes} Likes</span></a><a class="post-ufi-button" role="button"><span class="label">${between(r, 2, 40)} Restacks</span></a><a class="post-ufi-button share" role="button"><span class="label">Share</span></a></div>`,
    snippets: [`${likes} Likes`],
  };
}

/** The author card under a Medium-style post. */
export function authorCard(r: Rand, a: Article): Chrome {
  const followers = `${between(r, 1, 90)}K Followers`;
  return {
    kind: 'author card',
    html: `<div class="author-card"><img src="/avatar.png" alt="" width="48" height="48"><h2>Written by ${esc(a.author)}</h2><p><a href="/followers">${followers}</a></p><p>Writes about cities, water and the people who run them.</p><button>Follow</button></div>`,
    snippets: [`Written by ${a.author}`, followers, 'Writes about cities, water and the people who run them'],
  };
}

/** Blogger's post footer: "Posted by … at …", share links, labels. */
export function bloggerPostFooter(r: Rand, a: Article): Chrome {
  const time = `${between(r, 1, 12)}:${String(between(r, 0, 59)).padStart(2, '0')} ${pick(r, ['AM', 'PM'])}`;
  const names = pickTags(r);
  return {
    kind: 'post footer',
    html: `<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Posted by <span class="fn">${esc(a.author)}</span></span> <span class="post-timestamp">at <a class="timestamp-link" href="/p/x.html" rel="bookmark"><abbr class="published" title="${a.date}T10:00:00Z">${time}</abbr></a></span> <span class="post-comment-link"><a class="comment-link" href="#comments">${between(r, 2, 9)} comments:</a></span></div><div class="post-share-buttons goog-inline-block"><a class="share-button sb-email" href="#"><span class="share-button-link-text">Email This</span></a><a class="share-button sb-blog" href="#"><span class="share-button-link-text">BlogThis!</span></a><a class="share-button sb-twitter" href="#"><span class="share-button-link-text">Share to X</span></a><a class="share-button sb-facebook" href="#"><span class="share-button-link-text">Share to Facebook</span></a></div><div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: ${names.map((n) => `<a href="/search/label/${encodeURIComponent(n)}" rel="tag">${n}</a>`).join(', ')}</span></div></div>`,
    snippets: [`Posted by ${a.author} at ${time}`, 'Email This BlogThis', `Labels: ${names.join(' ')}`],
  };
}

/** Blogger's pager and archive widget. */
export function blogPager(): Chrome {
  return {
    kind: 'pager',
    html: `<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/p/newer.html">Newer Post</a></span> <span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/p/older.html">Older Post</a></span> <a class="home-link" href="/">Home</a></div>`,
    snippets: ['Newer Post Older Post Home'],
  };
}

export function archiveWidget(r: Rand): Chrome {
  const years = [2026, 2025, 2024].map((y) => `${y} (${between(r, 4, 60)})`);
  return {
    kind: 'archive',
    html: `<div class="widget BlogArchive" id="BlogArchive1"><h2>Blog Archive</h2><div class="widget-content"><ul class="hierarchy">${years.map((y) => `<li class="archivedate collapsed"><a class="toggle" href="#">► </a><a class="post-count-link" href="#">${y.split(' ')[0]}</a> <span class="post-count">${y.split(' ')[1]}</span></li>`).join('')}</ul></div></div>`,
    snippets: ['Blog Archive', years[0]],
  };
}

/** The label news sites put between the chunks of a story split around ads. */
export function continueReading(): Chrome {
  return {
    kind: 'continue reading',
    html: `<div class="story-continues" aria-hidden="false"><span>Continue reading the main story</span></div>`,
    snippets: ['Continue reading the main story'],
  };
}
