/**
 * A list the article announces with a lead-in sentence ending in a colon keeps its items even when
 * every item is a link (wcxb-dev 0068: "Top Expert Recommendations:" over two linked product
 * names, 51 times), while a list of links after a bare label or with no lead-in still goes.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const PROSE =
  'A good multimeter measures voltage, current and resistance, so a fault can be traced to its wire before anything is opened up.';

function page(middle: string): string {
  return `<!doctype html><html><head><title>Electrician tools</title></head><body>
<nav><a href="/">Home</a> <a href="/blog">Blog</a></nav><article><h1>Electrician tools</h1>
<p>${PROSE}</p><p>${PROSE}</p><p>${PROSE}</p>${middle}<h2>Wire strippers</h2><p>${PROSE}</p><p>${PROSE}</p><p>${PROSE}</p></article></body></html>`;
}

async function text(html: string): Promise<string> {
  const out = await processDocument(
    { bytes: new TextEncoder().encode(html), key: 'list.html' },
    DEFAULT_PROCESS_OPTIONS,
  );
  return out.text;
}

const shop = (slug: string, label: string) =>
  `<li><h2><a href="https://shop.example.com/${slug}">${label}</a></h2></li>`;

describe('a list the article announces', () => {
  it('keeps linked items after a lead-in sentence ending in a colon', async () => {
    const t = await text(
      page(
        `<h4>Top expert recommendations:</h4><ul>${shop('fluke', 'Fluke 117')}${shop('klein', 'Klein Tools MM400')}</ul>`,
      ),
    );
    expect(t).toContain('Fluke 117');
    expect(t).toContain('Klein Tools MM400');
  });

  it('still drops the same links after a bare label', async () => {
    const t = await text(
      page(`<p>Shop now:</p><ul>${shop('fluke', 'Fluke 117')}${shop('klein', 'Klein Tools MM400')}</ul>`),
    );
    expect(t).not.toContain('Klein Tools MM400');
  });

  it('still drops the same links with no lead-in', async () => {
    const t = await text(page(`<ul>${shop('fluke', 'Fluke 117')}${shop('klein', 'Klein Tools MM400')}</ul>`));
    expect(t).not.toContain('Klein Tools MM400');
    expect(t).toContain('A good multimeter');
  });

  it('does not take a related-section label for a lead-in', async () => {
    const t = await text(
      page(
        `<h3>You may also like:</h3><ul>${shop('a', 'Ten tools every apprentice needs')}${shop('b', 'How to choose wire strippers')}</ul>`,
      ),
    );
    expect(t).not.toContain('How to choose wire strippers');
  });
});
