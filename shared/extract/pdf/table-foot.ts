/**
 * A table the page break cuts right under its header: Word and LibreOffice break a table after
 * any row, so a caption and the header row can end a page while the body opens the next one
 * without a caption (and, unless the author asked for it, without the header repeated). The
 * caption's region is then one row, too little for a table; it is kept as a header-only part,
 * and table-merge.ts puts it over the uncaptioned table that opens the next page when their
 * columns agree, or drops it when none does (one line of text is no table).
 */
import type { Caption } from './captions.ts';
import { segments } from './grid.ts';
import { joinItems, type Row } from './model.ts';
import { CAPTION_GAP_EM } from './table-aligned.ts';
import { bboxOf, type FoundTable } from './table-build.ts';

/** The reason a header-only part carries, which table-merge.ts looks for. */
export const PAGE_FOOT_HEADER = 'a header row at the page foot, its body on the next page';
/** A header row names at least this many columns (a borderless table needs three). */
const MIN_HEADER_CELLS = 3;

/**
 * The header-only part of a table cut by the page break: `rows` (the caption's attempt below
 * it) is a single row of at least three pieces, and no text of the page lies below it.
 */
export function pageFootHeader(
  cap: Caption,
  rows: readonly Row[],
  pageRows: readonly Row[],
): FoundTable | null {
  // The caption's own column box may be narrower than the header (the layout reads a lone
  // header row at the page foot as columns of its own): then the page's rows below the caption.
  const below = rows.length
    ? rows
    : pageRows.filter((r) => r.top >= cap.bottom && r.x0 < cap.x1 && r.x1 > cap.x0);
  if (below.length !== 1 || below[0].top - cap.bottom > CAPTION_GAP_EM * below[0].size) return null;
  const row = below[0];
  const pieces = segments(row).map((s) => joinItems(s.items));
  if (pieces.length < MIN_HEADER_CELLS) return null;
  if (pageRows.some((r) => r.top > row.bottom)) return null;
  return {
    caption: cap,
    cells: [],
    bbox: bboxOf([row]),
    confidence: 0,
    method: 'aligned',
    headerRows: 0,
    structured: false,
    text: pieces.join('\t'),
    reason: PAGE_FOOT_HEADER,
    summary: '',
  };
}
