/**
 * Document-wide typography: the body font size (most characters) and the body line pitch
 * (median baseline step between consecutive body-size rows). Layout thresholds are expressed
 * in these units so that they hold for 9pt two-column papers and 12pt reports alike.
 */
import { median, type Row } from './model.ts';

export interface Typography {
  bodySize: number;
  /** Baseline-to-baseline distance of body text. */
  pitch: number;
}

/** Sizes within this many points count as the body size (rounding, slight scaling). */
const SIZE_SLACK = 0.6;
/** Baseline steps above this many body sizes are paragraph or block gaps, not line pitch… */
const MAX_PITCH_EM = 2;
/**
 * …unless the body is double-spaced: "double" in Word and LibreOffice is twice the font's single
 * line (1.0–1.2 em), a step of 2.0–2.4 em. When more body steps fall between MAX_PITCH_EM and this
 * than under MAX_PITCH_EM, they are the line pitch (bench headings' Word set: the double-spaced
 * manuscripts step 2.0–2.05 em; over the corpus no PDF has that majority, tables with rows
 * 2.5–3 em apart stay below it).
 */
const DOUBLE_PITCH_MAX_EM = 2.5;

export function typography(pages: readonly Row[][]): Typography {
  const chars = new Map<number, number>();
  for (const rows of pages)
    for (const r of rows)
      for (const it of r.items) {
        const k = Math.round(it.size * 2) / 2;
        chars.set(k, (chars.get(k) ?? 0) + it.str.length);
      }
  let bodySize = 10;
  let best = -1;
  for (const [k, n] of chars)
    if (n > best) {
      best = n;
      bodySize = k;
    }
  const steps: number[] = [];
  for (const rows of pages) {
    const body = rows.filter((r) => Math.abs(r.size - bodySize) <= SIZE_SLACK);
    // Step to the next row below that overlaps horizontally: in two columns with staggered
    // baselines the next row by y alone is often in the other column.
    for (let i = 0; i < body.length; i++) {
      const a = body[i];
      for (let j = i + 1; j < body.length; j++) {
        const b = body[j];
        const overlap = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
        if (overlap <= 0.5 * Math.min(a.x1 - a.x0, b.x1 - b.x0)) continue;
        const d = b.base - a.base;
        if (d > 0.5 * bodySize && d < DOUBLE_PITCH_MAX_EM * bodySize) steps.push(d);
        break;
      }
    }
  }
  const single = steps.filter((d) => d < MAX_PITCH_EM * bodySize);
  const double = steps.length - single.length > single.length;
  const pitchSteps = double ? steps : single;
  const pitch = pitchSteps.length ? median(pitchSteps) : 1.2 * bodySize;
  return { bodySize, pitch };
}

export function isBodySize(size: number, t: Typography): boolean {
  return Math.abs(size - t.bodySize) <= SIZE_SLACK;
}
