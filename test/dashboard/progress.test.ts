import { describe, expect, it } from 'vitest';
import { computeProgress } from '../../dashboard/progress.ts';
import type { RunRecord } from '../../shared/queue/results.ts';

const run = (state: RunRecord['state'], finished_at: string | null = null): RunRecord => ({
  id: 'r',
  source: 's',
  dest: 'd',
  pipeline_version: 'v',
  state,
  started_at: '2026-12-02T10:00:00.000Z',
  finished_at,
  planned: { total: 100, new: 100, outdated: 0, unchanged: 0, enqueued: 100, by_format: {} },
});
const T0 = Date.parse('2026-12-02T10:00:00.000Z');

describe('computeProgress', () => {
  it('measures docs/s over the recent results up to now and derives the ETA from what remains', () => {
    // 10 results over the last 5 s: 2 docs/s; 40 finished of 100 leaves 60, so 30 s.
    const recent = Array.from({ length: 10 }, (_, i) => T0 + 55_000 + i * 500);
    const p = computeProgress({
      run: run('running'),
      counts: { 'status:ok': 35, 'status:failed': 5 },
      queue: { active: 2, waiting: 50, prioritized: 8 },
      recent,
      now: T0 + 60_000,
    });
    expect(p).toMatchObject({ done: 35, failed: 5, finished: 40, remaining: 60, active: 2, waiting: 58 });
    expect(p.docs_per_s).toBeCloseTo(2, 5);
    expect(p.eta_s).toBeCloseTo(30, 5);
    expect(p.elapsed_s).toBe(60);
  });

  it('shows a stalled run slowing down instead of keeping its last rate', () => {
    const recent = Array.from({ length: 10 }, (_, i) => T0 + 55_000 + i * 500);
    const args = { run: run('running'), counts: { 'status:ok': 40 }, queue: {}, recent };
    const fresh = computeProgress({ ...args, now: T0 + 60_000 });
    const stalled = computeProgress({ ...args, now: T0 + 600_000 });
    expect(stalled.docs_per_s!).toBeLessThan(fresh.docs_per_s! / 50);
  });

  it('reports the overall rate and no ETA once a run has finished', () => {
    const p = computeProgress({
      run: run('finished', '2026-12-02T10:00:50.000Z'),
      counts: { 'status:ok': 90, 'status:failed': 10 },
      queue: {},
      recent: [],
      now: T0 + 3_600_000,
    });
    expect(p.docs_per_s).toBe(2);
    expect(p.eta_s).toBe(0);
    expect(p.fraction).toBe(1);
  });
});
