/**
 * A worker stopped while a job is on its last attempt hands the job back without spending the
 * attempt, so the job still ends with its one sidecar (here on a second worker) and the run
 * finishes. Before, the stop counted as the failed last attempt: no sidecar, run stuck.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produce } from '../../producer/index.ts';
import { connect } from '../../shared/queue/connection.ts';
import { BULL_PREFIX } from '../../shared/queue/jobs.ts';
import { LocalStorage } from '../../shared/storage/index.ts';
import { type RunningWorker, startWorker } from '../../workers/index.ts';
import { FAULTS_ENV } from '../helpers/faults.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { faultFiles } from './corpus.ts';
import { PIPELINE, silent, testConfig, waitFor, waitForRun } from './harness.ts';

describe('stopping a worker during a last attempt', () => {
  let redisServer: TestRedis;
  let redis: Redis;
  let queue: Queue;
  const workers: RunningWorker[] = [];
  let dir: string;
  const config = testConfig({ attempts: 1, timeoutMs: 60_000 });

  beforeAll(async () => {
    redisServer = await startRedis();
    redis = connect(redisServer.url);
    queue = new Queue(config.queueName, { connection: redis, prefix: BULL_PREFIX });
    dir = await mkdtemp(join(tmpdir(), 'gleaner-handback-'));
    const [hang] = faultFiles({ hang: 1, oom: 0, crash: 0 });
    await mkdir(join(dir, 'in'), { recursive: true });
    await writeFile(join(dir, 'in', 'hang.html'), hang.bytes);
  }, 60_000);
  afterAll(async () => {
    for (const w of workers) await w.close(0);
    await queue?.close();
    redis?.disconnect();
    await redisServer?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('hands the job back unspent, and the next worker gives it its sidecar', async () => {
    const faults = FAULTS_ENV;
    const first = await startWorker({ config, redisUrl: redisServer.url, log: silent, childEnv: faults });
    workers.push(first);
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
    await waitFor(async () => (await queue.getActiveCount()) === 1, 30_000, 'the job to start');
    await first.close(0); // forced: the parse child is killed mid-document
    const [job] = await queue.getWaiting();
    expect(job?.attemptsMade).toBe(0);

    // A second worker with a short timeout ends the hanging document for good.
    const second = await startWorker({
      config: { ...config, timeoutMs: 2_000 },
      redisUrl: redisServer.url,
      log: silent,
      childEnv: faults,
    });
    workers.push(second);
    await waitForRun(redis, plan.runId, 60_000);
    const sidecar = JSON.parse(
      Buffer.from(
        await new LocalStorage(join(dir, 'out')).read('hang.html.json', { maxBytes: 1 << 20 }),
      ).toString('utf8'),
    );
    expect(sidecar.error.code).toBe('timeout');
  }, 120_000);
});
