/**
 * An appendix lettered in the type of the sections before a reference list (blocks.ts
 * appendixLike): journals that set sections bold at body size ("1 Introduction") set
 * "A Proof of the bound" the same way after the references, with no larger type to show for it.
 * Inside a reference list only a keyword or larger type started a section, so it was lost.
 */
import { describe, expect, it } from 'vitest';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { extract, type Face, type Writer } from '../helpers/heading-pdf.ts';
import { headingLines, REFERENCE_ENTRIES } from '../helpers/lines.ts';

/** `sections` bold at body size, each with a paragraph, the references, then `appendix` in `face`. */
function withAppendix(w: Writer, sections: string[], appendix: string, face: Face) {
  sections.forEach((title, k) => {
    w.line(title, 10, 'bold', 12);
    w.para(BANK[k]);
  });
  w.line('References', 10, 'bold', 12);
  for (const e of REFERENCE_ENTRIES.slice(0, 3)) w.line(e, 9, 'body', 4);
  w.line(appendix, 10, face, 12);
  w.para(BANK[3]);
}

/** Three numbered sections bold at body size, the references, then an appendix in `face`. */
const paper = (w: Writer, face: Face) =>
  withAppendix(w, ['1 Introduction', '2 Methods', '3 Results'], 'A Proof of the bound', face);

describe('an appendix after the references in the sections’ type', () => {
  it('is a top-level heading', async () => {
    const out = await extract((w) => paper(w, 'bold'));
    expect(headingLines(out)).toEqual([
      '1 1 Introduction',
      '1 2 Methods',
      '1 3 Results',
      '1 References',
      '1 A Proof of the bound',
    ]);
  });

  it('is not one in a type no section before the references used', async () => {
    const out = await extract((w) => paper(w, 'italic'));
    expect(headingLines(out)).not.toContain('1 A Proof of the bound');
  });
});

/**
 * The same with unnumbered sections (blocks.ts sectionStyled): elbioimp sets "Introduction",
 * "Methodology" … and its appendix's "Proof of Proposition 1" after the references all in one
 * type; a heading in that type, unnumbered like them, is a section there too.
 */
const unnumbered = (w: Writer, face: Face) =>
  withAppendix(w, ['Introduction', 'Methodology'], 'Proof of Proposition 1', face);

describe('an unnumbered section after the references in the unnumbered sections’ type', () => {
  it('is a top-level heading', async () => {
    const out = await extract((w) => unnumbered(w, 'bold'));
    expect(headingLines(out)).toEqual([
      '1 Introduction',
      '1 Methodology',
      '1 References',
      '1 Proof of Proposition 1',
    ]);
  });

  it('is not one in another type', async () => {
    const out = await extract((w) => unnumbered(w, 'italic'));
    expect(headingLines(out)).not.toContain('1 Proof of Proposition 1');
  });
});
