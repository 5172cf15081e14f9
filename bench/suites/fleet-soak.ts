/**
 * `npm run bench -- fleet-soak [--docs 10000] [--every 1000] [--concurrency 2] [--recycle N]
 *   [--runtime dist|tsx] [--dist DIR]`: memory over a long run through the fleet path. One
 * `gleaner work` process (parse children included) against a private redis-server works through
 * `--docs` small generated documents (80 % HTML, 10 % PDF, 10 % DOCX, each with its own key),
 * enqueued by the producer like a real run. Every `--every` finished documents the RSS of the
 * worker process and of each live parse child is read from /proc and printed, with the slope of
 * a least-squares line over the samples after the first (MiB per 1,000 documents): flat memory
 * has a slope near 0. `--recycle` sets GLEANER_RECYCLE_DOCS (default: the product's 500, so
 * children are replaced during the soak; a large value shows one child's own trend).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { produce } from '../../producer/index.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { connect } from '../../shared/queue/connection.ts';
import { startEmbeddedRedis } from '../../shared/queue/embedded-redis.ts';
import { getRun, runAggregates } from '../../shared/queue/results.ts';
import { runDone } from '../../shared/queue/runs.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import type { BenchReport } from '../report.ts';
import { PIPELINE } from './fleet/common.ts';
import { corpus } from './fleet/corpora.ts';
import { childPids, cpuMsOf, rssOf } from './fleet/procs.ts';
import { runtimes } from './fleet/runtime.ts';

/** How often the run's done count is read. */
const POLL_MS = 200;
const MiB = 1024 * 1024;

interface Sample {
  docs: number;
  secs: number;
  workerMb: number;
  /** RSS of each live parse child, MiB. */
  childMb: number[];
  cpuSecs: number;
}

function isParseChild(pid: number): boolean {
  try {
    return /workers\/child\.(ts|js)/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
}

/** Least-squares slope of y over x. */
function slope(xs: number[], ys: number[]): number {
  const n = xs.length;
  if (n < 2) return Number.NaN;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return num / den;
}

export async function run(args: string[]): Promise<BenchReport> {
  const { values } = parseArgs({
    args,
    options: {
      docs: { type: 'string' },
      every: { type: 'string' },
      concurrency: { type: 'string' },
      recycle: { type: 'string' },
      runtime: { type: 'string' },
      dist: { type: 'string' },
    },
  });
  const docs = Number(values.docs ?? 10_000);
  const every = Number(values.every ?? 1000);
  const concurrency = values.concurrency ?? '2';
  const recycle = values.recycle ?? String(loadConfig().recycleDocs);
  const rt = runtimes(values.runtime ?? 'auto', resolve(values.dist ?? join(PROJECT_ROOT, 'dist')))[0];
  const dir = await mkdtemp(join(tmpdir(), 'gleaner-bench-soak-'));
  const server = await startEmbeddedRedis(join(dir, 'redis'));
  const redis = connect(server.url);
  let worker: ChildProcess | null = null;
  try {
    await corpus(join(dir, 'in'), docs);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...rt.env,
      REDIS_URL: server.url,
      GLEANER_QUEUE: 'soak',
      GLEANER_CONCURRENCY: concurrency,
      GLEANER_RECYCLE_DOCS: recycle,
      LOG_LEVEL: 'warn',
    };
    const w = spawn(process.execPath, [...rt.cli, 'work'], { env, stdio: 'ignore' });
    worker = w;
    const t0 = performance.now();
    const plan = await produce({
      source: join(dir, 'in'),
      dest: join(dir, 'out'),
      redis,
      queueName: 'soak',
      attempts: 3,
      pipeline: PIPELINE,
      maxFileBytes: loadConfig().maxFileBytes,
    });
    const samples: Sample[] = [];
    const sample = (done: number) => {
      // Parse children only (not a `sh` that is still exec'ing one), and the RSS of each.
      const kids = childPids(w.pid!).filter((k) => isParseChild(k));
      samples.push({
        docs: done,
        secs: (performance.now() - t0) / 1000,
        workerMb: rssOf(w.pid!) / MiB,
        childMb: kids.map((k) => rssOf(k) / MiB),
        cpuSecs: (cpuMsOf(w.pid!) + kids.reduce((s, k) => s + cpuMsOf(k), 0)) / 1000,
      });
    };
    let next = every;
    for (;;) {
      const done = await runDone(redis, plan.runId);
      if (done >= next || done >= plan.enqueued) {
        sample(done);
        while (next <= done) next += every;
      }
      if ((await getRun(redis, plan.runId))?.state === 'finished') break;
      if (w.exitCode !== null) throw new Error(`the worker exited (${w.exitCode}) during the soak`);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    const secs = (performance.now() - t0) / 1000;
    // What the documents ended as: a soak of failures would measure nothing.
    const { counts } = await runAggregates(redis, plan.runId);
    const outcome = Object.entries(counts)
      .filter(([k]) => k.startsWith('status:') || k.startsWith('code:'))
      .sort()
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    const fit = samples.slice(1);
    const x = fit.map((s) => s.docs / 1000);
    const workerSlope = slope(
      x,
      fit.map((s) => s.workerMb),
    );
    // The largest live child: a child recycled a moment before a sample is young and small, so
    // with recycling on, the series is a saw; the largest one shows the ceiling it reaches.
    const childSlope = slope(
      x,
      fit.map((s) => Math.max(0, ...s.childMb)),
    );
    const rows = samples.map((s) => ({
      documents: s.docs,
      'elapsed s': Math.round(s.secs),
      'worker RSS MiB': Math.round(s.workerMb),
      'parse children RSS MiB': s.childMb.map((m) => Math.round(m)).join(' + ') || '—',
      'docs/s': s.docs / s.secs,
    }));
    return {
      title: `fleet-soak: ${plan.enqueued} documents through one gleaner work (${rt.name}), concurrency ${concurrency}, children recycled every ${recycle} documents`,
      rows,
      notes: [
        `trend (least squares over the samples after the first): worker ${workerSlope.toFixed(2)} MiB per 1,000 documents, largest live parse child ${childSlope.toFixed(2)} MiB per 1,000 documents`,
        `${plan.enqueued} documents in ${secs.toFixed(0)} s (${(plan.enqueued / secs).toFixed(1)} docs/s); counts: ${outcome}`,
        `load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
      ],
      data: { samples, workerSlope, childSlope, recycle, concurrency },
    };
  } finally {
    if (worker && worker.exitCode === null) {
      const w = worker;
      const exited = new Promise((r) => w.once('exit', r));
      w.kill('SIGTERM');
      await exited;
    }
    redis.disconnect();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
