/**
 * The authored acceptance suite (49 olmOCR-style tests on 8 real two-column papers), scored on
 * the full product output: processDocument at level `academic`, text output (body, then the
 * footnotes after the separator). Floors are what the engine measured; they only go up.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';
import { readJsonl, runOlmTest } from '../helpers/olmocr.ts';

const DIR = ['pdf', 'authored-unit-tests'];
/** Measured on 2026-12-03 with extract.pdf 2.3.0 (48 with 1.0.0; pedersen04's hidden figure labels). */
const FLOOR_TOTAL = 49;
const FLOOR_HEADER_FOOTER = 9;
const HEADER_FOOTER = new Set([
  'running-header',
  'running-footer',
  'first-page-footer',
  'first-page-footnote',
]);

describeCorpus('authored-unit-tests', DIR, () => {
  it('passes the floor of present/absent/order tests, including every header/footer test', async () => {
    const tests = readJsonl(corpusPath(...DIR, 'tests.jsonl'));
    const outputs = new Map<string, string>();
    for (const pdf of new Set(tests.map((t) => t.pdf))) {
      const bytes = new Uint8Array(readFileSync(corpusPath(...DIR, 'pdfs', pdf)));
      const out = await processDocument({ bytes, key: pdf }, DEFAULT_PROCESS_OPTIONS);
      expect(out.sidecar.status).toBe('ok');
      outputs.set(pdf, out.text);
    }
    let passed = 0;
    let hf = 0;
    let hfTotal = 0;
    const failures: string[] = [];
    for (const t of tests) {
      const v = runOlmTest(t, outputs.get(t.pdf) ?? '');
      const isHf = HEADER_FOOTER.has(t.category ?? '');
      if (isHf) hfTotal++;
      if (v.pass) {
        passed++;
        if (isHf) hf++;
      } else failures.push(`  FAIL ${t.id} [${t.category}] ${v.why}`);
    }
    process.stdout.write(
      `authored-unit-tests: ${passed}/${tests.length} passed (header/footer ${hf}/${hfTotal})\n${failures.join('\n')}\n`,
    );
    expect(passed).toBeGreaterThanOrEqual(FLOOR_TOTAL);
    expect(hf).toBeGreaterThanOrEqual(FLOOR_HEADER_FOOTER);
  }, 120_000);
});
