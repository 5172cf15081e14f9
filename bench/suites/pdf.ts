/**
 * `npm run bench -- pdf [--warmup N] [--reps N] [--soak N] [--limit N] [--tap off]`: speed of Gleaner's full PDF path
 * (`processDocument`) against raw pdf.js `getTextContent` over every page (the same pdf.js
 * instance and options, documents destroyed) and poppler's `pdftotext` (one child process per
 * file, when on PATH), over ../shared/corpus/pdf/**\/*.pdf in one process and one run.
 *
 * The three engines are interleaved file by file, so drift on a shared machine hits them alike;
 * `--reps 2` measures every file in both orders. `--soak N` then runs N consecutive documents through the full
 * path and prints RSS at the start, every 100 documents and at the end: the issue requires RSS
 * to stay flat over 1,000 documents. `--tap off` reads the table pages' drawing operations with a
 * second parse (pdf.js's operator list) instead of the drawing tap in the text pass
 * (shared/extract/pdf/drawing-tap.ts), the way to measure what the tap saves.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setDrawingTap } from '../../shared/extract/pdf/drawing-tap.ts';
import { withPdf } from '../../shared/extract/pdf/pdfjs.ts';
import { drawingTapActive } from '../../shared/extract/pdf/pdfjs-patch.ts';
import {
  DEFAULT_PROCESS_OPTIONS,
  type ProcessOptions,
  processDocument,
} from '../../shared/pipeline/index.ts';
import { corpusPath, hasCorpus } from '../../test/helpers/corpus.ts';
import { type BenchReport, quantile } from '../report.ts';

/** Files run once per engine before timing: loads pdf.js, the word list, fonts; warms the JIT. */
const DEFAULT_WARMUP_FILES = 8;
/** RSS checkpoint interval during a soak, in documents (the issue's unit of "flat"). */
const SOAK_EVERY = 100;
/** pdftotext output can be large for long files; 256 MiB is far above any corpus file. */
const PDFTOTEXT_MAX_BUFFER = 256 * 1024 * 1024;

interface Doc {
  path: string;
  name: string;
  bytes: Uint8Array;
  pages: number;
}

interface EngineStats {
  name: string;
  msTotal: number;
  /** CPU time of this process while the engine ran (user + system), ms: steadier than wall time on a shared machine. */
  cpuMs: number;
  pages: number;
  msPerPage: number[];
  errors: string[];
  peakRss: number;
}

type Engine = (doc: Doc) => Promise<void>;

const MB = 1024 * 1024;
const rss = () => process.memoryUsage.rss();

function findPdfs(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.pdf'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

function onPath(cmd: string): boolean {
  return (process.env.PATH ?? '').split(':').some((d) => {
    try {
      return readdirSync(d).includes(cmd);
    } catch {
      return false;
    }
  });
}

/** Sum of the sidecar's per-stage timings over the timed pass: where Gleaner's time goes. */
const stageMs: Record<string, number> = {};
let recordStages = false;

/**
 * OCR is off unless `--ocr auto|force`: the throughput compares reading a text layer with pdf.js
 * reading it, and a scanned file would otherwise time Tesseract against pdf.js finding nothing
 * (OCR has its own bench: `npm run bench -- ocr`).
 */
let options: ProcessOptions = { ...DEFAULT_PROCESS_OPTIONS, ocr: { mode: 'off' } };

async function gleaner(doc: Doc): Promise<void> {
  const out = await processDocument({ bytes: doc.bytes, key: doc.path }, options);
  if (recordStages)
    for (const [stage, ms] of Object.entries(out.sidecar.timings_ms))
      stageMs[stage] = (stageMs[stage] ?? 0) + ms;
  if (out.sidecar.status !== 'ok' && out.sidecar.error?.code !== 'no_text')
    throw new Error(out.sidecar.error?.code ?? 'failed');
}

async function rawPdfjs(doc: Doc): Promise<void> {
  await withPdf(doc.bytes, async (pdf) => {
    for (let p = 1; p <= pdf.numPages; p++) {
      const page = await pdf.getPage(p);
      try {
        await page.getTextContent();
      } finally {
        page.cleanup();
      }
    }
  });
}

function pdftotext(doc: Doc): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      'pdftotext',
      ['-q', '-enc', 'UTF-8', doc.path, '-'],
      { maxBuffer: PDFTOTEXT_MAX_BUFFER, encoding: 'buffer' },
      (err) => (err ? reject(err) : resolve()),
    );
  });
}

async function pageCount(bytes: Uint8Array): Promise<number> {
  try {
    return await withPdf(bytes, async (pdf) => pdf.numPages);
  } catch {
    return 0;
  }
}

async function timeOne(engine: Engine, doc: Doc, stats: EngineStats): Promise<void> {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  try {
    await engine(doc);
  } catch (err) {
    stats.errors.push(`${doc.name}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
  }
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  stats.cpuMs += (cpu.user + cpu.system) / 1000;
  stats.msTotal += ms;
  stats.pages += doc.pages;
  if (doc.pages) stats.msPerPage.push(ms / doc.pages);
  stats.peakRss = Math.max(stats.peakRss, rss());
}

function flag(args: string[], name: string, def: number): number {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return def;
  const n = Number(args[i + 1]);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} needs a non-negative integer`);
  return n;
}

async function soak(docs: Doc[], n: number, notes: string[]): Promise<BenchReport['rows']> {
  const rows: BenchReport['rows'] = [];
  const usable = docs.filter((d) => d.pages > 0);
  const start = rss();
  const t0 = performance.now();
  const line = (i: number) => {
    const now = rss();
    rows.push({
      soak_docs: i,
      rss_mb: now / MB,
      heap_mb: process.memoryUsage().heapUsed / MB,
      growth_mb: (now - start) / MB,
      s: (performance.now() - t0) / 1000,
    });
    process.stderr.write(
      `soak ${i}/${n}: rss ${(now / MB).toFixed(1)} MB (${((now - start) / MB).toFixed(1)} MB)\n`,
    );
  };
  line(0);
  for (let i = 1; i <= n; i++) {
    await gleaner(usable[(i - 1) % usable.length]).catch(() => undefined);
    if (i % SOAK_EVERY === 0 || i === n) line(i);
  }
  const first = rows.find((r) => r.soak_docs === SOAK_EVERY) ?? rows[0];
  const last = rows[rows.length - 1];
  notes.push(
    `soak: ${n} docs cycling over ${usable.length} files; RSS ${(start / MB).toFixed(1)} MB at start, ` +
      `${Number(first.rss_mb).toFixed(1)} MB after ${first.soak_docs}, ${Number(last.rss_mb).toFixed(1)} MB at end ` +
      `(growth ${Number(last.growth_mb).toFixed(1)} MB overall, ${(Number(last.rss_mb) - Number(first.rss_mb)).toFixed(1)} MB after the first ${first.soak_docs})`,
  );
  return rows;
}

export async function run(args: string[]): Promise<BenchReport> {
  if (!hasCorpus('pdf'))
    return { title: 'pdf: corpus absent', rows: [], notes: [`missing ${corpusPath('pdf')}`] };
  const warmup = flag(args, 'warmup', DEFAULT_WARMUP_FILES);
  const soakN = flag(args, 'soak', 0);
  const reps = Math.max(1, flag(args, 'reps', 1));
  const limit = flag(args, 'limit', 0);
  const ocrAt = args.indexOf('--ocr');
  const ocr = ocrAt >= 0 ? args[ocrAt + 1] : 'off';
  if (ocr !== 'off' && ocr !== 'auto' && ocr !== 'force') throw new Error(`--ocr ${ocr}: auto, off or force`);
  const tapAt = args.indexOf('--tap');
  const tap = tapAt >= 0 ? args[tapAt + 1] : 'on';
  if (tap !== 'on' && tap !== 'off') throw new Error(`--tap ${tap}: on or off`);
  setDrawingTap(tap === 'on');
  options = { ...DEFAULT_PROCESS_OPTIONS, ocr: { mode: ocr } };
  let paths = findPdfs(corpusPath('pdf'));
  if (limit) paths = paths.slice(0, limit);
  const docs: Doc[] = [];
  for (const path of paths) {
    const bytes = new Uint8Array(readFileSync(path));
    docs.push({ path, name: path.slice(corpusPath('pdf').length + 1), bytes, pages: await pageCount(bytes) });
  }
  const engines: [string, Engine][] = [
    ['gleaner (processDocument)', gleaner],
    ['pdf.js getTextContent', rawPdfjs],
  ];
  const havePdftotext = onPath('pdftotext');
  if (havePdftotext) engines.push(['pdftotext (child process)', pdftotext]);

  for (const doc of docs.slice(0, warmup))
    for (const [, engine] of engines) await engine(doc).catch(() => undefined);

  const stats = engines.map(
    ([name]): EngineStats => ({
      name,
      msTotal: 0,
      cpuMs: 0,
      pages: 0,
      msPerPage: [],
      errors: [],
      peakRss: 0,
    }),
  );
  // Whichever pdf.js-based engine runs second on the same file is measurably faster (measured
  // here: Gleaner/pdf.js 0.81 with pdf.js always first, 0.65 with Gleaner always first), so the
  // two swap places on alternate files and repetitions; pdftotext (its own process) goes first.
  recordStages = true;
  let turn = 0;
  for (let rep = 0; rep < reps; rep++) {
    for (const doc of docs) {
      const order = turn++ % 2 === 0 ? [0, 1] : [1, 0];
      if (engines.length > 2) order.unshift(2);
      for (const e of order) await timeOne(engines[e][1], doc, stats[e]);
    }
    // With an even file count each file would otherwise get the same order in every repetition.
    if (docs.length % 2 === 0) turn++;
  }
  recordStages = false;

  const pagesPerS = (s: EngineStats) => s.pages / (s.msTotal / 1000);
  const [g, pdfjs, ptt] = stats;
  const rows: BenchReport['rows'] = stats.map((s) => ({
    engine: s.name,
    files: docs.length,
    pages: s.pages,
    errors: s.errors.length,
    total_s: s.msTotal / 1000,
    // pdftotext runs in a child process: its CPU is not this process's.
    cpu_s: s === ptt ? null : s.cpuMs / 1000,
    pages_per_s: pagesPerS(s),
    ms_page_median: quantile(s.msPerPage, 0.5),
    ms_page_p95: quantile(s.msPerPage, 0.95),
    peak_rss_mb: s === ptt ? null : s.peakRss / MB,
    gleaner_vs_this: pagesPerS(g) / pagesPerS(s),
  }));
  const notes = [
    `throughput Gleaner/pdf.js = ${(pagesPerS(g) / pagesPerS(pdfjs)).toFixed(3)} (targets: >= 0.7 with thorough table detection, #18; >= 0.8, #21); by CPU time ${(pdfjs.cpuMs / g.cpuMs).toFixed(3)}, load average ${os.loadavg()[0].toFixed(1)} at the end`,
    havePdftotext
      ? `throughput Gleaner/pdftotext = ${(pagesPerS(g) / pagesPerS(ptt)).toFixed(3)} (pdftotext includes process start per file)`
      : 'pdftotext not on PATH: baseline skipped',
    `OCR ${options.ocr?.mode} (--ocr auto|force to include it; a scan without OCR ends no_text and counts its pages); table detection thorough (the default)`,
    tap === 'off'
      ? 'drawing tap off (--tap off): table pages read their rules from a second parse, the operator list'
      : drawingTapActive()
        ? 'drawing tap on: rules and glyph widths read in the text pass (--tap off for the second parse instead)'
        : 'drawing tap NOT active: this pdf.js did not take the patch (pdfjs-patch.ts), rules came from the operator list',
    `warm-up: ${Math.min(warmup, docs.length)} files per engine; ${reps} repetition(s); engines interleaved per file, Gleaner and pdf.js alternating which goes first`,
    'peak_rss_mb = process RSS sampled after each file of that engine (same process); pdftotext runs in a child, not measured',
    `process max RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(1)} MB`,
    `gleaner time by stage (sidecar timings, s): ${Object.entries(stageMs)
      .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`)
      .join(', ')}`,
    ...stats.flatMap((s) => s.errors.map((e) => `${s.name} error: ${e}`)),
  ];
  const soakRows = soakN ? await soak(docs, soakN, notes) : [];
  for (const r of soakRows)
    notes.push(
      `soak ${r.soak_docs} docs: rss ${Number(r.rss_mb).toFixed(1)} MB, heap ${Number(r.heap_mb).toFixed(1)} MB, growth ${Number(r.growth_mb).toFixed(1)} MB, ${Number(r.s).toFixed(0)} s`,
    );
  return {
    title: `pdf: ${docs.length} files, ${docs.reduce((n, d) => n + d.pages, 0)} pages`,
    rows,
    notes,
    data: { soak: soakRows, errors: Object.fromEntries(stats.map((s) => [s.name, s.errors])) },
  };
}
