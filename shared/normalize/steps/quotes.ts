import type { Step } from '../types.ts';

/**
 * Curly and low-9 quotes → ASCII, so `Cohen’s d` and `“significant”` match the plain forms
 * statistics extractors search for. Primes (′ ″, minutes/feet) and guillemets (« », the
 * language's own quotes) are notation: untouched.
 */
const SINGLE = /[\u2018\u2019\u201A\u201B]/g;
const DOUBLE = /[\u201C\u201D\u201E\u201F]/g;

export const quotes: Step = {
  id: 'quotes',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description: 'Curly single/double quotes to ASCII; primes and guillemets untouched.',
  run(text, ctx) {
    return text
      .replace(SINGLE, () => {
        ctx.count('single');
        return "'";
      })
      .replace(DOUBLE, () => {
        ctx.count('double');
        return '"';
      });
  },
};
