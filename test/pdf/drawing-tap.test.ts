/**
 * The drawing tap (shared/extract/pdf/drawing-tap.ts): ruling lines and glyph widths read inside
 * pdf.js's text pass must be the ones the second parse (the operator list, rules.ts and
 * table-glyphs.ts) reads, page by page; the extractor falls back to that parse wherever the tap
 * did not read a page whole, and its output is the same with the tap on or off.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { Frame } from '../../shared/extract/pdf/drawing-frame.ts';
import { kindsOf } from '../../shared/extract/pdf/drawing-ops.ts';
import {
  closeTap,
  openTap,
  type PageDrawing,
  rulesInSpace,
  setDrawingTap,
  takeDrawing,
} from '../../shared/extract/pdf/drawing-tap.ts';
import { type Marks, marksInSpace, noMarks } from '../../shared/extract/pdf/figure-marks.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import { PageRecord } from '../../shared/extract/pdf/page-record.ts';
import { drawingOf } from '../../shared/extract/pdf/page-rules.ts';
import { loadPdfjs, type PdfDocument, readPdf, withPdf } from '../../shared/extract/pdf/pdfjs.ts';
import { drawingTapActive, patchWorkerSource } from '../../shared/extract/pdf/pdfjs-patch.ts';
import { pageDrawing, pageRules, type Rule } from '../../shared/extract/pdf/rules.ts';
import { type GlyphWidths, pageGlyphWidths } from '../../shared/extract/pdf/table-glyphs.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import { corpusPath, hasCorpus } from '../helpers/corpus.ts';
import { operators } from '../helpers/pdf-ops.ts';
import { barPage, plotPage } from '../helpers/plot-page.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures');

function pdfsUnder(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? pdfsUnder(p) : p.endsWith('.pdf') ? [p] : [];
    })
    .sort();
}

/** A rule as text, to the hundredth of a point (the two readers round float32 paths in different orders). */
const key = (r: Rule) =>
  `${r.dir} ${r.at.toFixed(2)} ${r.from.toFixed(2)} ${r.to.toFixed(2)} ${r.width.toFixed(2)}`;
const keys = (rules: readonly Rule[]) => rules.map(key).sort();

/** The two lists hold the same rules, each coordinate within a hundredth of a point. */
function expectSameRules(a: readonly Rule[], b: readonly Rule[], what: string): void {
  expect(a.length, what).toBe(b.length);
  const left = [...b];
  for (const r of a) {
    const k = left.findIndex(
      (o) =>
        o.dir === r.dir &&
        [r.at - o.at, r.from - o.from, r.to - o.to, r.width - o.width].every((d) => Math.abs(d) <= 0.01),
    );
    expect(k, `${what}: ${key(r)} has no match among ${keys(left).join(', ')}`).toBeGreaterThanOrEqual(0);
    left.splice(k, 1);
  }
}

function flatWidths(w: GlyphWidths): string[] {
  return [...w].flatMap(([font, m]) => [...m].map(([c, v]) => `${font} ${c} ${v}`)).sort();
}

/**
 * The figure marks (figure-marks.ts) of both readers: the same drawing paths and bars, box for box; the
 * tap's images include the operator list's (pdf.js leaves an image over `maxImageSize` out of
 * the operator list undecoded, while the tap sees its `Do`).
 */
function expectSameMarks(tap: Marks | null, op: Marks, where: string): void {
  for (const kind of ['paths', 'bars'] as const) {
    const mine = tap?.[kind] ?? [];
    expect(mine.length, `${where}: ${kind}`).toBe(op[kind].length);
    // Within 0.01 pt: the operator list folds a fill's transform into float32 coordinates.
    expect(
      mine.every((v, k) => Math.abs(v - op[kind][k]) < 0.01),
      `${where}: ${kind}`,
    ).toBe(true);
  }
  const images = tap?.images ?? [];
  const seen = (k: number) =>
    images.some(
      (_, j) => j % 4 === 0 && [0, 1, 2, 3].every((d) => Math.abs(images[j + d] - op.images[k + d]) < 0.01),
    );
  for (let k = 0; k < op.images.length; k += 4) expect(seen(k), `${where}: image ${k / 4}`).toBe(true);
}

/** Each page of a document through the tap and through the operator list. */
async function bothReaders(bytes: Uint8Array): Promise<
  {
    page: number;
    tap: PageDrawing | undefined;
    tapRules: Rule[] | null;
    opRules: Rule[];
    opWidths: GlyphWidths;
    tapMarks: Marks | null;
    opMarks: Marks;
  }[]
> {
  return readPdf(bytes, async (doc: PdfDocument) => {
    const id = doc.loadingTask.docId;
    openTap(id);
    const out = [];
    try {
      for (let p = 1; p <= doc.numPages; p++) {
        const page = await doc.getPage(p);
        try {
          await page.getTextContent();
          const tap = takeDrawing(id, p);
          const vp = page.getViewport({ scale: 1 });
          out.push({
            page: p,
            tap,
            tapRules: tap ? rulesInSpace(tap, vp.transform) : null,
            opRules: await pageRules(page, vp),
            opWidths: await pageGlyphWidths(page),
            tapMarks: tap ? marksInSpace(tap.marks, vp.transform) : null,
            opMarks: (await pageDrawing(page, vp)).marks,
          });
        } finally {
          page.cleanup();
        }
      }
    } finally {
      closeTap(id);
    }
    return out;
  });
}

/**
 * One page with a rule drawn each way the tap must follow: a text-less form XObject drawn twice
 * (pdf.js's text pass skips such a form after its first use unless the tap asks), a 1 x 1 image
 * mask stretched by the transform both as an XObject and inline (dvips), and a line stroked at
 * a width set by an ExtGState.
 */
async function rulesEveryWay(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText('Rules drawn every way', { x: 72, y: 740, size: 12, font });
  const ctx = doc.context;
  const form = ctx.register(
    ctx.stream('0 0 200 0.8 re f', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 200, 10] }),
  );
  const mask = ctx.register(
    ctx.stream(new Uint8Array([0x00]), {
      Type: 'XObject',
      Subtype: 'Image',
      ImageMask: true,
      Width: 1,
      Height: 1,
      BitsPerComponent: 1,
    }),
  );
  const gs = ctx.register(ctx.obj({ Type: 'ExtGState', LW: 2 }));
  page.node.setXObject(PDFName.of('Fm0'), form);
  page.node.setXObject(PDFName.of('Im0'), mask);
  page.node.setExtGState(PDFName.of('GS0'), gs);
  const op = operators(doc);
  page.pushOperators(
    op('q'),
    op('cm', 1, 0, 0, 1, 72, 600),
    op('Do', 'Fm0'),
    op('Q'),
    op('q'),
    op('cm', 1, 0, 0, 1, 72, 400),
    op('Do', 'Fm0'),
    op('Q'),
    op('q'),
    op('cm', 0.5, 0, 0, 200, 450, 100),
    op('Do', 'Im0'),
    op('Q'),
    op('q'),
    op('gs', 'GS0'),
    op('m', 72, 250),
    op('l', 400, 250),
    op('S'),
    op('Q'),
  );
  // An inline image has no pdf-lib operator: its own content stream, bytes as written. A mask's
  // 0 sample paints (Decode [0 1]).
  const inline = ctx.register(
    ctx.stream('q 300 0 0 0.6 72 500 cm BI /IM true /W 1 /H 1 /BPC 1 ID \x00 EI Q'),
  );
  page.node.addContentStream(inline);
  return doc.save();
}

afterEach(() => setDrawingTap(true));

describe('the patched pdf.js', () => {
  it('takes every edit on the pinned pdf.js, and none on a source that differs', async () => {
    await loadPdfjs();
    expect(drawingTapActive()).toBe(true);
    const file = join(import.meta.dirname, '../../node_modules/pdfjs-dist/legacy/build/pdf.worker.mjs');
    const source = readFileSync(file, 'utf8');
    const patched = patchWorkerSource(source, 'file:///pdf.worker.mjs');
    expect(patched).toContain('gleanerFrame?.op(fn, args);');
    expect(patched).not.toContain('import.meta.url');
    // One anchor gone (another pdf.js), or twice over: nothing is patched, pdf.js loads as it is.
    expect(
      patchWorkerSource(
        source.replace(
          'const preprocessor = new EvaluatorPreprocessor(stream, xref, stateManager);\n    let textState',
          'let textState',
        ),
        'x',
      ),
    ).toBeNull();
    expect(patchWorkerSource(`${source}\n${source}`, 'x')).toBeNull();
  });

  it('gives the same text items with the tap as without, in fewer chunks', async () => {
    const bytes = new Uint8Array(readFileSync(join(FIXTURES, 'pdf/three-columns/input.pdf')));
    const read = (tap: boolean) =>
      readPdf(bytes, async (doc) => {
        const id = doc.loadingTask.docId;
        if (tap) openTap(id);
        try {
          const page = await doc.getPage(1);
          const reader = page.streamTextContent().getReader();
          const items: unknown[] = [];
          let chunks = 0;
          for (let r = await reader.read(); !r.done; r = await reader.read()) {
            chunks++;
            items.push(...(r.value as { items: unknown[] }).items);
          }
          page.cleanup();
          // Font ids name the document (g_d3_f1): the two reads are two documents.
          return { items: JSON.stringify(items).replace(/_d\d+_/g, '_d_'), chunks };
        } finally {
          closeTap(id);
        }
      });
    const tapped = await read(true);
    const plain = await read(false);
    expect(tapped.items).toBe(plain.items);
    expect(tapped.chunks).toBeLessThan(plain.chunks);
  });

  it('records nothing for a document nobody opened the tap for', async () => {
    const bytes = new Uint8Array(readFileSync(join(FIXTURES, 'pdf/table-grid/input.pdf')));
    await withPdf(bytes, async (doc) => {
      const page = await doc.getPage(1);
      await page.getTextContent();
      expect(takeDrawing(doc.loadingTask.docId, 1)).toBeUndefined();
      page.cleanup();
    });
  });
});

describe('rules and glyph widths read in the text pass', () => {
  it('finds the rules drawn by a form used twice, a one-pixel mask (XObject and inline) and an ExtGState line width', async () => {
    const [page] = await bothReaders(await rulesEveryWay());
    expect(page.tap?.failed).toBeNull();
    expectSameRules(page.tapRules ?? [], page.opRules, 'rules every way');
    const h = (y: number) => (page.tapRules ?? []).filter((r) => r.dir === 'h' && Math.abs(r.at - y) < 0.5);
    // The form at 600 and at 400 (792 - y - 0.4): the second use too.
    expect(h(191.6)).toHaveLength(1);
    expect(h(391.6)).toHaveLength(1);
    // The inline mask (300 x 0.6 at y 500) and the stroked line at the ExtGState's width.
    expect(h(291.7)[0]).toMatchObject({ from: 72, to: 372 });
    expect(h(542)[0].width).toBeCloseTo(2, 6);
    // The mask XObject: a bar 0.5 wide and 200 tall.
    expect((page.tapRules ?? []).filter((r) => r.dir === 'v')).toEqual([
      expect.objectContaining({ at: 450.25, from: 492, to: 692 }),
    ]);
  });

  it("reads the same rules, glyph widths and figure marks as the operator list on every page of the project's fixtures", async () => {
    // Scans (test/fixtures/ocr) have no text layer and no rules: their images are all there is.
    const files = pdfsUnder(FIXTURES).filter((f) => !f.includes('/ocr/'));
    expect(files.length).toBeGreaterThan(20);
    let withRules = 0;
    let readable = 0;
    for (const f of files) {
      // The hostile fixtures (empty, truncated, encrypted) do not open: nothing to compare.
      const pages = await bothReaders(new Uint8Array(readFileSync(f))).catch(() => null);
      if (!pages) continue;
      readable++;
      for (const p of pages) {
        expect(p.tap?.failed, `${f} p${p.page}`).toBeNull();
        expectSameRules(p.tapRules ?? [], p.opRules, `${f} p${p.page}`);
        expect(flatWidths(p.tap?.glyphWidths() ?? new Map()), `${f} p${p.page}`).toEqual(
          flatWidths(p.opWidths),
        );
        if (p.opRules.length) withRules++;
        expectSameMarks(p.tapMarks, p.opMarks, `${f} p${p.page}`);
      }
    }
    expect(readable).toBeGreaterThan(20);

    expect(withRules).toBeGreaterThan(5);
  });

  it('reads the same figure marks as the operator list on a drawn plot and a bar chart', async () => {
    const [page] = await bothReaders(await plotPage());
    // One box (four numbers): the curve. The axes are rules, the rounded frame no mark (rule-geometry.ts).
    expect(page.tapMarks?.paths).toHaveLength(4);
    expectSameMarks(page.tapMarks, page.opMarks, 'plot');
    // A bar chart's five bars and a listing's three shaded lines: thick filled rectangles.
    const [bars] = await bothReaders(await barPage());
    expect(bars.tapMarks?.bars).toHaveLength(4 * 8);
    expectSameMarks(bars.tapMarks, bars.opMarks, 'bars');
  });

  const tables = hasCorpus('pdf/tables-public');
  it.skipIf(!tables)(
    'reads the same rules as the operator list on tabula-java’s ruled tables (../shared/corpus/pdf/tables-public)',
    async () => {
      // A rotated page (schools), stroked grids (frx), filled cell borders (twotables), spans.
      const files = ['schools.pdf', 'frx_2012_disclosure.pdf', 'twotables.pdf', 'spanning_cells.pdf'].map(
        (f) => corpusPath('pdf/tables-public/pdfs', f),
      );
      for (const f of files)
        for (const p of await bothReaders(new Uint8Array(readFileSync(f)))) {
          expectSameRules(p.tapRules ?? [], p.opRules, `${f} p${p.page}`);
          expectSameMarks(p.tapMarks, p.opMarks, `${f} p${p.page}`);
        }
    },
  );
  if (!tables)
    it.skip('tables-public corpus absent: the tap is compared with the operator list on the fixtures only', () => {});
});

describe('a frame on hostile input', () => {
  const frame = async (resources: unknown = null) => {
    const { OPS } = await loadPdfjs();
    const page = new PageRecord(kindsOf(OPS as unknown as Record<string, number>));
    const state = { state: { font: null, loadedName: null } };
    const xref = {
      fetch: () => {
        throw new Error('bad reference');
      },
    };
    return { OPS, page, frame: new Frame(page, state, resources as never, xref) };
  };

  it('gives up on a path of more than 2^20 numbers, and says why, without throwing', async () => {
    const { OPS, page, frame: f } = await frame();
    f.op(OPS.moveTo, [0, 0]);
    for (let k = 0; k < 400_000; k++) f.op(OPS.lineTo, [k % 500, 0]);
    f.op(OPS.stroke, []);
    expect(page.failed).toMatch(/a path of more than 1048576 numbers/);
    expect(page.rules).toEqual([]);
  });

  it('marks the page failed when an XObject cannot be fetched, and never throws into pdf.js', async () => {
    const xobjects = { get: () => null, getRaw: () => ({ num: 7, gen: 0 }), getArray: () => null };
    const resources = {
      get: (k: string) => (k === 'XObject' ? xobjects : null),
      getRaw: () => null,
      getArray: () => null,
    };
    const { OPS, page, frame: f } = await frame(resources);
    expect(() => f.op(OPS.paintXObject, [{ name: 'Im0' }])).not.toThrow();
    expect(page.failed).toBe('bad reference');
    // Nothing more is read on a failed page.
    f.op(OPS.rectangle, [0, 0, 100, 1]);
    f.op(OPS.fill, []);
    expect(page.rules).toEqual([]);
  });
});

describe('the way back to the operator list', () => {
  it('reads a page the tap could not read whole from its operator list, and says nothing', async () => {
    const bytes = new Uint8Array(readFileSync(join(FIXTURES, 'pdf/table-grid/input.pdf')));
    await readPdf(bytes, async (doc) => {
      const page = await doc.getPage(1);
      const vp = page.getViewport({ scale: 1 });
      const failed: PageDrawing = {
        rules: [],
        marks: noMarks(),
        failed: 'a path of more than 1048576 numbers',
        glyphWidths: () => new Map(),
      };
      const sink = new FallbackRecorder();
      const { rules } = await drawingOf(page, vp, failed, sink);
      expect(rules?.length).toBeGreaterThan(0);
      expect(keys(rules ?? [])).toEqual(keys(await pageRules(page, vp)));
      expect(sink.keys()).toEqual([]);
      page.cleanup();
    });
  });

  it('gives the same tables and text with the tap turned off', async () => {
    const bytes = new Uint8Array(readFileSync(join(FIXTURES, 'pdf/table-grid/input.pdf')));
    const run = async () => {
      const sink = new FallbackRecorder();
      const out = await pdfExtractor.extract(
        bytes,
        { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS, ocr: { mode: 'off' } },
        sink,
      );
      return { body: out.body, tables: out.tables, fallbacks: sink.toJSON() };
    };
    const on = await run();
    setDrawingTap(false);
    const off = await run();
    expect(on.tables?.length).toBeGreaterThan(0);
    expect(off).toEqual(on);
  });
});
