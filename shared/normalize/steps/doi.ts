import { DOI_PREFIX } from '../../lexicon/doi.ts';
import type { Step } from '../types.ts';

/**
 * A DOI broken across lines. Evidence that the DOI continues: the line ends inside it, on a
 * character a DOI cannot end with in running text (`/`, `-`, `_`), or on `.` with a next
 * line that starts like a DOI tail (lowercase, a digit before any space; `33. Name` is the next reference). A DOI that
 * ends with a sentence full stop followed by a capitalised line is left alone.
 */
const DOI_BREAK = new RegExp(
  String.raw`(\b${DOI_PREFIX}(?:\/[^\s]{0,200})?[/\-_])[ \t]*\n[ \t]*(?=[\w(<])`,
  'g',
);
const DOI_DOT_BREAK = new RegExp(
  String.raw`(\b${DOI_PREFIX}\/[^\s]{0,200}\.)[ \t]*\n[ \t]*(?=[a-z][^\s]{0,200}\d)`,
  'g',
);
/** `https://doi.org/\n10.1037/...` and `doi:\n10....`: the prefix on one line, the DOI on the next. */
const PREFIX_BREAK = new RegExp(
  String.raw`((?:\bdoi:|\bdoi\.org\/|\bdx\.doi\.org\/))[ \t]*\n[ \t]*(?=${DOI_PREFIX}\/)`,
  'gi',
);

export const doiRejoin: Step = {
  id: 'doi_rejoin',
  level: 'standard',
  version: 1,
  evidence: 'typographic',
  description:
    'Rejoins DOIs broken across a line end without adding a space; a DOI ending a sentence is left alone.',
  run(text, ctx) {
    const join = (_m: string, head: string) => {
      ctx.count('doi_rejoined');
      return head;
    };
    if (!text.includes('10.')) return text;
    return text.replace(PREFIX_BREAK, join).replace(DOI_BREAK, join).replace(DOI_DOT_BREAK, join);
  },
};
