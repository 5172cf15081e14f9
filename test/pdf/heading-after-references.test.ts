/**
 * The first heading after a reference list of bracketed entries opens the back matter at the top
 * level (blocks.ts topAfterReferences): REVTeX PRL prints no "References" heading and sets an
 * appendix's section in the type of its subsections, which the style ranks one level down. The
 * same type before the reference list keeps its level.
 */
import { describe, expect, it } from 'vitest';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { extract, type Writer } from '../helpers/heading-pdf.ts';
import { headingLines, REFERENCE_ENTRIES } from '../helpers/lines.ts';

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
        for (const e of REFERENCE_ENTRIES) w.line(e, 9, 'body', 8);
        w.line('Derivation of the estimator', 10, 'bold', 12);
        w.para(BANK[14]);
      }),
    );
    expect(headingLines(out)).toEqual([
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
    expect(headingLines(out)).toContain('2 Derivation of the estimator');
  });
});
