/**
 * The report of a generated table set (tables-office, tables-web, tables-sheet): every document's
 * PDF extracted with thorough detection and scored by score.ts; rows for the tuned and held-out
 * halves, then the tuned half by kind and by feature, and the tuned half's tables one by one in
 * the data (the held-out half is aggregate only: nobody reads its tables one by one).
 */
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import type { Table } from '../../shared/extract/types.ts';
import type { BenchReport } from '../report.ts';
import { FOUND_F1 } from '../tables-score.ts';
import { type OfficeScore, type ScoredTruth, scoreDoc } from './score.ts';

/** What the report needs of a truth table: the scored fields and the features it is filed under. */
export type SetTruth = ScoredTruth & { features: string[] };

/** A document of a generated set, with its PDF (null when the producer failed to make it). */
export interface SetDoc<T extends SetTruth> {
  name: string;
  kind: string;
  heldOut: boolean;
  tables: T[];
  pdf: Uint8Array | null;
}

/** A PDF's tables, read as the bench reads them (thorough detection). */
export async function tablesOf(bytes: Uint8Array): Promise<Table[]> {
  const r = await pdfExtractor.extract(
    bytes,
    { footnotes: 'end', tables: 'inline', tablesDetect: 'thorough', limits: DEFAULT_LIMITS },
    { fallback: () => {} },
  );
  return r.tables;
}

/** The per-table outcomes a summary row counts (both generated-table scorers give them). */
export interface RowScore {
  f1: number;
  found: boolean;
  exact: boolean;
  header: boolean;
  caption: boolean;
}

/** A tuned document's tables one by one, and its false tables, as the details list them. */
export function detailLines(
  name: string,
  tables: readonly (RowScore & { truth: { features: string[] }; shape: string })[],
  falseTables: readonly Table[],
): string[] {
  return [
    ...tables.map(
      (s, k) =>
        `${name}#${k + 1} [${s.truth.features.join(',')}]: F1 ${s.f1.toFixed(3)}${s.exact ? ' exact' : ''}${s.header ? '' : ' header?'}${s.caption ? '' : ' caption?'} (${s.shape})`,
    ),
    ...falseTables.map(
      (t) => `${name}: false table p${t.page} ${t.cells.length}x${t.cells[0]?.length ?? 0} ${t.method}`,
    ),
  ];
}

/** A summary row: tables found, mean cell F1, exact structure, header rows, captions, false tables. */
export function row(
  name: string,
  scores: readonly RowScore[],
  falseTables: number | null,
  docs: number | null,
) {
  const n = scores.length;
  const count = (f: (s: RowScore) => boolean) => `${scores.filter(f).length}/${n}`;
  return {
    half: name,
    docs,
    found: count((s) => s.found),
    cell_f1: n ? scores.reduce((a, s) => a + s.f1, 0) / n : 0,
    exact: count((s) => s.exact),
    header_rows: count((s) => s.header),
    caption: count((s) => s.caption),
    false_tables: falseTables,
  };
}

/**
 * Score every document and build the report. `missing` names a document whose PDF the producer
 * did not make; `where` (optional) gives a tuned document's PDF path for the details.
 */
export async function reportSet<T extends SetTruth, D extends SetDoc<T>>(
  title: string,
  docs: readonly D[],
  missing: (name: string) => string,
  where?: (d: D) => string,
): Promise<BenchReport> {
  type Score = OfficeScore<T>;
  const halves = { tuned: [] as Score[], 'held-out': [] as Score[] };
  const falses = { tuned: 0, 'held-out': 0 };
  const counts = { tuned: 0, 'held-out': 0 };
  const byKind = new Map<string, { scores: Score[]; falses: number; docs: number }>();
  const details: string[] = [];
  const notes: string[] = [];
  for (const d of docs) {
    const half = d.heldOut ? 'held-out' : 'tuned';
    counts[half]++;
    const { tables, falseTables } = scoreDoc(d.tables, d.pdf ? await tablesOf(d.pdf) : []);
    if (!d.pdf) notes.push(missing(d.name));
    halves[half].push(...tables);
    falses[half] += falseTables.length;
    if (d.heldOut) continue;
    const k = byKind.get(d.kind) ?? { scores: [], falses: 0, docs: 0 };
    byKind.set(d.kind, {
      scores: [...k.scores, ...tables],
      falses: k.falses + falseTables.length,
      docs: k.docs + 1,
    });
    details.push(...detailLines(d.name, tables, falseTables));
    if (where && (tables.some((s) => !s.exact) || falseTables.length))
      details.push(`  ${d.name}: ${where(d)}`);
  }
  const rows: BenchReport['rows'] = [
    row('tuned', halves.tuned, falses.tuned, counts.tuned),
    row('held-out', halves['held-out'], falses['held-out'], counts['held-out']),
  ];
  for (const [kind, k] of byKind) rows.push(row(`tuned: ${kind}`, k.scores, k.falses, k.docs));
  const features = [...new Set(halves.tuned.flatMap((s) => s.truth.features))].sort();
  for (const f of features)
    rows.push(
      row(
        `tuned: [${f}]`,
        halves.tuned.filter((s) => s.truth.features.includes(f)),
        null,
        null,
      ),
    );
  notes.push(
    `found = matched predicted table with cell F1 >= ${FOUND_F1}; cell_f1 = mean over truth tables (missed = 0); held-out = variant 1 of each kind, aggregate only`,
  );
  return { title, rows, notes, data: { details } };
}
