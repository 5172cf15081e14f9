/**
 * The job contract between producer and workers, and the queue defaults both sides share.
 */
import { createHash } from 'node:crypto';
import type { DefaultJobOptions } from 'bullmq';
import type { PipelineOptions } from '../pipeline/index.ts';

/** BullMQ key prefix (its default). */
export const BULL_PREFIX = 'bull';
/** Prefix for our own keys (results index, run bookkeeping). */
export const GLEANER_PREFIX = 'gleaner';
/** First retry delay, ms; doubles each attempt (1 s, 2 s, 4 s, 8 s...). */
const BACKOFF_DELAY_MS = 1000;
/** Fraction of the delay that is randomised, so throttled workers do not retry in lockstep. */
const BACKOFF_JITTER = 0.5;
/**
 * Finished jobs kept in Redis. Sidecars are the record; these are for operators peeking at
 * recent failures. ~1 KB each, so the caps bound Redis memory at a few MB.
 */
const KEEP_COMPLETED = 1000;
const KEEP_FAILED = 5000;

export interface DocJobData {
  runId: string;
  /** Storage URLs (`s3://bucket/prefix` or a path). */
  source: string;
  dest: string;
  key: string;
  etag: string;
  size: number;
  options: PipelineOptions;
  /** Also write `<key>.md`. */
  markdown: boolean;
}

/** The result a completed job returns (also stored by BullMQ, so kept tiny). */
export interface DocJobResult {
  status: 'ok' | 'failed';
  code: string;
}

/**
 * Same source object + same pipeline version → same id, so enqueuing twice never duplicates
 * work. `salt` is only set by `--force`, which asks for new work on purpose.
 */
export function jobId(
  source: string,
  key: string,
  etag: string,
  size: number,
  version: string,
  salt = '',
): string {
  const h = createHash('sha256').update([source, key, etag, String(size), version, salt].join('\0'));
  return `d-${h.digest('hex').slice(0, 32)}`;
}

export function defaultJobOptions(attempts: number): DefaultJobOptions {
  return {
    attempts,
    backoff: { type: 'exponential', delay: BACKOFF_DELAY_MS, jitter: BACKOFF_JITTER },
    removeOnComplete: { count: KEEP_COMPLETED },
    removeOnFail: { count: KEEP_FAILED },
  };
}
