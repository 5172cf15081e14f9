/**
 * tesseract.js (WASM), installed by `npm ci`: the engine when no native binary is on the PATH.
 * Everything comes from node_modules and never from a CDN: the worker script, the core (Node
 * requires it from `tesseract.js-core`), and the English model from `@tesseract.js-data/eng`.
 * `cacheMethod: 'none'` keeps it from writing `eng.traineddata` into the working directory.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { toPgm } from './render.ts';
import { parseTsv } from './tsv.ts';
import type { GrayImage, OcrEngine, OcrWord, RecognizeOptions } from './types.ts';

const require = createRequire(import.meta.url);
type Tesseract = typeof import('tesseract.js');
type TWorker = Awaited<ReturnType<Tesseract['createWorker']>>;

/** LSTM-only recognition (no legacy engine: the int model is smaller and as accurate). */
const OEM_LSTM_ONLY = 1;
/** Page segmentation: 3 = automatic layout; 11 = sparse text. */
const PSM_AUTO = '3';
const PSM_SPARSE = '11';
/**
 * The worker (about 100 MB of WASM memory and model) is kept between pages and documents, as
 * pdf.js is, and let go after this long without a page so an idle parse process shrinks back.
 */
const IDLE_CLOSE_MS = 60_000;

/** Local paths for every asset tesseract.js would otherwise fetch. */
export function wasmPaths(): { workerPath: string; corePath: string; langPath: string } {
  const pkg = dirname(require.resolve('tesseract.js/package.json'));
  const core = dirname(require.resolve('tesseract.js-core/package.json'));
  const eng = dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return {
    workerPath: join(pkg, 'src', 'worker-script', 'node', 'index.js'),
    corePath: core,
    // The LSTM int model, the one tesseract.js picks for LSTM-only recognition.
    langPath: join(eng, '4.0.0_best_int'),
  };
}

export function wasmVersion(): string {
  return (require('tesseract.js/package.json') as { version: string }).version;
}

export function wasmEngine(): OcrEngine {
  let worker: Promise<TWorker> | null = null;
  let idle: NodeJS.Timeout | undefined;
  const close = async () => {
    clearTimeout(idle);
    const w = worker;
    worker = null;
    if (w) await (await w).terminate().catch(() => undefined);
  };
  const get = () => {
    worker ??= (async () => {
      const { createWorker } = require('tesseract.js') as Tesseract;
      return createWorker('eng', OEM_LSTM_ONLY, {
        ...wasmPaths(),
        gzip: true,
        cacheMethod: 'none',
        workerBlobURL: false,
        logger: () => undefined,
        errorHandler: () => undefined,
      });
    })();
    return worker;
  };
  return {
    name: 'tesseract.js',
    version: wasmVersion(),
    async recognize(image: GrayImage, { sparse = false, timeoutMs }: RecognizeOptions): Promise<OcrWord[]> {
      clearTimeout(idle);
      const w = await get();
      let timer: NodeJS.Timeout | undefined;
      // A page past its allowance: the worker is terminated (the only way to stop WASM mid-page).
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          void close();
          reject(new Error(`tesseract.js gave no result within ${timeoutMs} ms`));
        }, timeoutMs);
      });
      try {
        const job = (async () => {
          await w.setParameters({
            tessedit_pageseg_mode: (sparse ? PSM_SPARSE : PSM_AUTO) as never,
            user_defined_dpi: String(image.dpi),
          });
          return w.recognize(toPgm(image), {}, { tsv: true, text: false, blocks: false });
        })();
        const { data } = await Promise.race([job, late]);
        return parseTsv(data.tsv ?? '');
      } finally {
        clearTimeout(timer);
        if (worker) {
          idle = setTimeout(() => void close(), IDLE_CLOSE_MS);
          idle.unref();
        }
      }
    },
    close,
  };
}
