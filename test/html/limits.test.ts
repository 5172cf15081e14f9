import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, DEFAULT_MAX_HTML_ELEMENTS, loadConfig } from '../../shared/config/index.ts';
import { htmlExtractor } from '../../shared/extract/html/index.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
const extract = (html: string) =>
  htmlExtractor.extract(new TextEncoder().encode(html), OPTIONS, new FallbackRecorder());

/** Heap cap for the 10 MB page's child process: bounded memory, not "whatever it takes". */
const BIG_PAGE_HEAP_MB = 768;

/** Runs in a child process with a capped heap; prints what the test checks. */
const CHILD = `
import { bigArticlePage } from './test/helpers/big-html.ts';
import { htmlExtractor } from './shared/extract/html/index.ts';
import { DEFAULT_LIMITS } from './shared/config/index.ts';
import { FallbackRecorder } from './shared/fallbacks.ts';
const { html, paragraphs } = bigArticlePage(10 * 1024 * 1024);
const bytes = new TextEncoder().encode(html);
const r = await htmlExtractor.extract(bytes, { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS }, new FallbackRecorder());
const found = (r.body.match(/^Paragraph \\d+\\./gm) ?? []).length;
process.stdout.write(JSON.stringify({ bytes: bytes.length, paragraphs, found,
  last: r.body.includes('Paragraph ' + (paragraphs - 1) + '.'),
  chrome: /Section 17|First comment|Copyright 2026/.test(r.body) }));
`;

describe('HTML limits', () => {
  it('extracts a 10 MB page completely within a capped heap', () => {
    const out = execFileSync(
      process.execPath,
      [`--max-old-space-size=${BIG_PAGE_HEAP_MB}`, '--import', 'tsx', '--input-type=module', '-e', CHILD],
      { cwd: new URL('../..', import.meta.url).pathname, encoding: 'utf8', maxBuffer: 1 << 20 },
    );
    const r = JSON.parse(out);
    expect(r.bytes).toBeGreaterThanOrEqual(10 * 1024 * 1024);
    expect(r.found).toBe(r.paragraphs);
    expect(r.last).toBe(true);
    expect(r.chrome).toBe(false);
  }, 300_000);

  it('reads malformed markup without crashing: unclosed, misnested and stray tags', async () => {
    const para = 'This paragraph has enough words in it, and commas too, to count as article text here.';
    const html = `<html><body><div class="content"><p>${para}<p>${para} <b>bold <i>both</b> italic</i>
      </span></div></div><p>${para}<table><tr><td>cell<tr><td>next</table><p>${para}
      <div><p>${para}<li>stray item<div attr=unquoted class=x y>${para}</body></html><p>after the end`;
    const r = await extract(html);
    expect(r.body.split(para).length - 1).toBeGreaterThanOrEqual(5);
    expect(r.body).toContain('bold both italic');
  });

  it('refuses nesting deeper than the limit, and reads nesting just under it', async () => {
    const page = (depth: number) =>
      `<html><body>${'<div>'.repeat(depth)}<p>Deep text that is long enough, with commas, to be the article.</p>${'</div>'.repeat(depth)}</body></html>`;
    await expect(extract(page(DEFAULT_LIMITS.maxXmlDepth + 10))).rejects.toMatchObject({
      code: 'limits_exceeded',
    });
    const r = await extract(page(DEFAULT_LIMITS.maxXmlDepth - 10));
    expect(r.body).toContain('Deep text');
  });

  it('refuses a page of more elements than the limit before parsing it, naming the limit', async () => {
    const page = `<html><body><p>${'<i>w</i>'.repeat(DEFAULT_MAX_HTML_ELEMENTS)}</p></body></html>`;
    await expect(extract(page)).rejects.toMatchObject({
      code: 'limits_exceeded',
      message: `HTML holds more than ${DEFAULT_MAX_HTML_ELEMENTS} elements (the maxHtmlElements limit; article pages hold about 10,000)`,
    });
  });

  it('takes the element limit from the limits it is given (GLEANER_MAX_HTML_ELEMENTS)', async () => {
    const limits = loadConfig({ GLEANER_MAX_HTML_ELEMENTS: '500' }).limits;
    expect(limits.maxHtmlElements).toBe(500);
    const page = (n: number) =>
      `<html><body><p>Words of the article, long enough to be one, and ${'<i>w</i> '.repeat(n)}</p></body></html>`;
    const run = (html: string) =>
      htmlExtractor.extract(new TextEncoder().encode(html), { ...OPTIONS, limits }, new FallbackRecorder());
    await expect(run(page(600))).rejects.toMatchObject({ code: 'limits_exceeded' });
    expect((await run(page(100))).body).toContain('Words of the article');
  });
});
