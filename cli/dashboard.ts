/**
 * `gleaner dashboard [--host H] [--port P] [--token T] [--redis URL] [--dest DEST] [--queue NAME]`
 * Serves the dashboard until SIGINT/SIGTERM. Binds 127.0.0.1 unless told otherwise; any other
 * host needs a token (flag or GLEANER_DASHBOARD_TOKEN). Open the printed URL; with a token, the
 * URL carries it once (`?token=`) and the browser keeps it in a cookie afterwards.
 */
import { parseArgs } from 'node:util';
import { startDashboard } from '../dashboard/server.ts';
import { loadConfig } from '../shared/config/index.ts';
import { UsageError, write } from './args.ts';

/** A fixed default port so the URL stays the same between runs; `--port 0` picks a free one. */
export const DEFAULT_PORT = 7380;

export async function dashboardCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      token: { type: 'string' },
      redis: { type: 'string' },
      dest: { type: 'string' },
      queue: { type: 'string' },
    },
  });
  if (positionals.length) throw new UsageError('dashboard takes no positional arguments');
  const config = loadConfig();
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port must be 0-65535 (got "${values.port}")`);
  const token = values.token ?? config.dashboardToken;
  let dash: Awaited<ReturnType<typeof startDashboard>>;
  try {
    dash = await startDashboard({
      redisUrl: values.redis ?? config.redisUrl,
      host: values.host,
      port,
      token,
      dest: values.dest,
      queueName: values.queue ?? config.queueName,
    });
  } catch (raw) {
    const err = raw as NodeJS.ErrnoException;
    if (err.code === 'EADDRINUSE')
      throw new UsageError(`port ${port} is in use: pass --port 0 for a free one`);
    if (/without a token/.test(err.message)) throw new UsageError(err.message);
    throw raw;
  }
  // Shown once on the terminal of whoever started it; never written to logs.
  const open = token ? `${dash.url}?token=${encodeURIComponent(token)}` : dash.url;
  await write(process.stdout, `gleaner dashboard: ${open}\n(read-only; Ctrl-C to stop)\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  await dash.close();
  return 0;
}
