/**
 * `gleaner report --out DEST` through the real binary, from a destination alone: no Redis
 * anywhere (REDIS_URL pointed at a closed port to prove it is not asked). The destination holds
 * real sidecars from `processDocument` plus a run record like the one `gleaner run` leaves.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../shared/config/index.ts';
import { processDocument } from '../../shared/pipeline/index.ts';
import type { RunSnapshot } from '../../shared/queue/runs.ts';
import { gleaner } from '../helpers/cli.ts';

const RUN = 'r-20261201T100000-abcdef';
/** Nothing listens here: a report that tried Redis would fail. */
const NO_REDIS = { REDIS_URL: 'redis://127.0.0.1:9' };

function write(root: string, key: string, data: string | Uint8Array) {
  mkdirSync(dirname(join(root, key)), { recursive: true });
  writeFileSync(join(root, key), data);
}

describe('gleaner report --out', () => {
  let dest: string;
  beforeAll(async () => {
    dest = mkdtempSync(join(tmpdir(), 'gleaner-report-out-'));
    const inputs: [string, Uint8Array][] = [
      [
        'web/first.html',
        Buffer.from('<html><body><article><h1>First</h1><p>Plain words here.</p></article></body></html>'),
      ],
      [
        'web/second.html',
        Buffer.from('<html><body><article><h1>Second</h1><p>More plain words.</p></article></body></html>'),
      ],
      ['bad/empty.pdf', new Uint8Array(0)],
      // A key that tries to clear the terminal.
      ['bad/evil\u001b[2J.pdf', new Uint8Array(0)],
    ];
    const started = new Date();
    // The defaults, whatever this shell's GLEANER_* say (the pipeline options are config fields).
    const config = loadConfig({});
    for (const [key, bytes] of inputs) {
      const out = await processDocument({ bytes, key }, config);
      write(dest, `${key}.json`, JSON.stringify(out.sidecar));
      if (out.sidecar.status === 'ok') write(dest, `${key}.txt`, out.text);
    }
    const run: RunSnapshot = {
      id: RUN,
      source: '/corpus',
      dest,
      pipeline_version: 'pv-test',
      state: 'finished',
      started_at: new Date(started.getTime() - 1000).toISOString(),
      finished_at: new Date(Date.now() + 1000).toISOString(),
      planned: { total: 4, new: 4, outdated: 0, unchanged: 0, enqueued: 4, by_format: {} },
    };
    write(dest, `_runs/${RUN}.json`, JSON.stringify(run));
  });
  afterAll(() => {
    if (dest) rmSync(dest, { recursive: true, force: true });
  });

  it('lists the runs recorded in the destination', () => {
    const r = gleaner(['report', '--out', dest], { env: NO_REDIS });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`${RUN}\\s+finished\\s+4/4\\s+2\\s`));
  });

  it("prints a run's aggregates and failures from its sidecars, with hostile keys escaped", () => {
    const r = gleaner(['report', '--out', dest, RUN], { env: NO_REDIS });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Run ${RUN}  [finished]`);
    expect(r.stdout).toContain('4/4 finished (100%)   ok 2   failed 2   remaining 0');
    expect(r.stdout).toContain('Failures by code (2)');
    expect(r.stdout).toContain('empty_file — 2');
    expect(r.stdout).toContain('bad/evil\\x1b[2J.pdf');
    expect(r.stdout).not.toContain('\u001b');
    const json = JSON.parse(gleaner(['report', '--out', dest, RUN, '--json'], { env: NO_REDIS }).stdout);
    expect(json.by_format).toEqual([
      expect.objectContaining({ format: 'html', ok: 2, failed: 0 }),
      expect.objectContaining({ format: 'unknown', ok: 0, failed: 2 }),
    ]);
  });

  it('says so when the run or the destination is not there', () => {
    const r = gleaner(['report', '--out', dest, 'r-missing'], { env: NO_REDIS });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no run "r-missing"');
    const gone = gleaner(['report', '--out', join(dest, 'nope')], { env: NO_REDIS });
    expect(gone.code).toBe(2);
    expect(gone.stderr).toContain('cannot read');
  });
});
