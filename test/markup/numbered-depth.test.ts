/**
 * Heading depth from section numbering (shared/extract/markup/numbering.ts): a number that
 * extends an earlier heading's sets the depth, whatever the tags say (MDPI's h4 for every
 * sub-level, a word processor's bold paragraphs); a number with no parent keeps its level.
 */
import * as cheerio from 'cheerio';
import { expect, it } from 'vitest';
import { levelFromNumbering, sectionNumber } from '../../shared/extract/markup/numbering.ts';
import { htmlToBlocks } from '../../shared/extract/markup/to-text.ts';

const headingLevels = (html: string) =>
  htmlToBlocks(cheerio.load(html).root().get(0)!)
    .filter((b) => b.role === 'heading')
    .map((b) => `${b.level} ${b.text}`);
const para = '<p>We asked forty people to sleep in the laboratory for a week.</p>';

it('nests bold-only numbered headings by their numbers', () => {
  const html = [
    '1. Introduction',
    '2. Methods',
    '2.1. Participants',
    '2.1.1. Recruitment',
    '2.2. Procedure',
    '3. Results',
  ]
    .map((h) => `<p><b>${h}</b></p>${para}`)
    .join('');
  expect(headingLevels(html)).toEqual([
    '1 1. Introduction',
    '1 2. Methods',
    '2 2.1. Participants',
    '3 2.1.1. Recruitment',
    '2 2.2. Procedure',
    '1 3. Results',
  ]);
});

it('tells apart two sub-levels set in the same tag', () => {
  const html = `<h2>2. Methods</h2>${para}<h4>2.1. Participants</h4>${para}<h4>2.1.1. Recruitment</h4>${para}<h2>3. Results</h2>${para}`;
  expect(headingLevels(html)).toEqual([
    '1 2. Methods',
    '2 2.1. Participants',
    '3 2.1.1. Recruitment',
    '1 3. Results',
  ]);
});

it('keeps the tag level of a number with no parent heading', () => {
  const html = `<h2>Methods</h2>${para}<h3>2.1 Participants</h3>${para}<h3>1.5 million reasons</h3>${para}`;
  expect(headingLevels(html)).toEqual(['1 Methods', '2 2.1 Participants', '2 1.5 million reasons']);
});

it('reads section numbers and finds the nearest parent', () => {
  expect(sectionNumber('3.1.2. Point counts')).toEqual(['3', '1', '2']);
  expect(sectionNumber('2024 in review')).toBeNull();
  expect(sectionNumber('Results')).toBeNull();
  const earlier = [
    { parts: ['3'], level: 1 },
    { parts: ['3', '1'], level: 2 },
  ];
  expect(levelFromNumbering(['3', '1', '2'], earlier)).toBe(3);
  expect(levelFromNumbering(['3', '2'], earlier)).toBe(2);
  expect(levelFromNumbering(['4', '1'], earlier)).toBeNull();
});
