/**
 * A self-citation box on the first page: "Citation: Sato, Rossi, Rossi (2026). Soil Moisture
 * Retrieval from Passive Microwave Observations over Agricultural Land. Ingeniería, 31(2),
 * 101–118." Journals print how to cite the paper at the foot of a column or in a side box (PLOS's
 * "Citation:", Taylor & Francis's "To cite this article:", Frontiers, Ingeniería). It is publisher
 * furniture, as the web page's "Cite this article" box is (extract.html's publisher-chrome.ts):
 * it repeats the title, the authors and the venue, and a statistics extractor or a search index
 * reading it takes the paper's own title for a sentence of its text. The box opens with its label
 * and a year follows on its first line; its other lines continue it in the same column, the same
 * type and the same leading. A label in larger type than the body is a heading, not a box.
 */
import { type Segment, segments } from './edge-segments.ts';
import type { Row } from './model.ts';

const CITE_LABEL =
  /^(?:citation|cite (?:this (?:article|paper)|as)|to cite this (?:article|paper)|how to cite(?: this (?:article|paper))?)\s*:/i;
/** A citation names its year. */
const YEAR = /\b(?:19|20)\d\d\b/;
/** The box's type is no larger than the body's by more than this (as other furniture, boilerplate.ts). */
const MAX_SIZE_RATIO = 1.15;
/** A continuation line starts within this many font sizes of the box's left edge... */
const ALIGN_EM = 1;
/** ...below the line before it by at most this many font sizes of white... */
const MAX_LEAD_EM = 0.8;
/** ...in type this close to the box's (points). */
const SIZE_TOLERANCE_PT = 0.5;
/** Another label opens the next box of a side panel ("Editor:", "Received:"). */
const NEXT_LABEL = /^\p{Lu}[\p{L} ]{0,30}:/u;
/** No citation box runs longer than this many lines. */
const MAX_LINES = 6;

const left = (s: Segment) => Math.min(...s.items.map((it) => it.x0));

/** The segments of page 1's self-citation box, first line first; none when the page has none. */
export function citeBox(rows: readonly Row[], bodySize: number): Segment[] {
  for (let r = 0; r < rows.length; r++) {
    for (const first of segments(rows[r])) {
      if (!CITE_LABEL.test(first.text) || !YEAR.test(first.text)) continue;
      if (first.row.size > bodySize * MAX_SIZE_RATIO) continue;
      const box = [first];
      const x0 = left(first);
      let last = first.row;
      for (let k = r + 1; k < rows.length && box.length < MAX_LINES; k++) {
        if (rows[k].top - last.bottom > MAX_LEAD_EM * first.row.size) break;
        const next = segments(rows[k]).find((s) => Math.abs(left(s) - x0) <= ALIGN_EM * first.row.size);
        if (!next) continue;
        if (Math.abs(next.row.size - first.row.size) > SIZE_TOLERANCE_PT || NEXT_LABEL.test(next.text)) break;
        box.push(next);
        last = next.row;
      }
      return box;
    }
  }
  return [];
}
