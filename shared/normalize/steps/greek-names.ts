import { Tally } from '../counter.ts';
import { GREEK_NAMES } from '../greek.ts';
import { replaceChanged } from '../replace.ts';
import type { Step } from '../types.ts';

/**
 * A Greek letter used as a statistic (`η² = .30`, `χ2(2, N = 250)`, `α = .05`, `ω2 =`) becomes
 * its ASCII name (`eta2`, `chi2`, `alpha`), the notation statistics extractors match on.
 * All 24 letters, capitals and variant forms (ϕ, ϑ, ϵ, ς, µ...). Greek in words and prose is
 * untouched: the letter must stand alone and be followed by `(df` or by an operator and a plain
 * number that no arithmetic or unit letter continues (version 2: `α = m + r` and `λ = 0.5 − μ` in a
 * formula are notation, not statistics; READoc's arXiv papers had ~60 such words renamed).
 */
/** Not after a letter, mark or spacing accent: `´eta` would become `éta` on a second pass. */
const LETTERS = [...GREEK_NAMES.keys()].join('');
const SLOT = new RegExp(
  `([${LETTERS}])([²2]?)(p?)([²2]?)(?=[ \\t]?(?:[=<>≤≥][ \\t]?[-−]?(?:\\d|\\.\\d)[\\d.]*(?![\\d.])(?![ \\t]?[-−+×·/^*]|\\p{L})|\\(\\d))`,
  'gu',
);
const ANY_GREEK = new RegExp(`[${LETTERS}]`, 'u');
const BEFORE = /[\p{L}\p{M}\p{Sk}]/u;

export const greekNames: Step = {
  id: 'greek_names',
  level: 'academic',
  version: 2,
  evidence: 'typographic',
  description:
    'Greek letters used as statistics (η² =, χ2(df), α =) to ASCII names (eta2, chi2, alpha); Greek in prose untouched.',
  run(text, ctx) {
    const tally = new Tally();
    const result = ((): string => {
      if (!ANY_GREEK.test(text)) return text;
      return replaceChanged(
        text,
        SLOT,
        (m, letter: string, sq1: string, p: string, sq2: string, offset: number) => {
          if (offset > 0 && BEFORE.test(text[offset - 1])) return m;
          const name = GREEK_NAMES.get(letter) ?? letter;
          tally.add(name.toLowerCase());
          const sq = (s: string) => (s ? '2' : '');
          return `${name}${sq(sq1)}${p}${sq(sq2)}`;
        },
      );
    })();
    tally.report(ctx);
    return result;
  },
};
