import { type Above, isReferencesHeading, joinLines, LIST_ITEM } from '../lines.ts';
import type { Step } from '../types.ts';

/**
 * A line ending with one of these (lowercase) words cannot end a paragraph, heading or list
 * item: the sentence goes on below (`the method of\nSmith`). Lowercase only, so `Appendix A`
 * does not count as ending with "a".
 */
const FUNCTION_WORDS = new Set(
  'a an the of to in on at by for from with into onto over under between among and or nor but as than that which who whose whom is are was were be been being has have had its their our his her this these those such via per vs'.split(
    ' ',
  ),
);
const LOWER = /\p{Ll}/u;
const LETTER = /\p{L}/u;
/** No function word is longer. */
const MAX_WORD = 12;
const LETTER_OR_DIGIT = /[\p{L}\d]/u;

/**
 * How the next line starts, after blanks and one opening ( " ': 'lower' continues a sentence,
 * 'word' may, 'other' (operators, bullets, punctuation) never joins here. Character codes
 * first: a Unicode regex per line was the slowest part of this step.
 */
function startKind(line: string): 'lower' | 'word' | 'other' {
  let i = 0;
  while (line.charCodeAt(i) === 32 || line.charCodeAt(i) === 9) i++;
  const open = line.charCodeAt(i);
  if (open === 40 || open === 34 || open === 39) i++;
  const c = line.charCodeAt(i);
  if (c >= 97 && c <= 122) return 'lower';
  if ((c >= 65 && c <= 90) || (c >= 48 && c <= 57)) return 'word';
  if (c < 128 || Number.isNaN(c)) return 'other';
  const ch = String.fromCodePoint(line.codePointAt(i) ?? 0);
  return LOWER.test(ch) ? 'lower' : LETTER_OR_DIGIT.test(ch) ? 'word' : 'other';
}

/** The letters at the end of `line`, read backwards (an anchored regex rescans from each start). */
function lastWord(line: string): string {
  let end = line.length;
  while (end > 0 && (line.charCodeAt(end - 1) === 32 || line.charCodeAt(end - 1) === 9)) end--;
  let i = end;
  while (i > 0 && end - i < MAX_WORD) {
    const c = line.charCodeAt(i - 1);
    const ascii = (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
    if (!ascii && (c < 128 || !LETTER.test(line[i - 1]))) break;
    i--;
  }
  return line.slice(i, end);
}

/**
 * Joins hard line breaks inside a paragraph, looking only at the seam. Joined when the next
 * line starts lowercase, or the line ends with a function word or a comma. Never joined: blank
 * lines (paragraph breaks), table rows (tabs), list items, the reference-list heading, and any
 * sentence end followed by a capital (a new sentence and a new paragraph look the same there).
 */
function joins(above: Above, line: string): boolean {
  // Seam evidence first: it rejects most lines, and the other checks cost more.
  const kind = startKind(line);
  if (kind === 'other') return false;
  if (kind === 'word') {
    const continues = above.tail.endsWith(',') || FUNCTION_WORDS.has(lastWord(above.tail));
    if (!continues) return false;
  }
  if (above.hasTab || line.includes('\t')) return false;
  return !LIST_ITEM.test(line) && !isReferencesHeading(line);
}

export const lineJoining: Step = {
  id: 'line_joining',
  level: 'standard',
  version: 2,
  evidence: 'typographic',
  description:
    'Joins wrapped lines into paragraphs when the seam shows the sentence continues; never merges paragraphs, list items, headings or table rows; reference list left to reference_rejoin.',
  run(text, ctx) {
    const { text: out, joined } = joinLines(text, joins, 'outside_references');
    ctx.count('lines_joined', joined);
    return out;
  },
};
