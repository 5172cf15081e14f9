/**
 * Done-when (chaos): inputs that hang, exhaust memory or crash the parser, a worker process
 * SIGKILLed mid-run, and issue #16's hostile inputs (240- and 250-character names, `a\b.html`
 * beside `a/b.html`, a non-UTF-8 name, control characters in a name, a /Rotate 90 page, a
 * 50,000-cell row, many spans, a /dev/zero symlink and an 8 GiB sparse file, a FIFO, a flate
 * bomb, an empty file, a tool folder, a file of another type): every input ends with exactly
 * one sidecar with the right status or is reported as skipped, and the books balance:
 * entries listed == sidecars written + skips reported + filtered. Workers are real `gleaner
 * work` processes; faults are the test-only markers honoured only with FAULTS_ENV
 * (test/helpers/faults.ts).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produce } from '../../producer/index.ts';
import { connect } from '../../shared/queue/connection.ts';
import { runDone } from '../../shared/queue/runs.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { LocalStorage, outputBase } from '../../shared/storage/index.ts';
import { FAULTS_ENV } from '../helpers/faults.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { type CorpusFile, expected, faultFiles, hostileFiles, mixedCorpus, writeCorpus } from './corpus.ts';
import { PIPELINE, readOutputs, testConfig, waitFor, waitForRun } from './harness.ts';

const BIN = join(PROJECT_ROOT, 'bin', 'gleaner.mjs');
/**
 * Wall-clock limit per document. The hang faults wait it out, so it is no longer than it must
 * be; but the 50,000-cell row and the spans take ~20 s each on a 2-core box under a load of 13
 * (measured), and they must end `ok`, not `timeout`.
 */
const TIMEOUT_MS = 60_000;
/**
 * Inline spans in the many-spans page. A million take 9–13 s to extract on a quiet machine
 * (issue #16 target: < 2 s), several times that under load; 100,000 keep the hostile shape (one
 * paragraph of inline elements) at a tenth of the cost. hostile-run.test.ts runs the million.
 */
const SPANS = 100_000;

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

describe('fleet chaos: hangs, memory blow-ups, parser crashes, hostile inputs, a worker SIGKILLed', () => {
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
        GLEANER_TIMEOUT_MS: String(TIMEOUT_MS),
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
      ...(await hostileFiles({ target: 'local', spans: SPANS, maxFileBytes: config.maxFileBytes })),
    ];
    await writeCorpus(join(dir, 'in'), files);
  }, 120_000);

  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
    redis?.disconnect();
    await redisServer?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('ends every input with one sidecar with the right status or a reported skip', async () => {
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
    const processed = files.filter((f) => !f.expect.startsWith('skip:') && f.expect !== 'filtered');
    expect(plan.enqueued).toBe(processed.length);
    // Kill one worker process outright once work is flowing (its in-flight jobs stall).
    await waitFor(async () => (await runDone(redis, plan.runId)) >= 2, 600_000, 'first results');
    const orphans = childPids(victim.pid!);
    victim.kill('SIGKILL');
    await waitForRun(redis, plan.runId, 900_000);

    const out = await readOutputs(new LocalStorage(join(dir, 'out')));
    const skipsReported = Object.values(plan.skipped).reduce((a, b) => a + b, 0);
    const tally: Record<string, number> = {};
    const wrong: string[] = [];
    for (const f of processed) {
      const code = out.bySource.get(f.key)?.code ?? 'missing';
      tally[code] = (tally[code] ?? 0) + 1;
      if (!expected(f, code)) wrong.push(`${JSON.stringify(f.key)}: expected ${f.expect}, got ${code}`);
    }
    const counts = {
      listed: files.length,
      sidecars: out.sidecars.size,
      skips_reported: skipsReported,
      filtered: plan.filtered,
      texts: out.texts.size,
      enqueued: plan.enqueued,
      skipped: plan.skipped,
      outcomes: tally,
    };
    process.stdout.write(`fleet chaos: ${JSON.stringify(counts)}\n`);
    expect(wrong).toEqual([]);
    expect(out.sharedSources).toEqual([]);
    // The books balance: every entry listed ends as a sidecar, a reported skip or a filtered type.
    expect(out.sidecars.size + skipsReported + plan.filtered).toBe(files.length);
    expect(out.sidecars.size).toBe(processed.length);
    // Each skip under its own reason, and no sidecar for any of them.
    for (const reason of ['symlink', 'special_file', 'excluded_folder'] as const) {
      const planted = files.filter((f) => f.expect === `skip:${reason}`);
      expect(plan.skipped[reason], reason).toBe(planted.length);
      for (const f of planted) expect(out.bySource.has(f.key), f.key).toBe(false);
    }
    expect(plan.skipped.unreadable).toBe(0);
    expect(plan.filtered).toBe(files.filter((f) => f.expect === 'filtered').length);
    expect(out.texts.size).toBe(processed.filter((f) => f.expect === 'ok').length);
    expect(out.other).toEqual([]);
    // Text that used to be lost (the rotated page) is there.
    for (const f of processed.filter((p) => p.text)) {
      const text = await readFile(join(dir, 'out', `${outputBase(f.key)}.txt`), 'utf8');
      expect(text.replace(/\s+/g, ' '), f.key).toContain(f.text);
    }
    // The killed worker's parse children notice and die (a hung one cannot see its IPC close).
    await waitFor(async () => orphans.every((p) => !alive(p)), 15_000, 'orphaned parse children to exit');

    // First SIGTERM drains and exits 0.
    const exited = new Promise<number | null>((r) => survivor.once('exit', (code) => r(code)));
    survivor.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 1_300_000);
});
