/**
 * One LaTeX-made paper scored against its generator's truth, as latex-order.ts and
 * latex-sweep.ts both do: Gleaner's order, breaks, footnotes, leaks and hyphens, and pdftotext's
 * order and footnote splices on the same PDF.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../../shared/pipeline/index.ts';
import { furniture, leaks } from './boilerplate.ts';
import { hyphenErrors, vocabulary } from './hyphens.ts';
import { scoreNotes } from './notes.ts';
import { scoreOrder } from './order.ts';
import { scoreRefs } from './refs.ts';
import type { PaperScore } from './tally.ts';
import { bodyOf, paragraphsOf, streamOf } from './tokens.ts';
import type { PaperTruth } from './truth.ts';

/** poppler's text of a PDF (default mode), the order benches' baseline; null when it fails. */
export function pdftotext(pdf: Uint8Array): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'gleaner-latex-order-'));
  try {
    const file = join(dir, 'paper.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 << 20 }).toString('utf8');
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A paper's scores and the errors behind them (for `--verbose`). */
export interface ScoredPaper {
  score: PaperScore;
  errors: string[];
}

export async function scorePaper(name: string, pdf: Uint8Array, t: PaperTruth): Promise<ScoredPaper> {
  const out = await processDocument({ bytes: pdf, key: `${name}.pdf` }, DEFAULT_PROCESS_OPTIONS);
  const body = paragraphsOf(bodyOf(out.text));
  const truthStream = streamOf(t.paragraphs);
  const gl = scoreOrder(truthStream, streamOf(body), t.afterDisplay);
  const nt = scoreNotes(t.footnotes, body, out.sidecar.footnotes);
  const ptText = pdftotext(pdf) ?? '';
  const ptParas = paragraphsOf(ptText);
  const pt = scoreOrder(truthStream, streamOf(ptParas), t.afterDisplay);
  const ptNotes = scoreNotes(t.footnotes, ptParas, null);
  const leak = leaks(bodyOf(out.text), t.printed.join('\n'), furniture(ptText));
  const hyph = hyphenErrors(out.text, vocabulary(t.printed));
  const refs = scoreRefs(t.references, body);
  const errors = [
    ...gl.wrong,
    ...(nt.spliced ? [`spliced footnotes: ${nt.spliced}`] : []),
    ...leak.lines.map((l) => `leak: ${l}`),
    ...hyph,
    ...refs.broken.map((r) => `reference not whole: ${r}`),
  ];
  return {
    score: {
      gl,
      pt,
      notes: nt,
      ptSpliced: ptNotes.spliced,
      leaks: leak.count,
      hyphen: hyph.length,
      refs: { total: refs.total, whole: refs.whole },
    },
    errors,
  };
}
