import { Tally } from '../counter.ts';
import type { Step } from '../types.ts';

/**
 * Curly and low-9 quotes → ASCII, so `Cohen’s d` and `“significant”` match the plain forms
 * statistics extractors search for. Primes (′ ″, minutes/feet) and guillemets (« », the
 * language's own quotes) are notation: untouched.
 */
const QUOTES = /[\u2018-\u201F]/g;

export const quotes: Step = {
  id: 'quotes',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description: 'Curly single/double quotes to ASCII; primes and guillemets untouched.',
  run(text, ctx) {
    const tally = new Tally();
    const result = ((): string => {
      // One pass for both kinds: U+2018–201B are single, U+201C–201F double.
      return text.replace(QUOTES, (m) => {
        if (m < '\u201C') {
          tally.add('single');
          return "'";
        }
        tally.add('double');
        return '"';
      });
    })();
    tally.report(ctx);
    return result;
  },
};
