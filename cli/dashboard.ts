/**
 * `gleaner dashboard [--out DEST] [--host H] [--port P] [--token T] [--redis URL] [--dest DEST] [--queue NAME]`
 * Serves the dashboard until SIGINT/SIGTERM. With `--out DEST` (a folder or s3://bucket/prefix)
 * it reads the run records and sidecars in DEST, indexed once on start, and needs no Redis:
 * the way to look at a `gleaner run` after it ended. Without it, the live results index in Redis.
 * Binds 127.0.0.1 unless told otherwise; any other host needs a token (flag or
 * GLEANER_DASHBOARD_TOKEN). Open the printed URL; with a token, the URL carries it once
 * (`?token=`) and the browser keeps it in a cookie afterwards.
 */
import { parseArgs } from 'node:util';
import { isLoopbackHost } from '../dashboard/auth.ts';
import { openOutSource } from '../dashboard/out-api.ts';
import { startDashboard, storageConfig } from '../dashboard/server.ts';
import type { DashboardSource } from '../dashboard/source.ts';
import { type GleanerConfig, loadConfig } from '../shared/config/index.ts';
import { toError } from '../shared/errors.ts';
import { UsageError, write } from './args.ts';

/** A fixed default port so the URL stays the same between runs; `--port 0` picks a free one. */
export const DEFAULT_PORT = 7380;

/**
 * Index a destination for the dashboard or the report, saying on `progress` what it does (big
 * destinations take a while: about 100,000 local sidecars in tens of seconds on the 2-core machine).
 */
export async function indexDestination(
  dest: string,
  config: GleanerConfig,
  progress: NodeJS.WritableStream,
): Promise<DashboardSource> {
  const { level, footnotes, tables } = config;
  try {
    const source = await openOutSource(dest, storageConfig(config), {
      defaults: { level, footnotes, tables },
      onProgress: (n) => progress.write(`indexing ${dest}: ${n.toLocaleString('en')} sidecars read…\n`),
    });
    const { index } = source;
    progress.write(
      `indexed ${dest}: ${index.runs.length} run${index.runs.length === 1 ? '' : 's'}, ` +
        `${index.files.length.toLocaleString('en')} outputs in ${(index.build_ms / 1000).toFixed(1)} s` +
        `${index.unreadable ? `, ${index.unreadable} unreadable` : ''}${index.truncated ? ' (truncated)' : ''}\n`,
    );
    return source;
  } catch (raw) {
    const err = toError(raw);
    // A missing folder or bucket is the user's to fix: say which, without a stack.
    if (
      (err as { code?: string }).code === 'not_found' ||
      (err as { code?: string }).code === 'storage_error'
    )
      throw new UsageError(`cannot read ${dest}: ${err.message}`);
    throw err;
  }
}

/** `--out` reads the destination alone (dashboard and report): a Redis named beside it would go unread. */
export function refuseRedisWithOut(values: { out?: string; redis?: string; queue?: string }): void {
  if (values.out !== undefined && (values.redis !== undefined || values.queue !== undefined))
    throw new UsageError('--out reads the destination alone: leave out --redis and --queue');
}

export async function dashboardCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      token: { type: 'string' },
      redis: { type: 'string' },
      dest: { type: 'string' },
      queue: { type: 'string' },
    },
  });
  if (positionals.length) throw new UsageError('dashboard takes no positional arguments');
  refuseRedisWithOut(values);
  const config = loadConfig();
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port must be 0-65535 (got "${values.port}")`);
  const token = values.token ?? config.dashboardToken;
  // Refuse a bad bind before spending a long index build on it.
  if (values.host && !isLoopbackHost(values.host) && !token)
    throw new UsageError(
      `refusing to bind ${values.host} without a token: set --token or GLEANER_DASHBOARD_TOKEN`,
    );
  const source =
    values.out === undefined ? undefined : await indexDestination(values.out, config, process.stderr);
  let dash: Awaited<ReturnType<typeof startDashboard>>;
  try {
    dash = await startDashboard({
      source,
      config,
      redisUrl: values.redis ?? config.redisUrl,
      host: values.host,
      port,
      token,
      dest: values.dest,
      queueName: values.queue ?? config.queueName,
    });
  } catch (raw) {
    await source?.close();
    const err = raw as NodeJS.ErrnoException;
    if (err.code === 'EADDRINUSE')
      throw new UsageError(`port ${port} is in use: pass --port 0 for a free one`);
    if (/without a token/.test(err.message)) throw new UsageError(err.message);
    throw raw;
  }
  // Shown once on the terminal of whoever started it; never written to logs.
  const open = token ? `${dash.url}?token=${encodeURIComponent(token)}` : dash.url;
  const what = values.out === undefined ? '' : ` (a snapshot of ${values.out}; restart to re-read it)`;
  await write(process.stdout, `gleaner dashboard: ${open}${what}\n(read-only; Ctrl-C to stop)\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await dash.close();
  return 0;
}
