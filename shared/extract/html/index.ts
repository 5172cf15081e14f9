/**
 * HTML extractor: cheerio parse (no scripts run, no network), main-content choice, text walk.
 */
import * as cheerio from 'cheerio';
import { GleanerError } from '../../errors.ts';
import { engineVersion } from '../../receipt.ts';
import { type Extractor, emptyMetadata } from '../types.ts';
import { htmlToText } from './to-text.ts';

export const HTML_STAGE = { id: 'extract.html', version: '0.1.0' };

/** Page chrome that is never article text. */
const CHROME_SELECTOR =
  'nav, aside, footer, header, form, [role=navigation], [role=banner], [role=contentinfo], [aria-hidden=true], [hidden]';

/** Candidates for the main content, best first. */
const MAIN_SELECTORS = ['article', 'main', '[role=main]', '#content', '.content', 'body'];

function decode(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 2048));
  const charset = /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  try {
    return new TextDecoder(charset && charset !== 'utf8' ? charset : 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

export const htmlExtractor: Extractor = {
  format: 'html',
  stage: HTML_STAGE,
  async extract(bytes, _options, fallbacks) {
    const html = decode(bytes);
    let $: cheerio.CheerioAPI;
    try {
      $ = cheerio.load(html);
    } catch (err) {
      throw new GleanerError('corrupt', `HTML could not be parsed (${(err as Error).message})`);
    }
    const metadata = emptyMetadata();
    metadata.title =
      $('meta[property="og:title"]').attr('content')?.trim() || $('title').first().text().trim() || null;
    const author = $('meta[name="author"], meta[name="citation_author"]')
      .map((_, el) => $(el).attr('content')?.trim() ?? '')
      .get()
      .filter(Boolean);
    metadata.authors = author;
    metadata.doi = $('meta[name="citation_doi"], meta[name="dc.identifier"]').attr('content')?.trim() || null;
    metadata.language = $('html').attr('lang')?.trim() || null;
    let chosen = 'body';
    let body = '';
    for (const sel of MAIN_SELECTORS) {
      const el = $(sel).first();
      if (!el.length) continue;
      const clone = el.clone();
      clone.find(CHROME_SELECTOR).remove();
      const text = htmlToText(clone.get(0)!);
      if (text.length > 200 || sel === 'body') {
        chosen = sel;
        body = text;
        break;
      }
    }
    if (!body) {
      body = htmlToText($.root().get(0)!);
      chosen = 'document';
    }
    if (chosen === 'body' || chosen === 'document') {
      fallbacks.fallback(
        'html.no_main_element',
        'no article/main element with text; used the whole body minus page chrome',
      );
    }
    return {
      format: 'html',
      body,
      footnotes: [],
      tables: [],
      markdown: null,
      pages: null,
      metadata,
      diagnostics: { main_selector: chosen, chars: body.length },
      engines: { cheerio: engineVersion('cheerio') },
    };
  },
};
