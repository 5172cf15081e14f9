/**
 * `gleaner extract` limits: whatever path it is given, it reads at most the configured bytes,
 * refuses special files before opening them, reports permission errors as bad input, parses
 * under the same OS memory limit as the fleet's parse children, and prints file names escaped.
 * Every CLI run here has a timeout, so a regression (a FIFO that blocks, /dev/zero read forever)
 * fails the test instead of hanging it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { flateBombPdf, ROTATED_TEXT, rotatedPdf } from '../helpers/hostile-pdf.ts';

const BIN = join(PROJECT_ROOT, 'bin', 'gleaner.mjs');
/** Far above a healthy run on a loaded 2-core machine; only a hang reaches it. */
const HANG_MS = 90_000;
const dir = mkdtempSync(join(tmpdir(), 'gleaner-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function extract(file: string, env: Record<string, string> = {}, prefix: string[] = []) {
  const cmd = [...prefix, process.execPath, BIN, 'extract', file];
  const r = spawnSync(cmd[0], cmd.slice(1), {
    cwd: PROJECT_ROOT,
    input: '',
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: HANG_MS,
    killSignal: 'SIGKILL',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

/** Exit 2, nothing on stdout, exactly one stderr line naming the file, the reason and the code. */
function expectRefused(r: ReturnType<typeof extract>, shownName: string, code: string, reason: RegExp) {
  expect(r.signal, 'the CLI hung and was killed').toBeNull();
  const lines = r.stderr.split('\n').filter(Boolean);
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0].startsWith(`gleaner: ${shownName}: `), lines[0]).toBe(true);
  expect(lines[0]).toMatch(reason);
  expect(lines[0]).toContain(`(${code})`);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
}

describe('gleaner extract: special files and the read cap', () => {
  it('refuses a FIFO without opening it (no writer: an open would block forever)', () => {
    const fifo = join(dir, 'pipe.pdf');
    const mk = spawnSync('mkfifo', [fifo]);
    expect(mk.status).toBe(0);
    expectRefused(extract(fifo), fifo, 'unsupported_format', /is a FIFO \(named pipe\), not a regular file/);
  });

  it('refuses /dev/zero, a device that reports size 0 and never ends', () => {
    const r = extract('/dev/zero', { GLEANER_MAX_FILE_BYTES: '65536' });
    expectRefused(r, '/dev/zero', 'unsupported_format', /is a character device, not a regular file/);
  });

  it('stops reading at the cap when the reported size lies (/proc files report 0)', () => {
    const r = extract('/proc/self/smaps', { GLEANER_MAX_FILE_BYTES: '4096' });
    expectRefused(r, '/proc/self/smaps', 'too_large', /more than 4096 bytes/);
  });

  it('reports a file it may not read as bad input with a code (exit 2, not 1)', () => {
    const locked = join(dir, 'secret.pdf');
    writeFileSync(locked, '%PDF-1.4\n');
    chmodSync(dir, 0o755);
    chmodSync(locked, 0o600);
    const asRoot = process.getuid?.() === 0;
    // Root reads any file: run the CLI as nobody when we are root (setpriv from util-linux).
    const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find(existsSync);
    if (asRoot && !setpriv) return void console.warn('skipped: root without setpriv cannot see EACCES');
    const prefix = asRoot ? [setpriv!, '--reuid=65534', '--regid=65534', '--clear-groups'] : [];
    if (!asRoot) chmodSync(locked, 0o000);
    const r = extract(locked, asRoot ? { HOME: tmpdir() } : {}, prefix);
    expectRefused(r, locked, 'storage_error', /permission denied \(EACCES\)/);
  });
});

describe('gleaner extract: the parse runs under the memory limit', () => {
  it('ends a PDF whose content stream inflates to 4 GiB with out_of_memory, not GBs of RSS', () => {
    const bomb = join(dir, 'bomb.pdf');
    writeFileSync(bomb, flateBombPdf(4096));
    const r = extract(bomb, { GLEANER_MEMORY_MB: '1024', GLEANER_TIMEOUT_MS: String(HANG_MS) });
    expect(r.signal, 'the CLI hung and was killed').toBeNull();
    expect(r.stderr).toMatch(/\((out_of_memory|limits_exceeded)\)\n$/);
    expect(r.code).toBe(2);
  });

  it('still reads a rotated page through the guarded parse', async () => {
    const file = join(dir, 'rotated.pdf');
    writeFileSync(file, await rotatedPdf());
    const r = extract(file);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.replace(/\s+/g, ' ')).toContain(ROTATED_TEXT);
  });
});

describe('gleaner extract: file names in errors are escaped', () => {
  it('prints control characters and newlines in a name as escapes, on one line', () => {
    const name = 'evil\nname\x1b[31m\r.pdf';
    const file = join(dir, name);
    writeFileSync(file, '');
    const r = extract(file);
    expectRefused(r, join(dir, 'evil\\nname\\x1b[31m\\r.pdf'), 'empty_file', /empty file/);
    expect(r.stderr).not.toContain('\x1b');
  });
});
