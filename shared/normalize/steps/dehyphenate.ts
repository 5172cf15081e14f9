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
/**
 * The seam is found first (`-`, optional blanks, newline, a letter or digit) and the word
 * before it is read backwards from there: scanning every word for a trailing hyphen was the
 * slowest part of the academic pipeline.
 */
const SEAM = /-[ \t]*\n[ \t]*(\p{L}+|\d)/gu;
const LETTER = /\p{L}/u;

/** The letters right before `end`, read backwards (an anchored `\p{L}+$` rescans from each start). */
function wordBefore(text: string, end: number): string {
  let i = end;
  while (i > 0 && end - i < MAX_WORD) {
    const c = text.charCodeAt(i - 1);
    const ascii = (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
    if (!ascii && (c < 128 || !LETTER.test(text[i - 1]))) break;
    i--;
  }
  return text.slice(i, end);
}
/** Longest word looked back for; longer letter runs are not words. */
const MAX_WORD = 64;

export const dehyphenate: Step = {
  id: 'dehyphenate',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description:
    'Joins words hyphenated across a line end using the English word list; real compounds (well-known) keep their hyphen; unknown words are declared.',
  run(text, ctx) {
    if (!text.includes('\n')) return text;
    return text.replace(SEAM, (m, right: string, offset: number) => {
      const left = wordBefore(text, offset);
      if (!left) return m;
      const decide = (): string => {
        if (!/^\p{Ll}/u.test(right)) {
          ctx.count('hyphen_kept');
          return `-${right}`;
        }
        if (isEnglishWord(left + right)) {
          ctx.count('joined');
          return right;
        }
        if (isEnglishWord(left) && isEnglishWord(right)) {
          ctx.count('compound_kept');
          return `-${right}`;
        }
        ctx.count('joined_unknown');
        ctx.fallback('dehyphenate_inferred', `${left}-|${right} → ${left}${right}`);
        return right;
      };
      return decide();
    });
  },
};
