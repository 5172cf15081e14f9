#!/usr/bin/env node
// Container health probe, plain JavaScript so it starts in ~50 ms without tsx.
//   node infra/healthcheck.mjs            GET http://127.0.0.1:$GLEANER_METRICS_PORT/healthz, expect 200
//   node infra/healthcheck.mjs URL        GET URL, expect 200
//   node infra/healthcheck.mjs --alive URL  any HTTP answer below 500 counts (e.g. a 401 from the
//                                           token-protected dashboard still proves it is serving)
// Probes run inside the container and hit loopback, so they work while the metrics server binds
// 127.0.0.1 (its default). Exit 0 healthy, 1 not. Without a URL or GLEANER_METRICS_PORT there is
// nothing to check (a one-shot producer): exit 0.

/** Short enough to stay inside Docker's/Kubernetes' probe timeout (5 s) with room to spare. */
const TIMEOUT_MS = 3000;

const args = process.argv.slice(2);
const alive = args[0] === '--alive';
if (alive) args.shift();
const port = process.env.GLEANER_METRICS_PORT;
const url = args[0] ?? (port ? `http://127.0.0.1:${port}/healthz` : null);
if (!url) process.exit(0);

try {
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'manual' });
  const ok = alive ? res.status < 500 : res.status === 200;
  if (!ok) process.stderr.write(`healthcheck: ${url} answered ${res.status}\n`);
  process.exit(ok ? 0 : 1);
} catch (err) {
  process.stderr.write(`healthcheck: ${url}: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
}
