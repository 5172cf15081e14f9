/** `gleaner report` against a seeded run in a private redis-server, through the real binary. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRuns, safe } from '../../cli/report.ts';
import { DashboardApi } from '../../dashboard/api.ts';
import { queueCounts } from '../../dashboard/queue.ts';
import { gleaner } from '../helpers/cli.ts';
import { hasRedisServer, startRedis, type TestRedis } from './redis-server.ts';
import { RUN_ID, seedRun } from './seed.ts';

const present = hasRedisServer();
if (!present) process.stderr.write('SKIPPED (redis-server not installed): gleaner report\n');

describe('report output hygiene', () => {
  it('escapes control characters from hostile keys so they cannot drive the terminal', () => {
    expect(safe('a\u001b[2Jb\nc\u009bd')).toBe('a\\x1b[2Jb\\nc\\x9bd');
    expect(safe('ordinary/ünïcode key.pdf')).toBe('ordinary/ünïcode key.pdf');
  });
});

describe.skipIf(!present)('gleaner report', () => {
  let redis: TestRedis;
  let dest: string;
  beforeAll(async () => {
    redis = await startRedis();
    dest = mkdtempSync(join(tmpdir(), 'gleaner-dash-dest-'));
    await seedRun(redis.client, dest);
    // A key that tries to clear the screen.
    await redis.client.hset(`gleaner:run:${RUN_ID}:counts`, 'fallback:evil\u001b[2J', 1);
  });
  afterAll(async () => {
    await redis?.stop();
    if (dest) rmSync(dest, { recursive: true, force: true });
  });

  it('prints the run aggregates: progress, formats, codes, failures with messages, slowest', () => {
    const r = gleaner(['report', RUN_ID, '--redis', redis.url]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Run ${RUN_ID}  [finished]`);
    expect(r.stdout).toContain('11/12 finished (92%)   ok 8   failed 3   remaining 1');
    expect(r.stdout).toMatch(/pdf\s+5\s+2\s+0\.24 s/);
    expect(r.stdout).toContain('ok 8, corrupt 2, encrypted 1');
    expect(r.stdout).toContain('Failures by code (3)');
    expect(r.stdout).toContain('bad/broken.pdf  [pdf]  PDF structure damaged: no xref table');
    expect(r.stdout).toContain('pdf.reading_order_inferred  6');
    expect(r.stdout).toContain('evil\\x1b[2J');
    expect(r.stdout).not.toContain('\u001b');
  });

  it('lists runs when no RUN is given', async () => {
    // In-process (the binary is exercised above): each spawn costs seconds of tsx start-up here.
    const queue = queueCounts(redis.client, 'report-test');
    try {
      const { runs } = await new DashboardApi(redis.client, queue, undefined).runs();
      expect(formatRuns(runs)).toMatch(new RegExp(`${RUN_ID}\\s+finished\\s+11/12\\s+3\\s`));
    } finally {
      await queue.close();
    }
  });
});
