/**
 * `gleaner dashboard`: a read-only HTTP server over a DashboardSource — the live results index
 * and queue in Redis, or a destination's run records and sidecars (`--out`). Binds 127.0.0.1 by default; refuses another host unless a token is set; with a token
 * every request must carry it (see auth.ts). Pages are static files in ./static that fetch the
 * JSON API and draw with the DOM (textContent only) and inline SVG: no CDN, no framework.
 */
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { type GleanerConfig, loadConfig } from '../shared/config/index.ts';
import { toError } from '../shared/errors.ts';
import { CONTENT_TYPE } from '../shared/metrics/index.ts';
import type { StorageConfig } from '../shared/storage/index.ts';
import { DashboardApi } from './api.ts';
import { authorize, isLoopbackHost } from './auth.ts';
import { queueCounts } from './queue.ts';
import type { DashboardSource } from './source.ts';

export interface DashboardOptions {
  /** What to serve, ready made (e.g. an OutSource over a destination); closed by `close()`. @defaultValue the Redis results index */
  source?: DashboardSource;
  /** Configuration, read once by the caller. @defaultValue loadConfig() */
  config?: GleanerConfig;
  /** Used when neither `source` nor `redis` is given. @defaultValue config REDIS_URL, else redis://127.0.0.1:6379 */
  redisUrl?: string;
  /** An existing client (not closed by `close()`). */
  redis?: Redis;
  /** @defaultValue '127.0.0.1'; any non-loopback host requires `token` */
  host?: string;
  /** 0 picks a free port. @defaultValue 0 */
  port?: number;
  /** Required on every request when set. */
  token?: string;
  /** Destination shown when a run does not name one (file page, version drift). */
  dest?: string;
  /** BullMQ queue whose counts are shown. @defaultValue config queueName ('gleaner') */
  queueName?: string;
  /** S3 endpoint settings for s3:// destinations. @defaultValue from config (S3_ENDPOINT, AWS_REGION, ...) */
  s3?: StorageConfig;
}

const STATIC_DIR = join(dirname(fileURLToPath(import.meta.url)), 'static');
/** The only files served: a fixed list read once, so no request path ever reaches the file system. */
const STATIC_FILES: Record<string, string> = {
  'index.html': 'text/html; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
  'charts.js': 'text/javascript; charset=utf-8',
  'dom.js': 'text/javascript; charset=utf-8',
  'run.js': 'text/javascript; charset=utf-8',
  'file.js': 'text/javascript; charset=utf-8',
  'style.css': 'text/css; charset=utf-8',
};
/** Longest a request may take: a Redis outage (the client passed in may retry forever) or a big drift scan, which keeps running and is cached for the next poll. */
const REQUEST_TIMEOUT_MS = 20_000;
const PAGE_PATHS = /^\/(|runs|run\/[^/]+|drift|file)$/;

const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/** The S3 settings of a configuration (endpoint, path style, region; credentials stay with the SDK). */
export function storageConfig(config: GleanerConfig): StorageConfig {
  return {
    s3Endpoint: config.s3Endpoint,
    s3ForcePathStyle: config.s3ForcePathStyle,
    s3Region: config.s3Region,
  };
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startDashboard(
  opts: DashboardOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const host = opts.host ?? '127.0.0.1';
  if (!isLoopbackHost(host) && !opts.token) {
    throw new Error(`refusing to bind ${host} without a token: set --token or GLEANER_DASHBOARD_TOKEN`);
  }
  const config = opts.config ?? loadConfig();
  const ownRedis = !opts.source && !opts.redis;
  const redis = opts.source
    ? null
    : (opts.redis ?? openRedis(opts.redisUrl ?? config.redisUrl ?? 'redis://127.0.0.1:6379'));
  // Without a listener ioredis prints connection errors itself; requests report them as 500s.
  if (ownRedis) redis?.on('error', () => {});
  const s3 = opts.s3 ?? storageConfig(config);
  const { level, footnotes, tables } = config;
  const api: DashboardSource =
    opts.source ??
    new DashboardApi(redis!, queueCounts(redis!, opts.queueName ?? config.queueName), opts.dest, s3, {
      level,
      footnotes,
      tables,
    });
  const files = new Map(
    Object.entries(STATIC_FILES).map(([name, type]) => [
      name,
      { type, body: readFileSync(join(STATIC_DIR, name)) },
    ]),
  );

  const route = async (res: ServerResponse, url: URL): Promise<void> => {
    const path = url.pathname;
    const q = (name: string) => url.searchParams.get(name);
    if (path === '/healthz') return send(res, 200, 'text/plain', 'ok\n');
    if (path === '/metrics') return send(res, 200, CONTENT_TYPE, await api.metrics());
    if (PAGE_PATHS.test(path)) return sendStatic(res, files, 'index.html');
    if (path.startsWith('/static/')) return sendStatic(res, files, path.slice('/static/'.length));
    if (path === '/api/runs') return json(res, await api.runs());
    let m = /^\/api\/runs\/([^/]+)(?:\/(failures|results|search))?$/.exec(path);
    if (m) {
      const id = decodeURIComponent(m[1]);
      if (m[2] === 'failures') return json(res, await api.failures(id));
      if (m[2] === 'search') {
        const status = q('status');
        return json(
          res,
          await api.search(id, {
            q: (q('q') ?? '').slice(0, 500),
            status: status === 'ok' || status === 'failed' ? status : undefined,
            code: q('code') || undefined,
          }),
        );
      }
      if (m[2] === 'results') {
        const status = q('status');
        return json(
          res,
          await api.results(id, {
            before: q('before') ?? undefined,
            status: status === 'ok' || status === 'failed' ? status : undefined,
            count: Math.min(500, Math.max(1, Number(q('count') ?? 100) || 100)),
          }),
        );
      }
      const view = await api.run(id);
      if (!view) throw new HttpError(404, 'no such run');
      return json(res, view);
    }
    if (path === '/api/drift') return json(res, await api.drift(q('dest')));
    m = /^\/api\/file$/.exec(path);
    if (m) {
      const key = q('key');
      if (!key) throw new HttpError(400, 'key is required');
      const view = await api.file(q('run'), key);
      if (!view) throw new HttpError(404, 'no such run, or no destination to read from');
      return json(res, view);
    }
    throw new HttpError(404, 'not found');
  };

  const server = createServer((req, res) => {
    for (const [h, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(h, v);
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://dashboard.invalid');
    } catch {
      return send(res, 400, 'text/plain', 'bad request\n');
    }
    const auth = authorize(req, url, opts.token);
    if (auth.ok === 'redirect') {
      res
        .writeHead(303, { location: auth.location, 'set-cookie': auth.cookie, 'cache-control': 'no-store' })
        .end();
      return;
    }
    if (!auth.ok) return send(res, auth.status, 'text/plain', `${auth.reason}\n`);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return send(res, 405, 'text/plain', 'read-only\n');
    }
    // Late answers are dropped by send() once the timeout has answered.
    const timer = setTimeout(
      () =>
        json(
          res,
          { error: 'timed out: Redis not answering, or a long scan still running (retry shortly)' },
          503,
        ),
      REQUEST_TIMEOUT_MS,
    );
    timer.unref();
    route(res, url)
      .finally(() => clearTimeout(timer))
      .catch((raw) => {
        const err = toError(raw);
        // Messages only (never stacks or connection strings): the page shows them to the user.
        if (err instanceof HttpError) json(res, { error: err.message }, err.status);
        else if (err instanceof URIError) json(res, { error: 'malformed URL encoding' }, 400);
        else if (isRedisDown(err)) json(res, { error: 'Redis is not reachable' }, 503);
        else json(res, { error: 'internal error' }, 500);
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}/`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await api.close();
      if (ownRedis) redis?.disconnect();
    },
  };
}

/** `redis://…`, `rediss://…`, or a unix socket (`unix:///path/redis.sock`, as embedded runs use). */
function openRedis(url: string): Redis {
  // A read-only page should say "Redis unreachable" quickly rather than queue commands forever.
  const options = { maxRetriesPerRequest: 1 };
  if (url.startsWith('unix://')) return new Redis({ ...options, path: url.slice('unix://'.length) });
  if (url.startsWith('/')) return new Redis({ ...options, path: url });
  return new Redis(url, options);
}

/** ioredis gives up on a command with MaxRetriesPerRequestError when the server cannot be reached. */
function isRedisDown(err: Error): boolean {
  return err.name === 'MaxRetriesPerRequestError' || /ECONNREFUSED|Connection is closed/.test(err.message);
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  if (res.headersSent) return;
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

function json(res: ServerResponse, value: unknown, status = 200): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));
}

function sendStatic(
  res: ServerResponse,
  files: Map<string, { type: string; body: Buffer }>,
  name: string,
): void {
  const file = files.get(name);
  if (!file) throw new HttpError(404, 'not found');
  send(res, 200, file.type, file.body);
}
