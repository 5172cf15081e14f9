/**
 * Child-process runner for the hostile-file test: each file through processDocument in turn,
 * one JSON line per file with the outcome, the in-process time, the process's peak RSS so far (a
 * running maximum: the bound asserted on it holds for every file before it too) and its peak
 * before the first file.
 * Run as `node --import tsx test/docx/hostile-runner.ts FILE...`.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

// The process's own peak before any file (tsx compiling the pipeline and its imports): a file's
// cost is measured above it.
const baseRssKb = process.resourceUsage().maxRSS;

for (const file of process.argv.slice(2)) {
  const bytes = new Uint8Array(readFileSync(file));
  const t0 = performance.now();
  const out = await processDocument({ bytes, key: file }, DEFAULT_PROCESS_OPTIONS);
  const ms = performance.now() - t0;
  process.stdout.write(
    `${JSON.stringify({
      file,
      code: out.sidecar.error?.code ?? null,
      text: out.text.slice(0, 2000),
      ms: Math.round(ms),
      maxRssKb: process.resourceUsage().maxRSS,
      baseRssKb,
    })}\n`,
  );
}
