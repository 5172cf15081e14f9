/**
 * Document structure from the PDF engine: heading blocks with levels, run-in headings, the
 * figure-caption stream with its places, figure regions, boilerplate and rotated text as placed
 * blocks, footnote places, page geometry, and the invariant that the body is exactly the blocks'
 * texts joined by blank lines (on every fixture and on corpus papers).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import type { ExtractResult } from '../../shared/extract/types.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import { STRUCTURE_EXPECTED } from '../fixtures/pdf/cases-structure.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';

const DIR = fileURLToPath(new URL('../fixtures/pdf/', import.meta.url));

async function extractBytes(
  bytes: Uint8Array,
  tables: 'inline' | 'placeholder' = 'inline',
): Promise<ExtractResult> {
  return pdfExtractor.extract(
    bytes,
    { footnotes: 'end', tables, limits: DEFAULT_LIMITS },
    new FallbackRecorder(),
  );
}

function extract(slug: string, tables: 'inline' | 'placeholder' = 'inline'): Promise<ExtractResult> {
  return extractBytes(new Uint8Array(readFileSync(join(DIR, slug, 'input.pdf'))), tables);
}

function expectInvariant(out: ExtractResult): void {
  expect(out.blocks).toBeDefined();
  expect(out.blocks?.map((b) => b.text).join('\n\n')).toBe(out.body);
  expect(out.captionPlaces?.length).toBe(out.captions?.length);
  expect(out.footnotePlaces?.length).toBe(out.footnotes.length);
}

describe('headings and run-in headings on the structure fixtures', () => {
  for (const [slug, want] of Object.entries(STRUCTURE_EXPECTED)) {
    it(`finds the headings of ${slug} with their levels`, async () => {
      const out = await extract(slug);
      const headings = (out.blocks ?? [])
        .filter((b) => b.role === 'heading')
        .map((b) => ({ text: b.text, level: b.level }));
      expect(headings).toEqual(want.headings);
      const runIns = (out.blocks ?? [])
        .filter((b) => b.runIn)
        .map((b) => ({ text: b.text.slice(0, b.runIn?.length), level: b.runIn?.level }));
      expect(runIns).toEqual(want.runIns ?? []);
      expect(out.captions ?? []).toEqual(want.captions ?? []);
      if (want.references !== undefined)
        expect(out.blocks?.filter((b) => b.role === 'reference')).toHaveLength(want.references);
    });
  }

  it('keeps run-in headings inside their paragraph (role paragraph, text unchanged)', async () => {
    const out = await extract('run-in-headings');
    const p = out.blocks?.find((b) => b.text.startsWith('Participants.'));
    expect(p?.role).toBe('paragraph');
    expect(p?.text).toBe(`Participants. ${BANK[6]}`);
  });
});

describe('figure captions', () => {
  it('takes a figure caption out of the body without splitting the paragraph it interrupts', async () => {
    const out = await extract('figure-splits-paragraph');
    expect(out.body.split('\n\n')).toContain(BANK[13]);
    expect(out.body).not.toContain('Figure 1');
    expect(out.captions).toHaveLength(1);
    const place = out.captionPlaces?.[0];
    expect(place?.page).toBe(1);
    const [x0, top, x1, bottom] = place?.bbox ?? [0, 0, 0, 0];
    expect(x1 - x0).toBeGreaterThan(300);
    expect(bottom - top).toBeGreaterThan(15);
    // The figure's region: the drawn box is 160 pt tall, between the paragraph's first half and the caption.
    const figures = out.placed?.filter((p) => p.role === 'figure') ?? [];
    expect(figures).toHaveLength(1);
    const [, ftop, , fbottom] = figures[0].bbox ?? [0, 0, 0, 0];
    expect(fbottom).toBeLessThanOrEqual(top);
    expect(fbottom - ftop).toBeGreaterThanOrEqual(160);
    expect(fbottom - ftop).toBeLessThan(200);
  });

  it('leaves table captions in the body', async () => {
    const out = await extract('table-grid');
    expect(out.captions).toEqual([]);
    expect(out.blocks?.some((b) => b.role === 'caption' && /^Table 2/.test(b.text))).toBe(true);
    expect(out.blocks?.some((b) => b.role === 'table')).toBe(true);
  });

  it('marks the [Table N: …] placeholder as a table block', async () => {
    const out = await extract('table-grid', 'placeholder');
    expectInvariant(out);
    expect(out.blocks?.find((b) => b.text.startsWith('[Table 2'))?.role).toBe('table');
  });
});

describe('placed blocks, note places and page geometry', () => {
  it('places removed running heads and page numbers with their boxes', async () => {
    const out = await extract('running-heads');
    const feet =
      out.placed?.filter((p) => p.role === 'boilerplate' && /^Page \d of 4$/.test(p.text ?? '')) ?? [];
    expect(feet).toHaveLength(4);
    for (const f of feet) {
      const [, top, , bottom] = f.bbox ?? [0, 0, 0, 0];
      expect(top).toBeGreaterThan(0.85 * 648);
      expect(bottom).toBeGreaterThan(top);
    }
  });

  it('places a rotated margin stamp as boilerplate with an upright-tall box', async () => {
    const out = await extract('watermark-and-feet');
    const stamps =
      out.placed?.filter((p) => p.role === 'boilerplate' && /Downloaded/.test(p.text ?? '')) ?? [];
    expect(stamps.length).toBeGreaterThan(0);
    const [x0, top, x1, bottom] = stamps[0].bbox ?? [0, 0, 0, 0];
    expect(bottom - top).toBeGreaterThan(5 * (x1 - x0));
  });

  it('gives each footnote its page and box at the foot of its column', async () => {
    const out = await extract('footnotes');
    expect(out.footnotePlaces).toHaveLength(2);
    for (const p of out.footnotePlaces ?? []) {
      expect(p.page).toBe(1);
      expect(p.bbox?.[1]).toBeGreaterThan(650);
    }
    expect(out.footnotePlaces?.[1].bbox?.[0]).toBeGreaterThan(300);
  });

  it('reports every page with its size, rotation and text layer', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.TimesRoman);
    doc
      .addPage([612, 792])
      .drawText('An upright page with a line of text.', { x: 72, y: 700, size: 10, font });
    doc.addPage([612, 792]).setRotation(degrees(90));
    const out = await extractBytes(await doc.save());
    expect(out.pageGeometry).toEqual([
      { page: 1, width: 612, height: 792, rotation: 0, has_text_layer: true, ocr: false },
      // No text layer: OCR (auto) reads the page, and finds nothing on it.
      { page: 2, width: 792, height: 612, rotation: 90, has_text_layer: false, ocr: true },
    ]);
  });
});

describe('body = blocks joined, on every generated fixture', () => {
  const slugs = readdirSync(DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  it('holds in both table modes', async () => {
    for (const slug of slugs)
      for (const mode of ['inline', 'placeholder'] as const) {
        const out = await extract(slug, mode);
        expectInvariant(out);
        for (const b of out.blocks ?? []) {
          expect(b.page, slug).toBeGreaterThanOrEqual(1);
          expect(b.bbox?.[2], slug).toBeGreaterThan(b.bbox?.[0] ?? 0);
        }
      }
  });
});

describeCorpus('body = blocks joined, on corpus papers', ['pdf', 'readoc-arxiv'], () => {
  const dirs = [corpusPath('pdf', 'readoc-arxiv', 'pdf'), corpusPath('pdf', 'real-nogt')];
  it('holds on the READoc sample and the real-nogt papers', async () => {
    let files = 0;
    for (const dir of dirs)
      for (const f of readdirSync(dir).filter((n) => n.endsWith('.pdf'))) {
        const out = await extractBytes(new Uint8Array(readFileSync(join(dir, f))));
        expectInvariant(out);
        files++;
      }
    expect(files).toBeGreaterThan(20);
  }, 120_000);
});
