/**
 * The version receipt: which code, which engines, which Unicode tables produced an output.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The name in the project's package.json: how its root is told from other package.json files. */
const PACKAGE_NAME = 'gleaner';

/**
 * The folder of the nearest package.json named PACKAGE_NAME, walking up from `from`. This module
 * runs from `shared/` in a checkout, from `dist/shared/` in a compiled build and from
 * `node_modules/gleaner/dist/shared/` once installed; dist/ holds a package.json of its own
 * (module type, no name), so "one level up" is not the root. Falls back to `from/..`.
 */
export function packageRoot(from: string): string {
  for (let dir = from; ; ) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      try {
        if ((JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown }).name === PACKAGE_NAME) return dir;
      } catch {
        // unreadable or not JSON: keep walking
      }
    }
    const up = dirname(dir);
    if (up === dir) return join(from, '..');
    dir = up;
  }
}

export const PROJECT_ROOT = packageRoot(dirname(fileURLToPath(import.meta.url)));

/** Engines reported in every receipt; one that is not installed says so. */
const ENGINES = [
  'pdfjs-dist',
  'mammoth',
  'cheerio',
  '@xmldom/xmldom',
  'fflate',
  'bullmq',
  'ioredis',
  '@aws-sdk/client-s3',
];

const cache = new Map<string, string>();

/**
 * An engine's package.json as Node finds the package from the project: `node_modules/NAME` in
 * the root, then in every folder above it (an installed package's dependencies are hoisted into
 * the consumer's node_modules, beside it, not inside it).
 */
function installedManifest(name: string): string | null {
  for (let dir = PROJECT_ROOT; ; ) {
    if (basename(dir) !== 'node_modules') {
      const file = join(dir, 'node_modules', name, 'package.json');
      if (existsSync(file)) return file;
    }
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

export function engineVersion(name: string): string {
  const hit = cache.get(name);
  if (hit) return hit;
  const file = installedManifest(name);
  let version = 'not installed';
  if (file) {
    try {
      version = (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    } catch {
      version = 'unreadable';
    }
  }
  cache.set(name, version);
  return version;
}

let gitSha: string | null | undefined;

/** GLEANER_GIT_SHA (set in images) or the checkout's HEAD; null when neither exists. */
export function gleanerGitSha(): string | null {
  if (gitSha !== undefined) return gitSha;
  gitSha = process.env.GLEANER_GIT_SHA?.trim() || null;
  if (!gitSha && existsSync(join(PROJECT_ROOT, '.git'))) {
    try {
      gitSha = execFileSync('git', ['rev-parse', 'HEAD'], {
        cwd: PROJECT_ROOT,
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .toString()
        .trim();
    } catch {
      gitSha = null;
    }
  }
  return gitSha;
}

export function gleanerVersion(): string {
  return (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string })
    .version;
}

export interface Receipt {
  gleaner: { version: string; git_sha: string | null };
  node: string;
  unicode: string;
  icu: string;
  engines: Record<string, string>;
}

export function receipt(): Receipt {
  const engines: Record<string, string> = {};
  for (const name of ENGINES) engines[name] = engineVersion(name);
  return {
    gleaner: { version: gleanerVersion(), git_sha: gleanerGitSha() },
    node: process.versions.node,
    unicode: process.versions.unicode ?? 'unknown',
    icu: process.versions.icu ?? 'unknown',
    engines,
  };
}
