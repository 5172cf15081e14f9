/**
 * What the drawing tap's frame (drawing-frame.ts) does with each pdf.js operator: its kind, by
 * operator code, and whether a paint operator strokes or fills (as rule-geometry.ts's
 * `paintKinds`, which the operator-list reader uses too).
 */
import { paintKinds } from './rule-geometry.ts';

/** pdf.js operator codes (`OPS`: the same numbers on both sides of its worker), by name. */
export type OpCodes = Readonly<Record<string, number>>;

/** The kinds a frame tells apart. */
export const K = {
  skip: 0,
  save: 1,
  restore: 2,
  transform: 3,
  lineWidth: 4,
  gState: 5,
  moveTo: 6,
  lineTo: 7,
  curveTo: 8,
  curveTo2: 9,
  curveTo3: 10,
  closePath: 11,
  rectangle: 12,
  paint: 13,
  closeAndPaint: 14,
  xObject: 15,
  inlineImage: 16,
  text: 17,
  spacingText: 18,
  spacedText: 19,
  clip: 20,
} as const;

/** Each pdf.js operator the frame reads, by its `OPS` name; every other one is skipped. */
const KIND_OF: Readonly<Record<string, number>> = {
  save: K.save,
  restore: K.restore,
  transform: K.transform,
  setLineWidth: K.lineWidth,
  setGState: K.gState,
  moveTo: K.moveTo,
  lineTo: K.lineTo,
  curveTo: K.curveTo,
  curveTo2: K.curveTo2,
  curveTo3: K.curveTo3,
  closePath: K.closePath,
  rectangle: K.rectangle,
  stroke: K.paint,
  fill: K.paint,
  eoFill: K.paint,
  fillStroke: K.paint,
  eoFillStroke: K.paint,
  endPath: K.paint,
  // pdf.js closes the path before painting for these three (its `getOperatorList`).
  closeStroke: K.closeAndPaint,
  closeFillStroke: K.closeAndPaint,
  closeEOFillStroke: K.closeAndPaint,
  paintXObject: K.xObject,
  endInlineImage: K.inlineImage,
  showText: K.text,
  nextLineShowText: K.text,
  nextLineSetSpacingShowText: K.spacingText,
  showSpacedText: K.spacedText,
  clip: K.clip,
  eoClip: K.clip,
};

/** The kind of each operator code, and whether a paint operator strokes or fills. */
export interface OpKinds {
  kind: Uint8Array;
  strokes: Uint8Array;
  fills: Uint8Array;
}

/** pdf.js's codes fit a byte (its `OPS` runs 1..93 in 5.x); a code beyond is skipped. */
const CODES = 256;

export function kindsOf(OPS: OpCodes): OpKinds {
  const kind = new Uint8Array(CODES);
  for (const [name, k] of Object.entries(KIND_OF)) if (OPS[name] < CODES) kind[OPS[name]] = k;
  const { strokes, fills } = paintKinds(OPS as Parameters<typeof paintKinds>[0]);
  const flags = (codes: Set<number>) => {
    const f = new Uint8Array(CODES);
    for (const c of codes) if (c < CODES) f[c] = 1;
    return f;
  };
  return { kind, strokes: flags(strokes), fills: flags(fills) };
}
