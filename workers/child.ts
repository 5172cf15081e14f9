/**
 * The parse child: a long-lived process (pdf.js warm-up is paid once) that turns bytes into
 * outputs. It runs under an OS data-segment limit (`ulimit -d`) set by its parent; the parent kills it on
 * timeout. Nothing here touches storage or Redis.
 */
import { Worker } from 'node:worker_threads';
import { loadConfig } from '../shared/config/index.ts';
import { GleanerError } from '../shared/errors.ts';
import { failedSidecar, type ProcessOutput, processDocument } from '../shared/pipeline/index.ts';
import { type ChildMessage, type ParseRequest, storedOutput } from './protocol.ts';
import { pdfFromObjects } from './tiny-pdf.ts';

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve, reject) =>
    process.send!(message, undefined, {}, (e) => (e ? reject(e) : resolve())),
  );
}

/**
 * Share of the job's timeout that OCR may spend. Each OCR'd page also has its own allowance
 * (OcrOptions.pageMs); past this share no further page is OCR'd and the document ends with what
 * it has and a `pdf.ocr_skipped` fallback, instead of the whole job being killed as `timeout`.
 * The rest leaves room for layout, normalization and the answer.
 */
const OCR_TIMEOUT_SHARE = 0.8;
const config = loadConfig();

/**
 * OCR options for one job: the request's mode (CLI `--ocr`, or the producer's, which is part of
 * the job's pipeline version), else GLEANER_OCR; the deadline from the job timeout.
 */
function ocrFor(req: ParseRequest, started: number): ParseRequest['options']['ocr'] {
  return {
    ...req.options.ocr,
    mode: req.options.ocr?.mode ?? req.options.ocrMode ?? config.ocrMode,
    deadline: started + config.timeoutMs * OCR_TIMEOUT_SHARE,
  };
}

function isAllocationFailure(message: string): boolean {
  return /allocation failed|out of memory|cannot allocate/i.test(message);
}

async function handle(req: ParseRequest): Promise<void> {
  let output: ProcessOutput;
  let fatal = false;
  try {
    output = await processDocument(
      { bytes: req.bytes, key: req.key, etag: req.etag, contentType: req.contentType ?? null },
      { ...req.options, ocr: ocrFor(req, Date.now()) },
    );
    const err = output.sidecar.error;
    if (err?.code === 'internal' && isAllocationFailure(err.message)) {
      output.sidecar.error = { code: 'out_of_memory', message: 'parse process hit its memory limit' };
      fatal = true;
    }
  } catch (raw) {
    // processDocument never throws for bad input; this is the memory limit.
    const message = raw instanceof Error ? raw.message : String(raw);
    const code = isAllocationFailure(message) ? 'out_of_memory' : 'crashed';
    const sidecar = failedSidecar(
      { key: req.key, size: req.bytes.length, sha256: null, etag: req.etag },
      new GleanerError(code, code === 'out_of_memory' ? 'parse process hit its memory limit' : message),
      req.options,
    );
    output = { sidecar, text: '', markdown: null };
    fatal = true;
  }
  // After an allocation failure the heap may be in a bad state: answer, then let the parent recycle us.
  const rss = process.memoryUsage.rss();
  await send(
    req.reply === 'stored'
      ? { type: 'result', id: req.id, stored: storedOutput(output, req.options), rss, fatal }
      : { type: 'result', id: req.id, output, rss, fatal },
  );
}

process.on('message', (msg: ParseRequest) => {
  if (msg?.type === 'parse') void handle(msg);
});
process.on('disconnect', () => process.exit(0));
/**
 * Orphan watchdog on its own thread: a parse stuck in a hot loop never sees 'disconnect', so if
 * the worker that owns us is SIGKILLed, this thread notices the new parent and kills us.
 */
const PARENT_POLL_MS = 1000;
const watchdog = new Worker(
  `const ppid = process.ppid;
   setInterval(() => { if (process.ppid !== ppid) process.kill(process.pid, 'SIGKILL'); }, ${PARENT_POLL_MS});`,
  { eval: true },
);
watchdog.unref();
/**
 * Warm-up before saying ready, so the first document's timeout is fair: pdf.js's first document
 * pays for font data, decoders and canvas setup (~1 s idle, 15 s on a loaded 2-core box,
 * measured) on top of the import. A one-line PDF written inline pays it here instead.
 */
function warmupPdf(): Uint8Array {
  const content = 'BT /F1 12 Tf 72 720 Td (warm up) Tj ET';
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return pdfFromObjects(objs);
}

await processDocument(
  { bytes: warmupPdf(), key: 'warmup.pdf' },
  {
    level: 'academic',
    footnotes: 'end',
    tables: 'inline',
    limits: {
      maxPages: 1,
      maxUnzippedBytes: 1 << 20,
      maxCompressionRatio: 200,
      maxZipEntries: 10,
      maxXmlDepth: 64,
      maxHtmlElements: 1000,
    },
  },
);
await send({ type: 'ready', pid: process.pid });
