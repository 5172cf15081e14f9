/**
 * Run bookkeeping on top of the results index: which run a job counts for, exactly-once
 * crediting of finished jobs, and closing a run when its last job is done.
 *
 * Keys (prefix 'gleaner'; spelled by results.ts, which owns the layout):
 *   {p}:jobrun              hash jobId → runId of the latest run that wanted this job
 *   {p}:run:{id}:done       set of jobIds already credited to the run (its size is "done")
 *   {p}:run:{id}:closing    NX guard so exactly one process closes the run
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { runRecordKey, type Storage } from '../storage/index.ts';
import { GLEANER_PREFIX } from './jobs.ts';
import { getRun, jobRunKey, type RunRecord, runAggregates, runKey, updateRun } from './results.ts';

/** `r-20261202T131500-a1b2c3`: sortable by start time, unique without coordination. */
export function newRunId(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
  return `r-${stamp}-${randomBytes(3).toString('hex')}`;
}

/** Point jobs at a run. A job enqueued by an earlier, interrupted run is then credited here. */
export function pointJobs(redis: Redis, runId: string, jobIds: string[], prefix = GLEANER_PREFIX) {
  if (!jobIds.length) return Promise.resolve(0);
  const fields: string[] = [];
  for (const id of jobIds) fields.push(id, runId);
  return redis.hset(jobRunKey(prefix), ...fields);
}

const CREDIT_LUA = `
local run = redis.call('HGET', KEYS[1], ARGV[1])
if not run then run = ARGV[2] end
redis.call('HDEL', KEYS[1], ARGV[1])
local added = redis.call('SADD', ARGV[3] .. run .. ARGV[4], ARGV[1])
return {run, added}
`;

/**
 * Credit a finished job to its run, once. Returns the run and whether this call was the first
 * (a job redone after a crash between "sidecar written" and "job completed" is not re-counted).
 */
export async function creditJob(
  redis: Redis,
  jobId: string,
  fallbackRunId: string,
  prefix = GLEANER_PREFIX,
): Promise<{ runId: string; first: boolean }> {
  const [runId, added] = (await redis.eval(
    CREDIT_LUA,
    1,
    jobRunKey(prefix),
    jobId,
    fallbackRunId,
    // The script learns the run id only when it reads it: pass the done key around a hole.
    ...runKey('\u0000', 'done', prefix).split('\u0000'),
  )) as [string, number];
  return { runId, first: added === 1 };
}

export async function runDone(redis: Redis, runId: string, prefix = GLEANER_PREFIX): Promise<number> {
  return redis.scard(runKey(runId, 'done', prefix));
}

/**
 * The run record as written to `_runs/<id>.json`: the record plus its exact aggregates, so the
 * destination alone can answer for the run once its Redis is gone (`gleaner dashboard --out`).
 * The aggregate fields are optional for readers: a record may predate them.
 */
export interface RunSnapshot extends RunRecord {
  /** Jobs credited to the run. */
  done?: number;
  /** The results-index counters (`status:ok`, `code:<code>`, `format:<f>:<status>`, `fallback:<key>`, ...). */
  counts?: Record<string, number>;
  /** Quality bucket (0, 10, ..., 90) → files. */
  quality_histogram?: Record<string, number>;
}

export async function runSnapshot(
  redis: Redis,
  runId: string,
  prefix = GLEANER_PREFIX,
): Promise<RunSnapshot | null> {
  const [run, aggregates, done] = await Promise.all([
    getRun(redis, runId, prefix),
    runAggregates(redis, runId, prefix),
    runDone(redis, runId, prefix),
  ]);
  return run
    ? { ...run, done, counts: aggregates.counts, quality_histogram: aggregates.quality_histogram }
    : null;
}

export async function writeRunRecord(redis: Redis, dest: Storage, runId: string, prefix = GLEANER_PREFIX) {
  const snap = await runSnapshot(redis, runId, prefix);
  if (snap) await dest.write(runRecordKey(runId), `${JSON.stringify(snap, null, 2)}\n`, 'application/json');
}

/**
 * Close the run if every enqueued job is credited. Called by workers after each job and by the
 * producer after enqueuing (a run of tiny jobs can finish before the producer does).
 */
export async function maybeFinishRun(
  redis: Redis,
  dest: Storage,
  runId: string,
  prefix = GLEANER_PREFIX,
): Promise<boolean> {
  const run: RunRecord | null = await getRun(redis, runId, prefix);
  if (run?.state !== 'running') return false;
  if ((await runDone(redis, runId, prefix)) < run.planned.enqueued) return false;
  const won = await redis.set(runKey(runId, 'closing', prefix), '1', 'NX');
  if (won !== 'OK') return false;
  await updateRun(redis, runId, { state: 'finished', finished_at: new Date().toISOString() }, prefix);
  await writeRunRecord(redis, dest, runId, prefix);
  return true;
}
