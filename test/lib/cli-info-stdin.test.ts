/** `gleaner info FILE` (no extraction) and `gleaner extract -` (standard input, same cap as files). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, gleaner } from '../helpers/cli.ts';

const basic = (name: string) => join(FIXTURES, 'basic', name);

describe('gleaner info', { timeout: 300_000 }, () => {
  it('says what a PDF is without extracting it: pages, text layer, metadata', () => {
    const r = gleaner(['info', basic('sample.pdf'), '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      format: 'pdf',
      pages: 1,
      encrypted: false,
      text_layer: true,
      title: 'A Sample Paper',
      size: readFileSync(basic('sample.pdf')).length,
    });
  });

  it('reports a password-protected PDF as encrypted instead of failing', () => {
    const r = gleaner(['info', basic('encrypted.pdf'), '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      format: 'pdf',
      encrypted: true,
      needs_password: true,
      pages: null,
    });
  });

  it('reads DOCX and HTML titles from their properties and head, with no pages for HTML', () => {
    const docx = JSON.parse(gleaner(['info', basic('sample.docx'), '--json']).stdout);
    expect(docx).toMatchObject({ format: 'docx', title: 'A Sample Paper', authors: ['Ada Lovelace'] });
    const html = JSON.parse(gleaner(['info', basic('sample.html'), '--json']).stdout);
    expect(html).toMatchObject({ format: 'html', title: 'A Sample Paper', pages: null });
  });

  it('prints one field a line by default', () => {
    const r = gleaner(['info', basic('sample.pdf')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('format: pdf\n');
    expect(r.stdout).toContain('pages: 1\n');
  });

  it('refuses bytes it does not recognise like extract does (exit 2, one line, the code)', () => {
    const r = gleaner(['info', basic('random.bin')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/random\.bin: .*\(unsupported_format\)\n$/);
  });
});

describe('gleaner extract -', { timeout: 300_000 }, () => {
  it('reads the document from standard input', () => {
    const r = gleaner(['extract', '-'], { input: readFileSync(basic('sample.html'), 'utf8') });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('A Sample Paper');
  });

  it('stops reading standard input at the size cap (too_large)', () => {
    const r = gleaner(['extract', '-'], { input: 'x'.repeat(5000), env: { GLEANER_MAX_FILE_BYTES: '1000' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^gleaner: -: .*\(too_large\)\n$/);
  });
});
