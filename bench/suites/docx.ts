/**
 * `npm run bench -- docx`: the DOCX corpus through Gleaner (processDocument, academic) and
 * through mammoth alone, in the same run: files passing every check, and time per file.
 * poi/bug65649.docx (12.5 MB of XML) runs only with `--large` (it takes ~30 s on its own).
 */
import { performance } from 'node:perf_hooks';
import { type CorpusCase, evaluate, loadCases, type Outcome } from '../../test/docx/checks.ts';
import { gleanerOutcome, mammothOutcome, normalizeExpected } from '../../test/docx/outcomes.ts';
import { corpusPath, hasCorpus } from '../../test/helpers/corpus.ts';
import type { BenchReport } from '../report.ts';

const LARGE = 'poi/bug65649.docx';

export async function run(args: string[]): Promise<BenchReport> {
  if (!hasCorpus('docx'))
    return { title: 'docx: corpus absent', rows: [], notes: [`missing ${corpusPath('docx')}`] };
  const cases = loadCases(corpusPath('docx')).filter((c) => args.includes('--large') || c.rel !== LARGE);
  const rows: BenchReport['rows'] = [];
  const measure = async (system: string, fn: (c: CorpusCase) => Promise<Outcome>) => {
    await fn(cases[0]); // warm-up: module loading is not per-file cost
    let passed = 0;
    const t0 = performance.now();
    for (const c of cases) if (!evaluate(c, await fn(c), normalizeExpected).length) passed++;
    const ms = performance.now() - t0;
    rows.push({ system, files: cases.length, passed, ms_per_file: ms / cases.length });
    return { passed, ms };
  };
  const g = await measure('gleaner (processDocument, academic)', (c) =>
    gleanerOutcome(corpusPath('docx', c.rel), !!c.expect.mustContainRaw),
  );
  const m = await measure('mammoth alone (defaults)', (c) => mammothOutcome(corpusPath('docx', c.rel)));
  return {
    title: `docx: corpus checks, ${cases.length} files`,
    rows,
    notes: [
      `passed: gleaner ${g.passed}, mammoth-only ${m.passed}`,
      `time ratio gleaner / mammoth-only = ${(g.ms / m.ms).toFixed(2)} (gleaner also normalizes, scores and reads notes/headers/comments)`,
    ],
  };
}
