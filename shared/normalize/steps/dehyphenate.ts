import { type HyphenEvidence, type HyphenVerdict, hyphenVerdict } from '../../lexicon/hyphenation.ts';
import { Tally } from '../counter.ts';
import { replaceChanged } from '../replace.ts';
import type { Step } from '../types.ts';

/**
 * A hyphen at a line end between two letters: `docu-\nment`. The decision is the project's one
 * line-end hyphen policy (shared/lexicon/hyphenation.ts), which the PDF engine applies too:
 * a joined word loses the typesetter's hyphen, a compound (`well-known`, `two-column`, a prefix
 * English writes both ways, a capital or digit after the break) keeps it, and an unknown word is
 * joined and declared as a fallback, because that is only an inference.
 *
 * The document's own vocabulary comes first, as in the PDF engine: the same word written
 * elsewhere in the text, away from a line end, is the strongest evidence there is. "nonparametric"
 * mid-line joins "non-|parametric"; "follow-up" or "non-parametric" mid-line keeps the hyphen,
 * whatever the word list says.
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

/** Words and hyphenated compounds as the text writes them (`non-parametric`, `follow-up`). */
const TOKEN = /\p{L}+(?:-\p{L}+)*/gu;
/** A line-end hyphen seam right after a token: its last part is a broken word, not evidence. */
const SEAM_AFTER = /^-[ \t]*\n/;
/** A token right after a seam is the broken word's second half. */
const SEAM_BEFORE = /-[ \t]*\n[ \t]*$/;
/** How far around a token a seam is looked for (the blanks a seam may hold). */
const SEAM_LOOK = 8;

/**
 * Every word and compound of the text that no line-end seam touches, lowercased: how the
 * document writes its words where no break interferes. Built only for texts with a seam.
 */
export function documentVocabulary(text: string): HyphenEvidence {
  const words = new Set<string>();
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    const end = m.index + m[0].length;
    if (SEAM_AFTER.test(text.slice(end, end + SEAM_LOOK))) continue;
    if (SEAM_BEFORE.test(text.slice(Math.max(0, m.index - SEAM_LOOK), m.index))) continue;
    if (m[0].length > 1) words.add(m[0].toLowerCase());
  }
  return words;
}

export const dehyphenate: Step = {
  id: 'dehyphenate',
  level: 'standard',
  // 2: the shared policy (prefixes such as semi-/non- keep their hyphen; an all-capitals word broken before a capital is joined).
  // 3: the document's own vocabulary decides first (the word written whole or hyphenated elsewhere).
  version: 3,
  evidence: 'typographic',
  description:
    'Joins words hyphenated across a line end by the shared hyphen policy: how the document writes the word elsewhere first, then the English word list (compounds such as well-known and prefixes such as semi- keep their hyphen); unknown words are declared.',
  run(text, ctx) {
    if (!text.includes('\n')) return text;
    const tally = new Tally();
    // Word-list verdicts per word pair: running text breaks the same words again and again.
    const verdicts = new Map<string, HyphenVerdict>();
    let seen: HyphenEvidence | undefined;
    const out = replaceChanged(text, SEAM, (m, right: string, offset: number) => {
      const left = wordBefore(text, offset);
      if (!left) return m;
      const pair = `${left}|${right}`;
      let verdict = verdicts.get(pair);
      if (verdict === undefined) {
        seen ??= documentVocabulary(text);
        verdict = hyphenVerdict(left, right, seen);
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
