/**
 * The `gleaner` command. Exit codes: 0 ok, 2 bad input or usage, 1 internal error. `run` (and
 * `demo`, which runs it) adds its own (cli/run.ts): 130 interrupted by Ctrl-C, 75 (EX_TEMPFAIL: the
 * same command resumes) its Redis stopped mid-run, and 2 also when DEST is in use by another run or
 * no redis-server is found. Errors are one line on stderr; set GLEANER_DEBUG=1 for stacks.
 */
import { ConfigError } from '../shared/config/index.ts';
import { toError } from '../shared/errors.ts';
import { receipt } from '../shared/receipt.ts';
import { InputError, UsageError, write } from './args.ts';

const USAGE = `usage: gleaner <command> [options]

  extract FILE|URL|- [--level none|standard|academic] [--format text|json|markdown|outline|chunks|pages]
               [--footnotes end|omit] [--tables inline|placeholder] [--captions end|omit]
               [--chunk-tokens N] [--chunk-overlap N] [--chunk-context none|heading]
               [--chunk-encoding o200k_base|cl100k_base|...]  chunks/pages: JSONL (docs/chunks.md)
               [--tables-to DIR]                          also each structured table as CSV and HTML
               [--pdf-password PASSWORD]                  open an encrypted PDF (recorded nowhere)
  info FILE [--json]                                       format, size, pages, encryption, text layer and
                                                           metadata, without extracting
  normalize [--level none|standard|academic] [--report]     stdin → stdout
  version                                                  version receipt as JSON
  dashboard --out DEST [--host H] [--port P] [--token T]  read-only web dashboard over DEST's run records and
                                                           sidecars, no Redis needed (default 127.0.0.1:7380)
  dashboard [--redis URL] [--dest DEST] [--queue NAME] [...] the same over the live results index in Redis
  report --out DEST [RUN] [--json]                         a run's aggregates from DEST (no RUN: list runs)
  report [RUN] [--redis URL] [--json]                      the same from the live results index in Redis
  run SOURCE --out DEST [--concurrency N] [--force] [--types pdf,docx,html|all]
        [--outputs text,json,chunks,markdown,tables] [--chunk-tokens N ...]
        [--level L ...] [--dashboard] [--log FILE]        whole job on this machine (private Redis unless REDIS_URL;
                                                           --dashboard: live dashboard while it runs)
  produce SOURCE --out DEST [--dry-run] [--force] [--json] [same pipeline flags]
                                                           plan a run and enqueue it (needs REDIS_URL)
  work [--concurrency N] [--log FILE]                      a worker process (needs REDIS_URL)
  demo [--dashboard]                                       sample corpus + gleaner run, under demo-output/
  SOURCE/DEST: a folder or s3://bucket/prefix. Env: REDIS_URL, S3_ENDPOINT, GLEANER_CONCURRENCY,
  GLEANER_TIMEOUT_MS, GLEANER_MEMORY_MB, GLEANER_MAX_FILE_BYTES, GLEANER_QUEUE, GLEANER_ATTEMPTS, ...
`;

type Command = (argv: string[]) => Promise<number>;

/**
 * Commands added by other parts of the system register here (fleet, dashboard). Each is loaded
 * on use: `extract` alone pulls in the pipeline, pdf.js and the tokenizer, which `version` and
 * `info` must not pay for at start-up.
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  extract: async () => (await import('./extract.ts')).extractCommand,
  info: async () => (await import('./info.ts')).infoCommand,
  normalize: async () => (await import('./normalize.ts')).normalizeCommand,
  dashboard: async () => (await import('./dashboard.ts')).dashboardCommand,
  report: async () => (await import('./report.ts')).reportCommand,
  produce: async () => (await import('./produce.ts')).produceCommand,
  work: async () => (await import('./work.ts')).workCommand,
  run: async () => (await import('./run.ts')).runCommand,
  demo: async () => (await import('./demo.ts')).demoCommand,
  version: async () => async () => {
    await write(process.stdout, `${JSON.stringify(receipt(), null, 2)}\n`);
    return 0;
  },
};

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    await write(name ? process.stdout : process.stderr, USAGE);
    return name ? 0 : 2;
  }
  const load = COMMANDS[name];
  if (!load) throw new UsageError(`unknown command "${name}"`);
  return (await load())(rest);
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (raw) {
  const err = toError(raw);
  if (err instanceof InputError) {
    process.stderr.write(`gleaner: ${err.message}\n`);
    process.exitCode = err.error.code === 'internal' ? 1 : 2;
  } else if (
    err instanceof UsageError ||
    err instanceof ConfigError ||
    (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
  ) {
    process.stderr.write(`gleaner: ${err.message}\n${USAGE}`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`gleaner: internal error: ${err.message.split('\n')[0]}\n`);
    if (process.env.GLEANER_DEBUG) process.stderr.write(`${err.stack}\n`);
    process.exitCode = 1;
  }
}
