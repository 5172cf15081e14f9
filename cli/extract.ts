/**
 * `gleaner extract FILE|URL|- [--level] [--format text|json|markdown|outline|chunks|pages]
 * [--footnotes] [--tables] [--captions] [--ocr auto|off|force] [--tables-detect thorough|caption]
 * [--chunk-tokens N] [--chunk-overlap N] [--chunk-context none|heading] [--chunk-encoding E]
 * [--tables-to DIR] [--pdf-password PASSWORD]`
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chunk, pageRecords } from '../shared/chunk/index.ts';
import { loadConfig } from '../shared/config/index.ts';
import { GleanerError, toError } from '../shared/errors.ts';
import { tableFiles } from '../shared/output/tables-export.ts';
import type { ProcessOptions, ProcessOutput } from '../shared/pipeline/index.ts';
import { renderOutline } from '../shared/structure/index.ts';
import { ParsePool } from '../workers/pool.ts';
import { escapeName, InputError, oneOfFlag, readStdinBytes, UsageError, write } from './args.ts';
import { fetchInput, isUrlArgument, redactUrl } from './fetch-url.ts';
import { CHUNK_FLAGS, chunkFlags, PROCESSING_FLAGS, processingFlags } from './flags.ts';
import { readInput } from './read-input.ts';

/** Moved to args.ts so `gleaner version` need not load this module to catch it. */
export { InputError };

export async function extractCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...PROCESSING_FLAGS,
      ...CHUNK_FLAGS,
      format: { type: 'string' },
      'tables-to': { type: 'string' },
      // A secret: it goes to the parse child with the bytes, never into a message or the sidecar.
      'pdf-password': { type: 'string' },
    },
  });
  const config = loadConfig();
  const format = oneOfFlag(
    'format',
    values.format,
    ['text', 'json', 'markdown', 'outline', 'chunks', 'pages'] as const,
    'text',
  );
  const chunkOptions = chunkFlags(values);
  const processing = processingFlags(values, config);
  if (positionals.length !== 1) throw new UsageError('extract needs exactly one FILE');
  // A URL is named without its user info everywhere: messages, the sidecar's key.
  const file = isUrlArgument(positionals[0]) ? redactUrl(positionals[0]) : positionals[0];

  let bytes: Uint8Array;
  let contentType: string | null = null;
  try {
    // `-`: standard input, under the same cap (a file named "-" is `./-`); `scheme://…` a URL
    // (a local path of that shape is `./scheme://…`).
    if (file === '-') bytes = await readStdinBytes(config.maxFileBytes);
    else if (isUrlArgument(positionals[0]))
      ({ bytes, contentType } = await fetchInput(positionals[0], {
        maxBytes: config.maxFileBytes,
        timeoutMs: config.fetchTimeoutMs,
      }));
    else bytes = await readInput(file, config.maxFileBytes);
  } catch (err) {
    if (err instanceof GleanerError) throw new InputError(file, err);
    throw err;
  }
  const options: ProcessOptions = {
    ...processing,
    ocr: { mode: processing.ocrMode },
    limits: config.limits,
    ...(values['pdf-password'] !== undefined ? { pdfPassword: values['pdf-password'] } : {}),
  };
  const out = await guardedParse(bytes, file, contentType, options, config);
  if (out.sidecar.status === 'failed') {
    const err = out.sidecar.error!;
    if (format === 'json') await write(process.stdout, `${JSON.stringify(out.sidecar, null, 2)}\n`);
    throw new InputError(file, new GleanerError(err.code, err.message));
  }
  if (values['tables-to'] !== undefined) await writeTables(values['tables-to'], out);
  if (format === 'json')
    await write(process.stdout, `${JSON.stringify({ ...out.sidecar, text: out.text }, null, 2)}\n`);
  else if (format === 'markdown') await write(process.stdout, out.markdown ?? out.text);
  else if (format === 'outline') await write(process.stdout, renderOutline(out.sidecar.sections));
  else if (format === 'chunks') await writeLines(chunk(out, chunkOptions));
  else if (format === 'pages') {
    const pages = pageRecords(out);
    // DOCX and HTML have no pages: an empty stream, not an invented page 1 (docs/chunks.md).
    if (!pages.length)
      process.stderr.write(
        `gleaner: ${escapeName(file)}: no pages (${out.sidecar.source.format} has none)\n`,
      );
    await writeLines(pages);
  } else await write(process.stdout, out.text);
  return 0;
}

/**
 * `--tables-to DIR`: each structured table as DIR/table-N.csv and DIR/table-N.html (N its
 * position in the sidecar's tables), as `gleaner run --outputs tables` writes under KEY.tables/.
 * One line on stderr says how many; the folder is made when missing.
 */
async function writeTables(dir: string, out: ProcessOutput): Promise<void> {
  const files = tableFiles(out.sidecar.tables);
  try {
    await mkdir(dir, { recursive: true });
    for (const f of files) await writeFile(join(dir, f.name), f.content);
  } catch (err) {
    const e = toError(err) as NodeJS.ErrnoException;
    throw new InputError(
      dir,
      new GleanerError('storage_error', `cannot write tables (${e.code ?? e.message})`),
    );
  }
  const skipped = out.sidecar.tables.length - files.length / 2;
  process.stderr.write(
    `gleaner: ${files.length / 2} table${files.length === 2 ? '' : 's'} written to ${escapeName(dir)}` +
      (skipped ? ` (${skipped} not structured, not exported)` : '') +
      '\n',
  );
}

/**
 * The parse, in a child process under the fleet's OS memory limit (GLEANER_MEMORY_MB as
 * `ulimit -d`) and wall-clock timeout: a PDF whose streams inflate to gigabytes ends as
 * `out_of_memory` instead of taking the machine's memory. The fleet's pool with one child and no
 * reuse, so the CLI and the workers fail the same file the same way. A process-level failure
 * (out of memory, timeout, crash) becomes a failed sidecar like any other.
 */
async function guardedParse(
  bytes: Uint8Array,
  file: string,
  contentType: string | null,
  options: ProcessOptions,
  config: ReturnType<typeof loadConfig>,
): Promise<ProcessOutput> {
  const pool = new ParsePool({
    size: 1,
    memoryMb: config.memoryMb,
    recycleDocs: 1,
    recycleRssMb: config.recycleRssMb,
  });
  try {
    const outcome = await pool.parse(
      { bytes, key: file, etag: null, contentType },
      options,
      config.timeoutMs,
    );
    if (outcome.ok) return outcome.output;
    // Loaded only here: the pipeline (every extractor and its engines) costs ~0.7 s of CPU to
    // import, and this process reads the file and hands it to the parse child without it.
    const { failedSidecar } = await import('../shared/pipeline/index.ts');
    const sidecar = failedSidecar(
      { key: file, size: bytes.length, sha256: null, etag: null },
      outcome.error,
      options,
    );
    return { sidecar, text: '', markdown: null };
  } finally {
    await pool.close();
  }
}

/** JSONL, in slices so a large document does not become one huge string. */
async function writeLines(records: readonly unknown[]): Promise<void> {
  const BATCH = 256;
  for (let i = 0; i < records.length; i += BATCH)
    await write(
      process.stdout,
      records
        .slice(i, i + BATCH)
        .map((r) => `${JSON.stringify(r)}\n`)
        .join(''),
    );
}
