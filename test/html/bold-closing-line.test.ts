/**
 * A short all-bold paragraph is taken for a heading (pages whose only headings are
 * `<p><b>Methods</b></p>`), but not when nothing follows it: a closing line set in bold (the
 * herald-sun page's author line) heads no section. Markup headings keep their role wherever
 * they are.
 */
import * as cheerio from 'cheerio';
import { expect, it } from 'vitest';
import { htmlToBlocks } from '../../shared/extract/markup/to-text.ts';

const blocksOf = (html: string) => htmlToBlocks(cheerio.load(html).root().get(0)!);

it('reads a bold line with prose after it as a heading, and a bold last line as a paragraph', () => {
  const blocks = blocksOf(
    '<p><b>Methods</b></p><p>We asked forty people to sleep.</p><p><b>Anna Keller, Staff Writer</b></p>',
  );
  expect(blocks.map((b) => b.role)).toEqual(['heading', 'paragraph', 'paragraph']);
});

it('keeps a marked-up heading at the end a heading', () => {
  const blocks = blocksOf('<p>We asked forty people to sleep.</p><h2>Related reading</h2>');
  expect(blocks[1].role).toBe('heading');
});
