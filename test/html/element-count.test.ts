/**
 * The scan that refuses a page of more elements than any article holds, before its DOM is built
 * (`element-count.ts`, used by `parseHtml`): it must count what the parser builds, so that the
 * limit means what it says, and skip what the parser reads as text (comments, scripts, styles).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countElements } from '../../shared/extract/html/element-count.ts';
import { parseHtml } from '../../shared/extract/html/parse.ts';
import { descendants } from '../../shared/extract/markup/dom.ts';

/** Pieces of markup whose `<` the scan must tell apart: tags, text, comments and raw-text elements. */
const PIECES = [
  '<div>',
  '</div>',
  '<span class="a">',
  '</span>',
  '<br/>',
  '<SPAN>',
  '<p>',
  'a < b',
  'x<1',
  '<!-- <b>not</b> -->',
  '<script>if (a<b) document.write("<i>x</i>")</script>',
  '<style>a>b{}</style>',
  '<title>T <b></title>',
  '<textarea><p>typed</p></textarea>',
  '<scripts>',
  '<stylesheet>',
  '<!doctype html>',
  '</p>',
  '</br>',
  '<p>text</p>',
];
const page = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((a) => a.join(''));
const domElements = (html: string) => descendants(parseHtml(html).root().get(0)!, () => true).length;

describe('counting a page’s elements before parsing it', () => {
  it('never counts fewer elements than htmlparser2 builds, and exactly as many without </p> or </br>', () => {
    fc.assert(
      fc.property(page, (html) => {
        const dom = domElements(html);
        if (/<\/(p|br)>/i.test(html)) expect(countElements(html)).toBeGreaterThanOrEqual(dom);
        else expect(countElements(html)).toBe(dom);
      }),
    );
  });

  it('counts stray </p> and </br>, which the parser turns into elements', () => {
    expect(domElements('</p></br>'.repeat(50))).toBe(100);
    expect(countElements('</p></br>'.repeat(50))).toBe(100);
  });

  it('does not count tags inside comments, scripts, styles, titles or textareas', () => {
    expect(countElements('<!-- <p> --><script><p><p></script><style><p></STYLE><p>')).toBe(3);
    expect(countElements('<title><b></title><textarea><b></textarea>')).toBe(2);
  });

  it('stops counting just past the limit it is given', () => {
    expect(countElements('<b>'.repeat(1000), 10)).toBe(11);
  });

  it('parses a page of exactly maxElements elements and refuses one more', () => {
    const html = (n: number) => '<span>w</span>'.repeat(n);
    expect(parseHtml(html(100), Number.POSITIVE_INFINITY, 100)('span').length).toBe(100);
    expect(() => parseHtml(html(101), Number.POSITIVE_INFINITY, 100)).toThrow(
      expect.objectContaining({
        code: 'limits_exceeded',
        message: expect.stringContaining('maxHtmlElements'),
      }),
    );
  });
});
