/**
 * Two boxes side by side in a first-page full-width band (columns.ts boxGutter, pushBoxes):
 * Elsevier's CAS layout (cas-dc) sets an "ARTICLE INFO" box of keywords, a fifth of the width,
 * beside the abstract, under the title and over the two body columns. The abstract's rows cross
 * the body gutter, so the band is full-width, and read row by row the keywords ran into the
 * abstract ("… for household contacts secondary attack rate (p < 0.01). …"). Read on the
 * generated cas-dc paper of the LaTeX set (needs pdflatex; skipped, and said so, without it).
 */
import { describe, expect, it } from 'vitest';
import { hasPdflatex } from '../../bench/headings-latex/build.ts';
import { latexPaper } from '../helpers/latex-paper.ts';

describe.skipIf(!hasPdflatex())('Elsevier CAS keyword box beside the abstract (needs pdflatex)', () => {
  it('is read box by box: the keywords apart, the abstract whole', { timeout: 60_000 }, async () => {
    const paper = latexPaper('cas-dc-0');
    expect(paper).not.toBeNull();
    const out = await (paper as NonNullable<typeof paper>);
    const paras = out.text.split('\n\n');
    const abstract = paras.find((p) => p.startsWith('The viral load was 28.8%'));
    expect(abstract).toBeDefined();
    for (const keyword of ['secondary attack rate', 'household studies'])
      expect(abstract).not.toContain(keyword);
    // Each keyword on its line of the box, the box's name apart from the abstract's (extract.pdf
    // 2.54.0: the whole title block is one box band; before, "A R T I C L E I N F O A B S T R A C T"
    // was read as one line across both boxes).
    for (const keyword of ['secondary attack rate', 'household contacts', 'household studies'])
      expect(paras).toContain(keyword);
    expect(paras).toContain('A R T I C L E I N F O');
    expect(paras.indexOf('A B S T R A C T')).toBeLessThan(paras.indexOf(abstract as string));
  });
});
