/**
 * Done-when (issue "No file lost, no run stuck", item 2): one run per DEST. A second `gleaner run`
 * on a DEST in use refuses (exit 2) and leaves the first run's Redis alone; it succeeds once the
 * first has ended; a lock left by a dead run is reported and replaced.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeHtml, writeFiles } from '../../scripts/demo-corpus.ts';
import { acquireDestLock, DestLockedError } from '../../shared/queue/dest-lock.ts';
import { RedisInUseError, startEmbeddedRedis } from '../../shared/queue/embedded-redis.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { FAULT_MARKERS, FAULTS_ENV } from '../helpers/faults.ts';

const BIN = join(PROJECT_ROOT, 'bin', 'gleaner.mjs');

interface Running {
  proc: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

function startRun(args: string[], env: NodeJS.ProcessEnv): Running {
  const proc = spawn(process.execPath, [BIN, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  proc.stdout?.on('data', (d) => {
    stdout += d;
  });
  proc.stderr?.on('data', (d) => {
    stderr += d;
  });
  const exit = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)));
  return { proc, stdout: () => stdout, stderr: () => stderr, exit };
}

async function waitUntil(cond: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A pid that belonged to a process and is free now. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(r.stdout);
}

describe('DEST lock', () => {
  let dir: string;
  const started: Running[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...FAULTS_ENV,
    GLEANER_QUEUE: 'dest-lock-test',
    GLEANER_CONCURRENCY: '1',
    GLEANER_ATTEMPTS: '1',
  };
  delete env.REDIS_URL;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gleaner-lock-'));
    const files = Array.from({ length: 10 }, (_, i) => ({
      key: `doc-${i}.html`,
      bytes: makeHtml(`Document ${i}`, [`Paragraph of document ${i}.`]),
      expect: 'ok',
    }));
    await writeFiles(join(dir, 'in'), files);
    // A second source whose one slow file keeps a run going until its parse timeout.
    await writeFiles(join(dir, 'slow-in'), [
      ...files,
      {
        key: 'slow.html',
        bytes: new TextEncoder().encode(`<!-- ${FAULT_MARKERS.hang} --><p>x</p>`),
        expect: 'timeout',
      },
    ]);
  });
  afterEach(() => {
    for (const r of started.splice(0))
      if (r.proc.exitCode === null && r.proc.signalCode === null) {
        try {
          process.kill(-r.proc.pid!, 'SIGKILL');
        } catch {}
      }
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second lock on the same DEST while the first is held, and grants it after release', async () => {
    const path = join(dir, 'unit', '.gleaner', 'run.lock');
    const first = await acquireDestLock(path, { dest: 'unit' });
    expect(first.replaced).toBeNull();
    const err = await acquireDestLock(path, { dest: 'unit' }).catch((e) => e);
    expect(err).toBeInstanceOf(DestLockedError);
    expect((err as DestLockedError).holder.pid).toBe(process.pid);
    expect((err as Error).message).toContain(`pid ${process.pid}`);
    await first.release();
    expect(existsSync(path)).toBe(false);
    const again = await acquireDestLock(path, { dest: 'unit' });
    await again.release();
  });

  it('replaces a lock whose pid is dead on this host, or which another host stopped refreshing', async () => {
    const path = join(dir, 'stale', '.gleaner', 'run.lock');
    await mkdir(join(dir, 'stale', '.gleaner'), { recursive: true });
    const old = new Date(Date.now() - 3_600_000).toISOString();
    const pid = deadPid();
    await writeFile(
      path,
      JSON.stringify({ pid, host: hostname(), startedAt: old, updatedAt: old, token: 'x' }),
    );
    const a = await acquireDestLock(path, { dest: 'stale' });
    expect(a.replaced?.pid).toBe(pid);
    await a.release();

    // Another host: its pid cannot be checked from here; an old heartbeat makes it stale…
    await writeFile(
      path,
      JSON.stringify({ pid: 1, host: 'elsewhere', startedAt: old, updatedAt: old, token: 'y' }),
    );
    const b = await acquireDestLock(path, { dest: 'stale', staleAfterMs: 60_000 });
    expect(b.replaced?.host).toBe('elsewhere');
    await b.release();
    // …a fresh one does not.
    const now = new Date().toISOString();
    await writeFile(
      path,
      JSON.stringify({ pid: 1, host: 'elsewhere', startedAt: now, updatedAt: now, token: 'z' }),
    );
    await expect(acquireDestLock(path, { dest: 'stale', staleAfterMs: 60_000 })).rejects.toBeInstanceOf(
      DestLockedError,
    );
  });

  it("does not stop a private redis-server whose owner is alive, but does stop an orphan's", async () => {
    const redisDir = join(dir, 'redis-owner');
    const first = await startEmbeddedRedis(redisDir);
    try {
      await expect(startEmbeddedRedis(redisDir)).rejects.toBeInstanceOf(RedisInUseError);
      expect(alive(first.pid)).toBe(true);
    } finally {
      await first.stop();
    }
    // A server whose owner died (e.g. a SIGKILLed run) is left over: the next start replaces it.
    const orphan = await startEmbeddedRedis(redisDir);
    await writeFile(join(redisDir, 'redis.owner'), `${deadPid()}\n`);
    const next = await startEmbeddedRedis(redisDir);
    try {
      expect(alive(orphan.pid)).toBe(false);
    } finally {
      await next.stop();
    }
  });

  it('a second gleaner run on a DEST in use exits 2 and leaves the first alone; after the first ends it runs', async () => {
    const out = join(dir, 'out');
    const first = startRun(['run', join(dir, 'slow-in'), '--out', out], {
      ...env,
      GLEANER_TIMEOUT_MS: '6000',
    });
    started.push(first);
    const pidfile = join(out, '.gleaner', 'redis', 'redis.pid');
    await waitUntil(() => existsSync(pidfile) && first.stdout().includes('run '), 60_000, 'the first run');
    const redisPid = Number(readFileSync(pidfile, 'utf8').trim());

    const second = startRun(['run', join(dir, 'in'), '--out', out], env);
    started.push(second);
    expect(await second.exit).toBe(2);
    expect(second.stderr()).toMatch(/gleaner: .* in use by another gleaner run \(pid \d+ on /);
    expect(alive(redisPid)).toBe(true);
    expect(first.proc.exitCode).toBeNull();

    expect(await first.exit).toBe(0);
    const third = startRun(['run', join(dir, 'in'), '--out', out], env);
    started.push(third);
    expect(await third.exit, third.stderr()).toBe(0);
  }, 180_000);

  it('gleaner run replaces a stale lock left by a dead run and says so', async () => {
    const out = join(dir, 'out-stale');
    await mkdir(join(out, '.gleaner'), { recursive: true });
    const pid = deadPid();
    const t = new Date().toISOString();
    await writeFile(
      join(out, '.gleaner', 'run.lock'),
      JSON.stringify({ pid, host: hostname(), startedAt: t, updatedAt: t, token: 'dead' }),
    );
    const run = startRun(['run', join(dir, 'in'), '--out', out], env);
    started.push(run);
    expect(await run.exit, run.stderr()).toBe(0);
    expect(run.stdout()).toContain(`stale lock`);
    expect(run.stdout()).toContain(`pid ${pid}`);
    expect(existsSync(join(out, '.gleaner', 'run.lock'))).toBe(false);
  }, 120_000);
});
