/**
 * Page chrome removed before scoring: scripts and form controls, hidden blocks, reader comments
 * and, in the strict attempts, blocks whose class, id or role says navigation, banner, sidebar
 * and the like (Readability's "unlikely candidates"). Embedded quotations are kept.
 */
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { holdsQuotation, textLength } from '../markup/dom.ts';

/** class/id hints of page chrome. */
const UNLIKELY =
  /-ad-|ai2html|banner|breadcrumb|combx|comment|community|cookie|cover-wrap|disqus|extra|footer|gdpr|header|legends|menu|newsletter|pager|pagination|popup|promo|related|remark|replies|rss|share|shoutbox|sidebar|skyscraper|social|sponsor|subscribe|supplemental|yom-remote/i;
/** Reader comments: never the article, in any attempt. */
const COMMENTS = /(^|\s)(comments?|comment-list|commentlist|comments-area|disqus_thread)(\s|$)/i;
/** ...unless they also say they hold the content. */
const MAYBE_CONTENT = /and|article|body|column|content|main|mathjax|shadow/i;
const CHROME_ROLES = new Set([
  'menu',
  'menubar',
  'complementary',
  'navigation',
  'alert',
  'alertdialog',
  'dialog',
]);
// <form> is not chrome: ASP.NET pages wrap the whole page in one.
const CHROME_TAGS =
  'nav, aside, footer, button, select, textarea, input, iframe, noscript, script, style, svg, template';

/**
 * A block holding this share of the page's text is the page's wrapper, whatever its class says:
 * themes wrap the article and its sidebar in one "sidebar-container" (wcxb-dev 0390 lost its article).
 */
const WRAPPER_SHARE = 0.5;
/** The share is weighed for this many unlikely blocks per page at most, so hostile pages stay linear. */
const MAX_WEIGHED = 200;

function holdsMostOfPage(el: Element, pageChars: number, weighed: number): boolean {
  return weighed < MAX_WEIGHED && pageChars > 0 && textLength(el) >= pageChars * WRAPPER_SHARE;
}

/** Remove scripts, chrome elements and hidden or unlikely blocks, in place. */
export function stripChrome($: CheerioAPI, unlikely: boolean): number {
  let removed = 0;
  $(CHROME_TAGS).remove();
  $('[hidden], [aria-hidden=true], [style*="display:none"], [style*="display: none"]').remove();
  $('*').each((_, node) => {
    const el = node as Element;
    if (el.parent && COMMENTS.test(`${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`)) {
      $(el).remove();
      removed++;
    }
  });
  if (!unlikely) return removed;
  const body = $('body').get(0);
  const pageChars = body ? textLength(body) : 0;
  let weighed = 0;
  $('*').each((_, node) => {
    const el = node as Element;
    if (!el.parent || el.name === 'html' || el.name === 'body' || el.name === 'article' || el.name === 'main')
      return;
    const role = el.attribs?.role;
    const hint = `${el.attribs?.class ?? ''} ${el.attribs?.id ?? ''}`;
    const unlikely = (role && CHROME_ROLES.has(role)) || (UNLIKELY.test(hint) && !MAYBE_CONTENT.test(hint));
    if (
      unlikely &&
      $(el).closest('table, code, pre').length === 0 &&
      !holdsQuotation(el) &&
      !holdsMostOfPage(el, pageChars, weighed++)
    ) {
      $(el).remove();
      removed++;
    }
  });
  return removed;
}
