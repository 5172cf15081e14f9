/**
 * Two web-page rules: a review page's shopping buttons standing apart from the text ("Check Price
 * at REI", "Best Prices Today:", "Where to buy") go; a pull quote (a `<figure>` holding a
 * `<blockquote>`) is the article's and stays, while an embedded post's figure still goes.
 */
import { describe, expect, it } from 'vitest';
import { isShoppingLine } from '../../shared/extract/html/shopping.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const PROSE =
  'The frame folds flat in two moves, and the hinge held firm after a month of daily commuting over cobbles and kerbs.';

async function text(inner: string): Promise<string> {
  const html = `<!doctype html><html><head><title>Folding scooters</title></head><body><article>
<h1>Folding scooters</h1><p>${PROSE}</p>${inner}<p>${PROSE}</p><p>${PROSE}</p><p>${PROSE}</p><p>${PROSE}</p></article></body></html>`;
  const out = await processDocument(
    { bytes: new TextEncoder().encode(html), key: 'scooters.html' },
    DEFAULT_PROCESS_OPTIONS,
  );
  return out.text;
}

describe('shopping buttons', () => {
  it('drops buttons and labels that stand apart from the text', async () => {
    const t = await text(
      `<h3>Where to buy</h3><div class="deal"><span>Get It Now</span> <a href="https://shop.example/x">Check Price at REI</a></div>
<div class="widget"><span>Best Prices Today:</span><div><a href="https://shop.example/y">$249 at Example</a></div></div>
<p>The deck is wide enough for two feet side by side, which matters more than the spec sheets admit.</p>
<a class="btn" href="https://example.com/review">Read full review</a>`,
    );
    expect(t).not.toMatch(/Where to buy|Get It Now|Check Price|Best Prices Today|Read full review/);
    expect(t).toContain('The deck is wide enough');
  });

  it("keeps a link inside a sentence and the writer's own pointer", async () => {
    const t = await text(
      `<p>If the price suits you, <a href="https://shop.example/z">buy now</a> before the autumn rise.</p><p><a href="https://example.com/full">Read our full review.</a></p>`,
    );
    expect(t).toContain('buy now before the autumn rise');
    expect(t).toContain('Read our full review.');
  });

  it('matches whole short lines only', () => {
    expect(isShoppingLine('See price at Amazon')).toBe(true);
    expect(isShoppingLine('View Deal')).toBe(true);
    expect(isShoppingLine('See Details & Buying Options')).toBe(true);
    expect(isShoppingLine('Buy now while stocks last.')).toBe(false);
    expect(isShoppingLine('Read our full review.')).toBe(false);
    expect(isShoppingLine('Where to buy the best tyres in 2025 for your car')).toBe(false);
    expect(isShoppingLine('View Plans')).toBe(false);
  });
});

describe('pull quotes', () => {
  it('keeps a figure holding a blockquote', async () => {
    const t = await text(
      `<figure class="pull-quote"><blockquote><p>The right scooter is the one you will still carry up the stairs in March.</p></blockquote><figcaption>Ana Ruiz, commuter</figcaption></figure>`,
    );
    expect(t).toContain('still carry up the stairs in March');
  });

  it('still drops an embedded post and a picture', async () => {
    const t = await text(
      `<figure class="wp-block-embed is-provider-instagram wp-block-embed-instagram"><blockquote class="instagram-media"><a href="https://instagram.example/p/1">View this post on Instagram</a></blockquote></figure>
<figure><img src="a.jpg" alt=""><figcaption>Photo: the scooter folded</figcaption></figure>`,
    );
    expect(t).not.toContain('View this post on Instagram');
    expect(t).toContain('The frame folds flat');
  });
});
