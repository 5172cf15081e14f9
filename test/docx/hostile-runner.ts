/**
 * Child-process runner for the hostile-file test: one file through processDocument, then one
 * JSON line with the outcome, the in-process time for the document and the peak RSS.
 * Run as `node --import tsx test/docx/hostile-runner.ts FILE`.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { processDocument } from '../../shared/pipeline/index.ts';

const file = process.argv[2];
const bytes = new Uint8Array(readFileSync(file));
const t0 = performance.now();
const out = await processDocument(
  { bytes, key: file },
  { level: 'academic', footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS },
);
const ms = performance.now() - t0;
process.stdout.write(
  `${JSON.stringify({
    code: out.sidecar.error?.code ?? null,
    text: out.text.slice(0, 2000),
    ms: Math.round(ms),
    maxRssKb: process.resourceUsage().maxRSS,
  })}\n`,
);
