/**
 * A generated paper of the LaTeX heading set (bench/headings-latex), built with pdflatex and read
 * by the whole pipeline, once per test file and paper. Null when it did not build (pdflatex
 * missing, or a class whose fonts or packages are absent): callers skip and say why.
 */
import { latexPaperPdf } from '../../bench/headings-latex/build.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/process.ts';

const read = new Map<string, ReturnType<typeof processDocument> | null>();

export function latexPaper(name: string): ReturnType<typeof processDocument> | null {
  if (!read.has(name)) {
    const pdf = latexPaperPdf(name);
    read.set(name, pdf ? processDocument({ bytes: pdf, key: `${name}.pdf` }, DEFAULT_PROCESS_OPTIONS) : null);
  }
  return read.get(name) ?? null;
}
