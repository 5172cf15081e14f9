/**
 * Access to ../shared/corpus (public data beside the checkout, never copied into the repo).
 * Tests that need it use `describeCorpus`, which skips with a visible note when it is absent.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe } from 'vitest';
import { PROJECT_ROOT } from '../../shared/receipt.ts';

export const CORPUS = process.env.GLEANER_CORPUS ?? join(PROJECT_ROOT, '..', 'shared', 'corpus');

export function corpusPath(...parts: string[]): string {
  return join(CORPUS, ...parts);
}

export function hasCorpus(...parts: string[]): boolean {
  return existsSync(corpusPath(...parts));
}

/** `describe` that runs only when the corpus folder exists, and says so loudly when it does not. */
export function describeCorpus(name: string, parts: string[], fn: () => void): void {
  if (!hasCorpus(...parts)) {
    process.stderr.write(`SKIPPED (corpus absent: ${corpusPath(...parts)}): ${name}\n`);
    describe.skip(`${name} [corpus absent]`, fn);
    return;
  }
  describe(name, fn);
}

/** Hostile files (bombs) and the one DOCX too slow for CI (see test/docx/corpus.test.ts). */
const LEFT_OUT = /(^|\/)(synthetic\/|poi\/bug65649\.docx$)/;

/** Every file of a corpus folder whose name matches `ext`, sorted, hostile ones left out. */
export function corpusFiles(folder: string, ext: RegExp): string[] {
  const root = corpusPath(folder);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (ext.test(name) && !LEFT_OUT.test(relative(root, p))) out.push(p);
    }
  };
  walk(root);
  return out;
}

/** A corpus file's bytes, gunzipped when stored as `.gz` (the HTML benchmarks). */
export function readCorpusFile(path: string): Uint8Array {
  const raw = readFileSync(path);
  return new Uint8Array(path.endsWith('.gz') ? gunzipSync(raw) : raw);
}
