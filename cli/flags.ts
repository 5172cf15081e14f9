/**
 * Flags that `extract`, `run` and `produce` share: the processing settings (one row each in
 * shared/config, defaulting to their GLEANER_* variables), the chunk options and `--outputs`.
 */
import { ChunkOptionsError, ENCODINGS, resolveChunkOptions } from '../shared/chunk/index.ts';
import { type GleanerConfig, type ProcessingSettings, readProcessing } from '../shared/config/index.ts';
import { type OutputKind, OutputsError, parseOutputs } from '../shared/output/options.ts';
import { oneOfFlag, UsageError } from './args.ts';

type Values = Record<string, string | boolean | undefined>;

/** parseArgs options for the processing settings (names as in PROCESSING_SETTINGS). */
export const PROCESSING_FLAGS = {
  level: { type: 'string' },
  footnotes: { type: 'string' },
  tables: { type: 'string' },
  captions: { type: 'string' },
  ocr: { type: 'string' },
  'tables-detect': { type: 'string' },
} as const;

export const CHUNK_FLAGS = {
  'chunk-tokens': { type: 'string' },
  'chunk-overlap': { type: 'string' },
  'chunk-context': { type: 'string' },
  'chunk-encoding': { type: 'string' },
} as const;

/** The processing settings from the flags, each defaulting to the configuration (environment). */
export function processingFlags(values: Values, config: GleanerConfig): ProcessingSettings {
  return readProcessing((key, s) =>
    oneOfFlag(s.flag, values[s.flag] as string | undefined, s.values, config[key]),
  );
}

/** The --chunk-* flags, checked before any work (a bad value is a usage error naming the flag). */
export function chunkFlags(values: Values) {
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

/**
 * `--outputs text,json,chunks,markdown,tables` (default `text,json`; the sidecar is always
 * written) and the chunk options when chunks are on. `--markdown` is the older way to ask for
 * `KEY.md`. A --chunk-* flag without chunks is a usage error rather than silently unused.
 */
export function outputFlags(values: Values): {
  outputs: OutputKind[];
  chunks?: ReturnType<typeof chunkFlags>;
} {
  let outputs: OutputKind[];
  try {
    const raw = typeof values.outputs === 'string' ? values.outputs : 'text,json';
    outputs = parseOutputs(values.markdown ? `${raw},markdown` : raw);
  } catch (err) {
    if (err instanceof OutputsError) throw new UsageError(`--outputs: ${err.message}`);
    throw err;
  }
  const chunkFlag = Object.keys(CHUNK_FLAGS).find((f) => values[f] !== undefined);
  if (!outputs.includes('chunks')) {
    if (chunkFlag) throw new UsageError(`--${chunkFlag} needs chunks among --outputs`);
    return { outputs };
  }
  return { outputs, chunks: chunkFlags(values) };
}
