/**
 * The story's wrapper (story-wrapper.ts) and closed dialogs (chrome.ts): article text the choice
 * used to leave out, and hidden text it used to take.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { storyBounds } from '../../shared/extract/html/boundaries.ts';
import { htmlExtractor } from '../../shared/extract/html/index.ts';
import { parseHtml } from '../../shared/extract/html/parse.ts';
import { storyWrapper } from '../../shared/extract/html/story-wrapper.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
const body = async (html: string) =>
  (await htmlExtractor.extract(new TextEncoder().encode(html), OPTIONS, new FallbackRecorder())).body;

const sentence = (topic: string, i: number) =>
  `The ${topic} point number ${i} is made at some length here, with commas, clauses, and details, so that it reads as a real paragraph of prose.`;

/** A rich-text block of eight paragraphs: the scorer's top candidate. */
const RICH_TEXT = `<div class="rich-text">${Array.from({ length: 8 }, (_, i) => `<p>${sentence('main', i)}</p>`).join('')}</div>`;
/** A user's quotation: a long sentence without the commas that would make it score. */
const quote = (i: number) =>
  `User number ${i} says that the controls helped the team meet the state and federal rules in a way that was easy to follow and to apply.`;

/**
 * Quotations from users in list items of a carousel, each a long sentence, 1,000+ characters in all,
 * set deep enough that the carousel scores under the sibling threshold.
 */
const carousel = (tag: 'li' | 'blockquote') =>
  `<div class="quote-carousel"><h3>What users are saying</h3><div class="track"><ul class="slides">${Array.from(
    { length: 8 },
    (_, i) =>
      tag === 'li'
        ? `<li><div>${quote(i)}</div><div class="source">User ${i}</div></li>`
        : `<li><blockquote>${quote(i)}</blockquote><div class="source">User ${i}</div></li>`,
  ).join('')}</ul></div></div>`;

const page = (main: string) =>
  `<html><body><nav><a href="/">Home</a></nav><h1>Best practices</h1><main class="site-main"><div class="col">${main}</div></main><footer>Footer</footer></body></html>`;

describe('the story wrapper', () => {
  it('takes the <main> when much of its prose lies outside the chosen block', async () => {
    const text = await body(page(`${RICH_TEXT}${carousel('li')}`));
    expect(text).toContain(sentence('main', 0));
    expect(text).toContain(quote(0));
    expect(text).toContain(quote(7));
  });

  it('does not count quotations as prose left out', () => {
    const wrapperOf = (html: string) => {
      const $ = parseHtml(page(html));
      const top = $('.rich-text').get(0)!;
      return storyWrapper(top, [top], storyBounds($('body').get(0)!))?.name ?? null;
    };
    expect(wrapperOf(`${RICH_TEXT}${carousel('li')}`)).toBe('main');
    expect(wrapperOf(`${RICH_TEXT}${carousel('blockquote')}`)).toBeNull();
  });

  it('leaves the choice alone when only a short bio lies outside it', async () => {
    const bio = `<div class="bio"><p>${sentence('bio', 0)}</p></div>`;
    const text = await body(page(`${RICH_TEXT}${bio}`));
    expect(text).toContain(sentence('main', 7));
    expect(text).not.toContain(sentence('bio', 0));
  });
});

describe('closed dialogs', () => {
  it('drops a <dialog> without `open`, as a browser hides it', async () => {
    const glossary = 'A glossary definition that a modal dialog shows only when the reader clicks a term.';
    const html = `<html><body><h1>Index funds</h1><article>${Array.from({ length: 5 }, (_, i) => `<p>${sentence('fund', i)}</p>`).join('')}<dialog id="modal-term"><div><p>${glossary}</p></div></dialog></article></body></html>`;
    expect(await body(html)).not.toContain(glossary);
    expect(await body(html.replace('<dialog id', '<dialog open id'))).toContain(glossary);
  });
});
