/**
 * BullMQ queue counts (waiting, active, ...) for the progress tiles and `/metrics`. The queue is
 * the one the fleet names from config `queueName`; counts are for the whole queue, not one run.
 */
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

export const QUEUE_STATES = [
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
  'completed',
  'failed',
] as const;

export interface QueueCounts {
  counts(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

export function queueCounts(redis: Redis, name: string): QueueCounts {
  // Its own connection: BullMQ may block or reconfigure a connection it is handed.
  let queue: Queue | null = null;
  let conn: Redis | null = null;
  return {
    async counts() {
      if (!queue) {
        conn = redis.duplicate({ maxRetriesPerRequest: null });
        conn.on('error', () => {});
        queue = new Queue(name, { connection: conn });
      }
      return (await queue.getJobCounts(...QUEUE_STATES)) as Record<string, number>;
    },
    async close() {
      await queue?.close();
      conn?.disconnect();
    },
  };
}
