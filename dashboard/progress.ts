/**
 * Live progress of a run: finished counts from the results index, queue states from BullMQ,
 * throughput from the timestamps of the most recent results (stream ids are milliseconds).
 */
import type { RunRecord } from '../shared/queue/results.ts';

/** How many recent results the throughput is measured over: enough to smooth a 2-worker run. */
export const RATE_WINDOW = 100;

export interface Progress {
  planned: number;
  done: number;
  failed: number;
  finished: number;
  remaining: number;
  active: number;
  waiting: number;
  delayed: number;
  /** Documents per second: recent throughput while running, overall once the run ended. */
  docs_per_s: number | null;
  eta_s: number | null;
  elapsed_s: number;
  fraction: number;
}

export function computeProgress(input: {
  run: RunRecord;
  counts: Record<string, number>;
  queue: Record<string, number>;
  /** Finish times (ms) of the most recent results, any order. */
  recent: number[];
  now: number;
}): Progress {
  const { run, counts, queue, recent, now } = input;
  const done = counts['status:ok'] ?? 0;
  const failed = counts['status:failed'] ?? 0;
  const finished = done + failed;
  const planned = Math.max(run.planned?.enqueued ?? 0, finished);
  const remaining = Math.max(0, planned - finished);
  const started = Date.parse(run.started_at);
  const end = run.finished_at ? Date.parse(run.finished_at) : now;
  const elapsed_s = Math.max(0, (end - started) / 1000);
  let docs_per_s: number | null = null;
  if (run.state === 'running' && recent.length > 0) {
    // Measured up to now, not to the newest result, so a stalled run shows its rate falling.
    const oldest = Math.min(...recent);
    const span = (now - oldest) / 1000;
    if (span > 0) docs_per_s = recent.length / span;
  } else if (elapsed_s > 0 && finished > 0) {
    docs_per_s = finished / elapsed_s;
  }
  const eta_s = remaining === 0 ? 0 : docs_per_s ? remaining / docs_per_s : null;
  return {
    planned,
    done,
    failed,
    finished,
    remaining,
    active: queue.active ?? 0,
    waiting: (queue.waiting ?? 0) + (queue.prioritized ?? 0) + (queue['waiting-children'] ?? 0),
    delayed: queue.delayed ?? 0,
    docs_per_s,
    // An ended run has no ETA; 0 only when nothing remains (a run can end with jobs lost or cancelled).
    eta_s: run.state === 'running' ? eta_s : remaining === 0 && run.state !== 'planning' ? 0 : null,
    elapsed_s,
    fraction: planned > 0 ? finished / planned : 0,
  };
}
