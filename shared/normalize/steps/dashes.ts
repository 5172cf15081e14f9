import { Tally } from '../counter.ts';
import { replaceChanged } from '../replace.ts';
import type { Step } from '../types.ts';

/**
 * Dashes and minus signs. Canonical forms:
 * - a sign before a number (`= −0.45`, `[–0.58,`, `(−3.2)`) is ASCII `-`, the character every
 *   statistics parser reads as minus;
 * - an en dash between numbers (`12–19`, a range) stays an en dash, so a range stays
 *   distinguishable from a negative number;
 * - hyphen code points (U+2010, U+2011) and the small/full-width hyphen-minus are `-`;
 * - em dash, horizontal bar and a minus in prose (`x − y`) are the author's: untouched.
 */
const SIGN_CHARS = '\u2212\u2012\u2013\uFE63\uFF0D';
/**
 * A sign: after start of line, whitespace or an opening/operator character, right before a
 * digit or `.digit`. A dash after a letter or digit (`pre–2020`, `12–19`) is never a sign.
 */
const SIGN = new RegExp(`[${SIGN_CHARS}](?=\\.?\\d)`, 'g');
const SIGN_AFTER = /[\s([{=<>≤≥±,;:/]/;
const ANY_DASH = /[\u2212\u2012\u2013\u2010\u2011\uFE63\uFF0D]/;
const HYPHENS = /[\u2010\u2011\uFE63\uFF0D]/g;

export const dashes: Step = {
  id: 'dashes',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description:
    'Minus-like dashes before a number to ASCII "-", hyphen code points to "-"; ranges (12–19), em dashes and x − y in prose untouched.',
  run(text, ctx) {
    const tally = new Tally();
    const result = ((): string => {
      if (!ANY_DASH.test(text)) return text;
      return replaceChanged(text, SIGN, (m, offset: number) => {
        // The character before decides (a lookbehind here made every position a candidate).
        if (offset > 0 && !SIGN_AFTER.test(text[offset - 1])) return m;
        tally.add('minus');
        return '-';
      }).replace(HYPHENS, () => {
        tally.add('hyphen');
        return '-';
      });
    })();
    tally.report(ctx);
    return result;
  },
};
