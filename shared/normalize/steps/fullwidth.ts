import type { Step } from '../types.ts';

/**
 * Full-width ASCII (U+FF01–FF5E) → ASCII, except next to CJK text, where full-width punctuation
 * (`，`, `（`) is the language's own typography, not an extraction artefact.
 */
const CJK = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u3000-\\u303F';
const FULLWIDTH = new RegExp(`(?<![${CJK}])[\\uFF01-\\uFF5E](?![${CJK}])`, 'gu');

export const fullwidthAscii: Step = {
  id: 'fullwidth_ascii',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description: 'Full-width ASCII letters, digits and punctuation to ASCII, except beside CJK text.',
  run(text, ctx) {
    return text.replace(FULLWIDTH, (m) => {
      ctx.count('fullwidth');
      return String.fromCharCode(m.charCodeAt(0) - 0xfee0);
    });
  },
};
