/**
 * Done-when (issue #16): a hostile corpus, generated here with every fault of the issue, runs to
 * completion with exactly one terminal record per input (a sidecar, or a skip the plan reports),
 * from a local folder and from S3. The S3 side goes through a proxy that URL-encodes listings as
 * S3 does (fauxqs ignores `encoding-type`), so a key holding CR and other controls is listed,
 * read and written as it is. The million-span page runs here at full size (refused by the
 * element limit as `limits_exceeded`). The costly inputs
 * (spans, the wide row, the flate bomb) may also end `timeout` here (measured: the bomb under a
 * load of 15 on 2 cores outlived 60 s), but every input must end; test/fleet/chaos.test.ts holds
 * their exact outcomes.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Upload } from '@aws-sdk/lib-storage';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProducePlan, produce } from '../../producer/index.ts';
import { connect } from '../../shared/queue/connection.ts';
import { getRun } from '../../shared/queue/results.ts';
import { LocalStorage } from '../../shared/storage/index.ts';
import { type RunningWorker, startWorker } from '../../workers/index.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';
import { type CorpusFile, expected, hostileFiles, writeCorpus } from './corpus.ts';
import { PIPELINE, readOutputs, silent, testConfig, waitForRun } from './harness.ts';
import { startUrlEncodingProxy, type UrlEncodingProxy } from './s3-url-proxy.ts';

/** Above the million-span page (17 MB), below the huge inputs. */
const MAX_FILE_BYTES = 32 << 20;
const SPANS = 1_000_000;
/** Objects above this are uploaded in parts (S3's smallest part size). */
const SINGLE_PUT_BYTES = 5 << 20;
/** Generous for a loaded 2-core box; the run must finish, whatever each file's outcome. */
const RUN_LIMIT_MS = 600_000;

/**
 * Check one terminal record per input: a sidecar with an allowed outcome for every processed
 * input, nothing for skipped or filtered ones, and the books balanced. Prints every count.
 */
async function expectOneTerminalRecordEach(
  label: string,
  files: CorpusFile[],
  plan: ProducePlan,
  destDir: string,
): Promise<void> {
  const out = await readOutputs(new LocalStorage(destDir));
  const processed = files.filter((f) => !f.expect.startsWith('skip:') && f.expect !== 'filtered');
  const skipsReported = Object.values(plan.skipped).reduce((a, b) => a + b, 0);
  const outcomes: Record<string, number> = {};
  const wrong: string[] = [];
  for (const f of processed) {
    const code = out.bySource.get(f.key)?.code ?? 'missing';
    outcomes[code] = (outcomes[code] ?? 0) + 1;
    if (!expected(f, code)) wrong.push(`${JSON.stringify(f.key)}: expected ${f.expect}, got ${code}`);
  }
  process.stdout.write(
    `hostile run (${label}): ${JSON.stringify({
      listed: files.length,
      sidecars: out.sidecars.size,
      skips_reported: skipsReported,
      filtered: plan.filtered,
      skipped: plan.skipped,
      outcomes,
    })}\n`,
  );
  expect(wrong).toEqual([]);
  expect(out.sharedSources).toEqual([]);
  expect([...out.bySource.keys()].sort()).toEqual(processed.map((f) => f.key).sort());
  expect(out.sidecars.size + skipsReported + plan.filtered).toBe(files.length);
  for (const f of files.filter((x) => x.expect.startsWith('skip:')))
    expect(plan.skipped[f.expect.slice('skip:'.length) as keyof ProducePlan['skipped']]).toBeGreaterThan(0);
  expect(out.other).toEqual([]);
  // Text that used to be lost (the rotated page) or cut (the wide row) is there.
  for (const f of processed.filter((x) => x.text && out.bySource.get(x.key)?.code === 'ok')) {
    const text = await readFile(join(destDir, `${out.bySource.get(f.key)!.output}.txt`), 'utf8');
    expect(text.replace(/\s+/g, ' '), f.key).toContain(f.text);
  }
}

describe('a hostile corpus runs to completion with one terminal record per input', () => {
  let redisServer: TestRedis;
  let redis: Redis;
  let s3: TestS3;
  let proxy: UrlEncodingProxy;
  let worker: RunningWorker;
  let dir: string;
  const config = testConfig({
    maxFileBytes: MAX_FILE_BYTES,
    timeoutMs: 60_000,
    // The production default. The million-span page peaks at ~2 GB RSS (measured in-process),
    // so under the tests' usual 1024 MiB it ends out_of_memory, not with its text.
    memoryMb: 4096,
    attempts: 2,
    s3Endpoint: '',
    s3ForcePathStyle: true,
  });

  beforeAll(async () => {
    [redisServer, s3] = await Promise.all([startRedis(), startS3()]);
    proxy = await startUrlEncodingProxy(s3.endpoint);
    config.s3Endpoint = proxy.endpoint;
    redis = connect(redisServer.url);
    dir = await mkdtemp(join(tmpdir(), 'gleaner-hostile-'));
    worker = await startWorker({ config, redisUrl: redisServer.url, log: silent });
  }, 180_000);

  afterAll(async () => {
    // The corpus holds an 8 GiB sparse file and a FIFO: it goes even when a stop fails.
    try {
      await worker?.close(0);
      redis?.disconnect();
      await proxy?.stop();
      await Promise.all([redisServer?.stop(), s3?.stop()]);
    } finally {
      if (dir) await rm(dir, { recursive: true, force: true });
    }
  });

  const run = (source: string, dest: string) =>
    produce({
      source,
      dest,
      redis,
      queueName: config.queueName,
      attempts: config.attempts,
      pipeline: PIPELINE,
      maxFileBytes: MAX_FILE_BYTES,
      storage: config,
    });

  it(
    'from a local folder',
    async () => {
      const files = await hostileFiles({
        target: 'local',
        spans: SPANS,
        mayTimeOut: true,
        maxFileBytes: MAX_FILE_BYTES,
      });
      await writeCorpus(join(dir, 'local-in'), files);
      const plan = await run(join(dir, 'local-in'), join(dir, 'local-out'));
      await waitForRun(redis, plan.runId, RUN_LIMIT_MS);
      expect((await getRun(redis, plan.runId))?.state).toBe('finished');
      await expectOneTerminalRecordEach('local', files, plan, join(dir, 'local-out'));
    },
    RUN_LIMIT_MS + 120_000,
  );

  it(
    'from S3 (keys with CR and controls listed through URL encoding)',
    async () => {
      const bucket = 'hostile';
      await s3.createBucket(bucket);
      const files = await hostileFiles({
        target: 's3',
        spans: SPANS,
        mayTimeOut: true,
        maxFileBytes: MAX_FILE_BYTES,
      });
      for (const f of files) {
        // fauxqs refuses a single PUT above ~10 MB (413); S3 itself takes 5 GB. Big ones go multipart.
        if (f.bytes.length <= SINGLE_PUT_BYTES) await s3.put(bucket, `in/${f.key}`, f.bytes);
        else
          await new Upload({
            client: s3.client,
            params: { Bucket: bucket, Key: `in/${f.key}`, Body: f.bytes },
            partSize: SINGLE_PUT_BYTES,
          }).done();
      }
      const plan = await run(`s3://${bucket}/in`, join(dir, 's3-out'));
      expect(proxy.stats.encodedListings).toBeGreaterThan(0);
      await waitForRun(redis, plan.runId, RUN_LIMIT_MS);
      await expectOneTerminalRecordEach('s3', files, plan, join(dir, 's3-out'));
    },
    RUN_LIMIT_MS + 120_000,
  );
});
