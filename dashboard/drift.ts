/**
 * Version drift of a destination: how many outputs sit at each pipeline version, and whether
 * that version is current. "Current" is what the producer tests: the sidecar's version equals
 * `pipelineVersion(format, options)` as computed by this code, with the sidecar's own options.
 * Local destinations are scanned (sidecars are the truth); other destinations are answered from
 * the results index (newest recorded version per key over every run into that destination),
 * which misses outputs whose summaries were trimmed and assumes the configured options.
 */
import { open, opendir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { optionsFromRecord } from '../shared/pipeline/options-record.ts';
import { type PipelineOptions, pipelineVersion } from '../shared/pipeline/version.ts';
import { listRuns, type RunRecord, resultsPage } from '../shared/queue/results.ts';
import { MAX_SIDECAR_BYTES, type Sidecar } from '../shared/sidecar/schema.ts';
import { isLocalDest } from './files.ts';

/** Sidecars scanned per request; a bigger folder reports `truncated` (0.2-0.5 ms each here: 10-25 s). */
export const MAX_SCAN_FILES = 50_000;
/** Results-index entries read per request, across runs. */
export const MAX_INDEX_ENTRIES = 200_000;
/** A scan is reused for this long: drift changes slowly, and a big scan takes seconds. */
export const CACHE_MS = 60_000;
/** Sidecar reads in flight: the scan is open/read/close latency bound; 16 was 3-6x faster than 1 on 5,000 sidecars here. */
const SCAN_CONCURRENCY = 16;
/** Folders that never hold outputs: the embedded Redis state and run records. */
const SKIP_DIRS = new Set(['.gleaner', '_runs', 'node_modules', '.git']);

/** The few sidecar fields the scan reads. */
interface SidecarHead {
  schema?: string;
  pipeline?: { version?: string };
  source?: { format?: string };
  options?: Partial<Sidecar['options']>;
}

export interface Drift {
  dest: string;
  source: 'sidecars' | 'results-index';
  /** Pipeline version recorded by the newest run into this destination (global, over all formats). */
  run_version: string | null;
  versions: { version: string; count: number; formats: Record<string, number>; current: boolean }[];
  total: number;
  /** Outputs whose version is not the one this code would write for their format and options. */
  outdated: number;
  unreadable: number;
  truncated: boolean;
  computed_at: string;
}

const cache = new Map<string, { at: number; drift: Drift }>();
const inFlight = new Map<string, Promise<Drift>>();

/** The options a sidecar is judged by when it does not record its own (config GLEANER_LEVEL etc.). */
export const DEFAULT_DRIFT_OPTIONS: PipelineOptions = {
  level: 'academic',
  footnotes: 'end',
  tables: 'inline',
};

export async function computeDrift(
  redis: Redis,
  dest: string,
  options: PipelineOptions = DEFAULT_DRIFT_OPTIONS,
  now = Date.now(),
): Promise<Drift> {
  const hit = cache.get(dest);
  if (hit && now - hit.at < CACHE_MS) return hit.drift;
  // Several pages polling the same destination share one scan.
  let pending = inFlight.get(dest);
  if (!pending) {
    pending = (async () => {
      const runs = (await listRuns(redis, 1000)).filter((r) => r.dest === dest);
      const drift = isLocalDest(dest)
        ? await scanSidecars(dest, options)
        : await fromIndex(redis, dest, runs, options);
      drift.run_version = runs[0]?.pipeline_version ?? null;
      cache.set(dest, { at: Date.now(), drift });
      return drift;
    })().finally(() => inFlight.delete(dest));
    inFlight.set(dest, pending);
  }
  return pending;
}

export interface Seen {
  version: string;
  format: string;
  current: boolean;
}

const versionCache = new Map<string, string>();
/** The version this code writes for a format under given options (memoised: a hash per call). */
export function currentVersion(format: string, options: PipelineOptions): string {
  const { versionOverrides: _, ...versioned } = options;
  const key = `${format}|${JSON.stringify(versioned)}`;
  let v = versionCache.get(key);
  if (!v) {
    const f = (['pdf', 'docx', 'html'] as const).find((x) => x === format) ?? 'unknown';
    v = pipelineVersion(f, options);
    versionCache.set(key, v);
  }
  return v;
}

export function tally(drift: Drift, seen: Iterable<Seen>): Drift {
  const by = new Map<string, Drift['versions'][number]>();
  let total = 0;
  for (const { version, format, current } of seen) {
    total++;
    const row = by.get(version) ?? { version, count: 0, formats: {}, current };
    row.count++;
    row.formats[format] = (row.formats[format] ?? 0) + 1;
    by.set(version, row);
    if (!current) drift.outdated++;
  }
  drift.versions = [...by.values()].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.count - a.count,
  );
  drift.total = total;
  return drift;
}

export function emptyDrift(dest: string, source: Drift['source']): Drift {
  const at = new Date().toISOString();
  return {
    dest,
    source,
    run_version: null,
    versions: [],
    total: 0,
    outdated: 0,
    unreadable: 0,
    truncated: false,
    computed_at: at,
  };
}

async function scanSidecars(dest: string, defaults: PipelineOptions): Promise<Drift> {
  const drift = emptyDrift(dest, 'sidecars');
  const root = dest.startsWith('file://') ? new URL(dest).pathname : dest;
  const seen = new Map<string, Seen>();
  const inFlight = new Set<Promise<void>>();
  let scanned = 0;
  const readOne = async (path: string) => {
    try {
      const side = await readSidecar(path);
      // Only our sidecars count: a folder may hold unrelated JSON.
      if (side?.schema !== 'gleaner.sidecar/1') return;
      const version = String(side.pipeline?.version ?? 'unknown');
      const format = String(side.source?.format ?? 'unknown');
      const options = side.options ? optionsFromRecord(side.options, defaults) : defaults;
      const current = version === currentVersion(format, options);
      seen.set(path, { version, format, current });
    } catch {
      drift.unreadable++;
    }
  };
  for await (const path of walkJson(root)) {
    if (++scanned > MAX_SCAN_FILES) {
      drift.truncated = true;
      break;
    }
    const p = readOne(path).finally(() => inFlight.delete(p));
    inFlight.add(p);
    if (inFlight.size >= SCAN_CONCURRENCY) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return tally(drift, seen.values());
}

/** Sidecar files under root, depth first; our state folders skipped, symlinks never followed. */
async function* walkJson(root: string): AsyncGenerator<string> {
  const stack = [root];
  while (stack.length) {
    const dir = stack.pop()!;
    let handle: Awaited<ReturnType<typeof opendir>>;
    try {
      handle = await opendir(dir);
    } catch {
      continue; // missing (no outputs yet) or removed during the scan
    }
    for await (const entry of handle) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) stack.push(join(dir, entry.name));
      } else if (entry.isFile() && entry.name.endsWith('.json')) yield join(dir, entry.name);
    }
  }
}

async function readSidecar(path: string): Promise<SidecarHead | null> {
  const handle = await open(path, 'r');
  try {
    if ((await handle.stat()).size > MAX_SIDECAR_BYTES) throw new Error('sidecar too large');
    return JSON.parse(await handle.readFile('utf8')) as SidecarHead | null;
  } finally {
    await handle.close();
  }
}

async function fromIndex(
  redis: Redis,
  dest: string,
  runs: RunRecord[],
  options: PipelineOptions,
): Promise<Drift> {
  const drift = emptyDrift(dest, 'results-index');
  const seen = new Map<string, Seen>();
  let read = 0;
  // Oldest run first, so a newer run's version overwrites an older one for the same key.
  for (const run of [...runs].reverse()) {
    let after: string | undefined;
    for (;;) {
      const page = await resultsPage(redis, run.id, { order: 'asc', after, count: 1000 });
      for (const { summary: s } of page) {
        const current = s.pipeline_version === currentVersion(s.format, options);
        seen.set(s.key, { version: s.pipeline_version, format: s.format, current });
      }
      read += page.length;
      if (read >= MAX_INDEX_ENTRIES) {
        drift.truncated = true;
        return tally(drift, seen.values());
      }
      if (page.length < 1000) break;
      after = page[page.length - 1].id;
    }
  }
  return tally(drift, seen.values());
}
