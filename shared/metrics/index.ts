/**
 * Process metrics for workers and producers, exposed in Prometheus format by `serveMetrics`.
 * Workers call `metrics.jobFinished` once per terminal outcome and `metrics.workerRss` now and
 * then; the producer calls `metrics.setQueueCounts`. Scrape `http://HOST:PORT/metrics`;
 * `/healthz` answers 200 "ok" for liveness probes. The dashboard serves its own `/metrics`
 * derived from the results index (see dashboard/metrics.ts).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_TYPE, Counter, Gauge, Histogram, Registry } from './registry.ts';

export { CONTENT_TYPE, Counter, Gauge, Histogram, Registry } from './registry.ts';

/**
 * Job duration buckets, seconds. Warm PDFs take ~14 ms/page, so a 10-page paper is ~0.15 s and a
 * 600-page thesis ~8 s; the top buckets catch timeouts (default limit 120 s).
 */
export const DURATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

const registry = new Registry();
const jobs = registry.register(
  new Counter('gleaner_jobs_total', 'Finished jobs by input format and outcome code.'),
);
const durations = registry.register(
  new Histogram('gleaner_job_duration_seconds', 'Job duration by input format.', DURATION_BUCKETS),
);
const pages = registry.register(new Counter('gleaner_pages_processed_total', 'Pages of finished documents.'));
const queue = registry.register(new Gauge('gleaner_queue_jobs', 'Jobs in the queue by state.'));
const rss = registry.register(new Gauge('gleaner_worker_rss_bytes', 'Resident set size of the worker.'));

export const metrics = {
  /** One finished job with its terminal code ('ok' or an ErrorCode). */
  jobFinished(format: string, code: string, seconds: number, pageCount: number | null): void {
    jobs.inc({ format, code });
    durations.observe({ format }, seconds);
    if (pageCount) pages.inc({}, pageCount);
  },
  /** Replace the queue counts (waiting, active, delayed, completed, failed, ...). */
  setQueueCounts(counts: Record<string, number>): void {
    queue.reset();
    for (const [state, n] of Object.entries(counts)) queue.set({ state }, n);
  },
  workerRss(bytes: number): void {
    rss.set({}, bytes);
  },
  /** The current exposition text (what `/metrics` serves). */
  render(): string {
    return registry.render();
  },
};

export interface MetricsServerOptions {
  /** Port; 0 picks a free one. */
  port: number;
  /** @defaultValue '127.0.0.1' (metrics are not secret, but exposing them is a deliberate choice) */
  host?: string;
}

export async function serveMetrics(
  opts: MetricsServerOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
    } else if (path === '/metrics') {
      res
        .writeHead(200, { 'content-type': CONTENT_TYPE })
        .end(req.method === 'HEAD' ? undefined : metrics.render());
    } else if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
    }
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
