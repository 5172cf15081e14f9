/**
 * Three rules made on the generated HTML paper set (bench/headings-html, tuned templates), each
 * checked on a page of that set:
 * - index.ts firstHeading: a title made a heading by ARIA (`role="heading" aria-level="1"`) is the
 *   page's headline, as an h1 is, so the section headings under it keep their levels;
 * - academic.ts CHROME_SECTION: Springer Nature's "Author information" section is page furniture;
 * - academic.ts paragraphChars: MDPI's paragraphs are `div.html-p`, counted as paragraphs, so the
 *   page is recognised as a scholarly article and keeps its appendix and references.
 */
import { describe, expect, it } from 'vitest';
import { htmlPapers } from '../../bench/headings-html/generate.ts';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { htmlExtractor } from '../../shared/extract/html/index.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
const papers = htmlPapers();
const page = (name: string) => {
  const p = papers.find((x) => x.name === name);
  if (!p) throw new Error(`no generated paper ${name}`);
  return p;
};
const extract = (html: string) =>
  htmlExtractor.extract(new TextEncoder().encode(html), OPTIONS, new FallbackRecorder());

describe('generated publisher pages', () => {
  it('takes an ARIA level-1 heading for the headline: the sections under it are level 1', async () => {
    const p = page('aria-headings-0');
    const r = await extract(p.html);
    const headings = (r.blocks ?? []).filter((b) => b.role === 'heading');
    expect(headings.map((h) => h.text)).not.toContain(p.title);
    const intro = headings.find((h) => /Introduction/.test(h.text));
    expect(intro?.level).toBe(1);
  });

  it("drops Springer Nature's Author information section", async () => {
    const p = page('springer-nature-0');
    expect(p.html).toContain('Author information');
    const r = await extract(p.html);
    expect(r.body).not.toMatch(/Author information/);
  });

  it("counts MDPI's div paragraphs: a scholarly article with its references", async () => {
    const p = page('mdpi-0');
    const r = await extract(p.html);
    expect(r.diagnostics.academic).toBe('scholarly');
    expect(r.body).toMatch(/\nReferences\n/);
  });
});
