/**
 * An `<aside>` that is the article's sidenote (extract.html 2.19.0, chrome.ts): two long plain
 * paragraphs outside any teaser list, in an aside that is not link-heavy, keep it in the page; a
 * sidebar of teasers with excerpts as long, a live feed of linked updates, or an aside with one
 * paragraph goes as before.
 */
import { describe, expect, it } from 'vitest';
import { articlePage, bodyOf } from '../helpers/html-article.ts';

const long = (tag: string, i: number) =>
  `<p>${tag} ${i} goes into the detail the main text skips, with a caveat, an example, and the reason the argument still holds when the device is writable or shared with other tenants.</p>`;

describe('prose asides', () => {
  it('keeps a sidenote with a heading and two long paragraphs', async () => {
    const text = await bodyOf(
      articlePage(`<aside><h3>A note on other devices</h3>${long('Note', 1)}${long('Note', 2)}</aside>`),
    );
    expect(text).toContain('A note on other devices');
    expect(text).toContain('Note 2 goes into the detail');
  });

  it('drops a sidebar of teasers whose excerpts are as long', async () => {
    const teasers = [1, 2, 3, 4]
      .map(
        (i) =>
          `<div class="item"><h4><a href="/deal-${i}">Deal number ${i} on wireless earbuds today</a></h4>${long('Excerpt', i)}</div>`,
      )
      .join('');
    const text = await bodyOf(articlePage(`<aside><div class="deals">${teasers}</div></aside>`));
    expect(text).not.toContain('Excerpt 1 goes into the detail');
    expect(text).not.toContain('Deal number 1');
  });

  it('drops an aside with a single paragraph', async () => {
    const text = await bodyOf(articlePage(`<aside>${long('Bio', 1)}</aside>`));
    expect(text).not.toContain('Bio 1 goes into the detail');
  });

  it('drops a live feed of other stories: long paragraphs between many links', async () => {
    // Entries too long for teasers (two paragraphs each), with a third of their text in links.
    const entries = [1, 2, 3]
      .map(
        (i) =>
          `<li><a href="/live/${i}">Live update ${i}: the minister answers questions in parliament tonight</a>${long('Update', i)}${long('More', i)}` +
          `<a href="/live/${i}/video">Watch the video of the exchange</a> <a href="/live/${i}/reactions">Read every reaction from the benches</a></li>`,
      )
      .join('');
    const text = await bodyOf(articlePage(`<aside><ul class="feed">${entries}</ul></aside>`));
    expect(text).not.toContain('Update 1 goes into the detail');
  });
});
