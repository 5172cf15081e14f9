/**
 * Cell scoring of the generated table set, the same rules as bench/suites/tables.ts (both use
 * bench/tables-score.ts): cells normalized (NFC, whitespace collapsed), empty rows and columns
 * dropped on both sides, cell-content F1 over the bags of non-empty cells, exact structure = the
 * same grid cell for cell. Matching is per document (truth names no page: a float goes where
 * LaTeX puts it): the pairs of truth and predicted table with the highest F1 are taken first, one
 * to one.
 */
import type { Table } from '../../shared/extract/types.ts';
import { exact, FOUND_F1, f1, matchTables, trimGrid } from '../tables-score.ts';
import type { DocTable } from './generate.ts';

export { FOUND_F1 };

/** A caption label matches when the predicted caption starts with it (case and spaces aside). */
function captionOk(truth: DocTable, pred: Table | null): boolean {
  const key = (s: string) => s.toLowerCase().replace(/\s+/g, '');
  if (!truth.label) return !pred?.caption;
  if (!pred?.caption) return false;
  const label = key(truth.label);
  const cap = key(pred.caption);
  // "TABLE I" is not "TABLE II": the label must not go on with another numeral.
  return cap.startsWith(label) && !/^[ivx\d]/.test(cap.slice(label.length));
}

export interface TableScore {
  truth: DocTable;
  f1: number;
  found: boolean;
  exact: boolean;
  header: boolean;
  caption: boolean;
  /** The predicted shape, for the tuned half's details. */
  shape: string;
}

/** Scores of every truth table of a document and the predicted tables that match none. */
export function scoreDoc(truth: DocTable[], pred: Table[]): { tables: TableScore[]; falseTables: Table[] } {
  const match = matchTables(
    truth.map((t) => t.rows),
    pred.map((p) => p.cells),
  );
  const tables = truth.map((t, i) => {
    const j = match.get(i);
    const p = j === undefined ? null : pred[j];
    const f = p ? f1(trimGrid(t.rows), trimGrid(p.cells)) : 0;
    const ex = p ? exact(trimGrid(t.rows), trimGrid(p.cells)) : false;
    return {
      truth: t,
      f1: f,
      found: f >= FOUND_F1,
      exact: ex,
      header: !!p && f >= FOUND_F1 && p.header_rows === t.header_rows,
      caption: f >= FOUND_F1 && captionOk(t, p),
      shape: p ? `${p.cells.length}x${p.cells[0]?.length ?? 0} ${p.method}` : 'none',
    };
  });
  const falseTables = pred.filter((_, j) => {
    const i = [...match].find(([, jj]) => jj === j)?.[0];
    return i === undefined || tables[i].f1 < FOUND_F1;
  });
  return { tables, falseTables };
}
