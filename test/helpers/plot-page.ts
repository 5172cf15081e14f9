/**
 * A generated page with a plot drawn in vector (axes, a curve, tick labels, an axis title), its
 * caption, prose above and below, and a note in a rounded frame (test/pdf/figure-text.test.ts,
 * test/pdf/drawing-tap.test.ts).
 */
import { grayscale, PDFDocument, StandardFonts } from 'pdf-lib';
import { operators } from './pdf-ops.ts';

export const PROSE = [
  'The first experiment measured the response of the sensor over a period of thirty seconds.',
  'Each trial began with the sensor at rest and ended when the reading settled again.',
  'We repeated the trial ten times and report the mean response in the figure below.',
];
export const AFTER = [
  'The response rises quickly and settles within twenty seconds in every trial we ran.',
  'This matches the time constant predicted by the model in the previous section.',
];

/** A page of prose with a plot (axes, a curve, tick labels, an axis title), its caption, and a framed note. */
export async function plotPage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const body = (text: string, y: number) => page.drawText(text, { x: 72, y, size: 10, font });
  for (const [i, t] of PROSE.entries()) body(t, 720 - 12 * i);
  // The plot: axes from (150, 500) to (450, 500) and (150, 650), a curve across it.
  const op = operators(doc);
  page.pushOperators(
    op('q'),
    op('w', 0.8),
    op('m', 150, 500),
    op('l', 450, 500),
    op('S'),
    op('m', 150, 500),
    op('l', 150, 650),
    op('S'),
    op('m', 152, 502),
    op('c', 200, 640, 260, 640, 300, 630),
    op('l', 440, 632),
    op('S'),
    op('Q'),
  );
  for (const [k, tick] of ['0', '10', '20', '30'].entries())
    page.drawText(tick, { x: 148 + 100 * k, y: 490, size: 7, font });
  page.drawText('Time (s)', { x: 280, y: 478, size: 7, font });
  page.drawText('1.0', { x: 136, y: 640, size: 7, font });
  page.drawText('Figure 1: Sensor response over time.', { x: 72, y: 450, size: 9, font });
  for (const [i, t] of AFTER.entries()) body(t, 420 - 12 * i);
  // A note in a rounded frame: a closed path of curves round two lines of text.
  page.pushOperators(
    op('q'),
    op('m', 82, 300),
    op('l', 290, 300),
    op('c', 296, 300, 300, 304, 300, 310),
    op('l', 300, 350),
    op('c', 300, 356, 296, 360, 290, 360),
    op('l', 82, 360),
    op('c', 76, 360, 72, 356, 72, 350),
    op('l', 72, 310),
    op('c', 72, 304, 76, 300, 82, 300),
    op('h'),
    op('S'),
    op('Q'),
  );
  page.drawText('Key point', { x: 80, y: 340, size: 10, font });
  page.drawText('Settling time 20 s', { x: 80, y: 320, size: 10, font });
  return doc.save();
}

export const SHADED = [
  'const total = items.reduce((sum, item) => sum + item.price, 0);',
  'return total;',
  "console.log('the order total is', total, 'for', items.length, 'items');",
];

/**
 * A page of prose with a bar chart (filled bars of one width on an axis, value and category
 * labels), its caption, and a code listing whose lines are shaded one by one (filled rectangles
 * of one height and several widths on one left edge: bars to the eye of a geometry test, text
 * to a reader).
 */
export async function barPage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const body = (text: string, y: number) => page.drawText(text, { x: 72, y, size: 10, font });
  for (const [i, t] of PROSE.entries()) body(t, 720 - 12 * i);
  const heights = [40, 95, 130, 70, 110];
  for (const [k, h] of heights.entries()) {
    page.drawRectangle({ x: 170 + 50 * k, y: 500, width: 30, height: h, color: grayscale(0.4) });
    page.drawText(['North', 'South', 'East', 'West', 'Centre'][k], {
      x: 172 + 50 * k,
      y: 488,
      size: 7,
      font,
    });
    page.drawText(String(h), { x: 178 + 50 * k, y: 503 + h, size: 7, font });
  }
  page.drawLine({ start: { x: 160, y: 500 }, end: { x: 430, y: 500 }, thickness: 0.8 });
  page.drawText('Figure 1: Sales by region.', { x: 72, y: 460, size: 9, font });
  for (const [i, t] of AFTER.entries()) body(t, 430 - 12 * i);
  // The listing: each line on its own shaded band, as wide as the line.
  for (const [i, t] of SHADED.entries()) {
    const y = 360 - 14 * i;
    page.drawRectangle({
      x: 72,
      y: y - 3,
      width: mono.widthOfTextAtSize(t, 9) + 4,
      height: 13,
      color: grayscale(0.9),
    });
    page.drawText(t, { x: 74, y, size: 9, font: mono });
  }
  return doc.save();
}

export const GRID_CELLS = ['Feature', 'Ours', 'Baseline', 'Streaming', 'Offline'];

/**
 * A page of prose with a flow chart (three boxes drawn as rectangles, joined by straight
 * connectors with filled arrowheads), its caption, and a ruled table whose cells hold drawn
 * ticks (slanted paths inside cells, at no rule's end).
 */
export async function flowPage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const op = operators(doc);
  const body = (text: string, y: number) => page.drawText(text, { x: 72, y, size: 10, font });
  for (const [i, t] of PROSE.entries()) body(t, 720 - 12 * i);
  const steps = ['Raw signal', 'Feature extraction', 'Decision'];
  for (const [k, label] of steps.entries()) {
    const y = 640 - 60 * k;
    page.pushOperators(op('q'), op('w', 0.8), op('re', 220, y, 140, 24), op('S'), op('Q'));
    page.drawText(label, { x: 232, y: y + 8, size: 8, font });
    if (k === steps.length - 1) continue;
    // A connector from this box's foot to the next box's head, its arrowhead a filled triangle.
    page.pushOperators(
      op('q'),
      op('w', 0.8),
      op('m', 290, y),
      op('l', 290, y - 36),
      op('S'),
      op('m', 287, y - 32),
      op('l', 293, y - 32),
      op('l', 290, y - 36),
      op('h'),
      op('f'),
      op('Q'),
    );
  }
  page.drawText('Figure 1: Processing steps.', { x: 72, y: 500, size: 9, font });
  for (const [i, t] of AFTER.entries()) body(t, 470 - 12 * i);
  // The table: a 3 x 2 grid, header row and two rows, ticks drawn in the "Ours" column.
  const top = 400;
  const rows = [
    [GRID_CELLS[0], GRID_CELLS[1], GRID_CELLS[2]],
    [GRID_CELLS[3], '', 'no'],
    [GRID_CELLS[4], '', 'yes'],
  ];
  const xs = [150, 270, 390, 510];
  for (let r = 0; r <= rows.length; r++)
    page.pushOperators(
      op('q'),
      op('w', 0.5),
      op('m', xs[0], top - 18 * r),
      op('l', xs[3], top - 18 * r),
      op('S'),
      op('Q'),
    );
  for (const x of xs)
    page.pushOperators(
      op('q'),
      op('w', 0.5),
      op('m', x, top),
      op('l', x, top - 18 * rows.length),
      op('S'),
      op('Q'),
    );
  for (const [r, row] of rows.entries()) {
    for (const [c, cell] of row.entries())
      if (cell) page.drawText(cell, { x: xs[c] + 6, y: top - 18 * r - 13, size: 9, font });
    if (r === 0) continue;
    const y = top - 18 * r - 13;
    page.pushOperators(
      op('q'),
      op('w', 1),
      op('m', 322, y + 4),
      op('l', 326, y),
      op('l', 334, y + 9),
      op('S'),
      op('Q'),
    );
  }
  return doc.save();
}
