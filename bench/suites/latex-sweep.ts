/**
 * `npm run bench -- latex-sweep [--verbose] [--only name,name]`: the layout sweep of
 * bench/latex-sweep/variants.ts. Each tuned base paper (bench/headings-latex `article` and
 * `article-2col`, two papers each) is re-set once per variant — one typesetting parameter changed
 * — built with pdflatex into a cache (bench/latex-build.ts) and scored as latex-order.ts scores
 * the originals (latex-order/score-paper.ts), with pdftotext in the same run. The sources are
 * derived at bench time from the committed papers and written under the OS temp folder; nothing
 * of them is committed. One row per variant, BASE for the unchanged papers, and ALL VARIANTS.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasPdflatex } from '../headings-latex/build.ts';
import { allPapers } from '../headings-latex/generate.ts';
import { buildSet, type LatexSet } from '../latex-build.ts';
import { applyVariant, BASES, VARIANTS, type Variant } from '../latex-sweep/variants.ts';
import type { BenchReport, Cell } from '../report.ts';
import { scorePaper } from './latex-order/score-paper.ts';
import { addPaper, row, type Tally, zeroTally } from './latex-order/tally.ts';
import { truths } from './latex-order/truth.ts';

const SET: LatexSet = {
  sources: join(tmpdir(), 'gleaner-latex-sweep-src'),
  cache: 'gleaner-latex-sweep',
  passes: 2,
  job: 'paper',
  tmpPrefix: 'gleaner-sweep-',
};

interface SweepEntry {
  name: string;
  base: string;
  variant: string;
}

/** Writes every variant's source and the set's index.json under SET.sources. */
function writeSources(variants: Variant[]): void {
  mkdirSync(SET.sources, { recursive: true });
  const entries: SweepEntry[] = [];
  const base: Variant = { name: 'BASE' };
  for (const p of allPapers().filter((x) => BASES.includes(x.entry.cls))) {
    for (const v of [base, ...variants]) {
      const name = `${p.entry.name}--${v.name}`;
      writeFileSync(join(SET.sources, `${name}.tex`), applyVariant(p.tex, v));
      entries.push({ name, base: p.entry.name, variant: v.name });
    }
  }
  writeFileSync(join(SET.sources, 'index.json'), JSON.stringify(entries));
}

export async function run(args: string[]): Promise<BenchReport> {
  const title =
    'Layout sweep: tuned LaTeX papers re-set one parameter at a time (order, breaks, notes, leaks, hyphens)';
  if (!hasPdflatex()) return { title, rows: [], notes: ['skipped: `pdflatex` not installed'] };
  const verbose = args.includes('--verbose');
  const only = args
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const variants = only ? VARIANTS.filter((v) => only.includes(v.name)) : VARIANTS;
  writeSources(variants);
  const truth = truths();
  const notes: string[] = [];
  const byVariant = new Map<string, Tally>();
  const all = zeroTally();
  for (const p of buildSet<SweepEntry>(SET)) {
    const t = truth.get(p.base);
    if (!t) {
      notes.push(`${p.name}: its base paper's source differs from the generator: skipped`);
      continue;
    }
    if (!p.pdf) {
      notes.push(`${p.name}: did not build`);
      continue;
    }
    const { score, errors } = await scorePaper(p.name, p.pdf, t);
    const tally = byVariant.get(p.variant) ?? zeroTally();
    byVariant.set(p.variant, tally);
    addPaper(tally, score);
    if (p.variant !== 'BASE') addPaper(all, score);
    if (verbose) for (const e of errors) notes.push(`${p.name} ${e}`);
  }
  const rows: Record<string, Cell>[] = [...byVariant].map(([name, t]) => row(name, t));
  rows.push(row('ALL VARIANTS', all));
  notes.push(`${variants.length} variants of ${BASES.join(', ')} (two papers each)`);
  return { title, rows, notes };
}
