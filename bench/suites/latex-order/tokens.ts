/**
 * Words of a text in paragraphs, as the LaTeX reading-order bench compares them: letters-only
 * tokens of two or more letters, lower-cased (readoc.ts `words`: math, numbers and citation
 * marks print differently in every class, so they are not compared), each with the paragraph
 * it sits in. Paragraphs are what a blank line separates in a text output.
 */
import { CAPTION_SEPARATOR, FOOTNOTE_SEPARATOR } from '../../../shared/pipeline/assemble.ts';
import { words } from '../readoc.ts';

export interface Stream {
  words: string[];
  /** Paragraph index of each word. */
  para: number[];
  /** Word index where each paragraph starts (paragraphs without words are left out). */
  starts: number[];
}

/** Paragraphs of a text output: blocks between blank lines. */
export function paragraphsOf(text: string): string[] {
  return text.split(/\n\s*\n/).filter((p) => p.trim());
}

/** The text before Gleaner's first stream separator (captions, footnotes). */
export function bodyOf(text: string): string {
  const cut = [CAPTION_SEPARATOR, FOOTNOTE_SEPARATOR].map((sep) => text.indexOf(sep)).filter((i) => i >= 0);
  return cut.length ? text.slice(0, Math.min(...cut)) : text;
}

export function streamOf(paragraphs: readonly string[]): Stream {
  const s: Stream = { words: [], para: [], starts: [] };
  paragraphs.forEach((p, k) => {
    const ws = words(p);
    if (!ws.length) return;
    s.starts.push(s.words.length);
    for (const w of ws) {
      s.words.push(w);
      s.para.push(k);
    }
  });
  return s;
}

/** Shingles of `n` words that occur exactly once in `ws`, by their start index. */
export function uniqueShingles(ws: readonly string[], n: number): Map<string, number> {
  const seen = new Map<string, number>();
  for (let i = 0; i + n <= ws.length; i++) {
    const key = ws.slice(i, i + n).join(' ');
    seen.set(key, seen.has(key) ? -1 : i);
  }
  for (const [k, v] of seen) if (v < 0) seen.delete(k);
  return seen;
}
