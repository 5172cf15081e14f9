import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVELS, normalize } from '../../shared/normalize/index.ts';

/**
 * Pieces biased toward what the steps act on: ligatures, dashes, line-end hyphens, statistics
 * split over lines, Greek, private use, combining and spacing accents, odd spaces, DOIs,
 * reference entries, headings and list markers. Random concatenations of them reach seams
 * (a step creating input for an earlier step) that hand-written examples miss.
 */
const PIECES = [
  'ﬁ',
  'ﬂ',
  'ﬃ',
  '−',
  '–',
  '—',
  '‐',
  '\uFE63',
  '\uFF0D',
  '-',
  '-\n',
  '\n',
  '\n\n',
  ' ',
  '  ',
  '\t',
  'p\n= .05',
  'p',
  '=',
  '<',
  '≤',
  '.05',
  '0.45',
  '0,45',
  '1,182',
  '38.',
  '05',
  '[',
  ']',
  ',',
  ',\n',
  '(',
  ')',
  'α',
  'η²',
  'χ2(2, N = 250)',
  'ηp2',
  'ϕ',
  'µ',
  'Σ',
  'λόγος',
  '\uE000',
  '\uF061',
  '\uF03D',
  '\uF0B3',
  '\u0301',
  '\u0308',
  '¨',
  '´',
  'ˇ',
  '˜',
  'o',
  'e',
  'n',
  'r',
  'A',
  'F',
  'docu',
  'ment',
  'well',
  'known',
  '\u00AD',
  '\u200B',
  '\u00A0',
  '\u2009',
  '\r',
  '\f',
  '\u0007',
  'References',
  '\nReferences\n',
  'Smith, J. ',
  '[1] ',
  '1. ',
  '- ',
  '• ',
  'Appendix',
  'doi:10.1037/',
  '10.1000/',
  'https://doi.org/',
  'b',
  'N',
  '¼',
  '%',
  '95%',
  'CI',
  "'",
  '’',
  '“',
  '”',
  '１',
  'Ｍ',
  '，',
  '中',
  '𝑥',
  '𝛼',
  '𝟏',
  'the',
  'of',
  'and',
  'The',
  'was',
  'Journal of Things 12\n',
  't(28)',
  'F(1, 30)',
  ' b ',
  ' N ',
  ' ¼ ',
]; // prettier-ignore

const text = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 })), { maxLength: 60 })
  .map((a) => a.join(''));

describe('normalize is idempotent', () => {
  for (const level of LEVELS) {
    it(`normalize(normalize(x)) == normalize(x) at level ${level}`, () => {
      fc.assert(
        fc.property(text, (x) => {
          const once = normalize(x, level).text;
          expect(normalize(once, level).text).toBe(once);
        }),
        // Fixed seed so CI is deterministic; during development 12,000 runs per level with
        // random seeds were explored (and found the ﬁ+U+0301 and ´η² seams now fixed).
        { numRuns: 1000, seed: 20261202 },
      );
    });
  }

  it('level none is the identity', () => {
    fc.assert(
      fc.property(text, (x) => normalize(x, 'none').text === x),
      { numRuns: 200, seed: 20261202 },
    );
  });
});
