/**
 * The HTML paper set of `npm run bench -- headings` (issue #14): academic papers as the HTML
 * pages research teams feed Gleaner, in sixteen templates (templates-a.ts, templates-b.ts, templates-c.ts):
 * arXiv LaTeXML, PMC/JATS, Springer Nature, Wiley, MDPI, PLOS, Frontiers, bioRxiv, a
 * ScienceDirect-like page, a plain h1..h4 page, bold paragraphs only, ARIA role=heading divs and
 * a blog-like post with APA run-in heads; then IEEE Xplore, an OJS galley and Oxford Academic. Three papers per template (paper.ts variants: one
 * study with an appendix; a multi-study paper; one study with back-matter statements), each with
 * its truth: title, headings as printed (text, level, canonical label) and body paragraphs with
 * their section's label. Built in memory, deterministic (seeded), no network; nothing is copied
 * from the shared corpus or from any real page.
 *
 * Held out (chosen 2026-12-06, before Gleaner had run on any page of this set): frontiers,
 * biorxiv, elsevier. They are scored in one aggregate row; their per-page misses are never
 * printed, and no rule was made by looking at them.
 *
 * Second batch (templates-c.ts, chosen 2026-12-06 evening after the first batch's fixes, before
 * Gleaner ran on any of its pages): ieee-xplore and ojs-galley tuned, oup-academic held out.
 */
import { makePaper } from './paper.ts';
import type { Rendered } from './render.ts';
import { TEMPLATES_A, type Template } from './templates-a.ts';
import { TEMPLATES_B } from './templates-b.ts';
import { TEMPLATES_C } from './templates-c.ts';

export type { Template };
export const TEMPLATES: readonly Template[] = [...TEMPLATES_A, ...TEMPLATES_B, ...TEMPLATES_C];

/** Papers per template (one per paper.ts variant). */
export const VARIANTS = 3;
const SEED = 1414_14;

export interface HtmlPaper extends Rendered {
  name: string;
  template: string;
  heldOut: boolean;
  batch: number;
  title: string;
}

export function htmlPapers(): HtmlPaper[] {
  const out: HtmlPaper[] = [];
  TEMPLATES.forEach((tpl, k) => {
    for (let v = 0; v < VARIANTS; v++) {
      const paper = makePaper(SEED + 37 * k + v, v);
      out.push({
        name: `${tpl.name}-${v}`,
        template: tpl.name,
        heldOut: tpl.heldOut,
        batch: tpl.batch ?? 1,
        title: paper.title,
        ...tpl.render(paper),
      });
    }
  });
  return out;
}
