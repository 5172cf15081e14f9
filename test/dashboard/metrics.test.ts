import { afterEach, describe, expect, it } from 'vitest';
import { Counter, Gauge, Histogram, metrics, Registry, serveMetrics } from '../../shared/metrics/index.ts';

describe('Prometheus exposition', () => {
  it('renders counters, gauges and cumulative histogram buckets with escaped labels', () => {
    const reg = new Registry();
    const c = reg.register(new Counter('t_jobs_total', 'Jobs.'));
    const g = reg.register(new Gauge('t_queue', 'Queue.'));
    const h = reg.register(new Histogram('t_seconds', 'Durations.', [0.1, 1]));
    c.inc({ code: 'ok' });
    c.inc({ code: 'ok' }, 2);
    c.inc({ code: 'say "hi"\\\n' });
    g.set({ state: 'waiting' }, 7);
    h.observe({ format: 'pdf' }, 0.05);
    h.observe({ format: 'pdf' }, 0.5);
    h.observe({ format: 'pdf' }, 5);
    const text = reg.render();
    expect(text).toContain('# TYPE t_jobs_total counter');
    expect(text).toContain('t_jobs_total{code="ok"} 3');
    expect(text).toContain('t_jobs_total{code="say \\"hi\\"\\\\\\n"} 1');
    expect(text).toContain('t_queue{state="waiting"} 7');
    expect(text).toContain('t_seconds_bucket{format="pdf",le="0.1"} 1');
    expect(text).toContain('t_seconds_bucket{format="pdf",le="1"} 2');
    expect(text).toContain('t_seconds_bucket{format="pdf",le="+Inf"} 3');
    expect(text).toContain('t_seconds_sum{format="pdf"} 5.55');
    expect(text).toContain('t_seconds_count{format="pdf"} 3');
    expect(text.endsWith('\n')).toBe(true);
    expect(() => c.inc({}, -1)).toThrow(/cannot decrease/);
    expect(() => reg.register(new Counter('t_jobs_total', 'again'))).toThrow(/twice/);
  });
});

describe('serveMetrics', () => {
  let close: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it('serves the process metrics on /metrics and liveness on /healthz, read-only', async () => {
    const server = await serveMetrics({ port: 0 });
    close = server.close;
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    metrics.jobFinished('pdf', 'ok', 0.3, 12);
    metrics.jobFinished('pdf', 'corrupt', 0.02, null);
    metrics.setQueueCounts({ waiting: 5, active: 2 });
    metrics.setQueueCounts({ waiting: 4 });
    metrics.workerRss(123_456_789);
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('version=0.0.4');
    const text = await res.text();
    expect(text).toContain('gleaner_jobs_total{code="ok",format="pdf"} 1');
    expect(text).toContain('gleaner_jobs_total{code="corrupt",format="pdf"} 1');
    expect(text).toContain('gleaner_job_duration_seconds_count{format="pdf"} 2');
    expect(text).toContain('gleaner_pages_processed_total 12');
    // setQueueCounts replaces the whole set: a state no longer reported disappears.
    expect(text).toContain('gleaner_queue_jobs{state="waiting"} 4');
    expect(text).not.toContain('gleaner_queue_jobs{state="active"}');
    expect(text).toContain('gleaner_worker_rss_bytes 123456789');
    expect(await (await fetch(`${server.url}/healthz`)).text()).toBe('ok\n');
    expect((await fetch(`${server.url}/metrics`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${server.url}/other`)).status).toBe(404);
  });
});
