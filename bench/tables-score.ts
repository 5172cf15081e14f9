/**
 * Cell scoring shared by the table benches (bench/suites/tables.ts, bench/tables-latex/score.ts):
 * cells normalized, empty rows and columns dropped, cell-content F1 over the bags of non-empty
 * cells, and exact structure (the same grid cell for cell).
 */

/** A table's cells, row by row. */
export type Grid = string[][];

/** A predicted table counts as finding an expected one at this cell F1 or above. */
export const FOUND_F1 = 0.5;
/** Scripts written right to left: NFKC and bidi marks stripped, as the tables-public README says. */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const BIDI = /[\u200e\u200f\u202a-\u202e]/gu;

/** A cell's text normalized: NFC (NFKC without bidi marks for right-to-left text), whitespace collapsed. */
export function norm(s: string): string {
  const t = RTL.test(s) ? s.normalize('NFKC').replace(BIDI, '') : s.normalize('NFC');
  return t.replace(/\s+/g, ' ').trim();
}

/** The grid with its cells normalized and the rows and columns with no non-empty cell dropped. */
export function trimGrid(g: Grid): Grid {
  const rows = g.map((r) => r.map(norm)).filter((r) => r.some(Boolean));
  const width = Math.max(0, ...rows.map((r) => r.length));
  const keep = Array.from({ length: width }, (_, k) => rows.some((r) => r[k]));
  return rows.map((r) => r.filter((_, k) => keep[k]));
}

/** Cell-content F1 of two grids: the bags of their non-empty cells (0 when either has none). */
export function f1(gold: Grid, pred: Grid): number {
  const g = gold.flat().filter(Boolean);
  const p = pred.flat().filter(Boolean);
  if (!g.length || !p.length) return 0;
  const bag = new Map<string, number>();
  for (const c of g) bag.set(c, (bag.get(c) ?? 0) + 1);
  let hit = 0;
  for (const c of p) {
    const n = bag.get(c) ?? 0;
    if (n > 0) {
      hit++;
      bag.set(c, n - 1);
    }
  }
  if (!hit) return 0;
  const precision = hit / p.length;
  const recall = hit / g.length;
  return (2 * precision * recall) / (precision + recall);
}

/** True when the two grids are the same, cell for cell. */
export function exact(gold: Grid, pred: Grid): boolean {
  return (
    gold.length === pred.length &&
    gold.every((r, i) => r.length === pred[i].length && r.every((c, k) => c === pred[i][k]))
  );
}

/**
 * One-to-one pairs of truth tables with predicted tables, best cell F1 first (pairs with F1 0
 * never match): truth index → predicted index. Both generated table benches match so.
 */
export function matchTables(truth: readonly Grid[], pred: readonly Grid[]): Map<number, number> {
  const pairs: { i: number; j: number; f: number }[] = [];
  truth.forEach((t, i) => {
    const gold = trimGrid(t);
    pred.forEach((p, j) => {
      pairs.push({ i, j, f: f1(gold, trimGrid(p)) });
    });
  });
  pairs.sort((a, b) => b.f - a.f);
  const match = new Map<number, number>();
  const used = new Set<number>();
  for (const { i, j, f } of pairs) {
    if (f <= 0 || match.has(i) || used.has(j)) continue;
    match.set(i, j);
    used.add(j);
  }
  return match;
}
