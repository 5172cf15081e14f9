import type { Step } from '../types.ts';

/**
 * Line breaks inside a statistic, which no paragraph can start or end with:
 * `p\n= .021` (a line cannot start with an operator and a number), `p =\n.021`, `95%\nCI`,
 * `CI\n[0.12, 0.78]` and a break after the comma of a bracketed interval `[-0.58,\n-0.18]`.
 */
const BEFORE_OPERATOR = /(?<=\S)[ \t]*\n[ \t]*(?=[=<>≤≥][ \t]*-?\.?\d)/g;
const AFTER_OPERATOR = /([=<>≤≥])[ \t]*\n[ \t]*(?=-?\.?\d)/g;
const PERCENT_CI = /(\d[ \t]?%)[ \t]*\n[ \t]*(?=(?:CI|CrI|HDI|confidence interval|credible interval)\b)/g;
const CI_BRACKET = /\b(CI|CrI|HDI)[ \t]*\n[ \t]*(?=\[)/g;
/** Bounded spans (an interval bound is a few characters), so each attempt is constant work. */
const IN_BRACKET = /(\[[^[\]\n]{1,40},)[ \t]*\n[ \t]*(?=[^[\]\n]{1,40}\])/g;

export const statLinebreaks: Step = {
  id: 'stat_linebreaks',
  level: 'academic',
  version: 1,
  evidence: 'typographic',
  description:
    'Removes line breaks inside statistics (p\\n= .021, 95%\\nCI, [-0.58,\\n-0.18]); a blank line (paragraph break) is never crossed.',
  run(text, ctx) {
    // After-operator first: joining `>\n2` can create a `Q\n> 2` seam, never the reverse.
    const rules: [RegExp, string][] = [
      [AFTER_OPERATOR, '$1 '],
      [BEFORE_OPERATOR, ' '],
      [PERCENT_CI, '$1 '],
      [CI_BRACKET, '$1 '],
      [IN_BRACKET, '$1 '],
    ];
    let out = text;
    for (const [re, by] of rules) {
      out = out.replace(re, (...args: string[]) => {
        ctx.count('stat_break_joined');
        return by === ' ' ? ' ' : `${args[1]} `;
      });
    }
    return out;
  },
};
