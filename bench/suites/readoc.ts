/**
 * READoc arXiv sample: word-level F1 and reading order against the ground-truth Markdown, for
 * Gleaner's full product output (processDocument, level `academic`, text output) and for
 * pdftotext (default reading order), side by side in one run.
 *
 * - Words: letters-only tokens of two or more letters, lower-cased; Markdown markup, LaTeX math
 *   (`\( \)`, `\[ \]`, `$ $`), LaTeX tables and the environment markers around them
 *   (`\begin{table}`, which READoc keeps around 13 tables) are removed from the ground truth
 *   first, since neither tool reproduces LaTeX. F1 is over the multiset of words (micro-averaged).
 * - Reading order: 6-word shingles that occur exactly once in the ground truth and once in the
 *   output are anchors; the score is the longest increasing subsequence of their output
 *   positions (taken in ground-truth order) divided by the number of anchors: 1.0 means every
 *   matched passage comes in the ground truth's order. Footnote paragraphs ("Footnote N:") are
 *   left out of the order score for both tools: where notes go is an output policy (Gleaner puts
 *   them after the body by default), not reading order.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CAPTION_SEPARATOR, FOOTNOTE_SEPARATOR } from '../../shared/pipeline/assemble.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import type { BenchReport, Cell } from '../report.ts';

const CORPUS = process.env.GLEANER_CORPUS ?? join(PROJECT_ROOT, '..', 'shared', 'corpus');
const DIR = join(CORPUS, 'pdf', 'readoc-arxiv');
/** Shingle length for order anchors: long enough to be unique in a paper, short enough to survive a few extraction errors. */
const SHINGLE = 6;

/** The ground truth's words only: the float wrapper around a table (`\begin{table}`) is markup too. */
export function stripGroundTruth(md: string): string {
  return md
    .replace(/\\begin\{tabular\}[\s\S]*?\\end\{tabular\}/g, ' ')
    .replace(/\\(?:begin|end)\{[a-z*]+\}/g, ' ')
    .replace(/\\\[[\s\S]*?\\\]/g, ' ')
    .replace(/\\\([\s\S]*?\\\)/g, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/\$[^$\n]*\$/g, ' ')
    .replace(/^#+\s*/gm, '')
    .replace(/[*_`]/g, ' ')
    .replace(/^Footnote \d+:/gm, ' ');
}

export function words(text: string): string[] {
  return (text
    .normalize('NFKC')
    .toLowerCase()
    .match(/\p{L}{2,}/gu) ?? []) as string[];
}

function counts(ws: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const w of ws) m.set(w, (m.get(w) ?? 0) + 1);
  return m;
}

function overlap(a: string[], b: string[]): number {
  const cb = counts(b);
  let n = 0;
  for (const [w, k] of counts(a)) n += Math.min(k, cb.get(w) ?? 0);
  return n;
}

function uniqueShingles(ws: string[]): Map<string, number> {
  const seen = new Map<string, number>();
  for (let i = 0; i + SHINGLE <= ws.length; i++) {
    const key = ws.slice(i, i + SHINGLE).join(' ');
    seen.set(key, seen.has(key) ? -1 : i);
  }
  return seen;
}

function lisLength(seq: number[]): number {
  const tails: number[] = [];
  for (const v of seq) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid] < v) lo = mid + 1;
      else hi = mid;
    }
    tails[lo] = v;
  }
  return tails.length;
}

export function orderScore(gt: string[], out: string[]): { score: number; anchors: number } {
  const g = uniqueShingles(gt);
  const o = uniqueShingles(out);
  const anchors: [number, number][] = [];
  for (const [key, gi] of g) {
    const oi = o.get(key);
    if (gi >= 0 && oi !== undefined && oi >= 0) anchors.push([gi, oi]);
  }
  anchors.sort((a, b) => a[0] - b[0]);
  if (!anchors.length) return { score: 0, anchors: 0 };
  return { score: lisLength(anchors.map((a) => a[1])) / anchors.length, anchors: anchors.length };
}

interface Tally {
  overlap: number;
  predicted: number;
  truth: number;
  order: number[];
  ms: number;
}

function row(tool: string, t: Tally, docs: number): Record<string, Cell> {
  const p = t.overlap / t.predicted;
  const r = t.overlap / t.truth;
  return {
    tool,
    docs,
    precision: p,
    recall: r,
    f1: (2 * p * r) / (p + r),
    order: t.order.reduce((a, b) => a + b, 0) / t.order.length,
    'ms/doc': Math.round(t.ms / docs),
  };
}

function pdftotext(file: string): string | null {
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 << 20 }).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * The text without the stream separators' headings: "Captions" and "Footnotes" are labels Gleaner
 * writes between its streams, not words of the paper (counted as predicted words, they cost
 * Gleaner one false positive per stream per paper).
 */
function withoutSeparators(text: string): string {
  return text.replaceAll(CAPTION_SEPARATOR, '\n\n').replaceAll(FOOTNOTE_SEPARATOR, '\n\n');
}

/** The text before the first stream separator (captions, then footnotes). */
function bodyOf(text: string): string {
  const cut = [CAPTION_SEPARATOR, FOOTNOTE_SEPARATOR].map((sep) => text.indexOf(sep)).filter((i) => i >= 0);
  return cut.length ? text.slice(0, Math.min(...cut)) : text;
}

export async function run(_args: string[]): Promise<BenchReport> {
  const files = readdirSync(join(DIR, 'pdf'))
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  const gl: Tally = { overlap: 0, predicted: 0, truth: 0, order: [], ms: 0 };
  const pt: Tally = { overlap: 0, predicted: 0, truth: 0, order: [], ms: 0 };
  let havePdftotext = true;
  const perDoc: Record<string, Cell>[] = [];
  /** Gleaner's order over the whole text, streams included (how it was measured before 2026-12-03). */
  const fullTextOrder: number[] = [];
  for (const f of files) {
    const md = readFileSync(join(DIR, 'gt', f.replace(/\.pdf$/, '.md')), 'utf8');
    const gt = words(stripGroundTruth(md));
    const gtBody = words(stripGroundTruth(md.replace(/^Footnote \d+:.*$/gm, ' ')));
    const bytes = new Uint8Array(readFileSync(join(DIR, 'pdf', f)));
    let t0 = performance.now();
    const out = await processDocument({ bytes, key: f }, DEFAULT_PROCESS_OPTIONS);
    gl.ms += performance.now() - t0;
    const gw = words(withoutSeparators(out.text));
    gl.overlap += overlap(gw, gt);
    gl.predicted += gw.length;
    gl.truth += gt.length;
    // Reading order is a claim about the body only: captions and footnotes are streams after it
    // (their words count for precision and recall above, not for order), as the GT's footnotes are
    // left out of gtBody.
    const go = orderScore(gtBody, words(bodyOf(out.text))).score;
    gl.order.push(go);
    fullTextOrder.push(orderScore(gtBody, gw).score);
    t0 = performance.now();
    const ptText = havePdftotext ? pdftotext(join(DIR, 'pdf', f)) : null;
    pt.ms += performance.now() - t0;
    let po: number | null = null;
    if (ptText === null) havePdftotext = false;
    else {
      const pw = words(ptText);
      pt.overlap += overlap(pw, gt);
      pt.predicted += pw.length;
      pt.truth += gt.length;
      po = orderScore(gtBody, pw).score;
      pt.order.push(po);
    }
    perDoc.push({ doc: f, gleaner_order: go, pdftotext_order: po });
  }
  const rows = [row('gleaner', gl, files.length)];
  const notes: string[] = [];
  if (havePdftotext) {
    const p = row('pdftotext', pt, files.length);
    rows.push(p);
    const g = rows[0];
    notes.push(
      `ratios gleaner/pdftotext: f1 ${((g.f1 as number) / (p.f1 as number)).toFixed(3)}, order ${((g.order as number) / (p.order as number)).toFixed(3)}`,
    );
  } else notes.push('pdftotext not installed: baseline skipped');
  notes.push(
    `gleaner order over the whole text, caption and note streams included: ${(fullTextOrder.reduce((a, b) => a + b, 0) / fullTextOrder.length).toFixed(3)} (the streams come after the body by design; the order column reads the body)`,
  );
  notes.push(
    'words: letters-only tokens ≥2 letters; order: LIS share of unique 6-word anchors (1.0 = perfect)',
  );
  return { title: `READoc arXiv sample (${files.length} papers)`, rows, notes, data: { perDoc } };
}
