/**
 * `npm run bench -- headings`: the PDF engine's heading blocks against the READoc arXiv ground
 * truth (gt/*.md `#` lines), per paper and in total: recall, precision, level agreement, and the
 * document title from the sidecar (processDocument's metadata.title) against the GT title.
 *
 * - GT headings: every `#`… line except the first level-1 line (the paper's title);
 *   `###### Abstract` counts as a heading (level unknown: left out of level agreement). GT level is
 *   the number of `#` minus one (`## 1 Introduction` is level 1).
 * - Found headings: blocks with role `heading`, and the run-in heading of a paragraph (`runIn`).
 * - Matching: both sides normalized (LaTeX math and markup dropped, lower case, section numbering
 *   stripped, letters and digits only); a detected heading matches an unmatched GT heading when
 *   one contains the other and the shorter is at least MIN_CONTAINED_SHARE of the longer (GT often
 *   drops the numbering, and wraps differ), or when their word sets overlap (MIN_WORD_DICE).
 *   Greedy, in document order, one to one.
 * - Level agreement: among matched pairs with a known GT level, the share with the same level.
 * - Title: normalized the same way; a match when one contains the other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { corpusPath } from '../../test/helpers/corpus.ts';
import type { BenchReport, Cell } from '../report.ts';

const DIR = corpusPath('pdf', 'readoc-arxiv');
/** The shorter of two contained headings must be at least this share of the longer (a lone "results" inside "results and discussion" is not a match). */
const MIN_CONTAINED_SHARE = 0.6;
/**
 * Or their word sets overlap this much (Dice): the GT was sometimes made from another version of
 * the paper ("Particle filtering with ABC" vs "…with approximate Bayesian computations" is 0.6).
 */
const MIN_WORD_DICE = 0.6;

export interface GtHeading {
  text: string;
  level: number | null;
}

export function gtHeadings(md: string): { title: string | null; headings: GtHeading[] } {
  const lines = md.split('\n').filter((l) => /^#{1,6}\s/.test(l));
  let title: string | null = null;
  const headings: GtHeading[] = [];
  for (const l of lines) {
    const hashes = (/^#+/.exec(l) as RegExpExecArray)[0].length;
    const text = l.slice(hashes).trim();
    if (hashes === 1 && title === null && !headings.length) {
      title = text;
      continue;
    }
    headings.push({ text, level: hashes === 6 ? null : hashes - 1 });
  }
  return { title, headings };
}

/** Lower case, no LaTeX math or markup, section numbering stripped, letters and digits only. */
export function normHeading(s: string): string {
  return s
    .replace(/\\\(.*?\\\)|\$[^$]*\$/g, ' ')
    .replace(/[_*`]/g, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(
      /^\s*(?:appendix\s+)?(?:\d+(?:\.\d+)*|[ivx]+(?:-[a-z]\d*)?|[a-h])(?=[.\s)]|[a-z]{3})[.)]?\s*/u,
      '',
    )
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function wordsOf(s: string): Set<string> {
  return new Set(
    s
      .replace(/\\\(.*?\\\)|\$[^$]*\$/g, ' ')
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );
}

/** Containment of the normalized strings, or word overlap (Dice) of at least MIN_WORD_DICE. */
function matches(a: string, b: string): boolean {
  const na = normHeading(a);
  const nb = normHeading(b);
  if (!na || !nb) return false;
  const [s, l] = na.length <= nb.length ? [na, nb] : [nb, na];
  if (l.includes(s) && s.length >= MIN_CONTAINED_SHARE * l.length) return true;
  const wa = wordsOf(a);
  const wb = wordsOf(b);
  const common = [...wa].filter((w) => wb.has(w)).length;
  return (2 * common) / (wa.size + wb.size) >= MIN_WORD_DICE;
}

interface Score {
  gt: number;
  found: number;
  matched: number;
  levelKnown: number;
  levelSame: number;
}

export function score(
  gt: GtHeading[],
  found: { text: string; level: number }[],
): Score & { misses: string[]; extras: string[] } {
  const used = new Set<number>();
  let levelKnown = 0;
  let levelSame = 0;
  const extras: string[] = [];
  for (const f of found) {
    const i = gt.findIndex((g, k) => !used.has(k) && matches(g.text, f.text));
    if (i < 0) {
      extras.push(f.text);
      continue;
    }
    used.add(i);
    if (gt[i].level !== null) {
      levelKnown++;
      if (gt[i].level === f.level) levelSame++;
    }
  }
  return {
    gt: gt.length,
    found: found.length,
    matched: used.size,
    levelKnown,
    levelSame,
    misses: gt.filter((_, k) => !used.has(k)).map((g) => g.text),
    extras,
  };
}

function row(doc: string, s: Score, title: Cell): Record<string, Cell> {
  return {
    doc,
    gt: s.gt,
    found: s.found,
    recall: s.gt ? s.matched / s.gt : null,
    precision: s.found ? s.matched / s.found : null,
    levels: s.levelKnown ? s.levelSame / s.levelKnown : null,
    title,
  };
}

export async function run(args: string[]): Promise<BenchReport> {
  const verbose = args.includes('--verbose');
  const files = readdirSync(join(DIR, 'pdf'))
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  const total: Score = { gt: 0, found: 0, matched: 0, levelKnown: 0, levelSame: 0 };
  let titles = 0;
  let titled = 0;
  const rows: Record<string, Cell>[] = [];
  const notes: string[] = [];
  const detail: unknown[] = [];
  for (const f of files) {
    const md = readFileSync(join(DIR, 'gt', f.replace(/\.pdf$/, '.md')), 'utf8');
    const gt = gtHeadings(md);
    const bytes = new Uint8Array(readFileSync(join(DIR, 'pdf', f)));
    const ex = await pdfExtractor.extract(
      bytes,
      { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS },
      new FallbackRecorder(),
    );
    // Run-in headings open sections too ("Abstract—", "1) Feature extraction:"): they count.
    const found = (ex.blocks ?? []).flatMap((b) =>
      b.role === 'heading'
        ? [{ text: b.text, level: b.level ?? 1 }]
        : b.runIn
          ? [{ text: b.text.slice(0, b.runIn.length), level: b.runIn.level }]
          : [],
    );
    const s = score(gt.headings, found);
    let title: string | null = null;
    try {
      const out = await processDocument({ bytes, key: f }, DEFAULT_PROCESS_OPTIONS);
      title = out.sidecar.metadata.title;
    } catch (err) {
      notes.push(`${f}: processDocument failed (${String(err)})`);
    }
    // A GT without a title line (1201.2692 starts at its first section) does not count.
    const titleOk = title !== null && gt.title !== null && matches(gt.title, title);
    if (gt.title !== null) titled++;
    if (titleOk) titles++;
    for (const k of Object.keys(total) as (keyof Score)[]) total[k] += s[k];
    rows.push(row(f.replace(/\.pdf$/, ''), s, gt.title === null ? null : titleOk ? 'ok' : 'miss'));
    detail.push({ doc: f, misses: s.misses, extras: s.extras, title, gtTitle: gt.title });
    if (verbose) {
      for (const m of s.misses) notes.push(`${f} missed: ${m}`);
      for (const e of s.extras) notes.push(`${f} extra: ${e.slice(0, 90)}`);
      if (!titleOk) notes.push(`${f} title: got ${JSON.stringify(title)}, gt ${JSON.stringify(gt.title)}`);
    }
  }
  rows.push(row('TOTAL', total, `${titles}/${titled}`));
  notes.push(
    'headings: normalized (lower case, numbering stripped, letters/digits), one-to-one containment match; levels over matches with a known GT level; `--verbose` lists misses and extras',
  );
  return { title: `PDF headings vs READoc arXiv GT (${files.length} papers)`, rows, notes, data: { detail } };
}
