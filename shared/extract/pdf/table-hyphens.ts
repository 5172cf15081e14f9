/**
 * Words a cell's wrap broke at a hyphen, joined in the table's cells ("la- bel" → "label",
 * "docu- ments" → "documents"). The cell builder joins a wrapped cell's lines with a space, so
 * the typesetter's hyphen stays inside the word in `cells`, though the text output already joins
 * it as the body's lines are (table-inline.ts). In a cell the space may also be the author's
 * ("pre- and post-test"), so only a join the evidence names is made: the document writes the word
 * whole elsewhere, or the word list knows it whole and not as a compound (the shared policy's
 * `joined` verdict, shared/lexicon/hyphenation.ts). Anything else is left as read.
 */
import { hyphenVerdict } from '../../lexicon/hyphenation.ts';
import type { Vocabulary } from './hyphen.ts';

/** A hyphen after letters, one space, and letters: where a wrapped cell's lines met. */
const WRAP = /(\p{L}+)- (\p{Ll}+)/gu;

export function joinCellHyphens(cells: readonly string[][], vocab: Vocabulary): string[][] {
  return cells.map((row) =>
    row.map((c) =>
      c.includes('- ')
        ? c.replace(WRAP, (m, left: string, right: string) =>
            hyphenVerdict(left, right, vocab.words) === 'joined' ? `${left}${right}` : m,
          )
        : c,
    ),
  );
}
