/**
 * The destination-backed dashboard source (`--out DEST`): the index built from sidecars and run
 * records, without Redis. Synthetic sidecars carry only the fields the index reads.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregate, type OutSource, openOutSource } from '../../dashboard/out-api.ts';
import { buildOutIndex, readAhead } from '../../dashboard/out-index.ts';
import { pipelineVersion } from '../../shared/pipeline/version.ts';
import type { RunSnapshot } from '../../shared/queue/runs.ts';
import {
  LocalStorage,
  type ObjectInfo,
  outputKeys,
  type ReadOptions,
  type Storage,
} from '../../shared/storage/index.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';

const OPTIONS = { level: 'academic', footnotes: 'end', tables: 'inline' } as const;
const T = (s: number) => new Date(Date.UTC(2026, 11, 1, 10, 0, s)).toISOString();

interface Fake {
  key: string;
  format?: 'pdf' | 'docx' | 'html';
  at: number;
  failed?: string;
  quality?: number;
  fallbacks?: string[];
  version?: string;
  ms?: number;
}

function sidecar(f: Fake): Record<string, unknown> {
  const format = f.format ?? 'pdf';
  return {
    schema: 'gleaner.sidecar/1',
    source: { key: f.key, format, size: 10, sha256: null, etag: null, detected_by: 'magic' },
    status: f.failed ? 'failed' : 'ok',
    error: f.failed ? { code: f.failed, message: `${f.failed} happened to ${f.key}` } : null,
    pipeline: { version: f.version ?? pipelineVersion(format, OPTIONS), stages: {} },
    options: OPTIONS,
    pages: format === 'pdf' ? 3 : null,
    quality: f.failed ? null : { score: f.quality ?? 90, flags: [] },
    fallbacks: f.fallbacks ?? [],
    timings_ms: { total: f.ms ?? 100 },
    created_at: T(f.at),
    // Bulk the index must not keep.
    diagnostics: { pdf: { blob: 'x'.repeat(2000) } },
  };
}

function run(id: string, start: number, end: number | null, extra: Partial<RunSnapshot> = {}): RunSnapshot {
  return {
    id,
    source: '/in',
    dest: '/out',
    pipeline_version: `pv-${id}`,
    state: end === null ? 'running' : 'finished',
    started_at: T(start),
    finished_at: end === null ? null : T(end),
    planned: { total: 4, new: 4, outdated: 0, unchanged: 0, enqueued: 4, by_format: {} },
    ...extra,
  };
}

function write(root: string, key: string, value: unknown) {
  const path = join(root, key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
}

describe('output-folder index', () => {
  let dest: string;
  let source: OutSource;
  const files: Fake[] = [
    // Run 1 (10:00:00-10:00:20): three files, one failed.
    { key: 'a/one.pdf', at: 5, ms: 300, fallbacks: ['pdf.reading_order_inferred'] },
    { key: 'a/two.pdf', at: 6, failed: 'corrupt', ms: 20 },
    { key: 'a/three.docx', format: 'docx', at: 7, version: 'old-version', quality: 42 },
    // Run 2 (10:01:00-, record without counters): two files.
    { key: 'b/four.html', format: 'html', at: 65, ms: 900 },
    { key: 'b/five.pdf', at: 66, failed: 'encrypted' },
    // Written between the runs, by nothing recorded; names that output keys escape or shorten.
    { key: 'c/orphan.pdf', at: 30 },
    { key: 'c/100% sure.pdf', at: 31 },
    { key: `c/${'long name '.repeat(30)}.pdf`, at: 32 },
  ];

  beforeAll(async () => {
    dest = mkdtempSync(join(tmpdir(), 'gleaner-out-index-'));
    for (const f of files) {
      // Stored under the output names the workers use (escaped, long names shortened).
      const out = outputKeys(f.key);
      write(dest, out.sidecar, sidecar(f));
      write(dest, out.text, `text of ${f.key}`);
    }
    // Exact counters from the first run's record win over what the files say.
    write(
      dest,
      '_runs/r-1.json',
      run('r-1', 0, 20, {
        counts: { 'status:ok': 2, 'status:failed': 1, 'code:ok': 2, 'code:corrupt': 1, 'format:pdf:ok': 1 },
        quality_histogram: { '90': 1, '40': 1 },
      }),
    );
    write(dest, '_runs/r-2.json', run('r-2', 60, null));
    write(dest, '_runs/notes.json', { hello: 'not a run' });
    write(dest, 'unrelated.json', { some: 'other tool' });
    write(dest, 'broken.json', '{"schema": "gleaner.sidecar/1", ');
    source = await openOutSource(dest, {}, { defaults: OPTIONS });
  });
  afterAll(() => {
    if (dest) rmSync(dest, { recursive: true, force: true });
  });

  it('lists runs from _runs/ newest first, with counts from the record or the credited files', async () => {
    const { runs } = await source.runs();
    expect(runs.map((r) => [r.id, r.ok, r.failed])).toEqual([
      ['r-2', 1, 1],
      ['r-1', 2, 1],
    ]);
    expect(source.index.ignored).toBe(2); // notes.json and unrelated.json
    expect(source.index.unreadable).toBe(1); // broken.json
  });

  it('credits each sidecar to the run that was open when it was written', () => {
    const credited = Object.fromEntries(
      source.index.files.map((f) => [f.key, f.run < 0 ? null : source.index.runs[f.run].id]),
    );
    expect(credited).toEqual({
      'a/one.pdf': 'r-1',
      'a/two.pdf': 'r-1',
      'a/three.docx': 'r-1',
      'b/four.html': 'r-2',
      'b/five.pdf': 'r-2',
      'c/orphan.pdf': null,
      'c/100% sure.pdf': null,
      [`c/${'long name '.repeat(30)}.pdf`]: null,
    });
  });

  it('keeps only the summary fields of a sidecar, never its bulk', () => {
    const entry = source.index.files.find((f) => f.key === 'a/one.pdf')!;
    expect(Object.keys(entry).sort()).toEqual(
      [
        'code',
        'created',
        'current',
        'duration_ms',
        'fallbacks',
        'format',
        'key',
        'message',
        'pages',
        'pipeline_version',
        'quality',
        'quality_flags',
        'run',
        'status',
      ].sort(),
    );
    expect(JSON.stringify(source.index)).not.toContain('xxxxxxxx');
    expect(entry).toMatchObject({ format: 'pdf', status: 'ok', code: 'ok', duration_ms: 300, pages: 3 });
  });

  it('answers the run page from the record counters and the slowest files from the index', async () => {
    const v = (await source.run('r-1'))!;
    expect(v.progress).toMatchObject({ done: 2, failed: 1, finished: 3, planned: 4, remaining: 1 });
    expect(v.codes).toEqual({ ok: 2, corrupt: 1 });
    expect(v.quality_histogram).toEqual({ '90': 1, '40': 1 });
    expect(v.slowest.map((s) => s.key)).toEqual(['a/one.pdf', 'a/three.docx', 'a/two.pdf']);
    const f = await source.failures('r-1');
    expect(f.groups).toEqual([
      expect.objectContaining({
        code: 'corrupt',
        count: 1,
        files: [expect.objectContaining({ key: 'a/two.pdf', message: 'corrupt happened to a/two.pdf' })],
      }),
    ]);
  });

  it('recomputes the aggregates from the files when the record has none', async () => {
    const v = (await source.run('r-2'))!;
    expect(v.codes).toEqual({ ok: 1, encrypted: 1 });
    expect(v.by_format.map((r) => [r.format, r.ok, r.failed])).toEqual([
      ['html', 1, 0],
      ['pdf', 0, 1],
    ]);
    expect(aggregate([]).counts).toEqual({});
  });

  it('searches a run by part of the key and status', async () => {
    const r = await source.search('r-1', { q: 'T', status: 'ok' });
    expect(r.matches.map((m) => m.key)).toEqual(['a/three.docx']);
    expect(r.scanned).toBe(3);
    expect((await source.search('nope', { q: '' })).matches).toEqual([]);
  });

  it('tells current from outdated outputs by the version this code writes', async () => {
    const { dests, drift } = await source.drift(null);
    expect(dests).toEqual([dest]);
    expect(drift).toMatchObject({
      total: 8,
      outdated: 1,
      unreadable: 1,
      truncated: false,
      run_version: 'pv-r-2',
    });
    expect(drift!.versions.find((v) => v.version === 'old-version')).toMatchObject({
      count: 1,
      current: false,
    });
    // No other folder may be read through the query string; the runs' own name for it is known.
    expect((await source.drift('/etc')).drift).toBeNull();
    expect((await source.drift('/out')).drift?.dest).toBe(dest);
  });

  it('serves a file page from the sidecar and text, with the index summary', async () => {
    const v = (await source.file('r-1', 'a/two.pdf'))!;
    expect(v.text_preview).toBe('text of a/two.pdf');
    expect(v.summary).toMatchObject({ key: 'a/two.pdf', status: 'failed', code: 'corrupt' });
    expect(await source.file('no-such-run', 'a/two.pdf')).toBeNull();
    // Keys whose output names differ from the key: found by the source key the page links with.
    for (const key of ['c/100% sure.pdf', `c/${'long name '.repeat(30)}.pdf`]) {
      expect(outputKeys(key).sidecar).not.toBe(`${key}.json`);
      const f = (await source.file(null, key))!;
      expect(f.problem).toBeNull();
      expect(f.text_preview).toBe(`text of ${key}`);
      expect(f.summary?.key).toBe(key);
    }
  });

  it('exports per-run metrics without a queue', async () => {
    const text = await source.metrics();
    expect(text).toContain('gleaner_run_outcomes_total{code="corrupt",run="r-1"} 1');
    expect(text).toContain('gleaner_run_outcomes_total{code="encrypted",run="r-2"} 1');
  });
});

describe('output-folder index resources', () => {
  it('never has more sidecar reads in flight than its concurrency', async () => {
    let inFlight = 0;
    let most = 0;
    const body = new TextEncoder().encode(JSON.stringify(sidecar({ key: 'k', at: 1 })));
    const storage: Storage = {
      url: 'mem://x',
      async *list(opts) {
        if (opts?.prefix) return;
        for (let i = 0; i < 200; i++) yield { key: `k${i}.json`, size: body.length, etag: '' } as ObjectInfo;
      },
      async read(_key: string, _o: ReadOptions) {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 1));
        inFlight--;
        return body;
      },
      readIfExists: async () => null,
      write: async () => {},
    };
    const index = await buildOutIndex(storage, { concurrency: 4 });
    expect(index.files).toHaveLength(200);
    expect(most).toBe(4);
  });

  it('stops at its file cap and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gleaner-out-cap-'));
    try {
      for (let i = 0; i < 5; i++) write(dir, `f${i}.pdf.json`, sidecar({ key: `f${i}.pdf`, at: 1 }));
      const index = await buildOutIndex(new LocalStorage(dir), { maxFiles: 3 });
      expect(index.truncated).toBe(true);
      expect(index.files).toHaveLength(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('listing read ahead', () => {
  it('yields every item in order, never more than its bound ahead of the consumer', async () => {
    let produced = 0;
    let consumed = 0;
    let mostAhead = 0;
    async function* source() {
      for (let i = 0; i < 100; i++) {
        produced++;
        mostAhead = Math.max(mostAhead, produced - consumed);
        yield i;
        await new Promise((r) => setImmediate(r));
      }
    }
    const seen: number[] = [];
    for await (const x of readAhead(source(), 5)) {
      consumed++;
      seen.push(x);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(seen).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(mostAhead).toBeLessThanOrEqual(6);
    expect(mostAhead).toBeGreaterThan(1);
  });

  it('passes a listing error on and ends the listing when the consumer stops early', async () => {
    async function* failing() {
      yield 1;
      throw new Error('listing broke');
    }
    const got: number[] = [];
    await expect(
      (async () => {
        for await (const x of readAhead(failing(), 4)) got.push(x);
      })(),
    ).rejects.toThrow('listing broke');
    expect(got).toEqual([1]);
    let closed = false;
    async function* endless() {
      try {
        for (let i = 0; ; i++) yield i;
      } finally {
        closed = true;
      }
    }
    for await (const x of readAhead(endless(), 3)) if (x === 10) break;
    expect(closed).toBe(true);
  });
});

describe('output-folder index on S3', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
    await s3.createBucket('outs');
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it('reads run records under _runs/ and sidecars under the prefix', async () => {
    const prefix = 'team/corpus-out';
    await s3.put('outs', `${prefix}/_runs/r-9.json`, JSON.stringify(run('r-9', 0, 20)));
    await s3.put('outs', `${prefix}/p/x.pdf.json`, JSON.stringify(sidecar({ key: 'p/x.pdf', at: 3 })));
    await s3.put('outs', `${prefix}/p/x.pdf.txt`, 'text of x');
    // Outside the prefix: not this destination.
    await s3.put('outs', 'elsewhere/_runs/r-0.json', JSON.stringify(run('r-0', 0, 20)));
    const source = await openOutSource(`s3://outs/${prefix}`, {
      s3Endpoint: s3.endpoint,
      s3Region: 'us-east-1',
    });
    expect(source.index.runs.map((r) => r.id)).toEqual(['r-9']);
    expect(source.index.files.map((f) => [f.key, f.run])).toEqual([['p/x.pdf', 0]]);
    const v = (await source.file('r-9', 'p/x.pdf'))!;
    expect(v.text_preview).toBe('text of x');
  });
});
