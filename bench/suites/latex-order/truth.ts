/**
 * What each LaTeX-made paper prints, from its generator (bench/headings-latex/generate.ts
 * `allPapers`, plain renderings): the body paragraphs in order, the footnotes, and every word it
 * prints. A paper whose committed source no longer matches its generator (classes.ts changed and
 * papers/ not regenerated yet) has no truth: its plain text would be another paper's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allPapers } from '../../headings-latex/generate.ts';

const PAPERS = join(new URL('../../headings-latex/papers/', import.meta.url).pathname);

export interface PaperTruth {
  /** Body paragraphs in reading order: the abstract, the sections', acknowledgments, appendix. */
  paragraphs: string[];
  /** Paragraph indices that go on after a display equation. */
  afterDisplay: Set<number>;
  footnotes: string[];
  /** The bibliography's entries, each as printed without its label. */
  references: string[];
  /** Everything the paper prints as text (title, authors, headings, captions, references too). */
  printed: string[];
}

export function truths(): Map<string, PaperTruth> {
  const out = new Map<string, PaperTruth>();
  for (const p of allPapers()) {
    let committed: string;
    try {
      committed = readFileSync(join(PAPERS, `${p.entry.name}.tex`), 'utf8');
    } catch {
      continue;
    }
    if (committed !== p.tex) continue;
    const t: PaperTruth = {
      paragraphs: [],
      afterDisplay: new Set(),
      footnotes: [],
      references: [],
      printed: [],
    };
    for (const item of p.plain) {
      t.printed.push(item.text);
      if (item.kind === 'footnote') t.footnotes.push(item.text);
      if (item.kind === 'reference') t.references.push(item.text);
      if (item.kind !== 'paragraph') continue;
      if (item.afterDisplay) t.afterDisplay.add(t.paragraphs.length);
      t.paragraphs.push(item.text);
    }
    out.set(p.entry.name, t);
  }
  return out;
}
