/**
 * HTML extractor: decode (BOM, valid UTF-8, declared charset), parse with htmlparser2 (no
 * scripts run, no network), metadata (citation_*, Dublin Core, JSON-LD, OpenGraph), then the
 * article: a publisher page by its markup, any other page by the Readability-style scorer with
 * its relaxation cascade; captions and notes to their streams, in-article boilerplate pruned,
 * data tables read as cells; a JSON-LD articleBody only when the DOM plainly missed the article.
 * The headline is the first paragraph of the body (and `diagnostics.headline`, so evaluations
 * that exclude it can).
 */
import type * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { GleanerError } from '../../errors.ts';
import { engineVersion } from '../../receipt.ts';
import { descendants } from '../markup/dom.ts';
import { collectTables } from '../markup/tables.ts';
import { htmlToBlocks } from '../markup/to-text.ts';
import type { BodyBlock, Extractor, Table } from '../types.ts';
import { academicContent, findAcademicArticle } from './academic.ts';
import { bylineAuthors } from './byline.ts';
import { decodeHtml } from './decode.ts';
import { headlineH1, sectionH1s } from './headline.ts';
import { dropInvisibles } from './invisible.ts';
import { readJsonLd } from './jsonld.ts';
import { chooseLdBody } from './ld-choice.ts';
import { ATTEMPTS, findMainContent, type MainContent } from './main-content.ts';
import { htmlToMarkdown } from './markdown.ts';
import { readHtmlMetadata } from './metadata.ts';
import { parseHtml } from './parse.ts';
import { type Streams, shelterStreams, takeStreams } from './streams.ts';

// 1.1.0: publisher pages (arXiv, JATS, citation_* pages) by their markup; captions and footnotes as streams.
// 2.0.0: htmlparser2; spec charset decoding; tolerant JSON-LD with a plausibility check; metadata from
//        citation_*/DC/JSON-LD/OG and the visible byline; in-article boilerplate pruning; same-class chunks
//        merged; tables as cells; markdown (headings, lists, tables, code).
// 2.1.0: the shared HTML→text walk (extract.markup, its own stage since) changed after 2.0.0.
// 2.2.0: blocks with roles (title, relative heading levels, bold-only headings, run-in leads,
//        abstract, keywords, references, captions); title_source 'markup'.
// 2.3.0: nesting refused while parsing (the message no longer gives the exact depth).
// 2.4.0: one article per page, publisher lines, teaser lists, invisible characters removed while
//        parsing, content after </body> and React streamed segments put back, wrapper guard.
// 2.5.0: pages over maxHtmlElements refused before parsing; 'widget' no chrome word; forms, TOC
//        labels and "Related posts" sections pruned; headings linking into the page kept.
// 2.6.0: a <figure> holding a table or code is content; reference-list entries credit nothing when
//        scoring; a document pasted inside the page gives way to its content; siblings looked for
//        beside the top candidate's single-child shell; a link-only heading opening a long paragraph kept.
// 2.7.0: a list of three or more plain items keeps its link-only items.
// 2.8.0: the best block inside a declared article body (itemprop=articleBody, entry-content, …)
//        widens to that body; a scholarly landing page gives its abstract block; a data table in
//        a chrome-classed wrapper is kept.
// 2.9.0: layout-only 'hidden' classes and slugged heading ids are no chrome hints; a linking
//        heading over a long paragraph stays; bylines from built class names, author links and
//        'Written by' labels; title from the h1 and without the site name; dates the page shows,
//        ISO 8601 when unambiguous.
// 2.10.0: a list announced by a lead-in sentence ending in a colon keeps its linked items; a
//        heading's 'header' class word and WordPress's cut 'h-' anchors are no chrome hints; a
//        linked heading numbered as a ranked entry is the entry's heading; reading-time,
//        'Written by' / 'Updated on' and 'Show Caption' lines on web pages are furniture.
// 2.11.0: recall rules: a sources list under its heading keeps its links; label-and-link lines
//        kept unless the label points elsewhere; an all-link sentence, a data table with some
//        plain text, runs of linked entry headings and announced runs of linked paragraphs kept;
//        link density counts only <a href>.
// 2.11.1: story starts counted before chrome is stripped (a preloaded next story merged into
//        the first when the first's headline sat in a header block stripped as chrome).
// 2.11.2: a date or byline line left with only its label once its <time> goes ("Published:")
//        goes too.
// 2.11.3: a <time> inside a sentence of a paragraph, list item or cell stays ("first issued on
//        1 May 2019, was revised"): it was dropped as page metadata, leaving a hole in the text.
// 2.12.0: the page's own story (own-story.ts): when the top candidate lies in a later story of a
//        stream (a headline h1-h4 or titled element with its byline or date under it), the story
//        the <title>/og:title names, else the first with a byline, wins; later stories stay out
//        of the chunk and sibling merges. "Continue reading the main story" and "Story continues
//        below advertisement" are furniture (labels up to 40 characters).
// 2.13.0: a figure holding a blockquote (a pull quote) stays, an embed's figure still goes;
//        shopping buttons standing apart from the text ("Check Price at REI", "Where to buy")
//        are furniture (shopping.ts).
// 2.14.0: the story's <article>/<main> wrapper becomes the article when it still holds much prose
//        outside the chosen block (story-wrapper.ts); a <dialog> without 'open' is hidden;
//        Tailwind's empty:hidden is no chrome hint.
// 2.15.0: an ARIA level-1 heading is the headline as an h1 is; "Author information" is a
//        publisher's section; divs holding only text and inline elements count as paragraphs in
//        the scholarly-article test (MDPI's div.html-p).
// 2.16.0: a list (or a block whose text is 90% lists) goes by link density only above 0.9, as a
//        data table; a block that is chrome by its class alone stays in the strict attempt when
//        it holds two long plain paragraphs.
// 2.17.0: on a page whose first of several <h1>s names a section ("Abstract", a word processor's
//        galley), no <h1> is the headline: they stay in the body as section headings; a title the
//        page sets as its first paragraph is that block, not repeated above it.
// 2.18.0: a hidden block that an aria-controls names (a closed accordion or tab panel) is content,
//        unless it only says it is loading (chrome.ts); the top candidate climbs to an ancestor
//        that outscores the block below it when that ancestor holds prose before the choice
//        (Readability's climb with a guard, main-content.ts).
// 2.19.0: an <aside> holding two long plain paragraphs outside any teaser list is the article's
//        sidenote and stays in the page (chrome.ts); other asides go as before.
// 2.20.0: a prefixed, underscored overflow utility class (Panda CSS `vds-overflow_hidden`) is no
//        "hidden" chrome hint, as Tailwind's `overflow-hidden` was not (score.ts).
// 2.21.0: valid UTF-8 whose every character beyond ASCII spells UTF-8 read as Latin-1 or
//        windows-1252 is decoded once more (double-utf8.ts; encoding_source `utf8-double`).
// 2.22.0: bounds on 2.18.0's and 2.19.0's looks: a pane over 120 characters is no loading message,
//        an aside over 20,000 characters is no sidenote (nested panels took 100 s of CPU on a
//        4 MB hostile page, 0.4 s now); the corpora's outputs do not change.
// 2.23.0: a disclosure toggle's label (a `<button aria-expanded>` of 15–200 characters and three
//        words or more) over a panel that stays is read as a block of text: an FAQ's questions
//        kept beside their answers (chrome.ts).
// 2.24.0: each look into a named panel or a toggle reads 400 nodes at most, and a page gets 200
//        such looks (chrome.ts): past them a named panel counts as content and a toggle as a
//        control. The corpora's outputs do not change.
export const HTML_STAGE = { id: 'extract.html', version: '2.24.0' };

/** An attempt giving fewer characters than this is retried with relaxed filters (Readability uses 500). */
const RETRY_BELOW_CHARS = 500;
/**
 * A relaxed attempt replaces a stricter one only when it finds this much more text: the strict
 * attempts prune bylines and credits, so "longest wins" alone would always undo the pruning.
 */
const RELAXED_GAIN = 1.5;

interface Attempt {
  page: cheerio.CheerioAPI;
  text: string;
  blocks: BodyBlock[];
  main: MainContent;
  attempt: number;
  streams: Streams;
  tables: Table[];
}

function oneLine(text: string): string | null {
  return text.replace(/\s+/g, ' ').trim() || null;
}

/** An h1, or an element that ARIA makes one (`role="heading" aria-level="1"`, a script-built page's title). */
const isTitleHeading = (el: Element) =>
  el.name === 'h1' || (el.attribs.role === 'heading' && el.attribs['aria-level'] === '1');

/** The first title heading among `nodes`, not counting `<h1>`s that head sections (headline.ts). */
function firstHeading(nodes: AnyNode[], sectionHead: (el: Element) => boolean): Element | undefined {
  const title = (el: Element) => isTitleHeading(el) && !sectionHead(el);
  for (const n of nodes) {
    if (n.type === 'tag' && title(n as Element)) return n as Element;
    const h = descendants(n, title)[0];
    if (h) return h;
  }
  return undefined;
}

export const htmlExtractor: Extractor = {
  format: 'html',
  stage: HTML_STAGE,
  async extract(bytes, options, fallbacks) {
    const decoded = decodeHtml(bytes, options.contentType ?? null);
    const html = decoded.text;
    let $: cheerio.CheerioAPI;
    try {
      // Nesting deeper than the limit is refused while parsing (limits_exceeded), in time bounded by
      // the limit; a page of more elements than its limit, by a scan before parsing.
      $ = parseHtml(html, options.limits.maxXmlDepth, options.limits.maxHtmlElements);
    } catch (err) {
      if (err instanceof GleanerError) throw err;
      throw new GleanerError('corrupt', `HTML could not be parsed (${(err as Error).message})`);
    }
    const ld = readJsonLd($);
    const metadata = readHtmlMetadata($, ld.articles);
    // No author in meta tags or JSON-LD: the visible byline (read before pruning removes it).
    if (!metadata.authors.length) metadata.authors = bylineAuthors($);
    const firstH1 = headlineH1($.root().get(0)!);
    let h1 = oneLine(firstH1 ? $(firstH1).text() : '');
    // A publisher page is found by its markup, in one pass; any other page by the scorer.
    const academic = findAcademicArticle($);
    // Each attempt parses afresh (choosing mutates the DOM).
    let best: Attempt | null = null;
    // Every attempt, for the diagnostics: what it chose and how much text it found.
    const tried: { attempt: number; article: string; chars: number }[] = [];
    for (let i = 0; i < (academic ? 1 : ATTEMPTS.length); i++) {
      const page = i === 0 ? $ : parseHtml(html);
      let main: MainContent;
      if (academic) {
        // Floats are taken whole by takeStreams, so captions stay where they are.
        shelterStreams(page, false);
        main = academicContent(page, academic);
      } else {
        shelterStreams(page);
        main = findMainContent(page, ATTEMPTS[i]);
      }
      const streams = takeStreams(page, main.nodes, academic?.kind ?? null);
      const heading = firstHeading(main.nodes, sectionH1s(page.root().get(0)!));
      // A LaTeX title may carry a note (\thanks), which is in the footnotes now.
      if (academic && heading) h1 = oneLine(page(heading).text()) ?? h1;
      // The headline usually sits outside the article container; drop it from inside to avoid a repeat.
      if (heading) page(heading).remove();
      const tables = collectTables(page, main.nodes, options.tables);
      const blocks = htmlToBlocks(main.nodes, { separateInlines: true });
      const text = blocks.map((b) => b.text).join('\n\n');
      tried.push({ attempt: i + 1, article: main.chosen, chars: text.length });
      if (!best || text.length > best.text.length * RELAXED_GAIN)
        best = { page, text, blocks, main, attempt: i, streams, tables };
      if (text.length >= RETRY_BELOW_CHARS) break;
    }
    const { main } = best!;
    let { streams, tables } = best!;
    let content = best!.text;
    let blocks = best!.blocks;
    if (best!.attempt > 0)
      fallbacks.fallback(
        'html.relaxed_filters',
        `article found at attempt ${best!.attempt + 1} of ${ATTEMPTS.length}`,
      );
    const ldChoice = chooseLdBody(
      ld.articles.map((a) => a.articleBody),
      content,
    );
    let source = 'dom';
    if (ldChoice.text) {
      fallbacks.fallback(
        'html.jsonld_article_body',
        `article DOM gave ${content.length} chars holding ${Math.round((ldChoice.coverage ?? 0) * 100)}% of the JSON-LD articleBody (${ldChoice.chars} chars); used the articleBody`,
      );
      content = dropInvisibles(ldChoice.text);
      // Plain text: its paragraphs are all that is known.
      blocks = content.split('\n\n').map((text) => ({ text, role: 'paragraph', page: null, bbox: null }));
      source = 'json-ld';
      // Notes, captions and tables of a DOM choice this poor belong to the wrong block.
      streams = { footnotes: [], captions: [] };
      tables = [];
    }
    if (ld.invalid)
      fallbacks.fallback('html.jsonld_invalid', `${ld.invalid} of ${ld.blocks} ld+json blocks unreadable`);
    if (main.chosen === 'body')
      fallbacks.fallback('html.no_article_candidate', 'no paragraph-like content; used the whole body');
    const headline = h1 ?? metadata.title;
    // A headline over an empty article keeps its blank paragraph: the body reads "headline\n\n" as before.
    if (headline && !blocks.length) blocks = [{ text: '', role: 'paragraph', page: null, bbox: null }];
    // A title the page sets as its first paragraph (no headline <h1>: a styled "Title" paragraph) is that block.
    if (headline && !h1 && oneLine(blocks[0].text) === headline)
      blocks = [{ ...blocks[0], role: 'title' }, ...blocks.slice(1)];
    else if (headline) blocks = [{ text: headline, role: 'title', page: null, bbox: null }, ...blocks];
    const body = blocks.map((b) => b.text).join('\n\n');
    if (metadata.title) metadata.title_source = 'markup';
    // Last: marking the DOM up for markdown changes it.
    const markdown = source === 'dom' ? htmlToMarkdown(best!.page, main.nodes, headline) : null;
    return {
      format: 'html',
      body,
      blocks,
      footnotes: streams.footnotes,
      captions: streams.captions,
      tables,
      markdown,
      pages: null,
      metadata,
      diagnostics: {
        headline,
        encoding: decoded.encoding,
        encoding_source: decoded.source,
        academic: academic?.kind ?? null,
        article: main.chosen,
        article_score: main.topScore,
        article_source: source,
        attempt: best!.attempt + 1,
        attempts: tried,
        chrome_blocks_removed: main.chromeRemoved,
        boilerplate_blocks_removed: main.pruned,
        jsonld: {
          blocks: ld.blocks,
          invalid: ld.invalid,
          reason: ldChoice.reason,
          body_chars: ldChoice.chars,
          dom_coverage: ldChoice.coverage,
        },
        chars: content.length,
      },
      engines: { cheerio: engineVersion('cheerio') },
    };
  },
};
