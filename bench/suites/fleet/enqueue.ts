/** Enqueue: the producer's batch enqueue against bare BullMQ, synthetic jobs, a real redis-server. */
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { enqueueBatch, type PendingJob } from '../../../producer/enqueue.ts';
import { BULL_PREFIX, type DocJobData, defaultJobOptions, jobId } from '../../../shared/queue/jobs.ts';
import { PIPELINE } from './common.ts';

/** Jobs per addBulk in the enqueue phase (the producer's batch size). */
const BATCH = 1000;

async function usedMemory(redis: Redis): Promise<number> {
  const info = await redis.info('memory');
  return Number(info.match(/used_memory:(\d+)/)![1]);
}

function syntheticJobs(n: number, from: number): PendingJob[] {
  const jobs: PendingJob[] = [];
  for (let j = from; j < Math.min(n, from + BATCH); j++) {
    const data: DocJobData = {
      runId: 'bench',
      source: 's3://bucket/corpus',
      dest: 's3://bucket/out',
      key: `papers/2026/${j}/paper-${j}.pdf`,
      etag: `etag${j}`,
      size: 100_000 + j,
      options: PIPELINE,
      markdown: false,
    };
    jobs.push({ id: jobId('s3://bucket/corpus', data.key, data.etag, data.size, 'v'), data });
  }
  return jobs;
}

/** Baseline: BullMQ's addBulk alone, same jobs, same Redis, same moment. */
async function rawAddBulkRate(redis: Redis, n: number): Promise<number> {
  const queue = new Queue<DocJobData>('bench-raw', {
    connection: redis,
    prefix: BULL_PREFIX,
    defaultJobOptions: defaultJobOptions(5),
  });
  const t0 = performance.now();
  for (let i = 0; i < n; i += BATCH)
    await queue.addBulk(
      syntheticJobs(n, i).map((j) => ({ name: 'doc', data: j.data, opts: { jobId: j.id } })),
    );
  const rate = n / ((performance.now() - t0) / 1000);
  await queue.obliterate({ force: true });
  await queue.close();
  return rate;
}

async function enqueuePhase(redis: Redis, n: number) {
  const queue = new Queue<DocJobData>('bench-enqueue', {
    connection: redis,
    prefix: BULL_PREFIX,
    defaultJobOptions: defaultJobOptions(5),
  });
  const before = await usedMemory(redis);
  const t0 = performance.now();
  for (let i = 0; i < n; i += BATCH) await enqueueBatch(queue, redis, 'bench', syntheticJobs(n, i));
  const secs = (performance.now() - t0) / 1000;
  const bytes = (await usedMemory(redis)) - before;
  await queue.obliterate({ force: true });
  await queue.close();
  return { rate: n / secs, bytesPerJob: bytes / n, secs };
}

/** The enqueue section: the producer's rate against bare addBulk, and Redis bytes per queued job. */
export async function enqueueSection(redis: Redis, n: number) {
  const raw = await rawAddBulkRate(redis, n);
  const enq = await enqueuePhase(redis, n);
  await redis.del('gleaner:jobrun');
  const rows: Record<string, string | number | null>[] = [
    {
      measure: 'enqueue rate (jobs/s)',
      value: Math.round(enq.rate),
      target: '≥ 5000',
      ratio: enq.rate / 5000,
    },
    {
      measure: 'baseline: bare BullMQ addBulk (jobs/s)',
      value: Math.round(raw),
      target: null,
      ratio: enq.rate / raw,
    },
    {
      measure: 'Redis bytes per queued job',
      value: Math.round(enq.bytesPerJob),
      target: null,
      ratio: null,
    },
  ];
  return { rows, data: enq };
}
