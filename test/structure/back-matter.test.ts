/**
 * Unnamed top-level headings in the back matter: right after the references or an appendix they
 * title an appendix (APA's "Appendix" over the appendix's own title; unlettered LaTeX
 * appendices); right after a supplement they belong to it; after any other back-matter section
 * (BMC's "Author details" after "Acknowledgments") they stay unlabelled.
 */
import { expect, it } from 'vitest';
import { buildSections } from '../../shared/structure/sections.ts';

/** A text of headings, each followed by a line of prose, and the marks of those headings. */
function sections(heads: readonly [string, number][]) {
  let text = '';
  const marks = heads.map(([h, level]) => {
    const start = text.length;
    text += `${h}\n\nSome prose under this heading.\n\n`;
    return { start, headingEnd: start + h.length, level };
  });
  return buildSections(text, { start: 0, end: text.length }, marks).map((s) => [s.heading, s.label]);
}

it('labels an unnamed top-level heading after the references or an appendix as an appendix', () => {
  expect(
    sections([
      ['1 Introduction', 1],
      ['References', 1],
      ['Appendix', 1],
      ['Stimulus Lists Used in Experiment 2', 1],
    ]),
  ).toEqual([
    ['1 Introduction', 'introduction'],
    ['References', 'references'],
    ['Appendix', 'appendix'],
    ['Stimulus Lists Used in Experiment 2', 'appendix'],
  ]);
  expect(
    sections([
      ['Results', 1],
      ['References', 1],
      ['Derivation of the bound', 1],
    ])[2][1],
  ).toBe('appendix');
});

it('keeps an unnamed heading after a supplement in the supplement, its sub-sections too', () => {
  expect(
    sections([
      ['Discussion', 1],
      ['References', 1],
      ['SUPPLEMENTARY ONLINE DATA', 1],
      ['Fragment-based design of inhibitors', 1],
      ['MATERIALS AND METHODS', 2],
    ]).slice(2),
  ).toEqual([
    ['SUPPLEMENTARY ONLINE DATA', 'supplementary'],
    ['Fragment-based design of inhibitors', 'supplementary'],
    ['MATERIALS AND METHODS', 'supplementary'],
  ]);
});

it('leaves an unnamed heading after other back matter unlabelled', () => {
  expect(
    sections([
      ['Conclusions', 1],
      ['Additional file', 1],
      ['Acknowledgments', 1],
      ['Author details', 1],
      ['References', 1],
    ])[3],
  ).toEqual(['Author details', 'other']);
  // Before any back matter, an unnamed heading is other as before.
  expect(
    sections([
      ['Introduction', 1],
      ['Our new idea', 1],
    ])[1],
  ).toEqual(['Our new idea', 'other']);
});
