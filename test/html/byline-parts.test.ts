/**
 * Bylines the page marks in ways the first byline rules missed: a class built by CSS modules or
 * block themes ("authorDateBlock_authorName__N6j3Y", "wp-block-post-author"), a link to the
 * author's page, a "Written by" label with the name in the next element; and author values that
 * name nobody ("undefined", "Written By", a user id) are dropped.
 */
import { expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { htmlExtractor } from '../../shared/extract/html/index.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
const PROSE =
  'Sleep after learning helps people keep word pairs, and the effect grows with the length of the night. '.repeat(
    4,
  );

async function authors(head: string, byline: string): Promise<string[]> {
  const html = `<html><head>${head}</head><body><article><h1>Sleep and memory</h1>${byline}<p>${PROSE}</p><p>${PROSE}</p></article></body></html>`;
  return (await htmlExtractor.extract(new TextEncoder().encode(html), OPTIONS, new FallbackRecorder()))
    .metadata.authors;
}

it('reads a byline from a built class name, an author link and a label beside the name', async () => {
  expect(
    await authors(
      '',
      '<div><b>By <span class="authorDateBlock_authorName__N6j3Y">Reyan Perumal</span></b></div>',
    ),
  ).toEqual(['Reyan Perumal']);
  expect(await authors('', '<div class="wp-block-post-author"><p>Jordanna Campbell</p></div>')).toEqual([
    'Jordanna Campbell',
  ]);
  expect(
    await authors('', '<p>Filed under <a href="/authors/cazzy-magennis">Cazzy Magennis</a></p>'),
  ).toEqual(['Cazzy Magennis']);
  expect(
    await authors('', '<div><p class="label">Written by</p><p class="name">Edzel Tabing</p></div>'),
  ).toEqual(['Edzel Tabing']);
});

it('drops author values that name nobody', async () => {
  expect(await authors('<meta name="author" content="undefined">', '')).toEqual([]);
  expect(await authors('<meta name="author" content="Written By">', '')).toEqual([]);
  expect(await authors('<meta name="author" content="262588213843476">', '')).toEqual([]);
  expect(await authors('<meta name="author" content="Jane Doe">', '')).toEqual(['Jane Doe']);
});
