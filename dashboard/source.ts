/**
 * What the pages, `/metrics` and `gleaner report` read, whichever store answers: the live
 * results index in Redis (`RedisSource`, api.ts) or a destination's sidecars and run records
 * (`OutSource`, out-api.ts) once the run's Redis is gone. Both answer with the same shapes.
 */
import type { JobSummary, RunRecord } from '../shared/queue/results.ts';
import type { Drift } from './drift.ts';
import type { FileView } from './files.ts';
import type { Progress } from './progress.ts';
import type { SearchQuery, SearchResult } from './search.ts';

export interface RunView {
  run: RunRecord;
  progress: Progress;
  queue: Record<string, number>;
  by_format: { format: string; ok: number; failed: number; mean_s: number | null }[];
  codes: Record<string, number>;
  fallbacks: Record<string, number>;
  quality_flags: Record<string, number>;
  quality_histogram: Record<string, number>;
  slowest: { key: string; duration_ms: number }[];
  pages: number;
}

export interface FailureGroup {
  code: string;
  count: number;
  files: { key: string; format: string; message: string | null; attempt: number; finished_at: string }[];
}

export interface Failures {
  groups: FailureGroup[];
  total: number;
  listed: number;
}

export type RunListItem = RunRecord & { ok: number; failed: number };

export interface ResultsPage {
  results: { id: string; summary: JobSummary }[];
}

export type FileViewWithSummary = FileView & {
  summary: JobSummary | null;
  /** Where the summary comes from. @defaultValue 'results-index' */
  summary_source?: 'results-index' | 'sidecars';
};

export interface DashboardSource {
  /** Newest first. */
  runs(): Promise<{ runs: RunListItem[] }>;
  run(id: string, now?: number): Promise<RunView | null>;
  failures(id: string): Promise<Failures>;
  results(
    id: string,
    opts: { before?: string; status?: 'ok' | 'failed'; count?: number },
  ): Promise<ResultsPage>;
  search(id: string, query: SearchQuery): Promise<SearchResult>;
  drift(dest: string | null): Promise<{ dests: string[]; drift: Drift | null }>;
  file(runId: string | null, key: string): Promise<FileViewWithSummary | null>;
  /** Prometheus text for `/metrics`. */
  metrics(): Promise<string>;
  close(): Promise<void>;
}
