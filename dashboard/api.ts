/**
 * The JSON API behind the pages, answered from the live results index (Redis), BullMQ queue
 * counts and, for one file, its sidecar in the destination. Read-only. The same shapes come from
 * a destination alone through out-api.ts.
 */
import type { Redis } from 'ioredis';
import type { PipelineOptions } from '../shared/pipeline/version.ts';
import {
  getRun,
  type JobSummary,
  listRuns,
  readFailures,
  readResults,
  recentResultTimes,
  runAggregates,
  runCounters,
} from '../shared/queue/results.ts';
import type { StorageConfig } from '../shared/storage/index.ts';
import { computeDrift, type Drift } from './drift.ts';
import { type FileView, readFileView } from './files.ts';
import { dashboardMetrics } from './metrics.ts';
import { computeProgress, RATE_WINDOW } from './progress.ts';
import type { QueueCounts } from './queue.ts';
import { type SearchQuery, type SearchResult, searchResults } from './search.ts';
import type { DashboardSource, FailureGroup, Failures, ResultsPage, RunListItem, RunView } from './source.ts';

export type { FailureGroup, RunView } from './source.ts';

/** Failed files listed per error code on the run page (exact totals come from the counters). */
export const FAILURES_PER_CODE = 50;
/** Failures read from the failures stream per request. */
export const FAILURES_READ = 2000;
/** Runs on the runs list. */
export const RUNS_LISTED = 100;

/** Fields of the counters hash that start with `prefix`, prefix stripped. */
export function pick(counts: Record<string, number>, prefix: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(counts)) if (k.startsWith(prefix)) out[k.slice(prefix.length)] = v;
  return out;
}

export function byFormat(counts: Record<string, number>): RunView['by_format'] {
  const rows = new Map<string, { format: string; ok: number; failed: number; mean_s: number | null }>();
  for (const [k, v] of Object.entries(pick(counts, 'format:'))) {
    const cut = k.lastIndexOf(':');
    const format = k.slice(0, cut);
    const row = rows.get(format) ?? { format, ok: 0, failed: 0, mean_s: null };
    if (k.slice(cut + 1) === 'ok') row.ok += v;
    else row.failed += v;
    rows.set(format, row);
  }
  for (const row of rows.values()) {
    const ms = counts[`format_ms:${row.format}`];
    const n = row.ok + row.failed;
    if (ms !== undefined && n > 0) row.mean_s = ms / n / 1000;
  }
  return [...rows.values()].sort((a, b) => a.format.localeCompare(b.format));
}

/** Failures of a run grouped by code: exact totals from the counters, files from `failed` (newest first). */
export function groupFailures(
  codes: Record<string, number>,
  failed: Iterable<Pick<JobSummary, 'key' | 'format' | 'code' | 'message' | 'attempt' | 'finished_at'>>,
): Failures {
  const groups = new Map<string, FailureGroup>();
  for (const [code, n] of Object.entries(codes)) {
    if (code !== 'ok') groups.set(code, { code, count: Number(n), files: [] });
  }
  let listed = 0;
  for (const s of failed) {
    const g = groups.get(s.code) ?? { code: s.code, count: 0, files: [] };
    groups.set(s.code, g);
    if (g.files.length >= FAILURES_PER_CODE) continue;
    g.files.push({
      key: s.key,
      format: s.format,
      message: s.message,
      attempt: s.attempt,
      finished_at: s.finished_at,
    });
    listed++;
  }
  const list = [...groups.values()].filter((g) => g.count > 0 || g.files.length > 0);
  list.sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  return { groups: list, total: list.reduce((n, g) => n + g.count, 0), listed };
}

/** The live source: Redis results index plus BullMQ counts. */
export class DashboardApi implements DashboardSource {
  constructor(
    private readonly redis: Redis,
    private readonly queue: QueueCounts,
    private readonly defaultDest: string | undefined,
    /** S3 endpoint settings for reading sidecars from s3:// destinations. */
    private readonly s3: StorageConfig = {},
    /** Options assumed where the results index does not record them (drift of S3 destinations). */
    private readonly options?: PipelineOptions,
  ) {}

  async runs(): Promise<{ runs: RunListItem[] }> {
    const runs = await listRuns(this.redis, RUNS_LISTED);
    const withCounts = await Promise.all(
      runs.map(async (run) => {
        const c = await runCounters(this.redis, run.id, ['status:ok', 'status:failed']);
        return { ...run, ok: c['status:ok'], failed: c['status:failed'] };
      }),
    );
    return { runs: withCounts };
  }

  async run(id: string, now = Date.now()): Promise<RunView | null> {
    const run = await getRun(this.redis, id);
    if (!run) return null;
    const [agg, queue, times] = await Promise.all([
      runAggregates(this.redis, id),
      this.queue.counts(),
      recentResultTimes(this.redis, id, RATE_WINDOW),
    ]);
    return {
      run,
      progress: computeProgress({ run, counts: agg.counts, queue, recent: times, now }),
      queue,
      by_format: byFormat(agg.counts),
      codes: pick(agg.counts, 'code:'),
      fallbacks: pick(agg.counts, 'fallback:'),
      quality_flags: pick(agg.counts, 'flag:'),
      quality_histogram: agg.quality_histogram,
      slowest: agg.slowest,
      pages: agg.counts.pages ?? 0,
    };
  }

  async failures(id: string): Promise<Failures> {
    const [agg, failed] = await Promise.all([
      runAggregates(this.redis, id),
      readFailures(this.redis, id, FAILURES_READ),
    ]);
    return groupFailures(pick(agg.counts, 'code:'), failed);
  }

  async results(
    id: string,
    opts: { before?: string; status?: 'ok' | 'failed'; count?: number },
  ): Promise<ResultsPage> {
    return { results: await readResults(this.redis, id, opts) };
  }

  search(id: string, query: SearchQuery): Promise<SearchResult> {
    return searchResults(this.redis, id, query);
  }

  metrics(): Promise<string> {
    return dashboardMetrics(this.redis, this.queue);
  }

  close(): Promise<void> {
    return this.queue.close();
  }

  async drift(dest: string | null): Promise<{ dests: string[]; drift: Drift | null }> {
    const runs = await listRuns(this.redis, 1000);
    const dests = [...new Set([...(this.defaultDest ? [this.defaultDest] : []), ...runs.map((r) => r.dest)])];
    const chosen = dest ?? dests[0] ?? null;
    // Only destinations the index knows (or the configured one) may be scanned: the dashboard
    // must not become a reader of arbitrary folders named in a query string.
    if (chosen === null || !dests.includes(chosen)) return { dests, drift: null };
    return { dests, drift: await computeDrift(this.redis, chosen, this.options) };
  }

  async file(runId: string | null, key: string): Promise<(FileView & { summary: JobSummary | null }) | null> {
    const run = runId ? await getRun(this.redis, runId) : null;
    if (runId && !run) return null;
    const dest = run?.dest ?? this.defaultDest;
    if (!dest) return null;
    const summary = run ? await this.findSummary(run.id, key) : null;
    return { ...(await readFileView(dest, key, this.s3)), summary };
  }

  /** The newest summary for a key in a run: failures stream first (small), then recent results. */
  private async findSummary(runId: string, key: string): Promise<JobSummary | null> {
    const failed = await readFailures(this.redis, runId, FAILURES_READ);
    const hit = failed.find((s) => s.key === key);
    if (hit) return hit;
    const recent = await readResults(this.redis, runId, { count: 5000 });
    return recent.find((r) => r.summary.key === key)?.summary ?? null;
  }
}
