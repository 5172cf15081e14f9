/**
 * Redis memory per queued BullMQ job, for the capacity plan (docs/scaling.md):
 *
 *   node --import tsx infra/measure/redis-memory.ts [--jobs N] > out.json
 *
 * Starts a private redis-server on a unix socket in a temp dir (never the shared one on 6379),
 * enqueues N jobs with `addBulk` in batches, and reads `INFO memory` used_memory before and after.
 * Two shapes: plain waiting jobs and prioritized jobs (BullMQ keeps those in a sorted set, which is
 * why queue depth must count both). The payload mirrors what a producer enqueues per document: run id,
 * source/destination URLs, the object key, ETag, size, pipeline options, and a deterministic job id.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/** Jobs per addBulk call: large enough to amortise round trips, small enough to keep Lua calls short. */
const BATCH = 1000;

async function startRedis(dir: string): Promise<{ socket: string; stop(): Promise<void> }> {
  const socket = join(dir, 'redis.sock');
  const child = spawn(
    'redis-server',
    ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    const probe = new Redis({
      path: socket,
      lazyConnect: true,
      maxRetriesPerRequest: null,
      retryStrategy: () => null,
    });
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      break;
    } catch {
      probe.disconnect();
      await sleep(50);
    }
  }
  return {
    socket,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

async function usedMemory(redis: Redis): Promise<number> {
  const info = await redis.info('memory');
  return Number(/used_memory:(\d+)/.exec(info)![1]);
}

/**
 * One job as the producer enqueues it (shapes copied from shared/queue/jobs.ts `DocJobData`,
 * `jobId` and `defaultJobOptions`, and producer/enqueue.ts, which also points each job id at its run
 * in the `gleaner:jobrun` hash). Keys look like arXiv PDFs under a year/archive prefix.
 */
function payload(i: number) {
  const key = `papers/${2000 + (i % 25)}/arxiv/${String(2401 + (i % 12)).padStart(4, '0')}.${String(i).padStart(5, '0')}v2.pdf`;
  return {
    jobId: `d-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`,
    data: {
      runId: RUN_ID,
      source: 's3://corpus-input/papers/',
      dest: 's3://corpus-output/gleaner/',
      key,
      etag: '"9b2cf535f27731c974343645a3985328"',
      size: 480_000 + i,
      options: { level: 'academic', footnotes: 'end', tables: 'inline' },
      markdown: false,
    },
  };
}

const RUN_ID = '20261202T131900Z-4f2a9c';
const JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000, jitter: 0.5 },
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 5000 },
};

async function measure(socket: string, jobs: number, prioritized: boolean) {
  const redis = new Redis({ path: socket, maxRetriesPerRequest: null });
  await redis.flushall();
  const before = await usedMemory(redis);
  const queue = new Queue('gleaner-measure', { connection: { path: socket, maxRetriesPerRequest: null } });
  const t0 = performance.now();
  for (let i = 0; i < jobs; i += BATCH) {
    const batch = [];
    const point: string[] = [];
    for (let j = i; j < Math.min(jobs, i + BATCH); j++) {
      const p = payload(j);
      point.push(p.jobId, RUN_ID);
      batch.push({
        name: 'doc',
        data: p.data,
        opts: { ...JOB_OPTIONS, jobId: p.jobId, ...(prioritized ? { priority: 1 + (j % 10) } : {}) },
      });
    }
    await redis.hset('gleaner:jobrun', ...point);
    await queue.addBulk(batch);
  }
  const seconds = (performance.now() - t0) / 1000;
  const counts = await queue.getJobCounts('waiting', 'prioritized');
  const after = await usedMemory(redis);
  await queue.close();
  redis.disconnect();
  return {
    shape: prioritized ? 'prioritized' : 'waiting',
    jobs,
    counts,
    used_memory_delta: after - before,
    bytes_per_job: Math.round((after - before) / jobs),
    enqueue_jobs_per_s: Math.round(jobs / seconds),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { jobs: { type: 'string', default: '50000' } } });
  const jobs = Number(values.jobs);
  const dir = mkdtempSync(join(tmpdir(), 'gleaner-redis-measure-'));
  const redis = await startRedis(dir);
  try {
    const results = [await measure(redis.socket, jobs, false), await measure(redis.socket, jobs, true)];
    const client = new Redis({ path: redis.socket, maxRetriesPerRequest: null });
    const version = /redis_version:(\S+)/.exec(await client.info('server'))?.[1];
    client.disconnect();
    process.stdout.write(
      `${JSON.stringify({ measured_at: new Date().toISOString(), redis: version, results }, null, 2)}\n`,
    );
  } finally {
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
