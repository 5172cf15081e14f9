/**
 * Embedded mode, the one-machine orchestrator behind `gleaner run`: producer + workers (and,
 * on request, the live dashboard) in one process. It sits in the CLI layer because it composes
 * those parts; none of them imports it. Uses REDIS_URL when set, otherwise a private
 * redis-server whose state lives under DEST (so Ctrl-C then the same command resumes), stopped
 * at the end. One run per DEST (a lock under DEST's state folder, shared/queue/dest-lock.ts). A
 * Redis that dies mid-run ends the run within seconds (RedisLostError) instead of leaving it
 * waiting forever on reconnects; outputs already written stay, and the same command resumes.
 * Over 300 lines because the run's life (lock, Redis, watch, progress, bounded shutdown) shares
 * one set of handles; split apart, each piece would need all of them passed in.
 */

import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { emptyPlan, type ProducePlan, produce, skippedLine } from '../producer/index.ts';
import type { GleanerConfig } from '../shared/config/index.ts';
import { escapeName } from '../shared/escape.ts';
import { serveMetrics } from '../shared/metrics/index.ts';
import type { PipelineOptions } from '../shared/pipeline/index.ts';
import { connect } from '../shared/queue/connection.ts';
import { acquireDestLock, describeHolder } from '../shared/queue/dest-lock.ts';
import { type EmbeddedRedis, startEmbeddedRedis } from '../shared/queue/embedded-redis.ts';
import { type RedisWatch, watchRedis } from '../shared/queue/redis-watch.ts';
import { getRun, runAggregates, updateRun } from '../shared/queue/results.ts';
import { newRunId, runDone, writeRunRecord } from '../shared/queue/runs.ts';
import { isS3Url, openStorage } from '../shared/storage/index.ts';
import { type RunningWorker, startWorker } from '../workers/index.ts';
import { type ProgressState, progressBar, progressLine } from '../workers/progress.ts';
import { type RunSummary, summarizeRun } from '../workers/summary.ts';

/** Redraw interval on a terminal, and plain-line interval otherwise. */
const TTY_REFRESH_MS = 250;
const PLAIN_REFRESH_MS = 5000;
/**
 * The private Redis is on a local socket and its exit is seen at once; this catches the rest (a
 * hung or unreachable server) quickly.
 */
const PRIVATE_REDIS_LOST_MS = 3000;
/** A shared REDIS_URL may restart or fail over: wait this long before giving the run up. */
const EXTERNAL_REDIS_LOST_MS = 60_000;
/** Each end-of-run step other than the drain (dashboard, metrics, run record) gets this long. */
const CLEANUP_TIMEOUT_MS = 5000;

/** The run's Redis died or stopped answering: nothing more can be done in this process. */
export class RedisLostError extends Error {
  constructor(readonly reason: string) {
    super(
      `the run's Redis stopped (${reason}); outputs written so far are kept — run the same command again to resume`,
    );
  }
}

/** Handed to `onStopRequest`. */
export interface StopControl {
  /** First call drains (bounded by config.drainMs); force: stop waiting for in-flight documents. */
  stop(force: boolean): void;
  /**
   * Synchronous last resort before the process exits at once: kill the parse children, ask the
   * private Redis to stop (it flushes its AOF), release the DEST lock.
   */
  abandon(): void;
}

export interface EmbeddedOptions {
  source: string;
  dest: string;
  config: GleanerConfig;
  pipeline: PipelineOptions;
  markdown: boolean;
  force: boolean;
  /** Extensions to take; null = all. */
  types?: string[] | null;
  log: Logger;
  /** Where progress and the summary go. */
  out: NodeJS.WritableStream & { isTTY?: boolean };
  /** Serve the live dashboard while the run lasts and print its URL. @defaultValue false */
  dashboard?: boolean;
  /** Called once the run can be stopped, with the controls for Ctrl-C. */
  onStopRequest?: (control: StopControl) => void;
  childEnv?: Record<string, string>;
}

export interface EmbeddedResult {
  plan: ProducePlan;
  interrupted: boolean;
  summary: RunSummary | null;
  redisPid: number | null;
}

/** State folder of the private Redis: under DEST when local, else a per-DEST cache folder. */
export function embeddedStateDir(dest: string): string {
  if (!isS3Url(dest)) return join(resolve(dest), '.gleaner', 'redis');
  const h = createHash('sha256').update(dest).digest('hex').slice(0, 16);
  return join(homedir(), '.cache', 'gleaner', 'redis', h);
}

/**
 * The run lock: DEST/.gleaner/run.lock for a local DEST. For an s3:// DEST a local file keyed by
 * DEST (beside its private Redis state): what it prevents, a second run stopping or sharing the
 * first one's private Redis, can only happen on the same machine, and S3-compatible stores do not
 * all enforce the conditional writes a lock object would need (our emulator does not).
 */
export function embeddedLockPath(dest: string): string {
  return isS3Url(dest)
    ? join(embeddedStateDir(dest), 'run.lock')
    : join(resolve(dest), '.gleaner', 'run.lock');
}

function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no end after ${ms} ms, left behind`)), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

export async function runEmbedded(o: EmbeddedOptions): Promise<EmbeddedResult> {
  const { config } = o;
  const lock = await acquireDestLock(embeddedLockPath(o.dest), { dest: o.dest });
  if (lock.replaced) {
    o.out.write(
      `replaced a stale lock on ${escapeName(o.dest)} (${describeHolder(lock.replaced)}; that run is gone)\n`,
    );
    o.log.warn({ lock: lock.path, stale: lock.replaced }, 'replaced a stale DEST lock');
  }
  let embedded: EmbeddedRedis | null = null;
  let watch: RedisWatch | null = null;
  let redis: Redis | null = null;
  let worker: RunningWorker | null = null;
  /** Set when we stop the private Redis ourselves: its exit is then no loss. */
  let stoppingRedis = false;
  let lostReason: string | null = null;
  let markLost: (err: RedisLostError) => void = () => {};
  const lost = new Promise<never>((_, reject) => {
    markLost = reject;
  });
  lost.catch(() => {});
  /** `p`, unless Redis is lost first (then RedisLostError). */
  const unlessLost = <T>(p: Promise<T>): Promise<T> => Promise.race([p, lost]);
  const cleanups: (() => Promise<void>)[] = [];
  let interrupted = false;
  let stopRequested: (() => void) | null = null;
  const stopped = new Promise<void>((r) => {
    stopRequested = r;
  });
  let result: EmbeddedResult | undefined;
  let error: unknown = null;
  try {
    let redisUrl = config.redisUrl;
    if (!redisUrl) {
      embedded = await startEmbeddedRedis(embeddedStateDir(o.dest));
      redisUrl = embedded.url;
      o.log.info({ pid: embedded.pid }, 'started private redis-server');
    }
    const w = watchRedis({
      url: redisUrl,
      lostAfterMs: embedded ? PRIVATE_REDIS_LOST_MS : EXTERNAL_REDIS_LOST_MS,
      onLost: (reason) => {
        lostReason ??= reason;
        o.log.error({ reason }, 'Redis lost');
        markLost(new RedisLostError(reason));
      },
      onUnreachable: embedded
        ? undefined
        : (why) =>
            o.out.write(`Redis unreachable (${why}); waiting up to ${EXTERNAL_REDIS_LOST_MS / 1000} s\n`),
      onBack: embedded ? undefined : () => o.out.write('Redis is back\n'),
    });
    watch = w;
    embedded?.exited.then((how) => {
      if (!stoppingRedis) w.lost(`redis-server exited with ${how}`);
    });
    const client = connect(redisUrl);
    redis = client;
    const wk = await unlessLost(startWorker({ config, redisUrl, log: o.log, childEnv: o.childEnv }));
    worker = wk;
    // The drain is bounded by config.drainMs; if Redis dies meanwhile it can never end: abort.
    cleanups.push(() =>
      lostReason
        ? wk.abort()
        : unlessLost(wk.close()).catch((e) => (lostReason ? wk.abort() : Promise.reject(e))),
    );
    const server = embedded;
    o.onStopRequest?.({
      stop: (force) => {
        interrupted = true;
        stopRequested?.();
        if (force) wk.force();
      },
      abandon: () => {
        void wk.pool.close(); // its first step kills every parse child synchronously
        client.disconnect();
        stoppingRedis = true;
        void server?.stop(); // sends SIGTERM synchronously: redis flushes its AOF
        lock.releaseSync();
      },
    });
    // Metrics are off in embedded mode unless GLEANER_METRICS_PORT asks for them.
    if (config.metricsPort !== undefined) {
      const m = await serveMetrics({ port: config.metricsPort, host: config.metricsHost });
      o.out.write(`metrics: ${m.url}\n`);
      cleanups.push(() => within(m.close(), CLEANUP_TIMEOUT_MS, 'metrics server'));
    }
    if (o.dashboard) {
      try {
        const { startDashboard } = await import('../dashboard/server.ts');
        const dash = await startDashboard({
          redis: client,
          config,
          dest: o.dest,
          queueName: config.queueName,
        });
        o.out.write(`dashboard (live while the run lasts): ${dash.url}\n`);
        cleanups.push(() => within(dash.close(), CLEANUP_TIMEOUT_MS, 'dashboard'));
      } catch (err) {
        o.out.write(`dashboard not started: ${(err as Error).message}\n`);
      }
    }
    const runId = newRunId();
    // Whatever happens next, leave the run's record in DEST so it can be read without this
    // Redis (`gleaner dashboard --out`, `gleaner report --out`). Runs after the worker has
    // drained (cleanups run in reverse order), so the counts are final. Not when Redis is lost:
    // the record is read from it (the next run writes its own).
    cleanups.unshift(async () => {
      if (lostReason) return;
      await within(
        (async () => {
          if (interrupted && embedded) {
            // Nothing else can finish a run whose private Redis stops with this process.
            const run = await getRun(client, runId);
            if (run?.state === 'running' || run?.state === 'planning')
              await updateRun(client, runId, { state: 'interrupted' });
          }
          await writeRunRecord(client, openStorage(o.dest, config), runId);
        })(),
        CLEANUP_TIMEOUT_MS,
        'run record',
      );
    });
    const state: ProgressState = { planning: true, enqueued: 0, done: 0, failed: 0, startedAt: Date.now() };
    const tty = Boolean(o.out.isTTY);
    o.out.write(`run ${runId}: ${escapeName(o.source)} → ${escapeName(o.dest)}\n`);
    const producing = produce({
      source: o.source,
      dest: o.dest,
      redis: client,
      queueName: config.queueName,
      attempts: config.attempts,
      pipeline: o.pipeline,
      markdown: o.markdown,
      maxFileBytes: config.maxFileBytes,
      force: o.force,
      types: o.types,
      runId,
      storage: config,
      onProgress: (p) => {
        state.enqueued = p.enqueued;
      },
    });
    let plan: ProducePlan | null = null;
    let produceError: unknown = null;
    producing.then(
      (p) => {
        plan = p;
        state.enqueued = p.enqueued;
        state.planning = false;
      },
      (err) => {
        produceError = err;
      },
    );
    let lastPlain = 0;
    for (;;) {
      if (produceError) throw produceError;
      const [done, counts, run] = await unlessLost(
        Promise.all([
          runDone(client, runId),
          runAggregates(client, runId).then((a) => a.counts),
          getRun(client, runId),
        ]),
      );
      state.done = done;
      state.failed = counts['status:failed'] ?? 0;
      const finished = run?.state === 'finished' && plan !== null;
      const now = Date.now();
      if (tty) o.out.write(`\r\x1b[2K${progressBar(state, now)}`);
      else if (finished || now - lastPlain >= PLAIN_REFRESH_MS) {
        o.out.write(`${progressLine(state, now)}\n`);
        lastPlain = now;
      }
      if (finished || interrupted) break;
      await unlessLost(
        Promise.race([sleep(tty ? TTY_REFRESH_MS : Math.min(PLAIN_REFRESH_MS, 500)), stopped]),
      );
    }
    if (tty) o.out.write('\n');
    if (interrupted) {
      o.out.write('stopping: finishing in-flight documents (Ctrl-C again to force)…\n');
      await unlessLost(producing.then(() => {}).catch(() => {}));
      result = {
        plan: plan ?? emptyPlan(runId, ''),
        interrupted,
        summary: null,
        redisPid: embedded?.pid ?? null,
      };
    } else {
      const summary = await unlessLost(summarizeRun(client, runId, state.done));
      const p = plan as ProducePlan | null;
      if (p) {
        o.out.write(
          `\nplanned ${p.total} files: ${p.new} new, ${p.outdated} outdated, ${p.unchanged} unchanged; processed ${state.done}\n`,
        );
        const skipped = skippedLine(p);
        if (skipped) o.out.write(`${skipped}\n`);
      }
      o.out.write(`${summary.text}\n`);
      result = { plan: p ?? emptyPlan(runId, ''), interrupted, summary, redisPid: embedded?.pid ?? null };
    }
  } catch (err) {
    error = err;
  }
  // Shutdown. Every step is bounded: one that needs a dead Redis would otherwise wait forever.
  if (lostReason && o.out.isTTY) o.out.write('\n');
  for (const c of cleanups.reverse())
    await c().catch((e) => o.log.error({ err: (e as Error).message }, 'cleanup'));
  if (lostReason) await (worker as RunningWorker | null)?.abort(); // lost during the last steps
  (redis as Redis | null)?.disconnect();
  stoppingRedis = true;
  (watch as RedisWatch | null)?.close();
  if (embedded) await (embedded as EmbeddedRedis).stop();
  await lock.release();
  if (lostReason) throw new RedisLostError(lostReason);
  if (error) throw error;
  return result as EmbeddedResult;
}
