import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { readHtmlMetadata } from '../../shared/extract/html/metadata.ts';

const page = (head: string, body: string) =>
  cheerio.load(`<!DOCTYPE html><html><head>${head}</head><body>${body}<p>Text.</p></body></html>`);
const title = (head: string, body = '') => readHtmlMetadata(page(head, body), []).title;

describe('readHtmlMetadata: the title a reader sees', () => {
  it('drops a trailing site name that og:site_name gives', () => {
    expect(
      title(
        '<title>Soil carbon in alpine meadows | Field Notes</title><meta property="og:site_name" content="Field Notes">',
      ),
    ).toBe('Soil carbon in alpine meadows');
  });

  it("drops a trailing segment named by the page's host", () => {
    expect(
      title(
        '<title>The Ultimate Car Maintenance Checklist | Bridgestone Tires</title><link rel="canonical" href="https://tires.bridgestone.com/learn/x">',
      ),
    ).toBe('The Ultimate Car Maintenance Checklist');
  });

  it('keeps a segment that names no site (a subtitle)', () => {
    expect(title('<title>Homeowners Insurance Guide 2026 | Coverage Types, Costs & Savings</title>')).toBe(
      'Homeowners Insurance Guide 2026 | Coverage Types, Costs & Savings',
    );
  });

  it('prefers the visible h1 when it restates the declared title, and cuts the site name from it', () => {
    expect(
      title(
        '<meta property="og:title" content="Best Office Chairs for Back Pain Relief | VSI">',
        '<h1>Best Office Chairs to Prevent Back Pain</h1>',
      ),
    ).toBe('Best Office Chairs to Prevent Back Pain');
    expect(
      title(
        '<title>Best UK Art Exhibitions 2025 – Artlyst</title><meta property="og:site_name" content="Artlyst">',
        '<h1>Best UK Art Exhibitions 2025 – Artlyst</h1>',
      ),
    ).toBe('Best UK Art Exhibitions 2025');
  });

  it('keeps the declared title over an h1 that is a logo or another text', () => {
    expect(title('<title>Is it really always the DNS? | APNIC Blog</title>', '<h1>Home</h1>')).toBe(
      'Is it really always the DNS? | APNIC Blog',
    );
    expect(
      title(
        '<title>How Google Cloud runs AI inference at production scale</title>',
        '<h1>A message from John Furrier, co-founder:</h1>',
      ),
    ).toBe('How Google Cloud runs AI inference at production scale');
  });

  it('keeps citation_title as the publisher filed it', () => {
    expect(
      title(
        '<meta name="citation_title" content="Soil carbon | a reanalysis">',
        '<h1>Soil carbon in meadows, reanalysed</h1>',
      ),
    ).toBe('Soil carbon | a reanalysis');
  });
});
