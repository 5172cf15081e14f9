/**
 * The first heading after a reference list of bracketed entries opens the back matter at the top
 * level (blocks.ts topAfterReferences): REVTeX PRL prints no "References" heading and sets an
 * appendix's section in the type of its subsections, which the style ranks one level down. The
 * same type before the reference list keeps its level.
 */
import { describe, expect, it } from 'vitest';
import type { ExtractResult } from '../../shared/extract/types.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { extract, type Writer } from '../helpers/heading-pdf.ts';

const headings = (out: ExtractResult) =>
  (out.blocks ?? []).filter((b) => b.role === 'heading').map((b) => `${b.level} ${b.text}`);

const ENTRIES = [
  '[1] L. Nowak and E. Rossi. A study of effect number 1. Journal of Applied Research, vol. 11, 2011.',
  '[2] H. Demir and K. Sato. A study of effect number 2. Journal of Applied Research, vol. 12, 2012.',
  '[3] A. Keller and L. Rossi. A study of effect number 3. Journal of Applied Research, vol. 13, 2013.',
  '[4] T. Berg and H. Garcia. A study of effect number 4. Journal of Applied Research, vol. 14, 2014.',
];

/** Two capitals sections, each with a bold subsection, then `tail`. */
function body(w: Writer, tail: (w: Writer) => void) {
  w.line('INTRODUCTION', 12, 'bold', 12);
  w.para(BANK[0]);
  w.line('Scope of the study', 10, 'bold', 8);
  w.para(BANK[1]);
  w.line('RESULTS', 12, 'bold', 12);
  w.para(BANK[12]);
  w.line('Recall after one week', 10, 'bold', 8);
  w.para(BANK[13]);
  tail(w);
}

describe('the first heading after a bracketed reference list', () => {
  it('is top level though set like a subsection', async () => {
    const out = await extract((w) =>
      body(w, (w) => {
        w.line('', 10, 'body', 12);
        // Entries a few points apart, each a paragraph of its own.
        for (const e of ENTRIES) w.line(e, 9, 'body', 8);
        w.line('Derivation of the estimator', 10, 'bold', 12);
        w.para(BANK[14]);
      }),
    );
    expect(headings(out)).toEqual([
      '1 INTRODUCTION',
      '2 Scope of the study',
      '1 RESULTS',
      '2 Recall after one week',
      '1 Derivation of the estimator',
    ]);
  });

  it('leaves the same type at its level when no reference list comes before it', async () => {
    const out = await extract((w) =>
      body(w, (w) => {
        w.line('Derivation of the estimator', 10, 'bold', 8);
        w.para(BANK[14]);
      }),
    );
    expect(headings(out)).toContain('2 Derivation of the estimator');
  });
});
