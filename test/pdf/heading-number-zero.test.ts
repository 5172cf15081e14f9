/**
 * Section numbers with zero parts (headings-text.ts numbering): a zero is a level the document
 * skipped, so the depth counts the other parts. "2.0 Methods" over "2.1 Participants" (reports,
 * theses) is a top-level heading and its parent; NRC Research Press numbers a \paragraph right
 * under 3.1 as "3.1.0.0.1" (five parts), found in batch 8 of the LaTeX heading set.
 */
import { describe, expect, it } from 'vitest';
import { numbering } from '../../shared/extract/pdf/headings-text.ts';

describe('section numbers with zero parts', () => {
  it('count only the levels they number', () => {
    expect(numbering('2.0 Methods')?.depth).toBe(1);
    expect(numbering('2.1 Participants')?.depth).toBe(2);
    expect(numbering('3.1.0.0.1. Sites A second question')).toEqual({ length: 11, depth: 3 });
  });

  it('leave numbers without zeros as deep as their parts', () => {
    expect(numbering('3.2.1 Data collection')?.depth).toBe(3);
    expect(numbering('1.2.3.4.5 Deep')?.depth).toBe(5);
  });
});
