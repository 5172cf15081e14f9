/**
 * Bulk enqueue with idempotent ids. A job id already in the queue and not finished is left
 * alone (it is simply pointed at this run); one that already finished but whose sidecar is
 * missing or outdated (someone deleted outputs) is removed first, or BullMQ would ignore the add.
 */
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { DocJobData } from '../shared/queue/jobs.ts';
import { GLEANER_PREFIX } from '../shared/queue/jobs.ts';

export interface PendingJob {
  id: string;
  data: DocJobData;
}

export async function enqueueBatch(
  queue: Queue<DocJobData>,
  redis: Redis,
  runId: string,
  jobs: PendingJob[],
) {
  if (!jobs.length) return;
  const ids = jobs.map((j) => j.id);
  // One round trip: point the jobs at this run (first, so a job finishing between here and the
  // add is credited to this run) and read whether each id already finished.
  const prefix = `${queue.opts.prefix ?? 'bull'}:${queue.name}:`;
  const check = redis.pipeline();
  const fields: string[] = [];
  for (const id of ids) fields.push(id, runId);
  check.hset(`${GLEANER_PREFIX}:jobrun`, ...fields);
  for (const id of ids) check.hget(`${prefix}${id}`, 'finishedOn');
  const finished = ((await check.exec()) ?? []).slice(1);
  const stale = ids.filter((_, i) => finished[i]?.[1] !== null && finished[i]?.[1] !== undefined);
  for (const id of stale) await queue.remove(id);
  await queue.addBulk(jobs.map((j) => ({ name: 'doc', data: j.data, opts: { jobId: j.id } })));
}
