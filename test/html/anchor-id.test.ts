/**
 * Heading anchors (anchor-id.ts): an id that is the element's own text, slugged, is no chrome hint.
 * Without the rule all three headings below were dropped (stripped as unlikely, weighed negative,
 * or pruned as chrome) for the "related", "promo" and "sharing" in their ids.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { isTextAnchorId } from '../../shared/extract/html/anchor-id.ts';
import { htmlExtractor } from '../../shared/extract/html/index.ts';
import { parseHtml } from '../../shared/extract/html/parse.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
const PROSE =
  'The committee met on Tuesday to weigh the proposal, which would widen the road, add a cycle lane, and move the bus stop closer to the school gate.';

describe('heading anchors', () => {
  it('keeps section headings whose slugged ids hold chrome words', async () => {
    const html = `<html><body><main><h1>Paper</h1><div class="post"><p>${PROSE}</p><p>${PROSE}</p>
      <h2 id="related-work">2. Related work</h2><p>${PROSE}</p>
      <h2><span class="mw-headline" id="Eich_CEO_promotion_controversy">Eich CEO promotion controversy</span></h2><p>${PROSE}</p>
      <h2 id="sharing-data">Sharing data</h2><p>${PROSE}</p></div></main></body></html>`;
    const r = await htmlExtractor.extract(new TextEncoder().encode(html), OPTIONS, new FallbackRecorder());
    expect((r.blocks ?? []).filter((b) => b.role === 'heading').map((b) => b.text)).toEqual([
      '2. Related work',
      'Eich CEO promotion controversy',
      'Sharing data',
    ]);
  });

  it('reads an id as an anchor only when it is the element text', () => {
    const $ = parseHtml(
      '<h2 id="related-work">Related Work</h2><div id="related-posts">Five more stories</div><div id="share">Share</div>',
    );
    expect(isTextAnchorId($('#related-work').get(0)!)).toBe(true);
    expect(isTextAnchorId($('#related-posts').get(0)!)).toBe(false);
    // A one-word label that is its own id ("Share") is an anchor too: the class words still count.
    expect(isTextAnchorId($('#share').get(0)!)).toBe(true);
  });
});
