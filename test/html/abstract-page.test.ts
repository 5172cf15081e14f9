/**
 * A scholarly landing page (an abstract page: citation_* tags, the record of the paper with its
 * subjects, history and links) gives its abstract as the article; a full-text page with the same
 * tags keeps its whole text.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const ABSTRACT =
  'We study how merged language models keep the alignment of their parents. Merging is cast as an optimisation in a local chart around an aligned anchor, with a penalty on motion along directions that alignment depends on, and a budget on how far the merge may move. Across five model families the merged models keep their alignment scores while matching the best expert on reasoning and instruction following benchmarks.';
const SECTION =
  'The experiments use five model families, each merged with three task experts, and every merge is scored on alignment, toxicity, reasoning and instruction following, with the same prompts and the same decoding settings for every model.';

function page(body: string): string {
  return `<!doctype html><html><head><title>Alignment-preserving merging</title>
<meta name="citation_title" content="Alignment-preserving merging"><meta name="citation_author" content="Roy, A.">
<meta name="citation_date" content="2025/12/18"><meta name="citation_abstract" content="${ABSTRACT}"></head>
<body><header><a href="/">Home</a></header><main><h1>Alignment-preserving merging</h1>
<div class="authors">Authors: <a href="/a/roy">A. Roy</a>, <a href="/a/das">B. Das</a></div>
<blockquote class="abstract">Abstract: ${ABSTRACT}</blockquote>${body}</main></body></html>`;
}

const RECORD = `<table><tr><td>Subjects:</td><td>Artificial Intelligence (cs.AI)</td></tr>
<tr><td>Cite as:</td><td><a href="/abs/2512.16245">arXiv:2512.16245</a> [cs.AI]</td></tr></table>
<div class="submission-history"><h2>Submission history</h2>From: B. Das [view email]<br>[v1] Thu, 18 Dec 2025 06:55:17 UTC (9,890 KB)</div>
<div class="extra-services"><div class="full-text"><h2>Access Paper:</h2><ul><li><a href="/pdf/2512.16245">View PDF</a></li><li><a href="/src/2512.16245">TeX Source</a></li></ul></div>
<div class="browse">Current browse context: cs.AI <a href="/prev">&lt; prev</a> | <a href="/next">next &gt;</a></div></div>`;

async function text(html: string): Promise<string> {
  const out = await processDocument(
    { bytes: new TextEncoder().encode(html), key: 'abstract.html' },
    DEFAULT_PROCESS_OPTIONS,
  );
  return out.text;
}

describe('scholarly landing page', () => {
  it('gives the abstract, not the record around it', async () => {
    const t = await text(page(RECORD));
    expect(t).toContain('Merging is cast as an optimisation');
    for (const chrome of ['Submission history', 'Current browse context', 'TeX Source', 'Cite as'])
      expect(t).not.toContain(chrome);
  });

  it('keeps the full text of a page that has one', async () => {
    const t = await text(
      page(`<h2>Experiments</h2><p>${SECTION}</p><p>${SECTION}</p><h2>Results</h2><p>${SECTION}</p>`),
    );
    expect(t).toContain('Merging is cast as an optimisation');
    expect(t).toContain('The experiments use five model families');
  });
});
