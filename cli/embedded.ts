/**
 * Embedded mode, the one-machine orchestrator behind `gleaner run`: producer + workers (and,
 * on request, the live dashboard) in one process. It sits in the CLI layer because it composes
 * those parts; none of them imports it. Uses REDIS_URL when set, otherwise a private
 * redis-server whose state lives under DEST (so Ctrl-C then the same command resumes), stopped
 * at the end.
 */
import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { emptyPlan, type ProducePlan, produce, skippedLine } from '../producer/index.ts';
import type { GleanerConfig } from '../shared/config/index.ts';
import { serveMetrics } from '../shared/metrics/index.ts';
import type { PipelineOptions } from '../shared/pipeline/index.ts';
import { connect } from '../shared/queue/connection.ts';
import { type EmbeddedRedis, startEmbeddedRedis } from '../shared/queue/embedded-redis.ts';
import { getRun, runAggregates, updateRun } from '../shared/queue/results.ts';
import { newRunId, runDone, writeRunRecord } from '../shared/queue/runs.ts';
import { isS3Url, openStorage } from '../shared/storage/index.ts';
import { startWorker } from '../workers/index.ts';
import { type ProgressState, progressBar, progressLine } from '../workers/progress.ts';
import { type RunSummary, summarizeRun } from '../workers/summary.ts';

/** Redraw interval on a terminal, and plain-line interval otherwise. */
const TTY_REFRESH_MS = 250;
const PLAIN_REFRESH_MS = 5000;

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
  /** Resolves when the user asks to stop (first Ctrl-C); a second call forces. */
  onStopRequest?: (stop: (force: boolean) => void) => void;
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

export async function runEmbedded(o: EmbeddedOptions): Promise<EmbeddedResult> {
  const { config } = o;
  let embedded: EmbeddedRedis | null = null;
  let redisUrl = config.redisUrl;
  if (!redisUrl) {
    embedded = await startEmbeddedRedis(embeddedStateDir(o.dest));
    redisUrl = embedded.url;
    o.log.info({ pid: embedded.pid }, 'started private redis-server');
  }
  const redis = connect(redisUrl);
  const cleanups: (() => Promise<void>)[] = [];
  let interrupted = false;
  let stopRequested: (() => void) | null = null;
  const stopped = new Promise<void>((r) => {
    stopRequested = r;
  });
  try {
    const worker = await startWorker({ config, redisUrl, log: o.log, childEnv: o.childEnv });
    cleanups.push(() => worker.close());
    o.onStopRequest?.((force) => {
      interrupted = true;
      stopRequested?.();
      if (force) worker.force();
    });
    // Metrics are off in embedded mode unless GLEANER_METRICS_PORT asks for them.
    if (config.metricsPort !== undefined) {
      const m = await serveMetrics({ port: config.metricsPort, host: config.metricsHost });
      o.out.write(`metrics: ${m.url}\n`);
      cleanups.push(() => m.close());
    }
    if (o.dashboard) {
      try {
        const { startDashboard } = await import('../dashboard/server.ts');
        const dash = await startDashboard({ redis, config, dest: o.dest, queueName: config.queueName });
        o.out.write(`dashboard (live while the run lasts): ${dash.url}\n`);
        cleanups.push(() => dash.close());
      } catch (err) {
        o.out.write(`dashboard not started: ${(err as Error).message}\n`);
      }
    }
    const runId = newRunId();
    // Whatever happens next, leave the run's record in DEST so it can be read without this
    // Redis (`gleaner dashboard --out`, `gleaner report --out`). Runs after the worker has
    // drained (cleanups run in reverse order), so the counts are final.
    cleanups.unshift(async () => {
      if (interrupted && embedded) {
        // Nothing else can finish a run whose private Redis stops with this process.
        const run = await getRun(redis, runId);
        if (run?.state === 'running' || run?.state === 'planning')
          await updateRun(redis, runId, { state: 'interrupted' });
      }
      await writeRunRecord(redis, openStorage(o.dest, config), runId);
    });
    const state: ProgressState = { planning: true, enqueued: 0, done: 0, failed: 0, startedAt: Date.now() };
    const tty = Boolean(o.out.isTTY);
    o.out.write(`run ${runId}: ${o.source} → ${o.dest}\n`);
    const producing = produce({
      source: o.source,
      dest: o.dest,
      redis,
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
      const [done, counts, run] = await Promise.all([
        runDone(redis, runId),
        runAggregates(redis, runId).then((a) => a.counts),
        getRun(redis, runId),
      ]);
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
      await Promise.race([sleep(tty ? TTY_REFRESH_MS : Math.min(PLAIN_REFRESH_MS, 500)), stopped]);
    }
    if (tty) o.out.write('\n');
    if (interrupted) {
      o.out.write('stopping: finishing in-flight documents (Ctrl-C again to force)…\n');
      await producing.catch(() => {});
      return {
        plan: plan ?? emptyPlan(runId, ''),
        interrupted,
        summary: null,
        redisPid: embedded?.pid ?? null,
      };
    }
    const summary = await summarizeRun(redis, runId, state.done);
    const p = plan as ProducePlan | null;
    if (p) {
      o.out.write(
        `\nplanned ${p.total} files: ${p.new} new, ${p.outdated} outdated, ${p.unchanged} unchanged; processed ${state.done}\n`,
      );
      const skipped = skippedLine(p);
      if (skipped) o.out.write(`${skipped}\n`);
    }
    o.out.write(`${summary.text}\n`);
    return { plan: p ?? emptyPlan(runId, ''), interrupted, summary, redisPid: embedded?.pid ?? null };
  } finally {
    for (const c of cleanups.reverse())
      await c().catch((e) => o.log.error({ err: (e as Error).message }, 'cleanup'));
    redis.disconnect();
    if (embedded) await embedded.stop();
  }
}
