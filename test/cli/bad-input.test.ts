import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, gleaner } from '../helpers/cli.ts';

const basic = (name: string) => join(FIXTURES, 'basic', name);

/** Each bad input: exit 2, exactly one line on stderr naming the file, the reason and the code. */
const CASES: { name: string; path: string; code: string; reason: RegExp }[] = [
  { name: 'an empty file', path: basic('empty.pdf'), code: 'empty_file', reason: /empty file/ },
  {
    name: 'a truncated PDF',
    path: basic('truncated.pdf'),
    code: 'corrupt',
    reason: /corrupt or truncated PDF/,
  },
  { name: 'an encrypted PDF', path: basic('encrypted.pdf'), code: 'encrypted', reason: /encrypted PDF/ },
  {
    name: 'an OLE file renamed .docx',
    path: basic('legacy-word.docx'),
    code: 'legacy_doc',
    reason: /legacy OLE2/,
  },
  {
    name: 'a zip that is not a DOCX',
    path: basic('not-a-docx.docx'),
    code: 'zip_not_docx',
    reason: /no word\/document\.xml/,
  },
  {
    name: 'random bytes',
    path: basic('random.bin'),
    code: 'unsupported_format',
    reason: /not a PDF, DOCX or HTML/,
  },
  { name: 'a directory', path: basic(''), code: 'is_directory', reason: /is a directory/ },
  { name: 'a missing path', path: basic('does-not-exist.pdf'), code: 'not_found', reason: /no such file/ },
];

describe('gleaner extract on bad input', () => {
  for (const c of CASES) {
    it(`refuses ${c.name} with exit 2 and one line naming the file`, () => {
      const r = gleaner(['extract', c.path]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      const lines = r.stderr.split('\n').filter(Boolean);
      expect(lines).toHaveLength(1);
      expect(lines[0].startsWith(`gleaner: ${c.path}: `)).toBe(true);
      expect(lines[0]).toMatch(c.reason);
      expect(lines[0]).toContain(`(${c.code})`);
      expect(lines[0]).not.toMatch(/\bat .*\.ts:\d+/); // no stack trace
    });
  }

  it('prints a failed sidecar with the code on --format json and still exits 2', () => {
    const r = gleaner(['extract', basic('encrypted.pdf'), '--format', 'json']);
    expect(r.code).toBe(2);
    const sidecar = JSON.parse(r.stdout);
    expect(sidecar.status).toBe('failed');
    expect(sidecar.error.code).toBe('encrypted');
    expect(sidecar.source.format).toBe('pdf');
  });

  it('rejects an unknown option value as a usage error (exit 2)', () => {
    const r = gleaner(['extract', basic('sample.html'), '--level', 'extreme']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--level must be one of none, standard, academic/);
  });

  it('rejects an unknown command (exit 2)', () => {
    expect(gleaner(['frobnicate']).code).toBe(2);
  });
});
