/**
 * The web table set at bench time: every document of generate.ts printed to PDF by Chromium
 * (playwright-core driving the system's browser; no browser is downloaded), one browser for all
 * missing documents, into a cache under the OS temp folder keyed by the hash of the document's
 * HTML and of this renderer's source, so a second run reuses the PDFs (PDFs are not committed).
 * Delete os.tmpdir()/gleaner-tables-web after upgrading Chromium.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { type WebDoc, webDocs } from './generate.ts';

/** Debian's Chromium (the /usr/bin/chromium wrapper execs this binary). */
export const CHROMIUM = '/usr/lib/chromium/chromium';
const CACHE = 'gleaner-tables-web';
/** Hex digits of the key's SHA-256 kept in the cached PDF's name. */
const HASH_CHARS = 16;
const RENDERER = new URL(import.meta.url).pathname;

export type BuiltDoc = WebDoc & {
  /** Chromium's PDF, or null when printing failed. */
  pdf: Uint8Array | null;
};

export const hasChromium = (): boolean => existsSync(CHROMIUM);

/** The cached PDF path of a document (whether or not it has been built yet). */
export function cachedPdfPath(d: WebDoc): string {
  const key = createHash('sha256')
    .update(d.html)
    .update(readFileSync(RENDERER))
    .digest('hex')
    .slice(0, HASH_CHARS);
  return join(tmpdir(), CACHE, `${d.name}-${key}.pdf`);
}

/** Every document with its PDF, printing those not in the cache. */
export async function webSet(): Promise<BuiltDoc[]> {
  const docs = webDocs();
  const missing = docs.filter((d) => !existsSync(cachedPdfPath(d)));
  if (missing.length) {
    mkdirSync(join(tmpdir(), CACHE), { recursive: true });
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      chromiumSandbox: false,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      const page = await browser.newPage();
      // No network: every resource is inline, anything else is refused.
      await page.route('**/*', (route) => route.abort());
      for (const d of missing) {
        try {
          await page.setContent(d.html, { waitUntil: 'load' });
          // Page size and margins come from the document's @page rule.
          const pdf = await page.pdf({ printBackground: true, preferCSSPageSize: true });
          writeFileSync(cachedPdfPath(d), pdf);
        } catch (e) {
          process.stderr.write(`tables-web: ${d.name} not printed: ${(e as Error).message}\n`);
        }
      }
    } finally {
      await browser.close();
    }
  }
  return docs.map((d) => {
    const file = cachedPdfPath(d);
    return { ...d, pdf: existsSync(file) ? new Uint8Array(readFileSync(file)) : null };
  });
}
