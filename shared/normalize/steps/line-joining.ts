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
/** Next line continues the sentence: starts with a lowercase letter, maybe after ( " '. */
const STARTS_LOWER = /^[ \t]*["'(]?\p{Ll}/u;
const STARTS_WORD = /^[ \t]*["'(]?[\p{L}\d]/u;

function lastWord(line: string): string {
  const m = /(\p{L}+)[ \t]*$/u.exec(line.slice(-40));
  return m ? m[1] : '';
}

/**
 * Joins hard line breaks inside a paragraph, looking only at the seam. Joined when the next
 * line starts lowercase, or the line ends with a function word or a comma. Never joined: blank
 * lines (paragraph breaks), table rows (tabs), list items, the reference-list heading, and any
 * sentence end followed by a capital (a new sentence and a new paragraph look the same there).
 */
function joins(above: Above, line: string): boolean {
  if (above.hasTab || line.includes('\t')) return false;
  if (LIST_ITEM.test(line) || isReferencesHeading(line)) return false;
  if (STARTS_LOWER.test(line)) return true;
  if (!STARTS_WORD.test(line)) return false;
  if (above.tail.endsWith(',')) return true;
  return FUNCTION_WORDS.has(lastWord(above.tail)) && /\p{Ll}$/u.test(above.tail);
}

export const lineJoining: Step = {
  id: 'line_joining',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description:
    'Joins wrapped lines into paragraphs when the seam shows the sentence continues; never merges paragraphs, list items, headings or table rows; reference list left to reference_rejoin.',
  run(text, ctx) {
    const { text: out, joined } = joinLines(text, joins, 'outside_references');
    ctx.count('lines_joined', joined);
    return out;
  },
};
