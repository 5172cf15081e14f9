import { Tally } from '../counter.ts';
import type { Step } from '../types.ts';

/**
 * Curly and low-9 quotes → ASCII, so `Cohen’s d` and `“significant”` match the plain forms
 * statistics extractors search for. Primes (′ ″, minutes/feet) and guillemets (« », the
 * language's own quotes) are notation: untouched.
 *
 * Two curly single quotes of one direction side by side (‘‘ or ’’) are how some fonts (TeX's
 * among them) print a double quote, so they become one `"`; two ASCII apostrophes stay (code
 * writes '' for an empty string).
 */
const QUOTES = /\u2018\u2018|\u2019\u2019|[\u2018-\u201F]/g;

export const quotes: Step = {
  id: 'quotes',
  level: 'standard',
  version: 2,
  evidence: 'typographic',
  description:
    'Curly single/double quotes to ASCII (a pair of curly singles is one double); primes and guillemets untouched.',
  run(text, ctx) {
    const tally = new Tally();
    const result = ((): string => {
      // One pass for both kinds: U+2018–201B are single, U+201C–201F double.
      return text.replace(QUOTES, (m) => {
        if (m.length === 2) {
          tally.add('paired');
          return '"';
        }
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
