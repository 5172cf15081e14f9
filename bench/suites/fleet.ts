/**
 * `npm run bench -- fleet [--only cost,startup,scaling,enqueue] [--reps N] [--docs N] [--mix papers|small]
 *   [--enqueue N] [--profile] [--runtime dist|tsx|both] [--dist DIR]`: the fleet's figures, baselines in the same run.
 *
 * - cost: the 83 public PDFs (../shared/corpus/pdf without tables-public) through `gleaner run`
 *   (private redis-server, 2 parse children) and through `processDocument` in one process, each a
 *   fresh process, interleaved `--reps` times. CPU is every process's user + system time (the
 *   run's orchestrator, its parse children and its redis-server: all reaped, so a wrapping
 *   shell's `times` counts them), split by process kind from /proc samples. The ratio fleet /
 *   in-process CPU per page is the issue #21 figure; the same two commands on one small PDF give
 *   the fixed cost, and the marginal ratio leaves it out. `--profile` adds one `gleaner run`
 *   under `--cpu-prof` (every node process) and attributes its samples to IPC, JSON, storage,
 *   Redis/BullMQ, logging, hashing, module loading, GC and parsing.
 * - startup: wall and CPU to a usable process: `gleaner version`, a parse child until ready, and
 *   a whole `gleaner run` of one document.
 * - scaling: end-to-end docs/s with 1 and 2 `gleaner work` processes on the same corpus (phases
 *   ABBA), pages/s and docs/s per core from their CPU.
 * - enqueue: enqueue rate and Redis bytes per queued job (synthetic jobs, real BullMQ + redis-server).
 *
 * `--runtime`: the compiled build (`--dist`, default dist/, used when dist/cli/main.js exists)
 * and/or the TypeScript sources through tsx (GLEANER_FROM_SOURCE=1).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
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
/** How often the run record is polled for the end of a phase. */
const POLL_MS = 250;
/**
 * Phases in ABBA order (1, 2, 2, 1 processes): on a shared machine whose speed drifts by ±15%
 * within minutes, each process count is measured twice, early and late, and averaged.
 */
const PHASES = [1, 2, 2, 1];
/** Documents processed by each phase's workers before its clock starts (16 per process at 2). */
const WARM_DOCS = 32;

export function rssOf(pid: number): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** A process's and its children's RSS, from /proc (spawning pgrep every second cost CPU the parses need). */
function treeRss(pid: number): { worker: number; children: number } {
  let kids: number[] = [];
  try {
    kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {}
  return { worker: rssOf(pid), children: kids.reduce((s, k) => s + rssOf(k), 0) };
}

/** Linux clock ticks per second (USER_HZ): /proc/<pid>/stat counts CPU in these. */
const CLK_TCK = 100;

/** CPU ms used so far by a process (utime + stime from /proc, in clock ticks). */
export function cpuMsOf(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / CLK_TCK;
  } catch {
    return 0;
  }
}

/** CPU ms of each worker process and, separately, of its parse children. */
function fleetCpu(workers: ChildProcess[]): { workers: number; children: number } {
  let w = 0;
  let c = 0;
  for (const p of workers) {
    w += cpuMsOf(p.pid!);
    try {
      for (const k of readFileSync(`/proc/${p.pid}/task/${p.pid}/children`, 'utf8')
        .split(' ')
        .filter(Boolean))
        c += cpuMsOf(Number(k));
    } catch {}
  }
  return { workers: w, children: c };
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

export async function corpus(dir: string, docs: number) {
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
  const workers: ChildProcess[] = Array.from({ length: processes }, () =>
    spawn(process.execPath, [...rt.cli, 'work'], { env, stdio: 'ignore' }),
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

// ---------------------------------------------------------------------------------------------
// Process trees: CPU and RSS of a command and everything it starts, from /proc.

/** /proc sampling interval for the per-kind split (an exiting process loses at most this much). */
const TREE_SAMPLE_MS = 100;

export type ProcKind = 'orchestrator' | 'parse child' | 'redis-server' | 'other';

export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function descendants(pid: number, out: number[] = []): number[] {
  for (const c of childPids(pid)) {
    out.push(c);
    descendants(c, out);
  }
  return out;
}

function kindOf(pid: number, root: number): ProcKind {
  let cmd = '';
  try {
    cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {}
  if (cmd.includes('redis-server')) return 'redis-server';
  if (/workers\/child\.(ts|js)/.test(cmd)) return 'parse child';
  if (pid === root || /gleaner\.mjs|cli\/main\.(ts|js)/.test(cmd)) return 'orchestrator';
  return 'other';
}

/** Samples the CPU of every process under `root` (the last value seen per pid), by kind. */
export class TreeSampler {
  private readonly last = new Map<number, { kind: ProcKind; ms: number }>();
  private readonly timer: NodeJS.Timeout;
  constructor(private readonly root: number) {
    this.timer = setInterval(() => this.sample(), TREE_SAMPLE_MS);
  }
  sample(): void {
    for (const pid of descendants(this.root)) {
      const ms = cpuMsOf(pid);
      const seen = this.last.get(pid);
      if (!seen) this.last.set(pid, { kind: kindOf(pid, childPids(this.root)[0] ?? -1), ms });
      else if (ms > seen.ms) seen.ms = ms;
    }
  }
  stop(): Record<ProcKind, { ms: number; processes: number }> {
    clearInterval(this.timer);
    const by = {} as Record<ProcKind, { ms: number; processes: number }>;
    for (const k of ['orchestrator', 'parse child', 'redis-server', 'other'] as ProcKind[])
      by[k] = { ms: 0, processes: 0 };
    for (const { kind, ms } of this.last.values()) {
      by[kind].ms += ms;
      by[kind].processes++;
    }
    return by;
  }
}

export interface TimedRun {
  /** CPU ms (user + system) of the command and every descendant it reaped. */
  cpuMs: number;
  wallMs: number;
  code: number | null;
  stdout: string;
  stderr: string;
  byKind: Record<ProcKind, { ms: number; processes: number }>;
}

/**
 * Run a command to its end under `sh`, whose `times` then reports the CPU of everything the
 * command started and reaped (a node process reaps its parse children and its redis-server).
 */
export async function timedRun(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timesFile: string,
): Promise<TimedRun> {
  const t0 = performance.now();
  const sh = spawn('/bin/sh', ['-c', '"$@"; s=$?; times > "$BENCH_TIMES"; exit $s', 'sh', cmd, ...args], {
    env: { ...env, BENCH_TIMES: timesFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  sh.stdout!.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
  });
  sh.stderr!.setEncoding('utf8').on('data', (d: string) => {
    stderr = (stderr + d).slice(-20_000);
  });
  const sampler = new TreeSampler(sh.pid!);
  const code = await new Promise<number | null>((r) => sh.once('exit', r));
  const wallMs = performance.now() - t0;
  const byKind = sampler.stop();
  // `times`: the shell's own user/sys, then its children's ("0m51.530s 0m5.700s").
  const lines = (await readFile(timesFile, 'utf8')).trim().split('\n');
  const secs = (v: string) => {
    const m = /(\d+)m([\d.]+)s/.exec(v);
    return m ? Number(m[1]) * 60 + Number(m[2]) : 0;
  };
  const [user, sys] = (lines[1] ?? '').split(/\s+/);
  return { cpuMs: (secs(user) + secs(sys)) * 1000, wallMs, code, stdout, stderr, byKind };
}

// ---------------------------------------------------------------------------------------------
// Runtimes: the compiled build or the sources through tsx.

export interface Runtime {
  name: 'dist' | 'tsx';
  /** node arguments that start the CLI. */
  cli: string[];
  /** node arguments before `-e` for an inline module that imports `pipeline`. */
  node: string[];
  pipeline: string;
  pool: string;
  env: NodeJS.ProcessEnv;
}

export function runtimes(which: string, distDir: string): Runtime[] {
  const out: Runtime[] = [];
  const hasDist = existsSync(join(distDir, 'cli', 'main.js'));
  if ((which === 'dist' || which === 'both' || which === 'auto') && hasDist)
    out.push({
      name: 'dist',
      cli: [join(distDir, 'cli', 'main.js')],
      node: [],
      pipeline: pathToFileURL(join(distDir, 'shared', 'pipeline', 'index.js')).href,
      pool: pathToFileURL(join(distDir, 'workers', 'pool.js')).href,
      env: {},
    });
  if (which === 'dist' && !hasDist)
    throw new Error(`--runtime dist: no ${distDir}/cli/main.js (npm run build)`);
  if (which === 'tsx' || which === 'both' || (which === 'auto' && !hasDist))
    out.push({
      name: 'tsx',
      cli: [BIN],
      node: ['--import', 'tsx'],
      pipeline: pathToFileURL(join(PROJECT_ROOT, 'shared', 'pipeline', 'index.ts')).href,
      pool: pathToFileURL(join(PROJECT_ROOT, 'workers', 'pool.ts')).href,
      env: { GLEANER_FROM_SOURCE: '1' },
    });
  return out;
}

/** `processDocument` over every file under a folder, in one fresh process; prints {docs, pages}. */
function inProcessScript(pipeline: string, dir: string): string {
  return `import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from ${JSON.stringify(pipeline)};
const dir = ${JSON.stringify(dir)};
const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
let pages = 0, failed = 0;
for (const f of files) {
  const o = await processDocument({ bytes: new Uint8Array(readFileSync(f)), key: f }, DEFAULT_PROCESS_OPTIONS);
  pages += o.sidecar.pages ?? 0;
  if (o.sidecar.status !== 'ok') failed++;
}
process.stdout.write(JSON.stringify({ docs: files.length, pages, failed }) + '\\n');`;
}

/** The public PDFs: every PDF of ../shared/corpus/pdf except tables-public (83 files, 704 pages). */
async function publicPdfs(dir: string): Promise<number> {
  const root = corpusPath('pdf');
  if (!hasCorpus('pdf')) throw new Error(`the cost section needs ${root}`);
  let n = 0;
  for (const e of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !e.name.toLowerCase().endsWith('.pdf')) continue;
    const rel = relative(root, join(e.parentPath, e.name));
    if (rel.startsWith('tables-public')) continue;
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await copyFile(join(root, rel), join(dir, rel));
    n++;
  }
  return n;
}

interface CostRun {
  inproc: TimedRun;
  fleet: TimedRun;
}

/** One interleaved rep: in-process, then `gleaner run`, on the same folder. */
async function costRep(
  rt: Runtime,
  src: string,
  dest: string,
  work: string,
): Promise<CostRun & { pages: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...rt.env, GLEANER_CONCURRENCY: '2' };
  delete env.REDIS_URL;
  const inproc = await timedRun(
    process.execPath,
    [...rt.node, '--input-type=module', '-e', inProcessScript(rt.pipeline, src)],
    env,
    join(work, 'times-in'),
  );
  if (inproc.code !== 0) throw new Error(`in-process run failed: ${inproc.stderr.slice(-500)}`);
  const pages = (JSON.parse(inproc.stdout.trim().split('\n').pop()!) as { pages: number }).pages;
  await rm(dest, { recursive: true, force: true });
  const fleet = await timedRun(
    process.execPath,
    [...rt.cli, 'run', src, '--out', dest],
    env,
    join(work, 'times-fleet'),
  );
  if (fleet.code !== 0) throw new Error(`gleaner run failed (${fleet.code}): ${fleet.stderr.slice(-500)}`);
  return { inproc, fleet, pages };
}

// ---------------------------------------------------------------------------------------------
// --cpu-prof attribution.

/** Where a sample's time goes: the first frame from the leaf up that a rule claims. */
const PROFILE_RULES: [string, (url: string, fn: string) => boolean][] = [
  [
    'logging (pino)',
    (u) => u.includes('/pino') || u.includes('sonic-boom') || u.endsWith('workers/logger.ts'),
  ],
  ['JSON (sidecar, summaries)', (u, f) => u === '' && (f === 'stringify' || f === 'parse')],
  [
    'IPC (serialize, pipe)',
    (u, f) =>
      u.includes('child_process/serialization') ||
      /^(serialize|deserialize|writeValue|readValue)$/.test(f) ||
      (u.includes('internal/child_process') && f !== 'spawn'),
  ],
  ['hashing (sha256)', (u) => u.includes('internal/crypto')],
  ['storage (fs writes, reads)', (u) => /shared\/storage\//.test(u) || u.includes('internal/fs/')],
  [
    'Redis + BullMQ',
    (u) =>
      u.includes('/ioredis/') ||
      u.includes('/bullmq/') ||
      u.includes('shared/queue/') ||
      u.includes('/cluster-key-slot/'),
  ],
  [
    'module loading + compile (tsx, ESM, CJS)',
    (u, f) =>
      u.includes('internal/modules/') ||
      u.includes('source_map') ||
      u.includes('cjs-module-lexer') ||
      u.includes('/tsx/') ||
      u.includes('/esbuild/') ||
      u.includes('bootstrap/realm') ||
      f === 'compileFunction' ||
      f === 'compileSourceTextModule',
  ],
  [
    'parsing (pipeline, pdf.js, …)',
    (u) =>
      /\/(shared|node_modules\/(pdfjs-dist|mammoth|cheerio|htmlparser2|domhandler|fflate|@xmldom|franc-min|word-list|zod))\//.test(
        u,
      ),
  ],
  ['worker glue (workers/, cli/)', (u) => /\/(workers|cli|producer)\//.test(u)],
];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

/** Self time of one .cpuprofile per category, ms (idle left out, GC its own category). */
export function attributeProfile(file: string): Record<string, number> {
  const p = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const parent = new Map<number, number>();
  const byId = new Map<number, ProfileNode>();
  for (const n of p.nodes) {
    byId.set(n.id, n);
    for (const c of n.children ?? []) parent.set(c, n.id);
  }
  const memo = new Map<number, string>();
  const categoryOf = (id: number): string => {
    const hit = memo.get(id);
    if (hit) return hit;
    const { functionName: fn, url } = byId.get(id)!.callFrame;
    let cat: string | undefined;
    if (fn === '(idle)') cat = 'idle';
    else if (fn === '(garbage collector)') cat = 'GC';
    else if (fn === '(program)') cat = 'V8/native (program)';
    else cat = PROFILE_RULES.find(([, test]) => test(url, fn))?.[0];
    if (!cat) {
      const up = parent.get(id);
      cat = up === undefined || byId.get(up)!.callFrame.functionName === '(root)' ? 'other' : categoryOf(up);
    }
    memo.set(id, cat);
    return cat;
  };
  const out: Record<string, number> = {};
  for (let i = 0; i < p.samples.length; i++) {
    const cat = categoryOf(p.samples[i]);
    out[cat] = (out[cat] ?? 0) + (p.timeDeltas[i] ?? 0) / 1000;
  }
  delete out.idle;
  return out;
}

/** One `gleaner run` with every node process under --cpu-prof; categories summed per process kind. */
async function profileRun(rt: Runtime, src: string, dest: string, work: string) {
  const dir = join(work, 'prof');
  await rm(dir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...rt.env,
    GLEANER_CONCURRENCY: '2',
  };
  delete env.REDIS_URL;
  await rm(dest, { recursive: true, force: true });
  // NODE_OPTIONS may not carry --cpu-prof; the pool passes a worker's --cpu-prof flags on to its children.
  const r = await timedRun(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${dir}`, ...rt.cli, 'run', src, '--out', dest],
    env,
    join(work, 't-prof'),
  );
  if (r.code !== 0) throw new Error(`profiled gleaner run failed: ${r.stderr.slice(-500)}`);
  // File names carry pid and thread: CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile.
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')) : [];
  const byPid = new Map<string, string[]>();
  for (const f of files) {
    const pid = f.split('.')[3];
    byPid.set(pid, [...(byPid.get(pid) ?? []), f]);
  }
  // The orchestrator is the process whose profile starts first; parse children are the rest.
  const pids = [...byPid.keys()].sort(
    (a, b) =>
      Math.min(...byPid.get(a)!.map((f) => Number(f.split('.')[5]))) -
        Math.min(...byPid.get(b)!.map((f) => Number(f.split('.')[5]))) || Number(a) - Number(b),
  );
  const orchestrator = String(Math.min(...pids.map(Number)));
  const kinds: Record<string, Record<string, number>> = { orchestrator: {}, 'parse children': {} };
  for (const [pid, fs] of byPid)
    for (const f of fs) {
      const into = kinds[pid === orchestrator ? 'orchestrator' : 'parse children'];
      for (const [cat, ms] of Object.entries(attributeProfile(join(dir, f))))
        into[cat] = (into[cat] ?? 0) + ms;
    }
  return { kinds, processes: byPid.size, cpuMs: r.cpuMs };
}

const median = (xs: number[]) => quantile(xs, 0.5);
const spread = (xs: number[]) =>
  xs.length > 1 ? `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}` : '';

/** CPU and wall of a fresh process until it is usable, per runtime. */
async function startupSection(rts: Runtime[], work: string, reps: number, tiny: string) {
  const rows: Record<string, string | number | null>[] = [];
  const data: Record<string, unknown> = {};
  for (const rt of rts) {
    const env = { ...process.env, ...rt.env };
    delete env.REDIS_URL;
    const version: TimedRun[] = [];
    for (let i = 0; i < reps + 1; i++)
      version.push(await timedRun(process.execPath, [...rt.cli, 'version'], env, join(work, 't-v')));
    // A parse child as the pool starts it: spawn, pdf.js import and warm-up, until its first answer.
    const { ParsePool } = (await import(rt.pool)) as typeof import('../../workers/pool.ts');
    const child: { wall: number; cpu: number }[] = [];
    for (let i = 0; i < reps; i++) {
      const pool = new ParsePool({ size: 1, memoryMb: 4096, recycleDocs: 500, recycleRssMb: 4096 });
      const t0 = performance.now();
      const out = await pool.parse(
        {
          bytes: new TextEncoder().encode('<html><body><p>ready</p></body></html>'),
          key: 'r.html',
          etag: null,
        },
        { ...PIPELINE, limits: loadConfig().limits },
        120_000,
      );
      child.push({ wall: performance.now() - t0, cpu: cpuMsOf(pool.pids[0]) });
      await pool.close();
      if (!out.ok) throw new Error(`parse child failed: ${out.error.message}`);
    }
    // A whole `gleaner run` of one small PDF: orchestrator, private Redis, 2 parse children.
    const oneRun: TimedRun[] = [];
    for (let i = 0; i < reps; i++) {
      const dest = join(work, `one-${rt.name}`);
      await rm(dest, { recursive: true, force: true });
      oneRun.push(
        await timedRun(process.execPath, [...rt.cli, 'run', tiny, '--out', dest], env, join(work, 't-1')),
      );
    }
    const v = version.slice(1); // the first start also fills the OS file cache
    rows.push(
      {
        measure: `[${rt.name}] gleaner version: wall ms / CPU ms (median of ${v.length})`,
        value: `${Math.round(median(v.map((r) => r.wallMs)))} / ${Math.round(median(v.map((r) => r.cpuMs)))}`,
        target: '≤ 300 wall (compiled)',
        ratio: null,
      },
      {
        measure: `[${rt.name}] parse child to first answer: wall ms / CPU ms`,
        value: `${Math.round(median(child.map((c) => c.wall)))} / ${Math.round(median(child.map((c) => c.cpu)))}`,
        target: null,
        ratio: null,
      },
      {
        measure: `[${rt.name}] gleaner run, 1 document (fixed cost): wall ms / CPU ms`,
        value: `${Math.round(median(oneRun.map((r) => r.wallMs)))} / ${Math.round(median(oneRun.map((r) => r.cpuMs)))}`,
        target: null,
        ratio: null,
      },
    );
    data[rt.name] = {
      versionWallMs: v.map((r) => r.wallMs),
      versionCpuMs: v.map((r) => r.cpuMs),
      child,
      oneRun: oneRun.map((r) => ({ wallMs: r.wallMs, cpuMs: r.cpuMs, byKind: r.byKind })),
    };
  }
  return { rows, data };
}

async function costSection(rts: Runtime[], work: string, reps: number, profile: boolean, tiny: string) {
  const src = join(work, 'public-pdfs');
  const docs = await publicPdfs(src);
  const rows: Record<string, string | number | null>[] = [];
  const notes: string[] = [];
  const data: Record<string, unknown> = {};
  for (const rt of rts) {
    const runs: (CostRun & { pages: number })[] = [];
    for (let i = 0; i < reps; i++) runs.push(await costRep(rt, src, join(work, `cost-out-${rt.name}`), work));
    // The fixed cost of each way: the same two commands on one small PDF.
    const fixed = await costRep(rt, tiny, join(work, `cost-one-${rt.name}`), work);
    const pages = runs[0].pages;
    const inMs = runs.map((r) => r.inproc.cpuMs);
    const flMs = runs.map((r) => r.fleet.cpuMs);
    const ratios = runs.map((r) => r.fleet.cpuMs / r.inproc.cpuMs);
    const marginal = runs.map(
      (r) => (r.fleet.cpuMs - fixed.fleet.cpuMs) / (r.inproc.cpuMs - fixed.inproc.cpuMs),
    );
    const kind = (k: ProcKind) => median(runs.map((r) => r.fleet.byKind[k].ms));
    const sampled = median(runs.map((r) => Object.values(r.fleet.byKind).reduce((a, b) => a + b.ms, 0)));
    const fleetPerPage = median(flMs) / pages;
    rows.push(
      {
        measure: `[${rt.name}] in-process CPU s, ${docs} PDFs / ${pages} pages (median of ${reps})`,
        value: median(inMs) / 1000,
        target: null,
        ratio: null,
      },
      {
        measure: `[${rt.name}] gleaner run CPU s, all processes (median of ${reps})`,
        value: median(flMs) / 1000,
        target: null,
        ratio: null,
      },
      {
        measure: `[${rt.name}]   orchestrator / parse children / redis-server / unsampled CPU s`,
        value: `${(kind('orchestrator') / 1000).toFixed(1)} / ${(kind('parse child') / 1000).toFixed(1)} / ${(kind('redis-server') / 1000).toFixed(2)} / ${((median(flMs) - sampled) / 1000).toFixed(1)}`,
        target: null,
        ratio: null,
      },
      {
        measure: `[${rt.name}] CPU ms per page: in-process → fleet`,
        value: `${(median(inMs) / pages).toFixed(1)} → ${fleetPerPage.toFixed(1)}`,
        target: null,
        ratio: null,
      },
      {
        measure: `[${rt.name}] fleet / in-process CPU per page (whole runs)`,
        value: median(ratios),
        target: '≤ 1.25',
        ratio: median(ratios) / 1.25,
      },
      {
        measure: `[${rt.name}] the same, marginal (fixed cost of a 1-PDF run of each taken out)`,
        value: median(marginal),
        target: '≤ 1.25',
        ratio: median(marginal) / 1.25,
      },
      {
        measure: `[${rt.name}] fixed cost CPU s: gleaner run / in-process, 1 PDF`,
        value: `${(fixed.fleet.cpuMs / 1000).toFixed(2)} / ${(fixed.inproc.cpuMs / 1000).toFixed(2)}`,
        target: null,
        ratio: null,
      },
      {
        measure: `[${rt.name}] fleet pages/s per core (pages / CPU-s), docs/s per core`,
        value: `${(pages / (median(flMs) / 1000)).toFixed(1)} pages, ${(docs / (median(flMs) / 1000)).toFixed(2)} docs`,
        target: null,
        ratio: null,
      },
      {
        measure: `[${rt.name}] gleaner run wall s (pages/s wall, 2 cores shared)`,
        value: `${(median(runs.map((r) => r.fleet.wallMs)) / 1000).toFixed(1)} (${(pages / (median(runs.map((r) => r.fleet.wallMs)) / 1000)).toFixed(1)})`,
        target: null,
        ratio: null,
      },
    );
    notes.push(
      `[${rt.name}] cost reps (in-process / fleet CPU s, ratio): ${runs.map((r) => `${(r.inproc.cpuMs / 1000).toFixed(1)} / ${(r.fleet.cpuMs / 1000).toFixed(1)} (${(r.fleet.cpuMs / r.inproc.cpuMs).toFixed(2)})`).join(', ')}; spread fleet ${spread(flMs.map((x) => x / 1000))} s`,
    );
    const entry: Record<string, unknown> = {
      docs,
      pages,
      runs: runs.map((r) => ({
        inproc: { cpuMs: r.inproc.cpuMs, wallMs: r.inproc.wallMs },
        fleet: { cpuMs: r.fleet.cpuMs, wallMs: r.fleet.wallMs, byKind: r.fleet.byKind },
      })),
      fixed: { inprocCpuMs: fixed.inproc.cpuMs, fleetCpuMs: fixed.fleet.cpuMs, byKind: fixed.fleet.byKind },
    };
    const prof = profile
      ? await profileRun(rt, src, join(work, `prof-out-${rt.name}`), work).catch((e: Error) => {
          notes.push(`[${rt.name}] profile failed: ${e.message}`);
          return null;
        })
      : null;
    if (prof) {
      entry.profile = prof;
      for (const [k, cats] of Object.entries(prof.kinds)) {
        const total = Object.values(cats).reduce((a, b) => a + b, 0);
        const top = Object.entries(cats).sort((a, b) => b[1] - a[1]);
        rows.push({
          measure: `[${rt.name}] --cpu-prof ${k}: ms per document (of ${Math.round(total / docs)} ms)`,
          value: top.map(([c, ms]) => `${c} ${(ms / docs).toFixed(1)}`).join('; '),
          target: null,
          ratio: null,
        });
      }
      notes.push(
        `[${rt.name}] profiled run: ${prof.processes} node processes, ${(prof.cpuMs / 1000).toFixed(1)} CPU-s under the profiler (main threads and the tsx loader thread; GC helper threads and redis-server are not in profiles)`,
      );
    }
    data[rt.name] = entry;
  }
  return { rows, notes, data };
}

async function scalingSection(
  rt: Runtime,
  redisUrl: string,
  redis: Redis,
  redisPid: number,
  dir: string,
  mix: string,
  docs: number,
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
      ),
    );
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
    `scaling phases (processes: docs/s): ${phases.map((p, i) => `${PHASES[i]}: ${p.rate.toFixed(2)} (parse median ${Math.round(p.parseMs)} ms; CPU ms/doc children ${Math.round(p.cpuPerDoc.children)}, workers ${Math.round(p.cpuPerDoc.workers)}, redis ${Math.round(p.cpuPerDoc.redis)}, bench ${Math.round(p.cpuPerDoc.bench)})`).join(', ')}`,
  ];
  return { rows, notes, data: phases.map((p, i) => ({ processes: PHASES[i], ...p, rss: undefined })) };
}

export async function run(args: string[]): Promise<BenchReport> {
  const { values } = parseArgs({
    args,
    options: {
      docs: { type: 'string' },
      enqueue: { type: 'string' },
      mix: { type: 'string' },
      only: { type: 'string' },
      reps: { type: 'string' },
      profile: { type: 'boolean' },
      runtime: { type: 'string' },
      dist: { type: 'string' },
    },
  });
  const sections = new Set((values.only ?? 'cost,startup,scaling,enqueue').split(','));
  const mix = values.mix ?? 'papers';
  const docs = Number(values.docs ?? 200);
  const reps = Number(values.reps ?? 2);
  const enqueueN = Number(values.enqueue ?? 20_000);
  const rts = runtimes(values.runtime ?? 'auto', resolve(values.dist ?? join(PROJECT_ROOT, 'dist')));
  const dir = await mkdtemp(join(tmpdir(), 'gleaner-bench-fleet-'));
  const rows: Record<string, string | number | null>[] = [];
  const notes: string[] = [`runtimes: ${rts.map((r) => `${r.name} (${r.cli.join(' ')})`).join(', ')}`];
  const data: Record<string, unknown> = {};
  const tiny = join(dir, 'one');
  await writeFiles(tiny, [
    { key: 'one.pdf', bytes: await makePdf('One', paragraphs(1, 3, 60)), expect: 'ok' },
  ]);
  if (sections.has('startup')) {
    const st = await startupSection(rts, dir, reps, tiny);
    rows.push(...st.rows);
    data.startup = st.data;
  }
  if (sections.has('cost')) {
    const c = await costSection(rts, dir, reps, Boolean(values.profile), tiny);
    rows.push(...c.rows);
    notes.push(...c.notes);
    data.cost = c.data;
  }
  if (!sections.has('scaling') && !sections.has('enqueue')) {
    await rm(dir, { recursive: true, force: true });
    notes.push(
      `load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
    return { title: `fleet: ${[...sections].join(', ')}`, rows, notes, data };
  }
  const server = await startEmbeddedRedis(join(dir, 'redis'));
  const redis = connect(server.url);
  try {
    if (sections.has('enqueue')) {
      const raw = await rawAddBulkRate(redis, enqueueN);
      const enq = await enqueuePhase(redis, enqueueN);
      await redis.del('gleaner:jobrun');
      rows.push(
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
      );
      data.enqueue = enq;
    }
    if (sections.has('scaling')) {
      const sc = await scalingSection(rts[0], server.url, redis, server.pid, dir, mix, docs);
      rows.push(...sc.rows);
      notes.push(...sc.notes);
      data.scaling = sc.data;
    }
    notes.push(
      `load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
    return {
      title: `fleet: ${[...sections].join(', ')}; scaling on ${docs} documents (mix: ${mix})`,
      rows,
      notes,
      data,
    };
  } finally {
    redis.disconnect();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
