/** Storage: safe keys, capped streaming reads, atomic writes, S3 listing across pages. */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideFromSidecar } from '../../producer/index.ts';
import { GleanerError } from '../../shared/errors.ts';
import { LocalStorage, openStorage, outputBase } from '../../shared/storage/index.ts';
import { startS3, type TestS3 } from '../helpers/s3.ts';
import { PIPELINE } from './harness.ts';

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'no error';
  } catch (err) {
    return err instanceof GleanerError ? err.code : `not a GleanerError: ${err}`;
  }
}

describe('output keys', () => {
  it('escapes `..`, `.` and empty segments instead of resolving them', () => {
    expect(outputBase('a/../../etc/passwd')).toBe('a/%2E%2E/%2E%2E/etc/passwd');
    expect(outputBase('/abs//x/./y')).toBe('%/abs/%/x/%2E/y');
    expect(outputBase('ünïcode dir/file name.pdf')).toBe('ünïcode dir/file name.pdf');
    // A backslash is part of a name, not a separator.
    expect(outputBase('a\\..\\b')).toBe('a%5C..%5Cb');
  });
});

describe('local storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'gleaner-store-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('never writes outside its root, whatever the key', async () => {
    const store = new LocalStorage(join(root, 'out'));
    await store.write('in/side.txt', 'x');
    // Keys that name no file under the root are refused (output keys never look like this).
    expect(await codeOf(store.write('../../escape.txt', 'x'))).toBe('storage_error');
    expect(await codeOf(store.write('/etc/evil.txt', 'x'))).toBe('storage_error');
    expect(await codeOf(store.read('../../escape.txt', { maxBytes: 10 }))).toBe('not_found');
    expect(await readdir(root)).toEqual(['out']);
  });

  it('refuses files over the cap, and reports missing ones as not_found', async () => {
    const store = new LocalStorage(root);
    await writeFile(join(root, 'big.bin'), Buffer.alloc(2048));
    expect(await codeOf(store.read('big.bin', { maxBytes: 1024 }))).toBe('too_large');
    expect((await store.read('big.bin', { maxBytes: 4096 })).length).toBe(2048);
    expect(await codeOf(store.read('nope.pdf', { maxBytes: 10 }))).toBe('not_found');
    expect(await store.readIfExists('nope.pdf', { maxBytes: 10 })).toBeNull();
  });

  it('lists files recursively with keys relative to the root, skipping run records', async () => {
    const store = new LocalStorage(join(root, 'tree'));
    await store.write('a/b/c.pdf', 'x');
    await store.write('_runs/r.json', '{}');
    await store.write('top.html', 'y');
    const keys: string[] = [];
    for await (const o of store.list()) keys.push(o.key);
    expect(keys.sort()).toEqual(['a/b/c.pdf', 'top.html']);
  });
});

describe('producer decisions from a sidecar', () => {
  const obj = { key: 'a.pdf', size: 10, etag: 'e1' };
  const sidecar = (patch: Record<string, unknown>) =>
    new TextEncoder().encode(
      JSON.stringify({
        status: 'ok',
        error: null,
        source: { etag: 'e1', size: 10, format: 'unknown' },
        pipeline: { version: 'x' },
        ...patch,
      }),
    );
  it('tells new, outdated and unchanged apart', async () => {
    const { pipelineVersion } = await import('../../shared/pipeline/index.ts');
    const current = { version: pipelineVersion('unknown', PIPELINE) };
    expect(decideFromSidecar(obj, null, PIPELINE)).toBe('new');
    expect(decideFromSidecar(obj, sidecar({ pipeline: current }), PIPELINE)).toBe('unchanged');
    expect(decideFromSidecar(obj, sidecar({}), PIPELINE)).toBe('outdated');
    expect(decideFromSidecar({ ...obj, etag: 'e2' }, sidecar({ pipeline: current }), PIPELINE)).toBe(
      'outdated',
    );
    expect(decideFromSidecar({ ...obj, size: 11 }, sidecar({ pipeline: current }), PIPELINE)).toBe(
      'outdated',
    );
    // A transient failure is worth another go; a permanent one is not.
    const failed = (code: string) => sidecar({ pipeline: current, status: 'failed', error: { code } });
    expect(decideFromSidecar(obj, failed('storage_error'), PIPELINE)).toBe('outdated');
    expect(decideFromSidecar(obj, failed('corrupt'), PIPELINE)).toBe('unchanged');
    expect(decideFromSidecar(obj, new TextEncoder().encode('{torn'), PIPELINE)).toBe('outdated');
  });
});

describe('S3 storage', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
    await s3.createBucket('paged');
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it('lists more than one page of keys under a prefix', async () => {
    const n = 1005; // ListObjectsV2 pages hold 1000
    for (let i = 0; i < n; i += 50)
      await Promise.all(
        Array.from({ length: Math.min(50, n - i) }, (_, j) => s3.put('paged', `p/k ${i + j}.pdf`, 'x')),
      );
    await s3.put('paged', 'other/outside.pdf', 'x');
    const store = openStorage('s3://paged/p', { s3Endpoint: s3.endpoint });
    const keys = new Set<string>();
    for await (const o of store.list()) keys.add(o.key);
    expect(keys.size).toBe(n);
    expect(keys.has('k 1004.pdf')).toBe(true);
  }, 120_000);

  it('reads with a cap and maps a missing key to not_found', async () => {
    const store = openStorage('s3://paged/r', { s3Endpoint: s3.endpoint });
    await store.write('doc.pdf', Buffer.alloc(5000, 1));
    expect((await store.read('doc.pdf', { maxBytes: 5000 })).length).toBe(5000);
    expect(await codeOf(store.read('doc.pdf', { maxBytes: 4999 }))).toBe('too_large');
    expect(await codeOf(store.read('missing.pdf', { maxBytes: 10 }))).toBe('not_found');
  });

  it("reports an object's Content-Type to the reader (HTML charsets come from it)", async () => {
    const store = openStorage('s3://paged/ct', { s3Endpoint: s3.endpoint });
    await store.write('ru.html', '<p>x</p>', 'text/html; charset=koi8-r');
    const info = { contentType: null as string | null };
    await store.read('ru.html', { maxBytes: 100, info });
    expect(info.contentType).toBe('text/html; charset=koi8-r');
  });
});
