/**
 * The job handler: read the source (capped), parse it in a child, decide retry vs final, and
 * for a final outcome write outputs + sidecar and record the result. Only final outcomes write
 * a sidecar, so every input ends with exactly one.
 */
import { performance } from 'node:perf_hooks';
import { type Job, UnrecoverableError, WaitingError } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { GleanerError, oneLine, RETRY_POLICY, toError } from '../shared/errors.ts';
import type { ExtractLimits } from '../shared/extract/index.ts';
import { metrics } from '../shared/metrics/index.ts';
import type { DocJobData, DocJobResult } from '../shared/queue/jobs.ts';
import { openStorage, type ReadInfo, type Storage, type StorageConfig } from '../shared/storage/index.ts';
import {
  codeOf,
  failureOutput,
  type JobOutput,
  recordOutcome,
  summarize,
  writeFailedSidecar,
  writeOutputs,
} from './outcome.ts';
import type { ParsePool } from './pool.ts';

export interface ProcessorDeps {
  pool: ParsePool;
  redis: Redis;
  log: Logger;
  storage: StorageConfig;
  maxFileBytes: number;
  timeoutMs: number;
  limits: ExtractLimits;
}

export function makeProcessor(deps: ProcessorDeps) {
  const storages = new Map<string, Storage>();
  const storageFor = (url: string) => {
    let s = storages.get(url);
    if (!s) {
      s = openStorage(url, deps.storage);
      storages.set(url, s);
    }
    return s;
  };

  async function parse(data: DocJobData): Promise<JobOutput> {
    if (data.size > deps.maxFileBytes)
      return failureOutput(
        data,
        new GleanerError('too_large', `${data.size} bytes exceeds the limit of ${deps.maxFileBytes}`),
      );
    let bytes: Uint8Array;
    const info: ReadInfo = { contentType: null };
    try {
      bytes = await storageFor(data.source).read(data.key, { maxBytes: deps.maxFileBytes, info });
    } catch (err) {
      const e = err instanceof GleanerError ? err : new GleanerError('storage_error', toError(err).message);
      return failureOutput(data, e);
    }
    const outcome = await deps.pool.parseStored(
      { bytes, key: data.key, etag: data.etag, contentType: info.contentType },
      { ...data.options, limits: deps.limits },
      deps.timeoutMs,
    );
    if (!outcome.ok) return failureOutput(data, outcome.error);
    return outcome.output;
  }

  /**
   * Give a job back on shutdown without spending one of its attempts: a job stopped on its last
   * attempt would otherwise fail with no sidecar and no record. Falls back to a plain failure
   * (a retry, as before) if the job cannot be moved.
   */
  async function handBack(
    job: Job<DocJobData, DocJobResult>,
    token: string | undefined,
    log: Logger,
  ): Promise<never> {
    if (token) {
      try {
        await job.moveToWait(token);
      } catch (err) {
        log.warn(`could not hand the job back: ${toError(err).message}`);
        throw new Error('worker shutting down; job handed back');
      }
      throw new WaitingError();
    }
    throw new Error('worker shutting down; job handed back');
  }

  return async function processJob(
    job: Job<DocJobData, DocJobResult>,
    token?: string,
  ): Promise<DocJobResult> {
    const t0 = performance.now();
    const data = job.data;
    const attempt = job.attemptsMade + 1;
    const attempts = job.opts.attempts ?? 1;
    const log = deps.log.child({ runId: data.runId, jobId: job.id, key: data.key });
    const out = await parse(data);
    if (deps.pool.closing) return handBack(job, token, log);
    const code = codeOf(out);
    const transient = code !== 'ok' && RETRY_POLICY[code] === 'transient';
    if (transient && attempt < attempts) {
      log.warn({ code, attempt: `${attempt}/${attempts}` }, `will retry: ${out.sidecar.error?.message}`);
      throw new Error(`${code}: ${out.sidecar.error?.message}`);
    }
    const dest = storageFor(data.dest);
    let final = out;
    try {
      await writeOutputs(dest, data, out);
    } catch (err) {
      const e = toError(err);
      log.warn({ attempt: `${attempt}/${attempts}` }, `writing outputs failed: ${e.message}`);
      // Nothing final was written: let BullMQ retry the whole job (a storage error is transient).
      if (attempt < attempts) throw e;
      // The last attempt: the input still ends with one terminal record.
      const error = new GleanerError('storage_error', oneLine(`could not write outputs: ${e.message}`));
      final = await writeFailedSidecar(dest, data, error, log);
    }
    const ms = performance.now() - t0;
    const finalCode = codeOf(final);
    await recordOutcome(deps.redis, dest, job.id!, data, summarize(final.sidecar, ms, attempt), log);
    metrics.jobFinished(final.sidecar.source.format, finalCode, ms / 1000, final.sidecar.pages);
    log.info(
      {
        status: final.sidecar.status,
        code: finalCode,
        duration_ms: Math.round(ms),
        attempt: `${attempt}/${attempts}`,
      },
      'job finished',
    );
    if (finalCode !== 'ok') {
      const message = `${finalCode}: ${final.sidecar.error?.message}`;
      // The outcome is recorded; nothing more to try (a permanent failure must not be retried).
      throw final === out && transient ? new Error(message) : new UnrecoverableError(message);
    }
    return { status: 'ok', code: 'ok' };
  };
}
