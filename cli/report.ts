/**
 * `gleaner report [RUN] [--out DEST | --redis URL [--queue NAME]] [--json]`
 * The run page's aggregates in the terminal (same sources as the dashboard). Without RUN, lists
 * runs. `--out DEST` reads the run records and sidecars in DEST and needs no Redis; otherwise the
 * live results index.
 */

import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { DashboardApi } from '../dashboard/api.ts';
import { queueCounts } from '../dashboard/queue.ts';
import type { DashboardSource, FailureGroup, RunView } from '../dashboard/source.ts';
import { loadConfig } from '../shared/config/index.ts';
import { escapeName } from '../shared/escape.ts';
import type { RunRecord } from '../shared/queue/results.ts';
import { UsageError, write } from './args.ts';
import { indexDestination, refuseRedisWithOut } from './dashboard.ts';

/** Rows per section, so a report of a million-file run still fits a screen or two. */
const TOP = 10;
const BAR_WIDTH = 30;

/** File keys and messages come from hostile inputs: never let them drive the terminal. */
export function safe(text: string | null | undefined): string {
  return text === null || text === undefined ? '' : escapeName(text);
}

function duration(s: number | null): string {
  if (s === null || !Number.isFinite(s)) return '–';
  if (s < 60) return `${s.toFixed(1)} s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m} min ${Math.round(s % 60)} s` : `${Math.floor(m / 60)} h ${m % 60} min`;
}

function top(obj: Record<string, number>): [string, number][] {
  return Object.entries(obj)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP);
}

function table(rows: string[][], align: ('l' | 'r')[]): string[] {
  const widths = align.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) =>
    `  ${r.map((c, i) => (align[i] === 'r' ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ')}`.trimEnd(),
  );
}

export function formatReport(v: RunView, failures: { groups: FailureGroup[]; total: number }): string {
  const { run, progress: p } = v;
  const out: string[] = [];
  out.push(`Run ${safe(run.id)}  [${run.state}]`);
  out.push(`  ${safe(run.source)} → ${safe(run.dest)}   pipeline ${safe(run.pipeline_version)}`);
  out.push(
    `  started ${run.started_at}${run.finished_at ? `   finished ${run.finished_at}` : ''}   elapsed ${duration(p.elapsed_s)}`,
  );
  out.push('');
  const pct = p.planned ? ` (${Math.round(p.fraction * 100)}%)` : '';
  const rate = p.docs_per_s === null ? '–' : p.docs_per_s.toFixed(2);
  const eta = p.eta_s === 0 ? 'done' : duration(p.eta_s);
  out.push(
    `Progress  ${p.finished}/${p.planned} finished${pct}   ok ${p.done}   failed ${p.failed}   remaining ${p.remaining}`,
  );
  out.push(
    `          active ${p.active}   waiting ${p.waiting}   ${rate} docs/s   ETA ${eta}   pages ${v.pages}`,
  );
  out.push('', 'Outcomes by format');
  if (v.by_format.length) {
    const rows = v.by_format.map((f) => [
      safe(f.format),
      String(f.ok),
      String(f.failed),
      f.mean_s === null ? '–' : `${f.mean_s.toFixed(2)} s`,
    ]);
    out.push(...table([['format', 'ok', 'failed', 'mean'], ...rows], ['l', 'r', 'r', 'r']));
  } else out.push('  (nothing finished yet)');
  out.push('', 'Outcomes by code');
  out.push(
    `  ${
      top(v.codes)
        .map(([c, n]) => `${safe(c)} ${n}`)
        .join(', ') || '(none)'
    }`,
  );
  out.push('', 'Quality score histogram');
  const hist = Array.from({ length: 10 }, (_, i) => v.quality_histogram[String(i * 10)] ?? 0);
  const hmax = Math.max(1, ...hist);
  hist.forEach((n, i) => {
    const label = `${i * 10}–${i * 10 + 9}`.padStart(5);
    out.push(`  ${label} ${'█'.repeat(Math.round((n / hmax) * BAR_WIDTH))}${n ? ` ${n}` : ''}`.trimEnd());
  });
  for (const [title, obj] of [
    ['Fallbacks', v.fallbacks],
    ['Quality flags', v.quality_flags],
  ] as const) {
    out.push('', `${title}${Object.keys(obj).length > TOP ? ` (top ${TOP})` : ''}`);
    const rows = top(obj).map(([k, n]) => [safe(k), String(n)]);
    out.push(...(rows.length ? table(rows, ['l', 'r']) : ['  (none)']));
  }
  out.push('', `Failures by code (${failures.total})`);
  if (!failures.groups.length) out.push('  (none)');
  for (const g of failures.groups) {
    out.push(
      `  ${safe(g.code)} — ${g.count}${g.files.length < g.count ? ` (showing ${Math.min(TOP, g.files.length)})` : ''}`,
    );
    for (const f of g.files.slice(0, TOP))
      out.push(`    ${safe(f.key)}  [${safe(f.format)}]  ${safe(f.message)}`);
  }
  out.push('', 'Slowest files');
  const slow = v.slowest.slice(0, TOP).map((s) => [duration(s.duration_ms / 1000), safe(s.key)]);
  out.push(...(slow.length ? table(slow, ['r', 'l']) : ['  (none)']));
  return `${out.join('\n')}\n`;
}

export function formatRuns(runs: (RunRecord & { ok: number; failed: number })[]): string {
  if (!runs.length) return 'No runs recorded.\n';
  const rows = runs.map((r) => [
    safe(r.id),
    r.state,
    `${r.ok + r.failed}/${r.planned?.enqueued ?? 0}`,
    String(r.failed),
    r.started_at,
    safe(r.source),
    safe(r.dest),
  ]);
  return `${table([['run', 'state', 'finished', 'failed', 'started', 'source', 'dest'], ...rows], ['l', 'l', 'r', 'r', 'l', 'l', 'l']).join('\n')}\n`;
}

/** Print the run list, or one run, from a source. */
async function report(
  api: DashboardSource,
  id: string | undefined,
  json: boolean,
  where: string,
): Promise<number> {
  if (id === undefined) {
    const { runs } = await api.runs();
    await write(process.stdout, json ? `${JSON.stringify(runs, null, 2)}\n` : formatRuns(runs));
    return 0;
  }
  const view = await api.run(id);
  if (!view) {
    process.stderr.write(`gleaner: no run "${safe(id)}" in ${safe(where)}\n`);
    return 2;
  }
  const failures = await api.failures(id);
  await write(
    process.stdout,
    json ? `${JSON.stringify({ ...view, failures }, null, 2)}\n` : formatReport(view, failures),
  );
  return 0;
}

export async function reportCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      redis: { type: 'string' },
      queue: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  if (positionals.length > 1) throw new UsageError('report takes at most one RUN id');
  refuseRedisWithOut(values);
  const config = loadConfig();
  const json = Boolean(values.json);
  if (values.out !== undefined) {
    // Progress goes to stderr only on a terminal: stdout stays the report, stderr stays quiet in scripts.
    const progress = process.stderr.isTTY ? process.stderr : { write: () => true };
    const source = await indexDestination(values.out, config, progress as NodeJS.WritableStream);
    try {
      return await report(source, positionals[0], json, `the run records of ${values.out}`);
    } finally {
      await source.close();
    }
  }
  const url = values.redis ?? config.redisUrl ?? 'redis://127.0.0.1:6379';
  const options = { maxRetriesPerRequest: null, lazyConnect: true };
  const redis = url.startsWith('unix://')
    ? new Redis({ ...options, path: url.slice(7) })
    : new Redis(url, options);
  redis.on('error', () => {}); // reported by the failing command below, once
  const api = new DashboardApi(redis, queueCounts(redis, values.queue ?? config.queueName), undefined);
  try {
    await redis.connect().catch(() => {
      throw new UsageError(
        'cannot reach Redis: set REDIS_URL or pass --redis URL (or read a destination with --out DEST)',
      );
    });
    return await report(api, positionals[0], json, 'the results index');
  } finally {
    await api.close();
    redis.disconnect();
  }
}
