/**
 * Reading-time estimates, "Written by" / "Posted by" lines, "Updated on <date>" lines and a
 * caption toggle's "Show Caption" standing as their own block are page furniture ("11 min read",
 * "Bridgestone Team | 5 min read", "Posted by David at December 16, 2025 11:15 AM", "Last Updated:
 * September 26, 2024"); a sentence that mentions reading time or an update, and a "Published by"
 * line (a game's or a book's publisher), stay.
 */
import { describe, expect, it } from 'vitest';
import { isPublisherLine } from '../../shared/extract/html/publisher-chrome.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const PROSE =
  'Tyre pressure drops by about one pound per square inch for every ten degrees of cold, so a check each month keeps the wear even.';

async function text(lines: string): Promise<string> {
  const html = `<!doctype html><html><head><title>Winter tyres</title></head><body><article>
<h1>Winter tyres</h1>${lines}<p>${PROSE}</p><p>${PROSE}</p><p>${PROSE}</p><p>${PROSE}</p><p>${PROSE}</p></article></body></html>`;
  const out = await processDocument(
    { bytes: new TextEncoder().encode(html), key: 'tyres.html' },
    DEFAULT_PROCESS_OPTIONS,
  );
  return out.text;
}

describe('reading-time and byline lines', () => {
  it('drops reading-time lines, alone or beside a name or a date', async () => {
    const t = await text(
      '<div>Bridgestone Team | 5 min read</div><p>11 min read</p><p>Oct 11, 2023 2 min read</p><p>Reading Time: 8 minutes</p>',
    );
    expect(t).not.toMatch(/min read|Reading Time/);
    expect(t).toContain('Tyre pressure drops');
  });

  it('drops a "Written by" or "Posted by" line', async () => {
    const t = await text(
      '<p>Written by Paulinho Giovannini</p><p>Posted by David at December 16, 2025 11:15 AM</p>',
    );
    expect(t).not.toContain('Paulinho');
    expect(t).not.toContain('Posted by David');
  });

  it('drops date lines and a caption toggle label', async () => {
    const t = await text(
      '<p>Updated on July 9, 2025</p><div>Last Updated: September 26, 2024</div><p>Published on: 2025-02-14</p><p>Show Caption</p>',
    );
    expect(t).not.toMatch(/Updated|Published on|Show Caption/);
    expect(t).toContain('Tyre pressure drops');
  });

  it('keeps sentences and publisher credits', () => {
    expect(isPublisherLine('Updated on July 9, 2025 with the new prices for every model.', true)).toBe(false);
    expect(isPublisherLine('Updated on July 9, 2025', true)).toBe(true);
    // A scholarly page's publication date is part of its record (academic.ts).
    expect(isPublisherLine('Updated on July 9, 2025')).toBe(false);
    expect(isPublisherLine('It is a 5 min read, and worth it.', true)).toBe(false);
    expect(isPublisherLine('Published by Stonemaier Games', true)).toBe(false);
    expect(
      isPublisherLine('Written by hand, the letters took weeks to arrive and most were lost.', true),
    ).toBe(false);
    expect(isPublisherLine('11 min read', true)).toBe(true);
  });
});
