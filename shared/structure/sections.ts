/**
 * Sections from headings. Headings open sections; a heading closes every open section at its
 * level or deeper, so top-level sections tile the body and each sub-section lies inside its
 * parent. Levels are made contiguous (a level-3 heading straight under a level-1 one is a level-2
 * section), since extractors' levels come from numbering depth or font rank and can skip.
 */
import { labelOf, type SectionLabel } from './labels.ts';
import type { Section } from './types.ts';

/** A place where a section starts. */
export interface HeadingMark {
  start: number;
  /** End of the heading text; equal to `start` for a section with no heading (markup-only abstract). */
  headingEnd: number;
  /** The extractor's level (1 = top). */
  level: number;
  /** Label given by the block's role (an abstract found by markup), used when the heading names none. */
  label?: SectionLabel;
}

/**
 * A heading numbered with a capital letter ("A Implementation details", "B.2 Proofs"): after the
 * references, LaTeX's \appendix numbering, so an appendix even when the word is not printed.
 */
const LETTERED = /^[A-Z](?:\.\d+)*\.?\s+\p{L}/u;

/** Whether a top-level references or appendix section has been opened already. */
function afterReferences(sections: readonly Section[]): boolean {
  return sections.some((s) => s.level === 1 && (s.label === 'references' || s.label === 'appendix'));
}

/**
 * The label of an unnamed top-level heading right after a top-level supplementary section: part
 * of the supplement (its own title, its own methods); right after the references or an appendix:
 * an appendix. After any other section (BMC's "Author details" after "Acknowledgments"), none.
 */
function backMatter(sections: readonly Section[]): SectionLabel | null {
  for (let i = sections.length - 1; i >= 0; i--) {
    const s = sections[i];
    if (s.level !== 1) continue;
    if (s.label === 'supplementary') return 'supplementary';
    return s.label === 'references' || s.label === 'appendix' ? 'appendix' : null;
  }
  return null;
}

/** Whether an earlier top-level section was numbered in arabic ("7 Conclusions"): a top-level "A …" after it is an appendix (READoc 1506.06975 puts it before the references). */
function arabicBefore(sections: readonly Section[]): boolean {
  return sections.some((s) => s.level === 1 && s.heading !== null && /^\d/.test(s.heading));
}

/** Front-matter parts that never hold one another. */
const FRONT_PARTS = new Set<SectionLabel>(['abstract', 'keywords']);

/** Labels that say nothing a sub-section could inherit. */
const WEAK = new Set<SectionLabel>(['other', 'front_matter']);

interface Open {
  section: Section;
  sourceLevel: number;
}

export function buildSections(
  text: string,
  body: { start: number; end: number },
  marks: readonly HeadingMark[],
): Section[] {
  const out: Section[] = [];
  const sorted = [...marks]
    .filter((m) => m.start >= body.start && m.start < body.end)
    .sort((a, b) => a.start - b.start);
  const firstStart = sorted.length ? sorted[0].start : body.end;
  if (/\S/.test(text.slice(body.start, firstStart)))
    out.push({
      heading: null,
      level: 1,
      label: sorted.length ? 'front_matter' : 'other',
      occurrence: 1,
      start: body.start,
      end: firstStart,
      pages: null,
    });
  const counts = new Map<SectionLabel, number>();
  const stack: Open[] = [];
  const close = (at: number, level: number) => {
    while (stack.length && stack[stack.length - 1].sourceLevel >= level) {
      const o = stack.pop() as Open;
      o.section.end = at;
    }
  };
  for (const m of sorted) {
    close(m.start, m.level);
    const heading = m.headingEnd > m.start ? text.slice(m.start, m.headingEnd) : null;
    const lettered =
      heading !== null &&
      LETTERED.test(heading) &&
      (afterReferences(out) || (!stack.length && arabicBefore(out)));
    // A top-level heading that names nothing, after the references or an appendix, titles an
    // appendix (APA and many journals print "Appendix" over the appendix's own title, and
    // LaTeX's \appendix sections need not be lettered: IEEEtran, apa7); after a supplement, it
    // belongs to the supplement.
    const back = heading !== null && !stack.length ? backMatter(out) : null;
    const own = (heading ? labelOf(heading) : null) ?? m.label ?? (lettered ? 'appendix' : back);
    // A reference list has no sub-sections: a heading that names a part of the paper after it
    // ("B. New nls options", an appendix set a level lower by its letter) starts at the top.
    if (own && stack.length && stack[stack.length - 1].section.label === 'references')
      close(m.start, Number.NEGATIVE_INFINITY);
    // The abstract and the keywords are parts of the front matter side by side: Wiley sets
    // "Keywords" in an h3 after the abstract's h2, yet the keywords are no part of the abstract.
    // (A "Significance" or "Lay summary" under the abstract is the abstract's own part: it stays.)
    const top = stack[stack.length - 1]?.section.label;
    if (own && top && top !== own && FRONT_PARTS.has(own) && FRONT_PARTS.has(top))
      close(m.start, Number.NEGATIVE_INFINITY);
    const parent = stack[stack.length - 1];
    const inherit = parent && !WEAK.has(parent.section.label);
    const label: SectionLabel = inherit ? parent.section.label : (own ?? 'other');
    let occurrence: number;
    if (inherit) occurrence = parent.section.occurrence;
    else {
      occurrence = (counts.get(label) ?? 0) + 1;
      counts.set(label, occurrence);
    }
    const section: Section = {
      heading,
      level: stack.length + 1,
      label,
      occurrence,
      start: m.start,
      end: body.end,
      pages: null,
    };
    out.push(section);
    stack.push({ section, sourceLevel: m.level });
  }
  close(body.end, Number.NEGATIVE_INFINITY);
  return out;
}
