/**
 * The output-folder index: what `gleaner dashboard --out DEST` and `gleaner report --out DEST`
 * read instead of Redis. Built once on start by streaming the destination's listing (local
 * folder or `s3://bucket/prefix`, through shared/storage) and reading every sidecar with a few
 * reads in flight. Each sidecar is parsed, reduced to the handful of fields the pages need and
 * dropped, so memory grows with the number of files (about 200 bytes each plus the key), not
 * with sidecar size. Run records come from `_runs/<id>.json`, written by every run.
 *
 * Sidecars do not name their run. A file is credited to the newest run that had started when its
 * sidecar was created and had not yet finished (a sidecar is written during its run); a file
 * written outside every recorded run (e.g. by a run whose record is gone) belongs to none.
 * Two runs writing into one destination at the same time would be told apart only by start time.
 */
import { optionsFromRecord } from '../shared/pipeline/options-record.ts';
import type { PipelineOptions } from '../shared/pipeline/version.ts';
import type { JobSummary } from '../shared/queue/results.ts';
import type { RunSnapshot } from '../shared/queue/runs.ts';
import { MAX_SIDECAR_BYTES, SIDECAR_SCHEMA_ID, type Sidecar } from '../shared/sidecar/schema.ts';
import { decodeOutputKey, runRecordKey, type Storage } from '../shared/storage/index.ts';
import { currentVersion } from './drift.ts';

/** Sidecar reads in flight: latency bound (open/read/close, or an S3 GET); 16 was 3-6x faster than 1 on 5,000 local sidecars here. */
export const INDEX_CONCURRENCY = 16;
/** Files indexed at most: about 250 MB of index at the far end; a bigger destination reports `truncated`. */
export const MAX_INDEX_FILES = 1_000_000;
/** A run record is a few KB (counters per code, format and fallback key). */
const MAX_RUN_RECORD_BYTES = 4 * 1024 * 1024;
/** Failure messages are one line; a longer one is cut here so a hostile one cannot bloat the index. */
const MAX_MESSAGE_CHARS = 500;
const RUNS_PREFIX = runRecordKey('x').slice(0, -'x.json'.length);
/**
 * Listed keys buffered ahead of the reads, so that waiting for the listing (S3 answers in pages
 * of 1,000, a round trip each; a local listing stats every entry one at a time) overlaps the
 * reads instead of stalling them. Four S3 pages; a few hundred KB of keys at most. On a local
 * folder it made no difference measurable through the noise of the shared 2-core machine.
 */
export const LIST_AHEAD = 4096;

/**
 * One output, reduced to what the pages show: the results index's per-file summary (the same
 * fields the Redis-backed pages read; `key` is the sidecar's `source.key`, `duration_ms` its
 * `timings_ms.total`) plus what only the destination knows. Strings repeated
 * across files are shared.
 */
export interface FileEntry
  extends Omit<JobSummary, 'attempt' | 'finished_at' | 'quality_flags' | 'fallbacks'> {
  quality_flags: readonly string[];
  fallbacks: readonly string[];
  /** Whether pipeline_version is what this code writes for the file's format and options. */
  current: boolean;
  /** When the sidecar was made, ms since the epoch (NaN if unknown). */
  created: number;
  /** Position of the run it is credited to in `OutIndex.runs`, or -1. */
  run: number;
}

export interface OutIndex {
  dest: string;
  /** Run records, newest start first. */
  runs: RunSnapshot[];
  files: FileEntry[];
  /** `.json` objects that could not be read or parsed. */
  unreadable: number;
  /** `.json` objects that are not Gleaner sidecars (or run records that are not run records). */
  ignored: number;
  /** True when MAX_INDEX_FILES was reached. */
  truncated: boolean;
  built_at: string;
  build_ms: number;
}

export interface OutIndexOptions {
  /** Options assumed for a sidecar that does not record its own. @defaultValue academic/end/inline */
  defaults?: PipelineOptions;
  /** @defaultValue INDEX_CONCURRENCY */
  concurrency?: number;
  /** @defaultValue MAX_INDEX_FILES */
  maxFiles?: number;
  /** Listed keys fetched ahead of the reads; 0 reads the listing in step. @defaultValue LIST_AHEAD */
  listAhead?: number;
  /** Called every `progressEvery` sidecars with the number read so far. */
  onProgress?: (read: number) => void;
  /** @defaultValue 10,000 */
  progressEvery?: number;
}

/** The few sidecar fields the index reads; everything else is dropped with the parsed object. */
interface SidecarHead {
  schema?: unknown;
  source?: { key?: unknown; format?: unknown };
  status?: unknown;
  error?: { code?: unknown; message?: unknown } | null;
  pipeline?: { version?: unknown };
  options?: Partial<Sidecar['options']>;
  pages?: unknown;
  quality?: { score?: unknown; flags?: unknown } | null;
  fallbacks?: unknown;
  timings_ms?: { total?: unknown };
  created_at?: unknown;
}

/** Shares equal strings and string lists between entries (formats, codes, versions, fallback sets). */
class Interner {
  private readonly strings = new Map<string, string>();
  private readonly lists = new Map<string, readonly string[]>();
  private static readonly EMPTY: readonly string[] = Object.freeze([]);

  str(s: string): string {
    const hit = this.strings.get(s);
    if (hit !== undefined) return hit;
    this.strings.set(s, s);
    return s;
  }

  list(value: unknown): readonly string[] {
    if (!Array.isArray(value) || value.length === 0) return Interner.EMPTY;
    const items = value.filter((v): v is string => typeof v === 'string');
    const id = items.join('\u0000');
    const hit = this.lists.get(id);
    if (hit) return hit;
    const list = Object.freeze(items.map((s) => this.str(s)));
    this.lists.set(id, list);
    return list;
  }
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

const DEFAULT_OPTIONS: PipelineOptions = { level: 'academic', footnotes: 'end', tables: 'inline' };

/**
 * The source key of a sidecar stored at `<base>.json`: the one it records, else the base decoded
 * (output names escape `%`, `\\` and controls, and shorten long names with a hash), else the base.
 */
function sourceKeyOf(side: SidecarHead, base: string): string {
  if (typeof side.source?.key === 'string') return side.source.key;
  return decodeOutputKey(base) ?? base;
}

function entryOf(base: string, side: SidecarHead, intern: Interner, defaults: PipelineOptions): FileEntry {
  const key = sourceKeyOf(side, base);
  const format = intern.str(typeof side.source?.format === 'string' ? side.source.format : 'unknown');
  const status = side.status === 'failed' ? 'failed' : 'ok';
  const code = typeof side.error?.code === 'string' ? intern.str(side.error.code) : 'ok';
  const message =
    status === 'failed' && typeof side.error?.message === 'string'
      ? side.error.message.slice(0, MAX_MESSAGE_CHARS)
      : null;
  const version = intern.str(String(side.pipeline?.version ?? 'unknown'));
  const options =
    side.options && typeof side.options === 'object' ? optionsFromRecord(side.options, defaults) : defaults;
  return {
    key,
    format,
    status,
    code,
    message,
    quality: num(side.quality?.score),
    quality_flags: intern.list(side.quality?.flags),
    fallbacks: intern.list(side.fallbacks),
    pipeline_version: version,
    current: version === currentVersion(format, options),
    duration_ms: Math.round(num(side.timings_ms?.total) ?? 0),
    pages: num(side.pages),
    created: typeof side.created_at === 'string' ? Date.parse(side.created_at) : Number.NaN,
    run: -1,
  };
}

/** A parsed `_runs/<id>.json`, or null when it is not a run record. */
function asRun(value: unknown): RunSnapshot | null {
  const r = value as Partial<RunSnapshot> | null;
  if (!r || typeof r !== 'object' || typeof r.id !== 'string' || typeof r.started_at !== 'string')
    return null;
  if (Number.isNaN(Date.parse(r.started_at))) return null;
  return r as RunSnapshot;
}

async function readRuns(
  storage: Storage,
): Promise<{ runs: RunSnapshot[]; unreadable: number; ignored: number }> {
  const runs: RunSnapshot[] = [];
  let unreadable = 0;
  let ignored = 0;
  for await (const o of storage.list({ prefix: RUNS_PREFIX })) {
    if (!o.key.endsWith('.json')) continue;
    try {
      const bytes = await storage.read(o.key, { maxBytes: MAX_RUN_RECORD_BYTES });
      const run = asRun(JSON.parse(Buffer.from(bytes).toString('utf8')));
      if (run) runs.push(run);
      else ignored++;
    } catch {
      unreadable++;
    }
  }
  runs.sort((a, b) => Date.parse(b.started_at) - Date.parse(a.started_at) || b.id.localeCompare(a.id));
  return { runs, unreadable, ignored };
}

/**
 * Iterate `source` with up to `max` items fetched ahead by a concurrent pump, so a slow producer
 * (listing) and a slow consumer (reads) overlap. Errors from the source surface to the consumer.
 */
export async function* readAhead<T>(source: AsyncIterable<T>, max: number): AsyncGenerator<T> {
  // A queue as an array with a moving head (shift() on a long array may copy it every time).
  const buffer: T[] = [];
  let head = 0;
  const size = () => buffer.length - head;
  let done = false;
  let failure: { error: unknown } | null = null;
  let wakeConsumer: (() => void) | null = null;
  let wakePump: (() => void) | null = null;
  let stopped = false;
  const wake = (which: 'consumer' | 'pump') => {
    const fn = which === 'consumer' ? wakeConsumer : wakePump;
    if (which === 'consumer') wakeConsumer = null;
    else wakePump = null;
    fn?.();
  };
  const pump = (async () => {
    try {
      for await (const item of source) {
        if (stopped) break;
        buffer.push(item);
        wake('consumer');
        if (size() >= max) await new Promise<void>((r) => (wakePump = r));
      }
    } catch (error) {
      failure = { error };
    } finally {
      done = true;
      wake('consumer');
    }
  })();
  try {
    for (;;) {
      if (size() > 0) {
        const item = buffer[head++];
        if (head >= max) {
          buffer.splice(0, head);
          head = 0;
        }
        wake('pump');
        yield item;
      } else if (failure) throw (failure as { error: unknown }).error;
      else if (done) return;
      else await new Promise<void>((r) => (wakeConsumer = r));
    }
  } finally {
    // The consumer stopped early (cap reached, error): let the pump end its listing.
    stopped = true;
    wake('pump');
    await pump;
  }
}

/** Credit each file to a run (see the module comment). Runs are newest first. */
export function creditRuns(files: FileEntry[], runs: RunSnapshot[]): void {
  const spans = runs.map((r) => ({
    start: Date.parse(r.started_at),
    end: r.finished_at ? Date.parse(r.finished_at) : Number.POSITIVE_INFINITY,
  }));
  for (const f of files) {
    f.run = -1;
    if (Number.isNaN(f.created)) continue;
    for (let i = 0; i < spans.length; i++) {
      if (spans[i].start > f.created) continue;
      // The newest run started before the sidecar was made: it is this one, if still open then.
      if (f.created <= spans[i].end) f.run = i;
      break;
    }
  }
}

export async function buildOutIndex(storage: Storage, opts: OutIndexOptions = {}): Promise<OutIndex> {
  const t0 = performance.now();
  const defaults = opts.defaults ?? DEFAULT_OPTIONS;
  const concurrency = opts.concurrency ?? INDEX_CONCURRENCY;
  const maxFiles = opts.maxFiles ?? MAX_INDEX_FILES;
  const every = opts.progressEvery ?? 10_000;
  const intern = new Interner();
  const { runs, unreadable: badRuns, ignored: notRuns } = await readRuns(storage);
  const index: OutIndex = {
    dest: storage.url,
    runs,
    files: [],
    unreadable: badRuns,
    ignored: notRuns,
    truncated: false,
    built_at: '',
    build_ms: 0,
  };
  let read = 0;
  const readOne = async (objectKey: string) => {
    try {
      const bytes = await storage.read(objectKey, { maxBytes: MAX_SIDECAR_BYTES });
      const side = JSON.parse(Buffer.from(bytes).toString('utf8')) as SidecarHead | null;
      // Only our sidecars count: a destination may hold unrelated JSON.
      if (side?.schema !== SIDECAR_SCHEMA_ID) index.ignored++;
      else index.files.push(entryOf(objectKey.slice(0, -'.json'.length), side, intern, defaults));
    } catch {
      // Unreadable, too large or not JSON: counted, and the drift page says how many.
      index.unreadable++;
    }
    if (++read % every === 0) opts.onProgress?.(read);
  };
  const inFlight = new Set<Promise<void>>();
  let listed = 0;
  const ahead = opts.listAhead ?? LIST_AHEAD;
  for await (const o of ahead > 0 ? readAhead(storage.list(), ahead) : storage.list()) {
    if (!o.key.endsWith('.json')) continue;
    if (++listed > maxFiles) {
      index.truncated = true;
      break;
    }
    const p = readOne(o.key).finally(() => inFlight.delete(p));
    inFlight.add(p);
    if (inFlight.size >= concurrency) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  // Listing order is unspecified (S3: by key; local: directory order): make pages stable.
  index.files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  creditRuns(index.files, runs);
  index.built_at = new Date().toISOString();
  index.build_ms = performance.now() - t0;
  return index;
}
