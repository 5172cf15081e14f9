/** `--cpu-prof` attribution: where a `gleaner run`'s CPU goes, by category and process kind. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { timedRun } from './procs.ts';
import type { Runtime } from './runtime.ts';

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
export async function profileRun(rt: Runtime, src: string, dest: string, work: string) {
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
