/**
 * A first page whose title block is two columns of its own (columns.ts topBoxRows): ASME's
 * journal class sets the authors' blocks right-aligned in a narrow left column, a coloured bar,
 * and the title, the abstract and the keywords beside them, over the two body columns. The
 * title's and abstract's lines cross the body gutter and the author lines between them do not,
 * so read band by band the author lines were spliced into the title and the abstract. Its
 * captions are bold sans-serif with no punctuation after the label ("Fig. 1 The root …",
 * caption-line.ts), and the paragraph running past the figure must read whole. Read on the
 * generated asmejour paper of the LaTeX set (needs pdflatex and the newtx fonts of Debian's
 * texlive-fonts-extra; skipped, and said so, without them).
 */
import { describe, expect, it } from 'vitest';
import { hasPdflatex } from '../../bench/headings-latex/build.ts';
import { latexPaper } from '../helpers/latex-paper.ts';

const NO_BUILD = 'asmejour-1 did not build: the asmejour class needs texlive-fonts-extra (newtx)';

describe.skipIf(!hasPdflatex())('ASME title block beside the author blocks (needs pdflatex)', () => {
  it('reads the authors, then the title and the abstract whole', { timeout: 60_000 }, async (ctx) => {
    const out = await latexPaper('asmejour-1');
    if (!out) return ctx.skip(NO_BUILD);
    const paras = out.text.split('\n\n');
    expect(paras).toContain(
      'Soil Moisture Retrieval from Passive Microwave Observations over Agricultural Land',
    );
    const abstract = paras.find((p) =>
      p.startsWith('It is worth noting that the retrieval algorithm varies'),
    );
    expect(abstract).toBeDefined();
    expect(abstract).toMatch(/we report the median over 7 repetitions\.$/);
    for (const author of ['Garcia', 'Berg', 'email']) expect(abstract).not.toContain(author);
    expect(out.sidecar.metadata.title).toBe(
      'Soil Moisture Retrieval from Passive Microwave Observations over Agricultural Land',
    );
  });

  it('takes a bold caption without punctuation out of the paragraph it interrupts', {
    timeout: 60_000,
  }, async (ctx) => {
    const out = await latexPaper('asmejour-1');
    if (!out) return ctx.skip(NO_BUILD);
    expect(out.text).toContain('brightness temperature cannot be separated from the root mean square error.');
    expect(out.sidecar.captions).toContainEqual(
      expect.stringMatching(/^Fig\. 1 The root mean square error of the retrieval algorithm/),
    );
  });

  it('puts an unnumbered run-in head a level under the numbered run-in head it follows', {
    timeout: 60_000,
  }, async (ctx) => {
    const out = await latexPaper('asmejour-1');
    if (!out) return ctx.skip(NO_BUILD);
    const level = (heading: string) => out.sidecar.sections.find((s) => s.heading === heading)?.level;
    // "3.1 Study area." is a bold numbered run-in sub-section; "Study sites." an italic \paragraph head under it.
    expect(level('3.1 Study area.')).toBe(2);
    expect(level('Study sites.')).toBe(3);
    expect(level('3.2 Satellite and in situ data.')).toBe(2);
  });
});
