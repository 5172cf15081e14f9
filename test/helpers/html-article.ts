/** The HTML extractor's article text without the headline, as the scrapinghub metric wants it. */

import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { htmlExtractor } from '../../shared/extract/html/index.ts';
import { parseHtml } from '../../shared/extract/html/parse.ts';
import { htmlToText } from '../../shared/extract/markup/to-text.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;

export async function articleText(html: Uint8Array): Promise<string> {
  try {
    const r = await htmlExtractor.extract(html, OPTIONS, new FallbackRecorder());
    const headline = r.diagnostics.headline as string | null;
    return headline && r.body.startsWith(headline) ? r.body.slice(headline.length).trim() : r.body;
  } catch {
    return '';
  }
}

/** Whole-page text (the html-text style baseline): every text node of the body through the same walk. */
export function wholePageText(html: Uint8Array): string {
  const $ = parseHtml(new TextDecoder().decode(html));
  return htmlToText($('body').get(0) ?? $.root().get(0)!);
}

/** The HTML extractor's body text of a page given as a string (the unit tests' pages). */
export async function bodyOf(html: string): Promise<string> {
  return (await htmlExtractor.extract(new TextEncoder().encode(html), OPTIONS, new FallbackRecorder())).body;
}

/** Four paragraphs of prose, enough for the scorer to take their container as the article. */
export const PROSE = Array.from(
  { length: 4 },
  (_, i) =>
    `<p>Paragraph ${i + 1} of the story says something long enough to be prose, with commas, clauses, and a point that runs on for a while before it ends.</p>`,
).join('');

/** A page of site chrome around an article of PROSE followed by `article`. */
export const articlePage = (article: string) =>
  `<html><body><nav><a href="/">Home</a> <a href="/about">About</a></nav><h1>Headline</h1><div class="post">${PROSE}${article}</div><footer>Footer text</footer></body></html>`;
