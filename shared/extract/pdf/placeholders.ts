/**
 * `tables: 'placeholder'`: a captioned table's lines leave the body and its caption becomes one
 * line carrying the whole caption text, which the paragraph builder places like any caption
 * (a float, at the caption's position). After paragraphs are built, that text is wrapped into
 * `[Table 2: caption]` (a structured table) or `[Table 2: caption — summary]` (a region that
 * failed the sanity check) and set apart as its own paragraph.
 */
import type { Line } from './model.ts';
import type { Para } from './paragraphs.ts';
import type { FoundTable } from './tables.ts';

/** Line centres may sit this many points outside a table's box (glyph boxes are estimates). */
const BOX_SLACK = 1;

export interface PageTable {
  page: number;
  found: FoundTable;
  /** The caption's text, its lines joined. */
  caption: string;
}

/** A line of the caption: on one of its baselines, within its extent (its rows may span sub-columns). */
export function isCaptionLine(l: Line, t: PageTable): boolean {
  const cap = t.found.caption;
  if (!cap) return false;
  const cx = (l.x0 + l.x1) / 2;
  return (
    l.page === t.page &&
    cx >= cap.x0 - BOX_SLACK &&
    cx <= cap.x1 + BOX_SLACK &&
    cap.rows.some((r) => Math.abs(r.base - l.base) < 0.01)
  );
}

export function insideTable(l: Line, t: PageTable): boolean {
  const [x0, top, x1, bottom] = t.found.bbox;
  const cx = (l.x0 + l.x1) / 2;
  const cy = (l.top + l.bottom) / 2;
  return (
    l.page === t.page &&
    cx >= x0 - BOX_SLACK &&
    cx <= x1 + BOX_SLACK &&
    cy >= top - BOX_SLACK &&
    cy <= bottom + BOX_SLACK
  );
}

/** Body lines without the tables' lines, each caption folded into one line at its place. */
export function withoutTables(lines: readonly Line[], tables: readonly PageTable[]): Line[] {
  const out: Line[] = [];
  const done = new Set<PageTable>();
  for (const l of lines) {
    const t = tables.find((x) => isCaptionLine(l, x));
    if (t) {
      if (done.has(t)) continue;
      done.add(t);
      const rows = t.found.caption?.rows ?? [];
      const last = rows[rows.length - 1] ?? l;
      // First line's left and top, last line's end and baseline: the paragraph builder sees the
      // same breaks before and after the caption as it did with its lines.
      out.push({ ...l, text: t.caption, x1: last.x1, base: last.base, bottom: last.bottom });
      continue;
    }
    if (tables.some((x) => insideTable(l, x))) continue;
    out.push(l);
  }
  return out;
}

/**
 * What a table's placeholder says: its caption for a structured table (`[Table 2: caption]`),
 * and for a region that could not be structured the caption and the one-sentence summary
 * without its repeated label (`[Table 2: caption — 4 columns (…) × 12 rows; not structured: …]`).
 */
export function placeholderText(t: PageTable): string {
  if (t.found.structured || !t.found.summary) return t.caption;
  const label = /^[^:]*:\s*/.exec(t.found.summary)?.[0] ?? '';
  const summary =
    label && t.caption.startsWith(label.replace(/:\s*$/, ''))
      ? t.found.summary.slice(label.length)
      : t.found.summary;
  return `${t.caption} — ${summary}`;
}

/**
 * Wrap each caption into `[caption]` (or `[shown[i]]`), set apart as its own paragraph wherever
 * it ended up. The parts keep the lines of the paragraph they were cut from (their boxes are
 * the whole paragraph's); the bracketed part is marked `table`.
 */
export function bracketCaptions(
  paragraphs: readonly Para[],
  captions: readonly string[],
  shown: readonly string[] = captions,
): Para[] {
  let out = [...paragraphs];
  for (const [n, c] of captions.entries()) {
    const i = out.findIndex((p) => p.text.includes(c));
    if (i < 0) continue;
    const p = out[i];
    const at = p.text.indexOf(c);
    const parts: Para[] = [
      { ...p, text: p.text.slice(0, at).trim() },
      { ...p, text: `[${shown[n] ?? c}]`, role: 'table' as const },
      { ...p, text: p.text.slice(at + c.length).trim() },
    ].filter((x) => x.text);
    out = [...out.slice(0, i), ...parts, ...out.slice(i + 1)];
  }
  return out;
}
