/**
 * The Word-made set of `npm run bench -- headings` (bench/headings-word/): generated papers in
 * layouts the other sets lack, as PDF (rendered by LibreOffice) and as DOCX, scored against the
 * headings they were built with. One row per layout for PDF (its variants summed), one DOCX row,
 * and the title from processDocument's metadata for each format. Skipped without `soffice`.
 */
import { DEFAULT_LIMITS } from '../../../shared/config/index.ts';
import { docxExtractor } from '../../../shared/extract/docx/index.ts';
import { FallbackRecorder } from '../../../shared/fallbacks.ts';
import { hasSoffice, wordPapers } from '../../headings-word/build.ts';
import type { Cell } from '../../report.ts';
import { headingsOf, pdfHeadings } from './extract.ts';
import { type Score, score } from './match.ts';
import { row, sidecarOf, type Tally, zero } from './tally.ts';

export async function wordSet(
  rows: Record<string, Cell>[],
  notes: string[],
  detail: unknown[],
  verbose: boolean,
): Promise<void> {
  if (!hasSoffice()) {
    notes.push('word: skipped (LibreOffice `soffice` not installed)');
    return;
  }
  const papers = await wordPapers();
  const byStyle = new Map<string, Tally>();
  const pdfTotal = zero();
  const docxTotal = zero();
  const typedTotal = zero();
  const add = (
    t: Tally,
    s: Score,
    side: { title: string | null; labelled: number; same: number },
    title: string,
  ) => {
    for (const k of ['gt', 'found', 'matched', 'levelKnown', 'levelSame'] as const) t[k] += s[k];
    t.docs++;
    if (side.title === title) t.titles++;
    t.labelled += side.labelled;
    t.labelSame += side.same;
  };
  for (const p of papers) {
    const tally = byStyle.get(p.style) ?? zero();
    byStyle.set(p.style, tally);
    if (!p.pdf) {
      notes.push(`word: ${p.name} did not render`);
      continue;
    }
    const s = score(p.truth, await pdfHeadings(p.pdf));
    const side = await sidecarOf(p.pdf, `${p.name}.pdf`, p.truth);
    add(tally, s, side, p.title);
    add(pdfTotal, s, side, p.title);
    const ex = await docxExtractor.extract(
      p.docx,
      { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS },
      new FallbackRecorder(),
    );
    const d = score(p.truth, headingsOf(ex));
    const docSide = await sidecarOf(p.docx, `${p.name}.docx`, p.truth);
    add(docxTotal, d, docSide, p.title);
    const typedEx = await docxExtractor.extract(
      p.typedDocx,
      { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS },
      new FallbackRecorder(),
    );
    const td = score(p.truth, headingsOf(typedEx));
    add(typedTotal, td, await sidecarOf(p.typedDocx, `${p.name}.typed.docx`, p.truth), p.title);
    if (verbose) for (const m of td.misses) notes.push(`word ${p.name} typed docx missed: ${m}`);
    detail.push({
      doc: p.name,
      set: 'word',
      pdf: { misses: s.misses, extras: s.extras },
      docx: { misses: d.misses, extras: d.extras },
    });
    if (verbose) {
      for (const m of s.misses) notes.push(`word ${p.name} pdf missed: ${m}`);
      for (const e of s.extras) notes.push(`word ${p.name} pdf extra: ${e.slice(0, 90)}`);
      for (const m of d.misses) notes.push(`word ${p.name} docx missed: ${m}`);
      for (const e of d.extras) notes.push(`word ${p.name} docx extra: ${e.slice(0, 90)}`);
      for (const w of side.wrong) notes.push(`word ${p.name} pdf label: ${w}`);
      for (const w of docSide.wrong) notes.push(`word ${p.name} docx label: ${w}`);
    }
  }
  for (const [style, t] of byStyle) rows.push(row(`word:${style}`, t));
  rows.push(row('WORD PDF TOTAL', pdfTotal));
  rows.push(row('WORD DOCX TOTAL', docxTotal));
  rows.push(row('WORD DOCX NO STYLES', typedTotal));
  notes.push(
    `word: ${papers.length} generated papers (bench/headings-word, ${byStyle.size} layouts) as LibreOffice PDF, as DOCX and as DOCX with its headings set by hand (no heading styles), against the headings they were built with`,
  );
}
