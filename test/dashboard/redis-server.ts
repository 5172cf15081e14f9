/**
 * A private, throwaway redis-server for the dashboard tests: a free port on 127.0.0.1 (never
 * 6379), no persistence, its own temp dir; stopped (and the dir removed) by `stop()`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface TestRedis {
  url: string;
  client: Redis;
  stop(): Promise<void>;
}

/** Start one; a port taken between probing and binding (parallel test files) gets a retry. */
export async function startRedis(): Promise<TestRedis> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce();
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}

async function startOnce(): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'gleaner-dash-redis-'));
  let port = await freePort();
  if (port === 6379) port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: true, retryStrategy: () => null });
  // Refused connections while the server boots are expected; the loop below retries them.
  client.on('error', () => {});
  // Up to ~5 s for the server to accept connections on a busy 2-core machine.
  for (let i = 0; ; i++) {
    try {
      await client.connect();
      // The port may have gone to someone else's redis between probing and binding: check that
      // this is our process before writing anything to it.
      const pid = /process_id:(\d+)/.exec(await client.info('server'))?.[1];
      if (Number(pid) !== child.pid) {
        client.disconnect();
        child.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
        throw new Error(`port ${port} answered from another redis-server (pid ${pid})`);
      }
      break;
    } catch (err) {
      client.disconnect();
      if ((err as Error).message.includes('another redis-server')) throw err;
      if (i >= 50 || child.exitCode !== null) {
        child.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
        throw err;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    client,
    async stop() {
      client.disconnect();
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
