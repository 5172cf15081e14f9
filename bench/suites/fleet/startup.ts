/** Start-up: wall and CPU to a usable process (`gleaner version`, a parse child, a 1-document run). */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../../../shared/config/index.ts';
import { median, PIPELINE } from './common.ts';
import { cpuMsOf, type TimedRun, timedRun } from './procs.ts';
import type { Runtime } from './runtime.ts';

/** CPU and wall of a fresh process until it is usable, per runtime. */
export async function startupSection(rts: Runtime[], work: string, reps: number, tiny: string) {
  const rows: Record<string, string | number | null>[] = [];
  const data: Record<string, unknown> = {};
  for (const rt of rts) {
    const env = { ...process.env, ...rt.env };
    delete env.REDIS_URL;
    const version: TimedRun[] = [];
    for (let i = 0; i < reps + 1; i++)
      version.push(await timedRun(process.execPath, [...rt.cli, 'version'], env, join(work, 't-v')));
    // A parse child as the pool starts it: spawn, pdf.js import and warm-up, until its first answer.
    const { ParsePool } = (await import(rt.pool)) as typeof import('../../../workers/pool.ts');
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
