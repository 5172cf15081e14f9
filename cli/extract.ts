/**
 * `gleaner extract FILE [--level] [--format text|json|markdown|outline|chunks|pages] [--footnotes]
 * [--tables] [--captions] [--ocr auto|off|force] [--tables-detect thorough|caption] [--chunk-tokens N] [--chunk-overlap N] [--chunk-context none|heading]
 * [--chunk-encoding E]`
 */
import { parseArgs } from 'node:util';
import {
  ChunkOptionsError,
  chunk,
  ENCODINGS,
  pageRecords,
  resolveChunkOptions,
} from '../shared/chunk/index.ts';
import { loadConfig } from '../shared/config/index.ts';
import { GleanerError } from '../shared/errors.ts';
import {
  CAPTION_MODES,
  FOOTNOTE_MODES,
  LEVELS,
  OCR_MODES,
  TABLE_DETECT_MODES,
  TABLE_MODES,
} from '../shared/options.ts';
import type { ProcessOptions, ProcessOutput } from '../shared/pipeline/index.ts';
import { renderOutline } from '../shared/structure/index.ts';
import { ParsePool } from '../workers/pool.ts';
import { escapeName, InputError, oneOfFlag, readStdinBytes, UsageError, write } from './args.ts';
import { readInput } from './read-input.ts';

/** Moved to args.ts so `gleaner version` need not load this module to catch it. */
export { InputError };

export async function extractCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      level: { type: 'string' },
      format: { type: 'string' },
      footnotes: { type: 'string' },
      tables: { type: 'string' },
      captions: { type: 'string' },
      ocr: { type: 'string' },
      'tables-detect': { type: 'string' },
      'chunk-tokens': { type: 'string' },
      'chunk-overlap': { type: 'string' },
      'chunk-context': { type: 'string' },
      'chunk-encoding': { type: 'string' },
    },
  });
  const config = loadConfig();
  const level = oneOfFlag('level', values.level, LEVELS, config.level);
  const format = oneOfFlag(
    'format',
    values.format,
    ['text', 'json', 'markdown', 'outline', 'chunks', 'pages'] as const,
    'text',
  );
  const chunkOptions = chunkFlags(values);
  const captions = oneOfFlag('captions', values.captions, CAPTION_MODES, config.captions);
  const footnotes = oneOfFlag('footnotes', values.footnotes, FOOTNOTE_MODES, config.footnotes);
  const tables = oneOfFlag('tables', values.tables, TABLE_MODES, config.tables);
  const ocr = { mode: oneOfFlag('ocr', values.ocr, OCR_MODES, config.ocrMode) };
  const tablesDetect = oneOfFlag(
    'tables-detect',
    values['tables-detect'],
    TABLE_DETECT_MODES,
    config.tablesDetect,
  );
  if (positionals.length !== 1) throw new UsageError('extract needs exactly one FILE');
  const file = positionals[0];

  let bytes: Uint8Array;
  try {
    // `-`: standard input, under the same cap (a file named "-" is `./-`).
    bytes =
      file === '-' ? await readStdinBytes(config.maxFileBytes) : await readInput(file, config.maxFileBytes);
  } catch (err) {
    if (err instanceof GleanerError) throw new InputError(file, err);
    throw err;
  }
  const options: ProcessOptions = {
    level,
    footnotes,
    tables,
    captions,
    ocr,
    tablesDetect,
    limits: config.limits,
  };
  const out = await guardedParse(bytes, file, options, config);
  if (out.sidecar.status === 'failed') {
    const err = out.sidecar.error!;
    if (format === 'json') await write(process.stdout, `${JSON.stringify(out.sidecar, null, 2)}\n`);
    throw new InputError(file, new GleanerError(err.code, err.message));
  }
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
 * The parse, in a child process under the fleet's OS memory limit (GLEANER_MEMORY_MB as
 * `ulimit -d`) and wall-clock timeout: a PDF whose streams inflate to gigabytes ends as
 * `out_of_memory` instead of taking the machine's memory. The fleet's pool with one child and no
 * reuse, so the CLI and the workers fail the same file the same way. A process-level failure
 * (out of memory, timeout, crash) becomes a failed sidecar like any other.
 */
async function guardedParse(
  bytes: Uint8Array,
  file: string,
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
    const outcome = await pool.parse({ bytes, key: file, etag: null }, options, config.timeoutMs);
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

/** The --chunk-* flags, checked before any work (a bad value is a usage error naming the flag). */
function chunkFlags(values: Record<string, string | boolean | undefined>) {
  const int = (name: string): number | undefined => {
    const v = values[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'string' || !/^\d+$/.test(v))
      throw new UsageError(`--${name} must be a whole number (got "${v}")`);
    return Number(v);
  };
  const encoding = oneOfFlag(
    'chunk-encoding',
    values['chunk-encoding'] as string | undefined,
    ENCODINGS,
    'o200k_base',
  );
  const context = oneOfFlag(
    'chunk-context',
    values['chunk-context'] as string | undefined,
    ['none', 'heading'] as const,
    'none',
  );
  try {
    return resolveChunkOptions({
      maxTokens: int('chunk-tokens'),
      overlapTokens: int('chunk-overlap'),
      encoding,
      context,
    });
  } catch (err) {
    if (!(err instanceof ChunkOptionsError)) throw err;
    const flag = /^maxTokens/.test(err.message) ? '--chunk-tokens' : '--chunk-overlap';
    throw new UsageError(`${flag}: ${err.message}`);
  }
}
