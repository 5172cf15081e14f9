/**
 * What the fleet path costs on top of the pipeline itself, for the capacity plan (docs/scaling.md):
 *
 *   node --import tsx infra/measure/fleet.ts [--copies N] > out.json
 *
 * Same PDFs, same run, two ways:
 *  1. in-process: `processDocument` in this process, warm (one untimed pass first);
 *  2. fleet: a private redis-server (free TCP port, never 6379) and an S3 endpoint (fauxqs on
 *     loopback), the corpus uploaded N times under c0/, c1/, …, `gleaner produce`, then one
 *     `gleaner work` (GLEANER_CONCURRENCY=2, parse child processes) until the queue is empty.
 * CPU is user + system time: this process's for (1); for (2) the worker and all its parse children,
 * read with the shell's `times` after the worker exits (children's rusage includes reaped
 * grandchildren). The ratio in-process/fleet CPU per document is the share of a worker's CPU that
 * goes into parsing; the rest is S3 and Redis client work, IPC and child start-up. S3 here is on
 * loopback, so real network latency is not in it (latency costs wall time, not CPU).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Queue } from 'bullmq';
import { startFauxqs } from 'fauxqs';
import { processDocument } from '../../shared/pipeline/index.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { corpusFiles, defaultPipelineOptions } from './common.ts';

/** Give up if the worker has not emptied the queue by then (the corpus takes minutes, not hours). */
const DEADLINE_MS = 30 * 60_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function inProcess(files: Uint8Array[]): Promise<number> {
  const options = defaultPipelineOptions();
  for (const bytes of files) await processDocument({ bytes, key: 'warm.pdf' }, options);
  const cpu0 = process.cpuUsage();
  for (const bytes of files) await processDocument({ bytes, key: 'timed.pdf' }, options);
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / 1e6;
}

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const { values } = parseArgs({ options: { copies: { type: 'string', default: '2' } } });
  const copies = Number(values.copies);
  const root = join(PROJECT_ROOT, '..', 'shared', 'corpus', 'pdf');
  const paths = corpusFiles(root, /\.pdf$/i);
  const bytes = paths.map((p) => new Uint8Array(readFileSync(p)));

  const baselineCpu = await inProcess(bytes);
  const baselineMs = (baselineCpu / bytes.length) * 1000;

  const redisPort = await freePort();
  const redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const s3 = await startFauxqs({ port: 0, host: '127.0.0.1', logger: false });
  const endpoint = `http://127.0.0.1:${s3.port}`;
  const env = {
    ...process.env,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    S3_ENDPOINT: endpoint,
    AWS_ACCESS_KEY_ID: 'measure', // the emulator wants credentials; these are dummies
    AWS_SECRET_ACCESS_KEY: 'measure',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    GLEANER_CONCURRENCY: '2',
    GLEANER_METRICS_PORT: '',
    LOG_LEVEL: 'warn',
  };
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'measure', secretAccessKey: 'measure' },
  });
  const queue = new Queue('gleaner', {
    connection: { host: '127.0.0.1', port: redisPort, maxRetriesPerRequest: null },
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: 'in' }));
    await client.send(new CreateBucketCommand({ Bucket: 'out' }));
    for (let c = 0; c < copies; c++)
      for (const [i, p] of paths.entries())
        await client.send(
          new PutObjectCommand({ Bucket: 'in', Key: `c${c}/${relative(root, p)}`, Body: bytes[i] }),
        );
    const total = copies * paths.length;

    const bin = join(PROJECT_ROOT, 'bin', 'gleaner.mjs');
    const producer = spawn(process.execPath, [bin, 'produce', 's3://in/', '--out', 's3://out/'], {
      env,
      stdio: 'ignore',
    });
    if ((await exited(producer)) !== 0) throw new Error('gleaner produce failed');

    // sh forwards SIGTERM to the worker and, once it has exited, prints children's CPU via `times`.
    const script = `"$0" "$1" work >/dev/null 2>&1 & pid=$!; trap 'kill -TERM $pid' TERM; wait $pid; wait $pid; times`;
    const t0 = performance.now();
    const worker = spawn('/bin/sh', ['-c', script, process.execPath, bin], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    worker.stdout!.on('data', (d) => {
      stdout += d;
    });
    let counts: Record<string, number> = {};
    while (performance.now() - t0 < DEADLINE_MS) {
      counts = await queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'completed', 'failed');
      if ((counts.completed ?? 0) + (counts.failed ?? 0) >= total) break;
      await sleep(500);
    }
    const wallS = (performance.now() - t0) / 1000;
    worker.kill('SIGTERM');
    await exited(worker);
    // `times` prints two lines: the shell's own user/sys, then its children's.
    const child = stdout.trim().split('\n').at(-1)!;
    const secs = [...child.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
    const fleetCpu = secs[0] + secs[1];
    const fleetMs = (fleetCpu / total) * 1000;
    process.stdout.write(
      `${JSON.stringify(
        {
          measured_at: new Date().toISOString(),
          node: process.version,
          documents: { corpus_pdfs: paths.length, copies, total },
          queue_at_end: counts,
          in_process: { cpu_s: +baselineCpu.toFixed(2), cpu_ms_per_doc: +baselineMs.toFixed(1) },
          fleet: {
            wall_s: +wallS.toFixed(1),
            docs_per_s_wall: +(total / wallS).toFixed(2),
            cpu_s: +fleetCpu.toFixed(2),
            cpu_ms_per_doc: +fleetMs.toFixed(1),
          },
          parse_share_of_worker_cpu: +(baselineMs / fleetMs).toFixed(3),
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await queue.close();
    client.destroy();
    await s3.stop();
    redis.kill('SIGTERM');
    await exited(redis);
  }
}

await main();
