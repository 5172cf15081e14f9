/**
 * Done-when (issue "No file lost, no run stuck", item 2): a `gleaner run` whose private
 * redis-server dies stops within seconds, non-zero, with one line saying what happened and that a
 * re-run resumes; the re-run finishes every file; two Ctrl-C exit promptly even with Redis gone.
 * Each run is its own process group so a stuck run and its children are killed at the end.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeHtml, writeFiles } from '../../scripts/demo-corpus.ts';
import { watchRedis } from '../../shared/queue/redis-watch.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { LocalStorage } from '../../shared/storage/index.ts';
import { FAULT_MARKERS, FAULTS_ENV } from '../helpers/faults.ts';
import { startRedis } from '../helpers/redis.ts';
import { readOutputs } from './harness.ts';

const BIN = join(PROJECT_ROOT, 'bin', 'gleaner.mjs');
const FILES = 30;
/** Generous guard from the issue: a run whose Redis died must be gone within this. */
const EXIT_GUARD_MS = 10_000;

interface Running {
  proc: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
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
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) =>
    proc.on('exit', (code, signal) => r({ code, signal })),
  );
  return { proc, stdout: () => stdout, stderr: () => stderr, exit };
}

async function waitUntil(cond: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** Resolves with the exit, or null when the process is still running after `ms`. */
async function exitWithin(r: Running, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const res = await Promise.race([
    r.exit,
    new Promise<null>((ok) => (timer = setTimeout(() => ok(null), ms))),
  ]);
  clearTimeout(timer);
  return res;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('gleaner run when its Redis dies', () => {
  let dir: string;
  const started: Running[] = [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...FAULTS_ENV,
    GLEANER_QUEUE: 'redis-loss-test',
    GLEANER_CONCURRENCY: '1',
    GLEANER_TIMEOUT_MS: '60000',
  };
  delete env.REDIS_URL;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gleaner-loss-'));
    const files = Array.from({ length: FILES }, (_, i) => ({
      key: `doc-${String(i).padStart(2, '0')}.html`,
      bytes: makeHtml(`Document ${i}`, [`Paragraph one of document ${i}.`, `Paragraph two of ${i}.`]),
      expect: 'ok',
    }));
    // Keeps the run busy (its parse spins until killed) so Redis is killed mid-run, not after.
    files.push({
      key: 'slow.html',
      bytes: new TextEncoder().encode(`<!-- ${FAULT_MARKERS.hang} --><p>x</p>`),
      expect: 'timeout',
    });
    await writeFiles(join(dir, 'in'), files);
  });
  afterEach(() => {
    // A run that did not stop (the bug) takes its parse children and redis-server with it.
    for (const r of started.splice(0)) {
      if (r.proc.exitCode === null && r.proc.signalCode === null) {
        try {
          process.kill(-r.proc.pid!, 'SIGKILL');
        } catch {}
      }
    }
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function startAndKillRedis(
    out: string,
    signal: NodeJS.Signals = 'SIGKILL',
  ): Promise<{ run: Running; redisPid: number }> {
    const run = startRun(['run', join(dir, 'in'), '--out', out], env);
    started.push(run);
    const pidfile = join(out, '.gleaner', 'redis', 'redis.pid');
    await waitUntil(() => existsSync(pidfile) && run.stdout().includes('run '), 60_000, 'the run to start');
    await sleep(1500); // mid-run: files are being processed
    expect(run.proc.exitCode).toBeNull();
    const redisPid = Number(readFileSync(pidfile, 'utf8').trim());
    process.kill(redisPid, signal);
    return { run, redisPid };
  }

  it('stops within seconds, non-zero, saying Redis stopped and that a re-run resumes; the re-run finishes', async () => {
    const out = join(dir, 'out-kill');
    const { run } = await startAndKillRedis(out);
    const res = await exitWithin(run, EXIT_GUARD_MS);
    expect(
      res,
      `still running ${EXIT_GUARD_MS} ms after its Redis died; stderr: ${run.stderr()}`,
    ).not.toBeNull();
    expect(res?.code).not.toBe(0);
    expect(res?.code).not.toBeNull();
    const lines = run.stderr().trim().split('\n');
    expect(lines.at(-1)).toMatch(
      /^gleaner: the run's Redis stopped \(.+\); .*run the same command again to resume/,
    );

    // Without the file that never finishes, the same command picks up and finishes everything.
    await unlink(join(dir, 'in', 'slow.html'));
    try {
      const again = startRun(['run', join(dir, 'in'), '--out', out], env);
      started.push(again);
      const done = await exitWithin(again, 120_000);
      expect(done?.code, again.stderr()).toBe(0);
      const outputs = await readOutputs(new LocalStorage(out));
      const ok = [...outputs.sidecars.entries()].filter(
        ([k, s]) => k.startsWith('doc-') && s.status === 'ok',
      );
      expect(ok.length).toBe(FILES);
    } finally {
      await writeFiles(join(dir, 'in'), [
        {
          key: 'slow.html',
          bytes: new TextEncoder().encode(`<!-- ${FAULT_MARKERS.hang} --><p>x</p>`),
          expect: 'timeout',
        },
      ]);
    }
  }, 200_000);

  it('exits promptly on two Ctrl-C while its Redis hangs', async () => {
    // A stopped (not dead) server: every Redis command waits, and the loss is not noticed yet.
    const out = join(dir, 'out-sigint');
    const { run, redisPid } = await startAndKillRedis(out, 'SIGSTOP');
    try {
      await sleep(300);
      run.proc.kill('SIGINT');
      await sleep(200);
      run.proc.kill('SIGINT');
      const res = await exitWithin(run, 5000);
      expect(res, `still running 5 s after the second Ctrl-C; stderr: ${run.stderr()}`).not.toBeNull();
      expect(res?.code).toBe(130);
      expect(run.stderr()).toContain('forcing stop'); // our handler ran, not the default death
      expect(existsSync(join(out, '.gleaner', 'run.lock'))).toBe(false);
      // Nothing left behind but the stopped server (it gets its SIGTERM once continued).
      await sleep(500);
      const left = spawnSync('ps', ['-o', 'pid=,stat=,args=', '-g', String(run.proc.pid)], {
        encoding: 'utf8',
      });
      // Zombies (state Z) are dead already: they only wait for an init that reaps orphans.
      const running = left.stdout
        .split('\n')
        .filter((l) => l.trim() && !/^\s*\d+\s+Z/.test(l) && Number(l.trim().split(/\s+/)[0]) !== redisPid);
      expect(running).toEqual([]);
    } finally {
      if (alive(redisPid)) process.kill(redisPid, 'SIGCONT');
      await sleep(200);
      if (alive(redisPid)) process.kill(redisPid, 'SIGKILL');
    }
  }, 120_000);

  it('notices a Redis that stops answering (not only one that exits)', async () => {
    const redis = await startRedis();
    const reasons: string[] = [];
    const watch = watchRedis({ url: redis.url, lostAfterMs: 2000, onLost: (r) => reasons.push(r) });
    try {
      await sleep(1500);
      expect(reasons).toEqual([]);
      process.kill(redis.pid(), 'SIGSTOP');
      await waitUntil(() => reasons.length > 0, EXIT_GUARD_MS, 'the watcher to report the loss');
      expect(reasons[0]).toMatch(/no answer/);
      expect(reasons.length).toBe(1);
    } finally {
      watch.close();
      if (alive(redis.pid())) process.kill(redis.pid(), 'SIGCONT');
      await redis.stop();
    }
  }, 60_000);
});
