/**
 * A heading whose class says "header" is a heading, not the page header: Substack writes every
 * section heading of a post as `<h2 class="header-anchor-post">` (wcxb-dev 0434 lost all nine),
 * while a heading whose class names other chrome ("sidebar-header") still goes in the strict pass.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const PROSE =
  'Software that keeps working when the network does not is built around the data it holds on the device, and synchronises when it can.';

async function text(section: string): Promise<string> {
  const html = `<!doctype html><html><head><title>The edge-first manifesto</title></head><body>
<div class="page"><div class="post"><h1>The edge-first manifesto</h1><div class="body markup">
<p>${PROSE}</p><p>${PROSE}</p>${section}<p>${PROSE}</p><p>${PROSE}</p><p>${PROSE}</p></div></div></div></body></html>`;
  const out = await processDocument(
    { bytes: new TextEncoder().encode(html), key: 'post.html' },
    DEFAULT_PROCESS_OPTIONS,
  );
  return out.text;
}

describe('headings classed "header"', () => {
  it('keeps a section heading classed header-anchor-post', async () => {
    expect(await text('<h2 class="header-anchor-post">Determinism over magic</h2>')).toContain(
      'Determinism over magic',
    );
  });

  it('still drops a heading whose class names the sidebar', async () => {
    expect(await text('<h2 class="sidebar-header">Popular this week</h2>')).not.toContain(
      'Popular this week',
    );
  });
});
