/**
 * A job whose outputs cannot be written still ends: after its last attempt it gets a failed
 * `storage_error` sidecar, or, when even that cannot be written, a failure in the run's results,
 * so the run counts it and finishes instead of waiting forever.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produce } from '../../producer/index.ts';
import { makeHtml, paragraphs } from '../../scripts/demo-corpus.ts';
import { connect } from '../../shared/queue/connection.ts';
import { readFailures, runAggregates } from '../../shared/queue/results.ts';
import { LocalStorage } from '../../shared/storage/index.ts';
import { type RunningWorker, startWorker } from '../../workers/index.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { PIPELINE, silent, testConfig, waitForRun } from './harness.ts';

describe('jobs that cannot write their outputs', () => {
  let redisServer: TestRedis;
  let redis: Redis;
  let worker: RunningWorker;
  let dir: string;
  const config = testConfig({ attempts: 2 });

  beforeAll(async () => {
    redisServer = await startRedis();
    redis = connect(redisServer.url);
    dir = await mkdtemp(join(tmpdir(), 'gleaner-terminal-'));
    const page = makeHtml('Terminal', paragraphs(900, 2, 30));
    await mkdir(join(dir, 'in', 'sub'), { recursive: true });
    await writeFile(join(dir, 'in', 'fine.html'), page);
    await writeFile(join(dir, 'in', 'text-blocked.html'), page);
    await writeFile(join(dir, 'in', 'sub', 'all-blocked.html'), page);
    // The text's place is taken by a folder: the text cannot be written, the sidecar can.
    await mkdir(join(dir, 'out', 'text-blocked.html.txt', 'occupied'), { recursive: true });
    // A file where the outputs' folder must go: nothing at all can be written for that key.
    await writeFile(join(dir, 'out', 'sub'), 'not a folder');
    worker = await startWorker({ config, redisUrl: redisServer.url, log: silent });
  }, 60_000);
  afterAll(async () => {
    await worker?.close(0);
    redis?.disconnect();
    await redisServer?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('end with a failed sidecar, or a recorded failure, and the run finishes', async () => {
    const plan = await produce({
      source: join(dir, 'in'),
      dest: join(dir, 'out'),
      redis,
      queueName: config.queueName,
      attempts: config.attempts,
      pipeline: PIPELINE,
      maxFileBytes: config.maxFileBytes,
      storage: config,
    });
    expect(plan.enqueued).toBe(3);
    await waitForRun(redis, plan.runId, 90_000);

    const dest = new LocalStorage(join(dir, 'out'));
    const sidecar = async (key: string) =>
      JSON.parse(Buffer.from(await dest.read(`${key}.json`, { maxBytes: 1 << 20 })).toString('utf8'));
    expect((await sidecar('fine.html')).status).toBe('ok');
    const blocked = await sidecar('text-blocked.html');
    expect(blocked.status).toBe('failed');
    expect(blocked.error.code).toBe('storage_error');
    expect(blocked.error.message).toContain('could not write outputs');

    const { counts } = await runAggregates(redis, plan.runId);
    expect(counts['status:ok']).toBe(1);
    expect(counts['code:storage_error']).toBe(2);
    const failures = await readFailures(redis, plan.runId);
    const none = failures.find((f) => f.key === 'sub/all-blocked.html');
    expect(none?.code).toBe('storage_error');
    expect(none?.message).toContain('no sidecar could be written');
  }, 120_000);
});
