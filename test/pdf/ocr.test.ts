/**
 * OCR (shared/extract/pdf/ocr): the word-box model, the decisions around it, and honest outcomes.
 * Scans here are the image-only twins in test/fixtures/ocr (generated from the project's own PDFs).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, dpiFor, unusableTextLayer } from '../../shared/extract/pdf/ocr/index.ts';
import { parseTsv } from '../../shared/extract/pdf/ocr/tsv.ts';
import type { OcrWord } from '../../shared/extract/pdf/ocr/types.ts';
import { wasmPaths } from '../../shared/extract/pdf/ocr/wasm.ts';
import { deskew, skewOf, toTextItems } from '../../shared/extract/pdf/ocr/words.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { scoreText } from '../../shared/quality/index.ts';
import { withOcrQuality } from '../../shared/quality/ocr.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(join(PROJECT_ROOT, 'test', 'fixtures', name)));
/** OCR under a loaded CI box: a page can take 20 s. */
const SLOW = 300_000;

afterAll(() => closeOcr());

function word(text: string, bbox: OcrWord['bbox'], line = 1, par = 1, confidence = 95): OcrWord {
  return { text, bbox, confidence, block: 1, par, line };
}

describe('the word-box model', () => {
  it('reads word rows of Tesseract TSV and skips containers, empty words and confidence -1', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      '1\t1\t0\t0\t0\t0\t0\t0\t2550\t3300\t-1\t',
      '4\t1\t1\t1\t1\t0\t300\t400\t900\t40\t-1\t',
      '5\t1\t1\t1\t1\t1\t300\t400\t120\t40\t96.5\tMethods',
      '5\t1\t1\t1\t1\t2\t440\t400\t60\t40\t-1\t ',
      '5\t1\t2\t1\t3\t1\t300\t500\t80\t30\t71\tand',
    ].join('\n');
    expect(parseTsv(tsv)).toEqual([
      { text: 'Methods', bbox: [300, 400, 420, 440], confidence: 96.5, block: 1, par: 1, line: 1 },
      { text: 'and', bbox: [300, 500, 380, 530], confidence: 71, block: 2, par: 1, line: 3 },
    ]);
  });

  it('gives every word of a line one baseline and one size, evened out over the paragraph', () => {
    // "on" has no ascender or descender: its ink is half the line's; it still sits on the baseline.
    const words = [
      word('typed', [72, 100, 110, 110]),
      word('on', [114, 103, 124, 108]),
      word('paper', [128, 101, 160, 110], 1),
      word('Second', [72, 114, 110, 122.5], 2),
      word('line', [114, 114, 130, 122], 2),
    ];
    const items = toTextItems(words, 792);
    const bases = items.map((it) => 792 - it.transform[5]);
    expect(new Set(bases.slice(0, 3)).size).toBe(1);
    expect(new Set(items.map((it) => it.transform[0])).size).toBe(1);
    // Each word but a line's last carries its space: a tight gap at scanner resolution joins no words.
    expect(items.map((it) => it.str)).toEqual(['typed ', 'on ', 'paper', 'Second ', 'line']);
  });

  it('measures a scanner tilt from the lines and turns the words back', () => {
    const tilt = (1.5 * Math.PI) / 180;
    const words: OcrWord[] = [];
    for (let l = 0; l < 5; l++)
      for (let i = 0; i < 6; i++) {
        const x = 72 + i * 70;
        const y = 100 + l * 14 + x * Math.tan(tilt);
        words.push(word(`w${l}${i}`, [x, y, x + 50, y + 10], l + 1));
      }
    expect(skewOf(words)).toBeCloseTo(1.5, 1);
    const straight = deskew(words, skewOf(words), 612, 792);
    expect(skewOf(straight)).toBe(0);
    const firstLine = straight.filter((w) => w.line === 1).map((w) => w.bbox[1]);
    expect(Math.max(...firstLine) - Math.min(...firstLine)).toBeLessThan(0.5);
  });

  it('renders at 300 dpi, and coarser for hostile page sizes so the pixels stay capped', () => {
    expect(dpiFor(612, 792)).toBe(300);
    expect(dpiFor(595, 842)).toBe(300);
    // The largest page PDF allows (200 x 200 in) and a poster: the pixel cap wins over the dpi.
    for (const side of [14_400, 2_384]) {
      const dpi = dpiFor(side, side);
      expect(dpi).toBeLessThan(300);
      expect(((side * dpi) / 72) ** 2).toBeLessThanOrEqual(25_000_000);
    }
  });
});

describe('when to OCR', () => {
  const tally = (chars: number, replacement: number) => ({
    byFont: { f: { chars, replacement, pua: 0, mapped: 0 } },
    brokenFonts: [],
  });
  const placed = (n: number) => ({ items: Array(n).fill({}), rotated: [], dropped: [] }) as never;

  it('reads a page without text, or with a text layer of mostly unreadable glyphs', () => {
    expect(unusableTextLayer(placed(0), tally(0, 0))).toBe(true);
    expect(unusableTextLayer(placed(40), tally(400, 300))).toBe(true);
  });

  it('leaves a readable text layer alone, even with a few broken glyphs', () => {
    expect(unusableTextLayer(placed(40), tally(400, 40))).toBe(false);
    expect(unusableTextLayer(placed(2), tally(6, 6))).toBe(false);
  });

  it('never OCRs a born-digital PDF in auto mode', async () => {
    const out = await processDocument(
      { bytes: fixture('pdf/running-heads/input.pdf'), key: 'born-digital.pdf' },
      { ...DEFAULT_PROCESS_OPTIONS, ocr: { mode: 'auto' } },
    );
    expect(out.sidecar.status).toBe('ok');
    expect(out.sidecar.ocr).toBeNull();
    expect(out.sidecar.fallbacks).not.toContain('pdf.ocr');
    expect(out.sidecar.page_spans.every((p) => p.has_text_layer && !p.ocr)).toBe(true);
    expect(Object.keys(out.sidecar.receipt.engines)).not.toContain('tesseract.js');
  });
});

describe('honest outcomes', () => {
  it('fails a scan read with --ocr off as no_text, saying that OCR is off', async () => {
    const out = await processDocument(
      { bytes: fixture('ocr/hyphenation-scan.pdf'), key: 'scan.pdf' },
      { ...DEFAULT_PROCESS_OPTIONS, ocr: { mode: 'off' } },
    );
    expect(out.sidecar.status).toBe('failed');
    expect(out.sidecar.error?.code).toBe('no_text');
    expect(out.sidecar.error?.message).toMatch(/page\(s\) 1 have no usable text layer.*OCR is off/);
    expect(out.text).toBe('');
    expect(out.sidecar.fallbacks).toContain('pdf.no_text_layer');
  });

  it(
    'fails blank pages as no_text after OCR ran and found nothing',
    async () => {
      const doc = await PDFDocument.create();
      doc.addPage([300, 400]);
      const out = await processDocument(
        { bytes: await doc.save(), key: 'blank.pdf' },
        { ...DEFAULT_PROCESS_OPTIONS, ocr: { mode: 'auto' } },
      );
      expect(out.sidecar.status).toBe('failed');
      expect(out.sidecar.error?.code).toBe('no_text');
      expect(out.sidecar.error?.message).toMatch(/OCR \(tesseract(\.js)?\) read them and found no words/);
      expect(out.sidecar.ocr?.pages).toEqual([1]);
    },
    SLOW,
  );

  it('lowers the score and flags text OCR read with low confidence', () => {
    const base = scoreText('The participants completed the questionnaire in the laboratory. '.repeat(20));
    const summary = { engine: 'tesseract', version: '5', pages: [1, 2], dpi: 300, seconds: 1 };
    const ocr = (mean: number) => ({
      mode: 'auto' as const,
      needed: [1, 2],
      words: 100,
      skipped: [],
      summary: { ...summary, mean_confidence: mean },
    });
    const low = withOcrQuality(base, ocr(45), 2);
    expect(low.score).toBeLessThan(base.score * 0.6);
    expect(low.flags).toEqual(expect.arrayContaining(['ocr', 'ocr_low_confidence']));
    expect(low.confidence).toBe('low');
    const clean = withOcrQuality(base, ocr(95), 2);
    expect(clean.score).toBe(base.score);
    expect(clean.flags).not.toContain('ocr_low_confidence');
  });
});

describe('tesseract.js offline', () => {
  it('takes its worker, core and English model from node_modules', () => {
    const paths = wasmPaths();
    for (const p of Object.values(paths)) expect(existsSync(p)).toBe(true);
    expect(existsSync(join(paths.langPath, 'eng.traineddata.gz'))).toBe(true);
  });

  it(
    'reads a page with every network call failing and writes no model cache',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'gleaner-ocr-offline-'));
      try {
        // Loaded into the process and its worker threads: any fetch or socket is an error.
        writeFileSync(
          join(dir, 'no-network.cjs'),
          `const fail = () => { throw new Error('network used'); };
         globalThis.fetch = fail;
         require('node:net').connect = fail; require('node:net').createConnection = fail;
         require('node:http').request = fail; require('node:https').request = fail;`,
        );
        const script = join(dir, 'read.mts');
        writeFileSync(
          script,
          `import { readFileSync } from 'node:fs';
         import { readPage, ocrEngine, closeOcr } from ${JSON.stringify(join(PROJECT_ROOT, 'shared/extract/pdf/ocr/index.ts'))};
         const engine = await ocrEngine('tesseract.js');
         const page = await readPage(new Uint8Array(readFileSync(process.argv[2])), 1, engine, 600000);
         process.stdout.write(page.words.map((w) => w.text).join(' '));
         await closeOcr();`,
        );
        const out = execFileSync(
          process.execPath,
          [
            '--require',
            join(dir, 'no-network.cjs'),
            '--import',
            pathToFileURL(join(PROJECT_ROOT, 'node_modules/tsx/dist/loader.mjs')).href,
            script,
            join(PROJECT_ROOT, 'test/fixtures/ocr/hyphenation-scan.pdf'),
          ],
          { cwd: dir, encoding: 'utf8', env: { ...process.env, PATH: '/nonexistent' }, timeout: SLOW },
        );
        expect(out).toMatch(/participant/);
        expect(readdirSync(dir).filter((f) => f.includes('traineddata'))).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    SLOW,
  );
});
