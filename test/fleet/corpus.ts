/**
 * Generated corpora for the fleet tests: small real documents (pdf-lib, docx, HTML) plus planted
 * bad files, each with the outcome it must end with. Nothing is copied from elsewhere.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, open, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  BAD_FILES,
  makeDocx,
  makeEncryptedPdf,
  makeHtml,
  makePdf,
  paragraphs,
} from '../../scripts/demo-corpus.ts';
import { DEFAULT_MAX_HTML_ELEMENTS } from '../../shared/config/index.ts';
import { keyToNameBytes } from '../../shared/storage/index.ts';
import { FAULT_MARKERS } from '../helpers/faults.ts';
import { flateBombPdf, ROTATED_TEXT, rotatedPdf } from '../helpers/hostile-pdf.ts';

export interface CorpusFile {
  key: string;
  bytes: Uint8Array;
  /**
   * How the input must end: the error code of its sidecar (`ok` for success; alternatives
   * separated by `|` where the limit that trips first may vary), `skip:<reason>` for an entry
   * the listing must leave out and report, `filtered` for one the type filter leaves out.
   */
  expect: string;
  /** Local only: made as this kind of entry instead of a file holding `bytes`. */
  entry?: { kind: 'fifo' } | { kind: 'symlink'; target: string } | { kind: 'sparse'; size: number };
  /** Words the text output must contain (spaces collapsed). */
  text?: string;
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

/** Whether `code` (a sidecar's error code, or `ok`) is one `f.expect` allows. */
export function expected(f: CorpusFile, code: string): boolean {
  return f.expect.split('|').includes(code);
}

/**
 * Write a corpus under `root`: keys with lone surrogates (non-UTF-8 names) through their bytes,
 * and FIFOs, symlinks and sparse files as asked.
 */
export async function writeCorpus(root: string, files: CorpusFile[]): Promise<void> {
  for (const f of files) {
    const rel = keyToNameBytes(f.key);
    if (!rel) throw new Error(`no local name for ${JSON.stringify(f.key)}`);
    const path = Buffer.concat([Buffer.from(`${root}/`), rel]);
    // Folders in these corpora are UTF-8; only a file name may not be.
    await mkdir(dirname(join(root, f.key)), { recursive: true });
    if (f.entry?.kind === 'fifo') execFileSync('mkfifo', [join(root, f.key)]);
    else if (f.entry?.kind === 'symlink') await symlink(f.entry.target, path);
    else if (f.entry?.kind === 'sparse') {
      const h = await open(path, 'w');
      await h.truncate(f.entry.size);
      await h.close();
    } else await writeFile(path, f.bytes);
  }
}

/** An HTML page with one table row of `cells` cells (quadratic row readers took minutes). */
export function wideRowHtml(cells: number): Uint8Array {
  const row = Array.from({ length: cells }, (_, i) => `<td>c${i}</td>`).join('');
  return makeHtml(
    'One very wide row',
    ['A table with a single row follows.'],
    `<table><tr>${row}</tr></table>`,
  );
}

/** An HTML page whose one paragraph is `n` inline spans (a million took over 300 s once). */
export function manySpansHtml(n: number): Uint8Array {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(`<span>w${i % 1000}</span> `);
  return makeHtml('Many spans', ['Spans follow.'], `<p>${parts.join('')}</p>`);
}

export interface HostileOptions {
  /** Where the corpus goes: S3 keys are UTF-8 and cannot be FIFOs, symlinks or sparse. */
  target: 'local' | 's3';
  /** Inline spans in the many-spans page. */
  spans: number;
  /**
   * Let the costly inputs (many spans, the wide row, the flate bomb) also end `timeout`: the
   * wall-clock limit is the fleet's answer to a slow parse, and on a loaded box it may trip first.
   * @defaultValue false
   */
  mayTimeOut?: boolean;
  /** The worker's maxFileBytes: the huge input is above it. */
  maxFileBytes: number;
}

/**
 * Every fault of issue #16 as inputs, each with the outcome it must end with: 240- and
 * 250-character names, names that used to collide (`a\b.html` beside `a/b.html`), a non-UTF-8
 * name (local) and control characters in names, a /Rotate 90 page, a 50,000-cell row, many
 * spans, a huge input (local: a /dev/zero symlink and an 8 GiB sparse file; S3: an object over
 * the limit), a FIFO, a flate bomb, an empty file, a tool folder and a file of another type.
 */
export async function hostileFiles(opts: HostileOptions): Promise<CorpusFile[]> {
  const page = (i: number) => makeHtml(`Hostile paper ${i}`, paragraphs(900 + i, 2, 30));
  const local = opts.target === 'local';
  const slow = (expect: string) => (opts.mayTimeOut ? `${expect}|timeout` : expect);
  const files: CorpusFile[] = [
    { key: `names/${'l'.repeat(235)}.html`, bytes: page(1), expect: 'ok' },
    { key: `names/${'m'.repeat(245)}.html`, bytes: page(2), expect: 'ok' },
    { key: 'names/a\\b.html', bytes: page(3), expect: 'ok' },
    { key: 'names/a/b.html', bytes: page(4), expect: 'ok' },
    { key: 'names/ctl\x01\x1b[31m\r\nfailures: 1.html', bytes: page(5), expect: 'ok' },
    { key: 'names/pct%41 plus+.html', bytes: page(6), expect: 'ok' },
    { key: 'pdf/rotated.pdf', bytes: await rotatedPdf(), expect: 'ok', text: ROTATED_TEXT },
    { key: 'html/wide-row.html', bytes: wideRowHtml(50_000), expect: slow('ok'), text: 'c49999' },
    // Past the element limit a page is refused by a scan of its source, in well under a second.
    {
      key: 'html/many-spans.html',
      bytes: manySpansHtml(opts.spans),
      expect: opts.spans > DEFAULT_MAX_HTML_ELEMENTS ? 'limits_exceeded' : slow('ok'),
    },
    { key: 'pdf/flate-bomb.pdf', bytes: flateBombPdf(4096), expect: slow('out_of_memory|limits_exceeded') },
    { key: 'bad/empty.html', bytes: new Uint8Array(0), expect: 'empty_file' },
    { key: 'notes.txt', bytes: new TextEncoder().encode('not a document type'), expect: 'filtered' },
  ];
  if (local)
    files.push(
      { key: 'names/caf\udce9.html', bytes: page(7), expect: 'ok' },
      {
        key: 'huge/zero.html',
        bytes: new Uint8Array(0),
        expect: 'skip:symlink',
        entry: { kind: 'symlink', target: '/dev/zero' },
      },
      {
        key: 'huge/sparse.html',
        bytes: new Uint8Array(0),
        expect: 'too_large',
        entry: { kind: 'sparse', size: 8 * 2 ** 30 },
      },
      {
        key: 'special/pipe.html',
        bytes: new Uint8Array(0),
        expect: 'skip:special_file',
        entry: { kind: 'fifo' },
      },
      { key: 'node_modules/pkg/readme.html', bytes: page(8), expect: 'skip:excluded_folder' },
    );
  else
    files.push(
      { key: 'names/x//y.html', bytes: page(9), expect: 'ok' },
      { key: 'names/dot/./z.html', bytes: page(10), expect: 'ok' },
      { key: 'huge/big.html', bytes: new Uint8Array(opts.maxFileBytes + 1), expect: 'too_large' },
    );
  return files;
}
