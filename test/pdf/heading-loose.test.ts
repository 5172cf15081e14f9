/**
 * Unnumbered heads in the body's own type (headings.ts looseHead, headings-levels.ts): elbioimp
 * sets its sub-sub-sections as a line of body roman with space above and below ("Roughness
 * parameterization", "Temperature correction" under the italic "Study area"). Such a head is
 * kept when another of its style stands in the paper and a heading of other evidence comes
 * first; a lone short line set apart (a one-line paragraph, a label) is not one.
 */
import { describe, expect, it } from 'vitest';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { extract, type Writer } from '../helpers/heading-pdf.ts';
import { headingLines } from '../helpers/lines.ts';

/** Bold sections, an italic sub-section, then `heads` in body roman, each with its paragraph. */
function paper(w: Writer, heads: string[]) {
  w.line('Introduction', 12, 'bold');
  w.para(BANK[6]);
  w.line('Methodology', 12, 'bold', 12);
  w.para(BANK[0]);
  w.line('Study area', 11, 'italic', 10);
  w.para(BANK[1]);
  heads.forEach((h, k) => {
    w.line(h, 10, 'body', 8);
    w.gap(8);
    w.para(BANK[2 + k]);
  });
}

/** The headings as [level, text]. */
const parsed = (lines: string[]) =>
  lines.map((l) => {
    const [level, ...rest] = l.split(' ');
    return [Number(level), rest.join(' ')] as const;
  });

describe('heads in the body type, unnumbered, set apart', () => {
  it('are headings when two share the style under a heading of other evidence', async () => {
    const out = parsed(
      headingLines(await extract((w) => paper(w, ['Roughness parameterization', 'Temperature correction']))),
    );
    expect(out.map(([, t]) => t)).toEqual([
      'Introduction',
      'Methodology',
      'Study area',
      'Roughness parameterization',
      'Temperature correction',
    ]);
    // Below the sub-section they follow.
    expect(out[3][0]).toBeGreaterThan(out[2][0]);
    expect(out[4][0]).toBe(out[3][0]);
  });

  it('is no heading alone', async () => {
    const out = parsed(headingLines(await extract((w) => paper(w, ['Roughness parameterization']))));
    expect(out.map(([, t]) => t)).toEqual(['Introduction', 'Methodology', 'Study area']);
  });
});

/** A paragraph set as LaTeX sets it: no space around it, its first line indented when `indent`. */
function texPara(w: Writer, text: string, indent: boolean) {
  const words = text.split(' ');
  for (let i = 0; i < words.length; i += 12) {
    const line = words.slice(i, i + 12).join(' ');
    if (i === 0 && indent) w.indented(line, 12);
    else w.line(line);
  }
}

/**
 * Sections of paragraphs that follow each other without space, then heads in body roman with
 * space above only, each over a paragraph that opens flush (OUP's `\paragraph`: "Sites" 6 pt
 * under the text, its text on the next line). `indent`: the paragraphs open indented.
 */
function oupPaper(w: Writer, indent: boolean) {
  w.line('Introduction', 12, 'bold');
  for (let k = 0; k < 5; k++) texPara(w, BANK[k], indent && k > 0);
  w.line('Methods', 12, 'bold', 12);
  texPara(w, BANK[5], false);
  w.line('Sites', 10, 'body', 8);
  texPara(w, BANK[6], false);
  texPara(w, BANK[7], indent);
  w.line('Observers', 10, 'body', 8);
  texPara(w, BANK[8], false);
  texPara(w, BANK[0], indent);
}

describe('heads in the body type with space above only', () => {
  it('are headings where paragraphs open indented and the text under them opens flush', async () => {
    const out = parsed(headingLines(await extract((w) => oupPaper(w, true))));
    expect(out.map(([, t]) => t)).toEqual(['Introduction', 'Methods', 'Sites', 'Observers']);
  });

  it('are not where paragraphs open flush (nothing tells a head from a short line)', async () => {
    const out = parsed(headingLines(await extract((w) => oupPaper(w, false))));
    expect(out.map(([, t]) => t)).toEqual(['Introduction', 'Methods']);
  });
});
