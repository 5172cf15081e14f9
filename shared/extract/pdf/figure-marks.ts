/**
 * Figure marks: the boxes of what a page draws that is picture rather than ruling — images, and
 * paths that curve or have a slanted segment (a plot's lines and markers, a diagram's arrows;
 * `pathRules` tells them apart in the walk it already makes). Both readers of a page's drawing
 * operations (the drawing tap, drawing-frame.ts, and the operator list, rules.ts) collect them
 * here, as flat x0, y0, x1, y1 quadruples; figure-regions.ts groups them into figures.
 */

import { type ClipBox, mappedBox, meet } from './clip-box.ts';

type Matrix = number[];

/**
 * A page keeps at most this many marks; past it, each further mark widens the last one (a
 * scatter plot of 100,000 markers is one figure, and its box is all the grouping needs).
 */
export const MAX_MARKS = 20_000;

/** Append the box x0, y0, x1, y1 to `marks` (flat), or widen the last box once the list is full. */
export function addMark(marks: number[], x0: number, y0: number, x1: number, y1: number): void {
  if (!(x0 <= x1 && y0 <= y1)) return;
  const n = marks.length;
  if (n < 4 * MAX_MARKS) {
    marks.push(x0, y0, x1, y1);
    return;
  }
  marks[n - 4] = Math.min(marks[n - 4], x0);
  marks[n - 3] = Math.min(marks[n - 3], y0);
  marks[n - 2] = Math.max(marks[n - 2], x1);
  marks[n - 1] = Math.max(marks[n - 1], y1);
}

/** Append the box `m` maps a box to (its four corners' extent). */
export function addMappedMark(
  marks: number[],
  m: Matrix,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): void {
  addMark(marks, ...mappedBox(m, x0, y0, x1, y1));
}

/** Append the part of the box x0, y0, x1, y1 the clip shows (nothing when it shows none). */
export function addClippedMark(
  marks: number[],
  clip: ClipBox,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): void {
  if (clip) addMark(marks, ...meet(clip, x0, y0, x1, y1));
  else addMark(marks, x0, y0, x1, y1);
}

/**
 * A page's figure marks: the boxes of its drawing paths and of its images, each flat; and of
 * its filled rectangles too thick for rules, which are marks only as a chart's bars (bar-marks.ts).
 */
export interface Marks {
  paths: number[];
  images: number[];
  bars: number[];
}

export function noMarks(): Marks {
  return { paths: [], images: [], bars: [] };
}

/** Move the boxes in `from` (flat) into `to`, each cut to the clip; `from` is emptied. */
export function moveClipped(from: number[], to: number[], clip: ClipBox): void {
  for (let k = 0; k + 3 < from.length; k += 4)
    addClippedMark(to, clip, from[k], from[k + 1], from[k + 2], from[k + 3]);
  from.length = 0;
}

/** An image is drawn into the unit square its transform maps; what shows is what the clip lets through. */
export function addImageMark(marks: Marks, m: Matrix, clip: ClipBox = null): void {
  addClippedMark(marks.images, clip, ...mappedBox(m, 0, 0, 1, 1));
}

function boxesInSpace(boxes: readonly number[], m: Matrix): number[] {
  const out: number[] = [];
  for (let k = 0; k + 3 < boxes.length; k += 4)
    addMappedMark(out, m, boxes[k], boxes[k + 1], boxes[k + 2], boxes[k + 3]);
  return out;
}

/** The marks (in one space) in the space `m` maps that one to. */
export function marksInSpace(marks: Marks, m: Matrix): Marks {
  return {
    paths: boxesInSpace(marks.paths, m),
    images: boxesInSpace(marks.images, m),
    bars: boxesInSpace(marks.bars, m),
  };
}
