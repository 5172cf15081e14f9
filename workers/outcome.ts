/**
 * Writing a document's final outcome: outputs first, sidecar last (a sidecar means its outputs
 * are complete), then the results index, exactly once per input.
 */
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ErrorCode } from '../shared/errors.ts';
import { GleanerError, oneLine, toError } from '../shared/errors.ts';
import { canonicalOutputs, DEFAULT_OUTPUTS } from '../shared/output/options.ts';
import { failedSidecar, type ProcessOutput } from '../shared/pipeline/index.ts';
import type { DocJobData } from '../shared/queue/jobs.ts';
import type { JobSummary } from '../shared/queue/results.ts';
import { getRun, recordResult } from '../shared/queue/results.ts';
import { creditJob, maybeFinishRun, runDone } from '../shared/queue/runs.ts';
import type { Sidecar } from '../shared/sidecar/schema.ts';
import { outputKey, outputKeys, type Storage } from '../shared/storage/index.ts';
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

/**
 * The job's outputs (`options.outputs`: text, markdown, chunks, table files), then the sidecar
 * listing them under `outputs`. A failed document gets its sidecar only (`outputs: []`).
 */
export async function writeOutputs(dest: Storage, data: DocJobData, out: JobOutput): Promise<void> {
  const keys = outputKeys(data.key, dest.maxKeyBytes);
  const kinds = canonicalOutputs(data.options.outputs ?? DEFAULT_OUTPUTS);
  const written: SidecarOutputs = [];
  const put = async (kind: SidecarOutputs[number]['kind'], key: string, body: string, type: string) => {
    await dest.write(key, body, type);
    written.push({ kind, key });
  };
  if (out.sidecar.status === 'ok') {
    if (kinds.includes('text')) await put('text', keys.text, out.text, 'text/plain; charset=utf-8');
    // What `--format markdown` prints: the text where the format has no markdown rendering.
    // `data.markdown`: jobs from before `--outputs` (the `--markdown` flag) still get theirs.
    if (data.markdown || kinds.includes('markdown'))
      await put('markdown', keys.markdown, out.markdown ?? out.text, 'text/markdown; charset=utf-8');
    for (const f of ('files' in out && out.files) || [])
      await put(f.kind, outputKey(data.key, f.suffix, dest.maxKeyBytes), f.content, f.contentType);
  }
  const json =
    'sidecarJson' in out
      ? withOutputs(out.sidecarJson, written)
      : sidecarText({ ...out.sidecar, outputs: written });
  await dest.write(keys.sidecar, json, 'application/json');
}

type SidecarOutputs = NonNullable<Sidecar['outputs']>;

/**
 * The stored sidecar text with its `outputs` field added last. The text is the child's
 * `sidecarText` (2-space JSON ending in `}` and a newline), so the field goes in before the
 * closing brace without parsing the whole sidecar again.
 */
export function withOutputs(sidecarJson: string, outputs: SidecarOutputs): string {
  const field = JSON.stringify(outputs, null, 2).replace(/\n/g, '\n  ');
  if (sidecarJson.endsWith('\n}\n')) return `${sidecarJson.slice(0, -3)},\n  "outputs": ${field}\n}\n`;
  return sidecarText({ ...(JSON.parse(sidecarJson) as Sidecar), outputs });
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
