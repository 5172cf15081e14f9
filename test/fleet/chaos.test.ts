/**
 * Done-when (chaos): inputs that hang, exhaust memory or crash the parser, and a worker process
 * SIGKILLed mid-run: every input still ends with exactly one sidecar with the right status.
 * Workers are real `gleaner work` processes; faults are the test-only markers honoured only
 * with FAULTS_ENV (test/helpers/faults.ts).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produce } from '../../producer/index.ts';
import { writeFiles } from '../../scripts/demo-corpus.ts';
import { connect } from '../../shared/queue/connection.ts';
import { runDone } from '../../shared/queue/runs.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { LocalStorage } from '../../shared/storage/index.ts';
import { FAULTS_ENV } from '../helpers/faults.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { type CorpusFile, faultFiles, mixedCorpus } from './corpus.ts';
import { PIPELINE, readOutputs, testConfig, waitFor, waitForRun } from './harness.ts';

const BIN = join(PROJECT_ROOT, 'bin', 'gleaner.mjs');

function childPids(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
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

describe('fleet chaos: hangs, memory blow-ups, parser crashes, a worker SIGKILLed', () => {
  let redisServer: TestRedis;
  let redis: Redis;
  let dir: string;
  let files: CorpusFile[];
  const workers: ChildProcess[] = [];
  const config = testConfig({ attempts: 2 });

  const startWork = () => {
    const p = spawn(process.execPath, [BIN, 'work'], {
      env: {
        ...process.env,
        REDIS_URL: redisServer.url,
        GLEANER_QUEUE: config.queueName,
        ...FAULTS_ENV,
        GLEANER_TIMEOUT_MS: '15000',
        GLEANER_MEMORY_MB: '1024',
        GLEANER_ATTEMPTS: '2',
        GLEANER_CONCURRENCY: '2',
        GLEANER_DRAIN_MS: '5000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    p.stderr!.on('data', (d) => {
      err = (err + d).slice(-4000);
    });
    p.on('exit', (code, sig) => {
      if (code && code !== 0) process.stderr.write(`worker ${p.pid} exited ${code ?? sig}: ${err}\n`);
    });
    workers.push(p);
    return p;
  };

  beforeAll(async () => {
    redisServer = await startRedis();
    redis = connect(redisServer.url);
    dir = await mkdtemp(join(tmpdir(), 'gleaner-chaos-'));
    files = [
      ...(await mixedCorpus({ pdf: 3, docx: 3, html: 12 })),
      ...faultFiles({ hang: 2, oom: 2, crash: 2 }),
    ];
    await writeFiles(join(dir, 'in'), files);
  }, 120_000);

  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
    redis?.disconnect();
    await redisServer?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('gives every input exactly one sidecar with the right status', async () => {
    const victim = startWork();
    const survivor = startWork();
    const plan = await produce({
      source: join(dir, 'in'),
      dest: join(dir, 'out'),
      redis,
      queueName: config.queueName,
      attempts: 2,
      pipeline: PIPELINE,
      maxFileBytes: config.maxFileBytes,
    });
    expect(plan.enqueued).toBe(files.length);
    // Kill one worker process outright once work is flowing (its in-flight jobs stall).
    await waitFor(async () => (await runDone(redis, plan.runId)) >= 2, 600_000, 'first results');
    const orphans = childPids(victim.pid!);
    victim.kill('SIGKILL');
    await waitForRun(redis, plan.runId, 600_000);

    const out = await readOutputs(new LocalStorage(join(dir, 'out')));
    const tally: Record<string, number> = {};
    const wrong: string[] = [];
    for (const f of files) {
      const code = out.sidecars.get(f.key)?.code ?? 'missing';
      tally[code] = (tally[code] ?? 0) + 1;
      if (code !== f.expect) wrong.push(`${f.key}: expected ${f.expect}, got ${code}`);
    }
    process.stdout.write(`fleet chaos: ${JSON.stringify(tally)}\n`);
    expect(wrong).toEqual([]);
    expect(out.sidecars.size).toBe(files.length);
    expect(out.texts.size).toBe(18);
    expect(out.other).toEqual([]);
    // The killed worker's parse children notice and die (a hung one cannot see its IPC close).
    await waitFor(async () => orphans.every((p) => !alive(p)), 15_000, 'orphaned parse children to exit');

    // First SIGTERM drains and exits 0.
    const exited = new Promise<number | null>((r) => survivor.once('exit', (code) => r(code)));
    survivor.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 1_300_000);
});
