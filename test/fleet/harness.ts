/** Shared pieces of the fleet integration tests: config, waiting for runs, reading outputs. */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { type GleanerConfig, loadConfig } from '../../shared/config/index.ts';
import type { PipelineOptions } from '../../shared/pipeline/index.ts';
import { getRun } from '../../shared/queue/results.ts';
import { runDone } from '../../shared/queue/runs.ts';
import type { Storage } from '../../shared/storage/index.ts';

export const silent = pino({ level: 'silent' });

export const PIPELINE: PipelineOptions = { level: 'academic', footnotes: 'end', tables: 'inline' };

/** Config for a test: its own queue name, small limits so faults trip fast. */
export function testConfig(overrides: Partial<GleanerConfig> = {}): GleanerConfig {
  return {
    ...loadConfig({}),
    queueName: `t-${randomBytes(4).toString('hex')}`,
    concurrency: 2,
    attempts: 3,
    timeoutMs: 30_000,
    // RLIMIT_DATA for parse children: generous for small documents, quick to hit for the oom fault.
    memoryMb: 1024,
    drainMs: 5_000,
    ...overrides,
  };
}

/** Poll until the run is finished; fails with the progress seen so far. */
export async function waitForRun(redis: Redis, runId: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await getRun(redis, runId);
    if (run?.state === 'finished') return;
    if (Date.now() > deadline) {
      const done = await runDone(redis, runId);
      throw new Error(
        `run ${runId} not finished after ${timeoutMs} ms: ${done}/${run?.planned.enqueued} done`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function waitFor(cond: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface OutputTally {
  /** By output key (the sidecar's path without `.json`). */
  sidecars: Map<string, { status: string; code: string; version: string }>;
  /** The same sidecars by the source key they name (`source.key`). */
  bySource: Map<string, { status: string; code: string; output: string }>;
  /** Source keys named by more than one sidecar (two inputs must never share one). */
  sharedSources: string[];
  texts: Set<string>;
  other: string[];
}

/** Every object in a destination, classified: sidecars by source key, texts, anything else. */
export async function readOutputs(dest: Storage): Promise<OutputTally> {
  const tally: OutputTally = {
    sidecars: new Map(),
    bySource: new Map(),
    sharedSources: [],
    texts: new Set(),
    other: [],
  };
  for await (const o of dest.list()) {
    if (o.key.endsWith('.json')) {
      const sc = JSON.parse(Buffer.from(await dest.read(o.key, { maxBytes: 1 << 24 })).toString('utf8'));
      const output = o.key.slice(0, -'.json'.length);
      const code = sc.error?.code ?? 'ok';
      tally.sidecars.set(output, { status: sc.status, code, version: sc.pipeline.version });
      if (tally.bySource.has(sc.source.key)) tally.sharedSources.push(sc.source.key);
      tally.bySource.set(sc.source.key, { status: sc.status, code, output });
    } else if (o.key.endsWith('.txt')) tally.texts.add(o.key.slice(0, -'.txt'.length));
    else tally.other.push(o.key);
  }
  return tally;
}
