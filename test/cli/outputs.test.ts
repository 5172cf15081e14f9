/**
 * `--outputs text,json,chunks,markdown,tables`: the files a run writes per document beside its
 * text and sidecar, the sidecar still last and listing them, failures with their sidecar only,
 * and the output set in the pipeline version (a re-run with more outputs redoes the files, the
 * same options skip them). Local DEST through the real `gleaner run` (private Redis), S3 DEST
 * (fauxqs) through the producer and a worker in this process; real parse children throughout.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelineFrom } from '../../cli/produce.ts';
import { produce } from '../../producer/index.ts';
import { tableToCsv } from '../../shared/output/tables-export.ts';
import { connect } from '../../shared/queue/connection.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { type RunningWorker, startWorker } from '../../workers/index.ts';
import { silent, testConfig, waitForRun } from '../fleet/harness.ts';
import { FIXTURES, gleanerAsync } from '../helpers/cli.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';

const BIN = join(PROJECT_ROOT, 'bin', 'gleaner.mjs');
const validate = new Ajv2020({ strict: false, allErrors: true }).compile(
  JSON.parse(readFileSync(join(PROJECT_ROOT, 'docs', 'sidecar.schema.json'), 'utf8')),
);
/** Inputs: a paper, a PDF with a ruled table and no caption, an HTML page, a broken PDF. */
const INPUTS: Record<string, string> = {
  'paper.pdf': join(FIXTURES, 'basic', 'sample.pdf'),
  'tables/ruled.pdf': join(FIXTURES, 'pdf-tables', 'table-uncaptioned-ruled', 'input.pdf'),
  'page.html': join(FIXTURES, 'basic', 'sample.html'),
  'broken.pdf': join(FIXTURES, 'basic', 'truncated.pdf'),
};
const OK_KEYS = ['paper.pdf', 'tables/ruled.pdf', 'page.html'];
const ALL = 'text,json,chunks,markdown,tables';

function writeSource(dir: string): void {
  for (const [key, from] of Object.entries(INPUTS)) {
    mkdirSync(join(dir, key, '..'), { recursive: true });
    copyFileSync(from, join(dir, key));
  }
}

/** The real CLI, asynchronously; its own queue name, no REDIS_URL (a private Redis). */
function gleaner(args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GLEANER_QUEUE: `outputs-${process.pid}`,
    GLEANER_TIMEOUT_MS: '90000',
  };
  delete env.REDIS_URL;
  return gleanerAsync(args, env);
}

function plan(source: string, out: string, extra: string[]) {
  const r = spawnSync(
    process.execPath,
    [BIN, 'produce', source, '--out', out, '--dry-run', '--json', ...extra],
    { encoding: 'utf8' },
  );
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as { new: number; outdated: number; unchanged: number; total: number };
}

function files(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? e.name.startsWith('_') || e.name.startsWith('.')
          ? []
          : files(dir, `${prefix}${e.name}/`)
        : [`${prefix}${e.name}`],
    )
    .sort();
}

const sidecarAt = (out: string, key: string) => JSON.parse(readFileSync(join(out, `${key}.json`), 'utf8'));

describe('gleaner run --outputs (local DEST)', () => {
  let dir: string;
  let source: string;
  let out: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'gleaner-outputs-'));
    source = join(dir, 'in');
    out = join(dir, 'out');
    writeSource(source);
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes text and sidecar only by default, and the plan with more outputs redoes every file', async () => {
    const r = await gleaner(['run', source, '--out', out, '--no-dashboard']);
    expect(r.code, r.stderr).toBe(0);
    expect(files(out)).toEqual(
      [...OK_KEYS.flatMap((k) => [`${k}.txt`, `${k}.json`]), 'broken.pdf.json'].sort(),
    );
    expect(sidecarAt(out, 'paper.pdf').outputs).toEqual([{ kind: 'text', key: 'paper.pdf.txt' }]);
    expect(plan(source, out, [])).toMatchObject({ total: 4, unchanged: 4 });
    // Another output set is another pipeline version: every file is outdated (failures too,
    // since a failed sidecar records the version it failed under).
    expect(plan(source, out, ['--outputs', `text,json,chunks`])).toMatchObject({ outdated: 4 });
  }, 300_000);

  it('writes chunks, markdown and table files before the sidecar, which lists them', async () => {
    const r = await gleaner([
      'run',
      source,
      '--out',
      out,
      '--no-dashboard',
      '--outputs',
      ALL,
      '--chunk-tokens',
      '128',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const all = files(out);
    for (const key of OK_KEYS)
      for (const suffix of ['.txt', '.json', '.md', '.chunks.jsonl'])
        expect(all).toContain(`${key}${suffix}`);
    expect(all.filter((f) => f.includes('.tables/'))).toEqual([
      'tables/ruled.pdf.tables/table-1.csv',
      'tables/ruled.pdf.tables/table-1.html',
    ]);

    const ruled = sidecarAt(out, 'tables/ruled.pdf');
    expect(validate(ruled), JSON.stringify(validate.errors)).toBe(true);
    expect(ruled.outputs).toEqual([
      { kind: 'text', key: 'tables/ruled.pdf.txt' },
      { kind: 'markdown', key: 'tables/ruled.pdf.md' },
      { kind: 'chunks', key: 'tables/ruled.pdf.chunks.jsonl' },
      { kind: 'tables', key: 'tables/ruled.pdf.tables/table-1.csv' },
      { kind: 'tables', key: 'tables/ruled.pdf.tables/table-1.html' },
    ]);
    expect(readFileSync(join(out, 'tables/ruled.pdf.tables/table-1.csv'), 'utf8')).toBe(
      tableToCsv(ruled.tables[0]),
    );

    // A failure still has exactly one output, its sidecar, which says nothing else was written.
    const broken = sidecarAt(out, 'broken.pdf');
    expect(broken.status).toBe('failed');
    expect(broken.outputs).toEqual([]);
    expect(all.filter((f) => f.startsWith('broken.pdf'))).toEqual(['broken.pdf.json']);

    // The same records as `gleaner extract --format chunks` with the same options, ids included.
    for (const key of ['paper.pdf', 'page.html']) {
      const single = spawnSync(
        process.execPath,
        [BIN, 'extract', join(source, key), '--format', 'chunks', '--chunk-tokens', '128'],
        { encoding: 'utf8' },
      );
      const fromRun = readFileSync(join(out, `${key}.chunks.jsonl`), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      const fromExtract = single.stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      expect(fromRun.length).toBeGreaterThan(0);
      // The key differs (the run's source key vs the path given to extract); everything else is equal.
      const strip = (c: { source: object }) => ({ ...c, source: null });
      expect(fromRun.map(strip)).toEqual(fromExtract.map(strip));
      expect(fromRun.every((c) => c.tokens <= 128)).toBe(true);
    }
    // And the table files as `gleaner extract --tables-to` writes them for the one document.
    const tablesDir = join(dir, 'tables-to');
    const single = spawnSync(
      process.execPath,
      [BIN, 'extract', join(source, 'tables/ruled.pdf'), '--tables-to', tablesDir],
      { encoding: 'utf8' },
    );
    expect(single.status, single.stderr).toBe(0);
    expect(single.stderr).toBe(`gleaner: 1 table written to ${tablesDir}\n`);
    for (const name of ['table-1.csv', 'table-1.html'])
      expect(readFileSync(join(tablesDir, name), 'utf8')).toBe(
        readFileSync(join(out, 'tables/ruled.pdf.tables', name), 'utf8'),
      );

    // Same options again: nothing to do; other chunk options or fewer outputs: redo.
    expect(plan(source, out, ['--outputs', ALL, '--chunk-tokens', '128'])).toMatchObject({ unchanged: 4 });
    expect(plan(source, out, ['--outputs', ALL, '--chunk-tokens', '256'])).toMatchObject({ outdated: 4 });
    expect(plan(source, out, ['--outputs', 'text,json,markdown,tables'])).toMatchObject({ outdated: 4 });
  }, 400_000);

  it('refuses an unknown output and a chunk flag without chunks, naming the flag', async () => {
    const bad = spawnSync(
      process.execPath,
      [BIN, 'produce', source, '--out', out, '--dry-run', '--outputs', 'text,pdf'],
      {
        encoding: 'utf8',
      },
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--outputs: unknown output "pdf"');
    const stray = spawnSync(
      process.execPath,
      [BIN, 'produce', source, '--out', out, '--dry-run', '--chunk-tokens', '100'],
      { encoding: 'utf8' },
    );
    expect(stray.status).toBe(2);
    expect(stray.stderr).toContain('--chunk-tokens needs chunks among --outputs');
  }, 120_000);
});

describe('--outputs with an S3 DEST', () => {
  let redisServer: TestRedis;
  let s3: TestS3;
  let redis: Redis;
  let worker: RunningWorker;
  let dir: string;
  const bucket = `outputs-${process.pid}`;
  const config = testConfig({ s3ForcePathStyle: true });

  beforeAll(async () => {
    [redisServer, s3] = await Promise.all([startRedis(), startS3()]);
    config.s3Endpoint = s3.endpoint;
    redis = connect(redisServer.url);
    await s3.createBucket(bucket);
    dir = mkdtempSync(join(tmpdir(), 'gleaner-outputs-s3-'));
    writeSource(dir);
    worker = await startWorker({ config, redisUrl: redisServer.url, log: silent });
  }, 180_000);

  afterAll(async () => {
    await worker?.close(0);
    redis?.disconnect();
    await Promise.all([redisServer?.stop(), s3?.stop()]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const read = async (key: string) => {
    const r = await s3.client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return { body: await r.Body!.transformToString(), type: r.ContentType };
  };

  it('writes every output under the prefix, the sidecar listing them, and a re-plan skips them', async () => {
    const pipeline = pipelineFrom({ outputs: 'chunks,tables,json' }, config);
    const go = (dryRun = false) =>
      produce({
        source: dir,
        dest: `s3://${bucket}/out`,
        redis,
        queueName: config.queueName,
        attempts: config.attempts,
        pipeline,
        maxFileBytes: config.maxFileBytes,
        storage: config,
        dryRun,
      });
    const first = await go();
    expect(first.enqueued).toBe(4);
    await waitForRun(redis, first.runId, 240_000);
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'out/' }));
    const keys = (listed.Contents ?? []).map((o) => o.Key!).filter((k) => !k.startsWith('out/_runs/'));
    // No text: `text` was not asked for. The sidecar always is.
    expect(keys.sort()).toEqual(
      [
        ...OK_KEYS.flatMap((k) => [`out/${k}.json`, `out/${k}.chunks.jsonl`]),
        'out/broken.pdf.json',
        'out/tables/ruled.pdf.tables/table-1.csv',
        'out/tables/ruled.pdf.tables/table-1.html',
      ].sort(),
    );
    const sidecar = JSON.parse((await read('out/tables/ruled.pdf.json')).body);
    expect(sidecar.outputs.map((o: { key: string }) => o.key)).toEqual([
      'tables/ruled.pdf.chunks.jsonl',
      'tables/ruled.pdf.tables/table-1.csv',
      'tables/ruled.pdf.tables/table-1.html',
    ]);
    const csv = await read('out/tables/ruled.pdf.tables/table-1.csv');
    expect(csv.type).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe(tableToCsv(sidecar.tables[0]));
    const chunks = (await read('out/paper.pdf.chunks.jsonl')).body.split('\n').filter(Boolean);
    expect(JSON.parse(chunks[0]).source.key).toBe('paper.pdf');
    expect(await go(true)).toMatchObject({ total: 4, unchanged: 4 });
  }, 300_000);
});
