/**
 * Document structure from HTML: the walk's paragraphs carry roles (headings with relative
 * levels, list items, tables, captions, references, abstract), the extractor's body is exactly
 * their join, and pages whose only headings are bold paragraphs still get headings. Checked on
 * small pages, the generated fixtures, and every page of the HTML corpora.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { htmlExtractor } from '../../shared/extract/html/index.ts';
import { htmlToBlocks, htmlToText } from '../../shared/extract/markup/to-text.ts';
import { BLOCK_ROLES, type BodyBlock, type ExtractResult } from '../../shared/extract/types.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import {
  BOLD_HEADINGS,
  BOLD_LIST,
  BOLD_REFERENCES,
  BOLD_RUN_IN,
  BOLD_TITLE,
  boldHeadingsPage,
} from '../fixtures/html/structure.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';

const DIR = fileURLToPath(new URL('../fixtures/html/', import.meta.url));
const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
const extract = (html: string | Uint8Array) =>
  htmlExtractor.extract(
    typeof html === 'string' ? new TextEncoder().encode(html) : html,
    OPTIONS,
    new FallbackRecorder(),
  );
const blocksOf = (html: string) => htmlToBlocks(cheerio.load(html).root().get(0)!);
const headings = (blocks: BodyBlock[]) =>
  blocks.filter((b) => b.role === 'heading').map((b) => [b.text, b.level]);
const roleOf = (blocks: BodyBlock[], start: string) => blocks.find((b) => b.text.startsWith(start))?.role;

/** The structure contract every extraction must keep; returns the problems found. */
function contractProblems(r: ExtractResult): string[] {
  const problems: string[] = [];
  if (!r.blocks) return ['no blocks'];
  if (r.blocks.map((b) => b.text).join('\n\n') !== r.body)
    problems.push('body is not the join of the blocks');
  for (const b of r.blocks) {
    if (!BLOCK_ROLES.includes(b.role)) problems.push(`unknown role ${b.role}`);
    if (b.page !== null || b.bbox !== null) problems.push('page/bbox set');
    if (b.role === 'heading' && !(Number.isInteger(b.level) && (b.level as number) >= 1))
      problems.push(`heading level ${b.level}`);
    if (b.runIn && !(b.runIn.length > 0 && b.runIn.length < b.text.length && b.runIn.level >= 1))
      problems.push(`run-in ${JSON.stringify(b.runIn)}`);
  }
  return problems;
}

describe('the text walk gives paragraphs with roles', () => {
  it('is htmlToText exactly, paragraph for paragraph', () => {
    const html =
      '<div><h2>A</h2><p>One <b>two</b><br>three</p><ul><li>x</li><li>y<ul><li>z</li></ul></li></ul><table><caption>Cap</caption><tr><td>1</td><td>2</td></tr></table><pre>  code\n  here</pre></div>';
    const root = cheerio.load(html).root().get(0)!;
    expect(
      htmlToBlocks(root)
        .map((b) => b.text)
        .join('\n\n'),
    ).toBe(htmlToText(root));
  });

  it('makes heading levels relative: the shallowest used becomes 1', () => {
    const blocks = blocksOf('<h3>Methods</h3><p>Text.</p><h4>Participants</h4><p>More.</p><h3>Results</h3>');
    expect(headings(blocks)).toEqual([
      ['Methods', 1],
      ['Participants', 2],
      ['Results', 1],
    ]);
  });

  it('reads role="heading" with aria-level, and ARIA default level 2 without it', () => {
    const blocks = blocksOf(
      '<div role="heading" aria-level="1">Top</div><p>x</p><div role="heading">Second</div><div role="heading" aria-level="3">Third</div>',
    );
    expect(headings(blocks)).toEqual([
      ['Top', 1],
      ['Second', 2],
      ['Third', 3],
    ]);
  });

  it("takes LaTeXML's sectioning classes over its h-tags (the abstract title is an h6)", () => {
    const blocks = blocksOf(
      '<div class="ltx_abstract"><h6 class="ltx_title ltx_title_abstract">Abstract</h6><p>We study.</p></div>' +
        '<section><h2 class="ltx_title ltx_title_section">1 Intro</h2><p>Text.</p>' +
        '<h3 class="ltx_title ltx_title_subsection">1.1 Aim</h3><p>Aim.</p></section>',
    );
    expect(headings(blocks)).toEqual([
      ['Abstract', 1],
      ['1 Intro', 1],
      ['1.1 Aim', 2],
    ]);
    expect(roleOf(blocks, 'We study')).toBe('abstract');
  });

  it('reads JATS sections rendered as divs (sec > title), depth by nesting', () => {
    const blocks = blocksOf(
      '<div class="sec"><div class="title">Methods</div><p>Text.</p><div class="sec"><div class="title">Sample</div><p>More.</p></div></div>',
    );
    expect(headings(blocks)).toEqual([
      ['Methods', 1],
      ['Sample', 2],
    ]);
  });

  it('gives list items, tables, table captions and reference entries their roles', () => {
    const blocks = blocksOf(
      '<p>Intro text here.</p><ul><li>first item</li><li>second item</li></ul>' +
        '<table><caption>Table 1. Scores</caption><tr><td>a</td><td>1</td></tr></table>' +
        '<ol class="references"><li>Smith, J. (2020). A paper.</li></ol>',
    );
    expect(blocks.map((b) => b.role)).toEqual([
      'paragraph',
      'list_item',
      'list_item',
      'caption',
      'table',
      'reference',
    ]);
  });

  it('takes a short bold-only paragraph for a heading, not a bold sentence or a long bold line', () => {
    const blocks = blocksOf(
      '<p><b>Methods</b></p><p>Text follows here.</p>' +
        '<p><strong>This whole paragraph is bold and ends like a sentence.</strong></p>' +
        '<p><b>A bold line that goes on for far too many words to be any kind of heading</b></p>' +
        '<p><b>Half bold</b> and half plain</p>' +
        '<p><b><a href="/x">A bold link</a></b></p>',
    );
    expect(headings(blocks)).toEqual([['Methods', 1]]);
  });

  it('puts bold headings one level below the marked-up heading before them', () => {
    const blocks = blocksOf(
      '<h2>Study 1</h2><p><b>Method</b></p><p>Text.</p><p><b>Results</b></p><p>Text.</p>',
    );
    expect(headings(blocks)).toEqual([
      ['Study 1', 1],
      ['Method', 2],
      ['Results', 2],
    ]);
  });

  it('marks a bold run-in lead that ends in a full stop, not a label or a bold sentence', () => {
    const [participants, stop, label, sentence] = blocksOf(
      '<h2>Method</h2><p><b>Participants.</b> Forty students took part.</p>' +
        '<p><b>Design</b>. A two-by-two design.</p>' +
        '<p><b>Update:</b> the company replied.</p>' +
        '<p><b>These are all good things.</b> And more.</p>',
    ).slice(1);
    const [q, trailing] = blocksOf(
      '<p><b>Q.</b> What did you find?</p><p><b>On the other hand….</b> It rained.</p>',
    );
    expect(q.runIn).toBeUndefined();
    expect(trailing.runIn).toBeUndefined();
    expect(participants.runIn).toEqual({ length: 'Participants.'.length, level: 2 });
    expect(participants.role).toBe('paragraph');
    expect(stop.runIn?.length).toBe('Design.'.length);
    expect(label.runIn).toBeUndefined();
    expect(sentence.runIn).toBeUndefined();
  });

  it('turns the paragraphs under an "Abstract" or "References" heading into abstract and reference entries', () => {
    const blocks = blocksOf(
      '<h2>Abstract</h2><p>We asked.</p><p>Keywords: sleep; memory</p><h2>Intro</h2><p>Body.</p><h2>References</h2><p>Adams, R. (2019). Sleep.</p><p>Brown, T. (2021). Memory.</p>',
    );
    expect(blocks.map((b) => b.role)).toEqual([
      'heading',
      'abstract',
      'keywords',
      'heading',
      'paragraph',
      'heading',
      'reference',
      'reference',
    ]);
  });
});

describe('a page whose only headings are bold paragraphs (fixtures/html/bold-headings)', async () => {
  const html = readFileSync(join(DIR, 'bold-headings', 'input.html'), 'utf8');
  const r = await extract(html);
  const blocks = r.blocks ?? [];

  it('is what the generator writes', () => {
    expect(html).toBe(boldHeadingsPage());
  });

  it('keeps the contract: body is the join of the blocks', () => {
    expect(contractProblems(r)).toEqual([]);
  });

  it('opens with the headline as the title, and says the title came from the page', () => {
    expect(blocks[0]).toMatchObject({ role: 'title', text: BOLD_TITLE });
    expect(r.metadata.title_source).toBe('markup');
  });

  it('finds every bold heading, all at level 1, in order', () => {
    expect(headings(blocks)).toEqual(BOLD_HEADINGS.map((h) => [h, 1]));
  });

  it('gives the abstract, run-in, list items, table, caption and references their roles', () => {
    expect(roleOf(blocks, 'We asked whether')).toBe('abstract');
    const participants = blocks.find((b) => b.text.startsWith(BOLD_RUN_IN));
    expect(participants?.runIn).toEqual({ length: BOLD_RUN_IN.length, level: 2 });
    expect(blocks.filter((b) => b.role === 'list_item').map((b) => b.text)).toEqual(BOLD_LIST);
    expect(roleOf(blocks, 'Condition\tFirst 20 pairs')).toBe('table');
    expect(roleOf(blocks, 'Share of pairs recalled')).toBe('caption');
    expect(blocks.filter((b) => b.role === 'reference').map((b) => b.text)).toEqual(BOLD_REFERENCES);
  });
});

describe('publisher fixtures: section headings by markup', () => {
  it('arXiv (LaTeXML): abstract and sections at level 1, subsections at 2, references last', async () => {
    const r = await extract(readFileSync(join(DIR, 'arxiv-latexml', 'input.html')));
    expect(contractProblems(r)).toEqual([]);
    const blocks = r.blocks ?? [];
    expect(headings(blocks)).toEqual([
      ['Abstract', 1],
      ['1 Introduction', 1],
      ['2 Methods', 1],
      ['2.1 Study sites', 2],
      ['2.2 Measurements', 2],
      ['3 Results', 1],
      ['4 Discussion', 1],
      ['Appendix A Chamber calibration', 1],
      ['References', 1],
    ]);
    expect(blocks[0].role).toBe('title');
    expect(roleOf(blocks, 'Maria Okafor')).toBe('author');
    expect(roleOf(blocks, 'Soil respiration returns')).toBe('abstract');
    expect(blocks.filter((b) => b.role === 'reference')).toHaveLength(4);
    expect(blocks.at(-1)?.role).toBe('reference');
  });

  for (const slug of ['pmc-current', 'pmc-classic', 'scholarly-citation-meta']) {
    it(`${slug}: abstract, sections and subsections, references`, async () => {
      const r = await extract(readFileSync(join(DIR, slug, 'input.html')));
      expect(contractProblems(r)).toEqual([]);
      const blocks = r.blocks ?? [];
      const levels = headings(blocks);
      expect(levels[0]).toEqual(['Abstract', 1]);
      expect(levels.map(([, l]) => l)).toContain(2);
      expect(levels.at(-1)).toEqual(['References', 1]);
      expect(roleOf(blocks, 'Soil respiration returns')).toBe('abstract');
      expect(blocks.filter((b) => b.role === 'reference')).toHaveLength(4);
    });
  }
});

/** Every page of a corpus folder keeps the contract; prints its heading count. */
function corpusInvariant(name: string, pages: () => Iterable<[string, Uint8Array]>): void {
  it(`keeps body === blocks joined on every page (${name})`, async () => {
    const bad: string[] = [];
    let n = 0;
    let heads = 0;
    for (const [id, bytes] of pages()) {
      const r = await extract(bytes);
      n++;
      heads += r.blocks?.filter((b) => b.role === 'heading').length ?? 0;
      const problems = contractProblems(r);
      if (problems.length) bad.push(`${id}: ${problems.slice(0, 2).join('; ')}`);
    }
    process.stdout.write(`structure ${name}: ${n} pages, ${heads} heading blocks, ${bad.length} broken\n`);
    expect(n).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  }, 600_000);
}

function* gzPages(dir: string): Iterable<[string, Uint8Array]> {
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith('.html.gz'))
    .sort())
    yield [f, new Uint8Array(gunzipSync(readFileSync(join(dir, f))))];
}

describeCorpus(
  'structure on the scrapinghub benchmark',
  ['html', 'scrapinghub-article-extraction-benchmark'],
  () => {
    corpusInvariant('scrapinghub', () =>
      gzPages(corpusPath('html', 'scrapinghub-article-extraction-benchmark', 'html')),
    );
  },
);

describeCorpus(
  'structure on the Mozilla Readability pages',
  ['html', 'mozilla-readability-test-pages'],
  () => {
    corpusInvariant('mozilla', function* () {
      const dir = corpusPath('html', 'mozilla-readability-test-pages');
      for (const name of readdirSync(dir).sort()) {
        const path = join(dir, name, 'source.html');
        if (existsSync(path)) yield [name, new Uint8Array(readFileSync(path))];
      }
    });
  },
);

describeCorpus('structure on wcxb-dev', ['html', 'wcxb-dev', 'html'], () => {
  corpusInvariant('wcxb-dev', () => gzPages(corpusPath('html', 'wcxb-dev', 'html')));
});
