/**
 * A pool of long-lived parse children. Each child parses one document at a time under an OS
 * memory limit (`ulimit -d`, because Node's heap flag does not cap Buffers) and a
 * wall-clock timeout; a child that hangs, runs out of memory or dies is replaced, and the
 * document gets `timeout`, `out_of_memory` or `crashed`. Children are recycled after N documents
 * or above an RSS threshold.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GleanerError } from '../shared/errors.ts';
import type { ProcessOptions, ProcessOutput } from '../shared/pipeline/index.ts';
import type { ChildMessage, ParseRequest, StoredOutput } from './protocol.ts';

/** A child must be warm (pdf.js loaded, one PDF parsed) within this long, or it counts as crashed. */
const STARTUP_TIMEOUT_MS = 120_000;
/** stderr kept per child to tell an out-of-memory death from other crashes. */
const STDERR_TAIL_BYTES = 4096;
/** Grace period for a recycled child to exit before SIGKILL. */
const EXIT_GRACE_MS = 2000;
/**
 * While a parse is in flight the child's data segment (VmData, what RLIMIT_DATA counts) is read
 * from /proc this often. A 4 GiB flate bomb was seen climbing ~150 MB/s to within 3% of a 1 GiB
 * limit before dying silently; a warm child parsing a two-column paper sits at 500-640 MB
 * (measured 2026-12-03, Node 20.20), which is why the share below is high.
 */
const MEMORY_SAMPLE_MS = 250;
/** A silent SIGSEGV with the data segment last seen above this share of the limit is out of memory. */
const NEAR_LIMIT_SHARE = 0.85;

/**
 * A compiled build (dist/, `npm run build`) spawns compiled children, without tsx: this module's
 * own extension says which tree is running. The TypeScript tree runs its children under tsx,
 * whose loader thread, transform cache and source maps cost ~4 CPU-s per child start on the
 * loaded 2-core box (measured with --cpu-prof, 2026-12-03); a compiled child pays none of it.
 */
const COMPILED = import.meta.url.endsWith('.js');
const CHILD_ENTRY = fileURLToPath(new URL(COMPILED ? './child.js' : './child.ts', import.meta.url));
/**
 * V8 flags for parse children. A parse is one thread of allocation-heavy work (pdf.js), and a
 * worker machine runs one child per core, so V8's parallel GC helper threads only steal the
 * core a neighbouring child needs: measured on the 2-core dev machine (authored-unit-tests
 * papers, 2026-12-02), one process parsed 3.07 docs/s at 1.16 cores with the defaults and two
 * processes fell to ~0.6 cores each, while with these flags one parsed 3.2-4.2 docs/s on one
 * core and two side by side 3.0 each (1.9x). A 32 MiB semi-space (default 16) halves the
 * scavenges of a page's short-lived text items, for ~50 MiB more RSS at most.
 */
const GC_FLAGS = ['--single-threaded-gc', '--max-semi-space-size=32'];
/** A worker started with `--cpu-prof` (and `--cpu-prof-dir=…`) profiles its parse children too. */
const PROFILE_FLAGS = process.execArgv.filter((a) => a === '--cpu-prof' || a.startsWith('--cpu-prof-'));
const CHILD_NODE_FLAGS = [
  ...GC_FLAGS,
  ...PROFILE_FLAGS,
  ...(COMPILED ? [] : ['--import', import.meta.resolve('tsx')]),
];

export interface ParsePoolOptions {
  /** Children alive at once (= jobs in flight). */
  size: number;
  /** Data-segment limit (RLIMIT_DATA) per child, MiB: heap + Buffers + malloc. */
  memoryMb: number;
  /** Recycle a child after this many documents. */
  recycleDocs: number;
  /** Recycle a child whose RSS after a document is above this, MiB. */
  recycleRssMb: number;
  /** Extra environment for children (tests inject faults through NODE_OPTIONS: test/helpers/faults.ts). */
  env?: Record<string, string>;
}

export interface ParseInput {
  bytes: Uint8Array;
  key: string;
  etag: string | null;
  contentType?: string | null;
}

export type ParseOutcome = { ok: true; output: ProcessOutput } | { ok: false; error: GleanerError };
export type StoredOutcome = { ok: true; output: StoredOutput } | { ok: false; error: GleanerError };

export interface PoolStats {
  spawned: number;
  recycled: number;
  killed: number;
  lastRss: number;
}

class Child {
  readonly proc: ChildProcess;
  readonly ready: Promise<void>;
  docs = 0;
  stderr = '';
  /** Largest VmData seen while parsing, KiB (0 where /proc is not available). */
  peakDataKb = 0;
  /** /proc/<pid>/statm, opened at the first sample and closed at exit. */
  statmFd: number | undefined;
  exited = false;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  constructor(options: ParsePoolOptions) {
    const kb = options.memoryMb * 1024;
    // RLIMIT_DATA (`ulimit -d`), not RLIMIT_AS (`ulimit -v`): V8 and pdf.js reserve 15-45 GiB of
    // address space they never touch (measured, Node 20), so an address-space cap kills healthy
    // parses. Since Linux 4.7 RLIMIT_DATA counts private writable mappings (heap, Buffers,
    // malloc) and not those untouched reservations. exec keeps the pid: a kill hits the parser.
    this.proc = spawn(
      '/bin/sh',
      ['-c', `ulimit -d ${kb} && exec "$0" "$@"`, process.execPath, ...CHILD_NODE_FLAGS, CHILD_ENTRY],
      {
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        serialization: 'advanced',
        env: { ...process.env, ...options.env },
      },
    );
    this.proc.stderr!.setEncoding('utf8');
    this.proc.stderr!.on('data', (d: string) => {
      this.stderr = (this.stderr + d).slice(-STDERR_TAIL_BYTES);
    });
    this.exit = new Promise((resolve) =>
      this.proc.once('exit', (code, signal) => {
        this.exited = true;
        if (this.statmFd !== undefined) closeSync(this.statmFd);
        resolve({ code, signal });
      }),
    );
    this.ready = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('parse child did not start in time')),
        STARTUP_TIMEOUT_MS,
      );
      const onMessage = (m: ChildMessage) => {
        if (m.type !== 'ready') return;
        clearTimeout(timer);
        this.proc.off('message', onMessage);
        resolve();
      };
      this.proc.on('message', onMessage);
      this.exit.then(({ code, signal }) => {
        clearTimeout(timer);
        reject(
          new Error(
            `parse child exited during startup (${signal ?? code}): ${this.stderr.trim().slice(-300)}`,
          ),
        );
      });
    });
    this.ready.catch(() => {});
  }

  kill(signal: NodeJS.Signals = 'SIGKILL'): void {
    if (!this.exited) this.proc.kill(signal);
  }
}

/** What V8, C++ (`std::bad_alloc`) and Rust (napi canvas) print when an allocation fails. */
const OOM_WORDS =
  /out of memory|allocation failed|OOM|cannot allocate|ENOMEM|bad_alloc|memory allocation of \d+ bytes failed/i;

function classifyDeath(
  child: Child,
  how: { code: number | null; signal: NodeJS.Signals | null },
  memoryMb: number,
): GleanerError {
  const tail = child.stderr;
  if (OOM_WORDS.test(tail))
    return new GleanerError('out_of_memory', 'parse process hit its memory limit and died');
  // At the data-segment limit V8 can die without a word: a failed ArrayBuffer allocation starts
  // a full GC, whose marking cannot get memory either, and the process takes SIGSEGV (seen with
  // gdb on a 4 GiB flate bomb, Node 20.20). A SIGSEGV is memory when the child's data segment
  // was last seen near the limit; otherwise it is a crash (test/helpers/faults-preload.mjs).
  const nearLimit = child.peakDataKb >= NEAR_LIMIT_SHARE * memoryMb * 1024;
  if ((how.signal === 'SIGSEGV' || how.signal === 'SIGBUS') && nearLimit)
    return new GleanerError(
      'out_of_memory',
      `parse process died (${how.signal}) with its data segment near the ${memoryMb} MiB limit`,
    );
  const why = how.signal ? `signal ${how.signal}` : `exit code ${how.code}`;
  return new GleanerError('crashed', `parse process died (${why})`);
}

/**
 * Note the child's data segment (Linux /proc); a read that fails (child gone, no /proc) is
 * ignored. /proc/<pid>/statm is read synchronously through one descriptor per child: the data
 * field (pages of data + stack, what RLIMIT_DATA counts plus a stack of at most a few MiB) costs
 * ~10 us, where an fs.promises read of /proc/<pid>/status (open, fstat, read, close on the
 * thread pool) cost ~300 us of the worker's CPU, four times a second per parse (measured
 * 2026-12-03, loaded 2-core box).
 */
function sampleData(child: Child): void {
  if (child.exited) return;
  try {
    child.statmFd ??= openSync(`/proc/${child.proc.pid}/statm`, 'r');
    const n = readSync(child.statmFd, STATM_BUFFER, 0, STATM_BUFFER.length, 0);
    const kb = Number(STATM_BUFFER.toString('latin1', 0, n).split(' ')[5] ?? 0) * PAGE_KB;
    if (kb > child.peakDataKb) child.peakDataKb = kb;
  } catch {}
}

const STATM_BUFFER = Buffer.alloc(256);
/** Page size in KiB: 4 on the x86-64 and arm64 Linux this runs on. */
const PAGE_KB = 4;

export class ParsePool {
  private readonly idle: Child[] = [];
  private readonly all = new Set<Child>();
  private readonly waiters: (() => void)[] = [];
  private busy = 0;
  private closed = false;
  /** True once close() started: outcomes after this are aborts, not verdicts on the file. */
  get closing(): boolean {
    return this.closed;
  }
  private nextId = 1;
  readonly stats: PoolStats = { spawned: 0, recycled: 0, killed: 0, lastRss: 0 };

  constructor(private readonly options: ParsePoolOptions) {}

  private async acquire(): Promise<Child> {
    while (this.busy >= this.options.size) await new Promise<void>((r) => this.waiters.push(r));
    this.busy++;
    const child = this.idle.pop();
    if (child && !child.exited) return child;
    const fresh = new Child(this.options);
    this.stats.spawned++;
    this.all.add(fresh);
    fresh.exit.then(() => this.all.delete(fresh));
    return fresh;
  }

  private release(child: Child | null): void {
    this.busy--;
    if (child && !child.exited && !this.closed) this.idle.push(child);
    this.waiters.shift()?.();
  }

  private retire(child: Child): void {
    this.stats.recycled++;
    this.dismiss(child);
  }

  /** Disconnect a child (it exits on 'disconnect'); SIGKILL after EXIT_GRACE_MS if it lingers. */
  private dismiss(child: Child): void {
    child.proc.disconnect?.();
    const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_GRACE_MS);
    child.exit.then(() => clearTimeout(timer));
  }

  /** Parse one document in a child. Never rejects: process-level failures are outcomes. */
  async parse(input: ParseInput, options: ProcessOptions, timeoutMs: number): Promise<ParseOutcome> {
    const r = await this.exchange(input, options, timeoutMs, 'object');
    return r.ok ? { ok: true, output: (r.message as { output: ProcessOutput }).output } : r;
  }

  /**
   * Parse one document for storage: the sidecar comes back as the JSON text to write (made in
   * the child) and its head, not as an object graph to copy and stringify again here.
   */
  async parseStored(input: ParseInput, options: ProcessOptions, timeoutMs: number): Promise<StoredOutcome> {
    const r = await this.exchange(input, options, timeoutMs, 'stored');
    return r.ok ? { ok: true, output: (r.message as { stored: StoredOutput }).stored } : r;
  }

  private async exchange(
    input: ParseInput,
    options: ProcessOptions,
    timeoutMs: number,
    reply: 'object' | 'stored',
  ): Promise<{ ok: true; message: ChildMessage } | { ok: false; error: GleanerError }> {
    type Exchanged = { ok: true; message: ChildMessage } | { ok: false; error: GleanerError };
    const child = await this.acquire();
    let keep = false;
    try {
      try {
        await child.ready;
      } catch (err) {
        return { ok: false, error: new GleanerError('crashed', (err as Error).message) };
      }
      const id = this.nextId++;
      const req: ParseRequest = { type: 'parse', id, ...input, options, reply };
      let timer: NodeJS.Timeout | undefined;
      const result = new Promise<Exchanged>((resolve) => {
        const onMessage = (m: ChildMessage) => {
          if (m.type !== 'result' || m.id !== id) return;
          child.proc.off('message', onMessage);
          child.docs++;
          this.stats.lastRss = m.rss;
          keep =
            !m.fatal &&
            child.docs < this.options.recycleDocs &&
            m.rss < this.options.recycleRssMb * 1024 * 1024;
          resolve({ ok: true, message: m });
        };
        child.proc.on('message', onMessage);
        child.exit.then((how) => {
          child.proc.off('message', onMessage);
          resolve({ ok: false, error: classifyDeath(child, how, this.options.memoryMb) });
        });
        timer = setTimeout(() => {
          this.stats.killed++;
          child.kill('SIGKILL');
          resolve({
            ok: false,
            error: new GleanerError('timeout', `no result within ${timeoutMs} ms; parse process killed`),
          });
        }, timeoutMs);
      });
      child.proc.send(req, (err) => {
        if (err) child.kill('SIGKILL');
      });
      child.peakDataKb = 0;
      const sampler = setInterval(() => sampleData(child), MEMORY_SAMPLE_MS);
      const outcome = await result;
      clearInterval(sampler);
      clearTimeout(timer);
      return outcome;
    } finally {
      if (!keep && !child.exited) this.retire(child);
      this.release(keep ? child : null);
    }
  }

  /** Live children (for leak checks and RSS reporting). */
  get pids(): number[] {
    return [...this.all].filter((c) => !c.exited).map((c) => c.proc.pid!);
  }

  /**
   * Stop every child. In-flight parses resolve as `crashed`; callers drain first. An idle child
   * is disconnected and exits on its own (so exit hooks such as `--cpu-prof` run), and is
   * SIGKILLed if it lingers; a busy one is SIGKILLed at once.
   */
  async close(): Promise<void> {
    this.closed = true;
    const children = [...this.all];
    const idle = new Set(this.idle);
    for (const c of children) {
      if (idle.has(c) && c.proc.connected) this.dismiss(c);
      else c.kill('SIGKILL');
    }
    await Promise.all(children.map((c) => c.exit));
    this.idle.length = 0;
  }
}
