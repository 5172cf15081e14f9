/**
 * Layouts of the eighteenth batch of the LaTeX heading set (bench/headings-latex/classes-batch18.ts)
 * and what the batch showed in earlier ones, each rule on its own:
 * - rows.ts: a mark raised at its line's own size ("²Department…": articleingud sets
 *   `\textsuperscript{\footnotesize 2}` in footnote-size affiliations) joins its line, where it
 *   was a line of its own ("1" alone over the affiliations, "2 3" moved to a line's start);
 * - headings-runin.ts: an italic run-in title whose stop is set upright ("2.1. *Efficient
 *   transformers*. A second…": aomart with the cmtiup package, whose punctuation is upright);
 * - paragraph-breaks.ts: a bracket-numbered reference entry opening a page after one that ended
 *   is an entry of its own ("…, 2017." / "[8] A. Rossi…", sugconf).
 * - headings.ts, blocks.ts and structure/labels.ts: a section word in spaced capitals ("A B S T R
 *   A C T", Elsevier's CAS templates, batch 7's cas-dc, left until now) is that word's heading.
 * The aomart and sugconf cases are read on generated papers of the LaTeX set (need pdflatex; skipped, and said
 * so, without it).
 */
import { describe, expect, it } from 'vitest';
import { hasPdflatex } from '../../bench/headings-latex/build.ts';
import { joinItems } from '../../shared/extract/pdf/model.ts';
import { buildRows } from '../../shared/extract/pdf/rows.ts';
import { labelOf } from '../../shared/structure/labels.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { glyphRun } from '../helpers/glyphs.ts';
import { extract } from '../helpers/heading-pdf.ts';
import { latexPaper } from '../helpers/latex-paper.ts';

const texts = (rows: ReturnType<typeof buildRows>) => rows.map((r) => joinItems(r.items));
/** An 8 pt affiliation line on baseline 580 and a digit raised 0.35 em over it at the same size. */
const LINE = 580;
const raised = (x: number, digit: string, line = LINE) => glyphRun(x, line - 0.35 * 8, digit, 8);

describe('a mark raised at its line’s own size', () => {
  it('joins the line it opens and the line it sits inside', () => {
    const dept = glyphRun(74.2, LINE + 11, 'Department of Physics, University of Northfield, ', 8);
    const rows = buildRows([
      raised(70, '1'),
      glyphRun(74.2, LINE, 'Centre for Environmental Research, Lakeside University,', 8),
      raised(70, '2', LINE + 11),
      dept,
      raised(dept.x1, '3', LINE + 11),
      glyphRun(dept.x1 + 4.2, LINE + 11, 'School of', 8),
    ]);
    expect(texts(rows)).toHaveLength(2);
    expect(texts(rows)[0]).toMatch(/^1\s?Centre for Environmental Research/);
    expect(texts(rows)[1]).toMatch(/^2\s?Department of Physics, University of Northfield, ?3\s?School of$/);
  });

  it('stays apart in another font (a figure’s label over a line) or beside a table’s numbers', () => {
    const label = { ...raised(200, '4'), font: 'sans' };
    const prose = glyphRun(74.2, LINE, 'and the other static part of the score is equal for all', 8);
    expect(buildRows([prose, label])).toHaveLength(2);
    const cells = [glyphRun(100, LINE, '12.5', 8), glyphRun(140, LINE, '13.1', 8), raised(116.2, '3')];
    expect(buildRows(cells)).toHaveLength(2);
  });
});

describe.skipIf(!hasPdflatex())('LaTeX papers of the set (needs pdflatex)', () => {
  it('reads aomart’s italic run-in sub-sections', { timeout: 60_000 }, async (ctx) => {
    const out = await latexPaper('aomart-0');
    if (!out) return ctx.skip('aomart-0 did not build');
    const heads = out.sidecar.sections.map((s) => s.heading);
    expect(heads).toContain('2.1. Efficient transformers.');
    expect(heads).toContain('3.1.1. Block-sparse patterns.');
    expect(out.sidecar.sections.find((s) => s.heading === '3.2. Model architecture.')?.level).toBe(2);
  });

  it('keeps sugconf’s reference entries apart across a page break', { timeout: 60_000 }, async (ctx) => {
    const out = await latexPaper('sugconf-0');
    if (!out) return ctx.skip('sugconf-0 did not build');
    const refs = out.sidecar.blocks
      .filter((b) => b.role === 'reference' && b.start !== null)
      .map((b) => out.text.slice(b.start as number, b.end as number));
    expect(refs).toHaveLength(12);
    for (const [k, r] of refs.entries()) expect(r.startsWith(`[${k + 1}] `)).toBe(true);
  });

  it('takes LNI’s page-1 venue head, in the band of the later pages’ running heads, out of the text', {
    timeout: 60_000,
  }, async (ctx) => {
    const out = await latexPaper('lni-0');
    if (!out) return ctx.skip('lni-0 did not build (needs texlive-lang-german)');
    expect(out.text.startsWith('Message Passing Networks')).toBe(true);
    expect(out.text).not.toContain('Lecture Notes in Informatics');
    const removed = out.sidecar.blocks.filter(
      (b) => b.role === 'boilerplate' && b.page === 1 && b.start === null,
    );
    expect(removed.length).toBeGreaterThanOrEqual(2);
  });
});

describe('a section word in spaced capitals', () => {
  it('is that word’s heading, and other spaced lines are not headings', async () => {
    const out = await extract((w) => {
      w.line('Household Transmission of Seasonal Influenza', 16, 'bold');
      w.line('A R T I C L E I N F O', 9, 'body', 12);
      w.line('Keywords: household contacts; secondary attack rate', 9);
      w.line('A B S T R A C T', 9, 'body', 12);
      w.para(BANK[0]);
      w.line('1. Introduction', 11, 'bold', 12);
      w.para(BANK[1]);
      w.para(BANK[2]);
    });
    const heads = (out.blocks ?? []).filter((b) => b.role === 'heading').map((b) => b.text);
    expect(heads).toEqual(['A B S T R A C T', '1. Introduction']);
  });

  it('takes the label of its word', () => {
    expect(labelOf('A B S T R A C T')).toBe('abstract');
    expect(labelOf('A R T I C L E I N F O')).toBeNull();
  });
});
