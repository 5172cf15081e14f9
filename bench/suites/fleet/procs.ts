/**
 * Process trees: CPU and RSS of a command and everything it starts, from /proc (Linux only;
 * a process that cannot be read counts as 0).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';

export function rssOf(pid: number): number {
  try {
    const m = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** A process's and its children's RSS, from /proc (spawning pgrep every second cost CPU the parses need). */
export function treeRss(pid: number): { worker: number; children: number } {
  return { worker: rssOf(pid), children: childPids(pid).reduce((s, k) => s + rssOf(k), 0) };
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
export function fleetCpu(workers: ChildProcess[]): { workers: number; children: number } {
  let w = 0;
  let c = 0;
  for (const p of workers) {
    w += cpuMsOf(p.pid!);
    for (const k of childPids(p.pid!)) c += cpuMsOf(k);
  }
  return { workers: w, children: c };
}

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

/**
 * `node args…`, on core `core` only when it is a number (`taskset -c`, which execs node, so the
 * pid is node's; children inherit the affinity). Cores beyond the machine's wrap around.
 */
export function spawnOn(
  core: number | null,
  args: string[],
  options: Parameters<typeof spawn>[2],
): ChildProcess {
  if (core === null) return spawn(process.execPath, args, options);
  return spawn('taskset', ['-c', String(core % availableParallelism()), process.execPath, ...args], options);
}
