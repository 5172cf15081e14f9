/** Runs the real `gleaner` binary (bin/gleaner.mjs) as a user would. */
import { spawnSync } from 'node:child_process';
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

export const FIXTURES = join(PROJECT_ROOT, 'test', 'fixtures');
