/**
 * olmOCR-Bench sample, text-layer PDFs: present/absent/order tests scored on the full product
 * output (processDocument, level `academic`, text output). The pages are cut out of longer
 * documents, so running heads must be recognised from position, size and shape. The five
 * scanned or handwritten files are read by OCR (`--ocr auto`, the default) and tallied separately:
 * three are handwriting or a hand drawing, which Tesseract does not read.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';
import { readJsonl, runOlmTest, TEXT_TYPES } from '../helpers/olmocr.ts';

const DIR = ['pdf', 'olmocr-bench-sample'];
/**
 * Measured on 2026-12-03 on a clean export of main: 51 once column gutters are found per band
 * (multi_column_miss_01 and _11); 49 before, 48 with extract.pdf 1.0.0. The two left are the
 * PDF's own OCR layer (small_page_size_00/_01).
 */
const FLOOR_TEXT_LAYER = 51;
/** No usable text layer (SOURCES.md): blank, drawing, scan, handwriting, text as graphics. */
const NEEDS_OCR = new Set([
  'blank_book_pg1.pdf',
  'buildingnotes.pdf',
  'lincoln_letter.pdf',
  'mattsnotes.pdf',
  'test-graphical-text.pdf',
]);

describeCorpus('olmocr-bench-sample', DIR, () => {
  it('passes the floor of present/absent/order tests on PDFs with a text layer', async () => {
    const tests = readJsonl(corpusPath(...DIR, 'dataset.jsonl')).filter((t) => TEXT_TYPES.has(t.type));
    const outputs = new Map<string, string>();
    const fallbacks = new Map<string, string[]>();
    for (const pdf of new Set(tests.map((t) => t.pdf))) {
      const bytes = new Uint8Array(readFileSync(corpusPath(...DIR, 'pdfs', pdf)));
      const out = await processDocument({ bytes, key: pdf }, DEFAULT_PROCESS_OPTIONS);
      // OCR is on (auto): a scan whose OCR finds nothing that forms text fails honestly as no_text.
      if (NEEDS_OCR.has(pdf) && out.sidecar.status === 'failed')
        expect(out.sidecar.error?.code).toBe('no_text');
      else expect(out.sidecar.status).toBe('ok');
      outputs.set(pdf, out.text);
      fallbacks.set(pdf, out.sidecar.fallbacks);
    }
    const tally = { text: [0, 0], ocr: [0, 0] };
    const failures: string[] = [];
    for (const t of tests) {
      const v = runOlmTest(t, outputs.get(t.pdf) ?? '');
      const bucket = NEEDS_OCR.has(t.pdf) ? tally.ocr : tally.text;
      bucket[1]++;
      if (v.pass) bucket[0]++;
      else if (!NEEDS_OCR.has(t.pdf)) failures.push(`  FAIL ${t.id} (${t.type}) ${v.why}`);
    }
    process.stdout.write(
      `olmocr-bench-sample: ${tally.text[0]}/${tally.text[1]} passed on text-layer PDFs; needs OCR: ${tally.ocr[0]}/${tally.ocr[1]}\n${failures.join('\n')}\n`,
    );
    expect(tally.text[1]).toBe(53);
    expect(tally.text[0]).toBeGreaterThanOrEqual(FLOOR_TEXT_LAYER);
    // Scans must be visible as a fallback, not silently empty.
    for (const pdf of ['blank_book_pg1.pdf', 'lincoln_letter.pdf'])
      if (fallbacks.has(pdf)) expect(fallbacks.get(pdf)).toContain('pdf.no_text_layer');
  }, 900_000);
});
