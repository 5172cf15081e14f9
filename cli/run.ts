/**
 * `gleaner run SOURCE --out DEST`: the whole job on one machine (producer + workers, private
 * Redis unless REDIS_URL is set). Ctrl-C once stops cleanly (the same command resumes), twice
 * exits at once. Logs go to DEST/.gleaner/logs/<date>.log for a local DEST (else ./gleaner-run.log).
 * Exit codes: 0 done, 130 interrupted, 2 DEST in use by another run (or no redis-server),
 * 75 (EX_TEMPFAIL: try again) the run's Redis stopped mid-run.
 */
import { isAbsolute, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../shared/config/index.ts';
import { DestLockedError, describeHolder } from '../shared/queue/dest-lock.ts';
import { RedisInUseError, RedisMissingError } from '../shared/queue/embedded-redis.ts';
import { isS3Url } from '../shared/storage/index.ts';
import { createLogger } from '../workers/logger.ts';
import { RedisLostError, runEmbedded, type StopControl } from './embedded.ts';
import { PIPELINE_FLAGS, pipelineFrom, sourceAndDest, typesFrom } from './produce.ts';

/** The run's Redis stopped: a temporary failure, the same command resumes (sysexits EX_TEMPFAIL). */
export const EXIT_REDIS_LOST = 75;
const EXIT_INTERRUPTED = 130;
/** After the second Ctrl-C, the orderly forced stop gets this long before the process just exits. */
const FORCE_EXIT_MS = 1500;
/**
 * After Redis was lost, the process exits this long after the message even if a handle is still
 * open: ioredis keeps a socket to a dead server up to its disconnectTimeout (2 s) after
 * disconnect(), and a client that never heard back may hold more.
 */
const LOST_EXIT_MS = 2000;

export interface RunCommandExtras {
  /** Live dashboard on by default. @defaultValue false */
  dashboardDefault?: boolean;
  /** How to invoke the CLI in the commands printed at the end. @defaultValue 'gleaner' */
  cli?: string;
}

/** A word for a POSIX shell: as is when plain, else single-quoted. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** DEST as the user would type it here: relative when under the working folder. */
export function destForShell(dest: string, cwd = process.cwd()): string {
  if (isS3Url(dest)) return shellWord(dest);
  const rel = relative(cwd, resolve(dest));
  return shellWord(rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : resolve(dest));
}

export function defaultLogFile(dest: string): string {
  const day = new Date().toISOString().slice(0, 10);
  return isS3Url(dest) ? resolve('gleaner-run.log') : join(resolve(dest), '.gleaner', 'logs', `${day}.log`);
}

export async function runCommand(argv: string[], extras: RunCommandExtras = {}): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...PIPELINE_FLAGS,
      concurrency: { type: 'string', short: 'c' },
      dashboard: { type: 'boolean' },
      'no-dashboard': { type: 'boolean' },
      log: { type: 'string' },
    },
  });
  const config = loadConfig();
  const [source, dest] = sourceAndDest(positionals, values.out, 'run');
  if (values.concurrency !== undefined) config.concurrency = Math.max(1, Number(values.concurrency) || 1);
  const logFile = values.log ?? defaultLogFile(dest);
  const log = createLogger(config.logLevel, logFile);
  const dashboard = values['no-dashboard'] ? false : (values.dashboard ?? extras.dashboardDefault ?? false);
  let presses = 0;
  let control: StopControl | null = null;
  const forceExit = () => {
    control?.abandon();
    process.exit(EXIT_INTERRUPTED);
  };
  // The second signal must work whatever state the run is in (Redis gone, still starting).
  const onSignal = () => {
    presses++;
    if (presses === 1) {
      control?.stop(false);
      return;
    }
    process.stderr.write('\nforcing stop…\n');
    if (!control) forceExit();
    control?.stop(true);
    setTimeout(forceExit, FORCE_EXIT_MS).unref();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const result = await runEmbedded({
      source,
      dest,
      config,
      pipeline: pipelineFrom(values, config),
      markdown: Boolean(values.markdown),
      force: Boolean(values.force),
      types: typesFrom(values.types),
      log,
      out: process.stdout,
      dashboard,
      onStopRequest: (c) => {
        control = c;
        if (presses > 0) c.stop(presses > 1); // Ctrl-C while starting
      },
    });
    const cli = extras.cli ?? 'gleaner';
    const out = destForShell(dest);
    // The run's record is in DEST now: these work after this process and its Redis are gone.
    process.stdout.write(
      `\noutputs: ${dest}\nlog: ${logFile}\n` +
        `dashboard: ${cli} dashboard --out ${out}\n` +
        `report:    ${cli} report --out ${out} ${result.plan.runId}\n`,
    );
    if (result.interrupted) {
      process.stdout.write('interrupted: run the same command again to finish the rest\n');
      return EXIT_INTERRUPTED;
    }
    return 0;
  } catch (err) {
    if (err instanceof RedisMissingError) {
      process.stderr.write(`gleaner: ${err.message}\n`);
      return 2;
    }
    if (err instanceof DestLockedError || err instanceof RedisInUseError) {
      const who = err instanceof DestLockedError ? describeHolder(err.holder) : `pid ${err.owner}`;
      process.stderr.write(
        `gleaner: ${dest} is in use by another gleaner run (${who}); ` +
          `wait for it to end or stop it (Ctrl-C), then run again. Lock: ${err instanceof DestLockedError ? err.path : err.dir}\n`,
      );
      return 2;
    }
    if (err instanceof RedisLostError) {
      process.stderr.write(`gleaner: ${err.message}\n`);
      setTimeout(() => process.exit(EXIT_REDIS_LOST), LOST_EXIT_MS).unref();
      return EXIT_REDIS_LOST;
    }
    throw err;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
