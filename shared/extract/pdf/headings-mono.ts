/**
 * Monospaced fonts, told from geometry: pdf.js font ids are opaque and reading real font names
 * costs a second pass, but in a monospaced font every glyph has the same advance, so a run's
 * width per character and em is the same for every run ("Read 1 item", "examineFit"), while a
 * proportional font's varies with the letters (measured on real-nogt's JSS paper and READoc:
 * spread 0.000 for the four code fonts, at least 0.037 for every text font). A line set wholly
 * in such a font is code or console output, never a heading.
 */
import type { Line } from './model.ts';

/** Runs of this many characters count: shorter ones carry too much rounding, longer ones wrap words. */
const MIN_RUN_CHARS = 4;
const MAX_RUN_CHARS = 30;
/** A font needs this many such runs to be judged. */
const MIN_RUNS = 5;
/** Coefficient of variation of width per character below which a font is monospaced. */
const MAX_SPREAD = 0.01;

/** The font ids of the document's monospaced fonts. */
export function monospaceFonts(lines: Iterable<Line>): Set<string> {
  const ratios = new Map<string, number[]>();
  for (const l of lines)
    for (const it of l.items ?? []) {
      const n = it.str.length;
      if (n < MIN_RUN_CHARS || n > MAX_RUN_CHARS || it.size <= 0) continue;
      const r = (it.x1 - it.x0) / (n * it.size);
      const list = ratios.get(it.font) ?? [];
      list.push(r);
      ratios.set(it.font, list);
    }
  const mono = new Set<string>();
  for (const [font, rs] of ratios) {
    if (rs.length < MIN_RUNS) continue;
    const mean = rs.reduce((a, b) => a + b, 0) / rs.length;
    const sd = Math.sqrt(rs.reduce((a, b) => a + (b - mean) ** 2, 0) / rs.length);
    if (mean > 0 && sd / mean < MAX_SPREAD) mono.add(font);
  }
  return mono;
}

/** Every run of the lines is in a monospaced font. */
export function allMonospace(lines: readonly Line[], mono: ReadonlySet<string>): boolean {
  return (
    mono.size > 0 && lines.every((l) => (l.items ?? []).every((it) => mono.has(it.font) || !it.str.trim()))
  );
}
