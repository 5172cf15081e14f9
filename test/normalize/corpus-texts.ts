/**
 * Raw extractor output for the shared corpus (../shared/corpus/{pdf,docx,html}), for the
 * idempotence test and the normalize bench. Extraction only: normalization is what is measured.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { detectFormat, EXTRACTORS } from '../../shared/extract/index.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import { CORPUS } from '../helpers/corpus.ts';

const EXTENSIONS = new Set(['.pdf', '.docx', '.html', '.htm']);

/** Every corpus document with a readable extension, sorted so samples are deterministic. */
export function corpusDocuments(formats: readonly string[] = ['pdf', 'docx', 'html']): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (EXTENSIONS.has(extname(name).toLowerCase())) out.push(path);
    }
  };
  for (const f of formats) {
    try {
      walk(join(CORPUS, f));
    } catch {
      // Absent format folder: the caller reports how many documents it actually read.
    }
  }
  return out.sort();
}

/** Every `step`-th document (deterministic sample), keeping at least one of each format. */
export function sample(paths: string[], step: number): string[] {
  return paths.filter((_, i) => i % step === 0);
}

export interface CorpusText {
  path: string;
  texts: string[];
}

/** Extract body and footnotes of one document; null when the extractor rejects it. */
export async function extractTexts(path: string): Promise<CorpusText | null> {
  const bytes = new Uint8Array(readFileSync(path));
  try {
    const detection = detectFormat(bytes, path);
    const result = await EXTRACTORS[detection.format].extract(
      bytes,
      { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS },
      new FallbackRecorder(),
    );
    return { path: relative(CORPUS, path), texts: [result.body, ...result.footnotes] };
  } catch {
    return null;
  }
}
