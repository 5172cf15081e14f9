/**
 * APA's label-only caption ("Figure 1" in bold, the title in italics under it) opening a page
 * under the picture it names (paragraph-caption-title.ts): with no text above the label on its
 * page, the picture is the blank from where the other pages' text starts, and in a
 * double-spaced manuscript a picture is measured in type sizes, not in (doubled) line pitches.
 * The title had run into the paragraph carried over from the page before.
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import type { Line } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import { placedLine } from '../helpers/lines.ts';

/** 12 pt type double-spaced. */
const TYPO = { bodySize: 12, pitch: 24 };
const on = (page: number, l: Line): Line => ({ ...l, page, block: `p${page}` });
const body = (page: number, base: number, text: string) => on(page, placedLine(base, 'b', 12, [text, 72]));

function pages(labelTop: number) {
  const first = Array.from({ length: 26 }, (_, k) =>
    body(1, 84 + 24 * k, `line ${k} of the text on the first page runs on across the width of it`),
  );
  first.push(body(1, 708, 'As shown in earlier work, surface roughness is strongly'));
  return [
    ...first,
    on(2, placedLine(labelTop, 'b', 12, ['Figure 1', 72])),
    body(2, labelTop + 24, 'The root mean square error of the retrieval algorithm against brightness'),
    body(2, labelTop + 48, 'temperature in the radiative transfer models setting.'),
    body(2, labelTop + 96, 'related to the bias at the longer time scales, as the text goes on here.'),
    body(2, labelTop + 120, 'A second sentence ends the paragraph that the figure interrupted.'),
  ];
}

describe('a label-only caption atop a page', () => {
  it('takes its title out of the flow under a picture', () => {
    const out = paragraphs(pages(184), TYPO, new Vocabulary()).map((p) => p.text);
    expect(out).toContain(
      'Figure 1 The root mean square error of the retrieval algorithm against brightness temperature in the radiative transfer models setting.',
    );
    // The flow resumes without the title in it.
    expect(out.filter((t) => t.includes('radiative transfer'))).toHaveLength(1);
  });

  it('leaves the lines in the flow when the label starts the page where text does', () => {
    const out = paragraphs(pages(96), TYPO, new Vocabulary()).map((p) => p.text);
    expect(out.some((t) => t.startsWith('Figure 1 The root mean square error'))).toBe(false);
  });
});
