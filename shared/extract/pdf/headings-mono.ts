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
/** A run is judged when at least this share of its characters are letters. */
const MIN_LETTER_SHARE = 0.5;
/** A font needs this many distinct such runs to be judged. */
const MIN_RUNS = 5;
/**
 * Coefficient of variation of width per character below which a font is monospaced. A code
 * font measures 0.000 (pdf.js gives exact advances); 0.01 let through a text italic judged on
 * a handful of headings and one repeated journal name (Latin Modern italic sub-section heads,
 * bench headings latex zoo-smallcaps-1col: 0.0075 over six runs), whose heads were then dropped
 * as code.
 */
const MAX_SPREAD = 0.003;

/** The font ids of the document's monospaced fonts. */
export function monospaceFonts(lines: Iterable<Line>): Set<string> {
  const ratios = new Map<string, number[]>();
  const seen = new Set<string>();
  for (const l of lines)
    for (const it of l.items ?? []) {
      const n = it.str.length;
      if (n < MIN_RUN_CHARS || n > MAX_RUN_CHARS || it.size <= 0) continue;
      // Digits are tabular in text fonts too ("2.1.1", "3.1.2"), and a repeated string measures
      // the same in any font (a multi-study paper's "Participants" under each study, numbered
      // "2.1.1 Participants", "3.1.1 Participants"): judge a font by runs of distinct letters.
      const letters = letterCount(it.str);
      if (letters < MIN_LETTER_SHARE * n) continue;
      // All letters (most runs): the string is its own letters, no need to strip it.
      const key = `${it.font}\u0000${letters === n ? it.str : it.str.replace(/[^\p{L}]/gu, '')}`;
      if (seen.has(key)) continue;
      seen.add(key);
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

const LETTER = /\p{L}/u;

/** Code points of `s` that are letters (what `/\p{L}/gu` matches), ASCII by code. */
function letterCount(s: string): number {
  let k = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) k++;
      continue;
    }
    const cp = s.codePointAt(i) ?? c;
    if (cp > 0xffff) i++;
    if (LETTER.test(String.fromCodePoint(cp))) k++;
  }
  return k;
}

/** Every run of the lines is in a monospaced font. */
export function allMonospace(lines: readonly Line[], mono: ReadonlySet<string>): boolean {
  return (
    mono.size > 0 && lines.every((l) => (l.items ?? []).every((it) => mono.has(it.font) || !it.str.trim()))
  );
}
