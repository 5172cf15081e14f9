/**
 * Whether dist/ (the compiled build) may run instead of the TypeScript sources: bin/gleaner.mjs
 * asks it at every start, and the tests ask it before packing.
 *
 * Decided from the build stamp, not from where we are installed: a checkout that ran `npm ci`
 * has a dist/ too (prepare builds it), and a developer who then edits a .ts file must run the
 * edit, not the old build. So dist/ is current only when dist/.build-stamp exists
 * (scripts/build.mjs writes it last, after a build that emitted everything) and no file under
 * the compiled folders, nor a config, is newer than the moment that build started: an edit, a
 * new file or a `git pull` all make the sources newer. An installed package has no sources
 * beside dist/ (and npm gives packed files a 1985 mtime), so its dist/ is always current. The
 * walk stats ~200 files, a few milliseconds.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build reads: tsconfig.build.json's folders and scripts/ (cli/demo.ts imports one). */
const SOURCES = ['lib', 'cli', 'shared', 'producer', 'workers', 'dashboard', 'scripts'];
const CONFIGS = ['package.json', 'tsconfig.json', 'tsconfig.build.json'];

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0; // gone since the listing, or an installed package without it
  }
}

function newerThan(dir, since) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory() ? newerThan(path, since) : mtime(path) > since) return true;
  }
  return false;
}

/** `root`: the package folder (the one holding bin/ and dist/). */
export function compiledIsCurrent(root) {
  let started;
  try {
    ({ started } = JSON.parse(readFileSync(join(root, 'dist', '.build-stamp'), 'utf8')));
  } catch {
    return false;
  }
  if (typeof started !== 'number' || CONFIGS.some((f) => mtime(join(root, f)) > started)) return false;
  return !SOURCES.some((d) => newerThan(join(root, d), started));
}
