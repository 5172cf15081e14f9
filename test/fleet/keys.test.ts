/**
 * Output keys: every source key maps to its own output paths (injective), and those paths are
 * safe on a local disk and on S3 (relative, inside DEST, every segment within 255 bytes).
 */
import { isAbsolute, join, relative, sep } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWellFormed, LocalStorage, openStorage, outputKeys } from '../../shared/storage/index.ts';
import * as keys from '../../shared/storage/keys.ts';

/** Longest file name Linux accepts, in bytes. */
const NAME_MAX = 255;
const ROOT = join('/tmp', 'gleaner-keys-dest');
const local = new LocalStorage(ROOT);
const s3 = openStorage('s3://bucket/some/prefix', { s3Endpoint: 'http://127.0.0.1:1' });
const S3_PREFIX = 'some/prefix/';

/** Where each output of a key lands in a local DEST (absolute paths). */
function localPaths(key: string): string[] {
  const o = outputKeys(key, local.maxKeyBytes);
  return [o.text, o.markdown, o.sidecar].map((k) => local.pathFor(k));
}

/** The full S3 object keys of a key's outputs under the destination prefix. */
function s3Keys(key: string): string[] {
  const o = outputKeys(key, s3.maxKeyBytes);
  return [o.text, o.markdown, o.sidecar].map((k) => S3_PREFIX + k);
}

const bytes = (s: string) => Buffer.byteLength(s);

function expectSafeLocal(key: string) {
  for (const p of localPaths(key)) {
    const rel = relative(ROOT, p);
    expect(isAbsolute(rel) || rel === '..' || rel.startsWith(`..${sep}`) || rel === '').toBe(false);
    for (const seg of rel.split(sep)) {
      expect(seg).not.toBe('');
      expect(seg).not.toBe('.');
      expect(seg).not.toBe('..');
      expect(seg).not.toContain('\0');
      expect(bytes(seg)).toBeLessThanOrEqual(NAME_MAX);
    }
  }
}

function expectSafeS3(key: string) {
  for (const k of s3Keys(key)) {
    expect(k.startsWith(S3_PREFIX)).toBe(true);
    expect(isWellFormed(k)).toBe(true);
    expect(bytes(k)).toBeLessThanOrEqual(1024);
    for (const seg of k.slice(S3_PREFIX.length).split('/')) {
      expect(['', '.', '..']).not.toContain(seg);
      expect(seg).not.toMatch(/[\\\0-\x1f\x7f]/);
      expect(bytes(seg)).toBeLessThanOrEqual(NAME_MAX);
    }
  }
}

// Keys built from pieces that stress the mapping: separators, dots, percent forms, controls,
// unicode (including astral and lone surrogates, as non-UTF-8 local names are represented).
const piece = fc.oneof(
  fc.constantFrom('/', '//', '\\', '.', '..', '%', '%00', '%2E', '%2E%2E', '%25', '%5C', '%_', '%u'),
  fc.constantFrom('\0', '\x01', '\x1f', '\x7f', '\u0085', '\udcff', '\ud800', 'é', 'ß', '中文', '😀'),
  fc.constantFrom('.json', '.txt', '.md', '.pdf', '_runs', '.gleaner', 'a', 'b'),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
  fc.string({ minLength: 100, maxLength: 300 }),
);
const key = fc
  .array(piece, { minLength: 1, maxLength: 40 })
  .map((ps) => ps.join(''))
  .filter((k) => k.length > 0 && bytes(k) <= 1024);

describe('output keys', () => {
  it('are distinct for distinct source keys and safe, locally and on S3 (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(key, { minLength: 2, maxLength: 12 }), (ks) => {
        const seenLocal = new Map<string, string>();
        const seenS3 = new Map<string, string>();
        for (const k of ks) {
          expectSafeLocal(k);
          expectSafeS3(k);
          for (const p of localPaths(k)) {
            expect(seenLocal.get(p) ?? k).toBe(k);
            seenLocal.set(p, k);
          }
          for (const p of s3Keys(k)) {
            expect(seenS3.get(p) ?? k).toBe(k);
            seenS3.set(p, k);
          }
        }
      }),
      { numRuns: 250 },
    );
  });

  it('never makes one output a folder of another (a file `x.json` beside a folder `x.json/`)', () => {
    const file = new Set(localPaths('x'));
    for (const p of localPaths('x.json/y')) expect(file.has(p.slice(0, p.lastIndexOf(sep)))).toBe(false);
    // Our own folders in DEST are not reachable from a source key either.
    for (const k of ['_runs/r.json', '.gleaner/logs/x']) {
      const top = relative(ROOT, localPaths(k)[2]).split(sep)[0];
      expect(['_runs', '.gleaner']).not.toContain(top);
    }
    fc.assert(
      fc.property(key, key, (a, b) => {
        const files = new Set(localPaths(a));
        for (const p of localPaths(b)) {
          const parts = p.split(sep);
          for (let i = 1; i < parts.length; i++) expect(files.has(parts.slice(0, i).join(sep))).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('tells apart the keys that used to share an output', () => {
    const colliding = [
      'a\\b.html',
      'a/b.html',
      'x//y.html',
      'x/%00/y.html',
      'a/../b.html',
      'a/%2E%2E/b.html',
      'dot/./z.html',
      'dot/%2E/z.html',
      'back\\slash.html',
      'back/slash.html',
      'nul\0.html',
      'nul%00.html',
    ];
    const sidecars = new Set(colliding.map((k) => local.pathFor(outputKeys(k, local.maxKeyBytes).sidecar)));
    expect(sidecars.size).toBe(colliding.length);
    for (const k of colliding) expectSafeLocal(k);
  });

  it('keeps ordinary names readable and as they were', () => {
    expect(outputKeys('ünïcode dir/file name.pdf').sidecar).toBe('ünïcode dir/file name.pdf.json');
    expect(outputKeys('a/b/c.html').text).toBe('a/b/c.html.txt');
    expect(outputKeys('中文/论文.docx').markdown).toBe('中文/论文.docx.md');
  });

  it('shortens an over-long name with a hash, keeping it unique and its extension', () => {
    const long = `${'n'.repeat(300)}.html`;
    const other = `${'n'.repeat(300)}x.html`;
    const a = outputKeys(long).sidecar;
    const b = outputKeys(other).sidecar;
    expect(a).not.toBe(b);
    expect(bytes(a)).toBeLessThanOrEqual(NAME_MAX);
    expect(a.endsWith('.html.json')).toBe(true);
    // A 240-byte name fits as it is, with room for `.json`.
    const fits = `${'m'.repeat(235)}.html`;
    expect(outputKeys(fits).sidecar).toBe(`${fits}.json`);
  });

  it('reverses the escaping of every key that needed no shortening', () => {
    const decode = (keys as Record<string, unknown>).decodeOutputKey as (k: string) => string | null;
    expect(typeof decode).toBe('function');
    fc.assert(
      fc.property(key, (k) => {
        const base = outputKeys(k).sidecar.slice(0, -'.json'.length);
        const back = decode(base);
        if (back !== null) expect(back).toBe(k);
        else expect(base).toMatch(/%_/);
      }),
      { numRuns: 250 },
    );
  });
});
