/**
 * Heading matching for `npm run bench -- headings`: a found heading against the ground truth's
 * (READoc's `#` lines or a PDF's outline). Both sides normalized (LaTeX math and markup dropped,
 * lower case, section numbering stripped, letters and digits only); a found heading matches an
 * unmatched GT heading when the normalized strings are equal, or one contains the other and the
 * shorter is at least MIN_CONTAINED_SHARE of the longer (GT often drops the numbering, and wraps
 * differ), or when their word sets overlap (MIN_WORD_DICE). Equal strings are paired first, then
 * the rest in document order, one to one, each with the best-overlapping GT heading left.
 */
/** The shorter of two contained headings must be at least this share of the longer (a lone "results" inside "results and discussion" is not a match). */
const MIN_CONTAINED_SHARE = 0.6;
/**
 * Or their word sets overlap this much (Dice): the GT was sometimes made from another version of
 * the paper ("Particle filtering with ABC" vs "…with approximate Bayesian computations" is 0.6).
 */
const MIN_WORD_DICE = 0.6;
/**
 * Or, with the same section number on both sides, this much: READoc's 1506.06975 GT was made from
 * an earlier version of the paper ("5The GPO-SMC-ABC algorithm" is printed "5 The GSA algorithm").
 */
const MIN_NUMBERED_DICE = 0.3;

export interface GtHeading {
  text: string;
  level: number | null;
}

/**
 * Section numbering a heading may start with, matched before case folding: "3.2", "IV", "II-A",
 * "A" and "A.1" (appendices), lower-case roman "iii." (cermine_test1's outline), after an
 * optional "Appendix".
 */
const NUMBERING =
  /^\s*(?:[Aa]ppendix\s+)?(?:\d+(?:\.\d+)*|[IVX]+(?:-[A-Z]\d*)?|[A-H](?:\.\d+)*|[ivx]+(?=[.)]))(?=[.\s)])[.)]?\s*/u;

/** Lower case, no LaTeX math or markup, section numbering stripped, letters and digits only. */
export function normHeading(s: string): string {
  return unglue(s)
    .replace(NUMBERING, '')
    .replace(/\\\(.*?\\\)|\$[^$]*\$/g, ' ')
    .replace(/[_*`]/g, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A section number glued to its title in the GT ("2An intuitive overview") gets its space back. */
function unglue(s: string): string {
  return s.replace(/^(\s*\d+(?:\.\d+)*)(?=\p{Lu}\p{Ll})/u, '$1 ');
}

/** The heading's words, its section numbering left out (numbers are not words of the title). */
function wordsOf(s: string): Set<string> {
  return new Set(
    unglue(s)
      .replace(NUMBERING, '')
      .replace(/\\\(.*?\\\)|\$[^$]*\$/g, ' ')
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  );
}

/**
 * How well two headings match: 2 for equal normalized strings; else the containment share or
 * the word overlap (Dice) when it reaches its threshold; 0 for no match.
 */
function similarity(a: string, b: string): number {
  const na = normHeading(a);
  const nb = normHeading(b);
  if (!na || !nb) return 0;
  if (na === nb) return 2;
  const [s, l] = na.length <= nb.length ? [na, nb] : [nb, na];
  const contained = l.includes(s) ? s.length / l.length : 0;
  const wa = wordsOf(a);
  const wb = wordsOf(b);
  const common = [...wa].filter((w) => wb.has(w)).length;
  const dice = (2 * common) / (wa.size + wb.size);
  const na0 = sectionNumber(a);
  const numbered = na0 !== null && na0 === sectionNumber(b);
  const best = Math.max(contained >= MIN_CONTAINED_SHARE ? contained : 0, dice >= MIN_WORD_DICE ? dice : 0);
  return best || (numbered && dice >= MIN_NUMBERED_DICE ? dice : 0);
}

export function matches(a: string, b: string): boolean {
  return similarity(a, b) > 0;
}

/**
 * One-to-one pairs of found headings with GT headings: equal normalized strings first (so
 * "Specification in TIMP: Dispersion models" cannot take the GT's "…: Bandshape model" from the
 * heading printed so), then each remaining found heading, in document order, with the unpaired
 * GT heading it matches best (the earliest on a tie). Returns the GT index of each found one, or -1.
 */
export function pair(gt: readonly string[], found: readonly string[]): number[] {
  const out = found.map(() => -1);
  const used = new Set<number>();
  found.forEach((f, k) => {
    const nf = normHeading(f);
    const i = gt.findIndex((g, j) => !used.has(j) && nf !== '' && normHeading(g) === nf);
    if (i >= 0) {
      used.add(i);
      out[k] = i;
    }
  });
  found.forEach((f, k) => {
    if (out[k] >= 0) return;
    let best = 0;
    gt.forEach((g, j) => {
      if (used.has(j)) return;
      const sim = similarity(g, f);
      if (sim > best) {
        best = sim;
        out[k] = j;
      }
    });
    if (out[k] >= 0) used.add(out[k]);
  });
  return out;
}

/** The arabic section number a heading starts with ("3.1" of "3.1 Particle filtering"), or null. */
function sectionNumber(s: string): string | null {
  return /^\s*(\d+(?:\.\d+)*)(?=[.\s)]|\p{Lu})/u.exec(s)?.[1] ?? null;
}

export interface Score {
  gt: number;
  found: number;
  matched: number;
  levelKnown: number;
  levelSame: number;
}

export function score(
  gt: GtHeading[],
  found: { text: string; level: number }[],
): Score & { misses: string[]; extras: string[] } {
  const pairs = pair(
    gt.map((g) => g.text),
    found.map((f) => f.text),
  );
  let levelKnown = 0;
  let levelSame = 0;
  const extras: string[] = [];
  found.forEach((f, k) => {
    const i = pairs[k];
    if (i < 0) {
      extras.push(f.text);
      return;
    }
    if (gt[i].level !== null) {
      levelKnown++;
      if (gt[i].level === f.level) levelSame++;
    }
  });
  const used = new Set(pairs.filter((i) => i >= 0));
  return {
    gt: gt.length,
    found: found.length,
    matched: used.size,
    levelKnown,
    levelSame,
    misses: gt.filter((_, k) => !used.has(k)).map((g) => g.text),
    extras,
  };
}
