/**
 * The abstract and the keywords sit side by side in the front matter (shared/structure/
 * sections.ts): Wiley sets "Keywords" in an h3 after the abstract's h2, and the keywords section
 * must not become a part of the abstract.
 */
import { expect, it } from 'vitest';
import { buildSections } from '../../shared/structure/sections.ts';

it('opens a keywords heading set below the abstract heading as its own section', () => {
  const text =
    'Abstract\n\nWe studied sleep.\n\nKeywords\n\nsleep, memory\n\n1 Introduction\n\nSleep matters.';
  const at = (s: string) => text.indexOf(s);
  const sections = buildSections(text, { start: 0, end: text.length }, [
    { start: at('Abstract'), headingEnd: at('Abstract') + 8, level: 1 },
    { start: at('Keywords'), headingEnd: at('Keywords') + 8, level: 2 },
    { start: at('1 Intro'), headingEnd: at('1 Intro') + 14, level: 1 },
  ]);
  expect(sections.map((s) => [s.heading, s.level, s.label])).toEqual([
    ['Abstract', 1, 'abstract'],
    ['Keywords', 1, 'keywords'],
    ['1 Introduction', 1, 'introduction'],
  ]);
});

it('still nests an unnamed sub-heading under the abstract', () => {
  const text = 'Abstract\n\nBackground of it\n\nWe studied sleep.';
  const sections = buildSections(text, { start: 0, end: text.length }, [
    { start: 0, headingEnd: 8, level: 1 },
    { start: 10, headingEnd: 26, level: 2 },
  ]);
  expect(sections.map((s) => [s.level, s.label])).toEqual([
    [1, 'abstract'],
    [2, 'abstract'],
  ]);
});

it('keeps a significance statement inside the abstract it is set under', () => {
  const text = 'Abstract\n\nWe studied sleep.\n\nSignificance\n\nSleep matters.';
  const at = (s: string) => text.indexOf(s);
  const sections = buildSections(text, { start: 0, end: text.length }, [
    { start: 0, headingEnd: 8, level: 1 },
    { start: at('Significance'), headingEnd: at('Significance') + 12, level: 2 },
  ]);
  expect(sections.map((s) => [s.level, s.label])).toEqual([
    [1, 'abstract'],
    [2, 'abstract'],
  ]);
});
