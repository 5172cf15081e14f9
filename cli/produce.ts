/** `gleaner produce SOURCE --out DEST [--dry-run] [--force] [--types pdf,docx,html] ...` */
import { parseArgs } from 'node:util';
import { DEFAULT_TYPES, produce, skippedLine } from '../producer/index.ts';
import { type GleanerConfig, loadConfig } from '../shared/config/index.ts';
import type { PipelineOptions } from '../shared/pipeline/index.ts';
import { connect } from '../shared/queue/connection.ts';
import { UsageError, write } from './args.ts';
import { CHUNK_FLAGS, outputFlags, PROCESSING_FLAGS, processingFlags } from './flags.ts';

/** Flags shared by produce and run. */
export const PIPELINE_FLAGS = {
  ...PROCESSING_FLAGS,
  ...CHUNK_FLAGS,
  out: { type: 'string', short: 'o' },
  outputs: { type: 'string' },
  markdown: { type: 'boolean' },
  types: { type: 'string' },
  force: { type: 'boolean' },
} as const;

/**
 * The job's pipeline options: the processing settings, and the output set with its chunk
 * options, all of which enter the pipeline version (a non-default output set only).
 */
export function pipelineFrom(
  values: Record<string, string | boolean | undefined>,
  config: GleanerConfig,
): PipelineOptions {
  return { ...processingFlags(values, config), ...outputFlags(values) };
}

/** `--types pdf,html` → ['pdf','html']; `--types all` → null (every file). */
export function typesFrom(raw: string | undefined): string[] | null {
  if (raw === undefined) return DEFAULT_TYPES;
  if (raw === 'all') return null;
  return raw
    .split(',')
    .map((t) => t.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean);
}

export function sourceAndDest(positionals: string[], out: string | undefined, cmd: string): [string, string] {
  if (positionals.length !== 1) throw new UsageError(`${cmd} needs exactly one SOURCE`);
  if (!out) throw new UsageError(`${cmd} needs --out DEST`);
  return [positionals[0], out];
}

export async function produceCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { ...PIPELINE_FLAGS, 'dry-run': { type: 'boolean' }, json: { type: 'boolean' } },
  });
  const config = loadConfig();
  const [source, dest] = sourceAndDest(positionals, values.out, 'produce');
  const dryRun = Boolean(values['dry-run']);
  if (!dryRun && !config.redisUrl)
    throw new UsageError('produce needs REDIS_URL (or use --dry-run, or `gleaner run`)');
  const redis = dryRun ? undefined : connect(config.redisUrl!);
  try {
    const plan = await produce({
      source,
      dest,
      redis,
      queueName: config.queueName,
      attempts: config.attempts,
      pipeline: pipelineFrom(values, config),
      markdown: Boolean(values.markdown),
      types: typesFrom(values.types),
      maxFileBytes: config.maxFileBytes,
      force: Boolean(values.force),
      dryRun,
      storage: config,
    });
    if (values.json) {
      await write(process.stdout, `${JSON.stringify(plan, null, 2)}\n`);
      return 0;
    }
    const lines = [
      `${dryRun ? 'plan (dry run, nothing enqueued)' : `run ${plan.runId}`}: ${plan.total} files (${plan.filtered} filtered out)`,
      `pipeline version ${plan.pipeline_version}`,
    ];
    for (const d of ['new', 'outdated', 'unchanged'] as const) {
      const fmts = Object.entries(plan.by_decision[d])
        .map(([f, n]) => `${f} ${n}`)
        .join(', ');
      lines.push(`  ${d.padEnd(9)} ${String(plan[d]).padStart(8)}${fmts ? `  (${fmts})` : ''}`);
    }
    const skipped = skippedLine(plan);
    if (skipped) lines.push(skipped);
    if (!dryRun) lines.push(`enqueued ${plan.enqueued}`);
    await write(process.stdout, `${lines.join('\n')}\n`);
    return 0;
  } finally {
    redis?.disconnect();
  }
}
