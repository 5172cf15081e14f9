/**
 * Baseline clustering: placed runs → rows. A row is page-wide (it may hold both columns'
 * lines when their baselines coincide); columns are split later. Superscripts and subscripts
 * (smaller runs raised or lowered next to a run of the row) join the row instead of forming
 * their own, so footnote markers and formula indices stay inline.
 */
import { type Glyphs, type Row, rowFrom } from './model.ts';

/** Baselines closer than this share of the font size are the same line (rounding, jitter). */
const BASELINE_TOLERANCE_EM = 0.25;
/** A script is at most this share of the row's size (9pt index on 10pt text = 0.9)… */
const SCRIPT_MAX_RATIO = 0.9;
/** …and at least this share: below it, the run is a separate small line, not a script (a drop cap makes the body look tiny). */
const SCRIPT_MIN_RATIO = 0.45;
/** Superscripts rise up to ~0.5 em and subscripts drop ~0.3 em in TeX and Word. */
const SCRIPT_RISE_EM = 0.6;
const SCRIPT_DROP_EM = 0.4;
/** A script touches the run it annotates: horizontal gap below this share of the row's size. */
const SCRIPT_TOUCH_EM = 0.6;

interface Building {
  items: Glyphs[];
  base: number;
  size: number;
}

function touches(row: Building, it: Glyphs): boolean {
  const limit = SCRIPT_TOUCH_EM * row.size;
  for (const r of row.items) {
    if (it.x0 <= r.x1 + limit && it.x1 >= r.x0 - limit) return true;
  }
  return false;
}

export function buildRows(items: readonly Glyphs[]): Row[] {
  // Largest runs first, so that a row's size and baseline come from its main text.
  const order = [...items].sort((a, b) => b.size - a.size || a.base - b.base);
  const rows: Building[] = [];
  for (const it of order) {
    let home: Building | null = null;
    for (const row of rows) {
      const tol = BASELINE_TOLERANCE_EM * Math.min(row.size, it.size);
      if (Math.abs(row.base - it.base) <= tol && it.size >= SCRIPT_MIN_RATIO * row.size) {
        home = row;
        break;
      }
    }
    if (!home) {
      for (const row of rows) {
        const ratio = it.size / row.size;
        if (ratio > SCRIPT_MAX_RATIO || ratio < SCRIPT_MIN_RATIO) continue;
        const shift = it.base - row.base;
        if (shift < -SCRIPT_RISE_EM * row.size || shift > SCRIPT_DROP_EM * row.size) continue;
        if (touches(row, it)) {
          home = row;
          break;
        }
      }
    }
    if (home) home.items.push(it);
    else rows.push({ items: [it], base: it.base, size: it.size });
  }
  return rows.map((r) => rowFrom(r.items)).sort((a, b) => a.base - b.base || a.x0 - b.x0);
}
