/**
 * Scoring of the office table set, the rules of bench/tables-latex/score.ts on office truth:
 * cells normalized, empty rows and columns dropped (bench/tables-score.ts), the pairs of truth
 * and predicted table with the highest cell F1 matched first, one to one, per document.
 */
import type { Table } from '../../shared/extract/types.ts';
import { exact, FOUND_F1, f1, matchTables, trimGrid } from '../tables-score.ts';
import type { OfficeTruth } from './generate.ts';

/** What scoring needs of a truth table: its printed label (null without a caption), cells and header rows. */
export type ScoredTruth = Pick<OfficeTruth, 'label' | 'rows' | 'header_rows'>;

export interface OfficeScore<T extends ScoredTruth = OfficeTruth> {
  truth: T;
  f1: number;
  found: boolean;
  exact: boolean;
  header: boolean;
  caption: boolean;
  shape: string;
}

/** A caption is right when the predicted one starts with the label ("Table 2", not "Table 21"), or both are absent. */
function captionOk(truth: ScoredTruth, pred: Table | null): boolean {
  const key = (s: string) => s.toLowerCase().replace(/\s+/g, '');
  if (!truth.label) return !pred?.caption;
  if (!pred?.caption) return false;
  const cap = key(pred.caption);
  const label = key(truth.label);
  return cap.startsWith(label) && !/^\d/.test(cap.slice(label.length));
}

export function scoreDoc<T extends ScoredTruth>(
  truth: T[],
  pred: Table[],
): { tables: OfficeScore<T>[]; falseTables: Table[] } {
  const match = matchTables(
    truth.map((t) => t.rows),
    pred.map((p) => p.cells),
  );
  const tables = truth.map((t, i) => {
    const j = match.get(i);
    const p = j === undefined ? null : pred[j];
    const gold = trimGrid(t.rows);
    const f = p ? f1(gold, trimGrid(p.cells)) : 0;
    return {
      truth: t,
      f1: f,
      found: f >= FOUND_F1,
      exact: p ? exact(gold, trimGrid(p.cells)) : false,
      header: !!p && f >= FOUND_F1 && p.header_rows === t.header_rows,
      caption: f >= FOUND_F1 && captionOk(t, p),
      shape: p ? `${p.cells.length}x${p.cells[0]?.length ?? 0} ${p.method}` : 'none',
    };
  });
  const good = new Set([...match].filter(([i]) => tables[i].found).map(([, j]) => j));
  return { tables, falseTables: pred.filter((_, j) => !good.has(j)) };
}
