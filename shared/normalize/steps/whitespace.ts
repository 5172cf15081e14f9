import { Tally } from '../counter.ts';
import { replaceChanged } from '../replace.ts';
import type { Step } from '../types.ts';

/**
 * Space runs inside a line come from glyph positioning, not from the author. Leading
 * indentation and tabs (table cells) are kept; trailing spaces and runs of blank lines go.
 * One scan: a run of 2+ spaces, a single space before a line end, or a blank-line run; the
 * callback decides from the neighbours (lookbehinds made every position a candidate).
 */
const RUNS = / {2,}| (?=\n|$)|\n(?:[ \t]*\n){2,}/g;
const WHITE = /\s/;

export const whitespace: Step = {
  id: 'whitespace',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description:
    'Collapse space runs inside lines, drop trailing spaces and extra blank lines; tabs and indentation kept.',
  run(text, ctx) {
    const tally = new Tally();
    const result = ((): string => {
      return replaceChanged(text, RUNS, (m, offset: number) => {
        if (m[0] === '\n') {
          tally.add('blank_lines');
          return '\n\n';
        }
        const next = text[offset + m.length];
        if (next === undefined || next === '\n') {
          tally.add('trailing_space');
          return '';
        }
        // Indentation, or a run after a tab (cell padding): as printed.
        if (offset === 0 || WHITE.test(text[offset - 1])) return m;
        tally.add('space_run');
        return ' ';
      });
    })();
    tally.report(ctx);
    return result;
  },
};
