/**
 * Ruling lines from a page's drawing operations: horizontal and vertical stroked segments and
 * thin filled rectangles (TeX draws `\hrule`, booktabs rules and `\cline` as filled rectangles,
 * or after dvips as 1x1 image masks stretched by the transform; word processors stroke cell
 * borders), placed in the same top-left page space as the text.
 *
 * pdf.js 5 hands paths over as `constructPath` operations whose arguments are
 * `[paintOp, [pathBuffer], minMax]`: the buffer is a flat list of `DrawOPS` codes each followed
 * by its coordinates, in user space, so the current transform (save/restore/transform and form
 * XObject matrices) is tracked here.
 */

import { multiply } from './items.ts';
import { loadPdfjs, type PdfDocument } from './pdfjs.ts';

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type Ops = Awaited<ReturnType<typeof loadPdfjs>>['OPS'];
type Matrix = number[];

/**
 * pdf.js `DrawOPS` (not exported by pdf.mjs): the codes inside a path buffer, and how many
 * coordinates follow each.
 */
const DRAW = { moveTo: 0, lineTo: 1, curveTo: 2, quadraticCurveTo: 3, closePath: 4 } as const;
const DRAW_ARGS = [2, 2, 6, 4, 0];

/** Paint operations that stroke and that fill the path they end (`endPath` only clips). */
function paintKinds(OPS: Ops): { strokes: Set<number>; fills: Set<number> } {
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

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** Rule for the segment a→b when it is axis-aligned and long enough. */
function segmentRule(a: [number, number], b: [number, number], width: number): Rule | null {
  const dx = Math.abs(b[0] - a[0]);
  const dy = Math.abs(b[1] - a[1]);
  if (dy <= AXIS_TOLERANCE && dx >= MIN_RULE_LENGTH)
    return { dir: 'h', at: (a[1] + b[1]) / 2, from: Math.min(a[0], b[0]), to: Math.max(a[0], b[0]), width };
  if (dx <= AXIS_TOLERANCE && dy >= MIN_RULE_LENGTH)
    return { dir: 'v', at: (a[0] + b[0]) / 2, from: Math.min(a[1], b[1]), to: Math.max(a[1], b[1]), width };
  return null;
}

/** Rule for a filled polygon that is a thin axis-aligned rectangle (`n` points in `xs`/`ys`). */
function rectangleRule(xs: ArrayLike<number>, ys: ArrayLike<number>, n: number): Rule | null {
  if (n < 4 || n > 5) return null;
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
  const onEdge = (v: number, lo: number, hi: number) =>
    Math.abs(v - lo) <= AXIS_TOLERANCE || Math.abs(v - hi) <= AXIS_TOLERANCE;
  for (let k = 0; k < n; k++) if (!onEdge(xs[k], x0, x1) || !onEdge(ys[k], y0, y1)) return null;
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
/** Corners of the current subpath in `pathRules`, reused across paths (a page draws thousands). */
const polyXs = new Float64Array(MAX_POLY_POINTS);
const polyYs = new Float64Array(MAX_POLY_POINTS);

/**
 * Rules drawn by one path: stroked straight segments and thin filled rectangles, appended to
 * `out`. Reads the coordinates straight from the path buffer (a plot's path holds thousands of
 * points, and the page's paths are walked once per table hint).
 */
function pathRules(
  buffer: ArrayLike<number>,
  paint: { stroke: boolean; fill: boolean },
  m: Matrix,
  lineWidth: number,
  out: Rule[],
): void {
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
  const endSubpath = () => {
    if (fill && !curved) {
      const r = rectangleRule(xs, ys, n);
      if (r) out.push(r);
    }
    n = 0;
    curved = false;
  };
  const stroked = (x: number, y: number) => {
    const r = segmentRule([curX, curY], [x, y], width);
    if (r) out.push(r);
  };
  for (let i = 0; i < buffer.length; ) {
    const code = buffer[i++];
    const argc = DRAW_ARGS[code] ?? 0;
    // The point the operation ends at (its last coordinate pair), in page space.
    const px = argc ? buffer[i + argc - 2] : 0;
    const py = argc ? buffer[i + argc - 1] : 0;
    const x = m[0] * px + m[2] * py + m[4];
    const y = m[1] * px + m[3] * py + m[5];
    i += argc;
    if (code === DRAW.moveTo) {
      endSubpath();
      startX = curX = x;
      startY = curY = y;
      open = started = true;
      xs[0] = x;
      ys[0] = y;
      n = 1;
    } else if (code === DRAW.lineTo) {
      if (stroke && open) stroked(x, y);
      curX = x;
      curY = y;
      open = true;
      if (n < MAX_POLY_POINTS) {
        xs[n] = x;
        ys[n] = y;
      }
      n++;
    } else if (code === DRAW.curveTo || code === DRAW.quadraticCurveTo) {
      curved = true;
      curX = x;
      curY = y;
      open = true;
    } else if (code === DRAW.closePath) {
      if (stroke && open && started) stroked(startX, startY);
      curX = startX;
      curY = startY;
      open = started;
    }
  }
  endSubpath();
}

/**
 * Every rule drawn on the page, in top-left page space (`viewport.transform` maps PDF user
 * space there). Costs a full operator-list parse of the page: call it only where a table is
 * expected.
 */
export async function pageRules(page: PdfPage, viewport: { transform: number[] }): Promise<Rule[]> {
  const { OPS, AnnotationMode } = await loadPdfjs();
  const { strokes, fills } = paintKinds(OPS);
  // Annotation appearances (form fields, stamps) are not the page's tables.
  const ops = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
  const out: Rule[] = [];
  let ctm: Matrix = [...viewport.transform];
  let lineWidth = 1;
  const stack: { ctm: Matrix; lineWidth: number }[] = [];
  for (let k = 0; k < ops.fnArray.length; k++) {
    const fn = ops.fnArray[k];
    const args = ops.argsArray[k] as unknown[];
    switch (fn) {
      case OPS.save:
        stack.push({ ctm, lineWidth });
        break;
      case OPS.restore: {
        const s = stack.pop();
        if (s) ({ ctm, lineWidth } = s);
        break;
      }
      case OPS.transform:
        ctm = multiply(ctm, args as number[]);
        break;
      case OPS.setLineWidth:
        lineWidth = Number(args[0]) || 0;
        break;
      case OPS.setGState:
        // An ExtGState may set the line width too: [[key, value], ...].
        for (const [key, value] of (args[0] as [string, unknown][] | null) ?? [])
          if (key === 'LW') lineWidth = Number(value) || 0;
        break;
      case OPS.paintFormXObjectBegin: {
        stack.push({ ctm, lineWidth });
        const m = args[0] as ArrayLike<number> | null;
        if (m && m.length === 6) ctm = multiply(ctm, Array.from(m));
        break;
      }
      case OPS.paintFormXObjectEnd: {
        const s = stack.pop();
        if (s) ({ ctm, lineWidth } = s);
        break;
      }
      case OPS.paintSolidColorImageMask: {
        // A 1x1 image mask stretched by the transform into a bar: how dvips/Ghostscript output
        // draws TeX rules.
        const corners = [apply(ctm, 0, 0), apply(ctm, 1, 0), apply(ctm, 1, 1), apply(ctm, 0, 1)];
        const r = rectangleRule(
          corners.map((c) => c[0]),
          corners.map((c) => c[1]),
          4,
        );
        if (r) out.push(r);
        break;
      }
      case OPS.constructPath: {
        const paintOp = args[0] as number;
        const buffer = (args[1] as (ArrayLike<number> | null)[] | null)?.[0];
        const paint = { stroke: strokes.has(paintOp), fill: fills.has(paintOp) };
        if (buffer && (paint.stroke || paint.fill)) pathRules(buffer, paint, ctm, lineWidth, out);
        break;
      }
    }
  }
  return out;
}
