/**
 * Heading depth from section numbering. A page's heading tags are chosen for looks as often as
 * for depth: MDPI sets "2.1. Participants" and "2.1.1. Sample" both in h4, and a word
 * processor's export marks "3.1.2. Point counts" up as nothing but a bold paragraph. When a
 * numbered heading's number extends an earlier heading's ("3.1.2" under "3.1" or "3"), the
 * numbering tells the depth: the earlier heading's level plus the parts added. A number with no
 * earlier parent keeps the level it has (a page numbering only its sub-sections, a ranked list
 * "1. … 2. …" of headings).
 */

/**
 * An arabic section number opening a heading ("2", "2.1.", "3.1.2"), followed by a space and a
 * letter. The first part may be a capital letter for appendices ("A.1 Proofs" under
 * "A Proofs"). Years and quantities ("2024 in review", "1.5 million") have no parent heading
 * numbered "2024" or "1", so they never reach the rule.
 */
const SECTION_NUMBER = /^((?:\d{1,2}|[A-Z])(?:\.\d{1,2})*)\.?\s+(?=\p{L})/u;

/** The parts of a heading's section number (["3", "1", "2"]), or null. */
export function sectionNumber(text: string): string[] | null {
  const m = SECTION_NUMBER.exec(text);
  return m ? m[1].split('.') : null;
}

/** An earlier heading: its number parts and its level. */
export interface NumberedHeading {
  parts: readonly string[];
  level: number;
}

/**
 * The level a numbered heading takes from the nearest earlier heading whose number is a proper
 * prefix of its own (the longest such prefix), or null when there is none.
 */
export function levelFromNumbering(
  parts: readonly string[],
  earlier: readonly NumberedHeading[],
): number | null {
  let best: NumberedHeading | null = null;
  for (let i = earlier.length - 1; i >= 0; i--) {
    const e = earlier[i];
    if (e.parts.length >= parts.length || (best && e.parts.length <= best.parts.length)) continue;
    if (e.parts.every((p, k) => p === parts[k])) best = e;
  }
  return best ? best.level + parts.length - best.parts.length : null;
}
