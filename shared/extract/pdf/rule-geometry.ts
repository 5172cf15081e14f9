/**
 * The geometry of ruling lines, shared by the two readers of a page's drawing operations (the
 * drawing tap inside pdf.js's text pass, drawing-tap.ts, and the operator-list reader, rules.ts):
 * which stroked segments and filled rectangles are rules, given pdf.js's path buffers.
 */

/**
 * pdf.js `DrawOPS` (not exported by pdf.mjs): the codes inside a path buffer, and how many
 * coordinates follow each.
 */
type Matrix = number[];

/** The paint operations' codes in pdf.js's `OPS` (the same numbers on both sides of its worker). */
type PaintOps = Record<
  | 'stroke'
  | 'closeStroke'
  | 'fill'
  | 'eoFill'
  | 'fillStroke'
  | 'eoFillStroke'
  | 'closeFillStroke'
  | 'closeEOFillStroke',
  number
>;

export const DRAW = { moveTo: 0, lineTo: 1, curveTo: 2, quadraticCurveTo: 3, closePath: 4 } as const;
export const DRAW_ARGS = [2, 2, 6, 4, 0];

/** Paint operations that stroke and that fill the path they end (`endPath` only clips). */
export function paintKinds(OPS: PaintOps): { strokes: Set<number>; fills: Set<number> } {
  return {
    strokes: new Set<number>([
      OPS.stroke,
      OPS.closeStroke,
      OPS.fillStroke,
      OPS.eoFillStroke,
      OPS.closeFillStroke,
      OPS.closeEOFillStroke,
    ]),
    fills: new Set<number>([
      OPS.fill,
      OPS.eoFill,
      OPS.fillStroke,
      OPS.eoFillStroke,
      OPS.closeFillStroke,
      OPS.closeEOFillStroke,
    ]),
  };
}

/** A segment is axis-aligned when it drifts less than this many points across its length. */
const AXIS_TOLERANCE = 0.5;
/**
 * A filled rectangle thinner than this is a rule (booktabs \toprule is 0.08 em ≈ 0.8 pt, Word
 * borders reach 2.25 pt); anything thicker is shading, a bar of a chart or a figure.
 */
const MAX_RULE_THICKNESS = 2.5;
/** Segments shorter than this are glyph parts, ticks or dots of a dashed line, not rules. */
const MIN_RULE_LENGTH = 3;

export interface Rule {
  /** Horizontal or vertical. */
  dir: 'h' | 'v';
  /** Position across the rule: y of a horizontal rule, x of a vertical one (top-left space). */
  at: number;
  /** Extent along the rule: x range of a horizontal rule, y range of a vertical one. */
  from: number;
  to: number;
  /** Thickness in points. */
  width: number;
}

export function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** Rule for the segment a→b when it is axis-aligned and long enough. */
function segmentRule(ax: number, ay: number, bx: number, by: number, width: number): Rule | null {
  const dx = Math.abs(bx - ax);
  const dy = Math.abs(by - ay);
  if (dy <= AXIS_TOLERANCE && dx >= MIN_RULE_LENGTH)
    return { dir: 'h', at: (ay + by) / 2, from: Math.min(ax, bx), to: Math.max(ax, bx), width };
  if (dx <= AXIS_TOLERANCE && dy >= MIN_RULE_LENGTH)
    return { dir: 'v', at: (ax + bx) / 2, from: Math.min(ay, by), to: Math.max(ay, by), width };
  return null;
}

/**
 * The filled-rectangle rule of a subpath's corners, unless the subpath curves; a filled
 * rectangle too thick for a rule is a bar (a chart's, or shading: bar-marks.ts tells them apart),
 * its box appended to `bars` when given.
 */
function filledRule(n: number, curved: boolean, out: Rule[], bars: number[] | null): void {
  if (curved) return;
  const r = rectangleRule(polyXs, polyYs, n);
  if (r) out.push(r);
  else if (bars && axisRectangle(polyXs, polyYs, n)) {
    const b = rectBox;
    if (b[2] - b[0] > MAX_RULE_THICKNESS && b[3] - b[1] > MAX_RULE_THICKNESS)
      bars.push(b[0], b[1], b[2], b[3]);
  }
}

function onEdge(v: number, lo: number, hi: number): boolean {
  return Math.abs(v - lo) <= AXIS_TOLERANCE || Math.abs(v - hi) <= AXIS_TOLERANCE;
}

/** Scratch: the box `axisRectangle` found, x0, y0, x1, y1. */
const rectBox = new Float64Array(4);

/** Whether `n` points in `xs`/`ys` are the corners of an axis-aligned rectangle (its box into rectBox). */
function axisRectangle(xs: ArrayLike<number>, ys: ArrayLike<number>, n: number): boolean {
  if (n < 4 || n > 5) return false;
  let x0 = xs[0];
  let x1 = xs[0];
  let y0 = ys[0];
  let y1 = ys[0];
  for (let k = 1; k < n; k++) {
    x0 = Math.min(x0, xs[k]);
    x1 = Math.max(x1, xs[k]);
    y0 = Math.min(y0, ys[k]);
    y1 = Math.max(y1, ys[k]);
  }
  // Every corner on the box's edges: an axis-aligned rectangle, not a slanted shape.
  for (let k = 0; k < n; k++) if (!onEdge(xs[k], x0, x1) || !onEdge(ys[k], y0, y1)) return false;
  rectBox[0] = x0;
  rectBox[1] = y0;
  rectBox[2] = x1;
  rectBox[3] = y1;
  return true;
}

/** Rule for a filled polygon that is a thin axis-aligned rectangle (`n` points in `xs`/`ys`). */
export function rectangleRule(xs: ArrayLike<number>, ys: ArrayLike<number>, n: number): Rule | null {
  if (!axisRectangle(xs, ys, n)) return null;
  const [x0, y0, x1, y1] = rectBox;
  const w = x1 - x0;
  const h = y1 - y0;
  if (h <= MAX_RULE_THICKNESS && w >= MIN_RULE_LENGTH && w > h)
    return { dir: 'h', at: (y0 + y1) / 2, from: x0, to: x1, width: h };
  if (w <= MAX_RULE_THICKNESS && h >= MIN_RULE_LENGTH && h > w)
    return { dir: 'v', at: (x0 + x1) / 2, from: y0, to: y1, width: w };
  return null;
}

/**
 * A subpath with more corners than this is no rectangle: its points are not kept (a figure's
 * curve drawn as thousands of `lineTo`s would otherwise be copied point by point).
 */
const MAX_POLY_POINTS = 5;
/**
 * A subpath of this many points or more is drawing, however its segments run: a rectangle is
 * four corners and perhaps its start again; a plot's staircase curve or an outlined glyph is many.
 */
const DRAWING_POLY_POINTS = 7;
/** Corners of the current subpath in `pathRules`, reused across paths (a page draws thousands). */
const polyXs = new Float64Array(MAX_POLY_POINTS);
const polyYs = new Float64Array(MAX_POLY_POINTS);

/** `pathRules`'s box when the caller does not want it. */
const scratchBox = new Float64Array(4);

/**
 * Rules drawn by one path: stroked straight segments and thin filled rectangles, appended to
 * `out`. Reads the coordinates straight from the path buffer (a plot's path holds thousands of
 * points, and the page's paths are walked once per table hint).
 *
 * In the same walk, the path's box (its points' extent, in the space `m` maps to) goes into
 * `box` as x0, y0, x1, y1, and the return value says whether the path is drawing rather than
 * ruling: it curves, has a slanted segment or a subpath of many points (a plot's line, a marker,
 * an arrow, an outlined glyph; figure-marks.ts). A path of axis-aligned segments and rectangles
 * (rules, frames, shading, a bar chart's bars) returns false. `bars`, when given, takes the box
 * of each filled rectangle too thick for a rule (flat x0, y0, x1, y1).
 */
export function pathRules(
  buffer: ArrayLike<number>,
  paint: { stroke: boolean; fill: boolean },
  m: Matrix,
  lineWidth: number,
  out: Rule[],
  length = buffer.length,
  box: Float64Array = scratchBox,
  bars: number[] | null = null,
): boolean {
  const { stroke, fill } = paint;
  const width = lineWidth * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
  // Corners of the current subpath (up to MAX_POLY_POINTS), for the filled-rectangle test.
  const xs = polyXs;
  const ys = polyYs;
  let n = 0;
  let curved = false;
  // Whether there is a current point and a subpath start (none before the first moveTo).
  let open = false;
  let started = false;
  let startX = 0;
  let startY = 0;
  let curX = 0;
  let curY = 0;
  let drawing = false;
  let anyCurve = false;
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  // No closures here: a page's paths come through by the thousand.
  for (let i = 0; i < length; ) {
    const code = buffer[i++];
    const argc = DRAW_ARGS[code] ?? 0;
    // The point the operation ends at (its last coordinate pair), in page space.
    const px = argc ? buffer[i + argc - 2] : 0;
    const py = argc ? buffer[i + argc - 1] : 0;
    const x = m[0] * px + m[2] * py + m[4];
    const y = m[1] * px + m[3] * py + m[5];
    // The box takes a curve's control points too (the curve lies within their hull).
    for (let j = i; j < i + argc; j += 2) {
      const bx = m[0] * buffer[j] + m[2] * buffer[j + 1] + m[4];
      const by = m[1] * buffer[j] + m[3] * buffer[j + 1] + m[5];
      if (bx < x0) x0 = bx;
      if (bx > x1) x1 = bx;
      if (by < y0) y0 = by;
      if (by > y1) y1 = by;
    }
    i += argc;
    if (!drawing && open && (code === DRAW.lineTo || code === DRAW.closePath)) {
      const ex = code === DRAW.lineTo ? x : startX;
      const ey = code === DRAW.lineTo ? y : startY;
      drawing = Math.abs(ex - curX) > AXIS_TOLERANCE && Math.abs(ey - curY) > AXIS_TOLERANCE;
    }
    if (code === DRAW.moveTo) {
      if (fill) filledRule(n, curved, out, bars);
      n = 0;
      curved = false;
      startX = curX = x;
      startY = curY = y;
      open = started = true;
      xs[0] = x;
      ys[0] = y;
      n = 1;
    } else if (code === DRAW.lineTo) {
      if (stroke && open) {
        const r = segmentRule(curX, curY, x, y, width);
        if (r) out.push(r);
      }
      curX = x;
      curY = y;
      open = true;
      if (n < MAX_POLY_POINTS) {
        xs[n] = x;
        ys[n] = y;
      }
      n++;
      if (n >= DRAWING_POLY_POINTS) drawing = true;
    } else if (code === DRAW.curveTo || code === DRAW.quadraticCurveTo) {
      curved = true;
      drawing = true;
      anyCurve = true;
      curX = x;
      curY = y;
      open = true;
    } else if (code === DRAW.closePath) {
      if (stroke && open && started) {
        const r = segmentRule(curX, curY, startX, startY, width);
        if (r) out.push(r);
      }
      curX = startX;
      curY = startY;
      open = started;
    }
  }
  if (fill) filledRule(n, curved, out, bars);
  box[0] = x0;
  box[1] = y0;
  box[2] = x1;
  box[3] = y1;
  if (!drawing || !(x0 <= x1)) return false;
  // A frame round a text box is no drawing; round a diagram's node (a line or two high), it is.
  const small = Math.min(x1 - x0, y1 - y0) <= MAX_NODE_FRAME_PT;
  return small || !(anyCurve && length <= MAX_FRAME_NUMBERS && isFrame(buffer, m, length, box));
}

/**
 * The box of a path's points under `m` (control points too, as `pathRules` fills it),
 * into `box`; x0 > x1 when the path has no point. For a clipping path that paints nothing.
 */
export function pathBox(buffer: ArrayLike<number>, m: Matrix, length: number, box: Float64Array): void {
  box[0] = box[1] = Number.POSITIVE_INFINITY;
  box[2] = box[3] = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < length; ) {
    const end = i + 1 + (DRAW_ARGS[buffer[i]] ?? 0);
    for (let j = i + 1; j < end; j += 2) {
      const x = m[0] * buffer[j] + m[2] * buffer[j + 1] + m[4];
      const y = m[1] * buffer[j] + m[3] * buffer[j + 1] + m[5];
      if (x < box[0]) box[0] = x;
      if (x > box[2]) box[2] = x;
      if (y < box[1]) box[1] = y;
      if (y > box[3]) box[3] = y;
    }
    i = end;
  }
}

/** A path of at most this many numbers may be a frame (a rounded rectangle: 40 to 130, its corners cut in short curves). */
const MAX_FRAME_NUMBERS = 400;
/** A frame at most this many points high (or wide) is a diagram's node, drawing; a taller one frames a text box. */
const MAX_NODE_FRAME_PT = 30;
/** A frame's points lie within this share of its shorter side of its box's edges (rounded corners, 3–10 %). */
const FRAME_EDGE_SHARE = 0.15;

/**
 * Whether every point of a curved path lies on its box's edges: a frame drawn round something (a
 * rounded text box), not a plot's curve, whose points run through the inside.
 */
function isFrame(buffer: ArrayLike<number>, m: Matrix, length: number, box: Float64Array): boolean {
  const tol = FRAME_EDGE_SHARE * Math.min(box[2] - box[0], box[3] - box[1]);
  if (!(tol > 0)) return false;
  // Closed: a frame goes all the way round (an open curve is a plot's line).
  let closed = false;
  for (let i = 0; i < length; ) {
    const code = buffer[i++];
    if (code === DRAW.closePath) closed = true;
    const argc = DRAW_ARGS[code] ?? 0;
    for (let k = 0; k < argc; k += 2) {
      const x = m[0] * buffer[i + k] + m[2] * buffer[i + k + 1] + m[4];
      const y = m[1] * buffer[i + k] + m[3] * buffer[i + k + 1] + m[5];
      const nearX = x - box[0] <= tol || box[2] - x <= tol;
      const nearY = y - box[1] <= tol || box[3] - y <= tol;
      if (!nearX && !nearY) return false;
    }
    i += argc;
  }
  return closed || endsAtStart(buffer, length);
}

/** Whether the path's last point is its first (a shape closed without a closePath). */
function endsAtStart(buffer: ArrayLike<number>, length: number): boolean {
  if (buffer[0] !== DRAW.moveTo || length < 6) return false;
  return (
    Math.abs(buffer[length - 2] - buffer[1]) <= AXIS_TOLERANCE &&
    Math.abs(buffer[length - 1] - buffer[2]) <= AXIS_TOLERANCE
  );
}

/**
 * A rule read in one space, in another: `m` is an affine map that turns by quarter turns only
 * (a page's view transform), so a horizontal rule stays horizontal or becomes vertical, and its
 * thickness is unchanged.
 */
export function ruleToSpace(rule: Rule, m: Matrix): Rule {
  const a = rule.dir === 'h' ? apply(m, rule.from, rule.at) : apply(m, rule.at, rule.from);
  const b = rule.dir === 'h' ? apply(m, rule.to, rule.at) : apply(m, rule.at, rule.to);
  const dx = Math.abs(b[0] - a[0]);
  const dy = Math.abs(b[1] - a[1]);
  return dx >= dy
    ? {
        dir: 'h',
        at: (a[1] + b[1]) / 2,
        from: Math.min(a[0], b[0]),
        to: Math.max(a[0], b[0]),
        width: rule.width,
      }
    : {
        dir: 'v',
        at: (a[0] + b[0]) / 2,
        from: Math.min(a[1], b[1]),
        to: Math.max(a[1], b[1]),
        width: rule.width,
      };
}

/**
 * The rule a 1 x 1 image mask stretched by the transform `m` draws into a bar (how dvips and
 * Ghostscript output draws TeX rules; pdf.js's `paintSolidColorImageMask`), if it is one.
 */
export function unitSquareRule(m: Matrix): Rule | null {
  const corners = [apply(m, 0, 0), apply(m, 1, 0), apply(m, 1, 1), apply(m, 0, 1)];
  return rectangleRule(
    corners.map((c) => c[0]),
    corners.map((c) => c[1]),
    4,
  );
}
