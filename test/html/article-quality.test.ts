/**
 * Issue #20 (HTML article quality): each rule added to the scorer and the in-article cleaning,
 * on a small page built to show it. Each page fails without its rule.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { htmlExtractor } from '../../shared/extract/html/index.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
const extract = async (html: string) =>
  (await htmlExtractor.extract(new TextEncoder().encode(html), OPTIONS, new FallbackRecorder())).body;

const sentence = (topic: string, n: number) =>
  `The ${topic} section explains, in plain words and with care, how point ${n} works for readers, why it matters, and what to do next.`;

describe('page builders', () => {
  // Elementor wraps every block, the post's own text included, in `elementor-widget-container`.
  const widget = (kind: string, inner: string) =>
    `<div class="elementor-element elementor-widget elementor-widget-${kind}"><div class="elementor-widget-container">${inner}</div></div>`;
  // Plain paragraphs (few commas, so few points each), as a short legal blog post has them.
  const post = [1, 2, 3, 4]
    .map(
      (n) =>
        `<p>Point ${n} of the waiver matters when the gym did not keep its equipment safe for members to use. The premises section covers what owners must do about it.</p>`,
    )
    .join('');
  const others = [1, 2, 3, 4, 5]
    .map(
      (n) =>
        `<article class="elementor-post"><h3><a href="/p${n}">Other post number ${n} about disability claims</a></h3><p>${sentence('benefits', n)}</p></article>`,
    )
    .join('');
  const page = `<html><body><header><a href="/">Home</a></header>
    <div class="elementor elementor-12">
      ${widget('heading', '<h1>Legal issues after a gym injury</h1>')}
      <div class="e-con">${widget('theme-post-content', post)}</div>
      <div class="e-con">${widget('posts', `<div class="elementor-posts-container elementor-posts">${others}</div>`)}</div>
    </div></body></html>`;

  it('reads past the builder\'s "widget" class: the post wins over the list of other posts', async () => {
    const body = await extract(page);
    expect(body).toContain('Point 4 of the waiver');
    expect(body).toContain('The premises section');
    expect(body).not.toContain('Other post number');
  });

  it('keeps a "widget" block inside the article, and still drops the sidebar\'s widgets', async () => {
    const intro = [1, 2, 3]
      .map((n) => `<p>${sentence('overview', n)} ${sentence('testing', n)}</p>`)
      .join('');
    const product = `<div class="c-product-widget"><div class="c-product-widget__content"><h3>Bosch 800 Series</h3><p>The Bosch dishwasher cleans stubborn stains completely and quietly in every cycle we ran.</p></div></div>`;
    const sidebar = `<div id="sidebar"><div class="widget widget_recent"><h3>Recent posts</h3><ul><li><a href="/a">A recent post about ovens and stoves</a></li><li><a href="/b">Another post about washers</a></li></ul></div></div>`;
    const body = await extract(
      `<html><body><div class="page"><div class="post-body"><h1>Best appliances of the year</h1>${intro}${product}<p>${sentence('closing', 9)}</p></div>${sidebar}</div></body></html>`,
    );
    expect(body).toContain('The Bosch dishwasher cleans');
    expect(body).toContain('The closing section');
    expect(body).not.toContain('Recent posts');
    expect(body).not.toContain('A recent post about ovens');
  });
});

describe('in-article furniture', () => {
  const prose = [1, 2, 3, 4, 5, 6]
    .map((n) => `<p>${sentence('guide', n)} ${sentence('budget', n)}</p>`)
    .join('');

  it('drops the label a table of contents leaves behind', async () => {
    const toc = `<div class="toc-box"><p>Table of Contents</p></div><div><p>On this page:</p></div>`;
    const body = await extract(
      `<html><body><article><h1>Planning a renovation</h1>${toc}${prose}</article></body></html>`,
    );
    expect(body).toContain('The budget section');
    expect(body).not.toContain('Table of Contents');
    expect(body).not.toContain('On this page');
  });

  it('drops a sign-up form inside the article, labels and notes included', async () => {
    const form = `<form action="/ebook"><h3>Request our free ebook</h3><label>First Name*</label><input name="first"><label>Email*</label><input name="email"><div class="note">This field is for validation purposes and should be left unchanged.</div><button>Send</button></form>`;
    const body = await extract(
      `<html><body><article><h1>Fleet safety</h1>${prose.slice(0, prose.length / 2)}${form}${prose}</article></body></html>`,
    );
    expect(body).toContain('The guide section');
    expect(body).not.toContain('First Name');
    expect(body).not.toContain('validation purposes');
    expect(body).not.toContain('Request our free ebook');
  });

  it('keeps a form that wraps the whole page (ASP.NET)', async () => {
    const body = await extract(
      `<html><body><form id="aspnetForm" action="/x"><article><h1>Council notes</h1>${prose}</article></form></body></html>`,
    );
    expect(body).toContain('how point 6 works');
  });
});

describe('related sections', () => {
  const prose = [1, 2, 3, 4, 5, 6]
    .map((n) => `<p>${sentence('story', n)} ${sentence('context', n)}</p>`)
    .join('');
  const card = (n: number) =>
    `<div class="card"><div class="kicker">Front Page</div><div class="date">December 19, 2025</div><h4>Other headline ${n}</h4><p>An excerpt of another story, number ${n}, in a sentence or two.</p></div>`;

  it('drops a block headed "Also in the news" with its cards of other stories', async () => {
    const body = await extract(
      `<html><body><article><h1>Enrolment now open</h1>${prose}<div class="more"><h3>ALSO IN THE NEWS</h3>${card(1)}${card(2)}${card(3)}</div></article></body></html>`,
    );
    expect(body).toContain('how point 6 works');
    expect(body).not.toContain('ALSO IN THE NEWS');
    expect(body).not.toContain('Other headline');
  });

  it('drops a "Recommended Reading" label and the teasers after it, up to the next heading', async () => {
    const body = await extract(
      `<html><body><article><h1>Doing your taxes</h1>${prose}<h2>Recommended Reading</h2>${card(1)}${card(2)}<h2>Final word</h2><p>${sentence('closing', 7)}</p></article></body></html>`,
    );
    expect(body).not.toContain('Other headline');
    expect(body).toContain('The closing section');
  });

  it('keeps a "Related" section of long notes, and a "Related work" heading', async () => {
    const note = `<li>${sentence('fold-and-cut', 1)} ${sentence('origami', 2)} ${sentence('paper', 3)} ${sentence('cut', 4)}</li>`;
    const body = await extract(
      `<html><body><article><h1>Fold and cut</h1>${prose}<h2>Related</h2><ul>${note}${note}</ul><h2>Related work</h2><p>${sentence('prior', 8)}</p></article></body></html>`,
    );
    expect(body).toContain('The fold-and-cut section');
    expect(body).toContain('Related work');
    expect(body).toContain('The prior section');
  });
});
