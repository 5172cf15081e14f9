/**
 * The dashboard's JSON API against a real redis-server (a private one on a free port) seeded with
 * a run through the results index, and a local destination holding real sidecars.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDashboard } from '../../dashboard/server.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { pipelineVersion } from '../../shared/pipeline/version.ts';
import { recordResult, saveRun } from '../../shared/queue/results.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';
import { hasRedisServer, startRedis, type TestRedis } from './redis-server.ts';
import { OLD_VERSION, RUN_ID, seedRun, XSS_KEY } from './seed.ts';

const present = hasRedisServer();
if (!present)
  process.stderr.write('SKIPPED (redis-server not installed: apt-get install redis-server): dashboard API\n');

describe.skipIf(!present)('dashboard API over a seeded run', () => {
  let redis: TestRedis;
  let dash: { url: string; close(): Promise<void> };
  let dest: string;
  let s3: TestS3;
  const get = async (path: string) => {
    const res = await fetch(new URL(path, dash.url));
    return { status: res.status, type: res.headers.get('content-type'), body: await res.json() };
  };

  beforeAll(async () => {
    redis = await startRedis();
    dest = mkdtempSync(join(tmpdir(), 'gleaner-dash-dest-'));
    await seedRun(redis.client, dest);
    s3 = await startS3();
    await s3.createBucket('dash');
    dash = await startDashboard({
      redis: redis.client,
      queueName: 'dash-test',
      s3: { s3Endpoint: s3.endpoint, s3ForcePathStyle: true, s3Region: 'us-east-1' },
    });
  });
  afterAll(async () => {
    await dash?.close();
    await s3?.stop();
    await redis?.stop();
    if (dest) rmSync(dest, { recursive: true, force: true });
  });

  it('lists the run with its finished and failed counts', async () => {
    const { status, body } = await get('/api/runs');
    expect(status).toBe(200);
    expect(body.runs).toHaveLength(1);
    expect(body.runs[0]).toMatchObject({ id: RUN_ID, state: 'finished', ok: 8, failed: 3, dest });
  });

  it('aggregates the run: progress, outcomes by format, codes, quality, fallbacks, slowest', async () => {
    const { status, type, body } = await get(`/api/runs/${RUN_ID}`);
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    expect(body.progress).toMatchObject({ planned: 12, done: 8, failed: 3, finished: 11, remaining: 1 });
    // Finished run: overall rate over its 60 s.
    expect(body.progress.docs_per_s).toBeCloseTo(11 / 60, 5);
    expect(body.by_format).toEqual([
      { format: 'docx', ok: 2, failed: 1, mean_s: expect.any(Number) },
      { format: 'html', ok: 1, failed: 0, mean_s: expect.any(Number) },
      { format: 'pdf', ok: 5, failed: 2, mean_s: expect.any(Number) },
    ]);
    expect(body.codes).toEqual({ ok: 8, corrupt: 2, encrypted: 1 });
    expect(Object.values(body.quality_histogram).reduce((a: number, b) => a + (b as number), 0)).toBe(8);
    expect(body.fallbacks).toEqual({ 'pdf.reading_order_inferred': 6 });
    expect(body.slowest[0]).toEqual({ key: 'bad/<img src=x onerror=alert(1)>.docx', duration_ms: 470 });
    expect(body.queue).toMatchObject({ waiting: 0, active: 0 });
  });

  it('groups failures by code with files and messages, most frequent code first', async () => {
    const { body } = await get(`/api/runs/${RUN_ID}/failures`);
    expect(body.total).toBe(3);
    expect(body.groups.map((g: { code: string; count: number }) => [g.code, g.count])).toEqual([
      ['corrupt', 2],
      ['encrypted', 1],
    ]);
    expect(body.groups[0].files.map((f: { key: string }) => f.key).sort()).toEqual([
      'bad/<img src=x onerror=alert(1)>.docx',
      'bad/broken.pdf',
    ]);
    expect(body.groups[1].files[0]).toMatchObject({ key: 'bad/locked.pdf', message: 'password required' });
  });

  it('counts outputs per pipeline version by scanning the local destination, judging each current or outdated', async () => {
    const { body } = await get(`/api/drift?dest=${encodeURIComponent(dest)}`);
    expect(body.dests).toEqual([dest]);
    expect(body.drift).toMatchObject({ source: 'sidecars', total: 3, outdated: 1, run_version: 'p-test-1' });
    const rows = body.drift.versions.map((v: { version: string; count: number; current: boolean }) => [
      v.version === OLD_VERSION ? 'old' : 'fresh',
      v.count,
      v.current,
    ]);
    // Fresh outputs were written by processDocument with this code's versions: current.
    expect(rows).toEqual([
      ['fresh', 2, true],
      ['old', 1, false],
    ]);
  });

  it('finds files in a run by key substring, status and code', async () => {
    const find = async (qs: string) => (await get(`/api/runs/${RUN_ID}/search?${qs}`)).body;
    const chapters = await find('q=CHAPTER');
    expect(chapters.matches.map((m: { key: string }) => m.key).sort()).toEqual([
      'papers/chapter-5.docx',
      'papers/chapter-6.docx',
    ]);
    expect(chapters).toMatchObject({ scanned: 11, partial: false });
    const failedPdf = await find('q=.pdf&status=failed');
    expect(failedPdf.matches.map((m: { key: string }) => m.key).sort()).toEqual([
      'bad/broken.pdf',
      'bad/locked.pdf',
    ]);
    const encrypted = await find('code=encrypted');
    expect(encrypted.matches).toHaveLength(1);
    expect((await find('q=no-such-key')).matches).toEqual([]);
  });

  it('answers drift for an S3 destination from the results index, and reads its sidecars from S3', async () => {
    const s3dest = 's3://dash/out';
    const run = {
      ...(await get(`/api/runs/${RUN_ID}`)).body.run,
      id: 'run-s3',
      dest: s3dest,
      started_at: new Date().toISOString(),
    };
    await saveRun(redis.client, run);
    const cfg = loadConfig({});
    const fresh = pipelineVersion('pdf', { level: cfg.level, footnotes: cfg.footnotes, tables: cfg.tables });
    const base = (await get(`/api/runs/${RUN_ID}/search?q=paper-0`)).body.matches[0];
    // b.pdf is recorded twice (a retried run): the newer summary, at the current version, wins.
    await recordResult(redis.client, 'run-s3', { ...base, key: 'a.pdf', pipeline_version: 'stale' });
    await recordResult(redis.client, 'run-s3', { ...base, key: 'b.pdf', pipeline_version: 'stale' });
    await recordResult(redis.client, 'run-s3', { ...base, key: 'b.pdf', pipeline_version: fresh });
    const { body } = await get(`/api/drift?dest=${encodeURIComponent(s3dest)}`);
    expect(body.drift).toMatchObject({ source: 'results-index', total: 2, outdated: 1 });

    // Outputs as the fleet writes them to S3: DEST/<key>.txt and DEST/<key>.json.
    const sidecar = readFileSync(join(dest, `${XSS_KEY}.json`), 'utf8');
    await s3.put('dash', 'out/a.pdf.json', sidecar);
    await s3.put('dash', 'out/a.pdf.txt', `${'é'.repeat(10_000)}tail`);
    const file = await get('/api/file?run=run-s3&key=a.pdf');
    expect(file.body).toMatchObject({
      local: false,
      sidecar_valid: true,
      summary: { key: 'a.pdf' },
      problem: null,
    });
    expect(file.body.sidecar.source.key).toBe(XSS_KEY);
    // 20,004 bytes of text: the preview stops at 16 KiB without a broken character.
    expect(file.body).toMatchObject({ text_bytes: 20_004, text_truncated: true });
    expect(file.body.text_preview).toBe('é'.repeat(8192));
    const missing = await get('/api/file?run=run-s3&key=b.pdf');
    expect(missing.body).toMatchObject({
      sidecar: null,
      problem: 'no sidecar for this key in the destination',
    });
  });

  it('refuses to scan a folder that no run writes to', async () => {
    const { body } = await get(`/api/drift?dest=${encodeURIComponent('/etc')}`);
    expect(body.drift).toBeNull();
  });

  it('reads one file: sidecar, text preview and the index summary', async () => {
    const { status, body } = await get(`/api/file?run=${RUN_ID}&key=${encodeURIComponent(XSS_KEY)}`);
    expect(status).toBe(200);
    expect(body.sidecar_valid).toBe(true);
    expect(body.sidecar.source.key).toBe(XSS_KEY);
    expect(body.text_preview).toContain('Hello <b>not bold</b> world.');
    expect(body.summary).toMatchObject({ key: XSS_KEY, status: 'ok' });
  });

  it('keeps a file key from climbing out of the destination', async () => {
    const { status, body } = await get(
      `/api/file?run=${RUN_ID}&key=${encodeURIComponent('../../../../etc/passwd')}`,
    );
    expect(status).toBe(200);
    expect(body.sidecar).toBeNull();
    expect(body.text_preview).toBeNull();
  });

  it('answers 404 for an unknown run and 405 for anything but GET', async () => {
    expect((await get('/api/runs/nope')).status).toBe(404);
    const post = await fetch(new URL('/api/runs', dash.url), { method: 'POST' });
    expect(post.status).toBe(405);
    const del = await fetch(new URL(`/api/runs/${RUN_ID}`, dash.url), { method: 'DELETE' });
    expect(del.status).toBe(405);
  });

  it('serves /metrics with queue counts, outcomes by code, durations by format and pages', async () => {
    const text = await (await fetch(new URL('/metrics', dash.url))).text();
    expect(text).toContain('gleaner_queue_jobs{state="waiting"} 0');
    expect(text).toContain(`gleaner_run_outcomes_total{code="corrupt",run="${RUN_ID}"} 2`);
    expect(text).toContain(`gleaner_run_jobs_total{format="pdf",run="${RUN_ID}",status="failed"} 2`);
    expect(text).toMatch(
      new RegExp(`gleaner_run_job_duration_seconds_count\\{format="pdf",run="${RUN_ID}"\\} 7`),
    );
    expect(text).toMatch(/gleaner_run_pages_processed_total\{run="run-seeded-1"\} \d+/);
  });

  it('serves the pages and static assets with a strict content security policy', async () => {
    for (const path of ['/', `/run/${RUN_ID}`, '/drift', '/file', '/static/app.js', '/static/style.css']) {
      const res = await fetch(new URL(path, dash.url));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
    expect((await fetch(new URL('/static/../server.ts', dash.url))).status).toBe(404);
    expect((await fetch(new URL('/static/server.ts', dash.url))).status).toBe(404);
  });
});
