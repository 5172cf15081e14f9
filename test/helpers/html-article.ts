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
