/**
 * A page saved from a word processor (an Open Journal Systems galley, "Save as HTML") sets its
 * sections in <h1> and its title in a styled paragraph. Its first <h1>, "Abstract", is a section
 * heading: it stays in the body where it is, so do the <h1>s after it that name no section
 * ("2. Study 1"), and the title paragraph is the title once, not twice. A news page whose one
 * <h1> is its headline keeps the old reading.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { htmlExtractor } from '../../shared/extract/html/index.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const TITLE = 'Seasonal Recovery of Grassland Birds after Controlled Burns';
const para = (k: number) =>
  `<p>Paragraph ${k} of the galley reports how the recovery rate of the transect differs between the burned and the unburned plots in the second season, with the counts of every visit.</p>`;
const galley = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${TITLE}</title>
<meta name="generator" content="LibreOffice"></head><body>
<p class="Title">${TITLE}</p>
<p class="Authors">Ana Ruiz<sup>1</sup>, Tom Berg<sup>1</sup></p>
<h1>Abstract</h1>${para(1)}
<h1>1. Introduction</h1>${para(2)}
<h1>2. Study 1</h1>${para(3)}
<h2>2.1 Method</h2>${para(4)}
<h1>References</h1><p>Berg, T. (2020). Birds. Journal of Birds, 1, 1-2.</p>
</body></html>`;

async function extract(html: string) {
  return htmlExtractor.extract(
    new TextEncoder().encode(html),
    { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS },
    new FallbackRecorder(),
  );
}

describe('pages whose <h1>s head sections', () => {
  it('keeps "Abstract" and the later <h1>s as headings in place, and the title once', async () => {
    const r = await extract(galley);
    const heads = (r.blocks ?? []).filter((b) => b.role === 'heading').map((b) => b.text);
    expect(heads).toEqual(['Abstract', '1. Introduction', '2. Study 1', '2.1 Method', 'References']);
    expect(r.body.startsWith(`${TITLE}\n\nAna Ruiz`)).toBe(true);
    expect(r.body.split(TITLE).length - 1).toBe(1);
    expect(r.blocks?.[0]).toMatchObject({ role: 'title', text: TITLE });
    expect(r.body.indexOf('Abstract')).toBeLessThan(r.body.indexOf('Paragraph 1'));
  });

  it('still takes a single <h1> as the headline, even one that names a section', async () => {
    const page = galley.replace(/<h1>(1\. Introduction|2\. Study 1|References)<\/h1>/g, '<h2>$1</h2>');
    const r = await extract(page);
    expect(r.blocks?.[0]).toMatchObject({ role: 'title', text: 'Abstract' });
  });
});
