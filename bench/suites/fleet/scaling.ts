/** Scaling: end-to-end docs/s with 1 and 2 `gleaner work` processes on one corpus, phases ABBA. */
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { produce } from '../../../producer/index.ts';
import { loadConfig } from '../../../shared/config/index.ts';
import { getRun, readResults } from '../../../shared/queue/results.ts';
import { quantile } from '../../report.ts';
import { ceilingSection } from './ceiling.ts';
import { PIPELINE } from './common.ts';
import { corpus, paperCorpus } from './corpora.ts';
import { cpuMsOf, fleetCpu, spawnOn, treeRss } from './procs.ts';
import type { Runtime } from './runtime.ts';

const RSS_SAMPLE_MS = 1000;
/** How often the run record is polled for the end of a phase. */
const POLL_MS = 250;
/**
 * Phases in ABBA order (1, 2, 2, 1 processes): on a shared machine whose speed drifts by ±15%
 * within minutes, each process count is measured twice, early and late, and averaged.
 */
const PHASES = [1, 2, 2, 1];
/** Documents processed by each phase's workers before its clock starts (16 per process at 2). */
const WARM_DOCS = 32;

/** Produce a run of `src` into `dest` on `queueName` and wait until the workers finish it. */
async function runToEnd(redis: Redis, src: string, dest: string, queueName: string) {
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
    if (run?.state === 'finished') return plan;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function e2ePhase(
  redisUrl: string,
  redis: Redis,
  src: string,
  warm: string,
  dest: string,
  processes: number,
  phase: number,
  redisPid: number,
  rt: Runtime,
  pin: boolean,
) {
  const queueName = `bench-e2e-${phase}-${processes}`;
  const env = {
    ...process.env,
    ...rt.env,
    REDIS_URL: redisUrl,
    GLEANER_QUEUE: queueName,
    GLEANER_CONCURRENCY: '1',
    LOG_LEVEL: 'warn',
  };
  const workers: ChildProcess[] = Array.from({ length: processes }, (_, i) =>
    spawnOn(pin ? i : null, [...rt.cli, 'work'], { env, stdio: 'ignore' }),
  );
  // Warm up before the clock starts: process start, pdf.js load, and the JIT and heap growth of
  // the first documents are paid once per process in a fleet that runs for hours. Timing them
  // (a fixed sleep did) charged the 2-process phase twice and made scaling look far worse.
  await runToEnd(redis, warm, join(dest, '_warm'), queueName);
  const rss: { worker: number; children: number }[] = [];
  // RSS is sampled in the 1-process phases only: sampling is overhead, and 2 processes saturate the machine.
  const sampler = setInterval(() => processes === 1 && rss.push(treeRss(workers[0].pid!)), RSS_SAMPLE_MS);
  const cpu0 = { ...fleetCpu(workers), redis: cpuMsOf(redisPid), bench: process.cpuUsage() };
  const t0 = performance.now();
  const plan = await runToEnd(redis, src, dest, queueName);
  const secs = (performance.now() - t0) / 1000;
  const cpu1 = fleetCpu(workers);
  const benchCpu = process.cpuUsage(cpu0.bench);
  clearInterval(sampler);
  for (const w of workers) w.kill('SIGTERM');
  await Promise.all(workers.map((w) => new Promise((r) => w.once('exit', r))));
  // Overhead outside parsing: job duration minus the parse time recorded in the sidecar.
  const results = await readResults(redis, plan.runId, { count: plan.enqueued });
  const overheads: number[] = [];
  const parses: number[] = [];
  const pages = results.reduce((n, { summary }) => n + (summary.pages ?? 0), 0);
  for (const { summary } of results.slice(0, 500)) {
    const sc = JSON.parse(await readFile(join(dest, `${summary.key}.json`), 'utf8'));
    overheads.push(summary.duration_ms - (sc.timings_ms.total ?? 0));
    parses.push(sc.timings_ms.total ?? 0);
  }
  return {
    docs: plan.enqueued,
    secs,
    rate: plan.enqueued / secs,
    pages,
    /** CPU seconds of every process of the phase (workers, children, redis) over the timed window. */
    cpuSecs:
      (cpu1.children - cpu0.children + cpu1.workers - cpu0.workers + cpuMsOf(redisPid) - cpu0.redis) / 1000,
    overheadMs: quantile(overheads, 0.5),
    parseMs: quantile(parses, 0.5),
    /** CPU ms per document by process kind, over the timed window. */
    cpuPerDoc: {
      children: (cpu1.children - cpu0.children) / plan.enqueued,
      workers: (cpu1.workers - cpu0.workers) / plan.enqueued,
      redis: (cpuMsOf(redisPid) - cpu0.redis) / plan.enqueued,
      bench: (benchCpu.user + benchCpu.system) / 1000 / plan.enqueued,
    },
    rss,
  };
}

export async function scalingSection(
  rt: Runtime,
  redisUrl: string,
  redis: Redis,
  redisPid: number,
  dir: string,
  mix: string,
  docs: number,
  pin: boolean,
) {
  const make = mix === 'papers' ? paperCorpus : corpus;
  await make(join(dir, 'in'), docs);
  await make(join(dir, 'warm'), WARM_DOCS);
  const phases: Awaited<ReturnType<typeof e2ePhase>>[] = [];
  for (const [i, n] of PHASES.entries())
    phases.push(
      await e2ePhase(
        redisUrl,
        redis,
        join(dir, 'in'),
        join(dir, 'warm'),
        join(dir, `out${i}`),
        n,
        i,
        redisPid,
        rt,
        pin,
      ),
    );
  // The machine's own ceiling for the same documents, right after the fleet phases.
  const ceiling = await ceilingSection(rt, join(dir, 'warm'), join(dir, 'in'), pin);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const of = (n: number) => phases.filter((_, i) => PHASES[i] === n);
  const one = { ...of(1)[0], rate: mean(of(1).map((p) => p.rate)) };
  const two = { ...of(2)[0], rate: mean(of(2).map((p) => p.rate)) };
  const perCore = (ps: typeof phases) => ({
    pages: mean(ps.map((p) => p.pages / p.cpuSecs)),
    docs: mean(ps.map((p) => p.docs / p.cpuSecs)),
  });
  const mb = (b: number) => Math.round(b / 1024 / 1024);
  const rssFirst = one.rss[0] ?? { worker: 0, children: 0 };
  const rssLast = one.rss[one.rss.length - 1] ?? rssFirst;
  const rows: Record<string, string | number | null>[] = [
    {
      measure: `[${rt.name}] docs/s, 1 worker process (mean of 2 phases)`,
      value: one.rate,
      target: null,
      ratio: 1,
    },
    {
      measure: `[${rt.name}] docs/s, 2 worker processes (mean of 2 phases)`,
      value: two.rate,
      target: '≥ 1.8× of 1',
      ratio: two.rate / one.rate,
    },
    {
      measure: `[${rt.name}] machine ceiling: docs/s of 2 in-process loops side by side / 1 (no queue, storage or Redis)`,
      value: `${ceiling.one.toFixed(2)} → ${ceiling.two.toFixed(2)}`,
      target: null,
      ratio: ceiling.ratio,
    },
    {
      measure: `[${rt.name}] fleet 2-process scaling / machine ceiling`,
      value: two.rate / one.rate / ceiling.ratio,
      target: null,
      ratio: null,
    },
    {
      measure: `[${rt.name}] pages/s and docs/s per core (CPU of every process), 1 → 2 processes`,
      value: `${perCore(of(1)).pages.toFixed(1)} → ${perCore(of(2)).pages.toFixed(1)} pages, ${perCore(of(1)).docs.toFixed(2)} → ${perCore(of(2)).docs.toFixed(2)} docs`,
      target: null,
      ratio: null,
    },
    {
      measure: 'per-job overhead outside parsing, median ms (1 proc / 2 procs)',
      value: `${one.overheadMs} / ${two.overheadMs}`,
      target: null,
      ratio: null,
    },
    {
      measure: `worker RSS MiB: start → end over ${one.docs} docs`,
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
  ];
  const notes = [
    `scaling: each worker process runs concurrency 1 (one parse child), so 2 processes = 2 parses in flight; the clock starts after ${WARM_DOCS} warm-up documents`,
    pin
      ? 'pinned (--pin): worker process i and its parse children run on core i only (taskset), in the fleet phases and the ceiling loops alike: 1 process on 1 core against 2 processes on 2 cores'
      : 'not pinned: the 1-process phase may use the second core for its worker, Redis and V8 background threads (--pin measures per core)',
    `scaling phases (processes: docs/s): ${phases.map((p, i) => `${PHASES[i]}: ${p.rate.toFixed(2)} (parse median ${Math.round(p.parseMs)} ms; CPU ms/doc children ${Math.round(p.cpuPerDoc.children)}, workers ${Math.round(p.cpuPerDoc.workers)}, redis ${Math.round(p.cpuPerDoc.redis)}, bench ${Math.round(p.cpuPerDoc.bench)})`).join(', ')}`,
  ];
  notes.push(
    `ceiling phases (in-process loops: docs/s): ${ceiling.phases.map((p) => `${p.processes}: ${p.rate.toFixed(2)}`).join(', ')}`,
  );
  return {
    rows,
    notes,
    data: { phases: phases.map((p, i) => ({ processes: PHASES[i], ...p, rss: undefined })), ceiling },
  };
}
