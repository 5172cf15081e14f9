/**
 * Figure marks are what the clip shows (clip-box.ts): an image drawn larger than its window, a
 * form XObject's content beyond its BBox, a curve running past its clip. Both readers of a page's
 * drawing (the tap and the operator list) must agree, box for box.
 */
import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { formBox, meet } from '../../shared/extract/pdf/clip-box.ts';
import { closeTap, openTap, takeDrawing } from '../../shared/extract/pdf/drawing-tap.ts';
import { type Marks, marksInSpace } from '../../shared/extract/pdf/figure-marks.ts';
import { readPdf } from '../../shared/extract/pdf/pdfjs.ts';
import { pageDrawing } from '../../shared/extract/pdf/rules.ts';
import { operators } from '../helpers/pdf-ops.ts';

const HEIGHT = 792;

/** One page: a clipped image, an unclipped one after `Q`, an image in a smaller form BBox, a clipped curve. */
async function clippedPage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, HEIGHT]);
  const ctx = doc.context;
  const image = ctx.register(
    ctx.stream(new Uint8Array([0, 80, 160, 255]), {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 2,
      Height: 2,
      ColorSpace: 'DeviceGray',
      BitsPerComponent: 8,
    }),
  );
  const form = ctx.register(
    ctx.stream('q 200 0 0 200 0 0 cm /Im0 Do Q', {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 50, 50],
      Resources: { XObject: { Im0: image } },
    }),
  );
  page.node.setXObject(PDFName.of('Im0'), image);
  page.node.setXObject(PDFName.of('Fm0'), form);
  const op = operators(doc);
  page.pushOperators(
    // A 300 pt photo shown through a 100 pt window.
    op('q'),
    op('re', 150, 400, 100, 100),
    op('W'),
    op('n'),
    op('cm', 300, 0, 0, 300, 100, 300),
    op('Do', 'Im0'),
    op('Q'),
    // After Q, no clip.
    op('q'),
    op('cm', 50, 0, 0, 50, 400, 600),
    op('Do', 'Im0'),
    op('Q'),
    // A form whose 200 pt image its 50 pt BBox cuts.
    op('q'),
    op('cm', 1, 0, 0, 1, 400, 100),
    op('Do', 'Fm0'),
    op('Q'),
    // A curve rising past its clip: its control points reach y 300, the clip stops at 250.
    op('q'),
    op('re', 72, 200, 50, 50),
    op('W'),
    op('n'),
    op('m', 60, 150),
    op('c', 100, 300, 200, 300, 250, 150),
    op('S'),
    op('Q'),
  );
  return doc.save();
}

/** Top-left page space, as both readers give the marks. */
const flip = (x0: number, y0: number, x1: number, y1: number) => [x0, HEIGHT - y1, x1, HEIGHT - y0];

function near(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, k) => Math.abs(v - b[k]) < 0.01);
}

async function bothReaders(bytes: Uint8Array): Promise<{ tap: Marks; op: Marks }> {
  return readPdf(bytes, async (doc) => {
    const id = doc.loadingTask.docId;
    openTap(id);
    try {
      const page = await doc.getPage(1);
      await page.getTextContent();
      const vp = page.getViewport({ scale: 1 });
      const drawn = takeDrawing(id, 1);
      if (!drawn) throw new Error('the tap read nothing');
      return { tap: marksInSpace(drawn.marks, vp.transform), op: (await pageDrawing(page, vp)).marks };
    } finally {
      closeTap(id);
    }
  });
}

describe('figure marks inside the clip', () => {
  it('are the shown part of a clipped image, a form beyond its BBox and a curve past its clip, in both readers', async () => {
    const { tap, op } = await bothReaders(await clippedPage());
    const images = [flip(150, 400, 250, 500), flip(400, 600, 450, 650), flip(400, 100, 450, 150)].flat();
    expect(near(op.images, images), `operator list: ${op.images}`).toBe(true);
    expect(near(tap.images, images), `tap: ${tap.images}`).toBe(true);
    const curve = flip(72, 200, 122, 250);
    expect(near(op.paths, curve), `operator list: ${op.paths}`).toBe(true);
    expect(near(tap.paths, curve), `tap: ${tap.paths}`).toBe(true);
  });

  it('meets boxes and reads a BBox in either corner order', () => {
    expect(meet(null, 1, 2, 3, 4)).toEqual([1, 2, 3, 4]);
    expect(meet([0, 0, 10, 10], 5, -5, 20, 5)).toEqual([5, 0, 10, 5]);
    const empty = meet([0, 0, 10, 10], 20, 20, 30, 30);
    expect(empty[0] > empty[2]).toBe(true);
    expect(formBox([50, 60, 0, 10])).toEqual([0, 10, 50, 60]);
    expect(formBox([0, 0, 'x', 1])).toBeNull();
    expect(formBox(null)).toBeNull();
  });
});
