import { isEnglishWord } from '../../lexicon/index.ts';
import { Tally } from '../counter.ts';
import { replaceChanged } from '../replace.ts';
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

type Verdict = 'hyphen_kept' | 'joined' | 'compound_kept' | 'joined_unknown';

function decide(left: string, right: string): Verdict {
  if (!/^\p{Ll}/u.test(right)) return 'hyphen_kept';
  if (isEnglishWord(left + right)) return 'joined';
  if (isEnglishWord(left) && isEnglishWord(right)) return 'compound_kept';
  return 'joined_unknown';
}

export const dehyphenate: Step = {
  id: 'dehyphenate',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description:
    'Joins words hyphenated across a line end using the English word list; real compounds (well-known) keep their hyphen; unknown words are declared.',
  run(text, ctx) {
    if (!text.includes('\n')) return text;
    const tally = new Tally();
    // Word-list verdicts per word pair: running text breaks the same words again and again.
    const verdicts = new Map<string, Verdict>();
    const out = replaceChanged(text, SEAM, (m, right: string, offset: number) => {
      const left = wordBefore(text, offset);
      if (!left) return m;
      const pair = `${left}|${right}`;
      let verdict = verdicts.get(pair);
      if (verdict === undefined) {
        verdict = decide(left, right);
        verdicts.set(pair, verdict);
      }
      tally.add(verdict);
      if (verdict === 'joined_unknown')
        ctx.fallback('dehyphenate_inferred', `${left}-|${right} → ${left}${right}`);
      return verdict === 'joined' || verdict === 'joined_unknown' ? right : `-${right}`;
    });
    tally.report(ctx);
    return out;
  },
};
