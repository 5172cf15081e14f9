/**
 * The body cut where no chunk may cross: at every section's start and end. Each region belongs
 * to the deepest section holding it, and holds the blocks (paragraphs) inside it, grouped into
 * runs of one kind: text, a table, captions or footnotes found inside the body. The caption and
 * footnote streams after the body are their own regions with no section.
 */
import type { BlockRole } from '../extract/types.ts';
import type { SectionLabel } from '../structure/labels.ts';
import type { Section } from '../structure/types.ts';
import type { ChunkableDoc, ChunkKind } from './types.ts';

export interface SectionRef {
  heading: string | null;
  label: SectionLabel | null;
  path: string[];
}

export interface Span {
  role: BlockRole;
  start: number;
  end: number;
  page: number | null;
}

export interface Run {
  kind: ChunkKind;
  blocks: Span[];
}

export interface Region {
  start: number;
  end: number;
  section: SectionRef;
  runs: Run[];
}

const NO_SECTION: SectionRef = { heading: null, label: null, path: [] };

function kindOf(role: BlockRole): ChunkKind {
  if (role === 'table') return 'table';
  if (role === 'caption') return 'captions';
  if (role === 'footnote') return 'footnotes';
  return 'text';
}

/** One line, as a heading path element. */
function flat(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function runsOf(blocks: Span[]): Run[] {
  const runs: Run[] = [];
  for (const b of blocks) {
    const kind = kindOf(b.role);
    const last = runs[runs.length - 1];
    if (last && last.kind === kind) last.blocks.push(b);
    else runs.push({ kind, blocks: [b] });
  }
  return runs;
}

/** Each section's heading path, from the top-level section down (sections come parents first). */
function paths(sections: readonly Section[]): { refs: SectionRef[]; hasChildAt: Set<number>[] } {
  const stack: number[] = [];
  const refs: SectionRef[] = [];
  const hasChildAt: Set<number>[] = sections.map(() => new Set());
  sections.forEach((s, i) => {
    while (stack.length) {
      const top = sections[stack[stack.length - 1]];
      if (top.level < s.level && top.start <= s.start && s.end <= top.end) break;
      stack.pop();
    }
    const parent = stack.length ? stack[stack.length - 1] : -1;
    if (parent >= 0) hasChildAt[parent].add(s.start);
    const path = parent >= 0 ? [...refs[parent].path] : [];
    if (s.heading !== null && flat(s.heading)) path.push(flat(s.heading));
    refs.push({ heading: s.heading === null ? null : flat(s.heading), label: s.label, path });
    stack.push(i);
  });
  return { refs, hasChildAt };
}

export function regionsOf(doc: ChunkableDoc): Region[] {
  const { text, sidecar } = doc;
  const placed = sidecar.blocks
    .filter((b) => b.start !== null && b.end !== null && (b.end as number) > (b.start as number))
    .map((b) => ({ role: b.role, start: b.start as number, end: b.end as number, page: b.page }));
  const sections = sidecar.sections;
  const bodyEnd = sections.length
    ? Math.max(...sections.map((s) => s.end))
    : Math.max(0, ...placed.filter((b) => kindOf(b.role) === 'text').map((b) => b.end));
  const body = placed.filter((b) => b.start < bodyEnd);
  const stream = placed.filter((b) => b.start >= bodyEnd);
  const regions: Region[] = [];
  const { refs, hasChildAt } = paths(sections);
  const cuts = [...new Set(sections.flatMap((s) => [s.start, s.end]))].sort((a, b) => a - b);
  if (!sections.length && body.length) cuts.push(body[0].start, bodyEnd);
  let from = 0;
  for (let k = 0; k + 1 < cuts.length; k++) {
    const [a, b] = [cuts[k], cuts[k + 1]];
    while (from < body.length && body[from].end <= a) from++;
    let owner = -1;
    sections.forEach((s, i) => {
      if (s.start <= a && b <= s.end && (owner < 0 || s.level > sections[owner].level)) owner = i;
    });
    const inside: Span[] = [];
    for (let j = from; j < body.length && body[j].start < b; j++) {
      const blk = body[j];
      let s = Math.max(blk.start, a);
      let e = Math.min(blk.end, b);
      while (s < e && /\s/.test(text[s])) s++;
      while (e > s && /\s/.test(text[e - 1])) e--;
      if (e > s) inside.push({ ...blk, start: s, end: e });
    }
    if (!inside.length) continue;
    const section = owner >= 0 ? refs[owner] : { heading: null, label: 'other' as const, path: [] };
    // A section's own text that is its heading alone, right before its first sub-section, is not
    // a chunk: "2 Method" would be a three-token chunk, and every sub-section's path carries it.
    const own = owner >= 0 ? sections[owner] : null;
    const headingOnly =
      own?.heading &&
      own.start === a &&
      hasChildAt[owner].has(b) &&
      flat(text.slice(a, b)) === flat(own.heading);
    if (headingOnly) continue;
    regions.push({ start: a, end: b, section, runs: runsOf(inside) });
  }
  // The caption and footnote streams after the body: no section holds them.
  if (stream.length)
    regions.push({
      start: stream[0].start,
      end: stream[stream.length - 1].end,
      section: NO_SECTION,
      runs: runsOf(stream),
    });
  return regions;
}
