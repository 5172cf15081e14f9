/**
 * The OCR mode is part of the PDF pipeline version: a scan that failed `no_text` with OCR off is
 * redone when OCR is turned on, and HTML/DOCX outputs do not move with the mode.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { decideFromSidecar } from '../../producer/decide.ts';
import { DEFAULT_PROCESS_OPTIONS, pipelineVersion, processDocument } from '../../shared/pipeline/index.ts';

const SCAN = join(import.meta.dirname, '../fixtures/ocr/running-heads-scan.pdf');

it('enters the PDF version only, and only when it is not the default', () => {
  const auto = pipelineVersion('pdf', DEFAULT_PROCESS_OPTIONS);
  const off = pipelineVersion('pdf', { ...DEFAULT_PROCESS_OPTIONS, ocrMode: 'off' });
  const force = pipelineVersion('pdf', { ...DEFAULT_PROCESS_OPTIONS, ocrMode: 'force' });
  expect(new Set([auto, off, force]).size).toBe(3);
  expect(pipelineVersion('pdf', { ...DEFAULT_PROCESS_OPTIONS, ocrMode: 'auto' })).toBe(auto);
  for (const format of ['html', 'docx'] as const)
    expect(pipelineVersion(format, { ...DEFAULT_PROCESS_OPTIONS, ocrMode: 'off' })).toBe(
      pipelineVersion(format, DEFAULT_PROCESS_OPTIONS),
    );
});

it('a scan read with OCR off fails no_text, records the mode, and is outdated for an OCR-on run', async () => {
  const bytes = new Uint8Array(readFileSync(SCAN));
  // The mode may come as the caller's `ocr.mode` (CLI, library) or as the job's `ocrMode` (fleet).
  const viaOcr = await processDocument(
    { bytes, key: SCAN, etag: 'e1' },
    { ...DEFAULT_PROCESS_OPTIONS, ocr: { mode: 'off' } },
  );
  const viaJob = await processDocument(
    { bytes, key: SCAN, etag: 'e1' },
    { ...DEFAULT_PROCESS_OPTIONS, ocrMode: 'off' },
  );
  for (const { sidecar } of [viaOcr, viaJob]) {
    expect(sidecar.status).toBe('failed');
    expect(sidecar.error?.code).toBe('no_text');
    expect(sidecar.options.ocr).toBe('off');
    expect(sidecar.pipeline.version).toBe(
      pipelineVersion('pdf', { ...DEFAULT_PROCESS_OPTIONS, ocrMode: 'off' }),
    );
  }
  const raw = new TextEncoder().encode(JSON.stringify(viaJob.sidecar));
  const obj = { key: SCAN, size: bytes.length, etag: 'e1' };
  // no_text is permanent: the same options leave it alone; OCR turned on redoes it.
  expect(decideFromSidecar(obj, raw, { ...DEFAULT_PROCESS_OPTIONS, ocrMode: 'off' })).toBe('unchanged');
  expect(decideFromSidecar(obj, raw, DEFAULT_PROCESS_OPTIONS)).toBe('outdated');
});
