/**
 * Find files in a run by key substring (and optionally status or code): what queue dashboards
 * cannot do. Scans the run's results stream newest first, in pages, with a bounded budget.
 */
import type { Redis } from 'ioredis';
import { type JobSummary, resultsPage } from '../shared/queue/results.ts';

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

/** Whether a summary matches a query (shared with the destination-backed search). */
export function matches(
  s: Pick<JobSummary, 'key' | 'status' | 'code'>,
  query: SearchQuery,
  needle: string,
): boolean {
  if (query.status && s.status !== query.status) return false;
  if (query.code && s.code !== query.code) return false;
  return !needle || s.key.toLowerCase().includes(needle);
}

export async function searchResults(redis: Redis, runId: string, query: SearchQuery): Promise<SearchResult> {
  const needle = query.q.toLowerCase();
  const found: JobSummary[] = [];
  let scanned = 0;
  let after: string | undefined;
  for (;;) {
    const page = await resultsPage(redis, runId, { order: 'desc', after, count: PAGE });
    for (const { summary: s } of page) {
      if (!matches(s, query, needle)) continue;
      found.push(s);
      if (found.length >= MAX_MATCHES)
        return { matches: found, scanned: scanned + page.length, partial: false };
    }
    scanned += page.length;
    if (page.length < PAGE) return { matches: found, scanned, partial: false };
    if (scanned >= MAX_SEARCH_SCAN) return { matches: found, scanned, partial: true };
    after = page[page.length - 1].id;
  }
}
