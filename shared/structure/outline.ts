/**
 * The section tree as plain text, one line a section, indented by level: what a person checks
 * first ("did it find the Methods?"). `gleaner extract FILE --format outline` prints it.
 */
import type { Section } from './types.ts';

/** Headings longer than this are cut in the outline (a run-in heading can be a long phrase). */
const MAX_HEADING_CHARS = 80;

function pagesOf(s: Section): string {
  if (!s.pages) return '';
  const [a, b] = s.pages;
  return a === b ? `  p. ${a}` : `  pp. ${a}\u2013${b}`;
}

export function renderOutline(sections: readonly Section[]): string {
  const lines = sections.map((s) => {
    const raw = s.heading === null ? `(${s.label === 'front_matter' ? 'front matter' : s.label})` : s.heading;
    const flat = raw.replace(/\s+/g, ' ').trim();
    const heading = flat.length > MAX_HEADING_CHARS ? `${flat.slice(0, MAX_HEADING_CHARS - 1)}\u2026` : flat;
    const label = s.occurrence > 1 ? `${s.label} #${s.occurrence}` : s.label;
    return `${'  '.repeat(s.level - 1)}${heading}  [${label}]${pagesOf(s)}  @${s.start}-${s.end}`;
  });
  return lines.length ? `${lines.join('\n')}\n` : '';
}
