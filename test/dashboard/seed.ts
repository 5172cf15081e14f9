/**
 * A seeded run for the dashboard tests: summaries recorded through the results index exactly as
 * workers do (8 ok over three formats, 3 failed with two codes), and a local destination holding
 * real outputs from `processDocument` for three HTML inputs, one with `<script>` in its key.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Redis } from 'ioredis';
import { loadConfig } from '../../shared/config/index.ts';
import { processDocument } from '../../shared/pipeline/index.ts';
import { type JobSummary, type RunRecord, recordResult, saveRun } from '../../shared/queue/results.ts';

export const RUN_ID = 'run-seeded-1';
export const XSS_KEY = 'papers/<script>window.__pwned=1</script>.html';
/** Stands in for outputs written by an older pipeline. */
export const OLD_VERSION = 'old-version-0';

export interface Seeded {
  run: RunRecord;
  ok: JobSummary[];
  failed: JobSummary[];
}

function summary(key: string, format: string, i: number, extra: Partial<JobSummary> = {}): JobSummary {
  return {
    key,
    format,
    status: 'ok',
    code: 'ok',
    message: null,
    quality: 40 + ((i * 17) % 60),
    quality_flags: i % 3 === 0 ? ['short_text'] : [],
    fallbacks: i % 2 === 0 ? ['pdf.reading_order_inferred'] : [],
    pages: format === 'html' ? null : 3 + (i % 5),
    duration_ms: 100 + i * 37,
    pipeline_version: 'p-test-1',
    attempt: 1,
    finished_at: new Date(Date.UTC(2026, 11, 2, 10, 0, i)).toISOString(),
    ...extra,
  };
}

/** Seed the run; `dest` gets one sidecar + text for the XSS key (others exist only in the index). */
export async function seedRun(
  redis: Redis,
  dest: string,
  state: RunRecord['state'] = 'finished',
): Promise<Seeded> {
  const run: RunRecord = {
    id: RUN_ID,
    source: '/corpus/in',
    dest,
    pipeline_version: 'p-test-1',
    state,
    started_at: new Date(Date.UTC(2026, 11, 2, 10, 0, 0)).toISOString(),
    finished_at: state === 'finished' ? new Date(Date.UTC(2026, 11, 2, 10, 1, 0)).toISOString() : null,
    planned: {
      total: 12,
      new: 12,
      outdated: 0,
      unchanged: 0,
      enqueued: 12,
      by_format: { pdf: 6, docx: 3, html: 3 },
    },
  };
  await saveRun(redis, run);
  const ok: JobSummary[] = [];
  for (let i = 0; i < 5; i++) ok.push(summary(`papers/paper-${i}.pdf`, 'pdf', i));
  for (let i = 5; i < 7; i++) ok.push(summary(`papers/chapter-${i}.docx`, 'docx', i));
  ok.push(summary(XSS_KEY, 'html', 7, { pipeline_version: 'p-test-0' }));
  const failed: JobSummary[] = [
    summary('bad/broken.pdf', 'pdf', 8, {
      status: 'failed',
      code: 'corrupt',
      message: 'PDF structure damaged: no xref table',
      quality: null,
      pages: null,
    }),
    summary('bad/locked.pdf', 'pdf', 9, {
      status: 'failed',
      code: 'encrypted',
      message: 'password required',
      quality: null,
    }),
    summary('bad/<img src=x onerror=alert(1)>.docx', 'docx', 10, {
      status: 'failed',
      code: 'corrupt',
      message: 'zip central directory missing <b>bold</b>',
      quality: null,
    }),
  ];
  for (const s of [...ok, ...failed]) await recordResult(redis, RUN_ID, s);
  await writeOutput(dest, XSS_KEY, XSS_HTML, OLD_VERSION);
  await writeOutput(dest, 'papers/paper-0.html', '<html><body><p>Paper zero, a short one.</p></body></html>');
  await writeOutput(dest, 'papers/paper-1.html', '<html><body><p>Paper one, also short.</p></body></html>');
  return { run, ok, failed };
}

/**
 * Real outputs: `processDocument` on a small HTML document, written as `DEST/<key>.txt` and
 * `DEST/<key>.json` the way the fleet writes them. `version` overrides the recorded pipeline
 * version to stand in for an output written by an older pipeline (for the drift view).
 */
async function writeOutput(dest: string, key: string, html: string, version?: string): Promise<void> {
  const { limits, level, footnotes, tables } = loadConfig({});
  const out = await processDocument(
    { bytes: new TextEncoder().encode(html), key },
    { limits, level, footnotes, tables },
  );
  if (version) out.sidecar.pipeline.version = version;
  const base = join(dest, key);
  mkdirSync(dirname(base), { recursive: true });
  writeFileSync(`${base}.txt`, out.text);
  writeFileSync(`${base}.json`, JSON.stringify(out.sidecar));
}

export const XSS_HTML = `<!doctype html><html><head><title>A &lt;i&gt;title&lt;/i&gt;</title></head><body>
<h1>On &lt;script&gt; tags in keys</h1>
<p>Hello &lt;b&gt;not bold&lt;/b&gt; world. This paragraph is long enough to be scored by the quality stage
of the pipeline, with ordinary English words that a reader would expect in a paper about parsing.</p>
</body></html>`;
