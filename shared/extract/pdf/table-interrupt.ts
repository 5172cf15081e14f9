/**
 * A table set in the middle of a sentence: LaTeX places an `[h]` float where it is written, so
 * "The drift rate" ends one column's text above the table and "was higher for …" goes on under
 * it (under its caption). Read in order, the table's last row was spliced into the sentence
 * ("Bound 1.20 0.35 was higher for …"). When the text before a found table does not end a
 * sentence and the text after it (past any caption) goes on in lower case, the table's lines are
 * held out of the paragraph flow, as the rows under a caption are (paragraph-floats.ts): the
 * sentence is read whole and the rows follow it. Any other table keeps its place.
 */

import { CAPTION } from './caption-line.ts';
import type { Line } from './model.ts';
import { insideTable, type PageTable } from './placeholders.ts';

/** A line that ends a sentence or a clause a table may follow ("as follows:"). */
const ENDS_SENTENCE = /[.!?:;)\]"”]$/;
/** Body prose: in body type (within this share of its size)… */
const BODY_SLACK = 0.05;
/** …with at least this many words. */
const PROSE_WORDS = 4;
/** The text after the table goes on: it opens in lower case. */
const GOES_ON = /^\p{Ll}/u;

/** The lines of the structured tables that interrupt a sentence, in `lines` (reading order). */
export function interruptingTableLines(
  lines: readonly Line[],
  tables: readonly PageTable[],
  bodySize: number,
): Set<Line> {
  const prose = (l: Line | undefined) =>
    !!l &&
    Math.abs(l.size - bodySize) <= BODY_SLACK * bodySize &&
    (l.text.match(/\p{L}{2,}/gu)?.length ?? 0) >= PROSE_WORDS &&
    !CAPTION.test(l.text);
  const out = new Set<Line>();
  for (const t of tables) {
    if (!t.found.structured) continue;
    const first = lines.findIndex((l) => insideTable(l, t));
    if (first <= 0) continue;
    let last = first;
    while (last + 1 < lines.length && insideTable(lines[last + 1], t)) last++;
    let next = last + 1;
    while (next < lines.length && (CAPTION.test(lines[next].text) || insideCaption(lines[next], t))) next++;
    // Both sides are body prose: the sentence, not a caption or another table's header.
    if (!prose(lines[first - 1]) || !prose(lines[next])) continue;
    if (ENDS_SENTENCE.test(lines[first - 1].text.trim()) || !GOES_ON.test(lines[next].text.trim())) continue;
    for (let k = first; k <= last; k++) out.add(lines[k]);
  }
  return out;
}

/** A line of the table's caption (inside the box the table found its caption in). */
function insideCaption(l: Line, t: PageTable): boolean {
  const c = t.found.caption;
  if (!c || l.page !== t.page) return false;
  const cy = (l.top + l.bottom) / 2;
  return cy >= c.top && cy <= c.bottom && l.x0 < c.x1 && c.x0 < l.x1;
}
