/**
 * A bar chart's bars as figure marks. A bar is a filled rectangle too thick for a rule, which is
 * also what a table's shading, a highlighted line or a coloured box is; the bars of a chart are
 * told apart as a set: at least MIN_BARS rectangles of one thickness standing on one baseline
 * (vertical bars share their bottom or top edge, horizontal ones their left or right edge) with
 * lengths of at least two values. A table row's shaded cells share both edges and one height; a
 * column's share one width, so no thickness and length both vary as they do here.
 *
 * What is kept is each bar of such a set and the set's box, as drawing marks (figure-marks.ts),
 * so the chart, its axes (the rules touching it) and its labels make one figure as a plot does.
 */

/** A chart has at least this many bars. */
const MIN_BARS = 3;
/** Bars stand on one baseline when their base edges are within this many points. */
const BASE_PT = 0.5;
/** Bars of one set are this many points of one thickness at most apart. */
const THICKNESS_PT = 0.5;
/** Two bar lengths differ when they are more than this many points apart. */
const LENGTH_PT = 1;
/** A page with more filled rectangles than this is not searched for bars (a heat map, a raster drawn as cells). */
const MAX_BARS = 5000;

type Box = [number, number, number, number];

/** One way bars stand: the edge they share, their thickness across, their length along. */
interface Stance {
  base: (b: Box) => number;
  thickness: (b: Box) => number;
  length: (b: Box) => number;
}

const width = (b: Box) => b[2] - b[0];
const height = (b: Box) => b[3] - b[1];

const STANCES: readonly Stance[] = [
  { base: (b) => b[3], thickness: width, length: height },
  { base: (b) => b[1], thickness: width, length: height },
  { base: (b) => b[0], thickness: height, length: width },
  { base: (b) => b[2], thickness: height, length: width },
];

/** Runs of `sorted` whose keys lie within `tol` of the run's first. */
function runs<T>(sorted: readonly T[], key: (t: T) => number, tol: number): T[][] {
  const out: T[][] = [];
  for (const t of sorted) {
    const last = out.at(-1);
    if (last && key(t) - key(last[0]) <= tol) last.push(t);
    else out.push([t]);
  }
  return out;
}

function isChart(set: readonly Box[], s: Stance): boolean {
  if (set.length < MIN_BARS) return false;
  const lengths = set.map(s.length).sort((a, b) => a - b);
  return lengths[lengths.length - 1] - lengths[0] > LENGTH_PT;
}

/** The marks of the bar charts among `bars` (flat x0, y0, x1, y1): each bar, and each chart's box. */
export function barMarks(bars: readonly number[]): number[] {
  const n = bars.length >> 2;
  if (n < MIN_BARS || n > MAX_BARS) return [];
  const boxes: Box[] = [];
  for (let k = 0; k < n; k++) boxes.push([bars[4 * k], bars[4 * k + 1], bars[4 * k + 2], bars[4 * k + 3]]);
  const taken = new Set<Box>();
  const out: number[] = [];
  for (const s of STANCES) {
    const byBase = [...boxes].sort((a, b) => s.base(a) - s.base(b));
    for (const line of runs(byBase, s.base, BASE_PT)) {
      if (line.length < MIN_BARS) continue;
      const byThickness = line.sort((a, b) => s.thickness(a) - s.thickness(b));
      for (const set of runs(byThickness, s.thickness, THICKNESS_PT)) {
        if (!isChart(set, s)) continue;
        const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
        for (const b of set) {
          if (!taken.has(b)) out.push(...b);
          taken.add(b);
          box[0] = Math.min(box[0], b[0]);
          box[1] = Math.min(box[1], b[1]);
          box[2] = Math.max(box[2], b[2]);
          box[3] = Math.max(box[3], b[3]);
        }
        out.push(...box);
      }
    }
  }
  return out;
}
