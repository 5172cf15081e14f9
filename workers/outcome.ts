/**
 * Writing a document's final outcome: outputs first, sidecar last (a sidecar means its outputs
 * are complete), then the results index, exactly once per input.
 */
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ErrorCode } from '../shared/errors.ts';
import { GleanerError, oneLine, toError } from '../shared/errors.ts';
import { failedSidecar, type ProcessOutput } from '../shared/pipeline/index.ts';
import type { DocJobData } from '../shared/queue/jobs.ts';
import type { JobSummary } from '../shared/queue/results.ts';
import { getRun, recordResult } from '../shared/queue/results.ts';
import { creditJob, maybeFinishRun, runDone } from '../shared/queue/runs.ts';
import { outputKeys, type Storage } from '../shared/storage/index.ts';
import { type SidecarHead, type StoredOutput, sidecarText } from './protocol.ts';

/** A failed-outcome sidecar for failures outside the parser (read errors, timeouts, crashes). */
export function failureOutput(data: DocJobData, error: GleanerError): ProcessOutput {
  const sidecar = failedSidecar(
    { key: data.key, size: data.size, sha256: null, etag: data.etag },
    error,
    data.options,
  );
  return { sidecar, text: '', markdown: null };
}

/**
 * A job's outcome as the worker writes it: a parse child's StoredOutput (the sidecar already as
 * its JSON text), or a ProcessOutput built here for failures outside the parser.
 */
export type JobOutput = StoredOutput | ProcessOutput;

export async function writeOutputs(dest: Storage, data: DocJobData, out: JobOutput): Promise<void> {
  const keys = outputKeys(data.key, dest.maxKeyBytes);
  if (out.sidecar.status === 'ok') {
    await dest.write(keys.text, out.text, 'text/plain; charset=utf-8');
    if (data.markdown && out.markdown !== null)
      await dest.write(keys.markdown, out.markdown, 'text/markdown; charset=utf-8');
  }
  const json = 'sidecarJson' in out ? out.sidecarJson : sidecarText(out.sidecar);
  await dest.write(keys.sidecar, json, 'application/json');
}

export function summarize(sidecar: SidecarHead, durationMs: number, attempt: number): JobSummary {
  return {
    key: sidecar.source.key,
    format: sidecar.source.format,
    status: sidecar.status,
    code: sidecar.error?.code ?? 'ok',
    message: sidecar.error?.message ?? null,
    quality: sidecar.quality?.score ?? null,
    quality_flags: sidecar.quality?.flags ?? [],
    fallbacks: sidecar.fallbacks,
    pages: sidecar.pages,
    duration_ms: Math.round(durationMs),
    pipeline_version: sidecar.pipeline.version,
    attempt,
    finished_at: new Date().toISOString(),
  };
}

/** Credit the job to its run (once), record its summary, and close the run if it was the last. */
export async function recordOutcome(
  redis: Redis,
  dest: Storage,
  jobId: string,
  data: DocJobData,
  summary: JobSummary,
  log: Logger,
): Promise<void> {
  const { runId, first } = await creditJob(redis, jobId, data.runId);
  // One round trip for the rest: the summary's MULTI and the two reads that tell whether this
  // was the run's last job go out together (ioredis writes them back to back). Only a job that
  // looks like the last one pays maybeFinishRun's own reads and its NX guard.
  const [, run, done] = await Promise.all([
    first ? recordResult(redis, runId, summary) : null,
    getRun(redis, runId),
    runDone(redis, runId),
  ]);
  if (run?.state !== 'running' || done < run.planned.enqueued) return;
  if (await maybeFinishRun(redis, dest, runId)) log.info({ runId }, 'run finished');
}

/**
 * A failed sidecar when the destination takes one. When it does not, the returned outcome's
 * message says so; record it anyway (recordOutcome), so the run counts the file and finishes.
 */
export async function writeFailedSidecar(
  dest: Storage,
  data: DocJobData,
  error: GleanerError,
  log: Logger,
): Promise<ProcessOutput> {
  const out = failureOutput(data, error);
  try {
    await writeOutputs(dest, data, out);
    return out;
  } catch (err) {
    const e = toError(err);
    log.error(`no sidecar could be written; the failure is recorded in the run only: ${e.message}`);
    const note = oneLine(`${error.message}; no sidecar could be written: ${e.message}`);
    return failureOutput(data, new GleanerError(error.code, note));
  }
}

/** End a job with a failure: a failed sidecar if possible, and its result in the run always. */
export async function recordTerminalFailure(
  redis: Redis,
  dest: Storage,
  jobId: string,
  data: DocJobData,
  error: GleanerError,
  attempt: number,
  log: Logger,
): Promise<ProcessOutput> {
  const out = await writeFailedSidecar(dest, data, error, log);
  await recordOutcome(redis, dest, jobId, data, summarize(out.sidecar, 0, attempt), log);
  return out;
}

export function codeOf(out: JobOutput): ErrorCode | 'ok' {
  return out.sidecar.error?.code ?? 'ok';
}

export { GleanerError };
