/**
 * `gleaner extract --pdf-password`: the password opens an encrypted PDF; a wrong one fails with
 * exit 2 and the `encrypted` code, and the password appears in no output (stderr, the sidecar).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, gleaner } from '../helpers/cli.ts';

const ENCRYPTED = join(FIXTURES, 'basic', 'encrypted.pdf');
const WRONG = 'wrong-password-c41d';

describe('gleaner extract --pdf-password', () => {
  it('extracts the text of an encrypted PDF with the right password', () => {
    const r = gleaner(['extract', ENCRYPTED, '--pdf-password', 'secret', '--format', 'json']);
    expect(r.code).toBe(0);
    const sidecar = JSON.parse(r.stdout);
    expect(sidecar.status).toBe('ok');
    expect(sidecar.text).toMatch(/results of the study/);
    expect(r.stdout).not.toContain('"secret"');
  });

  it('fails a wrong password as encrypted, saying so, and prints the password nowhere', () => {
    const r = gleaner(['extract', ENCRYPTED, '--pdf-password', WRONG, '--format', 'json']);
    expect(r.code).toBe(2);
    const sidecar = JSON.parse(r.stdout);
    expect(sidecar.error.code).toBe('encrypted');
    expect(sidecar.error.message).toMatch(/password given does not open it/);
    expect(r.stderr).toMatch(/password given does not open it \(encrypted\)/);
    expect(`${r.stdout}${r.stderr}`).not.toContain(WRONG);
  });
});
