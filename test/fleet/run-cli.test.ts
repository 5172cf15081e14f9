/**
 * Done-when: `gleaner run` on a local folder of 200 files with no REDIS_URL completes, shows
 * progress and leaves no Redis process behind; without redis-server it says how to install it
 * and exits 2.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFiles } from '../../scripts/demo-corpus.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { LocalStorage } from '../../shared/storage/index.ts';
import { mixedCorpus } from './corpus.ts';
import { readOutputs } from './harness.ts';

const BIN = join(PROJECT_ROOT, 'bin', 'gleaner.mjs');

function gleaner(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => {
      stdout += d;
    });
    p.stderr.on('data', (d) => {
      stderr += d;
    });
    p.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Live redis-server processes whose command line mentions `dir` (read-only lookup). */
function redisProcessesFor(dir: string): string[] {
  const r = spawnSync('pgrep', ['-a', '-f', `redis-server.*${dir}`], { encoding: 'utf8' });
  return r.stdout.split('\n').filter(Boolean);
}

describe('gleaner run (embedded mode)', () => {
  let dir: string;
  const env = { ...process.env };
  delete env.REDIS_URL;
  env.GLEANER_QUEUE = 'embedded-test';
  env.GLEANER_TIMEOUT_MS = '60000';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gleaner-run-'));
    await writeFiles(join(dir, 'in'), await mixedCorpus({ pdf: 10, docx: 10, html: 180 }));
  }, 120_000);
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('processes 200 local files with a private Redis and stops it at the end', async () => {
    const res = await gleaner(['run', join(dir, 'in'), '--out', join(dir, 'out')], env);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/done \d+\/\d+/); // progress lines (not a terminal: plain lines)
    expect(res.stdout).toContain('done 200/200');
    expect(res.stdout).toMatch(/html\s+180\s+0\s+180/);
    const out = await readOutputs(new LocalStorage(join(dir, 'out')));
    expect(out.sidecars.size).toBe(200);
    expect([...out.sidecars.values()].every((s) => s.status === 'ok')).toBe(true);
    // redis-server names its socket in its process title; none may be left for this folder.
    expect(redisProcessesFor(dir)).toEqual([]);
    expect(existsSync(join(dir, 'out', '.gleaner', 'redis', 'appendonlydir'))).toBe(true);
    expect(existsSync(join(dir, 'out', '.gleaner', 'redis', 'redis.sock'))).toBe(false);

    // The same command again: everything unchanged, nothing enqueued, Redis stopped again.
    const again = await gleaner(['run', join(dir, 'in'), '--out', join(dir, 'out')], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('0 new, 0 outdated, 200 unchanged');
    expect(redisProcessesFor(dir)).toEqual([]);
  }, 400_000);

  it('exits 2 with install instructions when redis-server is missing', async () => {
    const res = await gleaner(['run', join(dir, 'in'), '--out', join(dir, 'out2')], {
      ...env,
      PATH: '/nonexistent',
    });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('apt-get install redis-server');
    expect(res.stderr).toContain('brew install redis');
  }, 60_000);
});
