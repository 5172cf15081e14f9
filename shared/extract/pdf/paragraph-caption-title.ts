/**
 * A caption printed as its label alone, its title on the lines under it (APA: "Figure 1" in
 * bold, a blank line, the title in italics, then the picture or the table): the title is the
 * caption's too, and leaves the flow with it. Used by paragraph-floats.ts (markFloats).
 */
import { CAPTION } from './boilerplate-guard.ts';
import { BARE_CAPTION_LABEL } from './captions.ts';
import type { Line } from './model.ts';
import { isCellRow } from './paragraph-table-rows.ts';

/** The title starts within this many line pitches under the label (APA leaves one blank line). */
const TITLE_GAP_PITCHES = 2.5;
/** A title runs to at most this many lines. */
const TITLE_MAX_LINES = 4;
/**
 * A label and title stand under a picture or over one (blank of text for more than this many
 * pitches), or over a table's rows; lines under a bare label between text at the line pitch
 * above and below are the flow (a heading after a label-only caption), not a title.
 */
const PICTURE_PITCHES = 4;
/**
 * …or this many of the label's sizes, whichever is less: a picture's height does not grow with
 * the line spacing, and in a double-spaced manuscript (APA's man mode, a 3.2 cm figure under a
 * 27 pt pitch) four pitches are taller than many pictures.
 */
const PICTURE_EM = 5;

/**
 * The end (exclusive) of the title lines under the bare caption label `lines[i]`, or `i + 1`
 * when the caption is not a bare label or what follows is not a title. A caption of its own
 * ("Fig. 1. Constant frame grouping." under a table's title) ends a title. `continues` says whether
 * a line runs on from the one above it in the same paragraph.
 */
export function captionTitleEnd(
  lines: readonly Line[],
  i: number,
  pitch: number,
  continues: (prev: Line, cur: Line) => boolean,
): number {
  const label = lines[i];
  const end = i + 1;
  if (!BARE_CAPTION_LABEL.test(label.text.trim())) return end;
  const inBlock = (k: number) => k < lines.length && lines[k].block === label.block;
  let k = end;
  while (inBlock(k) && k - end < TITLE_MAX_LINES && !isCellRow(lines[k]) && !CAPTION.test(lines[k].text)) {
    const ok =
      k === end
        ? lines[k].top - label.bottom <= TITLE_GAP_PITCHES * pitch && lines[k].top > label.top
        : continues(lines[k - 1], lines[k]);
    if (!ok) break;
    k++;
  }
  if (k === end) return end;
  const next = lines[k];
  const blank = Math.min(PICTURE_PITCHES * pitch, PICTURE_EM * label.size);
  const overPicture = !inBlock(k) || next.top - lines[k - 1].bottom > blank;
  // Above the label: the line before it in its block, or else the page's first line; when the
  // label is that first line, where the other pages' text starts (a picture opens the page).
  const top = pageTop(lines, label);
  const above =
    lines[i - 1]?.block === label.block
      ? lines[i - 1].bottom
      : top < label.top
        ? top
        : usualTop(lines, label.page);
  const underPicture = label.top - above > blank;
  const overTable = inBlock(k) && /^(?:table|tab)/i.test(label.text.trim()) && isCellRow(next);
  return overPicture || underPicture || overTable ? k : end;
}

/** Where text starts on the document's other pages (the median of their first lines' tops); +∞ with no other page. */
function usualTop(lines: readonly Line[], page: number): number {
  const tops = new Map<number, number>();
  for (const l of lines) if (l.page !== page) tops.set(l.page, Math.min(tops.get(l.page) ?? l.top, l.top));
  const sorted = [...tops.values()].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.POSITIVE_INFINITY;
}

/** The top of the highest line on the label's page. */
function pageTop(lines: readonly Line[], label: Line): number {
  let top = label.top;
  for (const l of lines) if (l.page === label.page && l.top < top) top = l.top;
  return top;
}
