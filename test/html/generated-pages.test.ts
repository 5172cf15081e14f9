/**
 * The generated-page bench (bench/html-generated, `npm run bench -- html-generated`) must not
 * drift silently: the same pages every time, every truth block really on its page, and no chrome
 * snippet that could be matched inside the article's own text. No score floor here.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { truthBlocks } from '../../bench/html-generated/article.ts';
import { ALL_LAYOUTS, generatePages } from '../../bench/html-generated/generate.ts';
import { LAYOUTS } from '../../bench/html-generated/layouts.ts';
import { holds, leakedKinds } from '../../bench/html-generated/leaks.ts';

const INVISIBLE = /[\u00AD\u200B\uFEFF]|&shy;|&#8203;/g;
/** The same, for `test` (a global regex keeps its lastIndex between calls). */
const HAS_INVISIBLE = /[\u00AD\u200B\uFEFF]|&shy;|&#8203;/;

/** The page's visible text, roughly as a reader sees it: no scripts, no tags, no invisibles. */
function stripped(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
/**
 * sha256 of every page's HTML and truth, in order. A change to the generator changes the bench's
 * pages and so its numbers: update this with the change, and say so in the commit and docs/html.md.
 */
const PAGES_SHA256 = '912a2478553132f8a8ede6f11fea351c7f615a410ca68a1d9f58a0ece47fda6c';
/**
 * The same over the pages of the first eight layouts (layouts.ts), unchanged since the held-out
 * aggregate was first measured: the layouts added after them (layouts-more.ts) must not move them.
 */
const FIRST_PAGES_SHA256 = '8eefad41c605d3d0b5fa2c897e0330880c9cf0a10ee7dd849475e35248abb45a';

describe('generated article pages', () => {
  const pages = generatePages();

  it('are the same pages on every call (seeded, no clock, no network)', () => {
    const again = generatePages();
    expect(again.map((p) => p.html)).toEqual(pages.map((p) => p.html));
    expect(again.map((p) => p.truth)).toEqual(pages.map((p) => p.truth));
  });

  it('are the pages the committed numbers were measured on', () => {
    const h = createHash('sha256');
    for (const p of pages) h.update(p.html).update(p.truth);
    expect(h.digest('hex')).toBe(PAGES_SHA256);
    const first = createHash('sha256');
    for (const p of pages.slice(0, LAYOUTS.length * 3)) first.update(p.html).update(p.truth);
    expect(first.digest('hex')).toBe(FIRST_PAGES_SHA256);
  });

  it('are three per layout, with three layouts held out', () => {
    expect(pages).toHaveLength(ALL_LAYOUTS.length * 3);
    expect(ALL_LAYOUTS.filter((l) => l.heldOut).map((l) => l.name)).toEqual([
      'c-entry',
      'microdata-blog',
      'div-soup-stream',
    ]);
    expect(new Set(pages.map((p) => p.html)).size).toBe(pages.length);
  });

  it('hold every block of their truth text in the page, outside scripts', () => {
    for (const p of pages) {
      const text = stripped(p.html);
      for (const block of truthBlocks(p.article)) expect(text, p.id).toContain(squash(block));
    }
  });

  it('keep the headline out of the truth and every chrome snippet out of the article text', () => {
    for (const p of pages) {
      expect(p.truth.includes(p.article.headline), p.id).toBe(false);
      expect(p.chrome.length, p.id).toBeGreaterThanOrEqual(8);
      expect(leakedKinds(p.truth, p.chrome), p.id).toEqual([]);
      // Each snippet is really on the page, so a leak count can be reached.
      const text = stripped(p.html);
      for (const c of p.chrome) for (const s of c.snippets) expect(holds(text, s), `${p.id} ${s}`).toBe(true);
    }
  });

  it('put invisible characters inside words on some layouts, with clean words in the truth', () => {
    const inked = pages.filter((p) => HAS_INVISIBLE.test(p.html.replace(/<script[\s\S]*?<\/script>/g, '')));
    expect(inked.length).toBeGreaterThanOrEqual(6);
    for (const p of pages) expect(p.truth).not.toMatch(HAS_INVISIBLE);
  });

  it('count a chrome piece as leaked only on a whole-word run', () => {
    const chrome = [
      { kind: 'share', snippets: ['Share on Facebook'] },
      { kind: 'ad', snippets: ['Advertisement'] },
    ];
    expect(leakedKinds('Text.\nShare\non   Facebook', chrome)).toEqual(['share']);
    expect(leakedKinds('Advertisements ran all week.', chrome)).toEqual([]);
  });
});
