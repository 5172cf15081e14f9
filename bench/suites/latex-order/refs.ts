/**
 * Reference entries kept whole: a bibliography entry of the truth is whole when one paragraph of
 * the output's body holds exactly its words (labels such as "[3]" or "3." have none). Hanging
 * indents and one-line entries of one measure used to split entries after their first line or
 * join them to the next; the order and break scores leave the bibliography out.
 */
import { words } from '../readoc.ts';

export interface RefScore {
  total: number;
  whole: number;
  /** The start of each entry not found whole. */
  broken: string[];
}

export function scoreRefs(references: readonly string[], body: readonly string[]): RefScore {
  const paragraphs = new Set(body.map((p) => words(p).join(' ')));
  const broken = references.filter((r) => !paragraphs.has(words(r).join(' ')));
  return {
    total: references.length,
    whole: references.length - broken.length,
    broken: broken.map((r) => r.slice(0, 60)),
  };
}
