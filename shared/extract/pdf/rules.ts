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

import { type ClipBox, formClip, meet } from './clip-box.ts';
import { addClippedMark, addImageMark, type Marks, moveClipped, noMarks } from './figure-marks.ts';
import { multiply } from './items.ts';
import { loadPdfjs, type PdfDocument } from './pdfjs.ts';
import { paintKinds, pathBox, pathRules, type Rule, unitSquareRule } from './rule-geometry.ts';

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type Matrix = number[];

export type { Rule };

/**
 * Every rule drawn on the page, in top-left page space (`viewport.transform` maps PDF user
 * space there). Costs a full operator-list parse of the page: call it only where a table is
 * expected.
 */
export async function pageRules(page: PdfPage, viewport: { transform: number[] }): Promise<Rule[]> {
  return (await pageDrawing(page, viewport)).rules;
}

/** The page's rules and figure marks (figure-marks.ts), both in top-left page space, from its operator list. */
export async function pageDrawing(
  page: PdfPage,
  viewport: { transform: number[] },
): Promise<{ rules: Rule[]; marks: Marks }> {
  const { OPS, AnnotationMode } = await loadPdfjs();
  const { strokes, fills } = paintKinds(OPS);
  // Annotation appearances (form fields, stamps) are not the page's tables.
  const ops = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
  const out: Rule[] = [];
  const marks = noMarks();
  const box = new Float64Array(4);
  const bars: number[] = [];
  let ctm: Matrix = [...viewport.transform];
  let lineWidth = 1;
  // The clip's box (clip-box.ts), and whether a `W` waits for the next painting operator.
  let clip: ClipBox = null;
  let clipping = false;
  const stack: { ctm: Matrix; lineWidth: number; clip: ClipBox }[] = [];
  for (let k = 0; k < ops.fnArray.length; k++) {
    const fn = ops.fnArray[k];
    const args = ops.argsArray[k] as unknown[];
    switch (fn) {
      case OPS.save:
        stack.push({ ctm, lineWidth, clip });
        break;
      case OPS.restore: {
        const s = stack.pop();
        if (s) ({ ctm, lineWidth, clip } = s);
        break;
      }
      case OPS.clip:
      case OPS.eoClip:
        clipping = true;
        break;
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
        stack.push({ ctm, lineWidth, clip });
        const m = args[0] as ArrayLike<number> | null;
        if (m && m.length === 6) ctm = multiply(ctm, Array.from(m));
        clip = formClip(clip, ctm, args[1]);
        break;
      }
      case OPS.paintFormXObjectEnd: {
        const s = stack.pop();
        if (s) ({ ctm, lineWidth, clip } = s);
        break;
      }
      case OPS.paintSolidColorImageMask: {
        const r = unitSquareRule(ctm);
        if (r) out.push(r);
        break;
      }
      case OPS.paintImageXObject:
      case OPS.paintInlineImageXObject:
      case OPS.paintImageMaskXObject:
        addImageMark(marks, ctm, clip);
        break;
      case OPS.constructPath: {
        const paintOp = args[0] as number;
        const buffer = (args[1] as (ArrayLike<number> | null)[] | null)?.[0];
        const paint = { stroke: strokes.has(paintOp), fill: fills.has(paintOp) };
        if (
          buffer &&
          (paint.stroke || paint.fill) &&
          pathRules(buffer, paint, ctm, lineWidth, out, buffer.length, box, bars)
        )
          addClippedMark(marks.paths, clip, box[0], box[1], box[2], box[3]);
        moveClipped(bars, marks.bars, clip);
        if (clipping && buffer) {
          // The clip narrows after the paint, to the box of the path's points.
          if (!(paint.stroke || paint.fill)) pathBox(buffer, ctm, buffer.length, box);
          clip = meet(clip, box[0], box[1], box[2], box[3]);
        }
        clipping = false;
        break;
      }
    }
  }
  return { rules: out, marks };
}
