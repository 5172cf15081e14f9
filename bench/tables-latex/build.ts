/**
 * The generated table set at bench time: the committed sources of docs/ (written by
 * generate.ts) built with pdflatex into a cache under the OS temp folder, keyed by the hash of
 * each source, as bench/headings-latex/build.ts does (PDFs are not committed). Three passes:
 * longtable settles its column widths over passes. Delete os.tmpdir()/gleaner-tables-latex after
 * changing the TeX install.
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
import type { DocEntry } from './generate.ts';

/** One pdflatex pass on a short document takes about a second; a hung one must not hang the bench. */
const PDFLATEX_TIMEOUT_MS = 60_000;
/** longtable needs up to three passes to settle its widths (it says "Rerun" until then). */
const PASSES = 3;

const DOCS = join(new URL('.', import.meta.url).pathname, 'docs');
const CACHE = join(tmpdir(), 'gleaner-tables-latex');

export interface LatexDoc extends DocEntry {
  /** The built PDF, or null when pdflatex failed. */
  pdf: Uint8Array | null;
}

function pdfOf(name: string): Uint8Array | null {
  const tex = readFileSync(join(DOCS, `${name}.tex`));
  const hash = createHash('sha256').update(tex).digest('hex').slice(0, 16);
  const cached = join(CACHE, `${name}-${hash}.pdf`);
  if (existsSync(cached)) return new Uint8Array(readFileSync(cached));
  const dir = mkdtempSync(join(tmpdir(), 'gleaner-tables-'));
  try {
    writeFileSync(join(dir, 'doc.tex'), tex);
    for (let k = 0; k < PASSES; k++)
      execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'doc.tex'], {
        cwd: dir,
        stdio: 'ignore',
        timeout: PDFLATEX_TIMEOUT_MS,
      });
    mkdirSync(CACHE, { recursive: true });
    copyFileSync(join(dir, 'doc.pdf'), cached);
    return new Uint8Array(readFileSync(cached));
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every document of docs/index.json with its PDF. */
export function latexDocs(): LatexDoc[] {
  const index = JSON.parse(readFileSync(join(DOCS, 'index.json'), 'utf8')) as DocEntry[];
  return index.map((e) => ({ ...e, pdf: pdfOf(e.name) }));
}

/** The cached PDF path of a document (for looking at a tuned one). */
export function cachedPdfPath(name: string): string {
  const tex = readFileSync(join(DOCS, `${name}.tex`));
  return join(CACHE, `${name}-${createHash('sha256').update(tex).digest('hex').slice(0, 16)}.pdf`);
}
