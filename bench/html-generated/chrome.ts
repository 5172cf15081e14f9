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
