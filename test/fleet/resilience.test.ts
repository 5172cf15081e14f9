/**
 * Done-when: Redis restarted mid-run (AOF on) and S3 answering 503 SlowDown to 10% of requests:
 * both runs complete with every file ok.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produce } from '../../producer/index.ts';
import { writeFiles } from '../../scripts/demo-corpus.ts';
import { connect } from '../../shared/queue/connection.ts';
import { runDone } from '../../shared/queue/runs.ts';
import { LocalStorage, openStorage } from '../../shared/storage/index.ts';
import { startWorker } from '../../workers/index.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { startFaultProxy, startS3, type TestS3 } from '../helpers/s3.ts';
import { mixedCorpus } from './corpus.ts';
import { PIPELINE, readOutputs, silent, testConfig, waitFor, waitForRun } from './harness.ts';

/** Share of S3 requests the proxy throttles (the figure). */
const FAULT_RATE = 0.1;

describe('fleet resilience', () => {
  let redisServer: TestRedis;
  let redis: Redis;
  let s3: TestS3;
  let dir: string;

  beforeAll(async () => {
    [redisServer, s3] = await Promise.all([startRedis(), startS3()]);
    redis = connect(redisServer.url);
    dir = await mkdtemp(join(tmpdir(), 'gleaner-resil-'));
  }, 60_000);
  afterAll(async () => {
    redis?.disconnect();
    await Promise.all([redisServer?.stop(), s3?.stop()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('completes a run when Redis restarts mid-run', async () => {
    const config = testConfig();
    const files = await mixedCorpus({ pdf: 2, docx: 2, html: 36 });
    await writeFiles(join(dir, 'in'), files);
    const worker = await startWorker({ config, redisUrl: redisServer.url, log: silent });
    try {
      const plan = await produce({
        source: join(dir, 'in'),
        dest: join(dir, 'out'),
        redis,
        queueName: config.queueName,
        attempts: config.attempts,
        pipeline: PIPELINE,
        maxFileBytes: config.maxFileBytes,
      });
      await waitFor(async () => (await runDone(redis, plan.runId)) >= 5, 600_000, 'first results');
      const before = await runDone(redis, plan.runId);
      await redisServer.restart(1000);
      await waitForRun(redis, plan.runId, 600_000);
      const out = await readOutputs(new LocalStorage(join(dir, 'out')));
      process.stdout.write(
        `fleet redis-restart: restarted after ${before} done; ${out.sidecars.size} sidecars\n`,
      );
      expect(before).toBeLessThan(files.length);
      expect(out.sidecars.size).toBe(files.length);
      expect([...out.sidecars.values()].filter((s) => s.code !== 'ok')).toEqual([]);
    } finally {
      await worker.close(0);
    }
  }, 1_300_000);

  it('completes with no failed file when S3 throttles 10% of requests', async () => {
    const bucket = 'throttled';
    await s3.createBucket(bucket);
    const files = await mixedCorpus({ pdf: 2, docx: 2, html: 36 });
    for (const f of files) await s3.put(bucket, `in/${f.key}`, f.bytes);
    const proxy = await startFaultProxy(s3.endpoint, FAULT_RATE);
    const config = testConfig({ s3Endpoint: proxy.endpoint, s3ForcePathStyle: true });
    const worker = await startWorker({ config, redisUrl: redisServer.url, log: silent });
    try {
      const plan = await produce({
        source: `s3://${bucket}/in`,
        dest: `s3://${bucket}/out`,
        redis,
        queueName: config.queueName,
        attempts: config.attempts,
        pipeline: PIPELINE,
        maxFileBytes: config.maxFileBytes,
        storage: config,
      });
      expect(plan.total).toBe(files.length);
      await waitForRun(redis, plan.runId, 600_000);
      const out = await readOutputs(openStorage(`s3://${bucket}/out`, { s3Endpoint: s3.endpoint }));
      process.stdout.write(
        `fleet s3-faults: ${proxy.stats.faulted} of ${proxy.stats.faulted + proxy.stats.forwarded} requests throttled; ${out.sidecars.size} sidecars\n`,
      );
      expect(proxy.stats.faulted).toBeGreaterThan(0);
      expect(out.sidecars.size).toBe(files.length);
      expect([...out.sidecars.values()].filter((s) => s.code !== 'ok')).toEqual([]);
    } finally {
      await worker.close(0);
      await proxy.stop();
    }
  }, 1_300_000);
});
