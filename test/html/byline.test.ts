import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { htmlExtractor } from '../../shared/extract/html/index.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
const PARA = (n: number) =>
  `<p>Paragraph ${n} of the article explains, in plain words, how the measurements were taken, which samples were used, and why the effect matters for the field.</p>`;
const page = (head: string, byline: string) =>
  `<html><head>${head}</head><body><article><h1>Title</h1>${byline}${[1, 2, 3, 4].map(PARA).join('')}</article></body></html>`;
const extract = (html: string) =>
  htmlExtractor.extract(new TextEncoder().encode(html), OPTIONS, new FallbackRecorder());

describe('authors from the visible byline', () => {
  it('reads several names after "By", and keeps the byline out of the body', async () => {
    const r = await extract(page('', '<p class="article-byline">By Jane Doe and John van Roe</p>'));
    expect(r.metadata.authors).toEqual(['Jane Doe', 'John van Roe']);
    expect(r.body).not.toContain('Jane Doe');
  });

  it("reads rel=author and other languages' lead words", async () => {
    const r = await extract(
      page('', '<div class="meta">Par <a rel="author" href="/a">Sébastien Farcis</a></div>'),
    );
    expect(r.metadata.authors).toEqual(['Sébastien Farcis']);
  });

  it('takes no dates, initials or labels for names', async () => {
    for (const byline of [
      '<p class="byline">Updated 5:27 am CST, Wednesday</p>',
      '<span class="author">J</span> <span class="author">J</span>',
      '<p class="byline">Staff</p>',
    ])
      expect((await extract(page('', byline))).metadata.authors).toEqual([]);
  });

  it('prefers the meta tags when they name someone', async () => {
    const r = await extract(
      page('<meta name="author" content="Ada Lovelace">', '<p class="byline">By Jane Doe</p>'),
    );
    expect(r.metadata.authors).toEqual(['Ada Lovelace']);
  });
});
