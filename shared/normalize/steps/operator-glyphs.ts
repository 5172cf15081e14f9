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
const SLOT = new RegExp(`(^|[\\s(\\[,;])(${STATISTIC}) ([bN¼]) (?=-?\\.?\\d)`, 'gmu');

export const operatorGlyphs: Step = {
  id: 'operator_glyphs',
  level: 'academic',
  version: 1,
  evidence: 'typographic',
  description:
    'Restores <, >, = printed as b, N, ¼ by symbol fonts, only between a statistic and a number; p < 05 and other printed errors untouched.',
  run(text, ctx) {
    return text.replace(SLOT, (_m, before: string, stat: string, glyph: string) => {
      ctx.count(`glyph_${GLYPH_TO_OPERATOR[glyph]}`);
      return `${before}${stat} ${GLYPH_TO_OPERATOR[glyph]} `;
    });
  },
};
