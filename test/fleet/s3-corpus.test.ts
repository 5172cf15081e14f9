/**
 * Done-when: a 500-file mixed corpus in S3 completes with 500 sidecars whose outcomes match the
 * planted files; a version bump reprocesses exactly the outdated files; an unchanged re-run
 * enqueues nothing. Real redis-server, real S3 HTTP endpoint (fauxqs), real parse children.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produce } from '../../producer/index.ts';
import { pipelineVersion } from '../../shared/pipeline/index.ts';
import { connect } from '../../shared/queue/connection.ts';
import { LocalStorage } from '../../shared/storage/index.ts';
import { type RunningWorker, startWorker } from '../../workers/index.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';
import { type CorpusFile, mixedCorpus } from './corpus.ts';
import { PIPELINE, readOutputs, silent, testConfig, waitForRun } from './harness.ts';

const MAX_FILE_BYTES = 200_000;
/** "Привет, мир" in KOI8-R inside a page that declares no charset. */
const KOI8_PAGE = Uint8Array.from([
  ...Buffer.from('<html><body><article><h1>Greeting</h1><p>'),
  ...[0xf0, 0xd2, 0xc9, 0xd7, 0xc5, 0xd4, 0x2c, 0x20, 0xcd, 0xc9, 0xd2],
  ...Buffer.from('</p></article></body></html>'),
]);
const BUCKET = 'corpus500';

describe('fleet: 500-file mixed corpus from S3', () => {
  let redisServer: TestRedis;
  let s3: TestS3;
  let redis: Redis;
  let worker: RunningWorker;
  let destDir: string;
  let files: CorpusFile[];
  const config = testConfig({ maxFileBytes: MAX_FILE_BYTES, s3Endpoint: '', s3ForcePathStyle: true });
  const source = `s3://${BUCKET}/in`;

  beforeAll(async () => {
    [redisServer, s3] = await Promise.all([startRedis(), startS3()]);
    config.s3Endpoint = s3.endpoint;
    redis = connect(redisServer.url);
    destDir = await mkdtemp(join(tmpdir(), 'gleaner-out-'));
    await s3.createBucket(BUCKET);
    files = await mixedCorpus({
      pdf: 60,
      docx: 60,
      html: 360,
      corrupt: 5,
      encrypted: 5,
      oversize: 5,
      unsupported: 5,
    });
    // A key with `..` segments: its outputs must stay inside the destination folder.
    files.push({
      key: 'html/../../escape.html',
      bytes: files.find((f) => f.key.endsWith('.html'))!.bytes,
      expect: 'ok',
    });
    files.splice(
      files.findIndex((f) => f.key === 'html/p1.html'),
      1,
    );
    // One page whose charset only its S3 Content-Type tells (KOI8-R bytes, no <meta>).
    const koi8 = files.findIndex((f) => f.key === 'html/p2.html');
    files[koi8] = { key: 'html/koi8.html', bytes: KOI8_PAGE, expect: 'ok' };
    expect(files).toHaveLength(500);
    for (let i = 0; i < files.length; i += 25)
      await Promise.all(
        files
          .slice(i, i + 25)
          .map((f) =>
            s3.put(
              BUCKET,
              `in/${f.key}`,
              f.bytes,
              f.bytes === KOI8_PAGE ? 'text/html; charset=koi8-r' : undefined,
            ),
          ),
      );
    worker = await startWorker({ config, redisUrl: redisServer.url, log: silent });
  }, 180_000);

  afterAll(async () => {
    await worker?.close(0);
    redis?.disconnect();
    await Promise.all([redisServer?.stop(), s3?.stop()]);
    if (destDir) await rm(destDir, { recursive: true, force: true });
  });

  const run = (extra: { pipeline?: typeof PIPELINE; dryRun?: boolean } = {}) =>
    produce({
      source,
      dest: destDir,
      redis,
      queueName: config.queueName,
      attempts: config.attempts,
      pipeline: extra.pipeline ?? PIPELINE,
      maxFileBytes: MAX_FILE_BYTES,
      storage: config,
      dryRun: extra.dryRun,
    });

  it('ends every input with exactly one sidecar carrying the planted outcome', async () => {
    const plan = await run();
    expect(plan.total).toBe(500);
    expect(plan.new).toBe(500);
    expect(plan.enqueued).toBe(500);
    await waitForRun(redis, plan.runId, 240_000);
    const out = await readOutputs(new LocalStorage(destDir));
    expect(out.sidecars.size).toBe(500);
    const tally: Record<string, number> = {};
    const wrong: string[] = [];
    for (const f of files) {
      const sc = out.sidecars.get(f.key.replace(/\.\.(?=\/|$)/g, '%2E%2E'));
      tally[sc?.code ?? 'missing'] = (tally[sc?.code ?? 'missing'] ?? 0) + 1;
      if (sc?.code !== f.expect)
        wrong.push(`${f.key}: expected ${f.expect}, got ${sc?.code ?? 'no sidecar'}`);
    }
    process.stdout.write(`fleet 500: ${JSON.stringify(tally)}\n`);
    expect(wrong).toEqual([]);
    expect(tally).toEqual({ ok: 480, corrupt: 5, encrypted: 5, too_large: 5, unsupported_format: 5 });
    // Text only for successes; nothing else in the destination but the run records.
    expect(out.texts.size).toBe(480);
    expect(out.other).toEqual([]);
    expect((await readdir(join(destDir, '_runs'))).length).toBe(1);
    // The `..` key stayed inside the destination.
    expect(out.sidecars.has('html/%2E%2E/%2E%2E/escape.html')).toBe(true);
    // The worker read the charset from the object's S3 Content-Type.
    expect(await readFile(join(destDir, 'html/koi8.html.txt'), 'utf8')).toContain('Привет, мир');
  }, 300_000);

  it('re-running unchanged enqueues nothing', async () => {
    const plan = await run();
    expect(plan).toMatchObject({ total: 500, unchanged: 500, new: 0, outdated: 0, enqueued: 0 });
  }, 120_000);

  it('after a version bump reprocesses exactly the outdated files', async () => {
    const dest = new LocalStorage(destDir);
    // Seven sidecars as an older pipeline wrote them.
    const stale = [
      'pdf/paper-3.pdf',
      'docx/paper-4.docx',
      'html/p7.html',
      'html/p8.html',
      'bad/corrupt-1.pdf',
      'bad/oversize-2.html',
      'html/über paper 20.html',
    ];
    for (const key of stale) {
      const raw = JSON.parse(
        Buffer.from(await dest.read(`${key}.json`, { maxBytes: 1 << 24 })).toString('utf8'),
      );
      raw.pipeline.version = 'old-version';
      await dest.write(`${key}.json`, JSON.stringify(raw));
    }
    const plan = await run();
    expect(plan).toMatchObject({ total: 500, outdated: 7, unchanged: 493, enqueued: 7 });
    await waitForRun(redis, plan.runId, 120_000);
    const out = await readOutputs(dest);
    for (const key of stale) expect(out.sidecars.get(key)?.version).not.toBe('old-version');
    expect(out.sidecars.size).toBe(500);
    // A real option change outdates everything (dry run: the plan only).
    const bumped = { ...PIPELINE, level: 'standard' as const };
    expect(pipelineVersion('html', bumped)).not.toBe(pipelineVersion('html', PIPELINE));
    const dry = await run({ pipeline: bumped, dryRun: true });
    expect(dry).toMatchObject({ total: 500, outdated: 500, enqueued: 0 });
  }, 240_000);
});
