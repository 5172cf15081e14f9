/**
 * Alignment in a heading's style key (headings.ts): centred or flush in its column. Two heading
 * styles of one size and font differ only by it in APA papers (level 1 centred bold, level 2
 * flush-left bold) and in Word documents made from such templates; without it they share a level.
 */
import type { Line } from './model.ts';

/** A centred heading line is indented at least this many of its sizes on the left (a flush-left line is not)… */
const CENTRE_MIN_INDENT_EM = 2;
/** …and its left and right margins differ by at most this many sizes (rounding of glyph widths). */
const CENTRE_SLACK_EM = 1;
/** Each side of a type split by centring has at least this many headings other than front and back matter. */
const MIN_SIDE_HEADINGS = 2;
/** The alignment part of a style key for a line that fills its column (resolveAlignment). */
const UNKNOWN_ALIGN = 'either';
/**
 * How a heading's last line sits in its column: centred (indented at least CENTRE_MIN_INDENT_EM
 * of its size on the left, the two margins equal within CENTRE_SLACK_EM), flush, or UNKNOWN_ALIGN
 * when it fills the column and could be either. APA's level 1 is centred bold and its level 2
 * flush-left bold in the same type, so centring separates two styles of one size and font.
 */
export function alignment(l: Line): string {
  const left = l.x0 - l.colLeft;
  const right = l.colRight - l.x1;
  const indent = CENTRE_MIN_INDENT_EM * l.size;
  if (left < indent && right < indent) return UNKNOWN_ALIGN;
  return left >= indent && Math.abs(left - right) <= CENTRE_SLACK_EM * l.size ? 'centred' : '';
}

/**
 * Centring splits a type into two styles only when each side has MIN_SIDE_HEADINGS headings that
 * are not front or back matter: AI Magazine centres "Acknowledgments", "Notes" and "References"
 * in the type of its flush-left sub-sections, and those must not rank above them. A heading
 * whose line fills its column goes with the larger side of a split type; in a type not split,
 * alignment is dropped from the style (JSS's full-width "A. Partitioned vs. unpartitioned…"
 * shares the style of its centred section headings). Idempotent.
 */
export function resolveAlignment(found: readonly { style: string; top: boolean }[]): void {
  const base = (style: string) => style.slice(0, style.lastIndexOf('|'));
  const sides = new Map<string, { centred: number; flush: number }>();
  for (const h of found) {
    if (h.top || h.style.endsWith(`|${UNKNOWN_ALIGN}`)) continue;
    const n = sides.get(base(h.style)) ?? { centred: 0, flush: 0 };
    if (h.style.endsWith('|centred')) n.centred++;
    else n.flush++;
    sides.set(base(h.style), n);
  }
  for (const h of found) {
    const n = sides.get(base(h.style));
    const split = n !== undefined && n.centred >= MIN_SIDE_HEADINGS && n.flush >= MIN_SIDE_HEADINGS;
    if (!split) h.style = `${base(h.style)}|`;
    else if (h.style.endsWith(`|${UNKNOWN_ALIGN}`))
      h.style = `${base(h.style)}|${n.centred > n.flush ? 'centred' : ''}`;
  }
}
