/**
 * A private redis-server for embedded runs: unix socket only (no TCP port to collide with or
 * expose), AOF on so an interrupted run resumes, `noeviction` so jobs are never dropped.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from './connection.ts';

/** How long redis-server may take to open its socket (AOF replay of a big queue included). */
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
/** Unix socket paths are limited to ~107 bytes; deep DEST folders get a socket under /tmp. */
const MAX_SOCKET_PATH = 100;

export class RedisMissingError extends Error {
  constructor() {
    super(
      'redis-server was not found on PATH. Install it (Debian/Ubuntu: sudo apt-get install redis-server; ' +
        'macOS: brew install redis) or set REDIS_URL to an existing Redis.',
    );
  }
}

export interface EmbeddedRedis {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Start redis-server with its state in `dir`; resolves once it answers PING. */
export async function startEmbeddedRedis(dir: string): Promise<EmbeddedRedis> {
  if (!hasRedisServer()) throw new RedisMissingError();
  await mkdir(dir, { recursive: true });
  let socket = join(dir, 'redis.sock');
  if (socket.length > MAX_SOCKET_PATH) socket = `/tmp/gleaner-redis-${process.pid}-${Date.now()}.sock`;
  const pidfile = join(dir, 'redis.pid');
  // A server left behind by a killed run still owns the socket and the AOF: stop it first.
  if (existsSync(pidfile)) {
    const old = Number(readFileSync(pidfile, 'utf8').trim());
    if (old && alive(old)) {
      process.kill(old, 'SIGTERM');
      for (let i = 0; i < 100 && alive(old); i++) await sleep(100);
    }
  }
  await rm(socket, { force: true });
  const child = spawn(
    'redis-server',
    [
      '--port',
      '0',
      '--unixsocket',
      socket,
      '--unixsocketperm',
      '700',
      '--dir',
      dir,
      '--pidfile',
      pidfile,
      '--appendonly',
      'yes',
      '--appendfsync',
      'everysec',
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
      '--logfile',
      join(dir, 'redis.log'),
    ],
    { stdio: 'ignore', detached: false },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let exitCode: number | null | undefined;
  exited.then((c) => {
    exitCode = c;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  const url = `unix://${socket}`;
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`redis-server exited (code ${exitCode}); see ${join(dir, 'redis.log')}`);
    if (existsSync(socket)) {
      const probe = connect(url);
      try {
        probe.options.retryStrategy = () => null;
        if ((await probe.ping()) === 'PONG') break;
      } catch {
        // still loading the AOF
      } finally {
        probe.disconnect();
      }
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `redis-server did not start within ${START_TIMEOUT_MS} ms; see ${join(dir, 'redis.log')}`,
      );
    }
    await sleep(50);
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    async stop() {
      if (exitCode !== undefined) return;
      // SIGTERM makes redis flush the AOF and exit cleanly.
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
      await rm(socket, { force: true });
    },
  };
}
