/**
 * Run-in leads closed by an em dash (markup walk, shared by DOCX and HTML): IEEE's
 * "Abstract—The…", set in bold italic before an abstract in bold, and the AHA journals'
 * "Methods and Results—"; a bold sentence opening before a dash, or a spaced dash, is not one.
 */
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from '../../shared/extract/markup/to-text.ts';

const blocksOf = (html: string) => htmlToBlocks(cheerio.load(html).root().get(0)!);

describe('a lead closed by an em dash', () => {
  it("reads IEEE's all-bold abstract as a run-in 'Abstract—' at the top level, after a title heading", () => {
    const [, abstract] = blocksOf(
      '<h1>Sleep and Word Pairs</h1><p><b><i>Abstract—</i>Sleep is widely believed to support memory.</b></p>',
    );
    expect(abstract.role).toBe('paragraph');
    expect(abstract.runIn).toEqual({ length: 'Abstract—'.length, level: 1 });
  });

  it('reads a short emphasised lead with the dash inside or right after the bold as run-in', () => {
    const [, inside, after] = blocksOf(
      '<h2>Method</h2><p><b>Methods and Results—</b>We enrolled 40 patients.</p>' +
        '<p><b>Background</b>—Sleep supports memory.</p>',
    );
    expect(inside.runIn).toEqual({ length: 'Methods and Results—'.length, level: 2 });
    expect(after.runIn).toEqual({ length: 'Background—'.length, level: 2 });
  });

  it('leaves a bold sentence opening, a spaced dash and an all-bold paragraph without the word alone', () => {
    const blocks = blocksOf(
      '<p><b>Email marketing consistently delivers the best returns</b>—we are talking $40 a dollar.</p>' +
        '<p><b>WASHINGTON</b> — The senate voted today.</p>' +
        '<p><b>Results—all of them—were positive.</b></p>',
    );
    for (const b of blocks) expect(b.runIn).toBeUndefined();
  });
});
