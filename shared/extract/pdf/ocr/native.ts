/**
 * The native `tesseract` binary (Debian `tesseract-ocr`), about twice as fast as the WASM build.
 * The image goes in on stdin as PGM, TSV comes back on stdout; nothing touches the disk.
 */
import { execFile, spawn } from 'node:child_process';
import { toPgm } from './render.ts';
import { parseTsv } from './tsv.ts';
import type { GrayImage, OcrEngine, OcrWord, RecognizeOptions } from './types.ts';

/**
 * One OCR thread per page: the fleet already runs one parse per core, and Tesseract's OpenMP
 * threads would oversubscribe them (and made single pages barely faster when measured).
 */
const THREAD_ENV = { OMP_THREAD_LIMIT: '1' };
/** Most TSV one page can produce (a dense page is ~200 KB): more is a runaway. */
const MAX_OUTPUT_BYTES = 32 * 1024 * 1024;
/** Page segmentation: 3 = automatic layout (columns, blocks); 11 = sparse text in no order. */
const PSM_AUTO = '3';
const PSM_SPARSE = '11';
const PSM_OSD_ONLY = '0';
/**
 * OSD confidence below which its answer is not taken. Tesseract's own examples call 2+ sure; a
 * sideways two-column fixture page measured 2.15, pages of upright text read 0 or a low value.
 */
const OSD_MIN_CONFIDENCE = 1.5;

function run(args: string[], input: Buffer | null, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('tesseract', args, {
      env: { ...process.env, ...THREAD_ENV },
      stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    const out: Buffer[] = [];
    let size = 0;
    let err = '';
    child.stdout?.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_OUTPUT_BYTES) child.kill('SIGKILL');
      else out.push(c);
    });
    child.stderr?.on('data', (c: Buffer) => {
      if (err.length < 2000) err += c.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (signal) reject(new Error(`tesseract killed (${signal}) after ${timeoutMs} ms`));
      else if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`tesseract exited with ${code}: ${err.trim().split('\n').pop() ?? ''}`));
    });
    if (input) {
      child.stdin?.on('error', () => undefined);
      child.stdin?.end(input);
    }
  });
}

let probed: Promise<string | null> | null = null;

/** The binary's version ("5.3.0"), or null when there is none on the PATH. Asked once per process. */
export function nativeVersion(): Promise<string | null> {
  probed ??= new Promise((resolve) => {
    execFile('tesseract', ['--version'], { timeout: 10_000 }, (err, stdout, stderr) => {
      if (err) return resolve(null);
      const m = /tesseract\s+v?(\d+\.\d+\.\d+)/i.exec(`${stdout}\n${stderr}`);
      resolve(m ? m[1] : 'unknown');
    });
  });
  return probed;
}

export function nativeEngine(version: string): OcrEngine {
  return {
    name: 'tesseract',
    version,
    async recognize(image: GrayImage, { sparse = false, timeoutMs }: RecognizeOptions): Promise<OcrWord[]> {
      const args = ['stdin', 'stdout', '-l', 'eng', '--psm', sparse ? PSM_SPARSE : PSM_AUTO];
      args.push('--dpi', String(image.dpi), 'tsv');
      return parseTsv(await run(args, toPgm(image), timeoutMs));
    },
    async orientation(image: GrayImage, timeoutMs: number) {
      const out = await run(
        ['stdin', 'stdout', '--psm', PSM_OSD_ONLY, '--dpi', String(image.dpi)],
        toPgm(image),
        timeoutMs,
      );
      const rotate = /Rotate:\s*(\d+)/.exec(out);
      const confidence = Number(/Orientation confidence:\s*([\d.]+)/.exec(out)?.[1] ?? 0);
      if (!rotate || confidence < OSD_MIN_CONFIDENCE) return null;
      return ((Number(rotate[1]) / 90) % 4) as 0 | 1 | 2 | 3;
    },
    async close() {},
  };
}
