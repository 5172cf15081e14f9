/**
 * The LaTeX-made heading set at bench time: the committed sources of papers/ (written by
 * generate.ts) built with pdflatex into a cache under the OS temp folder, keyed by the hash of
 * each source, so a second bench run reuses the PDFs. Skipped when pdflatex is not installed.
 * Needs cm-super (Debian `cm-super-minimal`) for the classes set in T1: without it pdflatex
 * embeds bitmap Type 3 fonts whose ligatures come out as control characters. The cache is keyed
 * by the source only: delete it (os.tmpdir()/gleaner-headings-latex) after changing the TeX install.
 */

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PaperEntry } from './generate.ts';

/** One pdflatex pass on a short paper takes about a second; a hung one must not hang the bench. */
const PDFLATEX_TIMEOUT_MS = 60_000;
/** Two passes: the second resolves citations and cross-references. */
const PASSES = 2;

const PAPERS = join(new URL('.', import.meta.url).pathname, 'papers');
const CACHE = join(tmpdir(), 'gleaner-headings-latex');

export interface LatexPaper extends PaperEntry {
  /** The built PDF, or null when pdflatex failed. */
  pdf: Uint8Array | null;
}

/** True when `pdflatex` can be run. */
export function hasPdflatex(): boolean {
  try {
    execFileSync('pdflatex', ['--version'], { stdio: 'ignore', timeout: PDFLATEX_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}

/** The PDF of one source: from the cache, else built in a fresh folder (no stale .aux) and cached. */
function pdfOf(name: string): Uint8Array | null {
  const tex = readFileSync(join(PAPERS, `${name}.tex`));
  const hash = createHash('sha256').update(tex).digest('hex').slice(0, 16);
  const cached = join(CACHE, `${name}-${hash}.pdf`);
  if (existsSync(cached)) return new Uint8Array(readFileSync(cached));
  const dir = mkdtempSync(join(tmpdir(), 'gleaner-latex-'));
  try {
    writeFileSync(join(dir, 'paper.tex'), tex);
    for (let k = 0; k < PASSES; k++)
      execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'paper.tex'], {
        cwd: dir,
        stdio: 'ignore',
        timeout: PDFLATEX_TIMEOUT_MS,
      });
    mkdirSync(CACHE, { recursive: true });
    copyFileSync(join(dir, 'paper.pdf'), cached);
    return new Uint8Array(readFileSync(cached));
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every paper of papers/index.json with its PDF. */
export function latexPapers(): LatexPaper[] {
  const index = JSON.parse(readFileSync(join(PAPERS, 'index.json'), 'utf8')) as PaperEntry[];
  return index.map((e) => ({ ...e, pdf: pdfOf(e.name) }));
}
