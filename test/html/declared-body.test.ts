/**
 * The body container a page declares (schema.org articleBody, WordPress entry-content) is the
 * article when the scorer's best block lies inside it: a page built of sections keeps all of them,
 * not only its densest one (wcxb-dev 4114 gave only a tab panel).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const PROSE =
  'Each week builds on the one before, with easy runs, one longer run, strength work, and a rest day, so that the body adapts without injury.';

async function text(html: string): Promise<string> {
  const out = await processDocument(
    { bytes: new TextEncoder().encode(html), key: 'declared.html' },
    DEFAULT_PROCESS_OPTIONS,
  );
  return out.text;
}

/**
 * A hero section of short lines and a list, then a tab panel of long paragraphs, each nested as
 * page builders nest them (section > row > column > module), inside `open`/`close`.
 */
function page(open: string, close: string): string {
  return `<!doctype html><html><head><title>Beginner plan</title></head><body>
<nav><a href="/">Home</a> <a href="/plans">Plans</a></nav><h1>Beginner plan</h1>${open}
<div class="section"><div class="row"><div class="column"><div class="module hero"><h3>This plan is for you if:</h3><ul><li>It is your first marathon</li>
<li>You run about twenty miles a week</li><li>You want to build endurance steadily</li></ul></div></div></div></div>
<div class="section"><div class="row"><div class="column"><div class="module tabs"><div class="tab-panel">
<p>${PROSE}</p><p>${PROSE}</p><p>${PROSE}</p><p>${PROSE}</p></div></div></div></div></div>
${close}<footer><p>Copyright the running club, all rights reserved.</p></footer></body></html>`;
}

describe('declared article body', () => {
  it('takes every section of a WordPress entry-content, not only the densest', async () => {
    const t = await text(page('<article class="page"><div class="entry-content">', '</div></article>'));
    expect(t).toContain('You run about twenty miles a week');
    expect(t).toContain('Each week builds on the one before');
    expect(t).not.toContain('all rights reserved');
  });

  it('takes a schema.org articleBody the same way', async () => {
    const t = await text(page('<div itemprop="articleBody">', '</div>'));
    expect(t).toContain('You run about twenty miles a week');
  });
});
