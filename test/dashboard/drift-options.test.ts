/**
 * The drift view judges a sidecar by the options it records, every one that enters the pipeline
 * version: a run with `--ocr off`, `--tables-detect caption` or `--outputs …,chunks` is current
 * for the code that made it, not "outdated" because today's defaults differ.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { currentVersion, DEFAULT_DRIFT_OPTIONS } from '../../dashboard/drift.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { optionsFromRecord } from '../../shared/pipeline/options-record.ts';

const PDF = join(import.meta.dirname, '../fixtures/basic/sample.pdf');

it('reads back every versioned option from the sidecar it was recorded in', async () => {
  const options = {
    ...DEFAULT_PROCESS_OPTIONS,
    tablesDetect: 'caption' as const,
    ocrMode: 'off' as const,
    outputs: ['text' as const, 'json' as const, 'chunks' as const],
    chunks: { maxTokens: 256, context: 'heading' as const },
  };
  const { sidecar } = await processDocument(
    { bytes: new Uint8Array(readFileSync(PDF)), key: 'sample.pdf' },
    options,
  );
  expect(sidecar.options).toMatchObject({
    tables_detect: 'caption',
    ocr: 'off',
    outputs: ['text', 'json', 'chunks'],
  });
  expect(sidecar.options.chunks).toMatchObject({ max_tokens: 256, context: 'heading' });
  const judged = optionsFromRecord(sidecar.options, DEFAULT_DRIFT_OPTIONS);
  expect(currentVersion('pdf', judged)).toBe(sidecar.pipeline.version);
  // Judged by the defaults instead, the same sidecar would look outdated.
  expect(currentVersion('pdf', DEFAULT_DRIFT_OPTIONS)).not.toBe(sidecar.pipeline.version);
});

it('reads a sidecar from before revision 1.4 (no tables_detect, ocr, outputs) as made with the defaults', async () => {
  const { sidecar } = await processDocument(
    { bytes: new Uint8Array(readFileSync(PDF)), key: 'sample.pdf' },
    DEFAULT_PROCESS_OPTIONS,
  );
  const { level, footnotes, tables, captions } = sidecar.options;
  const judged = optionsFromRecord({ level, footnotes, tables, captions }, DEFAULT_DRIFT_OPTIONS);
  expect(currentVersion('pdf', judged)).toBe(sidecar.pipeline.version);
});
