/**
 * Floats, taken out of the paragraph flow (paragraphs.ts): caption blocks, a bare label's title
 * under it (paragraph-caption-title.ts), the narrow figure labels just above a caption, and the
 * rows of cells under a table caption (paragraph-table-rows.ts).
 */

import { captionHang, hangsUnder, sideCaptionGoesOn } from './caption-hang.ts';
import { captionLabel } from './caption-line.ts';
import { dominantFont, type Line } from './model.ts';
import { breaksBetween, PARA_GAP_RATIO, SIZE_CHANGE } from './paragraph-breaks.ts';
import { captionTitleEnd } from './paragraph-caption-title.ts';
import { INDENT_MAX_EM } from './paragraph-hanging.ts';
import { type ColumnShape, SHORT_EM } from './paragraph-shape.ts';
import { heldTableRows, isCellRow } from './paragraph-table-rows.ts';
import type { Typography } from './stats.ts';

/** A table caption: its rows follow it (LaTeX puts a table's caption on top). */
const TABLE_CAPTION = /^(?:table|tab)\.?\s*(?:\d+|[IVXL]+)/i;
/** Figure labels above a caption: lines narrower than this share of their column… */
const LABEL_MAX_WIDTH = 0.4;
/**
 * …but a heading-like line (flush with the column's left edge, in body type or larger, opening
 * with a capital or a number and not ending like a sentence or a label) above a blank band taller
 * than this many body pitches (to the caption or the label under it) is not one: it stands over a
 * figure with no text in it, as a heading does (JSS's "An initial model" over a 9-pitch picture).
 * A plot's own title sits over its axis labels and ticks, a few pitches apart at most, and the
 * text of a drawn box is indented inside it.
 */
const LABEL_MAX_GAP_PITCHES = 4;
/**
 * A paragraph's last line in another font than the line above (a formula) follows it at the
 * paragraph's own line pitch, within this factor; a figure's label under the text sits lower.
 */
const EXACT_PITCH_SLACK = 1.1;
/** Flush left: within this many font sizes of the column's left edge. */
const FLUSH_EM = 0.5;

/** A line that looks like a heading standing over a figure rather than a label inside it. */
function headingOverFigure(l: Line, s: ColumnShape, typo: Typography, gapBelow: number): boolean {
  if (gapBelow <= LABEL_MAX_GAP_PITCHES * typo.pitch) return false;
  if (l.size < (1 - SIZE_CHANGE) * typo.bodySize || l.x0 - s.left > FLUSH_EM * l.size) return false;
  return /^[\p{Lu}\d]/u.test(l.text) && !/[.!?:;,]$/.test(l.text);
}

/**
 * A short line right under a full line of the same body type, at the body's line pitch, is that
 * paragraph's last line ("present (Figure 7)."), not a label of the figure below it (JSS: taking
 * it for one joined the heading after the figure to the paragraph).
 */
function endsParagraphAbove(above: Line | undefined, l: Line, s: ColumnShape, typo: Typography): boolean {
  if (!above || above.block !== l.block || above.size !== l.size) return false;
  // Body type only: a figure's small axis ticks stack at their own tight pitch.
  if (Math.abs(l.size - typo.bodySize) > SIZE_CHANGE * typo.bodySize) return false;
  const full = s.right - above.x1 <= SHORT_EM * above.size && above.x0 - s.left <= INDENT_MAX_EM * above.size;
  const step = l.base - above.base;
  const pitch = typo.pitch * (l.size / typo.bodySize);
  // In another font (a last line that is all formula, "(α = 0.05)."), only at the line pitch itself.
  const most = above.font === l.font ? PARA_GAP_RATIO : EXACT_PITCH_SLACK;
  return full && step > 0 && step <= most * pitch;
}

/**
 * Floats: caption blocks and the figure labels just above them. They are taken out of the
 * flow and emitted after the paragraph they interrupt, so a sentence running past a figure
 * stays whole. Returns the float lines and, among them, the labels; and the rows of cells
 * under a table caption (`rows`, paragraph-table-rows.ts), held back the same way but each kept
 * a line of its own (a table at the top of a column otherwise cut the paragraph running past it
 * in two); and the caption lines that hang under their caption's text (`hanging`, caption-hang.ts),
 * which go on the caption whatever the break rules say of their indent.
 */
export function markFloats(
  lines: readonly Line[],
  shape: Map<string, ColumnShape>,
  typo: Typography,
): { floats: Set<Line>; labels: Set<Line>; rows: Set<Line>; titles: Set<Line>; hanging: Set<Line> } {
  const floats = new Set<Line>();
  const hanging = new Set<Line>();
  const titles = new Set<Line>();
  const labels = new Set<Line>();
  const rows = new Set<Line>();
  const body = dominantFont(
    lines
      .filter((l) => Math.abs(l.size - typo.bodySize) <= SIZE_CHANGE * typo.bodySize)
      .flatMap((l) => l.items ?? []),
    true,
  );
  for (let i = 0; i < lines.length; i++) {
    const label = captionLabel(lines[i], { bodyFont: body, prev: lines[i - 1] });
    if (label === null) continue;
    const s = shape.get(lines[i].block) as ColumnShape;
    const table = TABLE_CAPTION.test(lines[i].text);
    floats.add(lines[i]);
    const hang = captionHang(lines[i], label);
    let j = i + 1;
    while (j < lines.length && lines[j].block === lines[i].block) {
      const ps = shape.get(lines[j - 1].block) as ColumnShape;
      const hangs =
        hangsUnder(hang, lines[j - 1], lines[j], typo) ||
        sideCaptionGoesOn(hang, lines[j - 1], lines[j], typo);
      if (!hangs && breaksBetween(lines[j - 1], lines[j], ps, s, typo)) break;
      if (hangs) hanging.add(lines[j]);
      // A table's header row is not its caption's last line.
      if (table && isCellRow(lines[j])) break;
      floats.add(lines[j]);
      j++;
    }
    let flow = i - 1;
    while (flow >= 0 && (floats.has(lines[flow]) || rows.has(lines[flow]))) flow--;
    // A label alone ("Figure 1", APA) has its title under it.
    const titled = captionTitleEnd(lines, i, typo.pitch, (a, b) => !breaksBetween(a, b, s, s, typo));
    for (let k = j; k < titled; k++) {
      floats.add(lines[k]);
      titles.add(lines[k]);
    }
    j = Math.max(j, titled);
    const held = table ? heldTableRows(lines, i, j, s.right - s.left, lines[flow]) : null;
    if (held) {
      for (const l of held.tail) floats.add(l);
      for (const l of held.rows) rows.add(l);
      j += held.tail.length + held.rows.length;
    }
    let under = lines[i].top;
    for (let k = i - 1; k >= 0 && lines[k].block === lines[i].block; k--) {
      const l = lines[k];
      const narrow = l.x1 - l.x0 < LABEL_MAX_WIDTH * (s.right - s.left);
      const offSize = Math.abs(l.size - typo.bodySize) > SIZE_CHANGE * typo.bodySize;
      if (!narrow && !offSize) break;
      if (endsParagraphAbove(lines[k - 1], l, s, typo)) break;
      if (headingOverFigure(l, s, typo, under - l.bottom)) break;
      floats.add(l);
      labels.add(l);
      under = l.top;
    }
    i = j - 1;
  }
  return { floats, labels, rows, titles, hanging };
}
