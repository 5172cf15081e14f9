/**
 * Page 1's self-citation box (extract.pdf 2.70.0, cite-box.ts): "Citation: authors (year). Title.
 * Journal …" in small type, however many lines, leaves the text as boilerplate with its bbox; a
 * heading that says "Citation:" and a line of prose about citations without a year stay.
 */
import { describe, expect, it } from 'vitest';
import { hasPdflatex } from '../../bench/headings-latex/build.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { extract } from '../helpers/heading-pdf.ts';
import { latexPaper } from '../helpers/latex-paper.ts';

const TITLE = 'Household Transmission of Seasonal Influenza';

describe('a self-citation box on page 1', () => {
  it('leaves the text, both of its lines, and is kept as removed boilerplate', async () => {
    const out = await extract((w) => {
      w.line(TITLE, 16, 'bold');
      w.line('Abstract', 11, 'bold', 12);
      w.para(BANK[0]);
      w.line('Citation: Sato S, Rossi T (2026). Household Transmission of Seasonal Influenza.', 7, 'body', 8);
      w.line('Journal of Applied Research, 31(2), 101-118.', 7);
      w.line('1. Introduction', 11, 'bold', 12);
      w.para(BANK[1]);
    });
    expect(out.body).not.toContain('Citation:');
    expect(out.body).not.toContain('Journal of Applied Research, 31(2)');
    expect(out.body).toContain('1. Introduction');
    const removed = (out.placed ?? []).filter((b) => b.role === 'boilerplate' && b.page === 1);
    expect(removed.map((b) => b.text)).toEqual([
      expect.stringMatching(/^Citation: Sato S, Rossi T \(2026\)/),
      'Journal of Applied Research, 31(2), 101-118.',
    ]);
  });

  it('keeps a "Citation:" heading and a line about citations that names no year', async () => {
    const out = await extract((w) => {
      w.line(TITLE, 16, 'bold');
      w.line('Citation: how we counted it', 12, 'bold', 12);
      w.para(BANK[0]);
      w.line(
        'Citation: a reference from one paper to another, counted once per citing paper.',
        10,
        'body',
        8,
      );
      w.para(BANK[1]);
    });
    expect(out.body).toContain('Citation: how we counted it');
    expect(out.body).toContain('Citation: a reference from one paper to another');
  });
});

describe.skipIf(!hasPdflatex())('a LaTeX class that prints one (needs pdflatex)', () => {
  it('takes articleingud’s "Citation:" box out of the text', { timeout: 60_000 }, async (ctx) => {
    const out = await latexPaper('articleingud-0');
    if (!out) return ctx.skip('articleingud-0 did not build');
    expect(out.text).not.toContain('Citation:');
    expect(out.text.match(/Soil Moisture Retrieval from Passive/g)).toHaveLength(1);
  });
});
