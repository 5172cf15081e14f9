/**
 * The clipping region, as the box it stays inside, for figure marks (figure-marks.ts). A page
 * draws a photo larger than the window it shows (a biography's portrait cropped by `re W n`, a
 * plot's curve running past its axes); the mark is what shows, so a figure's box does not reach
 * over the text beside the window. Both readers of a page's drawing (the drawing tap,
 * drawing-frame.ts, and the operator list, rules.ts) keep the box in their graphics state: `W` or
 * `W*` narrows it to the box of the path the next painting operator ends (the PDF applies the clip
 * after that paint), a form XObject to its `BBox`, and `Q` restores it.
 *
 * A box, not the path: a clip that is no rectangle (a circle, text used as a clip) keeps what its
 * box holds, which is the most a mark can show.
 */

/** x0, y0, x1, y1 in the reader's space; `null` is no clip (the whole plane). */
export type ClipBox = Box | null;
type Box = readonly [number, number, number, number];

/** The part of the box x0, y0, x1, y1 inside the clip (all of it when there is none); an empty meet has x0 > x1. */
export function meet(c: ClipBox, x0: number, y0: number, x1: number, y1: number): Box {
  if (!c) return [x0, y0, x1, y1];
  return [Math.max(c[0], x0), Math.max(c[1], y0), Math.min(c[2], x1), Math.min(c[3], y1)];
}

/** The box `m` maps the box x0, y0, x1, y1 to (its four corners' extent). */
export function mappedBox(
  m: readonly number[],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): [number, number, number, number] {
  const xs = [m[0] * x0 + m[2] * y0, m[0] * x1 + m[2] * y0, m[0] * x0 + m[2] * y1, m[0] * x1 + m[2] * y1];
  const ys = [m[1] * x0 + m[3] * y0, m[1] * x1 + m[3] * y0, m[1] * x0 + m[3] * y1, m[1] * x1 + m[3] * y1];
  return [Math.min(...xs) + m[4], Math.min(...ys) + m[5], Math.max(...xs) + m[4], Math.max(...ys) + m[5]];
}

/** A form XObject's `BBox` (x0, y0, x1, y1 in form space, either corner first), or null when it has none usable. */
export function formBox(v: unknown): [number, number, number, number] | null {
  if (!v || typeof v !== 'object' || !('length' in v)) return null;
  const a = Array.from(v as ArrayLike<unknown>);
  if (a.length !== 4 || !a.every((x) => typeof x === 'number' && Number.isFinite(x))) return null;
  const [ax, ay, bx, by] = a as number[];
  return [Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)];
}

/** The clip after a form's `Do`: its BBox, mapped by the form's transform, narrows the clip. */
export function formClip(clip: ClipBox, m: readonly number[], bbox: unknown): ClipBox {
  const b = formBox(bbox);
  return b ? meet(clip, ...mappedBox(m, ...b)) : clip;
}
