import { isEnglishWord } from '../../lexicon/index.ts';
import type { Step } from '../types.ts';

/**
 * A hyphen at a line end between two letters: `docu-\nment`. Decision, per word:
 * - the joined form is a word (`document`, `database`): the typesetter's hyphen, removed;
 * - the joined form is not a word but both halves are (`well-known`, `two-column`): a real
 *   compound, the hyphen kept and the line break removed;
 * - neither (names, jargon: `Schwarz-enegger`): joined without the hyphen, which is only an
 *   inference, so it is declared as a fallback.
 * A capitalised second half (`Smith-\nJones`, `COVID-\n19`) keeps its hyphen. Digits after the
 * hyphen (`pre-\n2020`) keep it too.
 */
const BREAK = /(?<!\p{L})(\p{L}+)-[ \t]*\n[ \t]*(\p{L}+|\d)/gu;

export const dehyphenate: Step = {
  id: 'dehyphenate',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description:
    'Joins words hyphenated across a line end using the English word list; real compounds (well-known) keep their hyphen; unknown words are declared.',
  run(text, ctx) {
    return text.replace(BREAK, (_m, left: string, right: string) => {
      if (!/^\p{Ll}/u.test(right)) {
        ctx.count('hyphen_kept');
        return `${left}-${right}`;
      }
      if (isEnglishWord(left + right)) {
        ctx.count('joined');
        return left + right;
      }
      if (isEnglishWord(left) && isEnglishWord(right)) {
        ctx.count('compound_kept');
        return `${left}-${right}`;
      }
      ctx.count('joined_unknown');
      ctx.fallback('dehyphenate_inferred', `${left}-|${right} → ${left}${right}`);
      return left + right;
    });
  },
};
