/**
 * The dashboard's `/metrics`: derived on each scrape from the results index and the queue, so
 * it is right even when workers expose no port. Per run (the newest RUNS_EXPORTED runs):
 * outcomes by code, jobs and summed durations by format, pages. Queue counts by state.
 */
import type { Redis } from 'ioredis';
import { Counter, Gauge, Registry } from '../shared/metrics/index.ts';
import { listRuns, type RunRecord, runAggregates } from '../shared/queue/results.ts';
import { byFormat, pick } from './api.ts';
import type { QueueCounts } from './queue.ts';

/** Runs exported: older runs stop changing, and each run adds a few series per format and code. */
export const RUNS_EXPORTED = 20;

export async function dashboardMetrics(redis: Redis, queue: QueueCounts): Promise<string> {
  const runs = await listRuns(redis, RUNS_EXPORTED);
  const withCounts = [];
  for (const run of runs) withCounts.push({ run, counts: (await runAggregates(redis, run.id)).counts });
  return renderMetrics(await queue.counts(), withCounts);
}

/** The exposition for given queue counts and runs with their counters (newest RUNS_EXPORTED used). */
export function renderMetrics(
  queueCounts: Record<string, number>,
  runs: { run: RunRecord; counts: Record<string, number> }[],
): string {
  const reg = new Registry();
  const queueJobs = reg.register(new Gauge('gleaner_queue_jobs', 'Jobs in the queue by state.'));
  const outcomes = reg.register(
    new Counter('gleaner_run_outcomes_total', 'Finished jobs of a run by outcome code.'),
  );
  const jobs = reg.register(
    new Counter('gleaner_run_jobs_total', 'Finished jobs of a run by format and status.'),
  );
  const durSum = reg.register(
    new Counter('gleaner_run_job_duration_seconds_sum', 'Summed job durations of a run by format.'),
  );
  const durCount = reg.register(
    new Counter('gleaner_run_job_duration_seconds_count', 'Jobs timed, by format.'),
  );
  const pages = reg.register(new Counter('gleaner_run_pages_processed_total', 'Pages processed in a run.'));
  const planned = reg.register(
    new Gauge('gleaner_run_planned_jobs', 'Jobs the producer enqueued for a run.'),
  );

  for (const [state, n] of Object.entries(queueCounts)) queueJobs.set({ state }, n);
  for (const { run, counts } of runs.slice(0, RUNS_EXPORTED)) {
    for (const [code, n] of Object.entries(pick(counts, 'code:'))) outcomes.inc({ run: run.id, code }, n);
    for (const row of byFormat(counts)) {
      jobs.inc({ run: run.id, format: row.format, status: 'ok' }, row.ok);
      jobs.inc({ run: run.id, format: row.format, status: 'failed' }, row.failed);
      const ms = counts[`format_ms:${row.format}`];
      if (ms !== undefined) {
        durSum.inc({ run: run.id, format: row.format }, ms / 1000);
        durCount.inc({ run: run.id, format: row.format }, row.ok + row.failed);
      }
    }
    pages.inc({ run: run.id }, counts.pages ?? 0);
    planned.set({ run: run.id }, run.planned?.enqueued ?? 0);
  }
  return reg.render();
}
