import { joinLines } from '../lines.ts';
import type { Step } from '../types.ts';

/**
 * Starts of reference entries: APA/Harvard `Surname, I.` (with particles: `van der Berg, A.`),
 * Vancouver `Surname AB,`, numbered `[12]` or `12. Surname`. Three digits at most, so a year
 * at a line start (`2020. Title`) is not taken for a number.
 */
const ENTRY_START = new RegExp(
  [
    "^(?:(?:van|von|de|der|den|du|da|di|le|la|del|dos|das|ten|ter)\\s+)*\\p{Lu}[\\p{L}'\\-]+(?:[\\s-]\\p{Lu}[\\p{L}'\\-]+)*,\\s+\\p{Lu}\\.",
    "^\\p{Lu}[\\p{L}'\\-]+\\s\\p{Lu}{1,3}[,.]\\s",
    '^\\[\\d{1,4}\\]',
    '^\\d{1,3}\\.\\s+\\p{Lu}',
  ].join('|'),
  'u',
);
/** An entry whose author list continues on the next line ends with `,` or `&`. */
const OPEN_END = /[,&]$/;
/** Fewer recognised entry starts than this: the style is unknown, so entries cannot be told apart. */
export const MIN_ENTRIES = 2;

export const referenceRejoin: Step = {
  id: 'reference_rejoin',
  level: 'standard',
  version: 2,
  evidence: 'typographic',
  description:
    'Inside the reference list, joins each wrapped line onto its entry; a line that starts a new entry (Surname, I. / [n] / n.) starts a new line. Unknown styles untouched.',
  run(text, ctx) {
    // One pass that both joins and counts entry starts; the result is kept only if the list
    // showed a recognisable style.
    let starts = 0;
    const { text: out, joined } = joinLines(
      text,
      (above, line) => {
        const start = ENTRY_START.test(line.trimStart());
        if (start) starts++;
        if (above.hasTab || line.includes('\t') || above.isReferencesHeading) return false;
        return !start || OPEN_END.test(above.tail);
      },
      'inside_references',
    );
    if (starts < MIN_ENTRIES) return text;
    ctx.count('lines_joined', joined);
    return out;
  },
};
