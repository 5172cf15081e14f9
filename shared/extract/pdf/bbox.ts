/**
 * Box arithmetic for the figure stages (figure-regions.ts, arrow-diagrams.ts, figure-tables.ts):
 * boxes are x0, y0, x1, y1 in top-left page space.
 */
import type { BBox } from '../types.ts';
import type { Rule } from './rule-geometry.ts';

/** Whether the boxes meet or stand at most `gap` points apart. */
export function touches(a: BBox, b: BBox, gap: number): boolean {
  return a[0] - gap <= b[2] && b[0] - gap <= a[2] && a[1] - gap <= b[3] && b[1] - gap <= a[3];
}

export function union(a: BBox, b: BBox): BBox {
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

/** The area the two boxes share. */
export function overlapArea(a: BBox, b: BBox): number {
  const w = Math.min(a[2], b[2]) - Math.max(a[0], b[0]);
  const h = Math.min(a[3], b[3]) - Math.max(a[1], b[1]);
  return w > 0 && h > 0 ? w * h : 0;
}

/** A rule as a box of no thickness. */
export function ruleBox(r: Rule): BBox {
  return r.dir === 'h' ? [r.from, r.at, r.to, r.at] : [r.at, r.from, r.at, r.to];
}
