/**
 * The document's say on heading candidates (headings.ts finds them one paragraph at a time):
 * `supported` drops those the other headings and the text around them do not back
 * (table-of-contents runs, numbering out of sequence, no text under an unnumbered one), and
 * `assignLevels` gives levels from numbering depth, else from the style's rank among headings.
 */
import { alignRank, resolveAlignment } from './headings-align.ts';
import { HEADING_MAX_CHARS, MIN_LETTER_SHARE } from './headings-text.ts';
import type { Para } from './paragraphs.ts';

/** This many consecutive candidates of one style are a list, code or table cells, not headings. */
const RUN_OF_SAME_STYLE = 3;

/** One detected heading, before levels are assigned. */
export interface Heading {
  index: number;
  depth: number | null;
  /** Style key: size, font evidence, capitals and centring; headings of one style share a level. */
  style: string;
  size: number;
  top: boolean;
  /** Evidence that holds inside a reference list too: a section keyword or larger type. */
  strong: boolean;
  /** A section keyword ("References", "Competing interests"). */
  keyword: boolean;
  /** The leading arabic section number, when numbered so. */
  number: number | null;
  /** Numbered by a capital letter alone ("A. Partitioned vs. …"): an IEEE sub-section or an appendix. */
  letter?: boolean;
  /** Set smaller than the body (headings.ts SMALL_HEAD_*): kept only under its own section. */
  small?: boolean;
  /** Set in the body's own type, told by its sub-section number alone (headings.ts PLAIN_HEAD_*): kept only after its parent or a sibling. */
  plain?: boolean;
  /** Set in the body's own type with no number (headings.ts looseHead): kept only beside a sibling of its style, after another heading. */
  loose?: boolean;
}

/** An arabic section number ("3", "3.1", "3.1.1"). */
const SECTION_NUMBER = /^([1-9]\d?(?:\.\d{1,2}){0,3})\.?\s/;

/** Body text under a heading: a paragraph of at least this many lines… */
const FOLLOWER_MIN_LINES = 2;
/** …or this many characters (a one-line paragraph in a wide column). */
const FOLLOWER_MIN_CHARS = 100;
/** A table-of-contents entry ends in a page number after a space… */
const TOC_PAGE = /\p{L}[\s.]+\d{1,4}$/u;
/** …and comes in a run of at least this many consecutive entries. */
const TOC_RUN = 3;
/** A list item under a heading ("Main messages" over bullets; the bullet glyph often comes out as "<" or a control character). */
const LIST_ITEM = /^[^\p{L}\p{N}\s([{"'“‘]\s+\p{L}/u;
/** A display formula under a paragraph heading ("Ideal Trust Property" over "T(p) = Pr[O(p) = 1]."): looked through for the text after it. */
const DISPLAY_MATH = /[=∑∫≤≥⎧⎨⎩∀∃∈]|^\s*[{|]/u;
/** A style backs its headings without text under them when this many of its headings… */
const STYLE_BACKING_MIN = 2;
/** …and at least this share of them have text under them. */
const STYLE_BACKING_SHARE = 0.5;
/** Headings in a row looked through for the body under them ("Experiment" over "Task and stimuli" over text). */
const FOLLOWER_CHAIN = 3;

/**
 * Drop candidates that the document's other headings do not back:
 * - Table-of-contents entries: TOC_RUN or more consecutive short paragraphs ending in a page
 *   number (real-nogt grobid_0807.3577: without this its TOC's "6. Conclusions 9" also
 *   puts the body's "5. Connection…" out of sequence).
 * - Alone: the only arabic-numbered candidate, numbered 2 or more and not in larger type.
 * - Out of sequence: an arabic-numbered candidate below the highest section number so far,
 *   when the next numbered candidate goes on from that highest number, is a numbered list item
 *   or a footnote ("2. Argument Extraction: For each…" between 4.1 and 4.2, "1Note that…").
 * - No body under it: an unnumbered candidate that is not a section keyword needs text under it,
 *   possibly after a few more headings; labels of figures and unstructured tables ("FEAT NBRHD",
 *   "User Program", bold header rows) are followed by more short fragments, not by paragraphs.
 *   Floats (captions) and display formulas in between are skipped; a list item counts as text. Tuned on science-parse-weakgt and readoc-arxiv,
 *   checked on real-nogt and authored-unit-tests.
 */
const letterShare = (s: string) =>
  (s.match(/\p{L}/gu) ?? []).length / Math.max(1, s.replace(/\s/g, '').length);

export function supported(
  all: readonly Heading[],
  laid: readonly Para[],
  /** Paragraphs that are the wrapped rest of the heading above them (headings.ts continuesHeading): not text under it. */
  wrapped: ReadonlySet<number> = new Set(),
): Heading[] {
  resolveAlignment(all);
  // Table-of-contents entries ("1. Introduction 2", "References 14"): runs of consecutive short
  // paragraphs each ending in a page number, whether or not each one is a candidate.
  const entry = (p: Para) => p.text.length <= HEADING_MAX_CHARS && TOC_PAGE.test(p.text);
  const toc = new Set<number>();
  for (let i = 0; i < laid.length; ) {
    let j = i;
    while (j < laid.length && entry(laid[j])) j++;
    if (j - i >= TOC_RUN) for (let k = i; k < j; k++) toc.add(k);
    i = Math.max(j, i + 1);
  }
  // A sub-section number in small type belongs to the section above it: the nearest earlier
  // top-level numbered heading in body-size or larger type has its leading number ("2.1" under
  // "2 Background"). Footnotes, table cells and figure labels numbered "2.1" have no such section.
  const parent = (k: number) => {
    for (let j = k - 1; j >= 0; j--)
      if (!all[j].small && all[j].depth === 1 && all[j].number !== null) return all[j];
    return null;
  };
  // A sub-section number in the body's type ("3.1.1 Roughness parameterization") follows its
  // parent ("3.1 Study area") or a sibling ("3.1.1") among the headings before it, as no
  // numbered list item or table row does.
  const label = (h: Heading) => SECTION_NUMBER.exec(laid[h.index]?.text ?? '')?.[1] ?? null;
  const placed = (k: number) => {
    const mine = label(all[k]) as string;
    if (!mine.includes('.')) return false;
    const up = mine.slice(0, mine.lastIndexOf('.'));
    for (let j = k - 1; j >= 0; j--) {
      const l = label(all[j]);
      if (l === up || (l !== null && l.slice(0, l.lastIndexOf('.')) === up)) return true;
    }
    return false;
  };
  // An unnumbered head in the body's type needs a sibling of its style and a heading of other
  // evidence before it: one short line set apart is otherwise a one-line paragraph.
  const kin = (k: number) =>
    all.some((g, j) => j !== k && g.loose && g.style === all[k].style) &&
    all.slice(0, k).some((g) => !g.loose);
  const found = all.filter(
    (h, k) =>
      !toc.has(h.index) &&
      (!h.small || parent(k)?.number === h.number) &&
      (!h.plain || placed(k)) &&
      (!h.loose || kin(k)),
  );
  const at = new Map(found.map((h) => [h.index, h]));
  const numbered = found.filter((h) => h.number !== null).length;
  const keep = found.filter((h, k) => {
    if (h.number === null) return true;
    // A lone section number past the first, in body-size type, with no other numbered heading
    // around it is a count or a note ("5 Webtext" in olmOCR's handwritten mattsnotes).
    if (numbered === 1 && h.number > 1 && !h.strong) return false;
    let highest = 0;
    for (let j = 0; j < k; j++) highest = Math.max(highest, found[j].number ?? 0);
    if (h.number >= highest) return true;
    const next = found.slice(k + 1).find((g) => g.number !== null);
    return !next || (next.number as number) < highest;
  });
  // Prose is mostly letters: a long row of table numbers ("Q1 5.8 Q2 2.8 …") is not text under a heading.
  const wordy = (p: Para) => letterShare(p.text) >= MIN_LETTER_SHARE;
  const bodyLike = (p: Para) =>
    ((p.lines.length >= FOLLOWER_MIN_LINES || p.text.length >= FOLLOWER_MIN_CHARS) && wordy(p)) ||
    LIST_ITEM.test(p.text);
  const hasBody = (h: Heading) => {
    let chain = 0;
    for (let i = h.index + 1; i < laid.length; i++) {
      const p = laid[i];
      if (p.float || wrapped.has(i)) continue;
      if (at.has(i)) {
        if (++chain > FOLLOWER_CHAIN) return false;
        continue;
      }
      // A table's rows are no text under a heading (one paragraph of rows, table-inline.ts).
      if (p.role === 'table') return false;
      if (bodyLike(p)) return true;
      // A display formula is mostly symbols; a labelled figure row with one "=" is not one.
      if (!DISPLAY_MATH.test(p.text) || wordy(p)) return false;
    }
    return true;
  };
  // A style whose headings mostly have text under them backs its others: a paragraph heading
  // over a display formula or a code listing ("Ideal Trust Property", "Data preprocessing").
  const open = keep.filter((h) => h.depth === null && !h.keyword);
  const backed = new Map<string, { body: number; all: number }>();
  const ok = new Set<Heading>();
  for (const h of open) {
    const b = backed.get(h.style) ?? { body: 0, all: 0 };
    b.all++;
    if (hasBody(h)) {
      b.body++;
      ok.add(h);
    }
    backed.set(h.style, b);
  }
  return keep.filter((h) => {
    if (h.depth !== null || h.keyword || ok.has(h)) return true;
    const b = backed.get(h.style) as { body: number; all: number };
    return b.body >= STYLE_BACKING_MIN && b.body >= STYLE_BACKING_SHARE * b.all;
  });
}

/** Deepest level given (markdown has six; papers rarely go past four). */
const MAX_LEVEL = 6;

/**
 * Drop runs of same-style candidates (lists, code, table cells in bold), then give levels:
 * numbering depth where there is one; a style takes the level most of its numbered headings
 * have; other styles rank below the nearest larger known style.
 */
export function assignLevels(found: Heading[]): Map<number, number> {
  resolveAlignment(found);
  const kept: Heading[] = [];
  for (let i = 0; i < found.length; ) {
    let j = i + 1;
    while (
      j < found.length &&
      found[j].index === found[j - 1].index + 1 &&
      found[j].style === found[i].style &&
      found[j].depth === null
    )
      j++;
    if (j - i < RUN_OF_SAME_STYLE || found[i].depth !== null) kept.push(...found.slice(i, j));
    else kept.push(...found.slice(i, j).filter((h) => h.top));
    i = j;
  }
  // A letter alone numbers an IEEE sub-section ("A. Algorithm structure", italic under
  // "I. INTRODUCTION") or an appendix set like the top-level sections ("A. Partitioned vs. …"
  // in the type of "1. Introduction", JSS): it is top level when all its style's arabic numbers are.
  const arabicDepths = new Map<string, Set<number>>();
  for (const h of kept)
    if (h.number !== null && h.depth !== null)
      arabicDepths.set(h.style, (arabicDepths.get(h.style) ?? new Set<number>()).add(h.depth));
  for (const h of kept) {
    const d = arabicDepths.get(h.style);
    if (h.letter && d?.size === 1 && d.has(1)) h.depth = 1;
  }
  const votes = new Map<string, Map<number, number>>();
  for (const h of kept) {
    if (h.depth === null) continue;
    const v = votes.get(h.style) ?? new Map<number, number>();
    v.set(h.depth, (v.get(h.depth) ?? 0) + 1);
    votes.set(h.style, v);
  }
  const styleLevel = new Map<string, number>();
  for (const [s, v] of votes)
    styleLevel.set(s, [...v.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0]);
  // Unknown styles by size (larger first), capitals before mixed case, centred before flush
  // before indented.
  const styles = [...new Set(kept.map((h) => h.style))].sort((a, b) => {
    const [sa, , ca, ea] = a.split('|');
    const [sb, , cb, eb] = b.split('|');
    return Number(sb) - Number(sa) || (cb ? 1 : 0) - (ca ? 1 : 0) || alignRank(ea) - alignRank(eb);
  });
  let above = 0;
  for (const s of styles) {
    const known = styleLevel.get(s);
    if (known !== undefined) above = Math.max(above, known);
    else {
      // Only top-keyword headings in this style ("Abstract", "References"): they say nothing
      // about rank; a style seen once takes the rank above it without using one up (a stray
      // large line must not push every heading below it a level down).
      const mine = kept.filter((h) => h.style === s);
      if (mine.every((h) => h.top)) styleLevel.set(s, 1);
      else if (mine.length === 1) styleLevel.set(s, Math.max(1, above));
      else styleLevel.set(s, ++above);
    }
  }
  const out = new Map<number, number>();
  for (const h of kept)
    out.set(h.index, h.top ? 1 : Math.min(MAX_LEVEL, h.depth ?? (styleLevel.get(h.style) as number)));
  return out;
}
