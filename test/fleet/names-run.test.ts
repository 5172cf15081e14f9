/**
 * One sidecar per input, end to end, for names that used to collide, vanish or stop the run:
 * `a\b.html` beside `a/b.html`, a name that is not UTF-8, 240- and 250-byte names (`gleaner
 * run` on a local folder), and twelve S3 keys that used to share seven-odd outputs.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produce } from '../../producer/index.ts';
import { makeHtml, paragraphs } from '../../scripts/demo-corpus.ts';
import { connect } from '../../shared/queue/connection.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { LocalStorage, type Storage } from '../../shared/storage/index.ts';
import { type RunningWorker, startWorker } from '../../workers/index.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';
import { PIPELINE, silent, testConfig, waitForRun } from './harness.ts';

const BIN = join(PROJECT_ROOT, 'bin', 'gleaner.mjs');
/** A run of five small pages takes seconds; past this it is stuck (the bug this guards). */
const RUN_LIMIT_MS = 150_000;

/** Run the CLI; a run still going after `limitMs` is stopped (Ctrl-C, then forced) and fails. */
function gleaner(args: string[], env: NodeJS.ProcessEnv, limitMs: number) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; stuck: boolean }>((resolve) => {
    const p = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let stuck = false;
    p.stdout.on('data', (d) => {
      stdout += d;
    });
    p.stderr.on('data', (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => {
      stuck = true;
      p.kill('SIGINT');
      setTimeout(() => p.kill('SIGINT'), 10_000).unref();
    }, limitMs);
    p.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, stuck });
    });
  });
}

/** Source key → sidecar status for every sidecar in a destination (keys from `source.key`). */
async function sidecarsBySourceKey(dest: Storage): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for await (const o of dest.list()) {
    if (!o.key.endsWith('.json')) continue;
    const sc = JSON.parse(Buffer.from(await dest.read(o.key, { maxBytes: 1 << 24 })).toString('utf8'));
    expect(out.has(sc.source.key)).toBe(false);
    out.set(sc.source.key, sc.status);
  }
  return out;
}

const page = (i: number) => makeHtml(`Names paper ${i}`, paragraphs(700 + i, 2, 30));

describe('gleaner run over names that used to collide or stop the run', () => {
  let dir: string;
  const env = { ...process.env };
  delete env.REDIS_URL;
  env.GLEANER_QUEUE = 'names-run-test';
  env.GLEANER_ATTEMPTS = '2';

  const latin1 = Buffer.from('caf\xe9.html', 'latin1'); // not UTF-8
  const long240 = `${'l'.repeat(235)}.html`;
  const long250 = `${'m'.repeat(245)}.html`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gleaner-names-run-'));
    const src = join(dir, 'in');
    await mkdir(join(src, 'a'), { recursive: true });
    await writeFile(join(src, 'a', 'b.html'), page(1));
    await writeFile(join(src, 'a\\b.html'), page(2));
    await writeFile(Buffer.concat([Buffer.from(`${src}/`), latin1]), page(3));
    await writeFile(join(src, long240), page(4));
    await writeFile(join(src, long250), page(5));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it(
    'ends with one sidecar per input, and a re-run finds them all unchanged',
    async () => {
      const args = ['run', join(dir, 'in'), '--out', join(dir, 'out')];
      const res = await gleaner(args, env, RUN_LIMIT_MS);
      expect(res.stuck).toBe(false);
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(res.stdout).toContain('done 5/5');
      const sidecars = await sidecarsBySourceKey(new LocalStorage(join(dir, 'out')));
      expect([...sidecars.keys()].sort()).toEqual(
        ['a/b.html', 'a\\b.html', 'caf\udce9.html', long240, long250].sort(),
      );
      expect([...sidecars.values()]).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);

      const again = await gleaner(args, env, RUN_LIMIT_MS);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('0 new, 0 outdated, 5 unchanged');
    },
    2 * RUN_LIMIT_MS + 30_000,
  );
});

describe('S3 keys that used to share an output', () => {
  let redisServer: TestRedis;
  let s3: TestS3;
  let redis: Redis;
  let worker: RunningWorker;
  let destDir: string;
  const config = testConfig({ s3Endpoint: '', s3ForcePathStyle: true });
  const bucket = 'collide';
  const keys = [
    'a\\b.html',
    'a/b.html',
    'x//y.html',
    'x/%00/y.html',
    'a/../b.html',
    'a/%2E2E/b.html',
    'dot/./z.html',
    'dot/%2E/z.html',
    'back\\slash.html',
    'back/slash.html',
    '/lead.html',
    '%00/lead.html',
  ];

  beforeAll(async () => {
    [redisServer, s3] = await Promise.all([startRedis(), startS3()]);
    config.s3Endpoint = s3.endpoint;
    redis = connect(redisServer.url);
    destDir = await mkdtemp(join(tmpdir(), 'gleaner-collide-'));
    await s3.createBucket(bucket);
    for (const [i, k] of keys.entries()) await s3.put(bucket, `in/${k}`, page(i));
    worker = await startWorker({ config, redisUrl: redisServer.url, log: silent });
  }, 60_000);
  afterAll(async () => {
    await worker?.close(0);
    redis?.disconnect();
    await Promise.all([redisServer?.stop(), s3?.stop()]);
    if (destDir) await rm(destDir, { recursive: true, force: true });
  });

  it('gives twelve keys twelve sidecars', async () => {
    const plan = await produce({
      source: `s3://${bucket}/in`,
      dest: destDir,
      redis,
      queueName: config.queueName,
      attempts: config.attempts,
      pipeline: PIPELINE,
      maxFileBytes: config.maxFileBytes,
      storage: config,
    });
    expect(plan.total).toBe(12);
    await waitForRun(redis, plan.runId, 120_000);
    const sidecars = await sidecarsBySourceKey(new LocalStorage(destDir));
    expect([...sidecars.keys()].sort()).toEqual([...keys].sort());
  }, 180_000);
});
