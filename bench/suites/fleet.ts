/**
 * `npm run bench -- fleet [--docs N] [--enqueue N]`: the fleet's figures, baselines in the same
 * run. Enqueue rate and Redis bytes per queued job (synthetic jobs, real BullMQ + redis-server);
 * end-to-end docs/s with 1 and 2 `gleaner work` processes on the same generated corpus (scaling
 * ratio); per-job overhead outside parsing (job duration minus the parse time in its sidecar);
 * worker + parse-child RSS sampled over the 1-process run (default 5,000 documents).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { enqueueBatch, type PendingJob } from '../../producer/enqueue.ts';
import { produce } from '../../producer/index.ts';
import { makeDocx, makeHtml, makePdf, paragraphs, writeFiles } from '../../scripts/demo-corpus.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { connect } from '../../shared/queue/connection.ts';
import { startEmbeddedRedis } from '../../shared/queue/embedded-redis.ts';
import { BULL_PREFIX, type DocJobData, defaultJobOptions, jobId } from '../../shared/queue/jobs.ts';
import { getRun, readResults } from '../../shared/queue/results.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { corpusPath, hasCorpus } from '../../test/helpers/corpus.ts';
import { type BenchReport, quantile } from '../report.ts';

const PIPELINE = { level: 'academic', footnotes: 'end', tables: 'inline' } as const;
const BIN = join(PROJECT_ROOT, 'bin', 'gleaner.mjs');
/** Jobs per addBulk in the enqueue phase (the producer's batch size). */
const BATCH = 1000;
const RSS_SAMPLE_MS = 1000;

function rssOf(pid: number): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function treeRss(pid: number): { worker: number; children: number } {
  let kids: number[] = [];
  try {
    kids = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {}
  return { worker: rssOf(pid), children: kids.reduce((s, k) => s + rssOf(k), 0) };
}

async function usedMemory(redis: Redis): Promise<number> {
  const info = await redis.info('memory');
  return Number(info.match(/used_memory:(\d+)/)![1]);
}

function syntheticJobs(n: number, from: number): PendingJob[] {
  const jobs: PendingJob[] = [];
  for (let j = from; j < Math.min(n, from + BATCH); j++) {
    const data: DocJobData = {
      runId: 'bench',
      source: 's3://bucket/corpus',
      dest: 's3://bucket/out',
      key: `papers/2026/${j}/paper-${j}.pdf`,
      etag: `etag${j}`,
      size: 100_000 + j,
      options: PIPELINE,
      markdown: false,
    };
    jobs.push({ id: jobId('s3://bucket/corpus', data.key, data.etag, data.size, 'v'), data });
  }
  return jobs;
}

/** Baseline: BullMQ's addBulk alone, same jobs, same Redis, same moment. */
async function rawAddBulkRate(redis: Redis, n: number): Promise<number> {
  const queue = new Queue<DocJobData>('bench-raw', {
    connection: redis,
    prefix: BULL_PREFIX,
    defaultJobOptions: defaultJobOptions(5),
  });
  const t0 = performance.now();
  for (let i = 0; i < n; i += BATCH)
    await queue.addBulk(
      syntheticJobs(n, i).map((j) => ({ name: 'doc', data: j.data, opts: { jobId: j.id } })),
    );
  const rate = n / ((performance.now() - t0) / 1000);
  await queue.obliterate({ force: true });
  await queue.close();
  return rate;
}

async function enqueuePhase(redis: Redis, n: number) {
  const queue = new Queue<DocJobData>('bench-enqueue', {
    connection: redis,
    prefix: BULL_PREFIX,
    defaultJobOptions: defaultJobOptions(5),
  });
  const before = await usedMemory(redis);
  const t0 = performance.now();
  for (let i = 0; i < n; i += BATCH) await enqueueBatch(queue, redis, 'bench', syntheticJobs(n, i));
  const secs = (performance.now() - t0) / 1000;
  const bytes = (await usedMemory(redis)) - before;
  await queue.obliterate({ force: true });
  await queue.close();
  return { rate: n / secs, bytesPerJob: bytes / n, secs };
}

/**
 * `--mix papers`: real PDFs from ../shared/corpus/pdf, so parsing dominates and the scaling ratio
 * measures parse capacity; the default small mix measures queue and storage overhead.
 */
async function paperCorpus(dir: string, docs: number) {
  const root = corpusPath('pdf', 'authored-unit-tests', 'pdfs');
  if (!hasCorpus('pdf', 'authored-unit-tests', 'pdfs')) throw new Error(`--mix papers needs ${root}`);
  const pdfs = readdirSync(root).filter((f) => f.endsWith('.pdf'));
  const files = Array.from({ length: docs }, (_, i) => ({
    key: `papers/${i}-${pdfs[i % pdfs.length]}`,
    bytes: new Uint8Array(readFileSync(join(root, pdfs[i % pdfs.length]))),
    expect: 'ok',
  }));
  await writeFiles(dir, files);
}

async function corpus(dir: string, docs: number) {
  // Mostly small HTML (cheap to parse, so queue/storage overhead shows), some PDF and DOCX.
  const pdf = await makePdf('Bench PDF', paragraphs(1, 3, 60));
  const docx = await makeDocx('Bench DOCX', paragraphs(2, 3, 60));
  const files = Array.from({ length: docs }, (_, i) =>
    i % 10 === 0
      ? { key: `pdf/${i}.pdf`, bytes: pdf, expect: 'ok' }
      : i % 10 === 1
        ? { key: `docx/${i}.docx`, bytes: docx, expect: 'ok' }
        : { key: `html/${i}.html`, bytes: makeHtml(`Paper ${i}`, paragraphs(i, 3, 50)), expect: 'ok' },
  );
  await writeFiles(dir, files);
}

async function e2ePhase(redisUrl: string, redis: Redis, src: string, dest: string, processes: number) {
  const queueName = `bench-e2e-${processes}`;
  const env = {
    ...process.env,
    REDIS_URL: redisUrl,
    GLEANER_QUEUE: queueName,
    GLEANER_CONCURRENCY: '1',
    LOG_LEVEL: 'warn',
  };
  const workers: ChildProcess[] = Array.from({ length: processes }, () =>
    spawn(process.execPath, [BIN, 'work'], { env, stdio: 'ignore' }),
  );
  // Let workers and their parse children warm up before the clock starts (startup is not throughput).
  await new Promise((r) => setTimeout(r, 15_000));
  const rss: { worker: number; children: number }[] = [];
  const sampler = setInterval(() => rss.push(treeRss(workers[0].pid!)), RSS_SAMPLE_MS);
  const t0 = performance.now();
  const plan = await produce({
    source: src,
    dest,
    redis,
    queueName,
    attempts: 3,
    pipeline: PIPELINE,
    maxFileBytes: loadConfig().maxFileBytes,
  });
  for (;;) {
    const run = await getRun(redis, plan.runId);
    if (run?.state === 'finished') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const secs = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  for (const w of workers) w.kill('SIGTERM');
  await Promise.all(workers.map((w) => new Promise((r) => w.once('exit', r))));
  // Overhead outside parsing: job duration minus the parse time recorded in the sidecar.
  const results = await readResults(redis, plan.runId, { count: plan.enqueued });
  const overheads: number[] = [];
  for (const { summary } of results.slice(0, 500)) {
    const sc = JSON.parse(await readFile(join(dest, `${summary.key}.json`), 'utf8'));
    overheads.push(summary.duration_ms - (sc.timings_ms.total ?? 0));
  }
  return { docs: plan.enqueued, secs, rate: plan.enqueued / secs, overheadMs: quantile(overheads, 0.5), rss };
}

export async function run(args: string[]): Promise<BenchReport> {
  const { values } = parseArgs({
    args,
    options: { docs: { type: 'string' }, enqueue: { type: 'string' }, mix: { type: 'string' } },
  });
  const mix = values.mix ?? 'small';
  const docs = Number(values.docs ?? 5000);
  const enqueueN = Number(values.enqueue ?? 20_000);
  const dir = await mkdtemp(join(tmpdir(), 'gleaner-bench-fleet-'));
  const server = await startEmbeddedRedis(join(dir, 'redis'));
  const redis = connect(server.url);
  try {
    const raw = await rawAddBulkRate(redis, enqueueN);
    const enq = await enqueuePhase(redis, enqueueN);
    await redis.del('gleaner:jobrun');
    if (mix === 'papers') await paperCorpus(join(dir, 'in'), docs);
    else await corpus(join(dir, 'in'), docs);
    const one = await e2ePhase(server.url, redis, join(dir, 'in'), join(dir, 'out1'), 1);
    const two = await e2ePhase(server.url, redis, join(dir, 'in'), join(dir, 'out2'), 2);
    const mb = (b: number) => Math.round(b / 1024 / 1024);
    const rssFirst = one.rss[0] ?? { worker: 0, children: 0 };
    const rssLast = one.rss[one.rss.length - 1] ?? rssFirst;
    const rssMax = one.rss.reduce((m, s) => Math.max(m, s.worker + s.children), 0);
    return {
      title: `fleet: enqueue ${enqueueN} jobs; ${docs} documents end to end (mix: ${mix})`,
      rows: [
        {
          measure: 'enqueue rate (jobs/s)',
          value: Math.round(enq.rate),
          target: '≥ 5000',
          ratio: enq.rate / 5000,
        },
        {
          measure: 'baseline: bare BullMQ addBulk (jobs/s)',
          value: Math.round(raw),
          target: null,
          ratio: enq.rate / raw,
        },
        {
          measure: 'Redis bytes per queued job',
          value: Math.round(enq.bytesPerJob),
          target: null,
          ratio: null,
        },
        { measure: 'docs/s, 1 worker process', value: one.rate, target: null, ratio: 1 },
        {
          measure: 'docs/s, 2 worker processes',
          value: two.rate,
          target: '≥ 1.6× of 1',
          ratio: two.rate / one.rate,
        },
        {
          measure: 'per-job overhead outside parsing, median ms (1 proc)',
          value: one.overheadMs,
          target: null,
          ratio: null,
        },
        {
          measure: 'per-job overhead outside parsing, median ms (2 procs)',
          value: two.overheadMs,
          target: null,
          ratio: null,
        },
        {
          measure: `worker RSS MiB: start → end (max) over ${one.docs} docs`,
          value: `${mb(rssFirst.worker)} → ${mb(rssLast.worker)}`,
          target: null,
          ratio: null,
        },
        {
          measure: 'parse child RSS MiB: start → end',
          value: `${mb(rssFirst.children)} → ${mb(rssLast.children)}`,
          target: null,
          ratio: null,
        },
        { measure: 'worker + child RSS max MiB', value: mb(rssMax), target: null, ratio: null },
      ],
      notes: [
        'each worker process runs concurrency 1 (one parse child), so 2 processes = 2 parses in flight',
        'the clock starts after a 15 s warm-up of the worker processes; a shared, loaded 2-core machine makes the scaling ratio noisy',
        `load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
      ],
      data: { enqueue: enq, one: { ...one, rss: undefined }, two: { ...two, rss: undefined } },
    };
  } finally {
    redis.disconnect();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
