/**
 * `npm run bench -- chunks [--tokens N] [--overlap N]`: chunk() over the PDF and DOCX corpora, the
 * scrapinghub article pages and the HTML fixtures, with extraction (processDocument, the product
 * path) timed in the same run as the baseline. Prints chunks/s, tokens/s and chunking time as a
 * share of extraction time per set. Times are CPU time (process.cpuUsage): the machine is shared,
 * and wall time moved with the other work on it.
 *
 * - Each file is extracted once (timed), then chunked (timed) with the default options unless
 *   flags say otherwise.
 * - The tokenizer's ranks load on first use (~0.4 s for o200k_base): they are loaded before
 *   timing and the load is reported on its own, since a long-lived worker pays it once.
 * - Also timed: one plain token count of each whole text, the floor any chunker with exact
 *   counts pays, so the chunker's own overhead shows as a ratio (chunk() counts about 1.1 times
 *   the text's characters). The two are timed in alternating order: the second finds the text's
 *   tokens in the tokenizer's caches.
 * - And one plain gpt-tokenizer `countTokens` of the text, the counter chunk() used before its
 *   word cache (shared/chunk/tokens.ts), as a reference that does not move with it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';
import { chunk, DEFAULT_CHUNK_OPTIONS, tokenCounter } from '../../shared/chunk/index.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/process.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { corpusFiles, corpusPath, hasCorpus } from '../../test/helpers/corpus.ts';
import type { BenchReport } from '../report.ts';
import { startupRows } from './startup.ts';

/** Issue "LLM-ready outputs": chunking must cost less than this share of extraction. */
const TARGET_SHARE = 0.1;
/** Files of each set extracted and chunked before timing, so the JIT has compiled the hot paths. */
const WARM_UP_FILES = 3;
/**
 * The HTML fixtures are six small files (~0.1 s of extraction in all): one pass gave a share
 * that moved between 7.9% and 10.4% from run to run; 20 passes make it steady.
 */
const HTML_FIXTURE_ROUNDS = 20;

const require = createRequire(import.meta.url);
/** gpt-tokenizer's own count, special-token text counted as text as in the chunker. */
const plainCount = (() => {
  const mod = require(`gpt-tokenizer/cjs/encoding/${DEFAULT_CHUNK_OPTIONS.encoding}`) as {
    countTokens: (text: string, o: { disallowedSpecial: Set<string> }) => number;
  };
  const plain = { disallowedSpecial: new Set<string>() };
  return (text: string) => mod.countTokens(text, plain);
})();

/** CPU milliseconds of the process so far. */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function walk(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p, ext));
    else if (ext.test(name)) out.push(p);
  }
  return out;
}

/** A file's bytes; the scrapinghub pages are stored gzipped. */
function readBytes(p: string): Uint8Array {
  const raw = readFileSync(p);
  return new Uint8Array(p.endsWith('.gz') ? gunzipSync(raw) : raw);
}

function flag(args: string[], name: string): number | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : undefined;
}

export async function run(args: string[]): Promise<BenchReport> {
  const options = {
    maxTokens: flag(args, '--tokens') ?? DEFAULT_CHUNK_OPTIONS.maxTokens,
    overlapTokens: flag(args, '--overlap') ?? DEFAULT_CHUNK_OPTIONS.overlapTokens,
  };
  const sets: [string, string[]][] = [];
  if (hasCorpus('pdf')) sets.push(['pdf corpus', walk(corpusPath('pdf'), /\.pdf$/i)]);
  // The DOCX corpus without its hostile files (bombs) and the one too slow for CI.
  if (hasCorpus('docx')) sets.push(['docx corpus', corpusFiles('docx', /\.docx$/i)]);
  // Real article pages: the HTML extractor is fast on them (~15 ms a page), so they are where
  // chunking weighs most against extraction.
  const articles = ['html', 'scrapinghub-article-extraction-benchmark', 'html'];
  if (hasCorpus(...articles)) sets.push(['html scrapinghub', walk(corpusPath(...articles), /\.html\.gz$/)]);
  const html = walk(join(PROJECT_ROOT, 'test', 'fixtures'), /^input\.html$/);
  sets.push([
    `html fixtures x${HTML_FIXTURE_ROUNDS}`,
    Array.from({ length: HTML_FIXTURE_ROUNDS }, () => html).flat(),
  ]);
  const notes: string[] = [];
  if (!hasCorpus('pdf')) notes.push(`PDF corpus absent (${corpusPath('pdf')}): HTML fixtures only`);

  let t = performance.now();
  const count = tokenCounter(DEFAULT_CHUNK_OPTIONS.encoding);
  count('warm up');
  plainCount('warm up');
  notes.push(
    `tokenizer load (${DEFAULT_CHUNK_OPTIONS.encoding}, once per process): ${(performance.now() - t).toFixed(0)} ms`,
  );
  for (const p of sets.flatMap(([, files]) => files.slice(0, WARM_UP_FILES))) {
    const out = await processDocument({ bytes: readBytes(p), key: p }, DEFAULT_PROCESS_OPTIONS);
    chunk(out, options);
  }

  const rows: BenchReport['rows'] = [];
  let worst = 0;
  for (const [name, files] of sets) {
    let extractMs = 0;
    let chunkMs = 0;
    let countMs = 0;
    let plainMs = 0;
    let chunks = 0;
    let tokens = 0;
    let docs = 0;
    for (const p of files) {
      const bytes = readBytes(p);
      t = cpuMs();
      const out = await processDocument({ bytes, key: p }, DEFAULT_PROCESS_OPTIONS);
      extractMs += cpuMs() - t;
      if (out.sidecar.status !== 'ok') continue;
      docs++;
      // Whichever runs second finds the text's tokens in the tokenizer's caches: alternate.
      const timeChunk = () => {
        t = cpuMs();
        chunks += chunk(out, options).length;
        chunkMs += cpuMs() - t;
      };
      const timeCount = () => {
        t = cpuMs();
        tokens += count(out.text);
        countMs += cpuMs() - t;
      };
      const timePlain = () => {
        t = cpuMs();
        plainCount(out.text);
        plainMs += cpuMs() - t;
      };
      if (docs % 2) {
        timeChunk();
        timeCount();
        timePlain();
      } else {
        timePlain();
        timeCount();
        timeChunk();
      }
    }
    const share = chunkMs / extractMs;
    worst = Math.max(worst, share);
    rows.push({
      set: name,
      docs,
      chunks,
      tokens,
      extract_s: extractMs / 1000,
      chunk_s: chunkMs / 1000,
      chunks_per_s: (chunks / chunkMs) * 1000,
      tokens_per_s: (tokens / chunkMs) * 1000,
      'chunk/extract': share,
      'chunk/one count': chunkMs / countMs,
      'plain count/extract': plainMs / extractMs,
    });
  }
  notes.push(
    `options: maxTokens ${options.maxTokens}, overlap ${options.overlapTokens}, ${DEFAULT_CHUNK_OPTIONS.encoding}`,
    `chunking as a share of extraction: worst ${(100 * worst).toFixed(1)}% (target < ${100 * TARGET_SHARE}%): ${worst < TARGET_SHARE ? 'met' : 'NOT met'}`,
    "'chunk/one count' is chunking time over one token count of the whole text with chunk()'s counter; 'plain count/extract' is one gpt-tokenizer countTokens of it over extraction",
    'times are CPU time of the process (process.cpuUsage)',
  );
  // Issue #15 asks this suite for the CLI's start-up too (bench/suites/startup.ts has the table).
  const startup = startupRows();
  for (const r of startup.rows.filter((r) => r.tsx_ms != null))
    notes.push(
      `start-up, ${r.command}: compiled ${Number(r.compiled_ms).toFixed(0)} ms, tsx ${Number(r.tsx_ms).toFixed(0)} ms (median wall; CPU ${Number(r.compiled_cpu_ms).toFixed(0)} vs ${Number(r.tsx_cpu_ms).toFixed(0)} ms)`,
    );
  notes.push(...startup.notes);
  return {
    title: 'chunks: chunk() against extraction, same run',
    rows,
    notes,
    data: { startup: startup.rows },
  };
}
