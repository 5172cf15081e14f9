/**
 * Cost: the public PDFs through `gleaner run` and through `processDocument` in one process, each a
 * fresh process, interleaved; the same on one small PDF for the fixed cost; `--profile` adds one
 * profiled run (profile.ts).
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { median, spread } from './common.ts';
import { publicPdfs } from './corpora.ts';
import { type ProcKind, type TimedRun, timedRun } from './procs.ts';
import { profileRun } from './profile.ts';
import type { Runtime } from './runtime.ts';

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

export async function costSection(
  rts: Runtime[],
  work: string,
  reps: number,
  profile: boolean,
  tiny: string,
) {
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
