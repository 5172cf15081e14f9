/**
 * READoc ground truth for `npm run bench -- headings`: the GT markdown's paragraphs with the
 * label of the GT section they sit in, and the paragraph-to-section assignment and heading label
 * agreement of a sidecar against it.
 */
import { labelOf, type SectionLabel } from '../../../shared/structure/labels.ts';
import type { Section } from '../../../shared/structure/types.ts';
import { type GtHeading, pair } from './match.ts';

/** A GT paragraph is looked up by this many of its letters and digits (shorter paragraphs are skipped). */
const PREFIX_CHARS = 40;
/** Paragraphs with fewer letters and digits than this are too short to find once (labels, lone formulas). */
export const MIN_PARA_CHARS = 30;

/** The GT's title (its first level-1 line) and its other `#` lines; `######` has no level. */
export function gtHeadings(md: string): { title: string | null; headings: GtHeading[] } {
  const lines = md.split('\n').filter((l) => /^#{1,6}\s/.test(l));
  let title: string | null = null;
  const headings: GtHeading[] = [];
  for (const l of lines) {
    const hashes = (/^#+/.exec(l) as RegExpExecArray)[0].length;
    const text = l.slice(hashes).trim();
    if (hashes === 1 && title === null && !headings.length) {
      title = text;
      continue;
    }
    headings.push({ text, level: hashes === 6 ? null : hashes - 1 });
  }
  return { title, headings };
}

/** Labels a sub-section cannot inherit (as in shared/structure/sections.ts). */
const WEAK = new Set<SectionLabel>(['other', 'front_matter']);

/** The label of each heading on the GT path: its own, or its parent's when the parent has a strong one. */
export function gtLabel(parent: SectionLabel | null, heading: string): SectionLabel {
  if (parent && !WEAK.has(parent)) return parent;
  return labelOf(heading) ?? 'other';
}

export interface GtParagraph {
  text: string;
  label: SectionLabel;
}

/** GT paragraphs with the label of the GT section they sit in; GT headings with their labels. */
export function gtSections(md: string): { paragraphs: GtParagraph[]; headingLabels: SectionLabel[] } {
  const paragraphs: GtParagraph[] = [];
  const headingLabels: SectionLabel[] = [];
  const stack: { level: number; label: SectionLabel }[] = [];
  let seenTitle = false;
  for (const raw of md.split(/\n\s*\n/)) {
    const block = raw.trim();
    if (!block) continue;
    const h = /^(#{1,6})\s+(.*)$/.exec(block);
    if (h && !block.includes('\n')) {
      const hashes = h[1].length;
      if (hashes === 1 && !seenTitle && !headingLabels.length) {
        seenTitle = true;
        continue;
      }
      const level = hashes === 6 ? 1 : Math.max(1, hashes - 1);
      while (stack.length && stack[stack.length - 1].level >= level) stack.pop();
      const label = gtLabel(stack.length ? stack[stack.length - 1].label : null, h[2]);
      stack.push({ level, label });
      headingLabels.push(label);
      continue;
    }
    if (/^(?:\||!\[|```|\$\$|\\\[)/.test(block)) continue;
    paragraphs.push({ text: block, label: stack.length ? stack[stack.length - 1].label : 'front_matter' });
  }
  return { paragraphs, headingLabels };
}

/** Letters and digits, lower case, with each one's index in the original string. */
function letterIndex(s: string): { norm: string; at: number[] } {
  let norm = '';
  const at: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const code = s.codePointAt(i) as number;
    const ch = String.fromCodePoint(code);
    for (const c of ch.normalize('NFKC').toLowerCase())
      if (/[\p{L}\p{N}]/u.test(c)) {
        norm += c;
        at.push(i);
      }
    if (code > 0xffff) i++;
  }
  return { norm, at };
}

/** A GT paragraph's letters and digits, LaTeX math and markup dropped. */
function gtLetters(s: string): string {
  return letterIndex(s.replace(/\\\(.*?\\\)|\$[^$]*\$/g, ' ').replace(/[_*`]/g, ' ')).norm;
}

export interface Assignment {
  paragraphs: number;
  located: number;
  outside: number;
  same: number;
  headings: number;
  labelSame: number;
}

/** An assignment with nothing counted yet. */
export function emptyAssignment(): Assignment & { wrong: string[] } {
  return { paragraphs: 0, located: 0, outside: 0, same: 0, headings: 0, labelSame: 0, wrong: [] };
}

/** Paragraph-to-section assignment and heading label agreement against one GT markdown. */
export function assignment(
  md: string,
  text: string,
  sections: readonly Section[],
): Assignment & { wrong: string[] } {
  const gt = gtSections(md);
  const { norm, at } = letterIndex(text);
  const out = emptyAssignment();
  for (const p of gt.paragraphs) {
    const letters = gtLetters(p.text);
    if (letters.length < MIN_PARA_CHARS) continue;
    out.paragraphs++;
    let found = -1;
    for (let from = 0; found < 0 && from + MIN_PARA_CHARS <= letters.length; from += PREFIX_CHARS)
      found = norm.indexOf(letters.slice(from, from + PREFIX_CHARS));
    if (found < 0) continue;
    const offset = at[found];
    let deepest: Section | null = null;
    for (const s of sections)
      if (s.start <= offset && offset < s.end && (!deepest || s.level > deepest.level)) deepest = s;
    if (!deepest) {
      out.outside++;
      continue;
    }
    out.located++;
    if (deepest.label === p.label) out.same++;
    else out.wrong.push(`${p.label}→${deepest.label}: ${p.text.slice(0, 60)}`);
  }
  // Label accuracy: GT headings paired one to one with the sidecar's section headings.
  const { headings } = gtHeadings(md);
  const named = sections.filter((s) => s.heading !== null);
  const pairs = pair(
    headings.map((g) => g.text),
    named.map((s) => s.heading as string),
  );
  named.forEach((s, k) => {
    const i = pairs[k];
    if (i < 0) return;
    out.headings++;
    if (gt.headingLabels[i] === s.label) out.labelSame++;
    else out.wrong.push(`heading ${headings[i].text}: gt ${gt.headingLabels[i]}, ours ${s.label}`);
  });
  return out;
}
