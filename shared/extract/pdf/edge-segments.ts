/**
 * A row cut where its runs stand apart (head text | page number): the unit the boilerplate rules
 * (boilerplate.ts) and page 1's citation box (cite-box.ts) judge.
 */
import { type Glyphs, joinItems, type Row } from './model.ts';

/** A gap wider than this many font sizes splits a row into segments (head text | page number). */
const SEGMENT_GAP_EM = 1.5;

export interface Segment {
  items: Glyphs[];
  text: string;
  row: Row;
}

export function segments(row: Row): Segment[] {
  const out: Segment[] = [];
  let cur: Glyphs[] = [];
  for (const it of row.items) {
    const prev = cur[cur.length - 1];
    if (prev && it.x0 - prev.x1 > SEGMENT_GAP_EM * row.size) {
      out.push({ items: cur, text: joinItems(cur), row });
      cur = [];
    }
    cur.push(it);
  }
  if (cur.length) out.push({ items: cur, text: joinItems(cur), row });
  return out;
}
