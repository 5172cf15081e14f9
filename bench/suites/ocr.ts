/**
 * `npm run bench -- ocr [--docs N] [--only slug,slug]`: seconds per page of Gleaner's OCR path (render with pdf.js,
 * recognise, orientation check, layout engine, normalization: `processDocument`) with tesseract.js
 * and with the native `tesseract` binary, against plain `tesseract` on the same page images
 * (rendered once beforehand at the same dpi, PGM files), in one run, documents interleaved.
 *
 * Pages: the image-only fixtures in test/fixtures/ocr (project-owned scans of its own PDFs).
 * Every engine runs with one OCR thread (OMP_THREAD_LIMIT=1, as Gleaner's fleet does: one parse
 * per core), so the ratio compares work, not how many cores Tesseract grabbed.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { closeOcr, ocrEngine, renderPage, withRenderDoc } from '../../shared/extract/pdf/ocr/index.ts';
import { toPgm } from '../../shared/extract/pdf/ocr/render.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { OCR_FIXTURES, scanPdf } from '../../test/fixtures/ocr/generate.ts';
import type { BenchReport } from '../report.ts';

function plainTesseract(image: string): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(
      'tesseract',
      [image, 'stdout', '-l', 'eng', '--dpi', '300'],
      { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, maxBuffer: 64 * 1024 * 1024 },
      (err) => (err ? reject(err) : resolve()),
    ),
  );
}

export async function run(args: string[]): Promise<BenchReport> {
  const i = args.indexOf('--docs');
  const o = args.indexOf('--only');
  const only = o >= 0 ? new Set(args[o + 1].split(',')) : null;
  const docs = OCR_FIXTURES.filter((f) => !only || only.has(f.slug)).slice(
    0,
    i >= 0 ? Number(args[i + 1]) : OCR_FIXTURES.length,
  );
  const native = await ocrEngine('tesseract').catch(() => null);
  const dir = mkdtempSync(join(tmpdir(), 'gleaner-bench-ocr-'));
  const seconds: Record<string, number> = {
    'gleaner tesseract.js': 0,
    'gleaner tesseract': 0,
    'plain tesseract': 0,
  };
  let pages = 0;
  const notes: string[] = [];
  try {
    for (const f of docs) {
      const bytes = new Uint8Array(readFileSync(scanPdf(f)));
      const images = await withRenderDoc(bytes, async (doc) => {
        const files: string[] = [];
        for (let p = 1; p <= doc.numPages; p++) {
          const file = join(dir, `${f.slug}-${p}.pgm`);
          writeFileSync(file, toPgm(await renderPage(doc, p)));
          files.push(file);
        }
        return files;
      });
      pages += images.length;
      for (const engine of ['tesseract.js', 'tesseract'] as const) {
        if (engine === 'tesseract' && !native) continue;
        const t0 = performance.now();
        const out = await processDocument(
          { bytes, key: `${f.slug}.pdf` },
          // An allowance far above a page's cost: the bench measures time, it must not cut pages short.
          { ...DEFAULT_PROCESS_OPTIONS, ocr: { mode: 'auto', engine, pageMs: 3_600_000 } },
        );
        seconds[`gleaner ${engine}`] += (performance.now() - t0) / 1000;
        if (out.sidecar.status !== 'ok') notes.push(`${f.slug} (${engine}): ${out.sidecar.error?.message}`);
      }
      if (native) {
        const t0 = performance.now();
        for (const img of images) await plainTesseract(img);
        seconds['plain tesseract'] += (performance.now() - t0) / 1000;
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await closeOcr();
  }
  const base = seconds['plain tesseract'] / pages;
  const rows = Object.entries(seconds)
    .filter(([name]) => native || !name.endsWith(' tesseract'))
    .map(([name, s]) => ({
      engine: name,
      pages,
      's/page': s / pages,
      'x plain tesseract': native ? s / pages / base : null,
    }));
  for (const r of rows)
    notes.push(
      `${r.engine}: ${r['s/page'].toFixed(2)} s/page over ${pages} pages${r['x plain tesseract'] ? ` (${r['x plain tesseract'].toFixed(2)}x plain tesseract)` : ''}`,
    );
  if (!native) notes.push('no tesseract binary on the PATH: native rows skipped');
  notes.push(
    'gleaner rows include rendering the page with pdf.js (plain tesseract reads pre-rendered images) and the layout engine',
  );
  return { title: `OCR speed (${docs.length} scanned fixtures, one OCR thread each)`, rows, notes };
}
