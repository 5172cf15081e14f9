/**
 * `gleaner work [--concurrency N]`: a worker process. First SIGTERM/SIGINT drains (in-flight
 * jobs finish, up to GLEANER_DRAIN_MS), the second forces. Metrics on GLEANER_METRICS_PORT.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../shared/config/index.ts';
import { serveMetrics } from '../shared/metrics/index.ts';
import { redactRedisUrl } from '../shared/queue/connection.ts';
import { startWorker } from '../workers/index.ts';
import { createLogger } from '../workers/logger.ts';
import { UsageError } from './args.ts';

export async function workCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { concurrency: { type: 'string', short: 'c' }, log: { type: 'string' } },
  });
  const config = loadConfig();
  if (!config.redisUrl) throw new UsageError('work needs REDIS_URL');
  const concurrency = values.concurrency === undefined ? config.concurrency : Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new UsageError('--concurrency must be an integer >= 1');
  const log = createLogger(config.logLevel, values.log);
  const worker = await startWorker({ config, redisUrl: config.redisUrl, log, concurrency });
  log.info({ redis: redactRedisUrl(config.redisUrl), queue: config.queueName }, 'waiting for jobs');
  const metricsServer =
    config.metricsPort !== undefined
      ? await serveMetrics({ port: config.metricsPort, host: config.metricsHost })
      : null;
  if (metricsServer) log.info({ url: metricsServer.url }, 'metrics');
  let signals = 0;
  const done = new Promise<void>((resolve) => {
    const onSignal = (sig: NodeJS.Signals) => {
      signals++;
      if (signals === 1) {
        log.info({ signal: sig, drainMs: config.drainMs }, 'draining: no new jobs; signal again to force');
        void worker.close().then(resolve);
      } else {
        log.warn({ signal: sig }, 'forcing stop');
        worker.force();
      }
    };
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  });
  await done;
  await metricsServer?.close();
  return 0;
}
