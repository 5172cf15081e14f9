import { readFileSync } from 'node:fs';
import { DEFAULT_LIMITS } from '../../../shared/config/index.ts';
import { pdfExtractor } from '../../../shared/extract/pdf/index.ts';
import type { ExtractResult } from '../../../shared/extract/types.ts';
import { FallbackRecorder } from '../../../shared/fallbacks.ts';

/**
 * The bytes of `file` and the headings the PDF extractor found in it. Run-in headings open
 * sections too ("Abstract—", "1) Feature extraction:"): they count.
 */
export async function extractHeadings(file: string) {
  const bytes = new Uint8Array(readFileSync(file));
  return { bytes, found: await pdfHeadings(bytes) };
}

/** The headings the PDF extractor finds in `bytes` (stand-alone and run-in). */
export async function pdfHeadings(bytes: Uint8Array) {
  const ex = await pdfExtractor.extract(
    bytes,
    { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS },
    new FallbackRecorder(),
  );
  return headingsOf(ex);
}

/** An extractor's headings: its heading blocks, and the run-in heading that opens a paragraph. */
export function headingsOf(ex: ExtractResult): { text: string; level: number }[] {
  return (ex.blocks ?? []).flatMap((b) =>
    b.role === 'heading'
      ? [{ text: b.text, level: b.level ?? 1 }]
      : b.runIn
        ? [{ text: b.text.slice(0, b.runIn.length), level: b.runIn.level }]
        : [],
  );
}
