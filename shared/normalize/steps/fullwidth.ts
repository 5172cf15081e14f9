import { Tally } from '../counter.ts';
import { replaceChanged } from '../replace.ts';
import type { Step } from '../types.ts';

/**
 * Full-width ASCII (U+FF01–FF5E) → ASCII, except next to CJK text, where full-width punctuation
 * (`，`, `（`) is the language's own typography, not an extraction artefact.
 */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u3000-\\u303F';
const FULLWIDTH = /[\uFF01-\uFF5E]/g;
const CJK_CHAR = new RegExp(`[${CJK}]`, 'u');

export const fullwidthAscii: Step = {
  id: 'fullwidth_ascii',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description: 'Full-width ASCII letters, digits and punctuation to ASCII, except beside CJK text.',
  run(text, ctx) {
    const tally = new Tally();
    const result = ((): string => {
      return replaceChanged(text, FULLWIDTH, (m, offset: number) => {
        // Neighbours checked here rather than by lookarounds, which made every position a candidate.
        if (
          CJK_CHAR.test(text.slice(Math.max(0, offset - 2), offset)) ||
          CJK_CHAR.test(text.slice(offset + 1, offset + 3))
        )
          return m;
        tally.add('fullwidth');
        return String.fromCharCode(m.charCodeAt(0) - 0xfee0);
      });
    })();
    tally.report(ctx);
    return result;
  },
};
