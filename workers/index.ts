/**
 * A worker process's BullMQ side: one Worker whose jobs are parsed in a pool of children,
 * stalled-job recovery, two-step shutdown (plus an abort for when Redis is lost), and a
 * guaranteed sidecar even for jobs BullMQ gives up on after repeated stalls.
 */
import { hostname } from 'node:os';
import { type Job, Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { GleanerConfig } from '../shared/config/index.ts';
import { GleanerError } from '../shared/errors.ts';
import { metrics } from '../shared/metrics/index.ts';
import { checkEvictionPolicy, connect } from '../shared/queue/connection.ts';
import { BULL_PREFIX, type DocJobData, type DocJobResult } from '../shared/queue/jobs.ts';
import { MAX_SIDECAR_BYTES } from '../shared/sidecar/schema.ts';
import { openStorage, outputKeys } from '../shared/storage/index.ts';
import { recordTerminalFailure } from './outcome.ts';
import { ParsePool } from './pool.ts';
import { makeProcessor } from './processor.ts';

/**
 * A job whose lock is not renewed for this long is considered stalled (its worker died) and is
 * handed to another worker. Lock renewal runs in the worker's event loop, which stays free
 * because parsing happens in children, so a short duration is safe.
 */
const LOCK_DURATION_MS = 15_000;
/** How often each worker looks for stalled jobs. */
const STALLED_INTERVAL_MS = 5_000;
/** Stalls tolerated per job before BullMQ fails it (a worker SIGKILLed twice under the same file). */
const MAX_STALLED = 2;
/** Worker RSS is reported to metrics this often. */
const RSS_INTERVAL_MS = 10_000;
/** After Redis is lost, how long abort() waits for BullMQ to wind down before giving up on it. */
const ABORT_TIMEOUT_MS = 2_000;

export interface WorkerOptions {
  config: GleanerConfig;
  /** Redis URL (each worker opens its own connections). */
  redisUrl: string;
  log: Logger;
  /** @defaultValue config.concurrency */
  concurrency?: number;
  /** @defaultValue config.queueName */
  queueName?: string;
  /** Extra environment for parse children (tests inject faults through it: test/helpers/faults.ts). */
  childEnv?: Record<string, string>;
}

export interface RunningWorker {
  worker: Worker<DocJobData, DocJobResult>;
  pool: ParsePool;
  /** Stop taking jobs, let in-flight ones finish (or hand them back after `drainMs`), close. */
  close(drainMs?: number): Promise<void>;
  /** During close(): stop waiting for in-flight jobs now (the second signal). */
  force(): void;
  /**
   * Redis is gone, so nothing can be finished or handed back: kill the parse children, drop the
   * connections (their queued commands fail) and wait for BullMQ at most ABORT_TIMEOUT_MS.
   * The jobs stay active in Redis's AOF and come back as stalled when the run resumes.
   */
  abort(): Promise<void>;
}

export async function startWorker(opts: WorkerOptions): Promise<RunningWorker> {
  const { config } = opts;
  const concurrency = opts.concurrency ?? config.concurrency;
  const workerId = `${hostname()}:${process.pid}`;
  const log = opts.log.child({ workerId });
  const redis = connect(opts.redisUrl);
  const warning = await checkEvictionPolicy(redis);
  if (warning) log.warn(warning);
  const pool = new ParsePool({
    size: concurrency,
    memoryMb: config.memoryMb,
    recycleDocs: config.recycleDocs,
    recycleRssMb: config.recycleRssMb,
    env: opts.childEnv,
  });
  const storage = {
    s3Endpoint: config.s3Endpoint,
    s3ForcePathStyle: config.s3ForcePathStyle,
    s3Region: config.s3Region,
  };
  const processor = makeProcessor({
    pool,
    redis,
    log,
    storage,
    maxFileBytes: config.maxFileBytes,
    timeoutMs: config.timeoutMs,
    limits: config.limits,
  });
  const workerConn = connect(opts.redisUrl);
  const worker = new Worker<DocJobData, DocJobResult>(opts.queueName ?? config.queueName, processor, {
    connection: workerConn,
    prefix: BULL_PREFIX,
    concurrency,
    lockDuration: LOCK_DURATION_MS,
    stalledInterval: STALLED_INTERVAL_MS,
    maxStalledCount: MAX_STALLED,
    autorun: true,
  });
  worker.on('error', (err) => log.error({ err: err.message }, 'worker error'));
  // A job BullMQ fails for stalling too often never reached our processor's final step: give it
  // its sidecar here, so no input is left without one.
  worker.on('failed', (job: Job<DocJobData> | undefined, err: Error) => {
    if (!job || !/stalled/i.test(err.message)) return;
    void (async () => {
      const dest = openStorage(job.data.dest, storage);
      const sidecarKey = outputKeys(job.data.key, dest.maxKeyBytes).sidecar;
      if (await dest.readIfExists(sidecarKey, { maxBytes: MAX_SIDECAR_BYTES }).catch(() => null)) return;
      // A failed sidecar, or when even that cannot be written a terminal record, so the run ends.
      await recordTerminalFailure(
        redis,
        dest,
        job.id!,
        job.data,
        new GleanerError('crashed', 'worker died repeatedly while processing this file'),
        job.attemptsMade,
        log,
      );
    })().catch((e) =>
      log.error({ jobId: job.id, err: (e as Error).message }, 'could not record stalled job'),
    );
  });
  const rssTimer = setInterval(() => metrics.workerRss(process.memoryUsage.rss()), RSS_INTERVAL_MS);
  rssTimer.unref();
  log.info({ concurrency, queue: worker.name }, 'worker started');

  let closing: Promise<void> | null = null;
  let forceNow: () => void = () => {};
  const forceSignal = new Promise<'forced'>((r) => {
    forceNow = () => r('forced');
  });
  let aborting: Promise<void> | null = null;
  return {
    worker,
    pool,
    force: () => forceNow(),
    abort() {
      aborting ??= (async () => {
        clearInterval(rssTimer);
        forceNow();
        const killed = pool.close();
        redis.disconnect();
        workerConn.disconnect();
        let timer: NodeJS.Timeout | undefined;
        const giveUp = new Promise<void>((r) => {
          timer = setTimeout(r, ABORT_TIMEOUT_MS);
        });
        await Promise.race([Promise.all([killed, worker.close(true)]).catch(() => {}), giveUp]);
        clearTimeout(timer);
        log.warn('worker aborted: Redis lost');
      })();
      return aborting;
    },
    close(drainMs = config.drainMs) {
      closing ??= (async () => {
        clearInterval(rssTimer);
        // BullMQ's close() stops fetching and waits for in-flight jobs. Past the drain timeout
        // (or on a second signal) the parse children are killed: in-flight jobs then fail as
        // "shutting down" without writing anything and BullMQ hands them back for a retry.
        const drained = worker.close();
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<'forced'>((r) => {
          timer = setTimeout(() => r('forced'), drainMs);
        });
        const result = await Promise.race([drained.then(() => 'drained' as const), timeout, forceSignal]);
        clearTimeout(timer);
        if (result === 'forced') {
          log.warn('forced stop: handing back in-flight jobs');
          await pool.close();
        }
        await drained;
        await pool.close();
        redis.disconnect();
        workerConn.disconnect();
        log.info('worker stopped');
      })();
      return closing;
    },
  };
}
