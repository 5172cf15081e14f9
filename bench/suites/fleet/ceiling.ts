/**
 * The machine's own scaling ceiling for the scaling section's workload: `processDocument` over the
 * same corpus in 1 process, then in 2 processes side by side (each over every document), with the
 * parse children's V8 flags and no queue, storage or Redis. On a VM whose 2 vCPUs share caches,
 * memory bandwidth or a physical core, 2 processes of pure parsing do not reach 2×; the fleet's
 * 2-process figure is only meaningful beside this one, measured in the same minutes.
 */
import { spawn } from 'node:child_process';
import { inProcessScript } from './cost.ts';
import type { Runtime } from './runtime.ts';

/** The parse children's V8 flags (workers/pool.ts GC_FLAGS), so both sides parse alike. */
const CHILD_GC_FLAGS = ['--single-threaded-gc', '--max-semi-space-size=32'];
/** Phases in ABBA order, as the fleet's scaling phases, against drift of the machine's speed. */
const PHASES = [1, 2, 2, 1];

/** `n` in-process loops over `dir` at once; docs/s over the whole phase (all loops' documents / wall). */
async function phase(rt: Runtime, dir: string, n: number): Promise<number> {
  const t0 = performance.now();
  const counts = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<number>((resolve, reject) => {
          const p = spawn(
            process.execPath,
            [...CHILD_GC_FLAGS, ...rt.node, '--input-type=module', '-e', inProcessScript(rt.pipeline, dir)],
            { env: { ...process.env, ...rt.env }, stdio: ['ignore', 'pipe', 'pipe'] },
          );
          let out = '';
          let err = '';
          p.stdout.setEncoding('utf8').on('data', (d: string) => {
            out += d;
          });
          p.stderr.setEncoding('utf8').on('data', (d: string) => {
            err = (err + d).slice(-2000);
          });
          p.once('exit', (code) =>
            code === 0
              ? resolve((JSON.parse(out.trim().split('\n').pop()!) as { docs: number }).docs)
              : reject(new Error(`in-process loop exited ${code}: ${err}`)),
          );
        }),
    ),
  );
  return counts.reduce((a, b) => a + b, 0) / ((performance.now() - t0) / 1000);
}

/** docs/s with 1 and 2 in-process loops (means of the ABBA phases) and their ratio. */
export async function ceilingSection(rt: Runtime, dir: string) {
  const rates: { processes: number; rate: number }[] = [];
  for (const n of PHASES) rates.push({ processes: n, rate: await phase(rt, dir, n) });
  const mean = (n: number) => {
    const xs = rates.filter((r) => r.processes === n).map((r) => r.rate);
    return xs.reduce((a, b) => a + b, 0) / xs.length;
  };
  return { one: mean(1), two: mean(2), ratio: mean(2) / mean(1), phases: rates };
}
