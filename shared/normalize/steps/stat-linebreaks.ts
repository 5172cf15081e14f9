import { Tally } from '../counter.ts';
import { replaceChanged } from '../replace.ts';
import type { Step } from '../types.ts';

/**
 * Line breaks inside a statistic, which no paragraph can start or end with:
 * `p\n= .021` (a line cannot start with an operator and a number), `p =\n.021`, `95%\nCI`,
 * `CI\n[0.12, 0.78]` and a break after the comma of a bracketed interval `[-0.58,\n-0.18]`.
 * Every pattern starts at a rare character or at the newline and checks what precedes it in
 * the callback: lookbehinds at the start of a pattern made every position a candidate.
 */
const AFTER_OPERATOR = /([=<>≤≥])[ \t]*\n[ \t]*(?=-?\.?\d)/g;
const BEFORE_OPERATOR = /\n[ \t]*(?=[=<>≤≥][ \t]*-?\.?\d)/g;
const PERCENT_CI = /%[ \t]*\n[ \t]*(?=(?:CI|CrI|HDI|confidence interval|credible interval)\b)/g;
const CI_BRACKET = /\n[ \t]*(?=\[)/g;
const CI_BEFORE = /\b(?:CI|CrI|HDI)[ \t]*$/;
/** Bounded spans (an interval bound is a few characters), so each attempt is constant work. */
const IN_BRACKET = /(\[[^[\]\n]{1,40},)[ \t]*\n[ \t]*(?=[^[\]\n]{1,40}\])/g;
const WHITE = /\s/;
/** Characters that may end a line before a break inside a statistic: operators and `%`. */
const BEFORE_BREAK = new Set(['=', '<', '>', '≤', '≥', '%']);
/** Characters that may start a line after one: operators (`[` is checked with its CI). */
const AFTER_BREAK = new Set(['=', '<', '>', '≤', '≥']);
/** IN_BRACKET's bound: the `[` is at most this far before the comma. */
const BRACKET_REACH = 41;

function isBlank(c: number): boolean {
  return c === 32 || c === 9;
}

/** An open `[` within reach before the comma at `comma`, on the same line: IN_BRACKET's head. */
function inBracket(text: string, comma: number): boolean {
  for (let i = comma - 1; i >= 0 && comma - i <= BRACKET_REACH; i--) {
    const c = text[i];
    if (c === '[') return comma - i >= 2;
    if (c === ']' || c === '\n') return false;
  }
  return false;
}

/**
 * True when some line break has, across blanks, the neighbour one of the patterns above needs
 * (an operator or `%` before it, an operator after it, `CI` then `[`, or the comma of an open
 * bracketed interval). Each pattern needs that at its break, and a join anywhere means some
 * break qualified, so this never skips a text a pattern would change. Found with `indexOf`:
 * most texts have no such break, and then the five full-text regex scans are skipped.
 */
function hasCandidateBreak(text: string): boolean {
  for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', nl + 1)) {
    let b = nl - 1;
    while (b >= 0 && isBlank(text.charCodeAt(b))) b--;
    const before = b >= 0 ? text[b] : '';
    if (BEFORE_BREAK.has(before) || (before === ',' && inBracket(text, b))) return true;
    let a = nl + 1;
    while (a < text.length && isBlank(text.charCodeAt(a))) a++;
    const after = a < text.length ? text[a] : '';
    if (AFTER_BREAK.has(after) || (after === '[' && before === 'I')) return true;
  }
  return false;
}

export const statLinebreaks: Step = {
  id: 'stat_linebreaks',
  level: 'academic',
  version: 1,
  evidence: 'typographic',
  description:
    'Removes line breaks inside statistics (p\\n= .021, 95%\\nCI, [-0.58,\\n-0.18]); a blank line (paragraph break) is never crossed.',
  run(text, ctx) {
    const tally = new Tally();
    const result = ((): string => {
      if (!hasCandidateBreak(text)) return text;
      const joined = (by: string) => {
        tally.add('stat_break_joined');
        return by;
      };
      // After-operator first: joining `>\n2` can create a `Q\n> 2` seam, never the reverse.
      let out = text.replace(AFTER_OPERATOR, (_m, op: string) => joined(`${op} `));
      out = replaceChanged(out, BEFORE_OPERATOR, (m, offset: number, s: string) =>
        offset > 0 && !WHITE.test(s[offset - 1]) ? joined(' ') : m,
      );
      out = replaceChanged(out, PERCENT_CI, (m, offset: number, s: string) =>
        /\d ?$/.test(s.slice(offset - 2, offset)) ? joined('% ') : m,
      );
      out = replaceChanged(out, CI_BRACKET, (m, offset: number, s: string) =>
        CI_BEFORE.test(s.slice(Math.max(0, offset - 8), offset)) ? joined(' ') : m,
      );
      return out.replace(IN_BRACKET, (_m, head: string) => joined(`${head} `));
    })();
    tally.report(ctx);
    return result;
  },
};
