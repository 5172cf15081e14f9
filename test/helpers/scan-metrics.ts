/**
 * How close a scan's text is to its born-digital twin's: word-bag F1 and the order of paragraph
 * openings. Used by the OCR twin tests and `npm run bench -- ocr-papers`.
 */
/** Words that must follow each other in the scan's text as in the twin's: a paragraph's opening. */
const ORDER_WORDS = 6;

export const words = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Word-bag F1 between two texts. */
export function wordF1(a: string, b: string): number {
  const bag = new Map<string, number>();
  for (const w of words(a)) bag.set(w, (bag.get(w) ?? 0) + 1);
  let common = 0;
  const wb = words(b);
  for (const w of wb) {
    const n = bag.get(w) ?? 0;
    if (n > 0) {
      common++;
      bag.set(w, n - 1);
    }
  }
  const total = words(a).length + wb.length;
  return total ? (2 * common) / total : 1;
}

/**
 * Reading order: the twin's paragraph openings (first words) found in the scan's text, and the
 * share of those that come in the twin's order (longest run in order over found). An opening
 * with an OCR error in it is not found; that is the F1's business, not the order's.
 */
export function paragraphOrder(twin: string, scan: string): { found: number; inOrder: number } {
  const flat = ` ${words(scan).join(' ')} `;
  const positions = twin
    .split(/\n\n+/)
    .map((p) => words(p).slice(0, ORDER_WORDS).join(' '))
    .filter((o) => o.split(' ').length === ORDER_WORDS)
    .map((o) => flat.indexOf(` ${o} `));
  const found = positions.filter((i) => i >= 0);
  // Longest increasing subsequence (a few dozen paragraphs: quadratic is fine).
  const best = found.map(() => 1);
  for (let i = 0; i < found.length; i++)
    for (let j = 0; j < i; j++) if (found[j] < found[i]) best[i] = Math.max(best[i], best[j] + 1);
  return {
    found: positions.length ? found.length / positions.length : 1,
    inOrder: found.length ? Math.max(...best) / found.length : 1,
  };
}
