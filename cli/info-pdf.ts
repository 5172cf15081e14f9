/**
 * The PDF half of `gleaner info`, run as a child process by cli/info.ts under the parse limits
 * (`ulimit -d` GLEANER_MEMORY_MB, GLEANER_TIMEOUT_MS): reading the first pages' text means
 * inflating their content streams, and a crafted stream can inflate to gigabytes. Reads the
 * file named in argv[2] (capped like `extract`), prints one JSON object on stdout.
 * No layout, no normalization: pages, metadata, encryption and whether there is a text layer.
 */
import { loadConfig } from '../shared/config/index.ts';
import { GleanerError, toError } from '../shared/errors.ts';
import { withPdf } from '../shared/extract/pdf/pdfjs.ts';
import { readInput } from './read-input.ts';

/**
 * Pages whose text is looked at for `text_layer`: a scan usually has no text on any page, a
 * born-digital paper on its first page; three pages cover a cover sheet or a blank first page.
 */
const TEXT_LAYER_PAGES = 3;
/** Characters of the PDF's own /Info strings printed at most. */
const MAX_FIELD_CHARS = 500;

const field = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, MAX_FIELD_CHARS) : null;

/** An owner password (printing, copying restrictions) still opens; the trailer names /Encrypt. */
function hasEncryptDictionary(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).includes('/Encrypt');
}

async function probe(file: string): Promise<Record<string, unknown>> {
  const bytes = await readInput(file, loadConfig().maxFileBytes);
  const encrypted = hasEncryptDictionary(bytes);
  try {
    return await withPdf(bytes, async (doc) => {
      const meta = await doc.getMetadata().catch(() => null);
      const info = (meta?.info ?? {}) as Record<string, unknown>;
      const sampled = Math.min(doc.numPages, TEXT_LAYER_PAGES);
      let withText = 0;
      for (let n = 1; n <= sampled; n++) {
        const page = await doc.getPage(n);
        const content = await page.getTextContent();
        if (content.items.some((i) => 'str' in i && i.str.trim())) withText++;
        page.cleanup();
      }
      return {
        pages: doc.numPages,
        encrypted,
        needs_password: false,
        text_layer: sampled === 0 ? null : withText > 0,
        text_layer_pages_sampled: sampled,
        pdf_version: field(info.PDFFormatVersion),
        title: field(info.Title),
        author: field(info.Author),
        producer: field(info.Producer),
        creator: field(info.Creator),
        created: field(info.CreationDate),
      };
    });
  } catch (err) {
    // A user password: the document cannot be opened, which is itself the answer.
    if (err instanceof GleanerError && err.code === 'encrypted')
      return { pages: null, encrypted: true, needs_password: true, text_layer: null };
    throw err;
  }
}

try {
  process.stdout.write(`${JSON.stringify(await probe(process.argv[2]))}\n`);
} catch (raw) {
  const err = toError(raw);
  const code = err instanceof GleanerError ? err.code : 'internal';
  process.stdout.write(`${JSON.stringify({ error: { code, message: err.message.split('\n')[0] } })}\n`);
}
