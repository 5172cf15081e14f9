/**
 * A caption set with a hanging indent (the caption package's `format=hang`, IJDC, many journal
 * classes): its second and later lines start where the text after the label starts on the first
 * line ("Figure 1.    The recovery rate … and" / "             mortality setting."). Indented
 * that way, a line looks like a new paragraph to the break rules, and the caption lost its tail to
 * the body. The label's end is found in the first line's runs, inside a run by the share of its
 * characters (a run can hold "1. The"); a hanging line is in the caption text's size and font, at
 * its line pitch.
 */
import type { Line } from './model.ts';
import { PARA_GAP_RATIO, SIZE_CHANGE } from './paragraph-breaks.ts';
import type { Typography } from './stats.ts';

/** A hanging line starts within this many of its font sizes of the caption text's start. */
const HANG_SLACK_EM = 0.5;
/** A side caption's lines end at least this many of their font sizes short of the column's right edge. */
const SIDE_SHORT_EM = 4;

/** Where the caption's own text starts on its first line, past `label` ("Figure 1."); null when unknown. */
function captionTextStart(first: Line, label: string): number | null {
  if (!first.items?.length) return null;
  // Non-space characters of the label: the text starts at the next one.
  let skip = label.replace(/\s/g, '').length;
  for (const it of first.items) {
    const chars = [...it.str];
    for (let k = 0; k < chars.length; k++) {
      if (/\s/.test(chars[k])) continue;
      if (skip-- > 0) continue;
      return it.x0 + ((it.x1 - it.x0) * k) / chars.length;
    }
  }
  return null;
}

/** Where a caption's later lines hang, read once from its first line. */
export interface CaptionHang {
  first: Line;
  /** x of the caption text's start, past its label. */
  start: number;
  /** The caption text's font: that of the first line's last run. */
  font: string;
}

/** The caption's hang, or null when its first line's runs are unknown. */
export function captionHang(first: Line, label: string): CaptionHang | null {
  const font = first.items?.[first.items.length - 1]?.font;
  const start = captionTextStart(first, label);
  return font && start !== null ? { first, start, font } : null;
}

/**
 * True when `l`, under `prev` (the caption's first line or a line hanging under it), hangs under
 * the caption's text: it starts where that text starts, in the caption's size and its text's font
 * (a figure's labels that happen to stand there are set in the figure's font: pedersen04's
 * "known"), at its line pitch.
 */
export function hangsUnder(hang: CaptionHang | null, prev: Line, l: Line, typo: Typography): boolean {
  if (!hang || !inCaptionType(hang, prev, l, typo)) return false;
  // The text starts clear of the label's start, and the line starts there.
  const slack = HANG_SLACK_EM * l.size;
  return hang.start - hang.first.x0 > slack && Math.abs(l.x0 - hang.start) <= slack;
}

/**
 * A caption set in a narrower measure than its column (a side caption beside its figure,
 * Postgraduate Medical Journal's "Figure 4 Forest plot of therapy" / "regimen subgroup. (a) …"):
 * its ragged lines all end well short of the column's right edge, so the break rules take each for
 * a paragraph's last line, and the caption's tail ran into the body. True when `l`, under `prev`
 * (the caption's first line or a line going on from it), starts where the first line starts, in
 * its size and the caption text's font, at its line pitch, and ends short of the column's edge as
 * the first line does: the body's lines under a caption fill their column or start indented.
 */
export function sideCaptionGoesOn(hang: CaptionHang | null, prev: Line, l: Line, typo: Typography): boolean {
  if (!hang || !inCaptionType(hang, prev, l, typo)) return false;
  const narrow = (x: Line) => x.colRight - x.x1 >= SIDE_SHORT_EM * x.size;
  return Math.abs(l.x0 - hang.first.x0) <= HANG_SLACK_EM * l.size && narrow(hang.first) && narrow(l);
}

/** `l` is in the caption text's font and size and follows `prev` at its line pitch. */
function inCaptionType(hang: CaptionHang, prev: Line, l: Line, typo: Typography): boolean {
  if (l.font !== hang.font || Math.abs(l.size - hang.first.size) > SIZE_CHANGE * hang.first.size)
    return false;
  const step = l.base - prev.base;
  return step > 0 && step <= PARA_GAP_RATIO * typo.pitch * (l.size / typo.bodySize);
}
