#!/usr/bin/env node
/**
 * `npm run build` (and `prepare`, so `npm ci` and `npm pack` build too): compile the TypeScript
 * to ESM JavaScript and .d.ts in dist/ with tsc (tsconfig.build.json), then add what the
 * compiled code reads at run time besides its own modules:
 *  - dist/stage-graph.json: the stage graph read from the sources' imports. The pipeline version
 *    is computed from it (shared/pipeline/version.ts); a compiled build has no sources to read.
 *  - dist/dashboard/static/: the dashboard's page, read beside its module.
 *  - dist/package.json ({ type, version }): shared/receipt.ts reads the version from the
 *    package.json one level above shared/, which in dist/ is dist/.
 *  - in a checkout, dist/node_modules and dist/.git as links to the checkout's: the receipt
 *    reads engine versions and the git sha from beside that same folder. npm pack leaves both
 *    links out. (Stopgap until receipt.ts finds the package root itself.)
 *  - dist/.build-stamp, written last and only when everything above succeeded: bin/gleaner.mjs
 *    runs dist/ only when the stamp is newer than every source file (see there).
 *
 * `--if-possible` (prepare): when TypeScript is not installed (`npm ci --omit=dev`) or the
 * build fails, say so and exit 0 without a stamp, so the install still succeeds and the CLI runs
 * the sources through tsx. `npm run build` without it exits 1.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const lenient = args.includes('--if-possible');
/** `--out DIR`: build elsewhere (the pack test stages a package without touching dist/). */
const outAt = args.indexOf('--out');
const DIST = outAt >= 0 ? resolve(args[outAt + 1]) : join(ROOT, 'dist');

/** In lenient mode a failed build leaves no stamp, so nothing runs the half-built dist/. */
function giveUp(message) {
  process.stderr.write(`build: ${message}\n`);
  if (lenient) {
    process.stderr.write('build: no compiled build; `gleaner` runs the TypeScript through tsx\n');
    process.exit(0);
  }
  process.exit(1);
}

const started = Date.now();
let tsc;
try {
  tsc = createRequire(join(ROOT, 'package.json')).resolve('typescript/bin/tsc');
} catch {
  giveUp('typescript is not installed (a production install): skipped');
}

rmSync(DIST, { recursive: true, force: true });
try {
  execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json'), '--outDir', DIST], {
    cwd: ROOT,
    stdio: 'inherit',
  });
} catch (err) {
  // tsc exits 2 when it reported type errors but wrote every file. With isolatedModules each
  // file's JavaScript is the same whatever the types say, so the build stands; the errors are
  // the typecheck's to fail (`npm run typecheck`, CI), and a .d.ts may be looser meanwhile.
  if (err.status !== 2) giveUp(`tsc failed (exit ${err.status ?? err.message})`);
  process.stderr.write('build: tsc reported type errors (above); the JavaScript was emitted\n');
}

const { buildStageGraph } = await import(pathToFileURL(join(DIST, 'shared/pipeline/graph.js')).href);
const graph = buildStageGraph(ROOT);
writeFileSync(
  join(DIST, 'stage-graph.json'),
  `${JSON.stringify({ ...graph, root: '.', stages: [...graph.stages.values()] })}\n`,
);

cpSync(join(ROOT, 'dashboard/static'), join(DIST, 'dashboard/static'), { recursive: true });

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
writeFileSync(
  join(DIST, 'package.json'),
  `${JSON.stringify({ type: 'module', version: pkg.version, comment: 'read by shared/receipt.ts' }, null, 2)}\n`,
);
if (DIST === join(ROOT, 'dist'))
  for (const name of ['node_modules', '.git'])
    if (existsSync(join(ROOT, name))) symlinkSync(join('..', name), join(DIST, name));

writeFileSync(join(DIST, '.build-stamp'), `${JSON.stringify({ started })}\n`);
process.stderr.write(`build: dist/ in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
