/**
 * The office table set at bench time: every document of generate.ts written as DOCX and
 * converted by LibreOffice (bench/headings-word's `docxToPdf`, one `soffice` run for all missing
 * documents) into a cache under the OS temp folder, keyed by the hash of the document's blocks
 * and of the DOCX renderer's source, so a second run reuses the PDFs (PDFs are not committed).
 * Delete os.tmpdir()/gleaner-tables-office after changing the LibreOffice install.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Packer } from 'docx';
import { docxToPdf } from '../headings-word/build.ts';
import { docxOf } from './docx.ts';
import { type OfficeDoc, officeDocs } from './generate.ts';

const CACHE = 'gleaner-tables-office';
/** Hex digits of the key's SHA-256 kept in the cached PDF's name. */
const HASH_CHARS = 16;
const RENDERER = new URL('./docx.ts', import.meta.url).pathname;

export type BuiltDoc = OfficeDoc & {
  /** LibreOffice's PDF, or null when the conversion failed. */
  pdf: Uint8Array | null;
};

/** The cached PDF path of a document (whether or not it has been built yet). */
export function cachedPdfPath(d: OfficeDoc): string {
  const key = createHash('sha256')
    .update(JSON.stringify({ blocks: d.blocks, style: d.style }))
    .update(readFileSync(RENDERER))
    .digest('hex')
    .slice(0, HASH_CHARS);
  return join(tmpdir(), CACHE, `${d.name}-${key}.pdf`);
}

/** Every document with its PDF, converting those not in the cache. */
export async function officeSet(): Promise<BuiltDoc[]> {
  const docs = officeDocs();
  const missing = docs.filter((d) => !existsSync(cachedPdfPath(d)));
  if (missing.length) {
    const dir = mkdtempSync(join(tmpdir(), 'gleaner-office-'));
    try {
      for (const d of missing)
        writeFileSync(join(dir, `${d.name}.docx`), await Packer.toBuffer(docxOf(d.blocks, d.style)));
      const pdfs = docxToPdf(
        dir,
        missing.map((d) => d.name),
      );
      mkdirSync(join(tmpdir(), CACHE), { recursive: true });
      missing.forEach((d, k) => {
        if (pdfs[k]) copyFileSync(join(dir, `${d.name}.pdf`), cachedPdfPath(d));
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return docs.map((d) => {
    const file = cachedPdfPath(d);
    return { ...d, pdf: existsSync(file) ? new Uint8Array(readFileSync(file)) : null };
  });
}
