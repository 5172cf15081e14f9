export type Cell = string | number | null;

export interface BenchReport {
  title: string;
  /** One object per row; keys are column names. Put ratios against baselines in their own columns. */
  rows: Record<string, Cell>[];
  notes: string[];
  /** Anything else worth keeping in the JSON. */
  data?: unknown;
}

function show(v: Cell): string {
  if (v === null) return '—';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toFixed(v < 10 ? 3 : 1);
  return v;
}

export function formatTable(rows: Record<string, Cell>[]): string {
  if (!rows.length) return '(no rows)';
  const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cells = rows.map((r) => cols.map((c) => show(r[c] ?? null)));
  const widths = cols.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i].length)));
  const line = (vals: string[]) => vals.map((v, i) => v.padEnd(widths[i])).join('  ');
  return [line(cols), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** Median and p-quantile of numbers. */
export function quantile(values: number[], q: number): number {
  if (!values.length) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))];
}
