/**
 * Page furniture of a built paper and how much of it an output's body keeps. The furniture is
 * read from pdftotext's page text: the first and last lines of each page that recur, digits
 * masked, at the edge of two or more pages (running heads and feet, "Page 3 of 7", journal
 * lines), and bare page numbers. A leak is a recurring line found in the body more often than
 * the paper's own text holds it (a running head that repeats the title may appear once, as the
 * title), or a body line that is a bare number.
 */

/** Lines read at each end of a page: a running head and a page number may sit one above the other. */
const EDGE_LINES = 2;
/** Longer lines are text that happens to sit at a page's edge, not furniture. */
const MAX_WORDS = 14;
/** A bare page number: digits only, as printed at a page's head or foot. */
const PAGE_NUMBER = /^\d{1,4}$/;

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Recurring edge lines of pdftotext's output, as patterns with their digits free. */
export function furniture(pdftotextText: string): RegExp[] {
  const seen = new Map<string, Set<number>>();
  pdftotextText.split('\f').forEach((page, k) => {
    const lines = page.split('\n').map(norm).filter(Boolean);
    const edge = [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
    for (const line of edge) {
      if (PAGE_NUMBER.test(line) || !/\p{L}{2}/u.test(line) || line.split(' ').length > MAX_WORDS) continue;
      const key = line.replace(/\d+/g, '#');
      seen.set(key, (seen.get(key) ?? new Set()).add(k));
    }
  });
  return [...seen]
    .filter(([, pages]) => pages.size >= 2)
    .map(([key]) => new RegExp(escapeRe(key).replace(/#/g, '\\d+'), 'g'));
}

/** Furniture lines the body keeps beyond what `own` (the paper's printed text) holds, and bare-number lines. */
export function leaks(
  body: string,
  own: string,
  patterns: readonly RegExp[],
): { count: number; lines: string[] } {
  const flat = norm(body);
  const mine = norm(own);
  const lines: string[] = [];
  for (const re of patterns) {
    const hits = flat.match(re) ?? [];
    const allowed = (mine.match(re) ?? []).length;
    lines.push(...hits.slice(allowed));
  }
  for (const line of body.split('\n').map(norm)) if (PAGE_NUMBER.test(line)) lines.push(line);
  return { count: lines.length, lines };
}
