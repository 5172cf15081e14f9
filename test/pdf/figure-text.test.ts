/**
 * Text inside a drawn figure (figure-regions.ts): a plot's tick labels and axis title leave the
 * body for the figure block, and nothing else does — not the caption, not the prose around the
 * figure, not the text inside a rounded frame.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { arrowDiagrams } from '../../shared/extract/pdf/arrow-diagrams.ts';
import { barMarks } from '../../shared/extract/pdf/bar-marks.ts';
import { setDrawingTap } from '../../shared/extract/pdf/drawing-tap.ts';
import { type DrawnRegion, mergeFigureBlocks, pageFigures } from '../../shared/extract/pdf/figure-regions.ts';
import { tablesOutsideFigures } from '../../shared/extract/pdf/figure-tables.ts';
import { figureTextPage, splitFigureText } from '../../shared/extract/pdf/figure-text.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import type { Line } from '../../shared/extract/pdf/model.ts';
import { pathRules } from '../../shared/extract/pdf/rule-geometry.ts';
import type { BBox } from '../../shared/extract/types.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { sidecarSchema } from '../../shared/sidecar/schema.ts';
import { AFTER, barPage, flowPage, GRID_CELLS, PROSE, plotPage, SHADED } from '../helpers/plot-page.ts';

async function extract(bytes: Uint8Array) {
  const sink = new FallbackRecorder();
  const out = await pdfExtractor.extract(
    bytes,
    { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS, ocr: { mode: 'off' } },
    sink,
  );
  return { out, fallbacks: sink.toJSON() };
}

afterEach(() => setDrawingTap(true));

describe('text inside a drawn figure', () => {
  it('leaves the body for the figure block, with the prose, caption and framed note kept', async () => {
    const { out, fallbacks } = await extract(await plotPage());
    const body = out.body;
    for (const t of [...PROSE, ...AFTER]) expect(body).toContain(t);
    expect(body).toContain('Key point');
    expect(body).toContain('Settling time 20 s');
    expect(body).not.toContain('Time (s)');
    expect(body).not.toMatch(/\b0 10 20 30\b/);
    expect(out.captions).toEqual(['Figure 1: Sensor response over time.']);
    const figures = (out.placed ?? []).filter((b) => b.role === 'figure' && b.text);
    expect(figures).toHaveLength(1);
    expect(figures[0].text).toContain('Time (s)');
    expect(figures[0].text).toContain('0 10 20 30');
    expect(figures[0].text).toContain('1.0');
    // The drawn box, in top-left page space: the axes run from y 792-650 to 792-500.
    const [x0, y0, x1, y1] = figures[0].bbox ?? [0, 0, 0, 0];
    expect(x0).toBeLessThanOrEqual(150);
    expect(x1).toBeGreaterThanOrEqual(440);
    expect(y0).toBeLessThanOrEqual(792 - 640);
    expect(y1).toBeGreaterThanOrEqual(792 - 490);
    expect(fallbacks.fallbacks).toContain('pdf.figure_text_moved');
  });

  it("takes a bar chart's labels out of the body, and keeps a listing shaded line by line", async () => {
    const { out } = await extract(await barPage());
    const body = out.body;
    for (const t of [...PROSE, ...AFTER, ...SHADED]) expect(body).toContain(t);
    for (const label of ['North', 'Centre', '130']) expect(body).not.toContain(label);
    const figures = (out.placed ?? []).filter((b) => b.role === 'figure' && b.text);
    expect(figures).toHaveLength(1);
    expect(figures[0].text).toContain('North South East West Centre');
    expect(out.captions).toEqual(['Figure 1: Sales by region.']);
  });

  it("takes a flow chart's box labels out of the body by its arrowheads, and keeps a ruled table with drawn ticks", async () => {
    const { out } = await extract(await flowPage());
    const body = out.body;
    for (const t of [...PROSE, ...AFTER, ...GRID_CELLS]) expect(body).toContain(t);
    for (const label of ['Raw signal', 'Feature extraction', 'Decision']) expect(body).not.toContain(label);
    const figures = (out.placed ?? []).filter((b) => b.role === 'figure' && b.text);
    expect(figures).toHaveLength(1);
    expect(figures[0].text).toBe('Raw signal Feature extraction Decision');
  });

  it('keeps the figure text in the sidecar: a figure block with text and no offsets', async () => {
    const out = await processDocument({ bytes: await plotPage(), key: 'plot.pdf' }, DEFAULT_PROCESS_OPTIONS);
    const sidecar = sidecarSchema.parse(out.sidecar);
    const figure = sidecar.blocks.find((b) => b.role === 'figure' && b.text);
    expect(figure?.text).toContain('Time (s)');
    expect(figure?.start).toBeNull();
    expect(out.text).not.toContain('Time (s)');
  });

  it('gives the same text when the page is read from the operator list (tap off)', async () => {
    const bytes = await plotPage();
    const on = await extract(bytes);
    setDrawingTap(false);
    const off = await extract(bytes);
    expect(off.out.body).toBe(on.out.body);
    expect(off.out.placed).toEqual(on.out.placed);
  });
});

describe('tables found inside drawn figures', () => {
  const found = (bbox: BBox, caption: boolean) =>
    ({ caption: caption ? { rows: [] } : null, bbox, cells: [['a']], structured: true }) as never;
  const subplots: DrawnRegion[] = [69, 192, 316, 439].map((x) => ({
    box: [x, 64, x + 102, 143],
    marks: 5,
    image: false,
    axes: true,
  }));
  it('takes an uncaptioned grid over a row of subplots for their labels, and keeps a captioned table', () => {
    const labels = found([52, 54, 554, 152], false);
    const captioned = found([52, 54, 554, 152], true);
    const beside = found([52, 200, 554, 300], false);
    const { kept, inFigures } = tablesOutsideFigures([labels, captioned, beside], subplots);
    expect(inFigures).toEqual([labels]);
    expect(kept).toEqual([captioned, beside]);
  });
});

describe('arrow diagrams among rules', () => {
  const h = (at: number, from: number, to: number) => ({ dir: 'h' as const, at, from, to, width: 0.8 });
  const v = (at: number, from: number, to: number) => ({ dir: 'v' as const, at, from, to, width: 0.8 });
  // Two boxes joined by a connector ending at a tip, and a second connector out of the lower box.
  const boxes = [h(100, 200, 340), h(124, 200, 340), v(200, 100, 124), v(340, 100, 124)];
  const lower = [h(160, 200, 340), h(184, 200, 340), v(200, 160, 184), v(340, 160, 184)];
  const connectors = [v(270, 124, 160), v(270, 184, 220)];
  const tips: BBox[] = [
    [267, 156, 273, 160],
    [267, 216, 273, 220],
  ];
  it('takes the rules joined to two arrow tips as one diagram', () => {
    const found = arrowDiagrams(tips, [...boxes, ...lower, ...connectors], 5);
    expect(found).toEqual([{ box: [200, 100, 340, 220], tips: 2 }]);
  });
  it('takes no tick inside a cell, and no single arrow', () => {
    const ticks: BBox[] = [
      [265, 140, 273, 148],
      [265, 170, 273, 178],
    ];
    expect(arrowDiagrams(ticks, [...boxes, ...lower, ...connectors], 5)).toEqual([]);
    expect(arrowDiagrams([tips[0]], [...boxes, ...lower, ...connectors], 5)).toEqual([]);
  });
  it("does not search a page of a scatter plot's markers", () => {
    const markers: BBox[] = Array.from({ length: 600 }, (_, k) => [k, 10, k + 3, 13]);
    expect(arrowDiagrams([...tips, ...markers], [...boxes, ...lower, ...connectors], 5)).toEqual([]);
  });
});

describe('bar charts among filled rectangles', () => {
  const flat = (boxes: number[][]) => boxes.flat();
  it('takes bars of one width on one baseline with lengths that differ, standing or lying', () => {
    const standing = [40, 95, 130].map((h, k) => [100 + 40 * k, 300 - h, 130 + 40 * k, 300]);
    const marks = barMarks(flat(standing));
    expect(marks).toEqual([...flat(standing), 100, 170, 210, 300]);
    const lying = [40, 95, 130].map((w, k) => [100, 100 + 20 * k, 100 + w, 112 + 20 * k]);
    expect(barMarks(flat(lying)).length).toBe(16);
  });
  it("takes no table shading: one row's cells share a height, one column's a width, banded rows a length", () => {
    const row = [60, 120, 40].map((w, k) => [100 + 130 * k, 200, 100 + 130 * k + w, 214]);
    expect(barMarks(flat(row))).toEqual([]);
    const column = [12, 24, 12].map((h, k) => [100, 200 + 30 * k, 180, 200 + 30 * k + h]);
    expect(barMarks(flat(column))).toEqual([]);
    const bands = [0, 1, 2, 3].map((k) => [72, 200 + 28 * k, 540, 214 + 28 * k]);
    expect(barMarks(flat(bands))).toEqual([]);
    expect(
      barMarks(
        flat([
          [0, 0, 10, 50],
          [20, 10, 30, 50],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('pathRules tells drawing from ruling', () => {
  const I = [1, 0, 0, 1, 0, 0];
  const judge = (path: number[]) => pathRules(path, { stroke: true, fill: false }, I, 1, []);
  // DrawOPS: 0 moveTo, 1 lineTo, 2 curveTo, 4 closePath.
  it('takes a curve, a slanted segment and a many-cornered outline for drawing', () => {
    expect(judge([0, 0, 0, 2, 10, 20, 30, 20, 40, 0])).toBe(true);
    expect(judge([0, 0, 0, 1, 30, 20])).toBe(true);
    const stairs = [0, 0, 0];
    for (let k = 1; k <= 6; k++) stairs.push(1, k * 5, (k - 1) * 5, 1, k * 5, k * 5);
    expect(judge(stairs)).toBe(true);
  });
  it('takes rules, rectangles and a rounded frame for no drawing', () => {
    expect(judge([0, 0, 0, 1, 100, 0])).toBe(false);
    expect(judge([0, 0, 0, 1, 100, 0, 1, 100, 50, 1, 0, 50, 4])).toBe(false);
    const frame = [0, 10, 0, 1, 90, 0, 2, 95, 0, 100, 5, 100, 10, 1, 100, 40, 2, 100, 45, 95, 50, 90, 50];
    frame.push(1, 10, 50, 2, 5, 50, 0, 45, 0, 40, 1, 0, 10, 2, 0, 5, 5, 0, 10, 0, 4);
    expect(judge(frame)).toBe(false);
  });
});

describe('which lines are figure text', () => {
  const typo = { bodySize: 10, pitch: 12 };
  let n = 0;
  const line = (text: string, x0: number, x1: number, top: number, size = 10): Line => ({
    text,
    x0,
    x1,
    top,
    bottom: top + size,
    base: top + 0.8 * size,
    size,
    page: 1,
    colLeft: 72,
    colRight: 540,
    block: `b${n++}`,
  });
  const drawn = (box: BBox, image = false): DrawnRegion => ({ box, marks: 5, image, axes: false });
  const figureText = (lines: Line[], figures: DrawnRegion[], tables: BBox[] = []) => {
    const out = splitFigureText(lines, figures, tables, figureTextPage(lines, figures, typo), typo);
    return [...out.figure.values()].flat().map((l) => l.text);
  };
  const plot: BBox = [200, 200, 400, 300];

  it('takes ticks inside and beside a plot, and the axis title under the ticks', () => {
    const ticks = line('0 10 20 30', 200, 400, 305, 7);
    const title = line('Time in seconds', 270, 330, 316, 10);
    expect(figureText([line('0.5', 205, 215, 250, 7), ticks, title], [drawn(plot)])).toEqual([
      '0.5',
      '0 10 20 30',
      'Time in seconds',
    ]);
  });

  it('keeps prose, a caption in any form, a flush-left last line and a table row crossing the box', () => {
    const lines = [
      line('a sentence of the body that runs across the drawing box', 205, 395, 250),
      line('Table 2 Overview of the results', 205, 330, 230, 8),
      line('the end.', 72, 110, 305),
      line('Kruger', 205, 240, 280, 8),
      line('RR2Y 1.9 53.6', 420, 520, 280, 8),
    ];
    expect(figureText(lines, [drawn(plot)])).toEqual([]);
    // A caption's title under its label, in capitals (IEEE), is the caption's.
    const ieee = [line('TABLE I', 270, 330, 305, 8), line('SYSTEM PARAMETERS', 250, 350, 314, 8)];
    expect(figureText(ieee, [drawn(plot)])).toEqual([]);
  });

  it('takes a centred body-type title by a drawing, not by an image, and nothing in a table', () => {
    const title = () => line('Block number', 270, 330, 305);
    expect(figureText([title()], [drawn(plot)])).toEqual(['Block number']);
    expect(figureText([title()], [drawn(plot, true)])).toEqual([]);
    expect(figureText([line('0.5', 205, 215, 250, 7)], [drawn(plot)], [[190, 190, 410, 310]])).toEqual([]);
  });

  it('keeps a short line of small type that ends or opens a paragraph beside it, not one over a caption', () => {
    // A biography under its photo, in 8 pt: the paragraph's last line, then a new one.
    const photo: BBox = [306, 62, 378, 152];
    const bio = [
      line('processing and its applications to images and video.', 390, 557, 142, 8),
      line('She holds four U.S. patents.', 306, 401, 151, 8),
      line('Dr. Zakhor was the recipient of the NSF Presidential Young Investigator', 314, 557, 160, 8),
      line('Award in 1990.', 306, 359, 169, 8),
    ];
    expect(figureText(bio, [drawn(photo, true)])).toEqual([]);
    // An axis title in caption type right over the caption's first line is the plot's.
    const axis = [
      line('Rank', 170, 192, 448, 8),
      line('Figure 1. Plot of the squared Frobenius norm joint error of the model', 70, 274, 459, 8),
    ];
    expect(figureText(axis, [drawn([90, 270, 264, 446])])).toEqual(['Rank']);
  });

  it('gives a caption the drawn figures that meet its estimate, a row of subplots as one block', () => {
    const estimate = { role: 'figure' as const, page: 1, bbox: [54, 146, 556, 152] as BBox };
    const sub = (x0: number, text?: string) => ({
      role: 'figure' as const,
      page: 1,
      bbox: [x0, 64, x0 + 100, 141] as BBox,
      ...(text ? { text } : {}),
    });
    const merged = mergeFigureBlocks([estimate], [sub(69, '0.5 1.0'), sub(190), sub(310, 'iterations')]);
    expect(merged).toEqual([
      { role: 'figure', page: 1, bbox: [69, 64, 410, 141], text: '0.5 1.0 iterations' },
    ]);
    // A figure in the next column, a gutter away, is not this caption's.
    const beside = { role: 'figure' as const, page: 1, bbox: [317, 277, 572, 455] as BBox };
    const left = { ...sub(54), bbox: [54, 274, 309, 453] as BBox };
    expect(mergeFigureBlocks([beside], [left])).toEqual([beside]);
  });

  it('finds no figure where text fills the box or prose runs through it', () => {
    const region = drawn([100, 100, 200, 130]);
    const formula = [line('p(w|z) = Γ(α + n) / Γ(α)', 100, 200, 105), line('(2)', 100, 200, 117)];
    expect(pageFigures([region], formula, { width: 612, height: 792 }, typo)).toEqual([]);
    const box = drawn([72, 100, 300, 200]);
    const prose = [0, 1].map((k) =>
      line('one two three four five six seven words here', 80, 290, 120 + 12 * k),
    );
    expect(pageFigures([box], prose, { width: 612, height: 792 }, typo)).toEqual([]);
    expect(pageFigures([box], [line('0.5', 80, 90, 120, 7)], { width: 612, height: 792 }, typo)).toEqual([
      box,
    ]);
  });
});
