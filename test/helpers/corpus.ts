/**
 * Access to ../shared/corpus (public data beside the checkout, never copied into the repo).
 * Tests that need it use `describeCorpus`, which skips with a visible note when it is absent.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
