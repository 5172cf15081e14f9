import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../../shared/extract/html/parse.ts';
import { byTag, textLength } from '../../shared/extract/markup/dom.ts';

/** Whitespace JavaScript's \s knows, some it does not (U+0085, U+180E, U+200B), and letters. */
const CHARS = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\u00a0',
  '\u2003',
  '\u3000',
  '\ufeff',
  '\u0085',
  '\u180e',
  '\u200b',
  'a',
  'é',
];
const text = fc.array(fc.constantFrom(...CHARS), { maxLength: 12 }).map((a) => a.join(''));

describe('linear DOM helpers', () => {
  it('textLength equals the length of the collapsed, trimmed text', () => {
    fc.assert(
      fc.property(text, text, text, (a, b, c) => {
        const $ = parseHtml(`<div>${a}<b>${b}</b><i><u>${c}</u></i>${b}</div>`);
        const el = $('div').get(0)!;
        expect(textLength(el)).toBe($(el).text().replace(/\s+/g, ' ').trim().length);
      }),
      { numRuns: 1000, seed: 9 },
    );
  });

  it('byTag finds nested elements in document order, not the root itself', () => {
    const $ = parseHtml(
      '<div id="r"><p id="1"><span><p id="2"></p></span></p><div><p id="3"></p></div></div>',
    );
    expect(byTag($('#r').get(0)!, 'p').map((p) => p.attribs.id)).toEqual(['1', '2', '3']);
    expect(byTag($('#r').get(0)!, 'div')).toHaveLength(1);
  });
});
