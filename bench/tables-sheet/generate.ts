/**
 * The spreadsheet table set: 12 kinds of LibreOffice Calc sheet x 4 variants, written as Flat
 * ODF spreadsheets (fods.ts) and printed to PDF by Calc (build.ts), each with the tables it
 * prints and their truth cells (every cell a string cell holding exactly the truth text; a
 * spanning cell's text in its top-left grid cell, covered cells '', the tables-latex convention).
 * Deterministic (seeded); only this code is committed, the PDFs are rebuilt at bench time. It
 * tests whether the table rules, tuned on LaTeX and Word output, hold for a producer they were
 * never tuned on.
 *
 * Kinds: printed gridlines with a plain header (gridlines); a bold header over a rule, amounts
 * with thousands separators and parenthesised negatives, a total row under a rule (ruled); every
 * cell boxed with a shaded header (boxed); a long listing over 2-3 pages with its header rows
 * repeated (print titles) and Calc's page header (sheet name) and footer ("Page N") (long); a
 * header group spanning columns and stubs spanning rows, with a second sheet of merged stubs
 * (merged); wrapped cells in narrow columns (wrapped); a wide sheet of 10-14 columns in small
 * type on a landscape page (wide); a "Table N. Title" row, a blank row, the table and a "Source:"
 * line (titled); two titled tables on one sheet (twotables); banded body rows without borders
 * (banded); dates, currency amounts, percentages and empty cells (ledger); and a control with no
 * table: a memo of merged, wrapped paragraphs and a contact block, on one or two sheets (memo).
 * Fonts Liberation Sans and Serif and DejaVu Sans, 8-11 pt, margins and page setup per variant;
 * a row-spanning stub is set top-aligned (where the truth puts its text).
 *
 * HELD-OUT RULE (fixed before any PDF was built or any output read): variant 1 of every kind
 * (the documents named `*-1`) is held out, as in bench/tables-office and bench/tables-latex. The
 * bench reports held-out rows in aggregate only; nobody looks at a held-out document's tables one
 * by one, and fixes are made on the other variants.
 */
import { pick, rng } from '../headings-latex/prose.ts';
import { int } from '../tables-latex/makers.ts';
import type { SheetSpec } from './fods.ts';
import { Doc, KINDS, Overflow, type Writer } from './kinds.ts';

export interface SheetTruth {
  /** The title row's text after its label, null without a title. */
  caption: string | null;
  /** The printed label ("Table 2"), null without a title. */
  label: string | null;
  rows: string[][];
  header_rows: number;
  features: string[];
}

export interface SheetDoc extends SheetSpec {
  name: string;
  kind: string;
  heldOut: boolean;
  tables: SheetTruth[];
}

/** Variants of each kind: 0, 2 and 3 are tuned, 1 is held out (the rule above). */
const VARIANTS = 4;
const SEED = 2712;
const FONTS = ['Liberation Sans', 'Liberation Serif', 'DejaVu Sans'];

/**
 * The document of `kind` in variant `v`; when its columns do not fit the page at the type size
 * drawn, the same document one point smaller.
 */
function doc(kind: string, write: Writer, v: number, seed: number, shrink = 0): SheetDoc {
  // consecutive seeds give close first draws: spread them (Knuth's multiplicative hash)
  const r = rng(Math.imul(seed, 2654435761) >>> 0);
  const spec: Omit<SheetSpec, 'sheets'> = {
    font: pick(r, FONTS),
    size: (kind === 'wide' ? int(r, 7, 8) : int(r, 8, 11)) - shrink,
    landscape: kind === 'wide',
    grid: kind === 'gridlines',
    headerFooter: kind === 'long' || r() < 0.3,
    margin: pick(r, [1.5, 2, 2.5]),
  };
  const d = new Doc(r, spec);
  try {
    write(d, v);
  } catch (e) {
    if (e instanceof Overflow && spec.size > 6) return doc(kind, write, v, seed, shrink + 1);
    throw e;
  }
  const tables = spec.headerFooter
    ? d.tables.map((t) => ({ ...t, features: [...new Set([...t.features, 'page-header-footer'])] }))
    : d.tables;
  return { name: `${kind}-${v}`, kind, heldOut: v === 1, ...spec, sheets: d.sheets, tables };
}

/** Every document of the set, tuned and held out. */
export function sheetDocs(): SheetDoc[] {
  return KINDS.flatMap(([kind, write], k) =>
    Array.from({ length: VARIANTS }, (_, v) => doc(kind, write, v, SEED + 53 * k + v)),
  );
}
