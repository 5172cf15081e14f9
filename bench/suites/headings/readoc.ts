/**
 * The READoc arXiv set of `npm run bench -- headings` (10 papers, tuned on): the PDF engine's
 * headings against the `#` lines of the ground-truth markdown, the document title, and the
 * paragraph-to-section assignment and label agreement of the sidecar (gt.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../../shared/pipeline/index.ts';
import { corpusPath } from '../../../test/helpers/corpus.ts';
import type { Cell } from '../../report.ts';
import { extractHeadings } from './extract.ts';
import { type Assignment, assignment, emptyAssignment, gtHeadings } from './gt.ts';
import { matches, type Score, score } from './match.ts';

const DIR = corpusPath('pdf', 'readoc-arxiv');

function row(doc: string, s: Score, title: Cell, a: Assignment): Record<string, Cell> {
  return {
    doc,
    gt: s.gt,
    found: s.found,
    recall: s.gt ? s.matched / s.gt : null,
    precision: s.found ? s.matched / s.found : null,
    levels: s.levelKnown ? s.levelSame / s.levelKnown : null,
    title,
    paras: `${a.located}/${a.paragraphs}`,
    assign: a.located ? a.same / a.located : null,
    labels: a.headings ? a.labelSame / a.headings : null,
  };
}

/** Scores every READoc paper into `rows` (one per paper and a TOTAL row); returns the paper count and the assignment totals. */
export async function readocSet(
  rows: Record<string, Cell>[],
  notes: string[],
  detail: unknown[],
  verbose: boolean,
): Promise<{ papers: number; assigned: Assignment }> {
  const files = readdirSync(join(DIR, 'pdf'))
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  const total: Score = { gt: 0, found: 0, matched: 0, levelKnown: 0, levelSame: 0 };
  const { wrong: _, ...assigned }: Assignment & { wrong: string[] } = emptyAssignment();
  let titles = 0;
  let titled = 0;
  for (const f of files) {
    const md = readFileSync(join(DIR, 'gt', f.replace(/\.pdf$/, '.md')), 'utf8');
    const gt = gtHeadings(md);
    const { bytes, found } = await extractHeadings(join(DIR, 'pdf', f));
    const s = score(gt.headings, found);
    let title: string | null = null;
    let a = emptyAssignment();
    try {
      const out = await processDocument({ bytes, key: f }, DEFAULT_PROCESS_OPTIONS);
      title = out.sidecar.metadata.title;
      a = assignment(md, out.text, out.sidecar.sections);
    } catch (err) {
      notes.push(`${f}: processDocument failed (${String(err)})`);
    }
    // A GT without a title line (1201.2692 starts at its first section) does not count.
    const titleOk = title !== null && gt.title !== null && matches(gt.title, title);
    if (gt.title !== null) titled++;
    if (titleOk) titles++;
    for (const k of Object.keys(total) as (keyof Score)[]) total[k] += s[k];
    for (const k of Object.keys(assigned) as (keyof Assignment)[]) assigned[k] += a[k];
    rows.push(row(f.replace(/\.pdf$/, ''), s, gt.title === null ? null : titleOk ? 'ok' : 'miss', a));
    detail.push({ doc: f, misses: s.misses, extras: s.extras, title, gtTitle: gt.title, wrong: a.wrong });
    if (verbose) {
      for (const m of s.misses) notes.push(`${f} missed: ${m}`);
      for (const e of s.extras) notes.push(`${f} extra: ${e.slice(0, 90)}`);
      for (const w of a.wrong) notes.push(`${f} label: ${w}`);
      if (!titleOk) notes.push(`${f} title: got ${JSON.stringify(title)}, gt ${JSON.stringify(gt.title)}`);
    }
  }
  rows.push(row('TOTAL', total, `${titles}/${titled}`, assigned));
  return { papers: files.length, assigned };
}
