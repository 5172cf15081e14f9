/**
 * What the measurement scripts share: the corpus listing and the pipeline options a default worker
 * runs with (`loadConfig({})`: no environment, so a stray GLEANER_* variable cannot skew a figure).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../shared/config/index.ts';
import type { ProcessOptions } from '../../shared/pipeline/index.ts';

/** Every file below `dir`, depth first in name order (stable across runs), optionally filtered by `pattern`. */
export function corpusFiles(dir: string, pattern?: RegExp, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) corpusFiles(path, pattern, out);
    else if (!pattern || pattern.test(name)) out.push(path);
  }
  return out;
}

/** The options `processDocument` gets in a worker left at its defaults. */
export function defaultPipelineOptions(): ProcessOptions {
  const config = loadConfig({});
  return {
    level: config.level,
    footnotes: config.footnotes,
    tables: config.tables,
    limits: config.limits,
  };
}
