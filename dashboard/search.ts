/**
 * Find files in a run by key substring (and optionally status or code): what queue dashboards
 * cannot do. Scans the run's results stream newest first, in pages, with a bounded budget.
 */
import type { Redis } from 'ioredis';
import type { JobSummary } from '../shared/queue/results.ts';

/** Stream entries read per search: ~1 s of Redis work on a big run; the answer says if it stopped early. */
export const MAX_SEARCH_SCAN = 50_000;
/** Matches returned per search. */
export const MAX_MATCHES = 100;
const PAGE = 1000;

export interface SearchQuery {
  /** Case-insensitive substring of the key; empty matches every key. */
  q: string;
  status?: 'ok' | 'failed';
  code?: string;
}

export interface SearchResult {
  matches: JobSummary[];
  scanned: number;
  /** True when the scan budget ran out before the start of the stream. */
  partial: boolean;
}

export async function searchResults(redis: Redis, runId: string, query: SearchQuery): Promise<SearchResult> {
  const needle = query.q.toLowerCase();
  const matches: JobSummary[] = [];
  let scanned = 0;
  let end = '+';
  for (;;) {
    const entries = await redis.xrevrange(`gleaner:run:${runId}:results`, end, '-', 'COUNT', PAGE);
    for (const [, fields] of entries) {
      const s = JSON.parse(fields[1]) as JobSummary;
      if (query.status && s.status !== query.status) continue;
      if (query.code && s.code !== query.code) continue;
      if (needle && !s.key.toLowerCase().includes(needle)) continue;
      matches.push(s);
      if (matches.length >= MAX_MATCHES)
        return { matches, scanned: scanned + entries.length, partial: false };
    }
    scanned += entries.length;
    if (entries.length < PAGE) return { matches, scanned, partial: false };
    if (scanned >= MAX_SEARCH_SCAN) return { matches, scanned, partial: true };
    end = `(${entries[entries.length - 1][0]}`;
  }
}
