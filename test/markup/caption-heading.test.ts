/**
 * Captions that come dressed as headings or run-in leads (shared/extract/markup/roles.ts): a
 * heading element that holds "Table 1 Recovery rate…" (Springer Nature's table titles) and a
 * paragraph opening with a bold "Figure 1." (MDPI's figure descriptions) are captions, not
 * sections. A heading that merely mentions a table stays a heading.
 */
import * as cheerio from 'cheerio';
import { expect, it } from 'vitest';
import { htmlToBlocks } from '../../shared/extract/markup/to-text.ts';

const blocksOf = (html: string) => htmlToBlocks(cheerio.load(html).root().get(0)!);
const para = '<p>We asked forty people to sleep in the laboratory for a week.</p>';

it('reads a table title set in a heading element as a caption', () => {
  const blocks = blocksOf(
    `<h2>Results</h2>${para}<h3 class="c-article-table__title">Table 1 Recovery rate and richness of the three settings.</h3><h3>Fig. 2: Cover by zone</h3>${para}`,
  );
  expect(blocks.map((b) => b.role)).toEqual(['heading', 'paragraph', 'caption', 'caption', 'paragraph']);
});

it('keeps a heading about tables a heading', () => {
  const blocks = blocksOf(`<h2>Tables and figures</h2>${para}<h2>Table tennis in 2024</h2>${para}`);
  expect(blocks.filter((b) => b.role === 'heading').length).toBe(2);
});

it('reads a bold "Figure 1." lead as a caption label, not a run-in heading', () => {
  const [, fig, runIn] = blocksOf(
    `<h2>Results</h2><div class="html-fig_description"><b>Figure 1.</b> The cover of each reef against the year.</div><p><b>Participants.</b> Forty people took part in the study.</p>`,
  );
  expect(fig.role).toBe('caption');
  expect(fig.runIn).toBeUndefined();
  expect(runIn.runIn?.length).toBe('Participants.'.length);
});
