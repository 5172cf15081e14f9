/**
 * pdf.js text items → placed glyph runs in a top-left page space, turned so the page's text
 * reads left to right. A page with /Rotate whose text is drawn unrotated, or a landscape table
 * drawn with rotated text matrices on a portrait page, has its body running up or down the
 * displayed page: the dominant text direction (by characters) decides the page's reading
 * orientation, and the coordinates are turned by that multiple of 90 degrees. Runs in any other
 * direction are set apart: those in the page's margins (download stamps, arXiv side stamps) are
 * boilerplate; those inside the body's box (rotated axis labels) are dropped, counted and
 * reported by the caller as a fallback.
 */
import type { Glyphs } from './model.ts';
import type { PdfDocument } from './pdfjs.ts';

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type TextContent = Awaited<ReturnType<PdfPage['getTextContent']>>;

/** Share of a run's scale that may be skew before it counts as rotated (about 6 degrees). */
const ROTATION_TOLERANCE = 0.1;
/** Ascender and descender as shares of the font size, for run boxes (typical Latin text fonts). */
const ASCENT = 0.78;
const DESCENT = 0.22;
/**
 * A direction other than upright becomes the page's reading direction when it holds more
 * characters than upright text and at least this many runs: one or two rotated runs beside a
 * little upright text are stamps, not a body to turn the page for. A page with no upright text
 * at all is turned for whatever it has, so its text is read rather than lost.
 */
const MIN_BODY_RUNS = 3;
/** Slack (points) when asking whether a rotated run lies outside the body's box. */
const MARGIN_SLACK = 2;

/** A rotated run set apart, with its box (the run's corners after rotation). */
export interface RotatedRun {
  text: string;
  bbox: [number, number, number, number];
}

export interface PlacedItems {
  items: Glyphs[];
  /** Rotated runs in the page's margins: boilerplate (stamps). */
  rotated: RotatedRun[];
  /** Rotated runs inside the body's box, not read: the caller reports them as a fallback. */
  dropped: RotatedRun[];
  /** Quarter turns (clockwise on the displayed page) applied so the body reads left to right. */
  turned: 0 | 1 | 2 | 3;
  /** User space → the turned top-left page space (the viewport's transform after the turn), for drawings. */
  transform: number[];
  /** Raw runs for font tallies. */
  raw: { str: string; fontName: string }[];
  width: number;
  height: number;
}

/** Product of two PDF transformation matrices [a b c d e f]: `n` applied first, then `m`. */
export function multiply(m: number[], n: number[]): number[] {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** Baseline direction of a device-space matrix as quarter turns (y down): 0 →, 1 ↓, 2 ←, 3 ↑; null when skewed. */
function quarter(t: number[]): 0 | 1 | 2 | 3 | null {
  const scaleX = Math.hypot(t[0], t[1]);
  if (scaleX <= 0) return null;
  const ux = t[0] / scaleX;
  const uy = t[1] / scaleX;
  if (ux > 1 - ROTATION_TOLERANCE) return 0;
  if (uy > 1 - ROTATION_TOLERANCE) return 1;
  if (ux < -(1 - ROTATION_TOLERANCE)) return 2;
  if (uy < -(1 - ROTATION_TOLERANCE)) return 3;
  return null;
}

/**
 * The device-space turn that makes baselines in direction `q` run left to right, and the page's
 * size after it. Quarter 1 (reading down) turns by (x, y) → (y, W - x); quarter 3 (reading up)
 * by (x, y) → (H - y, x); quarter 2 (upside down) by (x, y) → (W - x, H - y).
 */
function turnFor(q: 0 | 1 | 2 | 3, w: number, h: number): { m: number[]; width: number; height: number } {
  if (q === 1) return { m: [0, -1, 1, 0, 0, w], width: h, height: w };
  if (q === 3) return { m: [0, 1, -1, 0, h, 0], width: h, height: w };
  if (q === 2) return { m: [-1, 0, 0, -1, w, h], width: w, height: h };
  return { m: [1, 0, 0, 1, 0, 0], width: w, height: h };
}

/** Corners of a run: along the baseline by its width, up by the ascent, down by the descent. */
function runBox(t: number[], width: number): [number, number, number, number] {
  const scaleX = Math.hypot(t[0], t[1]);
  const ux = t[0] / scaleX;
  const uy = t[1] / scaleX;
  const xs = [0, width * ux].flatMap((dx) => [ASCENT, -DESCENT].map((k) => t[4] + dx + k * t[2]));
  const ys = [0, width * uy].flatMap((dy) => [ASCENT, -DESCENT].map((k) => t[5] + dy + k * t[3]));
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

export function placeItems(
  content: TextContent,
  viewport: { transform: number[]; width: number; height: number },
  mapText: (s: string) => string,
): PlacedItems {
  const raw: { str: string; fontName: string }[] = [];
  const runs: { str: string; fontName: string; width: number; t: number[]; q: 0 | 1 | 2 | 3 | null }[] = [];
  const chars = [0, 0, 0, 0];
  const count = [0, 0, 0, 0];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    raw.push({ str: item.str, fontName: item.fontName });
    const trimmed = item.str.trim().length;
    if (!trimmed) continue;
    const t = multiply(viewport.transform, item.transform as number[]);
    // hypot(a, b) <= 0 exactly when both are ±0 (NaN fails both tests): no square root per run.
    if ((t[0] === 0 && t[1] === 0) || (t[2] === 0 && t[3] === 0)) continue;
    const q = quarter(t);
    if (q !== null) {
      chars[q] += trimmed;
      count[q]++;
    }
    runs.push({ str: item.str, fontName: item.fontName, width: Math.abs(item.width), t, q });
  }
  let dominant: 0 | 1 | 2 | 3 = 0;
  for (const q of [1, 2, 3] as const)
    if (chars[q] > chars[dominant] && (count[q] >= MIN_BODY_RUNS || count[0] === 0)) dominant = q;
  const turn = turnFor(dominant, viewport.width, viewport.height);

  const items: Glyphs[] = [];
  const others: RotatedRun[] = [];
  const m = turn.m;
  for (const run of runs) {
    // multiply(turn.m, run.t) by components, the same sums in the same order: no array per run.
    const n = run.t;
    const t0 = m[0] * n[0] + m[2] * n[1];
    const t1 = m[1] * n[0] + m[3] * n[1];
    const t2 = m[0] * n[2] + m[2] * n[3];
    const t3 = m[1] * n[2] + m[3] * n[3];
    const scaleX = Math.hypot(t0, t1);
    const size = Math.hypot(t2, t3);
    const skew = Math.max(Math.abs(t1) / scaleX, Math.abs(t2) / size);
    const str = mapText(run.str);
    if (skew > ROTATION_TOLERANCE || t0 < 0) {
      others.push({ text: str.trim(), bbox: runBox(multiply(m, n), run.width) });
      continue;
    }
    const x0 = m[0] * n[4] + m[2] * n[5] + m[4];
    const base = m[1] * n[4] + m[3] * n[5] + m[5];
    // run.width is along the baseline in user space units; the viewport scale is 1.
    items.push({
      str,
      x0,
      x1: x0 + run.width,
      base,
      top: base - ASCENT * size,
      bottom: base + DESCENT * size,
      size,
      font: run.fontName,
    });
  }
  // The body's box: a rotated run outside it (left or right of the text, above or below it) is a
  // margin stamp; one that overlaps it is drawn among the body (an axis label, a turned table).
  const rotated: RotatedRun[] = [];
  const dropped: RotatedRun[] = [];
  if (items.length && others.length) {
    // Loops, not Math.min(...spread): a hostile page with 10^5+ runs would overflow the stack.
    let bx0 = Number.POSITIVE_INFINITY;
    let bx1 = Number.NEGATIVE_INFINITY;
    let by0 = Number.POSITIVE_INFINITY;
    let by1 = Number.NEGATIVE_INFINITY;
    for (const it of items) {
      if (it.x0 < bx0) bx0 = it.x0;
      if (it.x1 > bx1) bx1 = it.x1;
      if (it.top < by0) by0 = it.top;
      if (it.bottom > by1) by1 = it.bottom;
    }
    bx0 -= MARGIN_SLACK;
    bx1 += MARGIN_SLACK;
    by0 -= MARGIN_SLACK;
    by1 += MARGIN_SLACK;
    for (const r of others) {
      const [x0, y0, x1, y1] = r.bbox;
      const outside = x1 <= bx0 || x0 >= bx1 || y1 <= by0 || y0 >= by1;
      (outside ? rotated : dropped).push(r);
    }
  } else if (!items.length) {
    // Several directions and no upright body: say so.
    for (const r of others) dropped.push(r);
  }
  return {
    items,
    rotated,
    dropped,
    turned: dominant,
    transform: multiply(turn.m, viewport.transform),
    raw,
    width: turn.width,
    height: turn.height,
  };
}
