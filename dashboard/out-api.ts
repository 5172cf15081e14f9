/**
 * The dashboard's data from a destination alone (`--out DEST`): run records from `_runs/`, the
 * per-file index built from the sidecars (out-index.ts), and one file's sidecar and text read
 * on demand. No Redis, no queue: a snapshot of the folder as it was when the index was built.
 *
 * A run's aggregates (counts by status, code, format, fallback and flag; quality histogram)
 * come from its run record, which holds the exact counters of the run. A record without them
 * (older runs) is answered from the files credited to the run. File lists (failures, slowest,
 * search, results) always come from the index: what is in the destination now.
 */
import type { JobSummary, RunRecord } from '../shared/queue/results.ts';
import { openStorage, type StorageConfig } from '../shared/storage/index.ts';
import { byFormat, FAILURES_READ, groupFailures, pick, RUNS_LISTED } from './api.ts';
import { emptyDrift, tally } from './drift.ts';
import { readFileView } from './files.ts';
import { renderMetrics } from './metrics.ts';
import { buildOutIndex, type FileEntry, type OutIndex, type OutIndexOptions } from './out-index.ts';
import { computeProgress } from './progress.ts';
import { MAX_MATCHES, matches, type SearchQuery, type SearchResult } from './search.ts';
import type {
  DashboardSource,
  Failures,
  FileViewWithSummary,
  ResultsPage,
  RunListItem,
  RunView,
} from './source.ts';

/** Slowest files listed on a run page (the Redis index keeps the same number). */
const SLOWEST_LISTED = 50;

/** A file entry in the results-index shape the pages already read. */
export function toSummary(f: FileEntry): JobSummary {
  return {
    key: f.key,
    format: f.format,
    status: f.status,
    code: f.code,
    message: f.message,
    quality: f.quality,
    quality_flags: [...f.quality_flags],
    fallbacks: [...f.fallbacks],
    pages: f.pages,
    duration_ms: f.duration_ms,
    pipeline_version: f.pipeline_version,
    // Sidecars do not record attempts; 0 reads as "not known" on the pages.
    attempt: 0,
    finished_at: Number.isNaN(f.created) ? '' : new Date(f.created).toISOString(),
  };
}

/** The results-index counters and quality histogram, recomputed from files. */
export function aggregate(files: Iterable<FileEntry>): {
  counts: Record<string, number>;
  quality_histogram: Record<string, number>;
} {
  const counts: Record<string, number> = {};
  const quality_histogram: Record<string, number> = {};
  const add = (k: string, n = 1) => {
    counts[k] = (counts[k] ?? 0) + n;
  };
  for (const f of files) {
    add(`status:${f.status}`);
    add(`code:${f.code}`);
    add(`format:${f.format}:${f.status}`);
    if (f.pages) add('pages', f.pages);
    add('duration_ms', f.duration_ms);
    add(`format_ms:${f.format}`, f.duration_ms);
    for (const x of f.fallbacks) add(`fallback:${x}`);
    for (const x of f.quality_flags) add(`flag:${x}`);
    if (f.quality !== null) {
      const bucket = String(Math.min(90, Math.floor(f.quality / 10) * 10));
      quality_histogram[bucket] = (quality_histogram[bucket] ?? 0) + 1;
    }
  }
  return { counts, quality_histogram };
}

export class OutSource implements DashboardSource {
  constructor(
    readonly index: OutIndex,
    /** S3 endpoint settings for reading one file's sidecar and text from an s3:// destination. */
    private readonly s3: StorageConfig = {},
  ) {}

  private runIndex(id: string): number {
    return this.index.runs.findIndex((r) => r.id === id);
  }

  /** Files credited to the run at position `i`, in key order. */
  private filesOf(i: number): FileEntry[] {
    return this.index.files.filter((f) => f.run === i);
  }

  private aggregates(i: number): {
    counts: Record<string, number>;
    quality_histogram: Record<string, number>;
  } {
    const run = this.index.runs[i];
    if (run.counts) return { counts: run.counts, quality_histogram: run.quality_histogram ?? {} };
    return aggregate(this.filesOf(i));
  }

  /** The record without the aggregates it carries (the pages read those from the view). */
  private record(i: number): RunRecord {
    const { done: _d, counts: _c, quality_histogram: _q, ...run } = this.index.runs[i];
    return run;
  }

  async runs(): Promise<{ runs: RunListItem[] }> {
    return {
      runs: this.index.runs.slice(0, RUNS_LISTED).map((_, i) => {
        const { counts } = this.aggregates(i);
        return { ...this.record(i), ok: counts['status:ok'] ?? 0, failed: counts['status:failed'] ?? 0 };
      }),
    };
  }

  async run(id: string, now = Date.now()): Promise<RunView | null> {
    const i = this.runIndex(id);
    if (i < 0) return null;
    const run = this.record(i);
    const { counts, quality_histogram } = this.aggregates(i);
    const slowest = this.filesOf(i)
      .sort((a, b) => b.duration_ms - a.duration_ms)
      .slice(0, SLOWEST_LISTED)
      .map((f) => ({ key: f.key, duration_ms: f.duration_ms }));
    return {
      run,
      // No queue to ask: a destination says what was done, not what is waiting.
      progress: computeProgress({ run, counts, queue: {}, recent: [], now }),
      queue: {},
      by_format: byFormat(counts),
      codes: pick(counts, 'code:'),
      fallbacks: pick(counts, 'fallback:'),
      quality_flags: pick(counts, 'flag:'),
      quality_histogram,
      slowest,
      pages: counts.pages ?? 0,
    };
  }

  async failures(id: string): Promise<Failures> {
    const i = this.runIndex(id);
    if (i < 0) return { groups: [], total: 0, listed: 0 };
    const failed = this.filesOf(i)
      .filter((f) => f.status === 'failed')
      .sort((a, b) => b.created - a.created)
      .slice(0, FAILURES_READ)
      .map(toSummary);
    return groupFailures(pick(this.aggregates(i).counts, 'code:'), failed);
  }

  /** Newest first; `before` is the position of the last entry of the previous page. */
  async results(
    id: string,
    opts: { before?: string; status?: 'ok' | 'failed'; count?: number },
  ): Promise<ResultsPage> {
    const i = this.runIndex(id);
    if (i < 0) return { results: [] };
    const files = this.filesOf(i).sort((a, b) => b.created - a.created || (a.key < b.key ? -1 : 1));
    const start = opts.before ? Number(opts.before) + 1 : 0;
    const out: ResultsPage['results'] = [];
    for (let n = start; n < files.length && out.length < (opts.count ?? 100); n++) {
      if (opts.status && files[n].status !== opts.status) continue;
      out.push({ id: String(n), summary: toSummary(files[n]) });
    }
    return { results: out };
  }

  async search(id: string, query: SearchQuery): Promise<SearchResult> {
    const i = this.runIndex(id);
    const needle = query.q.toLowerCase();
    const found: JobSummary[] = [];
    let scanned = 0;
    if (i >= 0) {
      for (const f of this.index.files) {
        if (f.run !== i) continue;
        scanned++;
        if (!matches(f, query, needle)) continue;
        found.push(toSummary(f));
        if (found.length >= MAX_MATCHES) break;
      }
    }
    return { matches: found, scanned, partial: false };
  }

  async drift(dest: string | null) {
    const dests = [this.index.dest];
    // Only the indexed destination, named as indexed or as its runs recorded it (a folder since
    // moved, a relative path): nothing else is read, whatever the query string says.
    const known = dest === null || dest === this.index.dest || this.index.runs.some((r) => r.dest === dest);
    if (!known) return { dests, drift: null };
    const drift = emptyDrift(this.index.dest, 'sidecars');
    tally(
      drift,
      this.index.files.map((f) => ({ version: f.pipeline_version, format: f.format, current: f.current })),
    );
    drift.run_version = this.index.runs[0]?.pipeline_version ?? null;
    drift.unreadable = this.index.unreadable;
    drift.truncated = this.index.truncated;
    drift.computed_at = this.index.built_at;
    return { dests, drift };
  }

  async file(runId: string | null, key: string): Promise<FileViewWithSummary | null> {
    if (runId && this.runIndex(runId) < 0) return null;
    const entry = this.index.files.find((f) => f.key === key);
    return {
      ...(await readFileView(this.index.dest, key, this.s3)),
      summary: entry ? toSummary(entry) : null,
      summary_source: 'sidecars',
    };
  }

  async metrics(): Promise<string> {
    return renderMetrics(
      {},
      this.index.runs.map((_, i) => ({ run: this.record(i), counts: this.aggregates(i).counts })),
    );
  }

  async close(): Promise<void> {}
}

/** Open a destination (folder or s3://bucket/prefix) and index it. */
export async function openOutSource(
  dest: string,
  s3: StorageConfig,
  options: OutIndexOptions = {},
): Promise<OutSource> {
  return new OutSource(await buildOutIndex(openStorage(dest, s3), options), s3);
}
