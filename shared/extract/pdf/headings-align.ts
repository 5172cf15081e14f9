/**
 * Alignment in a heading's style key (headings.ts): centred, flush or indented in its column. Two
 * heading styles of one size and font differ only by it in APA papers (level 1 centred bold, level
 * 2 flush-left bold), in Word documents made from such templates and in IJDC (sub-sections flush,
 * sub-sub-sections indented); without it they share a level.
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
 * An indented heading starts at least this many of its sizes right of the left edge of the text
 * under it, less than a centred one: a paragraph's indent. IJDC sets its sub-sub-sections in the
 * bold body type of its sub-sections, indented by the paragraph indent (1.5 em), and the indent
 * alone tells them apart. The edge is the text's own, not the column box's, which a table or a
 * figure can widen (cermine_test5's flush sub-sections sat 1.9 em inside theirs).
 */
const INDENT_MIN_EM = 0.8;
/** The text under a heading shows its left edge on this many lines at least (a first line may be indented). */
const EDGE_LINES = 2;
/** An indented style ranks below the flush one of its type, a centred one above it. */
const ALIGN_RANK: Record<string, number> = { centred: 0, '': 1, [UNKNOWN_ALIGN]: 1, indented: 2 };

/** Sort key of a style key's alignment part: centred before flush before indented. */
export function alignRank(align: string | undefined): number {
  return ALIGN_RANK[align ?? ''] ?? 1;
}

/**
 * A flush heading's alignment told apart as indented when its line starts a paragraph's indent
 * right of the text under it, in its column (`below`: the paragraph after the heading).
 */
export function withIndent(align: string, head: Line, below: readonly Line[] | null | undefined): string {
  if (align !== '' || !below) return align;
  const under = below.filter((l) => l.block === head.block);
  if (under.length < EDGE_LINES) return align;
  const indent = head.x0 - Math.min(...under.map((l) => l.x0));
  return indent >= INDENT_MIN_EM * head.size && indent < CENTRE_MIN_INDENT_EM * head.size
    ? 'indented'
    : align;
}
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
  const align = (style: string) => style.slice(style.lastIndexOf('|') + 1);
  const sides = new Map<string, { centred: number; flush: number; indented: number }>();
  for (const h of found) {
    if (h.top || align(h.style) === UNKNOWN_ALIGN) continue;
    const n = sides.get(base(h.style)) ?? { centred: 0, flush: 0, indented: 0 };
    const a = align(h.style);
    if (a === 'centred') n.centred++;
    else if (a === 'indented') n.indented++;
    else n.flush++;
    sides.set(base(h.style), n);
  }
  for (const h of found) {
    const n = sides.get(base(h.style)) ?? { centred: 0, flush: 0, indented: 0 };
    // An indent splits a type from its flush headings only when each side has enough; else an
    // indented heading is a flush one, as before indents were told.
    const indentSplit = n.indented >= MIN_SIDE_HEADINGS && n.flush >= MIN_SIDE_HEADINGS;
    const flush = indentSplit ? n.flush : n.flush + n.indented;
    const centreSplit = n.centred >= MIN_SIDE_HEADINGS && flush >= MIN_SIDE_HEADINGS;
    let a = align(h.style);
    if (a === UNKNOWN_ALIGN) a = centreSplit && n.centred > flush ? 'centred' : '';
    else if ((a === 'centred' && !centreSplit) || (a === 'indented' && !indentSplit)) a = '';
    h.style = `${base(h.style)}|${a}`;
  }
}
