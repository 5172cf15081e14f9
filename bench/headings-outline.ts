/**
 * A second scored heading set for `npm run bench -- headings`, not tuned on: the public PDFs
 * outside READoc whose own outline (bookmarks, written by LaTeX hyperref or the publisher) lists
 * their sections. The outline is independent of what Gleaner reads (the extractor never opens
 * it), so it is ground truth for which headings a paper has, their order and their depth.
 *
 * Its bias: an outline may list what is not printed as a heading (BMC's structured-abstract
 * parts "Background", "Methods" are run-in labels inside the abstract) and may leave printed
 * headings out (JSS lists sub-sub-sections only in part). Both lower precision or recall a
 * little; the per-document rows show where.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withPdf } from '../shared/extract/pdf/pdfjs.ts';
import { corpusPath } from '../test/helpers/corpus.ts';

/** Folders searched for PDFs with an outline: every public PDF set except READoc (tuned on) and tabula's tables. */
export const OUTLINE_SETS = [
  'science-parse-weakgt/pdfs',
  'real-nogt',
  'authored-unit-tests/pdfs',
  'olmocr-bench-sample/pdfs',
];
/** An outline with fewer entries is a stub (a title bookmark), not a section list. */
const MIN_ENTRIES = 3;

export interface OutlineEntry {
  text: string;
  level: number;
}

interface OutlineNode {
  title: string;
  items?: OutlineNode[];
}

/** The outline's entries in order, depth 1 at the top; LaTeX accent residue ("Lema{^i }tre") cleaned. */
export async function outlineOf(bytes: Uint8Array): Promise<OutlineEntry[]> {
  return withPdf(bytes, async (doc) => {
    const tree = ((await doc.getOutline()) ?? []) as OutlineNode[];
    const walk = (nodes: OutlineNode[], level: number): OutlineEntry[] =>
      nodes.flatMap((n) => [
        { text: n.title.replace(/\{\^?\\?(\w)\s*\}/g, '$1').replace(/--/g, '–'), level },
        ...walk(n.items ?? [], level + 1),
      ]);
    return walk(tree, 1);
  });
}

/** The PDFs of OUTLINE_SETS whose outline has at least MIN_ENTRIES entries. */
export async function outlinedPdfs(): Promise<{ file: string; name: string; outline: OutlineEntry[] }[]> {
  const out: { file: string; name: string; outline: OutlineEntry[] }[] = [];
  for (const set of OUTLINE_SETS) {
    const dir = corpusPath('pdf', set);
    let names: string[];
    try {
      names = readdirSync(dir).filter((f) => f.endsWith('.pdf'));
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      const file = join(dir, name);
      const outline = await outlineOf(new Uint8Array(readFileSync(file))).catch(() => []);
      if (outline.length >= MIN_ENTRIES) out.push({ file, name: name.replace(/\.pdf$/, ''), outline });
    }
  }
  return out;
}
