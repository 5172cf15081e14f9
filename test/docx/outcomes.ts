/**
 * Run one corpus file through the product path (processDocument, text output, level academic)
 * or through mammoth alone, and shape the result for the checks.
 */
import { readFileSync } from 'node:fs';
import * as cheerio from 'cheerio';
import mammoth from 'mammoth';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { htmlToText } from '../../shared/extract/markup/to-text.ts';
import { listZipEntries } from '../../shared/extract/zip.ts';
import { normalize } from '../../shared/normalize/index.ts';
import { processDocument } from '../../shared/pipeline/index.ts';
import type { Outcome } from './checks.ts';

interface SideStory {
  text: string;
}

/** The level the corpus is checked at; expected strings get the same normalization. */
export const LEVEL = 'academic' as const;
export const normalizeExpected = (s: string): string => normalize(s, LEVEL).text;

export async function gleanerOutcome(path: string, withRaw = false): Promise<Outcome & { sidecar: unknown }> {
  const bytes = new Uint8Array(readFileSync(path));
  const run = (level: 'none' | typeof LEVEL) =>
    processDocument(
      { bytes, key: path },
      { level, footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS },
    );
  const out = await run(LEVEL);
  // Whitespace-exact checks read the un-normalized output (level none), as their name says.
  const rawText = withRaw ? (await run('none')).text : undefined;
  const d = (out.sidecar.diagnostics as { docx?: Record<string, unknown> }).docx ?? {};
  // Side streams are not normalized by the pipeline (they are diagnostics); match them alike.
  const texts = (k: string) =>
    ((d[k] as SideStory[] | undefined) ?? []).map((s) => normalizeExpected(s.text));
  return {
    text: out.text,
    // POI's reading order: headers, body, footers; comments last.
    before: texts('headers'),
    after: [...texts('footers'), ...texts('comments')],
    rawText,
    error: out.sidecar.error?.code ?? null,
    sidecar: out.sidecar,
  };
}

/**
 * mammoth with its defaults, as a user would call it. Files whose zip declares more than the
 * product's unzip limit are not fed to it (it would take ~2 GB and 30 s): counted as a failure.
 */
export async function mammothOutcome(path: string): Promise<Outcome> {
  const bytes = readFileSync(path);
  const none = { text: '', before: [], after: [] };
  try {
    const declared = listZipEntries(bytes).reduce((s, e) => s + e.uncompressedSize, 0);
    if (declared > DEFAULT_LIMITS.maxUnzippedBytes) return { ...none, error: 'not_run_unsafe' };
  } catch {
    // Not a readable zip: mammoth gets to fail on it itself.
  }
  try {
    const result = await mammoth.convertToHtml({ buffer: bytes });
    const text = htmlToText(cheerio.load(result.value).root().get(0)!);
    return { ...none, text: normalizeExpected(text), error: null };
  } catch {
    return { ...none, error: 'mammoth_error' };
  }
}
