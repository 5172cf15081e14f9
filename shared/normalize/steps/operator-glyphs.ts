import { Tally } from '../counter.ts';
import { replaceChanged } from '../replace.ts';
import type { Step } from '../types.ts';

/**
 * Some publisher math fonts (MathPi-style, common in Elsevier PDFs) have no Unicode map, so
 * their glyphs surface as the Latin letters at the same codes: `p b .001` for `p < .001`,
 * `p N .05` for `>`, `t(28) ¼ 2.14` for `=`. The evidence is the slot: between a statistic's
 * symbol and a number, no letter can stand. Only there is a glyph repaired.
 */
const GLYPH_TO_OPERATOR: Record<string, string> = { b: '<', N: '>', '¼': '=' };
const STATISTIC =
  '(?:ps?|t\\(\\d+(?:\\.\\d+)?\\)|F\\(\\d+(?:\\.\\d+)?, ?\\d+(?:\\.\\d+)?\\)|r|R2|R²|d|g|N|n|z|Z|b|β|B|SE|SD|M|OR|HR|RR|η2|η²|ηp2|ηp²|χ2\\(\\d+(?:, ?N ?= ?\\d+)?\\)|χ²\\(\\d+(?:, ?N ?= ?\\d+)?\\))';
/** The glyph is found first; the statistic before it is checked on a short look-back. */
const GLYPH = / ([bN¼]) (?=-?\.?\d)/g;
const STAT_BEFORE = new RegExp(`[\\s(\\[,;]${STATISTIC}$`, 'u');
/** Longest statistic symbol looked back for (`χ²(12, N = 1234)`), plus the character before. */
const LOOK_BACK = 24;

export const operatorGlyphs: Step = {
  id: 'operator_glyphs',
  level: 'academic',
  version: 1,
  evidence: 'typographic',
  description:
    'Restores <, >, = printed as b, N, ¼ by symbol fonts, only between a statistic and a number; p < 05 and other printed errors untouched.',
  run(text, ctx) {
    const tally = new Tally();
    const result = ((): string => {
      return replaceChanged(text, GLYPH, (m, glyph: string, offset: number) => {
        // At the start of the text a newline stands in for "nothing before".
        const before =
          offset > LOOK_BACK ? text.slice(offset - LOOK_BACK, offset) : `\n${text.slice(0, offset)}`;
        if (!STAT_BEFORE.test(before)) return m;
        tally.add(`glyph_${GLYPH_TO_OPERATOR[glyph]}`);
        return ` ${GLYPH_TO_OPERATOR[glyph]} `;
      });
    })();
    tally.report(ctx);
    return result;
  },
};
