/**
 * `npm run bench -- startup [--runs N]`: start-up of a `gleaner` process from the compiled build
 * (dist/, `npm run build`) against the tsx path (GLEANER_FROM_SOURCE=1), both through
 * bin/gleaner.mjs as a user runs it, with bare `node -e 0` in the same run as the floor.
 * `npm run bench -- chunks` prints the same table after its own.
 *
 * - `version`: the whole command (receipt, one `git rev-parse`).
 * - `extract (to first read)`: `gleaner extract` on a path that does not exist, which loads the
 *   command (pipeline, chunker and config, not pdf.js: that loads in the parse child) and stops
 *   at the input's `stat`: start-up to the first byte read, as issue #15 asks.
 * - Wall time is the median of N runs; CPU (user + sys, from /usr/bin/time when present) is less
 *   sensitive to a busy machine, so both are printed, with the load average.
 * Target (issues #15 and #21): compiled `gleaner version` ≤ 300 ms.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain .mjs module without types
import { compiledIsCurrent } from '../../bin/compiled.mjs';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { type BenchReport, quantile } from '../report.ts';

const TARGET_MS = 300;
const DEFAULT_RUNS = 7;
const TIME = '/usr/bin/time';

interface Sample {
  wallMs: number;
  cpuMs: number | null;
}

function once(args: string[], env: Record<string, string>): Sample {
  const timed = existsSync(TIME);
  const dir = mkdtempSync(join(tmpdir(), 'gleaner-startup-'));
  const out = join(dir, 'time');
  const t0 = performance.now();
  const r = spawnSync(
    timed ? TIME : process.execPath,
    timed ? ['-f', '%U %S', '-o', out, process.execPath, ...args] : args,
    { cwd: PROJECT_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const wallMs = performance.now() - t0;
  let cpuMs: number | null = null;
  if (timed && existsSync(out)) {
    const [user, sys] = readFileSync(out, 'utf8').trim().split('\n').pop()!.split(' ').map(Number);
    cpuMs = (user + sys) * 1000;
  }
  rmSync(dir, { recursive: true, force: true });
  if (r.error) throw r.error;
  return { wallMs, cpuMs };
}

function measure(args: string[], env: Record<string, string>, runs: number) {
  once(args, env); // file cache, tsx's compile cache
  const samples = Array.from({ length: runs }, () => once(args, env));
  const cpu = samples.map((s) => s.cpuMs).filter((c): c is number => c !== null);
  return {
    wall: quantile(
      samples.map((s) => s.wallMs),
      0.5,
    ),
    cpu: cpu.length ? quantile(cpu, 0.5) : null,
  };
}

/** The table rows and notes, for this suite and for `chunks`. */
export function startupRows(runs = DEFAULT_RUNS): Pick<BenchReport, 'rows' | 'notes'> {
  const notes: string[] = [];
  if (!compiledIsCurrent(PROJECT_ROOT)) {
    notes.push('dist/ was missing or older than the sources: built it first (npm run build)');
    const b = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('npm run build failed');
  }
  const bin = 'bin/gleaner.mjs';
  const missing = join(tmpdir(), 'gleaner-startup-no-such-file.pdf');
  const floor = measure(['-e', '0'], {}, runs);
  const rows: BenchReport['rows'] = [];
  const result: Record<string, number> = {};
  for (const [command, args] of [
    ['version', [bin, 'version']],
    ['extract (to first read)', [bin, 'extract', missing]],
  ] as const) {
    const compiled = measure([...args], { GLEANER_FROM_SOURCE: '' }, runs);
    const tsx = measure([...args], { GLEANER_FROM_SOURCE: '1' }, runs);
    result[command] = compiled.wall;
    rows.push({
      command,
      compiled_ms: compiled.wall,
      tsx_ms: tsx.wall,
      'tsx/compiled': tsx.wall / compiled.wall,
      compiled_cpu_ms: compiled.cpu,
      tsx_cpu_ms: tsx.cpu,
      'compiled over node -e 0': compiled.wall - floor.wall,
    });
  }
  rows.push({ command: 'node -e 0 (floor)', compiled_ms: floor.wall, compiled_cpu_ms: floor.cpu });
  const v = result.version;
  notes.push(
    `median of ${runs} runs after one warm-up; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
    `compiled \`gleaner version\`: ${v.toFixed(0)} ms wall (target ≤ ${TARGET_MS} ms): ${v <= TARGET_MS ? 'met' : 'NOT met'}${v > TARGET_MS && floor.wall > TARGET_MS / 2 ? ` — bare node alone takes ${floor.wall.toFixed(0)} ms here: the machine is busy` : ''}`,
  );
  return { rows, notes };
}

function flag(args: string[], name: string): number | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : undefined;
}

export async function run(args: string[]): Promise<BenchReport> {
  const { rows, notes } = startupRows(flag(args, '--runs') ?? DEFAULT_RUNS);
  return { title: 'startup: compiled CLI (dist/) against the tsx path, same run', rows, notes };
}
