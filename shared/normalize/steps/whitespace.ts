import type { Step } from '../types.ts';

/**
 * Space runs inside a line come from glyph positioning, not from the author. Leading
 * indentation and tabs (table cells) are kept; trailing spaces and runs of blank lines go.
 */
const INNER_RUN = /(?<=\S) {2,}(?=\S)/g;
const TRAILING = /(?<! ) +$/gm;
const BLANK_RUN = /\n(?:[ \t]*\n){2,}/g;

export const whitespace: Step = {
  id: 'whitespace',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description:
    'Collapse space runs inside lines, drop trailing spaces and extra blank lines; tabs and indentation kept.',
  run(text, ctx) {
    return text
      .replace(INNER_RUN, () => {
        ctx.count('space_run');
        return ' ';
      })
      .replace(TRAILING, () => {
        ctx.count('trailing_space');
        return '';
      })
      .replace(BLANK_RUN, () => {
        ctx.count('blank_lines');
        return '\n\n';
      });
  },
};
