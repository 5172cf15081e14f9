/** Runtimes: the compiled build or the sources through tsx. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../../../shared/receipt.ts';
import { BIN } from './common.ts';

export interface Runtime {
  name: 'dist' | 'tsx';
  /** node arguments that start the CLI. */
  cli: string[];
  /** node arguments before `-e` for an inline module that imports `pipeline`. */
  node: string[];
  pipeline: string;
  pool: string;
  env: NodeJS.ProcessEnv;
}

export function runtimes(which: string, distDir: string): Runtime[] {
  const out: Runtime[] = [];
  const hasDist = existsSync(join(distDir, 'cli', 'main.js'));
  if ((which === 'dist' || which === 'both' || which === 'auto') && hasDist)
    out.push({
      name: 'dist',
      cli: [join(distDir, 'cli', 'main.js')],
      node: [],
      pipeline: pathToFileURL(join(distDir, 'shared', 'pipeline', 'index.js')).href,
      pool: pathToFileURL(join(distDir, 'workers', 'pool.js')).href,
      env: {},
    });
  if (which === 'dist' && !hasDist)
    throw new Error(`--runtime dist: no ${distDir}/cli/main.js (npm run build)`);
  if (which === 'tsx' || which === 'both' || (which === 'auto' && !hasDist))
    out.push({
      name: 'tsx',
      cli: [BIN],
      node: ['--import', 'tsx'],
      pipeline: pathToFileURL(join(PROJECT_ROOT, 'shared', 'pipeline', 'index.ts')).href,
      pool: pathToFileURL(join(PROJECT_ROOT, 'workers', 'pool.ts')).href,
      env: { GLEANER_FROM_SOURCE: '1' },
    });
  return out;
}
