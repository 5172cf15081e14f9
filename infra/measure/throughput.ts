/**
 * Single-process pipeline throughput per format, for the capacity plan (docs/scaling.md):
 *
 *   node --import tsx infra/measure/throughput.ts [--rounds N] [--corpus DIR] > out.json
 *
 * Runs `processDocument` (detect → extract → normalize → quality → sidecar, academic level) over every
 * PDF, DOCX and HTML file of the corpus, in one warm process, like a long-lived worker. One untimed
 * warm-up pass first (pdf.js costs ~0.4 s to import and the first document runs cold), then N timed
 * rounds. CPU seconds come from `process.cpuUsage()` (user + system), so "documents per core-hour"
 * does not depend on what else the shared machine was doing; wall time is printed beside it.
 * Excluded on purpose: S3 transfer, queue round-trips, the parse child process (see docs/scaling.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { processDocument } from '../../shared/pipeline/index.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { corpusFiles, defaultPipelineOptions } from './common.ts';

const FORMATS = { pdf: /\.pdf$/i, docx: /\.docx$/i, html: /\.html?$/i } as const;
type Format = keyof typeof FORMATS;

interface FormatTally {
  files: number;
  bytes: number;
  pages: number;
  ok: number;
  failed: number;
  cpu_s: number;
  wall_s: number;
}

async function runOnce(files: { path: string; bytes: Uint8Array }[], tally: FormatTally): Promise<void> {
  const options = defaultPipelineOptions();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const f of files) {
    const out = await processDocument({ bytes: f.bytes, key: f.path }, options);
    tally.files++;
    tally.bytes += f.bytes.byteLength;
    tally.pages += out.sidecar.pages ?? 0;
    if (out.sidecar.status === 'ok') tally.ok++;
    else tally.failed++;
  }
  const cpu = process.cpuUsage(cpu0);
  tally.cpu_s += (cpu.user + cpu.system) / 1e6;
  tally.wall_s += (performance.now() - t0) / 1000;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '2' },
      corpus: { type: 'string', default: join(PROJECT_ROOT, '..', 'shared', 'corpus') },
    },
  });
  const rounds = Number(values.rounds);
  const all = corpusFiles(values.corpus!);
  const results: Record<string, unknown> = {};
  let peakRss = 0;
  for (const [format, pattern] of Object.entries(FORMATS) as [Format, RegExp][]) {
    const files = all
      .filter((p) => pattern.test(p))
      .map((path) => ({ path, bytes: new Uint8Array(readFileSync(path)) }));
    await runOnce(files, { files: 0, bytes: 0, pages: 0, ok: 0, failed: 0, cpu_s: 0, wall_s: 0 }); // warm-up
    const t: FormatTally = { files: 0, bytes: 0, pages: 0, ok: 0, failed: 0, cpu_s: 0, wall_s: 0 };
    for (let r = 0; r < rounds; r++) await runOnce(files, t);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    results[format] = {
      corpus_files: files.length,
      ...t,
      cpu_ms_per_doc: +((t.cpu_s / t.files) * 1000).toFixed(1),
      docs_per_core_hour: Math.round((t.files / t.cpu_s) * 3600),
      pages_per_doc: +(t.pages / t.files).toFixed(1),
      cpu_ms_per_page: t.pages ? +((t.cpu_s / t.pages) * 1000).toFixed(2) : null,
      mean_bytes: Math.round(t.bytes / t.files),
    };
    process.stderr.write(`${format}: ${JSON.stringify(results[format])}\n`);
  }
  const report = {
    measured_at: new Date().toISOString(),
    node: process.version,
    rounds,
    peak_rss_mb: Math.round(peakRss / 2 ** 20),
    formats: results,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
}

await main();
