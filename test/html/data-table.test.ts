/**
 * A data table wrapped in a container whose class reads like chrome ("scrollable-table": the
 * chrome word "scroll") stays in the article; a chrome-classed block without a table still goes.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const PROSE =
  'Porridge is a cheap and filling breakfast, and made with milk and fruit it gives a good share of the fibre, calcium and vitamins a day needs.';

async function text(html: string): Promise<string> {
  const out = await processDocument(
    { bytes: new TextEncoder().encode(html), key: 'table.html' },
    DEFAULT_PROCESS_OPTIONS,
  );
  return out.text;
}

function page(inner: string): string {
  return `<!doctype html><html><head><title>Porridge for four</title></head><body>
<nav><a href="/">Home</a></nav><main><h1>Porridge for four</h1><div class="article">
<p>${PROSE}</p><p>${PROSE}</p>${inner}<p>${PROSE}</p><p>${PROSE}</p></div></main></body></html>`;
}

describe('data tables in chrome-classed wrappers', () => {
  it('keeps a table inside a scrollable-table wrapper', async () => {
    const t = await text(
      page(`<div class="scrollable-table"><table><thead><tr><th>Ingredient</th><th>1 person</th><th>4 people</th></tr></thead>
<tbody><tr><td>Porridge oats</td><td>80g</td><td>320g</td></tr><tr><td>Semi-skimmed milk</td><td>300ml</td><td>1200ml</td></tr></tbody></table></div>`),
    );
    expect(t).toContain('Porridge oats');
    expect(t).toContain('Semi-skimmed milk');
  });

  it('still drops a chrome-classed block of text', async () => {
    const t = await text(
      page('<div class="share-tools"><span>Share this recipe with a friend by email</span></div>'),
    );
    expect(t).not.toContain('Share this recipe');
    expect(t).toContain('Porridge is a cheap');
  });
});
