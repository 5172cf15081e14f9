/**
 * `npm run bench -- html-hostile`: the pages that were quadratic in the HTML path (issue "No file
 * lost, no run stuck", item 5), each extracted in its own child process: CPU time (the figure to
 * read on a loaded machine), wall time, the text walk's CPU time and the child's peak memory, beside
 * the time before the fix and the target. The html suite prints the same lines after its corpora.
 * A page over the element limit (DEFAULT_MAX_HTML_ELEMENTS) is refused before its DOM is built; the
 * case just under the limit shows what the largest page still read costs.
 */
import { DEFAULT_MAX_HTML_ELEMENTS } from '../../shared/config/index.ts';
import { type HostileKind, runHostileCase } from '../../test/helpers/hostile-html.ts';
import type { BenchReport } from '../report.ts';

/** Spans that keep the generated page (its few wrapper elements included) under the element limit. */
const SPANS_UNDER_LIMIT = DEFAULT_MAX_HTML_ELEMENTS - 100;

/**
 * Each case with its figures before the fixes: the issue's, and "here" as measured on the 2-core
 * machine on 2026-12-03 (CPU time; before the linear walk, then before the single-walk scorer and
 * chrome stripping of the same day).
 */
export const HOSTILE_CASES: { name: string; kind: HostileKind; n: number; before: string }[] = [
  { name: '50,000-cell table row', kind: 'wideRowPage', n: 50_000, before: '67–105 s; 17 s here' },
  {
    name: '1,000,000 inline spans (refused)',
    kind: 'manySpansPage',
    n: 1_000_000,
    before: '> 300 s; 20 s of CPU here before the single-walk scorer, 13 s before the element limit',
  },
  {
    // The largest page still read: one paragraph of spans just under the element limit.
    name: `${SPANS_UNDER_LIMIT.toLocaleString('en-US')} inline spans (under the element limit)`,
    kind: 'manySpansPage',
    n: SPANS_UNDER_LIMIT,
    before: 'new case; the element limit does not change its path (3.0 s of CPU here)',
  },
  {
    name: '100,000 unclosed <div><span> (refused)',
    kind: 'unclosedNestingPage',
    n: 100_000,
    before: '10–58 s; 18 s here',
  },
  {
    name: '400 nested closed panels named by controls',
    kind: 'nestedPanelsPage',
    n: 400,
    before: 'new case with extract.html 2.18.0: 100 s of CPU here before 2.22.0 bounded the loading look',
  },
  { name: '400 nested asides with prose', kind: 'nestedAsidesPage', n: 400, before: 'new case with 2.19.0' },
];
export const HOSTILE_TARGET_S = 2;
/** A child that takes longer than this is killed (a quadratic path is back). */
const KILL_MS = 600_000;

export function hostileRows(): { rows: BenchReport['rows']; notes: string[] } {
  const rows: BenchReport['rows'] = [];
  const notes: string[] = [];
  for (const h of HOSTILE_CASES) {
    const r = runHostileCase(h.kind, h.n, KILL_MS, false);
    const outcome = r.code ?? `${(r.blocks ?? []).reduce((n, b) => n + b.length, 0)} chars`;
    rows.push({
      case: h.name,
      cpu_s: r.cpuMs / 1000,
      wall_s: r.ms / 1000,
      walk_cpu_s: r.walkCpuMs === null ? null : r.walkCpuMs / 1000,
      peak_mib: Math.round(r.peakMiB),
      outcome,
    });
    notes.push(
      `${h.name}: ${(r.cpuMs / 1000).toFixed(2)} s CPU, ${(r.ms / 1000).toFixed(2)} s wall, peak ${Math.round(r.peakMiB)} MiB (${outcome}; before ${h.before}; target under ${HOSTILE_TARGET_S} s)`,
    );
  }
  return { rows, notes };
}

export async function run(): Promise<BenchReport> {
  const { rows, notes } = hostileRows();
  return {
    title: 'html-hostile: pages that were quadratic, each in a child process',
    rows,
    notes: [
      ...notes,
      'CPU and wall time cover the extraction (parse included); peak memory is the whole child, page generation included',
    ],
  };
}
