/**
 * The machine's own scaling ceiling for the scaling section's workload: `processDocument` over the
 * same corpus in 1 process, then in 2 processes side by side (each over every document), with the
 * parse children's V8 flags and no queue, storage or Redis. Each process first reads the warm-up
 * documents untimed, as the fleet phases' workers do: a cold process compiles on V8's background
 * threads (measured: a cold loop over 40 papers used 1.4 cores), which two cold processes fight over. On a VM whose 2 vCPUs share caches,
 * memory bandwidth or a physical core, 2 processes of pure parsing do not reach 2×; the fleet's
 * 2-process figure is only meaningful beside this one, measured in the same minutes.
 */
import { spawnOn } from './procs.ts';
import type { Runtime } from './runtime.ts';

/** The parse children's V8 flags (workers/pool.ts GC_FLAGS), so both sides parse alike. */
const CHILD_GC_FLAGS = ['--single-threaded-gc', '--max-semi-space-size=32'];
/** Phases in ABBA order, as the fleet's scaling phases, against drift of the machine's speed. */
const PHASES = [1, 2, 2, 1];

/** `processDocument` over `warm` (untimed), then over `dir`; prints {docs, secs} of the timed part. */
function loopScript(pipeline: string, warm: string, dir: string): string {
  return `import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from ${JSON.stringify(pipeline)};
const list = (d) => readdirSync(d, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
const read = async (f) => processDocument({ bytes: new Uint8Array(readFileSync(f)), key: f }, DEFAULT_PROCESS_OPTIONS);
for (const f of list(${JSON.stringify(warm)})) await read(f);
const files = list(${JSON.stringify(dir)});
const t0 = performance.now();
for (const f of files) await read(f);
process.stdout.write(JSON.stringify({ docs: files.length, secs: (performance.now() - t0) / 1000 }) + '\\n');`;
}

/** `n` warmed in-process loops over `dir` at once; docs/s of the phase (the sum of each loop's rate). */
async function phase(rt: Runtime, warm: string, dir: string, n: number, pin: boolean): Promise<number> {
  const rates = await Promise.all(
    Array.from(
      { length: n },
      (_, i) =>
        new Promise<number>((resolve, reject) => {
          const p = spawnOn(
            pin ? i : null,
            [...CHILD_GC_FLAGS, ...rt.node, '--input-type=module', '-e', loopScript(rt.pipeline, warm, dir)],
            { env: { ...process.env, ...rt.env }, stdio: ['ignore', 'pipe', 'pipe'] },
          );
          let out = '';
          let err = '';
          p.stdout?.setEncoding('utf8').on('data', (d: string) => {
            out += d;
          });
          p.stderr?.setEncoding('utf8').on('data', (d: string) => {
            err = (err + d).slice(-2000);
          });
          p.once('exit', (code) =>
            code === 0
              ? resolve(
                  ((r: { docs: number; secs: number }) => r.docs / r.secs)(
                    JSON.parse(out.trim().split('\n').pop()!),
                  ),
                )
              : reject(new Error(`in-process loop exited ${code}: ${err}`)),
          );
        }),
    ),
  );
  return rates.reduce((a, b) => a + b, 0);
}

/** docs/s with 1 and 2 in-process loops (means of the ABBA phases) and their ratio. */
export async function ceilingSection(rt: Runtime, warm: string, dir: string, pin: boolean) {
  const rates: { processes: number; rate: number }[] = [];
  for (const n of PHASES) rates.push({ processes: n, rate: await phase(rt, warm, dir, n, pin) });
  const mean = (n: number) => {
    const xs = rates.filter((r) => r.processes === n).map((r) => r.rate);
    return xs.reduce((a, b) => a + b, 0) / xs.length;
  };
  return { one: mean(1), two: mean(2), ratio: mean(2) / mean(1), phases: rates };
}
