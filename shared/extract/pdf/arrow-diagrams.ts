/**
 * Diagrams drawn in straight lines with arrowheads: a flow chart's boxes and connectors are
 * axis-aligned rules, so the only figure marks are its arrowheads, each too small to be a figure
 * (figure-regions.ts keeps a region of one mark only with axes). Here the arrowheads bring their
 * diagram in: a small mark at the end of a rule is an arrow's tip, and the rules connected to two
 * or more tips (touching within the regions' gap, transitively) are one diagram, its box theirs.
 *
 * A table's grid with a drawn tick in a cell is not one: a tick sits inside a cell, not at a
 * rule's end. The figure tests that follow (size, text cover, no prose) still apply.
 */

import type { BBox } from '../types.ts';
import { ruleBox, touches, union } from './bbox.ts';
import type { Rule } from './rule-geometry.ts';

/** An arrowhead is at most this many points each way. */
const MAX_TIP_PT = 10;
/** A rule ends at a tip when its end point is within this many points of the tip's box. */
const TIP_REACH_PT = 1.5;
/** A diagram has at least this many arrows. */
const MIN_TIPS = 2;
/** A page with more rules than this is not searched (a ruled form, a table of many cells): the search is quadratic. */
const MAX_RULES = 3000;
/** Nor one with more small marks than this (a scatter plot's markers): a diagram has a few arrows. */
const MAX_TIPS = 500;

/** Whether rule `r` has an end point within TIP_REACH_PT of the box. */
function endsAt(r: Rule, box: BBox): boolean {
  const ends: [number, number][] =
    r.dir === 'h'
      ? [
          [r.from, r.at],
          [r.to, r.at],
        ]
      : [
          [r.at, r.from],
          [r.at, r.to],
        ];
  return ends.some(
    ([x, y]) =>
      x >= box[0] - TIP_REACH_PT &&
      x <= box[2] + TIP_REACH_PT &&
      y >= box[1] - TIP_REACH_PT &&
      y <= box[3] + TIP_REACH_PT,
  );
}

/**
 * The boxes of the arrow diagrams among `marks` (single small marks: candidate tips) and the
 * page's rules, each with its number of tips; `gap` is the regions' joining distance.
 */
export function arrowDiagrams(
  marks: readonly BBox[],
  rules: readonly Rule[],
  gap: number,
): { box: BBox; tips: number }[] {
  if (rules.length > MAX_RULES) return [];
  const tips = marks.filter((m) => m[2] - m[0] <= MAX_TIP_PT && m[3] - m[1] <= MAX_TIP_PT);
  if (tips.length > MAX_TIPS) return [];
  const boxes = rules.map(ruleBox);
  // Each tip with the rules that end at it.
  const ending = tips.map((t) => boxes.flatMap((_, k) => (endsAt(rules[k], t) ? [k] : [])));
  if (ending.filter((e) => e.length).length < MIN_TIPS) return [];
  // Components of rules touching within `gap`, grown from the tips' rules.
  const component = new Int32Array(rules.length).fill(-1);
  let next = 0;
  for (const start of ending.flat()) {
    if (component[start] >= 0) continue;
    const id = next++;
    component[start] = id;
    const queue = [start];
    while (queue.length) {
      const k = queue.pop() as number;
      for (let j = 0; j < boxes.length; j++)
        if (component[j] < 0 && touches(boxes[k], boxes[j], gap)) {
          component[j] = id;
          queue.push(j);
        }
    }
  }
  const out: { box: BBox; tips: number }[] = [];
  for (let id = 0; id < next; id++) {
    const own = tips.filter((_, t) => ending[t].some((k) => component[k] === id));
    if (own.length < MIN_TIPS) continue;
    const box = [...own, ...boxes.filter((_, k) => component[k] === id)].reduce(union);
    out.push({ box, tips: own.length });
  }
  return out;
}
