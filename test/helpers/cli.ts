/** Runs the real `gleaner` binary (bin/gleaner.mjs) as a user would. */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../shared/receipt.ts';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function gleaner(
  args: string[],
  opts: { input?: string; env?: Record<string, string> } = {},
): CliResult {
  const r = spawnSync(process.execPath, [join(PROJECT_ROOT, 'bin', 'gleaner.mjs'), ...args], {
    cwd: PROJECT_ROOT,
    input: opts.input ?? '',
    encoding: 'utf8',
    env: { ...process.env, ...opts.env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * The same, asynchronously: for tests whose own process must keep serving while the command
 * runs (a local HTTP server it fetches from), or that run long commands (`gleaner run`).
 * `env` replaces the environment (pass `{ ...process.env, … }` to extend it).
 */
export function gleanerAsync(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'bin', 'gleaner.mjs'), ...args], {
      cwd: PROJECT_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export const FIXTURES = join(PROJECT_ROOT, 'test', 'fixtures');
