/**
 * Column rows → lines, with drop caps folded into the line they start and stray note marks into
 * the line they are raised over.
 */
import type { Column } from './columns.ts';
import { dominantFont, type Glyphs, joinItems, type Line, type Row, rowFrom } from './model.ts';
import type { Typography } from './stats.ts';

/** A drop cap is at least this many body sizes tall (IEEE Transactions uses ~3 lines). */
const DROP_CAP_MIN_RATIO = 1.8;
/** …and one or two letters ("I", "“T"). */
const DROP_CAP_MAX_CHARS = 2;

/** A note mark: a number or a note symbol alone in its run. */
const MARK = /^(?:[1-9]\d{0,2}|[*∗†‡§¶‖])$/u;
/** A note mark is set this share of the body size or smaller (LaTeX: 7 pt over 10 pt, 6 over 9). */
const MARK_MAX_SIZE_RATIO = 0.85;
/** Its baseline rises at most this many of its line's font sizes above the line's (superscripts rise 0.3-0.5 em). */
const MARK_MAX_RISE_EM = 0.8;
/** A mark after the line's last word ("discussion.¹") may end this many font sizes past the line's end. */
const MARK_END_SLACK_EM = 0.5;
/**
 * A mark is set right after the word it marks: it starts within this many font sizes of the end
 * of one of the line's runs (a table cell's number stands apart from the cell to its left).
 */
const MARK_ATTACH_EM = 0.3;

/** `mark` starts right after a run of `row` that is not a word broken at a line-end hyphen. */
function attached(mark: Glyphs, row: Row): boolean {
  return row.items.some(
    (it) =>
      Math.abs(mark.x0 - it.x1) <= MARK_ATTACH_EM * row.size && !/-$/.test(it.str) && /\S$/.test(it.str),
  );
}

/**
 * Fold a row that is only a raised note mark into the line it is raised over. A mark whose top
 * reaches the line above (tight leading: IEEE at 10 pt on 11.4) is left out of its line by the
 * row builder and read as a line of its own: "3" between "… while the secondary" and "attack
 * rate … interval.³ As shown", breaking the paragraph in two (IEEE conference and journal).
 */
function foldStrayMarks(rows: Row[]): Row[] {
  const out = [...rows];
  for (let i = 0; i < out.length; i++) {
    const r = out[i];
    const mark = r.items[0];
    if (r.items.length !== 1 || !MARK.test(mark.str.trim())) continue;
    const target = out.find(
      (o) =>
        o !== r &&
        mark.size <= MARK_MAX_SIZE_RATIO * o.size &&
        o.base > mark.base &&
        o.base - mark.base <= MARK_MAX_RISE_EM * o.size &&
        mark.x0 >= o.x0 &&
        mark.x1 <= o.x1 + MARK_END_SLACK_EM * o.size &&
        attached(mark, o),
    );
    if (!target) continue;
    out[out.indexOf(target)] = rowFrom([...target.items, mark]);
    out.splice(i, 1);
    i--;
  }
  return out;
}

/** Fold a drop cap row into the first row to its right that starts within its height. */
function foldDropCaps(rows: Row[], typo: Typography): Row[] {
  const out = [...rows];
  for (let i = 0; i < out.length; i++) {
    const r = out[i];
    // Size first: the text is joined only for the rare row set large enough to be a cap.
    if (r.size < DROP_CAP_MIN_RATIO * typo.bodySize) continue;
    const text = joinItems(r.items);
    if (text.length > DROP_CAP_MAX_CHARS || !/\p{L}/u.test(text)) continue;
    // The line the cap starts: the first one to its right whose baseline lies within the cap's height.
    const target = out.find(
      (o) => o !== r && o.base > r.top && o.base <= r.base + 0.5 * typo.bodySize && o.x0 >= r.x1 - 1,
    );
    if (!target) continue;
    // The cap joins the word it starts: place it just left of the target's first run.
    // The rest of the first word after an initial is set in capitals ("I" + "N this paper"):
    // when the words after it are lower case, it is ordinary text and reads "In this paper".
    const first = { ...target.items[0] };
    first.str = first.str.replace(/^(\p{Lu}+)(?=[\s,]+\p{Ll})/u, (w) => w.toLowerCase());
    const cap: Glyphs = {
      ...r.items[0],
      str: text,
      x0: first.x0 - 0.01,
      x1: first.x0,
      base: target.base,
      top: target.top,
      bottom: target.bottom,
      size: target.size,
    };
    const merged = rowFrom([cap, first, ...target.items.slice(1)]);
    out[out.indexOf(target)] = merged;
    out.splice(i, 1);
    i--;
  }
  return out;
}

export function columnLines(col: Column, page: number, typo: Typography): Line[] {
  const rows = foldStrayMarks(foldDropCaps(col.rows, typo));
  return rows.map((r) => ({
    text: joinItems(r.items),
    x0: r.x0,
    x1: r.x1,
    top: r.top,
    bottom: r.bottom,
    base: r.base,
    size: r.size,
    page,
    colLeft: col.left,
    colRight: col.right,
    block: col.id,
    font: dominantFont(r.items),
    items: r.items,
  }));
}
