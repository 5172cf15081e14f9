/**
 * HTML extractor: cheerio parse (no scripts run, no network), metadata, main-content choice,
 * then the shared block/inline text walk. The headline is the first paragraph of the body
 * (and `diagnostics.headline`, so evaluations that exclude it can).
 */
import * as cheerio from 'cheerio';
import type { Element } from 'domhandler';
import { GleanerError } from '../../errors.ts';
import { engineVersion } from '../../receipt.ts';
import { type DocMetadata, type Extractor, emptyMetadata } from '../types.ts';
import { academicContent, findAcademicArticle } from './academic.ts';
import { ATTEMPTS, findMainContent } from './main-content.ts';
import { type Streams, shelterStreams, takeStreams } from './streams.ts';
import { htmlToText } from './to-text.ts';

// 1.1.0: publisher pages (arXiv, JATS, citation_* pages) by their markup; captions and footnotes as streams.
export const HTML_STAGE = { id: 'extract.html', version: '1.1.0' };

/** Below this many characters the chosen article is suspect, and a JSON-LD articleBody may win. */
const MIN_ARTICLE_CHARS = 200;
/** An attempt giving fewer characters than this is retried with relaxed filters (Readability uses 500). */
const RETRY_BELOW_CHARS = 500;

function decode(bytes: Uint8Array): string {
  // Pages often declare a charset their bytes do not use; valid UTF-8 wins over the declaration.
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
    const charset = /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    try {
      return new TextDecoder(charset ?? 'windows-1252').decode(bytes);
    } catch {
      return new TextDecoder('windows-1252').decode(bytes);
    }
  }
}

function readMetadata($: cheerio.CheerioAPI): DocMetadata {
  const meta = (sel: string) => $(sel).first().attr('content')?.trim() || null;
  const metadata = emptyMetadata();
  metadata.title =
    meta('meta[name="citation_title"]') ??
    meta('meta[property="og:title"]') ??
    ($('title').first().text().trim() || null);
  metadata.authors = $('meta[name="citation_author"], meta[name="author"], meta[name="dc.creator"]')
    .map((_, el) => $(el).attr('content')?.trim() ?? '')
    .get()
    .filter(Boolean);
  metadata.created =
    meta('meta[name="citation_publication_date"]') ??
    meta('meta[property="article:published_time"]') ??
    meta('meta[name="dc.date"]');
  metadata.modified = meta('meta[property="article:modified_time"]');
  metadata.doi = meta('meta[name="citation_doi"]') ?? meta('meta[name="dc.identifier"]');
  metadata.language = $('html').attr('lang')?.trim() || null;
  metadata.producer = meta('meta[name="generator"]');
  return metadata;
}

/** JSON-LD articleBody, when a page ships one (some pages render the article with scripts). */
function jsonLdArticleBody($: cheerio.CheerioAPI): string | null {
  let best: string | null = null;
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      const stack: unknown[] = [JSON.parse($(el).text())];
      while (stack.length) {
        const v = stack.pop();
        if (Array.isArray(v)) stack.push(...v);
        else if (v && typeof v === 'object') {
          const body = (v as Record<string, unknown>).articleBody;
          if (typeof body === 'string' && body.length > (best?.length ?? 0)) best = body;
          stack.push(...Object.values(v));
        }
      }
    } catch {
      // Broken JSON-LD is common and harmless: ignore that block.
    }
  });
  return best;
}

export const htmlExtractor: Extractor = {
  format: 'html',
  stage: HTML_STAGE,
  async extract(bytes, options, fallbacks) {
    const html = decode(bytes);
    let $: cheerio.CheerioAPI;
    try {
      $ = cheerio.load(html);
    } catch (err) {
      throw new GleanerError('corrupt', `HTML could not be parsed (${(err as Error).message})`);
    }
    const depth = maxDepth($.root().get(0) as unknown as Element);
    if (depth > options.limits.maxXmlDepth) {
      throw new GleanerError(
        'limits_exceeded',
        `HTML nests ${depth} elements deep (limit ${options.limits.maxXmlDepth})`,
      );
    }
    const metadata = readMetadata($);
    const ldBody = jsonLdArticleBody($);
    let h1 = $('h1').first().text().replace(/\s+/g, ' ').trim() || null;
    // A publisher page is found by its markup, in one pass; any other page by the scorer.
    const academic = findAcademicArticle($);
    // Each attempt parses afresh (choosing mutates the DOM); keep the longest result.
    let best: {
      text: string;
      main: ReturnType<typeof findMainContent>;
      attempt: number;
      streams: Streams;
    } | null = null;
    for (let i = 0; i < (academic ? 1 : ATTEMPTS.length); i++) {
      const page = i === 0 ? $ : cheerio.load(html);
      let main: ReturnType<typeof findMainContent>;
      if (academic) main = academicContent(page, academic);
      else {
        shelterStreams(page);
        main = findMainContent(page, ATTEMPTS[i]);
      }
      const streams = takeStreams(page, main.nodes, academic?.kind ?? null);
      // A LaTeX title may carry a note (\thanks), which is in the footnotes now.
      if (academic) h1 = page(main.nodes).find('h1').first().text().replace(/\s+/g, ' ').trim() || h1;
      // The headline usually sits outside the article container; drop it from inside to avoid a repeat.
      for (const n of main.nodes) page(n).find('h1').first().remove();
      const text = htmlToText(main.nodes);
      if (!best || text.length > best.text.length) best = { text, main, attempt: i, streams };
      if (text.length >= RETRY_BELOW_CHARS) break;
    }
    const { main } = best!;
    let { streams } = best!;
    let content = best!.text;
    if (best!.attempt > 0)
      fallbacks.fallback(
        'html.relaxed_filters',
        `article found at attempt ${best!.attempt + 1} of ${ATTEMPTS.length}`,
      );
    let source = 'dom';
    if (content.length < MIN_ARTICLE_CHARS && ldBody && ldBody.length > content.length) {
      content = ldBody.trim();
      source = 'json-ld';
      // Notes and captions of a DOM choice this poor belong to the wrong block.
      streams = { footnotes: [], captions: [] };
      fallbacks.fallback(
        'html.jsonld_article_body',
        `article DOM gave ${content.length} chars; used JSON-LD articleBody`,
      );
    }
    if (main.chosen === 'body')
      fallbacks.fallback('html.no_article_candidate', 'no paragraph-like content; used the whole body');
    const headline = h1 ?? metadata.title;
    const body = headline ? `${headline}\n\n${content}` : content;
    return {
      format: 'html',
      body,
      footnotes: streams.footnotes,
      captions: streams.captions,
      tables: [],
      markdown: null,
      pages: null,
      metadata,
      diagnostics: {
        headline,
        academic: academic?.kind ?? null,
        article: main.chosen,
        article_score: main.topScore,
        article_source: source,
        attempt: best!.attempt + 1,
        chrome_blocks_removed: main.chromeRemoved,
        chars: content.length,
      },
      engines: { cheerio: engineVersion('cheerio') },
    };
  },
};

/** Deepest element nesting, iteratively (a hostile page must not exhaust the stack). */
function maxDepth(root: Element): number {
  let max = 0;
  const stack: [Element, number][] = [[root, 0]];
  while (stack.length) {
    const [el, d] = stack.pop()!;
    if (d > max) max = d;
    for (const c of el.children ?? [])
      if (c.type === 'tag' || c.type === 'root') stack.push([c as Element, d + 1]);
  }
  return max;
}
