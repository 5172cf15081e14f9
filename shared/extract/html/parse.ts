/**
 * HTML to a cheerio DOM with htmlparser2 (HTML mode) rather than cheerio's default parse5.
 * parse5 follows the HTML5 tree-construction algorithm exactly but was two thirds of the
 * extractor's time on the scrapinghub pages (32 ms of 48 per page); htmlparser2 parses the same
 * pages about 8x faster. It does not synthesize <html>/<body> or foster-parent misplaced table
 * content; the scorer does not rely on either, and F1 on the benchmark is identical.
 *
 * Nesting is refused while parsing: htmlparser2 keeps its open-element stack with
 * `unshift`/`shift`, so each tag costs the depth it is opened at, and 100,000 unclosed
 * `<div><span>` took 10–58 s to parse before a depth check on the finished tree could refuse
 * them. Stopping at the limit keeps that cost bounded by the limit.
 *
 * Size is refused before parsing: building and walking a DOM costs about 12 µs of CPU per element,
 * so a page of a million inline spans took 13–15 s where the largest real article holds about 10,000
 * elements. A limited parse first counts the page's start tags in one scan of the source
 * (`element-count.ts`, about 0.1 µs per tag) and refuses a page over `maxElements`.
 */
import * as cheerio from 'cheerio';
import { DomHandler } from 'domhandler';
import { Parser } from 'htmlparser2';
import { DEFAULT_MAX_HTML_ELEMENTS } from '../../config/index.ts';
import { GleanerError } from '../../errors.ts';
import { countElements } from './element-count.ts';
import { repairTree } from './repair-tree.ts';

/** What cheerio.load's `{ xml: { xmlMode: false, decodeEntities: true } }` hands htmlparser2. */
const PARSER_OPTIONS = { xmlMode: false, decodeEntities: true } as const;
const OPTIONS = { xml: PARSER_OPTIONS } as const;

/** Builds the DOM and throws `limits_exceeded` at the first element nested deeper than `maxDepth`. */
class DepthLimitedHandler extends DomHandler {
  constructor(private readonly maxDepth: number) {
    super(undefined, PARSER_OPTIONS);
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    // The document is tagStack[0], so the element being opened sits tagStack.length deep.
    // Scripts and styles (raw text, never parents) were not counted by the tree walk this replaces.
    if (this.tagStack.length > this.maxDepth && name !== 'script' && name !== 'style')
      throw new GleanerError(
        'limits_exceeded',
        `HTML nests elements more than ${this.maxDepth} deep (the maxXmlDepth limit)`,
      );
    super.onopentag(name, attribs);
  }
}

/**
 * Parse `html`; elements nested deeper than `maxDepth` (the document is depth 0) are refused, and
 * so is a page of more than `maxElements` elements. A parse with a depth limit (the extractor's
 * first, given `limits.maxXmlDepth`) gets the default element limit too; an unlimited one
 * (re-parses of a page already accepted, tests) counts nothing.
 */
export function parseHtml(
  html: string,
  maxDepth = Number.POSITIVE_INFINITY,
  maxElements = Number.isFinite(maxDepth) ? DEFAULT_MAX_HTML_ELEMENTS : Number.POSITIVE_INFINITY,
): cheerio.CheerioAPI {
  if (Number.isFinite(maxElements) && countElements(html, maxElements) > maxElements)
    throw new GleanerError(
      'limits_exceeded',
      `HTML holds more than ${maxElements} elements (the maxHtmlElements limit; article pages hold about 10,000)`,
    );
  const handler = new DepthLimitedHandler(maxDepth);
  new Parser(handler, PARSER_OPTIONS).end(html);
  repairTree(handler.root, html);
  return cheerio.load(handler.root, OPTIONS);
}
