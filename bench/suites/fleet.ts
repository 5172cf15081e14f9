/**
 * `npm run bench -- fleet [--only cost,startup,scaling,enqueue] [--reps N] [--docs N] [--mix papers|small]
 *   [--enqueue N] [--profile] [--runtime dist|tsx|both] [--dist DIR] [--pin]`: the fleet's figures, baselines in the same run.
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
 *   ABBA), pages/s and docs/s per core from their CPU. `--pin` runs worker i (and its children)
 *   on core i only, the ceiling loops too: one process per core, as a fleet is deployed.
 * - enqueue: enqueue rate and Redis bytes per queued job (synthetic jobs, real BullMQ + redis-server).
 *
 * `--runtime`: the compiled build (`--dist`, default dist/, used when dist/cli/main.js exists)
 * and/or the TypeScript sources through tsx (GLEANER_FROM_SOURCE=1).
 *
 * One module per section under fleet/ (cost.ts with profile.ts, startup.ts, scaling.ts,
 * enqueue.ts), beside what they share: /proc process trees (procs.ts), the runtimes
 * (runtime.ts), the corpora (corpora.ts). This file parses the options and runs the sections.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { makePdf, paragraphs, writeFiles } from '../../scripts/demo-corpus.ts';
import { connect } from '../../shared/queue/connection.ts';
import { startEmbeddedRedis } from '../../shared/queue/embedded-redis.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import type { BenchReport } from '../report.ts';
import { costSection } from './fleet/cost.ts';
import { enqueueSection } from './fleet/enqueue.ts';
import { runtimes } from './fleet/runtime.ts';
import { scalingSection } from './fleet/scaling.ts';
import { startupSection } from './fleet/startup.ts';

/** The machine's load when the bench ends: figures from a shared machine need it beside them. */
function loadNote(): string {
  return `load average at the end: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`;
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
      pin: { type: 'boolean' },
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
    notes.push(loadNote());
    return { title: `fleet: ${[...sections].join(', ')}`, rows, notes, data };
  }
  const server = await startEmbeddedRedis(join(dir, 'redis'));
  const redis = connect(server.url);
  try {
    if (sections.has('enqueue')) {
      const enq = await enqueueSection(redis, enqueueN);
      rows.push(...enq.rows);
      data.enqueue = enq.data;
    }
    if (sections.has('scaling')) {
      const sc = await scalingSection(
        rts[0],
        server.url,
        redis,
        server.pid,
        dir,
        mix,
        docs,
        Boolean(values.pin),
      );
      rows.push(...sc.rows);
      notes.push(...sc.notes);
      data.scaling = sc.data;
    }
    notes.push(loadNote());
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
