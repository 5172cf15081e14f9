/**
 * The parse child: a long-lived process (pdf.js warm-up is paid once) that turns bytes into
 * outputs. It runs under an OS address-space limit set by its parent; the parent kills it on
 * timeout. Nothing here touches storage or Redis.
 */
import { Worker } from 'node:worker_threads';
import { GleanerError } from '../shared/errors.ts';
import { failedSidecar, type ProcessOutput, processDocument } from '../shared/pipeline/index.ts';
import { type ChildMessage, FAULT_MARKERS, type ParseRequest } from './protocol.ts';

/** How far into a file the test fault markers are looked for. */
const FAULT_WINDOW = 256;
/** Allocation step of the test 'oom' fault: big enough to hit the limit quickly. */
const FAULT_OOM_CHUNK = 64 * 1024 * 1024;

const faultsEnabled = process.env.GLEANER_TEST_FAULTS === '1';

function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve, reject) =>
    process.send!(message, undefined, {}, (e) => (e ? reject(e) : resolve())),
  );
}

function isAllocationFailure(message: string): boolean {
  return /allocation failed|out of memory|cannot allocate/i.test(message);
}

function runFault(bytes: Uint8Array): void {
  const head = Buffer.from(bytes.subarray(0, FAULT_WINDOW)).toString('latin1');
  if (head.includes(FAULT_MARKERS.hang)) for (;;) {} // spins until the parent's timeout kills us
  if (head.includes(FAULT_MARKERS.crash)) process.kill(process.pid, 'SIGSEGV');
  if (head.includes(FAULT_MARKERS.oom)) {
    const hoard: Buffer[] = [];
    for (;;) hoard.push(Buffer.allocUnsafeSlow(FAULT_OOM_CHUNK)); // RangeError at the OS limit
  }
}

async function handle(req: ParseRequest): Promise<void> {
  let output: ProcessOutput;
  let fatal = false;
  try {
    if (faultsEnabled) runFault(req.bytes);
    output = await processDocument({ bytes: req.bytes, key: req.key, etag: req.etag }, req.options);
    const err = output.sidecar.error;
    if (err?.code === 'internal' && isAllocationFailure(err.message)) {
      output.sidecar.error = { code: 'out_of_memory', message: 'parse process hit its memory limit' };
      fatal = true;
    }
  } catch (raw) {
    // processDocument never throws for bad input; this is the memory limit (or a fault hook).
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
  await send({ type: 'result', id: req.id, output, rss: process.memoryUsage.rss(), fatal });
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
// Warm the heavy imports before saying ready, so the first document's timeout is fair.
await import('pdfjs-dist/legacy/build/pdf.mjs');
await send({ type: 'ready', pid: process.pid });
