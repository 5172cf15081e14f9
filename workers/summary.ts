/** The end-of-run summary: outcomes by format, median quality, top fallbacks, failures. */

import type { Redis } from 'ioredis';
import { escapeName } from '../shared/escape.ts';
import { readFailures, readResults, runAggregates } from '../shared/queue/results.ts';

/** Exact median needs every summary; past this many we read the quality histogram instead. */
const EXACT_MEDIAN_LIMIT = 20_000;
const TOP_FALLBACKS = 5;
const FAILURES_SHOWN = 15;

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows
    .map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '))
    .join('\n');
}

export interface RunSummary {
  text: string;
  byFormat: Record<string, Record<string, number>>;
  codes: Record<string, number>;
  medianQuality: number | null;
}

export async function summarizeRun(redis: Redis, runId: string, done: number): Promise<RunSummary> {
  const agg = await runAggregates(redis, runId);
  const byFormat: Record<string, Record<string, number>> = {};
  const codes: Record<string, number> = {};
  const fallbacks: [string, number][] = [];
  for (const [k, n] of Object.entries(agg.counts)) {
    const parts = k.split(':');
    if (parts[0] === 'format' && parts.length === 3) {
      byFormat[parts[1]] = { ...byFormat[parts[1]], [parts[2]]: n };
    } else if (parts[0] === 'code') codes[parts[1]] = n;
    else if (parts[0] === 'fallback') fallbacks.push([k.slice('fallback:'.length), n]);
  }
  let median: number | null = null;
  if (done > 0 && done <= EXACT_MEDIAN_LIMIT) {
    const qs = (await readResults(redis, runId, { count: done }))
      .map((r) => r.summary.quality)
      .filter((q): q is number => q !== null)
      .sort((a, b) => a - b);
    if (qs.length) median = qs[Math.floor((qs.length - 1) / 2)];
  } else if (done > 0) {
    const buckets = Object.entries(agg.quality_histogram).sort((a, b) => Number(a[0]) - Number(b[0]));
    const total = buckets.reduce((s, [, n]) => s + n, 0);
    let seen = 0;
    for (const [b, n] of buckets) {
      seen += n;
      if (seen * 2 >= total) {
        median = Number(b) + 5; // bucket midpoint
        break;
      }
    }
  }
  const lines: string[] = [];
  const fmts = Object.keys(byFormat).sort();
  if (fmts.length) {
    const rows = [['format', 'ok', 'failed', 'total']];
    for (const f of fmts) {
      const ok = byFormat[f].ok ?? 0;
      const failed = byFormat[f].failed ?? 0;
      rows.push([f, String(ok), String(failed), String(ok + failed)]);
    }
    lines.push(table(rows), '');
  }
  const codeList = Object.entries(codes).sort((a, b) => b[1] - a[1]);
  if (codeList.length) lines.push(`outcomes: ${codeList.map(([c, n]) => `${c} ${n}`).join(', ')}`);
  lines.push(`median quality: ${median === null ? '—' : median.toFixed(1)}`);
  fallbacks.sort((a, b) => b[1] - a[1]);
  if (fallbacks.length)
    lines.push(
      `top fallbacks: ${fallbacks
        .slice(0, TOP_FALLBACKS)
        .map(([k, n]) => `${k} (${n})`)
        .join(', ')}`,
    );
  const failures = await readFailures(redis, runId, FAILURES_SHOWN);
  if (failures.length) {
    lines.push('', 'failures:');
    for (const f of failures)
      lines.push(`  ${escapeName(f.key)}: ${f.code} — ${escapeName(f.message ?? '')}`);
    const failedTotal = codeList.filter(([c]) => c !== 'ok').reduce((s, [, n]) => s + n, 0);
    if (failedTotal > failures.length)
      lines.push(`  … and ${failedTotal - failures.length} more (see the sidecars)`);
  }
  return { text: lines.join('\n'), byFormat, codes, medianQuality: median };
}
