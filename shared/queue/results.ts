/**
 * The results index: a compact summary per finished job, per run, in Redis. The dashboard and
 * `gleaner report` read this instead of BullMQ jobs; sidecars in storage stay the source of truth.
 *
 * Keys (prefix defaults to 'gleaner'):
 *   {p}:runs                     sorted set of run ids, score = start time (ms)
 *   {p}:run:{id}                 hash: the run record fields (JSON values)
 *   {p}:run:{id}:results         stream of JobSummary entries, trimmed to MAX_RESULTS_PER_RUN
 *   {p}:run:{id}:counts          hash of counters: 'status:ok', 'code:corrupt', 'format:pdf:ok', 'fallback:<key>', 'pages'
 *   {p}:run:{id}:quality         hash: histogram bucket (0,10,...,90) → count
 *   {p}:run:{id}:slowest         sorted set key → duration ms, trimmed to SLOWEST_KEPT
 *   {p}:run:{id}:failures        stream of failed JobSummary entries only, trimmed to MAX_FAILURES_PER_RUN
 *                                (so the dashboard lists failures without scanning every result)
 *
 * Counter fields also include 'duration_ms' (sum over all jobs) and 'format_ms:<format>' (sum per format).
 * Run bookkeeping (shared/queue/runs.ts) adds {p}:jobrun, {p}:run:{id}:done and {p}:run:{id}:closing.
 *
 * This module owns the layout: everything else (runs.ts, the dashboard, the CLI) goes through
 * `runKey` and the readers below instead of spelling keys.
 */
import type { Redis } from 'ioredis';

/** Per-run stream cap: summaries beyond this are only in the sidecars (aggregates stay exact). */
export const MAX_RESULTS_PER_RUN = 200_000;
/** Slowest files kept per run. */
export const SLOWEST_KEPT = 50;
/** Failed summaries kept per run in their own stream; exact counts per code stay in the counts hash. */
export const MAX_FAILURES_PER_RUN = 20_000;

export interface RunRecord {
  id: string;
  source: string;
  dest: string;
  pipeline_version: string;
  /** 'interrupted': stopped by its user with a private Redis, so nothing else can finish it (re-running resumes as a new run). */
  state: 'planning' | 'running' | 'finished' | 'failed' | 'interrupted';
  started_at: string;
  finished_at: string | null;
  /** Counts decided by the producer. */
  planned: {
    total: number;
    new: number;
    outdated: number;
    unchanged: number;
    enqueued: number;
    by_format: Record<string, number>;
    /** Entries the listing left out, by reason (ProducePlan.skipped); absent in older records. */
    skipped?: Record<string, number>;
    /** DEST's key when it lay inside SOURCE and was left out of the listing. */
    dest_excluded?: string | null;
  };
}

export interface JobSummary {
  key: string;
  format: string;
  status: 'ok' | 'failed';
  /** 'ok' or an ErrorCode. */
  code: string;
  message: string | null;
  quality: number | null;
  quality_flags: string[];
  fallbacks: string[];
  pages: number | null;
  duration_ms: number;
  pipeline_version: string;
  attempt: number;
  finished_at: string;
}

/** The parts of a run's key space (see the module comment). */
export type RunKeyPart = 'results' | 'counts' | 'quality' | 'slowest' | 'failures' | 'done' | 'closing';

/** `{prefix}:run:{id}` or `{prefix}:run:{id}:{part}`. */
export function runKey(id: string, part?: RunKeyPart, prefix = 'gleaner'): string {
  return `${prefix}:run:${id}${part ? `:${part}` : ''}`;
}

/** `{prefix}:runs`, the sorted set of run ids. */
export function runsKey(prefix = 'gleaner'): string {
  return `${prefix}:runs`;
}

/** `{prefix}:jobrun`, the hash jobId → runId (runs.ts). */
export function jobRunKey(prefix = 'gleaner'): string {
  return `${prefix}:jobrun`;
}

const k = (prefix: string, id: string, part?: RunKeyPart) => runKey(id, part, prefix);

export async function saveRun(redis: Redis, run: RunRecord, prefix = 'gleaner'): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(run)) fields[key] = JSON.stringify(value);
  await redis
    .multi()
    .hset(k(prefix, run.id), fields)
    .zadd(runsKey(prefix), Date.parse(run.started_at), run.id)
    .exec();
}

export async function updateRun(
  redis: Redis,
  id: string,
  patch: Partial<RunRecord>,
  prefix = 'gleaner',
): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(patch)) fields[key] = JSON.stringify(value);
  if (Object.keys(fields).length) await redis.hset(k(prefix, id), fields);
}

export async function getRun(redis: Redis, id: string, prefix = 'gleaner'): Promise<RunRecord | null> {
  const raw = await redis.hgetall(k(prefix, id));
  if (!raw.id) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) out[key] = JSON.parse(value);
  return out as unknown as RunRecord;
}

export async function listRuns(redis: Redis, limit = 100, prefix = 'gleaner'): Promise<RunRecord[]> {
  const ids = await redis.zrevrange(runsKey(prefix), 0, limit - 1);
  const runs = await Promise.all(ids.map((id) => getRun(redis, id, prefix)));
  return runs.filter((r): r is RunRecord => r !== null);
}

/** Record one finished job: stream entry plus exact aggregates, in one MULTI. */
export async function recordResult(
  redis: Redis,
  runId: string,
  s: JobSummary,
  prefix = 'gleaner',
): Promise<void> {
  const m = redis.multi();
  m.xadd(
    k(prefix, runId, 'results'),
    'MAXLEN',
    '~',
    String(MAX_RESULTS_PER_RUN),
    '*',
    'j',
    JSON.stringify(s),
  );
  const counts = k(prefix, runId, 'counts');
  m.hincrby(counts, `status:${s.status}`, 1);
  m.hincrby(counts, `code:${s.code}`, 1);
  m.hincrby(counts, `format:${s.format}:${s.status}`, 1);
  if (s.pages) m.hincrby(counts, 'pages', s.pages);
  m.hincrbyfloat(counts, 'duration_ms', s.duration_ms);
  m.hincrbyfloat(counts, `format_ms:${s.format}`, s.duration_ms);
  if (s.status === 'failed') {
    m.xadd(
      k(prefix, runId, 'failures'),
      'MAXLEN',
      '~',
      String(MAX_FAILURES_PER_RUN),
      '*',
      'j',
      JSON.stringify(s),
    );
  }
  for (const f of s.fallbacks) m.hincrby(counts, `fallback:${f}`, 1);
  for (const f of s.quality_flags) m.hincrby(counts, `flag:${f}`, 1);
  if (s.quality !== null) {
    const bucket = Math.min(90, Math.floor(s.quality / 10) * 10);
    m.hincrby(k(prefix, runId, 'quality'), String(bucket), 1);
  }
  m.zadd(k(prefix, runId, 'slowest'), s.duration_ms, s.key);
  m.zremrangebyrank(k(prefix, runId, 'slowest'), 0, -(SLOWEST_KEPT + 1));
  await m.exec();
}

export interface RunAggregates {
  counts: Record<string, number>;
  quality_histogram: Record<string, number>;
  slowest: { key: string; duration_ms: number }[];
}

export async function runAggregates(redis: Redis, runId: string, prefix = 'gleaner'): Promise<RunAggregates> {
  const [counts, quality, slowest] = await Promise.all([
    redis.hgetall(k(prefix, runId, 'counts')),
    redis.hgetall(k(prefix, runId, 'quality')),
    redis.zrevrange(k(prefix, runId, 'slowest'), 0, SLOWEST_KEPT - 1, 'WITHSCORES'),
  ]);
  const toNum = (o: Record<string, string>) =>
    Object.fromEntries(Object.entries(o).map(([a, b]) => [a, Number(b)]));
  const slow: { key: string; duration_ms: number }[] = [];
  for (let i = 0; i < slowest.length; i += 2)
    slow.push({ key: slowest[i], duration_ms: Number(slowest[i + 1]) });
  return { counts: toNum(counts), quality_histogram: toNum(quality), slowest: slow };
}

/** Page through the job summaries of a run, newest first. */
export async function readResults(
  redis: Redis,
  runId: string,
  opts: { count?: number; before?: string; status?: 'ok' | 'failed' } = {},
  prefix = 'gleaner',
): Promise<{ id: string; summary: JobSummary }[]> {
  const count = opts.count ?? 100;
  const entries = await redis.xrevrange(
    k(prefix, runId, 'results'),
    opts.before ?? '+',
    '-',
    'COUNT',
    count * (opts.status ? 10 : 1),
  );
  const out: { id: string; summary: JobSummary }[] = [];
  for (const [id, fields] of entries) {
    const summary = JSON.parse(fields[1]) as JobSummary;
    if (opts.status && summary.status !== opts.status) continue;
    out.push({ id, summary });
    if (out.length >= count) break;
  }
  return out;
}

/** Failed job summaries of a run, newest first (from the failures stream, not a scan of all results). */
export async function readFailures(
  redis: Redis,
  runId: string,
  count = 1000,
  prefix = 'gleaner',
): Promise<JobSummary[]> {
  const entries = await redis.xrevrange(k(prefix, runId, 'failures'), '+', '-', 'COUNT', count);
  return entries.map(([, fields]) => JSON.parse(fields[1]) as JobSummary);
}

/** Some counters of a run (missing ones are 0), e.g. `status:ok`, `status:failed`. */
export async function runCounters(
  redis: Redis,
  runId: string,
  fields: string[],
  prefix = 'gleaner',
): Promise<Record<string, number>> {
  const values = await redis.hmget(k(prefix, runId, 'counts'), ...fields);
  return Object.fromEntries(fields.map((f, i) => [f, Number(values[i] ?? 0)]));
}

/** When the newest `count` results were recorded, ms (stream ids are `<ms>-<seq>`). */
export async function recentResultTimes(
  redis: Redis,
  runId: string,
  count: number,
  prefix = 'gleaner',
): Promise<number[]> {
  const entries = await redis.xrevrange(k(prefix, runId, 'results'), '+', '-', 'COUNT', count);
  return entries.map(([sid]) => Number(sid.split('-')[0]));
}

/**
 * One page of a run's results stream, oldest first (`order: 'asc'`) or newest first, starting
 * after the cursor `after` (a stream id from the previous page; omit for the first page).
 */
export async function resultsPage(
  redis: Redis,
  runId: string,
  opts: { order: 'asc' | 'desc'; after?: string; count: number },
  prefix = 'gleaner',
): Promise<{ id: string; summary: JobSummary }[]> {
  const key = k(prefix, runId, 'results');
  const from = opts.after ? `(${opts.after}` : undefined;
  const entries =
    opts.order === 'asc'
      ? await redis.xrange(key, from ?? '-', '+', 'COUNT', opts.count)
      : await redis.xrevrange(key, from ?? '+', '-', 'COUNT', opts.count);
  return entries.map(([id, fields]) => ({ id, summary: JSON.parse(fields[1]) as JobSummary }));
}
