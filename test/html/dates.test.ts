import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { normalizeDate } from '../../shared/extract/html/date-normalize.ts';
import { readHtmlMetadata } from '../../shared/extract/html/metadata.ts';

const page = (head: string, body: string) =>
  cheerio.load(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`);

describe('normalizeDate', () => {
  it('keeps ISO values as given, time and zone included, without stray quotes', () => {
    expect(normalizeDate('2025-12-17T13:22:47Z')).toBe('2025-12-17T13:22:47Z');
    expect(normalizeDate('"2025-12-17T13:22:47Z"')).toBe('2025-12-17T13:22:47Z');
    expect(normalizeDate('2019')).toBe('2019');
  });

  it('reads month names, ordinals, weekdays and labels', () => {
    expect(normalizeDate('Nov 05, 2025')).toBe('2025-11-05');
    expect(normalizeDate('Dec 17th 2025')).toBe('2025-12-17');
    expect(normalizeDate('4 August 2025')).toBe('2025-08-04');
    expect(normalizeDate('Published: Sept. 3, 2024 at 3:05 pm')).toBe('2024-09-03T15:05');
    expect(normalizeDate('on Friday December 19, 2025 @08:00PM')).toBe('2025-12-19T20:00');
  });

  it('reads numeric dates only when the day is told apart from the month', () => {
    expect(normalizeDate('Thu, 09/25/2025 - 11:38')).toBe('2025-09-25T11:38');
    expect(normalizeDate('13/11/2025 09:21:40')).toBe('2025-11-13T09:21:40');
    expect(normalizeDate('2025/12/18')).toBe('2025-12-18');
    // March 9 or 3 September: kept as the page gives it.
    expect(normalizeDate('03-09-2026')).toBe('03-09-2026');
    expect(normalizeDate('31/02/2025')).toBe('31/02/2025');
  });
});

describe('readHtmlMetadata: dates a page shows but does not declare', () => {
  it('normalizes a meta tag date', () => {
    const $ = page('<meta name="dc.date" content="Nov 05, 2025">', '<p>Text.</p>');
    expect(readHtmlMetadata($, []).created).toBe('2025-11-05');
  });

  it('reads datePublished from a non-article JSON-LD node (a WebPage in @graph)', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', datePublished: '2024-02-01T15:46:14+00:00', dateModified: '2025-04-19' },
      ],
    };
    const $ = page(`<script type="application/ld+json">${JSON.stringify(ld)}</script>`, '<p>Text.</p>');
    expect(readHtmlMetadata($, [])).toMatchObject({
      created: '2024-02-01T15:46:14+00:00',
      modified: '2025-04-19',
    });
  });

  it('reads microdata datePublished on a visible element, from its datetime or its text', () => {
    expect(
      readHtmlMetadata(page('', '<time datetime="2021-04-21" itemprop="datePublished">April 21</time>'), [])
        .created,
    ).toBe('2021-04-21');
    expect(readHtmlMetadata(page('', '<span itemprop="datePublished">Aug 04, 2025</span>'), []).created).toBe(
      '2025-08-04',
    );
  });

  it('takes the first <time datetime> under the headline, not the one in the site header', () => {
    const $ = page(
      '',
      '<header><time datetime="2026-01-01">Today</time></header><h1>Post</h1><time datetime="2023-05-25">May 25</time><p>Text.</p>',
    );
    expect(readHtmlMetadata($, []).created).toBe('2023-05-25');
  });

  it('reads a date written in the byline line under the headline, not one further down', () => {
    const $ = page(
      '',
      '<h1>Tax 101</h1><div><span>By Jane Doe</span><span>Updated on July 9, 2025</span></div><p>Text.</p>',
    );
    expect(readHtmlMetadata($, []).created).toBe('2025-07-09');
    const far = page(
      '',
      `<h1>Tax 101</h1><p>${'Words of the article. '.repeat(20)}</p><p>The law of March 3, 2020.</p>`,
    );
    expect(readHtmlMetadata(far, []).created).toBeNull();
  });

  it('finds no date in text that only looks like one (an ambiguous numeric date, a longer number)', () => {
    expect(readHtmlMetadata(page('', '<h1>T</h1><p>03-09-2026</p>'), []).created).toBeNull();
    expect(readHtmlMetadata(page('', '<h1>T</h1><p>Dec 17, 20256 readers</p>'), []).created).toBeNull();
  });

  it("reads the date under the heading that holds the page's title, past a logo h1", () => {
    const $ = page(
      '<title>Stop Nesting Database Systems</title>',
      `<h1>The Southerner</h1><nav>${'News Opinions Sports '.repeat(15)}</nav><h2>Stop Nesting Database Systems</h2><p>By Ann Lee, May 31, 2024</p><p>Text.</p>`,
    );
    expect(readHtmlMetadata($, []).created).toBe('2024-05-31');
  });
});
