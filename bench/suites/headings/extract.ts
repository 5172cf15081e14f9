import { readFileSync } from 'node:fs';
import { DEFAULT_LIMITS } from '../../../shared/config/index.ts';
import { pdfExtractor } from '../../../shared/extract/pdf/index.ts';
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
  const found = (ex.blocks ?? []).flatMap((b) =>
    b.role === 'heading'
      ? [{ text: b.text, level: b.level ?? 1 }]
      : b.runIn
        ? [{ text: b.text.slice(0, b.runIn.length), level: b.runIn.level }]
        : [],
  );
  return found;
}
