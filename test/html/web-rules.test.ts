/**
 * General web-page rules (docs/html.md), each with a hand-written fixture in
 * test/fixtures/html/web/<slug>/ and the unit checks that pin its limits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { storyBounds } from '../../shared/extract/html/boundaries.ts';
import { htmlExtractor } from '../../shared/extract/html/index.ts';
import { dropInvisibles } from '../../shared/extract/html/invisible.ts';
import { parseHtml } from '../../shared/extract/html/parse.ts';
import { isPublisherLine } from '../../shared/extract/html/publisher-chrome.ts';
import { MAX_STREAM_CALLS } from '../../shared/extract/html/repair-tree.ts';
import { isTeaserList } from '../../shared/extract/html/teasers.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import { scoreWcxb } from './wcxb-metric.ts';

const DIR = fileURLToPath(new URL('../fixtures/html/web/', import.meta.url));
const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
const extract = (html: string | Buffer) =>
  htmlExtractor.extract(
    typeof html === 'string' ? new TextEncoder().encode(html) : new Uint8Array(html),
    OPTIONS,
    new FallbackRecorder(),
  );

describe('web-page rule fixtures', () => {
  const slugs = readdirSync(DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  it('has the six cases', () => expect(slugs).toHaveLength(6));
  for (const slug of slugs)
    it(`${slug}: the body is exactly expected.txt`, async () => {
      const r = await extract(readFileSync(join(DIR, slug, 'input.html')));
      expect(r.body).toBe(readFileSync(join(DIR, slug, 'expected.txt'), 'utf8').trimEnd());
    });
});

describe('article boundaries', () => {
  it('stops at the next story: its headline and text stay out', async () => {
    const r = await extract(readFileSync(join(DIR, 'preloaded-next-article', 'input.html')));
    expect(r.body).toContain('Residents who spoke at the meeting');
    expect(r.body).not.toContain('Maternity ward');
    expect(r.body).not.toContain('midwives');
    expect(r.body).not.toContain('university clinic');
  });

  it('counts headlines and stories, not section h1s side by side or teaser articles', () => {
    const long = 'x '.repeat(400);
    const $ = parseHtml(`<body><div id="feed"><article><h1>One</h1><p>${long}</p></article>
      <article><h1>Two</h1><p>${long}</p></article></div>
      <div id="one"><h1>A</h1><p>${long}</p><h1>B</h1><p>${long}</p></div>
      <div id="cards"><article><h2>Card</h2><p>short</p></article><article><h2>Card</h2><p>short</p></article></div></body>`);
    const b = storyBounds($('body').get(0)!);
    expect(b.holdsTwo($('#feed').get(0)!)).toBe(true);
    expect(b.holdsTwo($('#one').get(0)!)).toBe(false);
    expect(b.holdsTwo($('#cards').get(0)!)).toBe(false);
    expect(b.holdsStart($('#feed article').get(1)!)).toBe(true);
  });

  it("stops at the next story when the first story's headline sits in a header block that goes as chrome", async () => {
    const para = (story: string, n: number) =>
      `<p class="story__paragraph">${story} paragraph ${n} goes on for a while, with commas, clauses, and enough words to score as prose.</p>`;
    const body = (story: string) => [1, 2, 3, 4, 5, 6].map((n) => para(story, n)).join('');
    const r =
      await extract(`<body><div class="page"><div class="story"><div class="story__header"><h1>First story</h1>
      <p class="byline">By A. Writer</p></div><div class="story__content">${body('First')}</div></div>
      <div class="story"><div class="story__content"><h1>Second story</h1>${body('Second')}</div></div></div></body>`);
    for (const n of [1, 6]) expect(r.body).toContain(`First paragraph ${n} goes on`);
    expect(r.body).not.toContain('Second paragraph');
  });

  it('keeps chunks of one article with the same class when there is only one headline', async () => {
    const para = (n: number) =>
      `<p>Part ${n} of the story goes on for a while, with commas, clauses, and enough words to score as prose.</p>`;
    const r =
      await extract(`<body><h1>Only story</h1><div class="wrap"><div class="chunk">${para(1)}${para(2)}</div>
      <div class="ad">Advertisement</div><div class="chunk">${para(3)}${para(4)}</div></div></body>`);
    for (const n of [1, 2, 3, 4]) expect(r.body).toContain(`Part ${n} of the story`);
  });
});

describe('date and byline labels', () => {
  const para = (n: number) =>
    `<p>Paragraph ${n} of the article goes on for a while, with commas, clauses, and enough words to score as prose.</p>`;
  it('drops a label left alone when its date element goes, and keeps a sentence that holds a date', async () => {
    const r = await extract(`<body><article><h1>Title</h1>
      <p>Published: <time datetime="2025-03-12">12 March 2025</time> | Updated: <time datetime="2025-03-14">14 March 2025</time></p>
      ${para(1)}<p>The report, first issued on <time datetime="2019-05-01">1 May 2019</time>, was revised twice since.</p>${para(2)}</article></body>`);
    expect(r.body).not.toMatch(/Published|Updated/);
    // A date inside a sentence is the sentence's, not page metadata.
    expect(r.body).toContain('The report, first issued on 1 May 2019, was revised twice since.');
    expect(r.body).toContain('Paragraph 2 of the article');
  });
});

describe('publisher lines', () => {
  it.each([
    'Accesses 1226 Citations 52 Altmetric 178 Metrics details',
    '1226 Accesses',
    '3.2k views · 14 comments',
    'Cite this article: Doe J. (2024) A title. J Things 3:1–9.',
    'LIVE: updates every few minutes',
    'Live updates',
  ])('%s is furniture', (line) => expect(isPublisherLine(line)).toBe(true));
  it.each([
    'The paper has 52 citations and 1226 accesses, which is a lot for a niche field.',
    'Citations matter.',
    'Live music returns to the park this summer, with updates on the programme each week.',
    'How to cite sources correctly is a skill every student needs, and libraries teach it in workshops.'.repeat(
      8,
    ),
  ])('%s is not', (line) => expect(isPublisherLine(line)).toBe(false));
});

describe('teaser lists', () => {
  const list = (items: string[]) => parseHtml(`<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`);
  it('finds linked headlines with a line of summary', () => {
    const $ = list([
      '<a href="/a">Ferries add winter crossings in the Baltic</a><p>Three new routes.</p>',
      '<h3><a href="/b">Airport strike cancels hundreds of flights</a></h3> Talks on Friday.',
      '<img src="c.jpg"><a href="/c">Rail pass gets cheaper for the young</a> From January.',
    ]);
    expect(isTeaserList($, $('ul').get(0)!)).toBe(true);
  });
  it('leaves lists of linked names that run on into a sentence (product and resource lists)', () => {
    const $ = list([
      '<a href="/a">Apple AirPods Pro 3</a> ($249 at Amazon): great for those with an iPhone.',
      '<a href="/b">Beats Powerbeats Fit model</a> ($199 at Amazon): the ones that stay put.',
      '<a href="/c">Salary Negotiation Part One</a>: advice from a science magazine.',
    ]);
    expect(isTeaserList($, $('ul').get(0)!)).toBe(false);
  });
  it('leaves tables of contents, reading lists and prose lists', () => {
    const toc = list([
      '<a href="#intro">Introduction to the whole topic</a>',
      '<a href="#methods">Methods used in the survey</a>',
      '<a href="#results">Results of the survey overall</a>',
    ]);
    expect(isTeaserList(toc, toc('ul').get(0)!)).toBe(false);
    const refs = list([
      '<a href="/p1">Smith, J. (2019). Soil and water in arid farms.</a> J Soil 12(3), 45–67.',
      '<a href="/p2">Doe, A. (2020). Roots and microbes in drought years.</a> Plant Sci 4(1), 1–9.',
      '<a href="/p3">Lee, K. (2021). Yield under stress in three climates.</a> Agron 8(2), 10–19.',
    ]);
    expect(isTeaserList(refs, refs('ul').get(0)!)).toBe(false);
    const prose = list([
      'The <a href="/t">timetable</a> is published a month before departure.',
      'Bicycles travel free, see the <a href="/b">rules for bikes</a>.',
      'Pets travel in a carrier at no charge.',
    ]);
    expect(isTeaserList(prose, prose('ul').get(0)!)).toBe(false);
  });
});

describe('invisible characters', () => {
  it('go from inside words; Persian ZWNJ and emoji ZWJ stay', () => {
    expect(
      dropInvisibles('extra\u00ADordinary co\u200Boperation pre\uFEFFfix word\u2060joiner Auf\u200Clage'),
    ).toBe('extraordinary cooperation prefix wordjoiner Auflage');
    expect(dropInvisibles('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(dropInvisibles('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
  });
  it('are removed from character references too', async () => {
    const r = await extract(
      '<body><article><h1>T</h1><p>inter&shy;national co&#8203;operation and pre&#xFEFF;fix all invisible in a browser, so gone from the text here.</p></article></body>',
    );
    expect(r.body).toContain('international cooperation and prefix');
  });
});

describe('React streamed segments', () => {
  it('stop placing after a bounded number of calls, so a hostile page stays linear', () => {
    // No timing here (shared machines): the bound is what keeps the repair linear, so the test
    // checks that the first MAX_STREAM_CALLS segments are placed and every other one is shown
    // where it stands, none lost and none left hidden.
    const n = 20_000;
    const templates = Array.from({ length: n }, (_, i) => `<template id="B:${i}"></template>`).join('');
    const hidden = Array.from(
      { length: n },
      (_, i) => `<div hidden id="S:${i}"><p>segment ${i}</p></div>`,
    ).join('');
    const calls = Array.from({ length: n }, (_, i) => `$RC("B:${i}","S:${i}");`).join('');
    const $ = parseHtml(`<body><main>${templates}</main>${hidden}<script>${calls}</script></body>`);
    expect($('main p').length).toBe(MAX_STREAM_CALLS);
    expect($('main p').first().text()).toBe('segment 0');
    expect($('p').length).toBe(n);
    expect($('[hidden]').length).toBe(0);
  });
});

describe('WCXB metric (evaluate.py)', () => {
  const truth = (main: string) => ({ main, with: ['red fox'], without: ['cookie'] });
  it('scores bags of lower-cased words', () => {
    const s = scoreWcxb(truth('The red fox, the red fox.'), 'the RED fox jumps');
    // pred 4 words (the red fox jumps), truth 6; overlap the, red, fox = 3.
    expect(s.precision).toBeCloseTo(3 / 4);
    expect(s.recall).toBeCloseTo(3 / 6);
    expect(s.f1).toBeCloseTo((2 * 0.75 * 0.5) / 1.25);
    expect(s.withRate).toBe(1);
    expect(s.withoutRate).toBe(0);
  });
  it('gives 0 to an empty prediction and 1 to an empty one of an empty truth', () => {
    expect(scoreWcxb(truth('words here'), '').f1).toBe(0);
    expect(scoreWcxb(truth(''), '').f1).toBe(1);
    expect(scoreWcxb(truth(''), 'something').f1).toBe(0);
  });
});

describe('figures inside the article', () => {
  const prose = (n: number) =>
    `<p>Paragraph ${n} of the report explains the figures, with commas, clauses, and enough words to read as prose.</p>`;
  it('keep a data table or a code listing that a figure wraps; a picture credit goes', async () => {
    const r = await extract(`<body><h1>Report</h1><article>${prose(1)}${prose(2)}
      <figure class="wp-block-table"><table><tr><th>Rank</th><th>Company</th></tr>
      <tr><td>1</td><td>Stateside Mutual</td></tr><tr><td>2</td><td>Harbour General</td></tr></table></figure>
      ${prose(3)}<figure class="highlight"><pre><code>const answer = computeTotal(rows);</code></pre></figure>
      <figure><img src="a.jpg"><span>Photo: Agency Images</span></figure>${prose(4)}</article></body>`);
    expect(r.body).toContain('Harbour General');
    expect(r.body).toContain('computeTotal(rows)');
    expect(r.body).not.toContain('Agency Images');
  });
});

describe('reference lists', () => {
  it('stay in the article but do not make it, however many commas their entries hold', async () => {
    const section = (n: number) =>
      `<div class="s"><div><div><div><h2>Question ${n}</h2><p>Answer ${n} of the health page says what the studies found and for whom, in plain words.</p><p>A second paragraph of answer ${n} adds the caveats that the reviews raised.</p></div></div></div></div>`;
    const ref = (n: number) =>
      `<li>Smith J, Doe A, Lee K, et al. Study number ${n} of meditation, pain, and sleep. J Health Res. 2020;12(3):45-67.</li>`;
    const refs = `<div class="r"><div><div><div><ul>${[1, 2, 3, 4, 5, 6, 7, 8].map(ref).join('')}</ul></div></div></div></div>`;
    const r = await extract(
      `<body><h1>Meditation</h1><div id="page">${[1, 2, 3, 4].map(section).join('')}${refs}</div></body>`,
    );
    for (const n of [1, 2, 3, 4]) expect(r.body).toContain(`Answer ${n} of the health page`);
  });
});

describe('a document pasted inside the page', () => {
  it('is part of the page: one body, as a browser builds it', async () => {
    const prose = (n: number) =>
      `<p>Paragraph ${n} of the newsletter issue explains the protocol, with commas, sets, and rest times between them.</p>`;
    const html = `<!DOCTYPE html><html><head><title>T</title><!DOCTYPE html><html lang="en"><head></head>
      <body><script>track()</script><div>Snippet text of a tag manager, long enough to be a block of text.</div></body></html>
      </head><body><header>Site</header><section class="hero newsletter"><article>${[1, 2, 3, 4].map(prose).join('')}</article></section>
      <div class="testimonials">${'<p>Great podcast, thank you so much for all of it.</p>'.repeat(6)}</div></body></html>`;
    const $ = parseHtml(html);
    expect($('body').length).toBe(1);
    expect($('html').length).toBe(1);
    const r = await extract(html);
    for (const n of [1, 2, 3, 4]) expect(r.body).toContain(`Paragraph ${n} of the newsletter`);
  });
  it('unwraps thousands of inner frames of a hostile page into one body', () => {
    const frames = '<html><body><p>x</p></body></html>'.repeat(20_000);
    const $ = parseHtml(`<html><body><div>${frames}</div></body></html>`);
    expect($('p').length).toBe(20_000);
    expect($('body').length).toBe(1);
  });
});

describe('single-child shells', () => {
  it('the article blocks beside the outermost shell of the top candidate join it', async () => {
    const para = (n: number) =>
      `<p>Service ${n} costs between two and three hundred dollars, with parts, labour, permits, and travel included.</p>`;
    const block = (n: number, extra = '') =>
      `<div id="panel-${n}" class="so-panel widget_text"><div class="style-${n}"><div class="text-${n}"><h3>Price group ${n}</h3>${para(n)}${para(n)}${para(n)}${extra}</div></div></div>`;
    const long =
      '<p>The main price list explains, in detail, how every job is priced, what is included, and what is not, with examples.</p>'.repeat(
        4,
      );
    const r = await extract(
      `<body><h1>Price guide</h1><div class="grid">${block(1)}${block(2, long)}${block(3)}</div><footer>Site footer</footer></body>`,
    );
    for (const n of [1, 2, 3]) expect(r.body).toContain(`Service ${n} costs`);
  });
});

describe('linked headings', () => {
  it('stay when they open a long paragraph (a digest linking each story), go before a short line', async () => {
    const long =
      'The story under this headline runs on for a while, as the full text of a weekly edition does, with clauses, names, dates, and the details that readers came for. '.repeat(
        3,
      );
    const r = await extract(`<body><h1>Weekly edition</h1><article>
      <h2><a href="/Articles/1/">A trademark battle in the community</a></h2><p>${long}</p>
      <p>${long}</p><h3><a href="/Articles/2/">Elsewhere on the site this week</a></h3><p>Short line.</p>
      <p>${long}</p></article></body>`);
    expect(
      (r.blocks ?? []).some((b) => b.role === 'heading' && b.text === 'A trademark battle in the community'),
    ).toBe(true);
    expect(r.body).not.toContain('Elsewhere on the site this week');
  });
});
