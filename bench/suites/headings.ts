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
 *   One to one: equal normalized strings are paired first, then each remaining found heading,
 *   in document order, with the unpaired GT heading it matches best.
 * - Level agreement: among matched pairs with a known GT level, the share with the same level.
 * - Title: normalized the same way; a match when one contains the other.
 * - Paragraph assignment: every GT paragraph (a non-heading, non-table, non-image block of the
 *   GT markdown) is found in Gleaner's text by its first PREFIX_CHARS letters and digits (then by
 *   a later window of the same length, for paragraphs opening with math the two render apart);
 *   its GT section label (`labelOf` on the GT heading path, inheriting from the parent as
 *   shared/structure/sections.ts does) is compared with the label of Gleaner's deepest section
 *   containing that offset. Paragraphs not found, or found outside every section (captions and
 *   notes after the body), are counted apart and left out of the share.
 * - Label accuracy: GT headings matched (same rule as above) to the headings of the sidecar's
 *   sections; the share whose labels agree.
 *
 * - A second set, not tuned on: public PDFs outside READoc against their own bookmarks
 *   (headings/outline.ts, bench/headings-outline.ts).
 * - A third: generated Word-made papers as PDF (LibreOffice) and DOCX against the headings they
 *   were built with (headings/word.ts, bench/headings-word/); skipped without `soffice`.
 *
 * - A fourth: generated HTML papers in thirteen templates against the truth they were built
 *   with (headings/html.ts, bench/headings-html/); `--html` runs it alone.
 *
 * Files: headings/match.ts (normalizing and pairing headings), gt.ts (READoc GT parsing and
 * assignment), readoc.ts and outline.ts (the two sets), extract.ts (the extractor's headings).
 */
import type { BenchReport, Cell } from '../report.ts';
import { MIN_PARA_CHARS } from './headings/gt.ts';
import { htmlSet } from './headings/html.ts';
import { latexSet } from './headings/latex.ts';
import { outlineSet } from './headings/outline.ts';
import { readocSet } from './headings/readoc.ts';
import { wordSet } from './headings/word.ts';

export async function run(args: string[]): Promise<BenchReport> {
  const verbose = args.includes('--verbose');
  const rows: Record<string, Cell>[] = [];
  const notes: string[] = [];
  const detail: unknown[] = [];
  // `--html`: the HTML paper set alone (headings/html.ts), a few seconds instead of minutes.
  if (args.includes('--html')) {
    await htmlSet(rows, notes, detail, verbose);
    return { title: 'HTML paper headings vs generated truth', rows, notes, data: { detail } };
  }
  const { papers, assigned } = await readocSet(rows, notes, detail, verbose);
  await outlineSet(rows, notes, detail, verbose);
  await wordSet(rows, notes, detail, verbose);
  await latexSet(rows, notes, detail, verbose, args.includes('--latex-heldout'));
  await htmlSet(rows, notes, detail, verbose);
  notes.push(
    `paragraphs: located in the body / GT paragraphs of at least ${MIN_PARA_CHARS} letters (${assigned.outside} found outside every section: captions, notes); assign = same section label as the GT; labels = matched GT headings with the same label`,
  );
  notes.push(
    'headings: normalized (lower case, numbering stripped, letters/digits), one-to-one match (equal strings first, then the best containment or word overlap); levels over matches with a known GT level; `--verbose` lists misses and extras',
  );
  return { title: `PDF headings vs READoc arXiv GT (${papers} papers)`, rows, notes, data: { detail } };
}
