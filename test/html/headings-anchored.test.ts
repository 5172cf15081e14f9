/**
 * HTML headings that must survive boilerplate pruning and alignment (issue #14,
 * mozilla-readability toc-missing): a heading whose only content is a link into the page
 * (`<h2><a class="toclink" href="#x">`, Markdown "toc" extensions) is the heading, not a link
 * block; and a preformatted block with many blank lines (query output) must not shift the
 * headings after it onto other paragraphs.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const PROSE =
  'Anomaly detection in plain SQL needs nothing more than averages and deviations, and a developer can read every step of it without a statistics course.';
/** More blank-line paragraphs than the aligner's look-ahead. */
const PRE_PARAGRAPHS = 20;

function page(): string {
  const pre = Array.from({ length: PRE_PARAGRAPHS }, (_, i) => `row ${i} | value ${i * 7}`).join('\n\n');
  const section = (id: string, title: string, extra = '') =>
    `<h2 id="${id}"><a class="toclink" href="#${id}">${title}</a></h2><p>${PROSE}</p>${extra}<p>${PROSE}</p>`;
  return `<!doctype html><html><head><title>Simple anomaly detection</title></head><body><article>
<h1>Simple anomaly detection</h1><p>${PROSE}</p>
${section('detecting', 'Detecting Anomalies', `<pre><code>${pre}</code></pre>`)}
${section('backtesting', 'Backtesting')}
${section('accuracy', 'Improving Accuracy')}
<h2><a name="conclusion">Conclusion</a></h2><p>${PROSE}</p>
</article></body></html>`;
}

describe('headings that are in-page links, after a long preformatted block', async () => {
  const out = await processDocument(
    { bytes: new TextEncoder().encode(page()), key: 'anchored.html' },
    DEFAULT_PROCESS_OPTIONS,
  );
  const headings = out.sidecar.sections.map((s) => s.heading).filter(Boolean);

  it('keeps every self-linked heading as a section heading, in order', () => {
    expect(headings).toEqual(['Detecting Anomalies', 'Backtesting', 'Improving Accuracy', 'Conclusion']);
  });

  it('keeps the heading text in the body', () => {
    expect(out.text).toContain('Backtesting');
  });
});
