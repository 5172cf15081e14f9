/**
 * Column rows → lines, with drop caps folded into the line they start.
 */
import type { Column } from './columns.ts';
import { dominantFont, type Glyphs, joinItems, type Line, type Row, rowFrom } from './model.ts';
import type { Typography } from './stats.ts';

/** A drop cap is at least this many body sizes tall (IEEE Transactions uses ~3 lines). */
const DROP_CAP_MIN_RATIO = 1.8;
/** …and one or two letters ("I", "“T"). */
const DROP_CAP_MAX_CHARS = 2;

/** Fold a drop cap row into the first row to its right that starts within its height. */
function foldDropCaps(rows: Row[], typo: Typography): Row[] {
  const out = [...rows];
  for (let i = 0; i < out.length; i++) {
    const r = out[i];
    const text = joinItems(r.items);
    if (
      r.size < DROP_CAP_MIN_RATIO * typo.bodySize ||
      text.length > DROP_CAP_MAX_CHARS ||
      !/\p{L}/u.test(text)
    )
      continue;
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
  const rows = foldDropCaps(col.rows, typo);
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
