/**
 * A "Keywords" heading set a level below the "Abstract" heading (Wiley's h3 after the abstract's
 * h2) is a front-matter part beside the abstract (shared/extract/markup/roles.ts): it takes the
 * abstract heading's level, and the paragraph under it is not read as abstract.
 */
import * as cheerio from 'cheerio';
import { expect, it } from 'vitest';
import { htmlToBlocks } from '../../shared/extract/markup/to-text.ts';

const blocksOf = (html: string) => htmlToBlocks(cheerio.load(html).root().get(0)!);
const para = '<p>We asked forty people to sleep in the laboratory for a week.</p>';

it('sets a Keywords heading under the abstract beside it, and its paragraph is no abstract', () => {
  const blocks = blocksOf(
    `<h2>Abstract</h2>${para}<h3>Keywords</h3><p>sleep, memory, laboratory studies of rest</p><h2>Introduction</h2>${para}`,
  );
  expect(blocks.map((b) => `${b.role} ${b.level ?? ''}`.trim())).toEqual([
    'heading 1',
    'abstract',
    'heading 1',
    'paragraph',
    'heading 1',
    'paragraph',
  ]);
});
