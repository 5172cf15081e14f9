/**
 * One pdf.js per process, loaded lazily; every document is destroyed after use (`withPdf`).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GleanerError } from '../../errors.ts';
import { installDrawingTap } from './drawing-tap.ts';
import { importWorker } from './pdfjs-patch.ts';

type PdfjsModule = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type PdfDocument = Awaited<ReturnType<PdfjsModule['getDocument']>['promise']>;

/**
 * Images above this many pixels are not decoded. Gleaner reads text, and the drawing operations
 * only on table-caption pages for rules, where the rules that dvips draws as images are a few
 * pixels stretched by the transform; decoding the figures on those pages was a quarter of their
 * cost. 65,536 = 256 x 256.
 */
const MAX_IMAGE_PIXELS = 65_536;

let loading: Promise<PdfjsModule> | null = null;

/**
 * Built-ins that the legacy build's bundled core-js replaces process-wide on Node 20 with
 * JavaScript versions (for spec corners pdf.js never reaches: pushing past 2^32 elements, JSON
 * source text access). The replacements were measured at 7.5% of all CPU in a PDF corpus run
 * (Array.prototype.push alone) and would slow every JSON.parse/stringify in the process: the
 * natives are put back once the module has loaded. The worker module (which pdf.js would import
 * lazily for its same-thread fake worker on the first document) bundles its own core-js and
 * replaces them again, so it is loaded here too, before the natives are restored: left to load
 * lazily, it cost another 8–12% of a corpus run in the slow `push` alone.
 */
const KEEP_NATIVE: [object, string][] = [
  [Array.prototype, 'push'],
  [JSON, 'parse'],
  [JSON, 'stringify'],
];

export function loadPdfjs(): Promise<PdfjsModule> {
  loading ??= (async () => {
    const natives = KEEP_NATIVE.map(([o, k]) => [o, k, Object.getOwnPropertyDescriptor(o, k)!] as const);
    try {
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      // Sets globalThis.pdfjsWorker, which pdf.js then uses instead of importing it later; with
      // the drawing tap wired in where the source allows (pdfjs-patch.ts).
      await importWorker();
      installDrawingTap(pdfjs.OPS);
      return pdfjs;
    } finally {
      for (const [o, k, d] of natives) Object.defineProperty(o, k, d);
    }
  })();
  return loading;
}

function packageDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('pdfjs-dist/package.json'));
}

/**
 * pdf.js's binary data (standard font programs, packed CMaps), read from its package once per
 * process and kept: pdf.js in Node otherwise reads the file again for every document that asks
 * (195 reads over the 111 corpus PDFs), each an asynchronous open/read/close the page loop
 * waits for. The set is bounded by the package (14 fonts, ~170 CMaps). Each caller gets its own
 * copy, in case pdf.js ever transfers the buffer it is handed.
 */
const binaryData = new Map<string, Uint8Array>();

/** pdf.js's `BinaryDataFactory` (the `getDocument` parameter) over `binaryData`. */
class CachedBinaryData {
  readonly #bases: Record<string, string | null>;
  constructor(urls: {
    cMapUrl?: string | null;
    standardFontDataUrl?: string | null;
    wasmUrl?: string | null;
  }) {
    this.#bases = {
      cMapUrl: urls.cMapUrl ?? null,
      standardFontDataUrl: urls.standardFontDataUrl ?? null,
      wasmUrl: urls.wasmUrl ?? null,
    };
  }
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const base = this.#bases[kind];
    // pdf.js asks only for its own file names; anything else (a path out of the folder) is refused.
    if (!base || !/^[\w.-]+$/.test(filename)) throw new Error(`Unable to load ${kind} data: ${filename}`);
    const url = `${base}${filename}`;
    let bytes = binaryData.get(url);
    if (!bytes) {
      bytes = new Uint8Array(readFileSync(fileURLToPath(url)));
      binaryData.set(url, bytes);
    }
    return bytes.slice();
  }
}

let assetUrls: { standardFontDataUrl: string; cMapUrl: string } | null = null;
function assets() {
  if (!assetUrls) {
    const dir = packageDir();
    assetUrls = {
      standardFontDataUrl: `${pathToFileURL(join(dir, 'standard_fonts')).href}/`,
      cMapUrl: `${pathToFileURL(join(dir, 'cmaps')).href}/`,
    };
  }
  return assetUrls;
}

export async function pdfjsVersion(): Promise<string> {
  return (await loadPdfjs()).version;
}

/**
 * pdf.js's `PasswordResponses.INCORRECT_PASSWORD`: the PasswordException's code when the password
 * given did not open the document (NEED_PASSWORD, 1, when none was given).
 */
const INCORRECT_PASSWORD = 2;

/**
 * Map pdf.js exceptions to the taxonomy. An encrypted document stays `encrypted` (permanent: the
 * same bytes and password fail the same way); the message says which of the two the caller can
 * fix, and never holds the password (pdf.js's own message is not passed on).
 */
function classify(err: unknown, passwordGiven: boolean): GleanerError {
  const e = err as { name?: string; message?: string; code?: number } | undefined;
  const name = e?.name ?? '';
  const message = (e?.message ?? String(err)).split('\n')[0];
  if (name === 'PasswordException') {
    // A password given and still asked for is a wrong one (an empty one comes back NEED_PASSWORD).
    const wrong = passwordGiven || e?.code === INCORRECT_PASSWORD;
    return new GleanerError(
      'encrypted',
      wrong
        ? 'encrypted PDF: the password given does not open it'
        : 'encrypted PDF: a password is needed to open it, and none was given',
    );
  }
  if (name === 'InvalidPDFException')
    return new GleanerError('corrupt', `corrupt or truncated PDF (${message})`);
  return new GleanerError('corrupt', `PDF could not be parsed (${message})`, { cause: err });
}

/**
 * A document that pdf.js's font loader can "insert" fonts into and that does nothing. With
 * `disableFontFace` (what a page render in Node needs) every glyph that a page's drawing
 * operations show is compiled into an outline and sent across the fake worker's port, because
 * the canvas draws text as paths; reading the drawing operations for ruling lines never draws a
 * glyph, and those outlines were a fifth of the cost of `getOperatorList` on caption pages.
 * With font faces enabled, pdf.js in Node instead builds an `@font-face` rule per font (once per
 * document) and inserts it here. Text extraction does not depend on this setting: on the
 * worker side it only decides whether glyph outlines are built.
 */
const NO_FONT_DOCUMENT = {
  createElement: () => ({ sheet: { cssRules: [], insertRule() {} }, remove() {} }),
  documentElement: { getElementsByTagName: () => [{ append() {} }] },
};

type Listener = (event: { data: unknown }) => void;

/** A plain object whose own values are all primitives (what a shallow copy clones exactly). */
function isFlat(obj: unknown): obj is Record<string, unknown> {
  if (typeof obj !== 'object' || obj === null || Object.getPrototypeOf(obj) !== Object.prototype)
    return false;
  for (const k in obj) {
    const v = (obj as Record<string, unknown>)[k];
    if (typeof v === 'object' ? v !== null : typeof v === 'function' || typeof v === 'symbol') return false;
  }
  return true;
}

/**
 * A font the worker hands over for the main thread to install (`commonobj` of type `Font`): its
 * program, which pdf.js turns into a base64 `@font-face` rule (0.5 GB of strings over the corpus
 * PDFs, a twentieth of all allocation). A document that is read and never drawn has no use for
 * it; pdf.js takes the font as one that failed to load (a warning, silent at verbosity 0).
 */
function isFontProgram(obj: {
  action?: string;
  data?: unknown;
}): obj is { action: string; data: [string, string] } {
  return obj?.action === 'commonobj' && Array.isArray(obj.data) && obj.data[1] === 'Font';
}

/**
 * pdf.js's same-thread port (its `LoopbackPort`), except that a chunk of an operator list is
 * handed over as a shallow copy instead of a structured clone. pdf.js deep-copies every message
 * between its API and its (here same-thread) worker; an operator list carries every glyph of
 * every text-showing operation, and that copy was 20–35% of the cost of reading a page's
 * drawing operations for ruling lines (measured over the 247 table-hint pages of the corpus).
 * The worker builds each chunk afresh and only empties its own arrays after sending one (the
 * copied containers), and nothing on either side writes into the operations' arguments, so
 * sharing them is safe. A font's program is not passed on (`isFontProgram`), flow-control messages
 * are copied shallowly (`isFlat`), and every other message is cloned as pdf.js does.
 */
class ReadPort {
  #listeners = new Map<Listener, (() => void) | null>();
  #deferred = Promise.resolve();
  postMessage(
    obj: {
      action?: string;
      data?: unknown;
      chunk?: { fnArray?: unknown; argsArray?: unknown; items?: unknown };
    },
    transfer?: Transferable[],
  ) {
    const chunk = obj?.chunk;
    let data: unknown;
    if (isFontProgram(obj))
      data = {
        ...obj,
        data: [obj.data[0], 'Font', { error: 'not installed: the document is read, not drawn' }],
      };
    else if (chunk && Array.isArray(chunk.fnArray) && Array.isArray(chunk.argsArray))
      data = {
        ...obj,
        chunk: { ...chunk, fnArray: chunk.fnArray.slice(), argsArray: chunk.argsArray.slice() },
      };
    // A text-content chunk: the worker starts new `items` and `styles` after sending one.
    else if (chunk && Array.isArray(chunk.items)) data = { ...obj, chunk: { ...chunk } };
    // A stream's flow control (pull, pull complete: one pair per text chunk of ten items, some
    // 64,000 messages over the corpus): its fields are strings, numbers and booleans, which a
    // shallow copy clones exactly, at a fraction of `structuredClone`'s cost.
    else if (!transfer?.length && isFlat(obj)) data = { ...obj };
    else data = structuredClone(obj, transfer ? { transfer } : undefined);
    this.#deferred.then(() => {
      for (const [listener] of this.#listeners) listener.call(this, { data });
    });
  }
  addEventListener(_name: string, listener: Listener, options?: { signal?: AbortSignal } | null) {
    let off: (() => void) | null = null;
    const signal = options?.signal;
    if (signal) {
      if (signal.aborted) return;
      const onAbort = () => this.removeEventListener(_name, listener);
      off = () => signal.removeEventListener('abort', onAbort);
      signal.addEventListener('abort', onAbort);
    }
    this.#listeners.set(listener, off);
  }
  removeEventListener(_name: string, listener: Listener) {
    this.#listeners.get(listener)?.();
    this.#listeners.delete(listener);
  }
  terminate() {
    for (const [, off] of this.#listeners) off?.();
    this.#listeners.clear();
  }
}

/** pdf.js's worker side, loaded with pdf.js (`loadPdfjs`), on a port of our own. */
function readWorker(pdfjs: PdfjsModule) {
  const port = new ReadPort();
  const worker = (
    globalThis as { pdfjsWorker?: { WorkerMessageHandler: { initializeFromPort(p: unknown): void } } }
  ).pdfjsWorker;
  if (!worker) return null;
  worker.WorkerMessageHandler.initializeFromPort(port);
  return new pdfjs.PDFWorker({ port: port as never, verbosity: 0 });
}

export interface PdfOpenOptions {
  /** Images above this many pixels are not decoded (OCR renders pages, and raises it). @defaultValue 65,536 */
  maxImageSize?: number;
  /**
   * The document is read (text, drawing operations), never rendered: glyph outlines are not
   * built (see `NO_FONT_DOCUMENT`). A renderer must leave this off. @defaultValue false
   */
  readOnly?: boolean;
  /**
   * The user (or owner) password of an encrypted document. A secret: it goes to pdf.js and
   * nowhere else (no message, no sidecar, no options record). @defaultValue undefined
   */
  password?: string;
}

/** Open `bytes` with pdf.js, run `fn`, and always destroy the document. */
export async function withPdf<T>(
  bytes: Uint8Array,
  fn: (doc: PdfDocument) => Promise<T>,
  { maxImageSize = MAX_IMAGE_PIXELS, readOnly = false, password }: PdfOpenOptions = {},
): Promise<T> {
  const pdfjs = await loadPdfjs();
  const worker = readOnly ? readWorker(pdfjs) : null;
  // pdf.js transfers (detaches) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({
    ...(worker ? { worker } : {}),
    data: new Uint8Array(bytes),
    // An empty password is one: a document encrypted with an empty user password opens without.
    ...(password !== undefined ? { password } : {}),
    isEvalSupported: false,
    maxImageSize,
    // The stand-in is not a DOM Document; pdf.js in Node only calls what it defines.
    ...(readOnly
      ? { disableFontFace: false, ownerDocument: NO_FONT_DOCUMENT as never }
      : { disableFontFace: true }),
    useSystemFonts: false,
    verbosity: 0,
    cMapPacked: true,
    ...assets(),
    BinaryDataFactory: CachedBinaryData as never,
  });
  let doc: PdfDocument;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    worker?.destroy();
    throw classify(err, password !== undefined);
  }
  try {
    return await fn(doc);
  } catch (err) {
    if (err instanceof GleanerError) throw err;
    throw classify(err, password !== undefined);
  } finally {
    await doc.destroy().catch(() => undefined);
    worker?.destroy();
  }
}

/** What `readPdf` opens: the bytes, and the password of an encrypted document. */
export interface PdfSource {
  bytes: Uint8Array;
  /** See `PdfOpenOptions.password`. */
  password?: string;
}

/** `withPdf` for a document that is read and never rendered (`readOnly`): the text pass. */
export function readPdf<T>(source: Uint8Array | PdfSource, fn: (doc: PdfDocument) => Promise<T>): Promise<T> {
  const { bytes, password } = source instanceof Uint8Array ? { bytes: source, password: undefined } : source;
  return withPdf(bytes, fn, { readOnly: true, password });
}
