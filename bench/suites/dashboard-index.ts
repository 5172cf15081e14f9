/**
 * `npm run bench -- dashboard-index [--files N] [--rounds R] [--no-text]`: how long and how much
 * memory `gleaner dashboard --out DEST` spends indexing a destination. Generates N small
 * synthetic sidecars (default 100,000, with a text output beside each, as a real destination
 * has) in a temp folder, then times in the same run:
 *   - baseline: a plain directory walk that reads every `.json` file (same reads in flight, no
 *     parsing) — the I/O floor any index must pay;
 *   - index: `buildOutIndex` through shared/storage (listing, capped reads, JSON.parse, reduction
 *     to summary fields, run credit, sort).
 * Reports wall and CPU seconds (best of R rounds; neighbours on the shared 2-core machine move
 * wall time), the index/baseline ratio, peak RSS growth during the build and the heap the
 * finished index keeps (after a full GC), per file.
 */
import { mkdir, mkdtemp, opendir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildOutIndex, INDEX_CONCURRENCY, type OutIndex } from '../../dashboard/out-index.ts';
import { pipelineVersion } from '../../shared/pipeline/version.ts';
import { LocalStorage } from '../../shared/storage/index.ts';
import type { BenchReport, Cell } from '../report.ts';

/** Files per folder: corpora are usually split by year, venue or batch. */
const PER_DIR = 500;
/** How often RSS is sampled during a build, ms. */
const RSS_SAMPLE_MS = 20;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function fullGc(): void {
  // Twice: the first pass may only queue finalizers.
  gc();
  gc();
}

const OPTIONS = { level: 'academic', footnotes: 'end', tables: 'inline' } as const;
const CODES = ['corrupt', 'encrypted', 'timeout', 'unsupported_format'];
const FALLBACKS = ['pdf.reading_order_inferred', 'pdf.running_head_removed', 'html.main_content_guess'];

/** A sidecar of the usual shape and a realistic size (~2 KB), varied by `i`. */
function sidecar(i: number, key: string, versions: Record<string, string>, started: number): string {
  const format = (['pdf', 'docx', 'html'] as const)[i % 3];
  const failed = i % 40 === 0;
  return JSON.stringify(
    {
      schema: 'gleaner.sidecar/1',
      source: { key, size: 20_000 + i, sha256: 'ab'.repeat(32), etag: `e${i}`, format, detected_by: 'magic' },
      status: failed ? 'failed' : 'ok',
      error: failed ? { code: CODES[i % CODES.length], message: `synthetic failure ${i}` } : null,
      // One file in ten at an older version, for the drift view.
      pipeline: {
        version: i % 10 === 0 ? 'old-version' : versions[format],
        stages: { detect: '1.0.0', [`extract.${format}`]: '1.1.0', normalize: '1.0.0', quality: '1.0.0' },
      },
      receipt: {
        gleaner: { version: '0.1.0', git_sha: null },
        node: 'v20.20.2',
        unicode: '15.1',
        icu: '74.2',
        engines: { 'pdfjs-dist': '5.6.205' },
      },
      options: OPTIONS,
      pages: format === 'html' ? null : 4 + (i % 20),
      metadata: { title: `Paper ${i}`, authors: ['A. Author', 'B. Author'], doi: null, language: 'en' },
      output: { chars: 30_000 + i, sha256: 'cd'.repeat(32), footnotes: i % 7, captions: 0, tables: i % 3 },
      footnotes: [],
      tables: [],
      sections: [
        { heading: null, level: 1, label: 'front_matter', occurrence: 1, start: 0, end: 900, pages: [1, 1] },
        {
          heading: '1 Introduction',
          level: 1,
          label: 'introduction',
          occurrence: 1,
          start: 900,
          end: 5000,
          pages: [1, 2],
        },
      ],
      diagnostics: { [format]: { columns: 1 + (i % 2), broken_fonts: [], pages_without_text: [] } },
      normalization: {
        level: 'academic',
        version: 'x',
        steps_applied: ['a', 'b'],
        steps_changed: ['a'],
        counts: {},
      },
      quality: failed
        ? null
        : {
            version: '1.0.0',
            score: 40 + (i % 61),
            confidence: 'high',
            garbled: false,
            common_word_ratio: 0.5,
            signals: { words: 5000 + i, alphabetic_ratio: 0.99 },
            flags: i % 13 === 0 ? ['short_text'] : [],
          },
      fallbacks: i % 4 === 0 ? [FALLBACKS[i % FALLBACKS.length]] : [],
      fallback_details: {},
      timings_ms: { detect: 0.2, extract: 80 + (i % 400), total: 100 + (i % 500) },
      created_at: new Date(started + i * 10).toISOString(),
    },
    null,
    2,
  );
}

async function generate(root: string, files: number, withText: boolean): Promise<number> {
  const versions = Object.fromEntries(
    (['pdf', 'docx', 'html'] as const).map((f) => [f, pipelineVersion(f, OPTIONS)]),
  );
  const started = Date.UTC(2026, 11, 1);
  let bytes = 0;
  const record = (id: string, at: number, n: number) => ({
    id,
    source: '/corpus',
    dest: root,
    pipeline_version: 'pv',
    state: 'finished',
    started_at: new Date(at).toISOString(),
    finished_at: new Date(at + n * 10 + 1000).toISOString(),
    planned: { total: n, new: n, outdated: 0, unchanged: 0, enqueued: n, by_format: {} },
  });
  await mkdir(join(root, '_runs'), { recursive: true });
  // Two runs: the first wrote the first half, the second the rest.
  const half = Math.floor(files / 2);
  await writeFile(join(root, '_runs', 'r-1.json'), JSON.stringify(record('r-1', started - 1000, half)));
  await writeFile(
    join(root, '_runs', 'r-2.json'),
    JSON.stringify(record('r-2', started + half * 10 - 500, files - half)),
  );
  const batch: Promise<void>[] = [];
  for (let i = 0; i < files; i++) {
    const dir = join(root, `batch-${String(Math.floor(i / PER_DIR)).padStart(4, '0')}`);
    if (i % PER_DIR === 0) await mkdir(dir, { recursive: true });
    const key = `paper-${i}.pdf`;
    const json = sidecar(i, key, versions, started);
    bytes += json.length;
    batch.push(writeFile(join(dir, `${key}.json`), json));
    if (withText) batch.push(writeFile(join(dir, `${key}.txt`), `Text of paper ${i}.\n`));
    if (batch.length >= 64) await Promise.all(batch.splice(0));
  }
  await Promise.all(batch);
  return bytes;
}

/** The floor: walk the folders and read every `.json` whole, `concurrency` reads in flight. */
async function walkAndRead(root: string, concurrency: number): Promise<number> {
  let n = 0;
  const inFlight = new Set<Promise<void>>();
  const stack = [root];
  while (stack.length) {
    const dir = stack.pop()!;
    for await (const e of await opendir(dir)) {
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== '_runs') stack.push(path);
      } else if (e.name.endsWith('.json')) {
        const p = readFile(path).then(() => {
          n++;
          inFlight.delete(p);
        });
        inFlight.add(p);
        if (inFlight.size >= concurrency) await Promise.race(inFlight);
      }
    }
  }
  await Promise.all(inFlight);
  return n;
}

interface Pass {
  wall: number;
  cpu: number;
  peakRssGrowth: number;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ pass: Pass; value: T }> {
  fullGc();
  const rss0 = process.memoryUsage.rss();
  let peak = rss0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, RSS_SAMPLE_MS);
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  const value = await fn();
  const wall = (performance.now() - w0) / 1000;
  const c = process.cpuUsage(c0);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { pass: { wall, cpu: (c.user + c.system) / 1e6, peakRssGrowth: peak - rss0 }, value };
}

const MB = 1024 * 1024;
const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;

export async function run(args: string[]): Promise<BenchReport> {
  const arg = (name: string, def: number) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) || def : def;
  };
  const files = arg('--files', 100_000);
  const rounds = arg('--rounds', 2);
  const withText = !args.includes('--no-text');
  const root = await mkdtemp(join(tmpdir(), 'gleaner-bench-index-'));
  try {
    process.stderr.write(`generating ${files} sidecars${withText ? ' and texts' : ''} in ${root}…\n`);
    const g0 = performance.now();
    const bytes = await generate(root, files, withText);
    process.stderr.write(`generated in ${((performance.now() - g0) / 1000).toFixed(1)} s\n`);

    const best = { baseline: null as Pass | null, index: null as Pass | null };
    const keep = (k: 'baseline' | 'index', p: Pass) => {
      const b = best[k];
      best[k] = b
        ? {
            wall: Math.min(b.wall, p.wall),
            cpu: Math.min(b.cpu, p.cpu),
            peakRssGrowth: Math.max(b.peakRssGrowth, p.peakRssGrowth),
          }
        : p;
    };
    let retainedHeap = 0;
    let index: OutIndex | null = null;
    for (let r = 0; r < rounds; r++) {
      const base = await timed(() => walkAndRead(root, INDEX_CONCURRENCY));
      if (base.value !== files) throw new Error(`baseline read ${base.value} of ${files} files`);
      keep('baseline', base.pass);
      index = null;
      fullGc();
      const heap0 = process.memoryUsage().heapUsed;
      const built = await timed(() => buildOutIndex(new LocalStorage(root)));
      keep('index', built.pass);
      index = built.value;
      fullGc();
      // First round only: later rounds start with the previous index possibly not yet collected.
      if (r === 0) retainedHeap = process.memoryUsage().heapUsed - heap0;
      process.stderr.write(
        `round ${r + 1}: baseline ${base.pass.wall.toFixed(1)} s, index ${built.pass.wall.toFixed(1)} s\n`,
      );
    }
    if (!index || index.files.length !== files)
      throw new Error(`index holds ${index?.files.length} of ${files}`);
    const credited = index.files.filter((f) => f.run >= 0).length;
    const b = best.baseline!;
    const x = best.index!;
    const rows: Record<string, Cell>[] = [
      {
        pass: 'baseline: walk + read every .json',
        files,
        wall_s: round(b.wall),
        cpu_s: round(b.cpu),
        files_per_s: Math.round(files / b.wall),
        peak_rss_growth_mb: round(b.peakRssGrowth / MB, 1),
        retained_heap_mb: null,
        ratio_wall: 1,
        ratio_cpu: 1,
      },
      {
        pass: 'index: buildOutIndex (shared/storage)',
        files,
        wall_s: round(x.wall),
        cpu_s: round(x.cpu),
        files_per_s: Math.round(files / x.wall),
        peak_rss_growth_mb: round(x.peakRssGrowth / MB, 1),
        retained_heap_mb: round(retainedHeap / MB, 1),
        ratio_wall: round(x.wall / b.wall),
        ratio_cpu: round(x.cpu / b.cpu),
      },
    ];
    return {
      title: `Destination index for the dashboard: ${files.toLocaleString('en')} sidecars (${round(bytes / files / 1024, 1)} KB each)${withText ? ' + texts' : ''}, best of ${rounds}`,
      rows,
      notes: [
        `retained heap per indexed file: ${Math.round(retainedHeap / files)} bytes (the whole index stays in memory; sidecars are not kept)`,
        `${credited.toLocaleString('en')} of ${files.toLocaleString('en')} files credited to one of ${index.runs.length} runs`,
        `reads in flight: ${INDEX_CONCURRENCY} in both passes; ratio = index / baseline (same run, same page cache)`,
        'wall time on the shared 2-core machine depends on the neighbours; CPU time is what the index costs',
      ],
      data: { files, rounds, withText, sidecarBytes: bytes, baseline: b, index: x, retainedHeap },
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
