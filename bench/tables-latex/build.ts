/**
 * The generated table set at bench time: the committed sources of docs/ (written by
 * generate.ts) built with pdflatex into a cache under the OS temp folder, keyed by the hash of
 * each source, as bench/headings-latex/build.ts does (bench/latex-build.ts; PDFs are not
 * committed). Delete os.tmpdir()/gleaner-tables-latex after changing the TeX install.
 */
import { join } from 'node:path';
import { type Built, buildSet, cachedPdfPath as cachedPath, type LatexSet } from '../latex-build.ts';
import type { DocEntry } from './generate.ts';

const DOCS: LatexSet = {
  sources: join(new URL('.', import.meta.url).pathname, 'docs'),
  cache: 'gleaner-tables-latex',
  // longtable needs up to three passes to settle its widths (it says "Rerun" until then).
  passes: 3,
  job: 'doc',
  tmpPrefix: 'gleaner-tables-',
};

export type LatexDoc = Built<DocEntry>;

/** Every document of docs/index.json with its PDF. */
export function latexDocs(): LatexDoc[] {
  return buildSet<DocEntry>(DOCS);
}

/** The cached PDF path of a document (for looking at a tuned one). */
export function cachedPdfPath(name: string): string {
  return cachedPath(DOCS, name);
}
