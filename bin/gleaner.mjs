#!/usr/bin/env node
/**
 * Entry point. Runs the compiled CLI (dist/cli/main.js, built by `npm run build` and by
 * `npm ci`'s prepare) when it is current, else the TypeScript sources through tsx, which costs
 * about 0.5 s more at every start. When dist/ counts as current: see ./compiled.mjs (in short, a
 * clean build stamp newer than every source file, so an edited .ts never runs stale JavaScript).
 * GLEANER_FROM_SOURCE=1 forces the tsx path (the startup bench compares the two).
 */
import { fileURLToPath } from 'node:url';
import { compiledIsCurrent } from './compiled.mjs';

if (
  process.env.GLEANER_FROM_SOURCE !== '1' &&
  compiledIsCurrent(fileURLToPath(new URL('..', import.meta.url)))
) {
  await import('../dist/cli/main.js');
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../cli/main.ts');
}
