/**
 * Rules found with the generated layouts of bench/html-generated/layouts-more.ts, each on a small
 * page of its own. (The preloaded-story rule has its own file, own-story.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const PROSE =
  'The regional water board said the river embankment failed twice during the winter, and engineers from the coastal agency were called in, at a cost of several millions.';

async function text(html: string): Promise<string> {
  const out = await processDocument(
    { bytes: new TextEncoder().encode(html), key: 'layout.html' },
    DEFAULT_PROCESS_OPTIONS,
  );
  return out.text;
}

const chunk = (n: number) =>
  `<div class="chunk"><div class="chunk-inner">${Array.from({ length: n }, () => `<p>${PROSE}</p>`).join('')}</div></div>`;

describe('a story cut into chunks around ads', () => {
  it('drops the label between the chunks and keeps every chunk', async () => {
    const t = await text(`<!doctype html><html><head><title>Flood defences</title></head><body>
<h1>Flood defences to be rebuilt</h1><section class="story">${chunk(3)}
<div class="break"><div class="continues"><span>Continue reading the main story</span></div></div>${chunk(3)}
<div class="break"><div class="continues"><span>Story continues below advertisement</span></div></div>${chunk(3)}
<p>Residents were told the work would end in spring. <a href="/next">Continue reading the main story</a> of the repairs online, the board said.</p>
</section></body></html>`);
    expect(t).not.toMatch(/^Continue reading the main story$/m);
    expect(t).not.toContain('Story continues below');
    expect(t.split('the river embankment failed twice').length - 1).toBe(9);
    // Inside a sentence the words are the writer's.
    expect(t).toContain('Continue reading the main story of the repairs online');
  });
});
