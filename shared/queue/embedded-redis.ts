/**
 * A private redis-server for embedded runs: unix socket only (no TCP port to collide with or
 * expose), AOF on so an interrupted run resumes, `noeviction` so jobs are never dropped.
 * `redis.owner` beside the pidfile names the process that started the server: a server whose
 * owner is alive belongs to a live run and is never stopped by another start on the same folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
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

export class RedisInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
    readonly owner: number,
  ) {
    super(`the redis-server in ${dir} (pid ${pid}) belongs to a live process (pid ${owner})`);
  }
}

export interface EmbeddedRedis {
  url: string;
  pid: number;
  /** Settles when the server process ends, however it ends (our stop() included). */
  exited: Promise<string>;
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

function readPid(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8').trim()) || 0;
  } catch {
    return 0;
  }
}

/** False only when /proc shows `pid` is something else (a reused pid); true where we cannot tell. */
function looksLikeRedis(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'latin1').includes('redis-server');
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ENOENT' || !existsSync('/proc/self');
  }
}

/** Start redis-server with its state in `dir`; resolves once it answers PING. */
export async function startEmbeddedRedis(dir: string): Promise<EmbeddedRedis> {
  if (!hasRedisServer()) throw new RedisMissingError();
  await mkdir(dir, { recursive: true });
  let socket = join(dir, 'redis.sock');
  if (socket.length > MAX_SOCKET_PATH) socket = `/tmp/gleaner-redis-${process.pid}-${Date.now()}.sock`;
  const pidfile = join(dir, 'redis.pid');
  const ownerFile = join(dir, 'redis.owner');
  // A server left behind by a killed run (its owner is dead) still owns the socket and the AOF:
  // stop it first. One whose owner is alive is a live run's: leave it and refuse.
  const old = readPid(pidfile);
  if (old && alive(old) && looksLikeRedis(old)) {
    const owner = readPid(ownerFile);
    if (owner && alive(owner)) throw new RedisInUseError(dir, old, owner);
    process.kill(old, 'SIGTERM');
    for (let i = 0; i < 100 && alive(old); i++) await sleep(100);
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
  await writeFile(ownerFile, `${process.pid}\n`);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)),
  );
  let exitCode: string | undefined;
  exited.then((c) => {
    exitCode = c;
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  const url = `unix://${socket}`;
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(`redis-server exited (${exitCode}); see ${join(dir, 'redis.log')}`);
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
    exited,
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
