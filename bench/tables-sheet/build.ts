/**
 * The spreadsheet table set at bench time: every document of generate.ts written as a Flat ODF
 * spreadsheet (fods.ts) and printed to PDF by LibreOffice Calc in one `soffice` run for all
 * missing documents, into a cache under the OS temp folder keyed by the hash of the document's
 * spec and of the FODS writer's source, so a second run reuses the PDFs (PDFs are not committed).
 * Needs Calc (Debian: libreoffice-calc-nogui), not only soffice: without it soffice opens a
 * .fods as plain text in Writer, so the export filter is named (calc_pdf_Export) and such a run
 * converts nothing. Delete os.tmpdir()/gleaner-tables-sheet after changing the LibreOffice install.
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
import { sofficeToPdf } from '../headings-word/build.ts';
import { fodsOf, type SheetSpec } from './fods.ts';
import { type SheetDoc, sheetDocs } from './generate.ts';

const CACHE = 'gleaner-tables-sheet';
/** Hex digits of the key's SHA-256 kept in the cached PDF's name. */
const HASH_CHARS = 16;
const RENDERER = new URL('./fods.ts', import.meta.url).pathname;

export type BuiltSheet = SheetDoc & {
  /** Calc's PDF, or null when the conversion failed. */
  pdf: Uint8Array | null;
};

/** The cached PDF path of a document (whether or not it has been built yet). */
export function cachedPdfPath(d: SheetSpec & { name: string }): string {
  const { font, size, landscape, grid, headerFooter, margin, sheets } = d;
  const spec: SheetSpec = { font, size, landscape, grid, headerFooter, margin, sheets };
  const key = createHash('sha256')
    .update(JSON.stringify(spec))
    .update(readFileSync(RENDERER))
    .digest('hex')
    .slice(0, HASH_CHARS);
  return join(tmpdir(), CACHE, `${d.name}-${key}.pdf`);
}

/** Every document with its PDF, converting those not in the cache. */
export function sheetSet(): BuiltSheet[] {
  const docs = sheetDocs();
  const missing = docs.filter((d) => !existsSync(cachedPdfPath(d)));
  if (missing.length) {
    const dir = mkdtempSync(join(tmpdir(), 'gleaner-sheet-'));
    try {
      for (const d of missing) writeFileSync(join(dir, `${d.name}.fods`), fodsOf(d));
      // Calc's export filter named: without Calc, a run that converts nothing (see above).
      const pdfs = sofficeToPdf(
        dir,
        missing.map((d) => d.name),
        'fods',
        'pdf:calc_pdf_Export',
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
