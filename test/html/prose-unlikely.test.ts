/**
 * Prose under an unlikely class (docs/html.md, "Prose is no chrome by its class"): the strict
 * attempt keeps a block whose class or id says header, sidebar or the like when it holds two
 * paragraphs of 150+ characters with little link text; a block with one such paragraph, or one
 * that is chrome by its role (a dialog), still goes.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { stripChrome } from '../../shared/extract/html/chrome.ts';
import { htmlExtractor } from '../../shared/extract/html/index.ts';
import { parseHtml } from '../../shared/extract/html/parse.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
const body = async (html: string) =>
  (await htmlExtractor.extract(new TextEncoder().encode(html), OPTIONS, new FallbackRecorder())).body;

const para = (label: string) =>
  `<p>${label} says something long enough to be prose, with commas, clauses, and a point that runs on for a while before it finally ends here.</p>`;
const PROSE = [1, 2, 3, 4].map((i) => para(`Body paragraph ${i}`)).join('');

describe('prose under an unlikely class', () => {
  it("keeps a listicle's intro in a header-classed section", async () => {
    const text = await body(
      `<html><body><nav><a href="/">Home</a></nav><div class="post"><section class="listicle-header"><h1>Ten ideas</h1>${para('The first intro paragraph')}${para('The second intro paragraph')}</section>${PROSE}</div></body></html>`,
    );
    expect(text).toContain('The first intro paragraph says');
    expect(text).toContain('The second intro paragraph says');
    expect(text).toContain('Body paragraph 4 says');
  });

  it('still strips a header-classed block with one long paragraph, and a dialog with prose', () => {
    const $ = parseHtml(
      `<html><body><div class="site-header">${para('A long tagline of the site header')}<a href="/">Home</a></div><div role="dialog">${para('Cookie text one')}${para('Cookie text two')}</div><div class="post">${PROSE}</div></body></html>`,
    );
    stripChrome($, true);
    const text = $('body').text();
    expect(text).not.toContain('A long tagline');
    expect(text).not.toContain('Cookie text one');
    expect(text).toContain('Body paragraph 1');
  });

  it('keeps a sidebar-classed block of two long paragraphs while stripping', () => {
    const $ = parseHtml(
      `<html><body><div class="post">${PROSE}</div><div class="sidebar-note">${para('The first note in the box')}${para('The second note in the box')}</div><div class="sidebar"><a href="/a">A link</a> <a href="/b">Another</a></div></body></html>`,
    );
    stripChrome($, true);
    const text = $('body').text();
    expect(text).toContain('The first note in the box says');
    expect(text).not.toContain('Another');
  });
});
