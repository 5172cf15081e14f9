/**
 * The version receipt: which code, which engines, which Unicode tables produced an output.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

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

export function engineVersion(name: string): string {
  const hit = cache.get(name);
  if (hit) return hit;
  const file = join(PROJECT_ROOT, 'node_modules', name, 'package.json');
  let version = 'not installed';
  if (existsSync(file)) {
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
