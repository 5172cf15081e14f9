/**
 * `npm run bench -- html`: the scrapinghub article-extraction benchmark (181 pages) for Gleaner's
 * HTML extractor, the whole-page baseline run in the same process, and the benchmark's shipped
 * reference outputs (Readability.js, trafilatura, html-text) scored with the same metric.
 */
import { performance } from 'node:perf_hooks';
import { aggregate, loadReference, loadScrapinghub, scorePage } from '../../test/helpers/article-metric.ts';
import { corpusPath, hasCorpus } from '../../test/helpers/corpus.ts';
import { articleText, wholePageText } from '../../test/helpers/html-article.ts';
import type { BenchReport } from '../report.ts';

const DIR = ['html', 'scrapinghub-article-extraction-benchmark'];
const REFERENCES = ['readability_js', 'trafilatura', 'html-text'];

export async function run(): Promise<BenchReport> {
  if (!hasCorpus(...DIR))
    return { title: 'html: corpus absent', rows: [], notes: [`missing ${corpusPath(...DIR)}`] };
  const pages = loadScrapinghub(corpusPath(...DIR));
  const rows: BenchReport['rows'] = [];
  const measure = async (name: string, fn: (html: Uint8Array) => string | Promise<string>) => {
    const t0 = performance.now();
    const scores = [];
    for (const p of pages) scores.push(scorePage(p.truth, await fn(p.html)));
    const ms = performance.now() - t0;
    const a = aggregate(scores);
    rows.push({
      system: name,
      f1: a.f1,
      precision: a.precision,
      recall: a.recall,
      accuracy: a.accuracy,
      ms_per_page: ms / pages.length,
    });
    return a;
  };
  await articleText(pages[0].html); // warm-up
  const gleaner = await measure('gleaner', articleText);
  const whole = await measure('whole-page (same walk)', wholePageText);
  for (const ref of REFERENCES) {
    const out = loadReference(corpusPath(...DIR), ref);
    const scores = pages.map((p) => scorePage(p.truth, out[p.id] ?? ''));
    const a = aggregate(scores);
    rows.push({
      system: `${ref} (shipped output)`,
      f1: a.f1,
      precision: a.precision,
      recall: a.recall,
      accuracy: a.accuracy,
      ms_per_page: null,
    });
  }
  return {
    title: `html: scrapinghub article extraction, ${pages.length} pages`,
    rows,
    notes: [
      `gleaner F1 / whole-page F1 = ${(gleaner.f1 / whole.f1).toFixed(3)}`,
      'reference systems are scored from their shipped outputs (published: readability_js 0.947, trafilatura 0.958, html-text 0.665)',
    ],
  };
}
