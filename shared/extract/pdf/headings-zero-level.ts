/**
 * Unnumbered sub-sections over numbered sub-sub-sections: LaTeX numbers a `\subsubsection` under
 * a `\subsection*` "3.0.1", the zero standing for the level it did not number. Nature's class
 * sets its sub-sections as unnumbered run-in heads ("Data curation. The …") and its
 * sub-sub-sections on their own lines ("3.0.1 Edge features"): read by its depth, "3.0.1" was a
 * level 2 heading and the run-in heads went under it, a level too deep each way. When an
 * unnumbered run-in head stands between such a heading and its parent, the zero is that head's
 * level: the heading goes down a level per zero and the run-in heads of the document take the
 * zero's level. With nothing between (NRC's paragraph heads "3.1.0.0.1" right under 3.1), a zero
 * is a level skipped, as headings-text.ts reads it.
 */
import type { BodyBlock } from '../types.ts';

/** The zero parts of an arabic section number that a non-zero part follows ("3.0.1": one at part 2). */
export function innerZeros(text: string): { count: number; first: number } | null {
  const m = /^(?:§\s*)?([1-9]\d?(?:\.\d{1,2}){1,4})\.?(?=[\s\p{Lu}])/u.exec(text);
  if (!m) return null;
  const parts = m[1].split('.').map(Number);
  const last = parts.findLastIndex((n) => n !== 0);
  const inner = parts
    .slice(0, last)
    .map((n, k) => (n === 0 ? k : -1))
    .filter((k) => k >= 0);
  return inner.length ? { count: inner.length, first: inner[0] + 1 } : null;
}

/**
 * Mend the levels of `blocks` in place: `unnumberedRunIns`, the blocks opening on an unnumbered
 * run-in head, take the zero's level when they stand between a zero-numbered heading and its
 * parent, and that heading goes down a level per zero.
 */
export function mendZeroLevels(blocks: BodyBlock[], unnumberedRunIns: ReadonlySet<BodyBlock>): void {
  if (!unnumberedRunIns.size) return;
  let zeroLevel: number | null = null;
  blocks.forEach((b, k) => {
    if (b.role !== 'heading' || b.level === undefined) return;
    const zeros = innerZeros(b.text);
    if (!zeros) return;
    const own = b.level;
    for (let j = k - 1; j >= 0; j--) {
      const g = blocks[j];
      if (g.role === 'heading' && g.level !== undefined && g.level < own) return;
      if (unnumberedRunIns.has(g)) {
        b.level = own + zeros.count;
        zeroLevel = Math.min(zeroLevel ?? zeros.first, zeros.first);
        return;
      }
    }
  });
  if (zeroLevel === null) return;
  for (const b of unnumberedRunIns) if (b.runIn) b.runIn.level = zeroLevel;
}
