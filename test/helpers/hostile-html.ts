/**
 * Generated pages that were quadratic in the HTML path (issue "No file lost, no run stuck",
 * item 5): one table row of 50,000 cells, a million inline spans, and 100,000 unclosed nested
 * `<div><span>`. Used by test/html/quadratic.test.ts and the html bench.
 */

const LEAD =
  '<h1>Generated page</h1><p>This paragraph has enough words in it, and commas too, to count as article text here.</p>';

/** One data-table row of `cells` cells, "c0" … "c49999" (about 550 KB at 50,000). */
export function wideRowPage(cells: number): string {
  const row = Array.from({ length: cells }, (_, i) => `<td>c${i}</td>`).join('');
  return `<!doctype html><html><body><article>${LEAD}<table><tr>${row}</tr></table></article></body></html>`;
}

/** One paragraph of `spans` inline spans, each "w" then a space: a text of 2·spans − 1 characters. */
export function manySpansPage(spans: number): string {
  return `<!doctype html><html><body><article>${LEAD}<p>${'<span>w </span>'.repeat(spans)}</p></article></body></html>`;
}

/** `depth` unclosed `<div><span>` pairs: nesting 2·depth deep, far over any sane limit. */
export function unclosedNestingPage(depth: number): string {
  return `<!doctype html><html><body>${'<div><span>'.repeat(depth)}text</body></html>`;
}
