import { Tally } from '../counter.ts';
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
      if (!text.includes('\n')) return text;
      const joined = (by: string) => {
        tally.add('stat_break_joined');
        return by;
      };
      // After-operator first: joining `>\n2` can create a `Q\n> 2` seam, never the reverse.
      let out = text.replace(AFTER_OPERATOR, (_m, op: string) => joined(`${op} `));
      out = out.replace(BEFORE_OPERATOR, (m, offset: number, s: string) =>
        offset > 0 && !WHITE.test(s[offset - 1]) ? joined(' ') : m,
      );
      out = out.replace(PERCENT_CI, (m, offset: number, s: string) =>
        /\d ?$/.test(s.slice(offset - 2, offset)) ? joined('% ') : m,
      );
      out = out.replace(CI_BRACKET, (m, offset: number, s: string) =>
        CI_BEFORE.test(s.slice(Math.max(0, offset - 8), offset)) ? joined(' ') : m,
      );
      return out.replace(IN_BRACKET, (_m, head: string) => joined(`${head} `));
    })();
    tally.report(ctx);
    return result;
  },
};
