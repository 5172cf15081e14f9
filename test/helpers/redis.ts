/**
 * A private redis-server per test: unix socket in its own temp folder (never port 6379), AOF on
 * so a restart keeps the queue, stopped and removed at the end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EmbeddedRedis, startEmbeddedRedis } from '../../shared/queue/embedded-redis.ts';

export interface TestRedis {
  url: string;
  dir: string;
  pid(): number;
  /** Stop (AOF flushed) and start again on the same socket and data. */
  restart(pauseMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<TestRedis> {
  const dir = await mkdtemp(join(tmpdir(), 'gleaner-redis-'));
  let server: EmbeddedRedis = await startEmbeddedRedis(dir);
  return {
    url: server.url,
    dir,
    pid: () => server.pid,
    async restart(pauseMs = 500) {
      await server.stop();
      await new Promise((r) => setTimeout(r, pauseMs));
      server = await startEmbeddedRedis(dir);
    },
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
