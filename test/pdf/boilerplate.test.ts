/**
 * The boilerplate remover never takes content for a running element because it shares a
 * pattern with one: reference entries at a page's edge, a sentence carried over a page break,
 * a caption at the top of a page stay; heads and numbers still go, and every removal is in the
 * diagnostics.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/process.ts';
import { corpusPath, describeCorpus, readCorpusFile } from '../helpers/corpus.ts';

const FIXTURES = fileURLToPath(new URL('../fixtures/pdf/', import.meta.url));

async function run(bytes: Uint8Array, key: string) {
  const out = await processDocument({ bytes, key }, DEFAULT_PROCESS_OPTIONS);
  expect(out.sidecar.status).toBe('ok');
  const pdf = (
    out.sidecar.diagnostics as { pdf: { pages: { boilerplate: { text: string; why: string }[] }[] } }
  ).pdf;
  return { text: out.text, removed: pdf.pages.flatMap((p) => p.boilerplate) };
}

describe('reference entries on the outer rows of pages', () => {
  it('keeps every entry and still removes the running heads and page numbers', async () => {
    const { text, removed } = await run(
      new Uint8Array(readFileSync(`${FIXTURES}references-at-page-edges/input.pdf`)),
      'references-at-page-edges',
    );
    for (let k = 1; k <= 40; k++) expect(text).toContain(`Study number ${k} of the retention`);
    expect(text).not.toContain('Sleep and Word Pair Retention');
    expect(removed.filter((r) => r.why !== 'page-number').map((r) => r.text)).toEqual(
      Array(3).fill('Sleep and Word Pair Retention'),
    );
    expect(removed.filter((r) => r.why === 'page-number').map((r) => r.text)).toEqual(['21', '22', '23']);
  });
});

/** Lines of the READoc ground truth (gt/1506.06975.md) that the remover used to delete. */
const LOST = [
  'Journal of Optimization Theory and Applications, 79(1):157–181, 1993.',
  'Practical Bayesian optimization. PhD thesis, University of Alberta, 2008.',
  'Journal of Statistical Planning and inference, 140(11):3088–3095, 2010.',
];

describeCorpus('boilerplate on readoc-arxiv 1506.06975', ['pdf', 'readoc-arxiv'], () => {
  it('keeps the reference entries of pages 23 and 25 and the sentence opening page 8', async () => {
    const gt = readFileSync(corpusPath('pdf', 'readoc-arxiv', 'gt', '1506.06975.md'), 'utf8').replace(
      /_/g,
      '',
    );
    const { text, removed } = await run(
      readCorpusFile(corpusPath('pdf', 'readoc-arxiv', 'pdf', '1506.06975.pdf')),
      '1506.06975',
    );
    const flat = text.replace(/\s+/g, ' ');
    for (const l of LOST) {
      // Ground truth wraps lines differently; compare the words.
      expect(gt.replace(/\s+/g, ' ')).toContain(l.replace(/^Practical Bayesian optimization\. /, ''));
      expect(flat).toContain(l);
      expect(removed.map((r) => r.text).join('\n')).not.toContain(l);
    }
    expect(flat).toContain('discussed in Section 2 and we investigate these properties empirically');
    // What still goes is page furniture, and it is all in the diagnostics.
    expect(removed.filter((r) => r.why !== 'rotated').every((r) => r.why === 'page-number')).toBe(true);
  }, 120_000);
});
