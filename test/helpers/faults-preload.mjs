/**
 * Test-only fault injection for parse children, loaded with `NODE_OPTIONS=--import <this file>`
 * (see test/helpers/faults.ts): nothing of it is in production code. In a parse child
 * (workers/child.ts) it listens for parse requests before the child does, and a file whose first
 * bytes hold a marker makes the parse hang, exhaust memory, or crash. Elsewhere it does nothing.
 * Plain JavaScript because NODE_OPTIONS preloads run before the TypeScript loader.
 * The markers must equal FAULT_MARKERS in test/helpers/faults.ts (a test checks).
 */
export const MARKERS = { hang: 'GLEANER-FAULT:hang', oom: 'GLEANER-FAULT:oom', crash: 'GLEANER-FAULT:crash' };
/** How far into a file the markers are looked for. */
const WINDOW = 256;
/** Allocation step of the oom fault: big enough to hit the OS limit quickly. */
const OOM_CHUNK = 64 * 1024 * 1024;

const isParseChild =
  typeof process.send === 'function' && /workers[\\/]child\.[jt]s$/.test(process.argv[1] ?? '');
if (isParseChild) {
  process.on('message', (msg) => {
    if (msg?.type !== 'parse') return;
    const head = Buffer.from(msg.bytes.subarray(0, WINDOW)).toString('latin1');
    if (head.includes(MARKERS.hang)) for (;;) {} // spins until the parent's timeout kills the child
    if (head.includes(MARKERS.crash)) process.kill(process.pid, 'SIGSEGV');
    if (head.includes(MARKERS.oom)) {
      const hoard = [];
      for (;;) hoard.push(Buffer.allocUnsafeSlow(OOM_CHUNK)); // dies at the OS limit: "allocation failed"
    }
  });
}
