/**
 * Building a generated LaTeX set at bench time (bench/headings-latex, bench/tables-latex): the
 * committed sources of a folder built with pdflatex into a cache under the OS temp folder, keyed
 * by the hash of each source, so a second bench run reuses the PDFs (PDFs are not committed).
 * The cache is keyed by the source only: delete the set's cache folder after changing the TeX
 * install.
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

/** One pdflatex pass on a short document takes about a second; a hung one must not hang the bench. */
const PDFLATEX_TIMEOUT_MS = 60_000;
/** Hex digits of the source's SHA-256 kept in the cached PDF's name. */
const HASH_CHARS = 16;

/** One generated set: where its sources are and how they are built. */
export interface LatexSet {
  /** The folder of the `.tex` sources and their `index.json`. */
  sources: string;
  /** The cache folder's name under the OS temp folder. */
  cache: string;
  /** pdflatex passes: the later ones resolve references and settle longtable widths. */
  passes: number;
  /** The name each source is built under in its fresh folder (`<job>.tex`, `<job>.pdf`). */
  job: string;
  /** The prefix of the fresh build folder's name under the OS temp folder. */
  tmpPrefix: string;
}

/** An entry of a set's index.json with its PDF. */
export type Built<E> = E & {
  /** The built PDF, or null when pdflatex failed. */
  pdf: Uint8Array | null;
};

/** True when `pdflatex` can be run. */
export function hasPdflatex(): boolean {
  try {
    execFileSync('pdflatex', ['--version'], { stdio: 'ignore', timeout: PDFLATEX_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}

function cachePath(set: LatexSet, name: string, tex: Buffer): string {
  const hash = createHash('sha256').update(tex).digest('hex').slice(0, HASH_CHARS);
  return join(tmpdir(), set.cache, `${name}-${hash}.pdf`);
}

/** The cached PDF path of a source (whether or not it has been built yet). */
export function cachedPdfPath(set: LatexSet, name: string): string {
  return cachePath(set, name, readFileSync(join(set.sources, `${name}.tex`)));
}

/** The PDF of one source: from the cache, else built in a fresh folder (no stale .aux) and cached. */
export function pdfOf(set: LatexSet, name: string): Uint8Array | null {
  const tex = readFileSync(join(set.sources, `${name}.tex`));
  const cached = cachePath(set, name, tex);
  if (existsSync(cached)) return new Uint8Array(readFileSync(cached));
  const dir = mkdtempSync(join(tmpdir(), set.tmpPrefix));
  try {
    writeFileSync(join(dir, `${set.job}.tex`), tex);
    for (let k = 0; k < set.passes; k++)
      execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', `${set.job}.tex`], {
        cwd: dir,
        stdio: 'ignore',
        timeout: PDFLATEX_TIMEOUT_MS,
      });
    mkdirSync(join(tmpdir(), set.cache), { recursive: true });
    copyFileSync(join(dir, `${set.job}.pdf`), cached);
    return new Uint8Array(readFileSync(cached));
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every entry of the set's index.json with its PDF. */
export function buildSet<E extends { name: string }>(set: LatexSet): Built<E>[] {
  const index = JSON.parse(readFileSync(join(set.sources, 'index.json'), 'utf8')) as E[];
  return index.map((e) => ({ ...e, pdf: pdfOf(set, e.name) }));
}
