/**
 * The LaTeX-made heading set at bench time: the committed sources of papers/ (written by
 * generate.ts) built with pdflatex into a cache under the OS temp folder, keyed by the hash of
 * each source, so a second bench run reuses the PDFs (bench/latex-build.ts). Skipped when
 * pdflatex is not installed. Needs cm-super (Debian `cm-super-minimal`) for the classes set in
 * T1: without it pdflatex embeds bitmap Type 3 fonts whose ligatures come out as control
 * characters. The cache is keyed by the source only: delete it (os.tmpdir()/gleaner-headings-latex)
 * after changing the TeX install.
 */

import { join } from 'node:path';
import { type Built, buildSet, type LatexSet, pdfOf } from '../latex-build.ts';
import type { PaperEntry } from './generate.ts';

export { hasPdflatex } from '../latex-build.ts';

const PAPERS: LatexSet = {
  sources: join(new URL('.', import.meta.url).pathname, 'papers'),
  cache: 'gleaner-headings-latex',
  // Two passes: the second resolves citations and cross-references.
  passes: 2,
  job: 'paper',
  tmpPrefix: 'gleaner-latex-',
};

export type LatexPaper = Built<PaperEntry>;

/** Every paper of papers/index.json with its PDF. */
export function latexPapers(): LatexPaper[] {
  return buildSet<PaperEntry>(PAPERS);
}

/** One paper's PDF (cached as `latexPapers` caches it), or null when pdflatex failed. */
export function latexPaperPdf(name: string): Uint8Array | null {
  return pdfOf(PAPERS, name);
}
