/**
 * Generated corpora for the fleet tests: small real documents (pdf-lib, docx, HTML) plus planted
 * bad files, each with the outcome it must end with. Nothing is copied from elsewhere.
 */
import {
  BAD_FILES,
  makeDocx,
  makeEncryptedPdf,
  makeHtml,
  makePdf,
  paragraphs,
} from '../../scripts/demo-corpus.ts';
import { FAULT_MARKERS } from '../helpers/faults.ts';

export interface CorpusFile {
  key: string;
  bytes: Uint8Array;
  expect: string;
}

/** Distinct PDFs/DOCXs are costly to build; a few are reused under many keys (keys differ). */
const DISTINCT_BINARIES = 5;

export async function mixedCorpus(opts: {
  pdf: number;
  docx: number;
  html: number;
  corrupt?: number;
  encrypted?: number;
  oversize?: number;
  unsupported?: number;
  /** Size of the oversize files (must exceed the test's maxFileBytes). */
  oversizeBytes?: number;
}): Promise<CorpusFile[]> {
  const files: CorpusFile[] = [];
  const pdfs = await Promise.all(
    Array.from({ length: DISTINCT_BINARIES }, (_, i) =>
      makePdf(`PDF paper ${i}`, paragraphs(100 + i, 2, 40)),
    ),
  );
  const docxs = await Promise.all(
    Array.from({ length: DISTINCT_BINARIES }, (_, i) =>
      makeDocx(`DOCX paper ${i}`, paragraphs(200 + i, 2, 40)),
    ),
  );
  for (let i = 0; i < opts.pdf; i++)
    files.push({ key: `pdf/paper-${i}.pdf`, bytes: pdfs[i % DISTINCT_BINARIES], expect: 'ok' });
  for (let i = 0; i < opts.docx; i++)
    files.push({ key: `docx/paper-${i}.docx`, bytes: docxs[i % DISTINCT_BINARIES], expect: 'ok' });
  for (let i = 0; i < opts.html; i++) {
    // Spaces and non-ASCII in keys on purpose.
    const key = i % 10 === 0 ? `html/über paper ${i}.html` : `html/p${i}.html`;
    files.push({ key, bytes: makeHtml(`Web paper ${i}`, paragraphs(300 + i, 2, 30)), expect: 'ok' });
  }
  const truncated = (await BAD_FILES['bad/truncated.pdf'].bytes()) as Uint8Array;
  for (let i = 0; i < (opts.corrupt ?? 0); i++)
    files.push({ key: `bad/corrupt-${i}.pdf`, bytes: truncated, expect: 'corrupt' });
  for (let i = 0; i < (opts.encrypted ?? 0); i++)
    files.push({ key: `bad/encrypted-${i}.pdf`, bytes: makeEncryptedPdf(), expect: 'encrypted' });
  const unsupported = (await BAD_FILES['bad/picture-not-paper.pdf'].bytes()) as Uint8Array;
  for (let i = 0; i < (opts.unsupported ?? 0); i++)
    files.push({ key: `bad/unsupported-${i}.pdf`, bytes: unsupported, expect: 'unsupported_format' });
  const big = makeHtml('Too big', [`${'word '.repeat(Math.ceil((opts.oversizeBytes ?? 300_000) / 5))}`]);
  for (let i = 0; i < (opts.oversize ?? 0); i++)
    files.push({ key: `bad/oversize-${i}.html`, bytes: big, expect: 'too_large' });
  return files;
}

/** Files that make the parse child hang, exhaust memory or crash (needs a worker started with FAULTS_ENV). */
export function faultFiles(n: { hang: number; oom: number; crash: number }): CorpusFile[] {
  const files: CorpusFile[] = [];
  const make = (marker: string, i: number) => makeHtml(`${marker} ${i}`, [marker]);
  const head = (marker: string, i: number) => {
    // The marker must sit in the first bytes the child looks at.
    const body = make(marker, i);
    return new Uint8Array(Buffer.concat([Buffer.from(`<!-- ${marker} -->\n`), Buffer.from(body)]));
  };
  for (let i = 0; i < n.hang; i++)
    files.push({ key: `fault/hang-${i}.html`, bytes: head(FAULT_MARKERS.hang, i), expect: 'timeout' });
  for (let i = 0; i < n.oom; i++)
    files.push({ key: `fault/oom-${i}.html`, bytes: head(FAULT_MARKERS.oom, i), expect: 'out_of_memory' });
  for (let i = 0; i < n.crash; i++)
    files.push({ key: `fault/crash-${i}.html`, bytes: head(FAULT_MARKERS.crash, i), expect: 'crashed' });
  return files;
}
