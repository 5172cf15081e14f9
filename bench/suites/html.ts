/**
 * `npm run bench -- html`: the scrapinghub article-extraction benchmark (181 pages) for Gleaner's
 * HTML extractor, the whole-page baseline run in the same process, and the benchmark's shipped
 * reference outputs (Readability.js, trafilatura, html-text) scored with the same metric.
 */
import { performance } from 'node:perf_hooks';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { htmlExtractor } from '../../shared/extract/html/index.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import { aggregate, loadReference, loadScrapinghub, scorePage } from '../../test/helpers/article-metric.ts';
import { bigArticlePage } from '../../test/helpers/big-html.ts';
import { corpusPath, hasCorpus } from '../../test/helpers/corpus.ts';
import { manySpansPage, unclosedNestingPage, wideRowPage } from '../../test/helpers/hostile-html.ts';
import { articleText, wholePageText } from '../../test/helpers/html-article.ts';
import type { BenchReport } from '../report.ts';

const DIR = ['html', 'scrapinghub-article-extraction-benchmark'];
const REFERENCES = ['readability_js', 'trafilatura', 'html-text'];
/** Pages extracted before timing, so the JIT has compiled the hot paths. */
const WARM_UP_PAGES = 20;
/** Issue #9: a 10 MB page must take no more than a few seconds. */
const BIG_PAGE_BYTES = 10 * 1024 * 1024;
/** Issue #9: at least this many pages per second on one core. */
const TARGET_PAGES_PER_S = 30;
/**
 * "No file lost, no run stuck", item 5: pages that were quadratic, each with its time before the
 * fix (the figures; "here": measured on the 2-core machine on 2026-12-03 before the fix,
 * the million spans extrapolated from 100,000 spans taking 20 s) and the target of under 2 s.
 */
const HOSTILE = [
  { name: '50,000-cell table row', html: () => wideRowPage(50_000), before: '67–105 s (17 s here)' },
  {
    name: '1,000,000 inline spans',
    html: () => manySpansPage(1_000_000),
    before: '> 300 s (20 s here at 100,000)',
  },
  {
    name: '100,000 unclosed <div><span> (refused)',
    html: () => unclosedNestingPage(100_000),
    before: '10–58 s (18 s here)',
  },
];
const HOSTILE_TARGET_S = 2;

export async function run(): Promise<BenchReport> {
  if (!hasCorpus(...DIR))
    return { title: 'html: corpus absent', rows: [], notes: [`missing ${corpusPath(...DIR)}`] };
  const pages = loadScrapinghub(corpusPath(...DIR));
  const rows: BenchReport['rows'] = [];
  const measure = async (name: string, fn: (html: Uint8Array) => string | Promise<string>) => {
    // Time the extraction alone (scoring is the metric, not the system), wall and CPU.
    let ms = 0;
    let cpuUs = 0;
    const scores = [];
    for (const p of pages) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const text = await fn(p.html);
      ms += performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      cpuUs += cpu.user + cpu.system;
      scores.push(scorePage(p.truth, text));
    }
    const a = aggregate(scores);
    rows.push({
      system: name,
      f1: a.f1,
      precision: a.precision,
      recall: a.recall,
      accuracy: a.accuracy,
      ms_per_page: ms / pages.length,
      pages_per_s: (pages.length / ms) * 1000,
      cpu_pages_per_s: (pages.length / cpuUs) * 1e6,
    });
    return { ...a, pagesPerS: (pages.length / ms) * 1000, cpuPagesPerS: (pages.length / cpuUs) * 1e6 };
  };
  for (const p of pages.slice(0, WARM_UP_PAGES)) await articleText(p.html);
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
      pages_per_s: null,
      cpu_pages_per_s: null,
    });
  }
  const big = new TextEncoder().encode(bigArticlePage(BIG_PAGE_BYTES).html);
  const t0 = performance.now();
  const bigText = await articleText(big);
  const bigS = (performance.now() - t0) / 1000;
  const hostile: string[] = [];
  for (const h of HOSTILE) {
    const bytes = new TextEncoder().encode(h.html());
    const h0 = performance.now();
    let outcome: string;
    try {
      const r = await htmlExtractor.extract(
        bytes,
        { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS },
        new FallbackRecorder(),
      );
      outcome = `${r.body.length} chars`;
    } catch (err) {
      outcome = (err as { code?: string }).code ?? String(err);
    }
    const s = (performance.now() - h0) / 1000;
    hostile.push(
      `${h.name}, ${(bytes.length / 1048576).toFixed(1)} MiB: ${s.toFixed(2)} s (${outcome}; before ${h.before}; target under ${HOSTILE_TARGET_S} s)`,
    );
  }
  return {
    title: `html: scrapinghub article extraction, ${pages.length} pages`,
    rows,
    notes: [
      `gleaner F1 / whole-page F1 = ${(gleaner.f1 / whole.f1).toFixed(3)}`,
      `gleaner throughput: ${gleaner.pagesPerS.toFixed(1)} pages/s wall, ${gleaner.cpuPagesPerS.toFixed(1)} pages/s per CPU second (target ${TARGET_PAGES_PER_S} on one core); the whole-page walk does ${whole.pagesPerS.toFixed(1)} pages/s (ratio ${(gleaner.pagesPerS / whole.pagesPerS).toFixed(2)})`,
      `generated ${(big.length / 1048576).toFixed(1)} MiB page (one long article in site chrome): ${bigS.toFixed(2)} s, ${(big.length / 1048576 / bigS).toFixed(1)} MiB/s, ${bigText.length} chars of text`,
      ...hostile,
      'reference systems are scored from their shipped outputs (published: readability_js 0.947, trafilatura 0.958, html-text 0.665)',
    ],
  };
}
