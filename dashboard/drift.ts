/**
 * Version drift of a destination: how many outputs sit at each pipeline version.
 * Local destinations are scanned (sidecars are the truth: every sidecar's `pipeline.version`);
 * other destinations are answered from the results index (newest recorded version per key over
 * every run into that destination), which misses outputs whose run summaries were trimmed.
 */
import type { Redis } from 'ioredis';
import { listRuns, type RunRecord } from '../shared/queue/results.ts';
import { LocalStorage } from '../shared/storage/local.ts';
import { isLocalDest } from './files.ts';

/** Sidecars scanned per request; a bigger folder reports `truncated` (≈10 s of reads on this machine). */
export const MAX_SCAN_FILES = 50_000;
/** Results-index entries read per request, across runs. */
export const MAX_INDEX_ENTRIES = 200_000;
/** A scan is reused for this long: the run page polls, the folder changes slowly. */
export const CACHE_MS = 15_000;
const SIDECAR_BYTES = 8 * 1024 * 1024;

export interface Drift {
  dest: string;
  source: 'sidecars' | 'results-index';
  /** Pipeline version of the newest run into this destination, if any. */
  current: string | null;
  versions: { version: string; count: number; formats: Record<string, number> }[];
  total: number;
  unreadable: number;
  truncated: boolean;
  computed_at: string;
}

const cache = new Map<string, { at: number; drift: Drift }>();

export async function computeDrift(redis: Redis, dest: string, now = Date.now()): Promise<Drift> {
  const hit = cache.get(dest);
  if (hit && now - hit.at < CACHE_MS) return hit.drift;
  const runs = (await listRuns(redis, 1000)).filter((r) => r.dest === dest);
  const drift = isLocalDest(dest) ? await scanSidecars(dest) : await fromIndex(redis, dest, runs);
  drift.current = runs[0]?.pipeline_version ?? null;
  cache.set(dest, { at: now, drift });
  return drift;
}

function tally(drift: Drift, seen: Map<string, { version: string; format: string }>): Drift {
  const by = new Map<string, { version: string; count: number; formats: Record<string, number> }>();
  for (const { version, format } of seen.values()) {
    const row = by.get(version) ?? { version, count: 0, formats: {} };
    row.count++;
    row.formats[format] = (row.formats[format] ?? 0) + 1;
    by.set(version, row);
  }
  drift.versions = [...by.values()].sort((a, b) => b.count - a.count);
  drift.total = seen.size;
  return drift;
}

function empty(dest: string, source: Drift['source']): Drift {
  const at = new Date().toISOString();
  return {
    dest,
    source,
    current: null,
    versions: [],
    total: 0,
    unreadable: 0,
    truncated: false,
    computed_at: at,
  };
}

async function scanSidecars(dest: string): Promise<Drift> {
  const drift = empty(dest, 'sidecars');
  const storage = new LocalStorage(dest.startsWith('file://') ? new URL(dest).pathname : dest);
  const seen = new Map<string, { version: string; format: string }>();
  let scanned = 0;
  try {
    for await (const obj of storage.list()) {
      if (!obj.key.endsWith('.json')) continue;
      if (++scanned > MAX_SCAN_FILES) {
        drift.truncated = true;
        break;
      }
      try {
        const side = JSON.parse(
          Buffer.from(await storage.read(obj.key, { maxBytes: SIDECAR_BYTES })).toString(),
        );
        // Only our sidecars count: a source folder may hold unrelated JSON.
        if (side?.schema !== 'gleaner.sidecar/1') continue;
        seen.set(obj.key, {
          version: String(side.pipeline?.version ?? 'unknown'),
          format: side.source?.format ?? '?',
        });
      } catch {
        drift.unreadable++;
      }
    }
  } catch {
    // The destination does not exist (yet): no outputs at any version.
  }
  return tally(drift, seen);
}

async function fromIndex(redis: Redis, dest: string, runs: RunRecord[]): Promise<Drift> {
  const drift = empty(dest, 'results-index');
  const seen = new Map<string, { version: string; format: string }>();
  let read = 0;
  // Oldest run first, so a newer run's version overwrites an older one for the same key.
  for (const run of [...runs].reverse()) {
    let start = '-';
    for (;;) {
      const entries = await redis.xrange(`gleaner:run:${run.id}:results`, start, '+', 'COUNT', 1000);
      for (const [, fields] of entries) {
        const s = JSON.parse(fields[1]) as { key: string; pipeline_version: string; format: string };
        seen.set(s.key, { version: s.pipeline_version, format: s.format });
      }
      read += entries.length;
      if (read >= MAX_INDEX_ENTRIES) {
        drift.truncated = true;
        return tally(drift, seen);
      }
      if (entries.length < 1000) break;
      start = `(${entries[entries.length - 1][0]}`;
    }
  }
  return tally(drift, seen);
}
