/** Which OCR engine runs: the native binary when it is on the PATH, else tesseract.js. */
import { nativeEngine, nativeVersion } from './native.ts';
import type { OcrEngine, OcrOptions } from './types.ts';
import { wasmEngine } from './wasm.ts';

let wasm: OcrEngine | null = null;

export async function ocrEngine(choice: OcrOptions['engine'] = 'auto'): Promise<OcrEngine> {
  if (choice !== 'tesseract.js') {
    const version = await nativeVersion();
    if (version) return nativeEngine(version);
    if (choice === 'tesseract') throw new Error('no tesseract binary on the PATH');
  }
  wasm ??= wasmEngine();
  return wasm;
}

/** Let go of the tesseract.js worker now (tests, benchmarks); it also goes after a minute idle. */
export async function closeOcr(): Promise<void> {
  await wasm?.close();
}
